// An issue's cover, as the event editor's image field (admin-events/ImageField.tsx) takes one:
// upload it (checked first, then sent with a progress bar and a cancel button: lib/use-upload.ts
// and the same upload route), see it, replace or remove it; or type an https address. The
// address is the form's value: an upload fills it in with the path the server answers.
import { useRef, useState } from 'react';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import { Field } from '../../components/Field';
import { ImageFileInput, UploadProgress } from '../../components/ImageUpload';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import type { Form } from '../../lib/use-form';
import { useUpload } from '../../lib/use-upload';
import { uploadImage, UploadError } from '../../lib/image-upload';
import { adminMagazineCopy } from './admin-magazine.copy';

interface CoverFieldProps<F extends string> {
  form: Form<F>;
  /** The form's field of the address. */
  field: F;
  value: string;
  onChange: (url: string) => void;
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
}

/** Whether an address could be shown as an image (the schema decides whether it may be saved). */
const showable = (url: string) => /^(https:\/\/|\/(uploads|static)\/)/.test(url);

export function CoverField<F extends string>({ form, field, value, onChange, onUploading, disabled }: CoverFieldProps<F>) {
  const { t, language } = useI18n();
  const text = useCopy(adminMagazineCopy).issueEditor;
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  const { progress, percent, start, cancel } = useUpload({
    send: (file, onProgress) => uploadImage(file, language, onProgress),
    onRefused: (refused) => setMessage({ kind: 'error', text: t(refused) }),
    onStart: () => setMessage(null),
    onDone: (image) => {
      onChange(image.url);
      form.edited(field);
      setMessage({ kind: 'done', text: text.uploaded });
    },
    onFailed: (error) => {
      setMessage({ kind: 'error', text: error instanceof UploadError ? (error.text ?? t(error.key)) : t('upload.failed') });
    },
    onUploading,
  });

  const image = value && showable(value) ? responsiveImage(imageUrl(value)) : null;

  return (
    <fieldset className="image-field" disabled={disabled}>
      <legend>{text.cover}</legend>
      <p className="field__hint">{text.coverHint}</p>
      {image && !progress && (
        <img
          className="image-field__preview"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '(max-width: 640px) calc(100vw - 4rem), 20rem' : undefined}
          width={image.width}
          height={image.height}
          alt={text.imagePreview}
          decoding="async"
        />
      )}
      {progress && (
        <UploadProgress
          id={`${form.inputId(field)}-progress`}
          label={text.uploading(progress.name, percent)}
          percent={percent}
          cancelLabel={text.cancelUpload}
          onCancel={cancel}
          className="image-field__progress"
        />
      )}
      <div className="image-field__status" role="status">
        {message && <p className={message.kind === 'error' ? 'form-error' : 'form-success'}>{message.text}</p>}
      </div>
      {!progress && (
        <p className="image-field__actions">
          <button type="button" className="button button--secondary" onClick={() => fileRef.current?.click()}>
            {value ? text.replaceImage : text.chooseImage}
          </button>
          {value && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onChange('');
                form.edited(field);
                setMessage(null);
              }}
            >
              {text.removeImage}
            </button>
          )}
        </p>
      )}
      <ImageFileInput inputRef={fileRef} onFile={start} data-image-file="" />
      <Field form={form} name={field} label={text.coverUrl} hint={text.coverUrlHint}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              form.edited(field);
            }}
          />
        )}
      </Field>
    </fieldset>
  );
}
