// Putting an image into a body (issue 36, item 1: alt text required): choose a file, which is
// uploaded at once through the site's image upload, describe it, and insert; the editor puts
// `![alt](path)` at the cursor. Nothing is inserted without both.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { ImageFileInput, UploadProgress } from '../../components/ImageUpload';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { useUpload } from '../../lib/use-upload';
import { staffArticlesCopy } from './staff-articles.copy';
import { UploadError, uploadArticleImage } from './upload';

interface ImageDialogProps {
  open: boolean;
  /** The body it goes into, for the title. */
  target: string;
  onInsert: (alt: string, url: string) => void;
  onClose: () => void;
  onUploading: (uploading: boolean) => void;
}

export function ImageDialog({ open, target, onInsert, onClose, onUploading }: ImageDialogProps) {
  const copy = useCopy(staffArticlesCopy);
  const { t, language } = useI18n();
  const titleId = useId();
  const altId = useId();
  const altErrorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<{ on: 'file' | 'alt'; text: string } | null>(null);
  const pendingName = useRef('');

  useEffect(() => {
    if (!open) return;
    setImage(null);
    setAlt('');
    setError(null);
  }, [open]);

  const upload = useUpload({
    send: (file, onProgress) => uploadArticleImage(file, language, onProgress),
    onRefused: (key) => setError({ on: 'file', text: t(key) }),
    onStart: (file) => {
      pendingName.current = file.name;
      setError(null);
    },
    onDone: (url) => {
      setImage({ url, name: pendingName.current });
      requestAnimationFrame(() => altRef.current?.focus());
    },
    onFailed: (failure) => {
      if (failure instanceof UploadError && failure.key === 'upload.aborted') return;
      setError({ on: 'file', text: failure instanceof UploadError ? (failure.text ?? t(failure.key)) : t('upload.failed') });
    },
    onUploading,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image) {
      setError({ on: 'file', text: copy.imageFileRequired });
      return;
    }
    if (!alt.trim()) {
      setError({ on: 'alt', text: copy.imageAltRequired });
      altRef.current?.focus();
      return;
    }
    onInsert(alt, image.url);
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="image-dialog">
      <form onSubmit={submit} noValidate className="image-dialog__form">
        <h2 id={titleId} className="image-dialog__title">
          {copy.imageDialogTitle}
        </h2>
        <p className="field__hint">{target}</p>
        <div role="status" className="image-dialog__status">
          {error?.on === 'file' && <p className="form-error">{error.text}</p>}
          {image && <p className="form-success">{copy.imageChosen(image.name)}</p>}
        </div>
        {upload.progress ? (
          <UploadProgress
            id={`${titleId}-progress`}
            label={copy.uploading(upload.progress.name, upload.percent)}
            percent={upload.percent}
            cancelLabel={copy.cancelUpload}
            onCancel={upload.cancel}
            className="image-dialog__progress"
          />
        ) : (
          <p>
            <button type="button" className="button button--secondary" onClick={() => fileRef.current?.click()}>
              {copy.imageFile}
            </button>
          </p>
        )}
        {image && <img className="image-dialog__preview" src={image.url} alt="" />}
        <ImageFileInput inputRef={fileRef} onFile={upload.start} data-body-image-file="" />
        <div className="field">
          <label htmlFor={altId}>{copy.imageAlt}</label>
          <input
            ref={altRef}
            id={altId}
            type="text"
            value={alt}
            maxLength={300}
            aria-invalid={error?.on === 'alt' || undefined}
            aria-describedby={`${altId}-hint${error?.on === 'alt' ? ` ${altErrorId}` : ''}`}
            onChange={(event) => {
              setAlt(event.target.value);
              if (error?.on === 'alt') setError(null);
            }}
          />
          <p className="field__hint" id={`${altId}-hint`}>
            {copy.imageAltHint}
          </p>
          {error?.on === 'alt' && (
            <p className="field__error" id={altErrorId}>
              {error.text}
            </p>
          )}
        </div>
        <p className="image-dialog__actions">
          <button type="submit" className="button" disabled={upload.progress !== null}>
            {copy.insert}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {copy.cancel}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
