// An image a form names by its address (an event's image, an issue's cover): upload one (checked
// first, then sent with a progress bar and a cancel button: lib/use-upload.ts and the site's one
// image upload, lib/image-upload.ts), see it, replace or remove it; or type the address of an image
// elsewhere. The address field is the one value the form keeps: an upload fills it in with the
// path the server answers. The words are the form's own (an image, a cover).
import { useRef, useState } from 'react';
import { imageUrl, responsiveImage } from '../../../shared/images';
import { useI18n } from '../i18n/i18n';
import { uploadImage, UploadError } from '../lib/image-upload';
import type { Form } from '../lib/use-form';
import { useUpload } from '../lib/use-upload';
import { Field } from './Field';
import { ImageFileInput, UploadProgress } from './ImageUpload';
import './image-field.css';

/** What the field says, in the reader's language. */
export interface ImageFieldTexts {
  legend: string;
  hint: string;
  /** The preview's alt text. */
  preview: string;
  uploaded: string;
  uploading: (name: string, percent: number) => string;
  cancelUpload: string;
  choose: string;
  replace: string;
  remove: string;
  url: string;
  urlHint: string;
}

interface ImageFieldProps<F extends string> {
  form: Form<F>;
  /** The form's field of the address. */
  field: F;
  texts: ImageFieldTexts;
  value: string;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends, so the form is not sent half way. */
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
}

/** Whether an address could be shown as an image (the schema decides whether it may be saved). */
const showable = (url: string) => /^(https:\/\/|\/(uploads|static)\/)/.test(url);

export function ImageField<F extends string>({ form, field, texts, value, onChange, onUploading, disabled }: ImageFieldProps<F>) {
  const { t, language } = useI18n();
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  // Checked, then sent with its progress; closing the dialog ends an upload in flight.
  const { progress, percent, start, cancel } = useUpload({
    send: (file, onProgress) => uploadImage(file, language, onProgress),
    onRefused: (refused) => setMessage({ kind: 'error', text: t(refused) }),
    onStart: () => setMessage(null),
    onDone: (image) => {
      onChange(image.url);
      form.edited(field);
      setMessage({ kind: 'done', text: texts.uploaded });
    },
    onFailed: (error) => {
      const text = error instanceof UploadError ? (error.text ?? t(error.key)) : t('upload.failed');
      setMessage({ kind: 'error', text });
    },
    onUploading,
  });

  const image = value && showable(value) ? responsiveImage(imageUrl(value)) : null;

  return (
    <fieldset className="image-field" disabled={disabled}>
      <legend>{texts.legend}</legend>
      <p className="field__hint">{texts.hint}</p>
      {image && !progress && (
        <img
          className="image-field__preview"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '(max-width: 640px) calc(100vw - 4rem), 20rem' : undefined}
          width={image.width}
          height={image.height}
          alt={texts.preview}
          decoding="async"
        />
      )}
      {progress && (
        <UploadProgress
          id={`${form.inputId(field)}-progress`}
          label={texts.uploading(progress.name, percent)}
          percent={percent}
          cancelLabel={texts.cancelUpload}
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
            {value ? texts.replace : texts.choose}
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
              {texts.remove}
            </button>
          )}
        </p>
      )}
      <ImageFileInput inputRef={fileRef} onFile={start} data-image-file="" />
      <Field form={form} name={field} label={texts.url} hint={texts.urlHint}>
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
