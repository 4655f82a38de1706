// The event's image: upload one (checked first, then sent with a progress bar and a cancel
// button), see it, replace or remove it; or type the address of an image elsewhere. The address
// field is the one value the form keeps: an upload fills it in with the path the server answers.
import { useEffect, useRef, useState } from 'react';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import { Field } from '../../components/Field';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import type { Form } from '../../lib/use-form';
import { adminEventsCopy } from './admin-events.copy';
import { checkImageFile, imageTypes, uploadImage, UploadError, type Upload } from './upload';

interface ImageFieldProps<F extends string> {
  form: Form<F>;
  value: string;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends, so the form is not sent half way. */
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
}

/** Whether an address could be shown as an image (the schema decides whether it may be saved). */
const showable = (url: string) => /^(https:\/\/|\/(uploads|static)\/)/.test(url);

export function ImageField<F extends string>({ form, value, onChange, onUploading, disabled }: ImageFieldProps<F>) {
  const { t, language } = useI18n();
  const copy = useCopy(adminEventsCopy);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload<unknown> | null>(null);
  const [progress, setProgress] = useState<{ name: string; sent: number } | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const field = 'imageUrl' as F;

  // Leaving the dialog ends an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  const start = (file: File) => {
    const refused = checkImageFile(file);
    if (refused) {
      setMessage({ kind: 'error', text: t(refused) });
      return;
    }
    setMessage(null);
    setProgress({ name: file.name, sent: 0 });
    onUploading(true);
    const current = uploadImage(file, language, (sent) => setProgress({ name: file.name, sent }));
    upload.current = current;
    current.done
      .then((image) => {
        onChange(image.url);
        form.edited(field);
        setMessage({ kind: 'done', text: copy.uploaded });
      })
      .catch((error: unknown) => {
        const text = error instanceof UploadError ? (error.text ?? t(error.key)) : t('upload.failed');
        setMessage({ kind: 'error', text });
      })
      .finally(() => {
        if (upload.current === current) upload.current = null;
        setProgress(null);
        onUploading(false);
      });
  };

  const image = value && showable(value) ? responsiveImage(imageUrl(value)) : null;
  const percent = progress ? Math.round(progress.sent * 100) : 0;

  return (
    <fieldset className="image-field" disabled={disabled}>
      <legend>{copy.image}</legend>
      <p className="field__hint">
        {copy.imageHint}
      </p>
      {image && !progress && (
        <img
          className="image-field__preview"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '(max-width: 640px) calc(100vw - 4rem), 20rem' : undefined}
          width={image.width}
          height={image.height}
          alt={copy.imagePreview}
          decoding="async"
        />
      )}
      {progress && (
        <div className="image-field__progress">
          <label htmlFor={`${form.inputId(field)}-progress`}>{copy.uploading(progress.name, percent)}</label>
          <progress id={`${form.inputId(field)}-progress`} max={100} value={percent} aria-valuetext={`${percent}%`}>
            {percent}%
          </progress>
          <button type="button" className="button button--secondary" onClick={() => upload.current?.abort()}>
            {copy.cancelUpload}
          </button>
        </div>
      )}
      <div className="image-field__status" role="status">
        {message && <p className={message.kind === 'error' ? 'form-error' : 'form-success'}>{message.text}</p>}
      </div>
      {!progress && (
        <p className="image-field__actions">
          <button type="button" className="button button--secondary" onClick={() => fileRef.current?.click()}>
            {value ? copy.replaceImage : copy.chooseImage}
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
              {copy.removeImage}
            </button>
          )}
        </p>
      )}
      <input
        ref={fileRef}
        type="file"
        accept={imageTypes.join(',')}
        hidden
        data-image-file=""
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
      />
      <Field form={form} name={field} label={copy.imageUrl} hint={copy.imageUrlHint}>
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
