// The parts of an image field's upload (the event image, the staff photo; lib/use-upload.ts sends
// it): the hidden file input the field's own button opens, and the upload under way.
import type { Ref } from 'react';
import { imageTypes } from '../lib/upload';
import './image-upload.css';

interface UploadProgressProps {
  /** The progress bar's id, for its label. */
  id: string;
  label: string;
  percent: number;
  cancelLabel: string;
  onCancel: () => void;
  /** The field's own class for the block (its label may be styled there). */
  className: string;
}

/** An upload under way: what is sent (the label), a progress bar and a button to cancel it. */
export function UploadProgress({ id, label, percent, cancelLabel, onCancel, className }: UploadProgressProps) {
  return (
    <div className={`upload-progress ${className}`}>
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={`${percent}%`}>
        {percent}%
      </progress>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}

interface ImageFileInputProps {
  inputRef: Ref<HTMLInputElement>;
  /** The file chosen; the input is emptied, so the same file can be chosen again. */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** A name for tests and the field's rules (`data-image-file`, `data-avatar-file`). */
  [data: `data-${string}`]: string;
}

/** The hidden file input a field's own button opens, for the image types the server takes. */
export function ImageFileInput({ inputRef, onFile, disabled, ...data }: ImageFileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={imageTypes.join(',')}
      hidden
      disabled={disabled}
      {...data}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
