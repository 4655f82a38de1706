// The member's photo: the current one (or their initials), and an upload checked first in the
// server's words (type, 5MB), then sent with a progress bar, a preview of the chosen file and a
// cancel button. The route saves it at once and answers the profile as saved.
import { useEffect, useId, useRef, useState } from 'react';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { imageUrl } from '../../../../shared/images';
import { initials as initialsOf } from '../../features/team/initials';
import { useCopy } from '../../i18n/copy';
import { pick, useI18n } from '../../i18n/i18n';
import { ImageFileInput, UploadProgress } from '../../components/ImageUpload';
import { UploadError } from '../../lib/upload';
import { useUpload } from '../../lib/use-upload';
import { uploadAvatar } from './avatar-upload';
import { staffProfileCopy } from './staff-profile.copy';

interface AvatarFieldProps {
  profile: StaffProfile;
  /** The name as typed, for the initials. */
  name: { en: string; zh: string };
  editable: boolean;
  /** The form has changes not saved yet (the upload saves only the photo). */
  dirty: boolean;
  onUploading: (uploading: boolean) => void;
  onUploaded: (profile: StaffProfile) => void;
}

export function AvatarField({ profile, name, editable, dirty, onUploading, onUploaded }: AvatarFieldProps) {
  const { t, language } = useI18n();
  const copy = useCopy(staffProfileCopy);
  const headingId = useId();
  const hintId = useId();
  const progressId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  /** The chosen file's picture, shown while it is sent. */
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error'; text: string } | { kind: 'done'; review: boolean } | null>(null);

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const failureText = (error: unknown) => {
    if (!(error instanceof UploadError)) return copy.uploadFailed;
    if (error.text) return error.text;
    if (error.key === 'upload.failed') return copy.uploadFailed;
    if (error.key === 'upload.forbidden') return copy.uploadForbidden;
    return t(error.key);
  };

  // Leaving the page ends an upload in flight.
  const { progress, percent, start, cancel } = useUpload({
    send: (file, onProgress) => uploadAvatar(file, language, onProgress),
    onRefused: (refused) => setMessage({ kind: 'error', text: t(refused) }),
    onStart: (file) => {
      setMessage(null);
      setPreview(URL.createObjectURL(file));
    },
    onDone: (saved) => {
      onUploaded(saved);
      setMessage({ kind: 'done', review: saved.status !== 'new' });
    },
    onFailed: (error) => setMessage({ kind: 'error', text: failureText(error) }),
    onUploading: (uploading) => {
      if (!uploading) setPreview(null);
      onUploading(uploading);
    },
  });

  const avatar = profile.avatar ? imageUrl(profile.avatar) : '';
  // As the team page's card has them.
  const initials = initialsOf(pick(language, name.en.trim(), name.zh.trim()) || profile.username);

  return (
    <section className="avatar-field" aria-labelledby={headingId} data-avatar={avatar ? 'photo' : 'initials'}>
      <h2 id={headingId} className="staff-profile__section-title">
        {copy.photoHeading}
      </h2>
      <div className="avatar-field__body">
        {progress ? (
          <img className="avatar-field__image" src={preview ?? undefined} alt={copy.selectedPhoto} width={128} height={128} />
        ) : avatar ? (
          <img className="avatar-field__image" src={avatar} alt={copy.currentPhoto} width={128} height={128} decoding="async" />
        ) : (
          <span className="avatar-field__image avatar-field__image--initials" role="img" aria-label={copy.noPhoto}>
            <span aria-hidden="true">{initials}</span>
          </span>
        )}
        <div className="avatar-field__controls">
          <p className="field__hint" id={hintId}>
            {copy.photoHint} {editable && (profile.status === 'new' ? copy.photoNew : copy.photoReview)}
          </p>
          {progress && (
            <UploadProgress
              id={progressId}
              label={copy.uploading(progress.name, percent)}
              percent={percent}
              cancelLabel={copy.cancelUpload}
              onCancel={cancel}
              className="avatar-field__progress"
            />
          )}
          <div className="avatar-field__status" role="status">
            {message?.kind === 'error' && <p className="form-error">{message.text}</p>}
            {/* The upload saves the photo alone: edits of the form stay unsaved until the form is. */}
            {message?.kind === 'done' && (
              <p className="form-success">
                {[message.review ? copy.uploadedReview : copy.uploaded, dirty ? copy.uploadedUnsaved : ''].join(' ').trim()}
              </p>
            )}
          </div>
          {!progress && (
            <p className="avatar-field__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => fileRef.current?.click()}
                disabled={!editable}
                aria-describedby={hintId}
              >
                {avatar ? copy.replacePhoto : copy.choosePhoto}
              </button>
            </p>
          )}
          <ImageFileInput inputRef={fileRef} onFile={start} disabled={!editable} data-avatar-file="" />
        </div>
      </div>
    </section>
  );
}
