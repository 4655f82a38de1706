// The avatar upload (POST /api/staff/avatar, multipart, one file field `avatar`): the shared
// pre-checks and request of lib/upload.ts; the route answers { profile } as profiles.save does.
import type { Language } from '../../../../shared/constants';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { readUploadAnswer, sendFile, type Upload, type UploadError } from '../../lib/upload';

export const avatarPath = '/api/staff/avatar';

/** The saved profile in the answer, or null when the body is not one. */
function acceptProfile(json: unknown): StaffProfile | null {
  const profile = json && typeof json === 'object' && 'profile' in json ? (json.profile as Partial<StaffProfile> | null) : null;
  if (
    profile &&
    typeof profile === 'object' &&
    typeof profile.accountId === 'number' &&
    typeof profile.status === 'string' &&
    (profile.avatar === null || typeof profile.avatar === 'string')
  ) {
    return profile as StaffProfile;
  }
  return null;
}

export function readAvatarAnswer(status: number, body: string): StaffProfile | UploadError {
  return readUploadAnswer(status, body, acceptProfile);
}

/** Sends the photo; `onProgress` gets the share sent (0–1). Resolves with the profile as saved. */
export function uploadAvatar(file: File, language: Language, onProgress: (sent: number) => void): Upload<StaffProfile> {
  return sendFile({ path: avatarPath, field: 'avatar', file, language, onProgress, accept: acceptProfile });
}
