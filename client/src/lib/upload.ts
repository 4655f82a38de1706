// Sending one file to a multipart route of the site (the event image, the staff avatar): the
// checks the browser can make before sending (type and size, in the server's words), the request
// over XMLHttpRequest because fetch reports no upload progress, and reading a refusal.
import { limits, type Language } from '../../../shared/constants';
import type { MessageKey } from '../i18n/en';
import { endSession, storedToken } from './trpc';

/** The image types every upload route takes (docs/decisions/016). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The server's limit for images and avatars alike (docs/product.md §9). */
export const imageMaxBytes = limits.avatarMaxBytes;

export type UploadMessageKey = Extract<MessageKey, `upload.${string}`>;

/** Why a file is refused before it is sent, or null when it may go. */
export function checkImageFile(file: { type: string; size: number }): UploadMessageKey | null {
  if (!(imageTypes as readonly string[]).includes(file.type) || file.size === 0) return 'upload.invalidType';
  if (file.size > imageMaxBytes) return 'upload.tooLarge';
  return null;
}

/** A failed upload: the server's own words when it gave some, else a key for the interface's. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly text: string | null,
    readonly key: UploadMessageKey,
  ) {
    super(text ?? key);
  }
}

const fallbackKey = (status: number): UploadMessageKey => {
  if (status === 0) return 'upload.network';
  if (status === 400 || status === 415) return 'upload.invalidType';
  if (status === 413) return 'upload.tooLarge';
  if (status === 401) return 'upload.signedOut';
  if (status === 403) return 'upload.forbidden';
  if (status === 429) return 'upload.tooMany';
  return 'upload.failed';
};

/**
 * An upload's answer: the parsed JSON body of a 2xx handed to `accept` (which returns what was
 * uploaded, or null when the body is not what the route promises), or an UploadError.
 */
export function readUploadAnswer<T>(status: number, body: string, accept: (json: unknown) => T | null): T | UploadError {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // an HTML error page of a proxy, or nothing
  }
  if (status >= 200 && status < 300) return accept(json) ?? new UploadError(status, null, 'upload.failed');
  const error =
    json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' && json.error.trim() ? json.error.trim() : null;
  // A 404 means the endpoint is missing, not the file: its text would confuse.
  return new UploadError(status, status === 404 ? null : error, fallbackKey(status));
}

export interface Upload<T> {
  done: Promise<T>;
  abort: () => void;
}

interface SendFileOptions<T> {
  /** The route, e.g. /api/staff/avatar. */
  path: string;
  /** The form field the route reads the file from. */
  field: string;
  file: File;
  language: Language;
  /** Gets the share sent (0–1) as it goes. */
  onProgress: (sent: number) => void;
  /** Turns a 2xx JSON body into the result, or null when it is not one. */
  accept: (json: unknown) => T | null;
}

/** Sends `file` in a multipart form. Rejects with UploadError (`upload.aborted` after abort()). */
export function sendFile<T>({ path, field, file, language, onProgress, accept }: SendFileOptions<T>): Upload<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', `${path}?language=${language}`);
    // Same origin: the session cookie goes with it; a token from a REST sign-in goes as a header.
    xhr.withCredentials = true;
    const token = storedToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) endSession();
      const answer = readUploadAnswer(xhr.status, xhr.responseText, accept);
      if (answer instanceof UploadError) reject(answer);
      else {
        onProgress(1);
        resolve(answer);
      }
    };
    xhr.onerror = () => reject(new UploadError(0, null, 'upload.network'));
    xhr.onabort = () => reject(new UploadError(0, null, 'upload.aborted'));
    const body = new FormData();
    body.append(field, file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
