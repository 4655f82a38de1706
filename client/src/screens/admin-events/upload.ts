// The event image upload (POST /api/admin/upload/image, multipart, one file field `image`):
// checks the browser can make before sending (type and size, in the server's words), the request
// itself over XMLHttpRequest because fetch reports no upload progress, and reading its answer.
import { limits, type Language } from '../../../../shared/constants';
import type { MessageKey } from '../../i18n/en';
import { endSession, storedToken } from '../../lib/trpc';

export const uploadPath = '/api/admin/upload/image';
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's limit, the same as for avatars (SPEC.md §9). */
export const imageMaxBytes = limits.avatarMaxBytes;

/** Why a file is refused before it is sent, or null when it may go. */
export function checkImageFile(file: { type: string; size: number }): Extract<MessageKey, `upload.${string}`> | null {
  if (!(imageTypes as readonly string[]).includes(file.type) || file.size === 0) return 'upload.invalidType';
  if (file.size > imageMaxBytes) return 'upload.tooLarge';
  return null;
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  type: string;
  variants: { url: string; width: number; height: number; type: string }[];
}

/** A failed upload: the server's own words when it gave some, else a key for the interface's. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly text: string | null,
    readonly key: Extract<MessageKey, `upload.${string}`>,
  ) {
    super(text ?? key);
  }
}

const fallbackKey = (status: number): UploadError['key'] => {
  if (status === 0) return 'upload.network';
  if (status === 400 || status === 415) return 'upload.invalidType';
  if (status === 413) return 'upload.tooLarge';
  if (status === 401) return 'upload.signedOut';
  if (status === 403) return 'upload.forbidden';
  if (status === 429) return 'upload.tooMany';
  return 'upload.failed';
};

/** The upload's answer, as an image or an UploadError. */
export function readUploadAnswer(status: number, body: string): UploadedImage | UploadError {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // an HTML error page of a proxy, or nothing
  }
  if (status >= 200 && status < 300) {
    const image = json as Partial<UploadedImage> | null;
    if (image && typeof image.url === 'string' && /^\/(uploads|static)\//.test(image.url) && Number(image.width) > 0 && Number(image.height) > 0) {
      return { url: image.url, width: Number(image.width), height: Number(image.height), type: String(image.type ?? ''), variants: Array.isArray(image.variants) ? image.variants : [] };
    }
    return new UploadError(status, null, 'upload.failed');
  }
  const error = json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' && json.error.trim() ? json.error.trim() : null;
  // A 404 means the endpoint is missing, not the image: its text would confuse.
  return new UploadError(status, status === 404 ? null : error, fallbackKey(status));
}

export interface Upload {
  done: Promise<UploadedImage>;
  abort: () => void;
}

/** Sends `file`; `onProgress` gets the share sent (0–1) as it goes. Rejects with UploadError, `aborted` after abort(). */
export function uploadImage(file: File, language: Language, onProgress: (sent: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open('POST', `${uploadPath}?language=${language}`);
    // Same origin: the session cookie goes with it; a token from a REST sign-in goes as a header.
    xhr.withCredentials = true;
    const token = storedToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) endSession();
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer instanceof UploadError) reject(answer);
      else {
        onProgress(1);
        resolve(answer);
      }
    };
    xhr.onerror = () => reject(new UploadError(0, null, 'upload.network'));
    xhr.onabort = () => reject(new UploadError(0, null, 'upload.aborted'));
    const body = new FormData();
    body.append('image', file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
