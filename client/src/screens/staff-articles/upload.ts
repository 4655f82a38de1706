// An image of an article (its cover, or one in its text) sent through the site's one image upload
// (POST /api/admin/upload/image, field `image`; any active member may, issue 36): the shared
// pre-checks and request of lib/upload.ts, and this route's answer read as a path a body may show.
import type { Language } from '../../../../shared/constants';
import { uploadPath } from '../../lib/image-upload';
import { sendFile, type Upload } from '../../lib/upload';

export { UploadError } from '../../lib/upload';

/** The stored image's path (its JPEG or PNG fallback, what an article names), or null when the answer is not one. */
export function acceptUploadedPath(json: unknown): string | null {
  const url = (json as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^\/uploads\/images\/[A-Za-z0-9_-]{1,64}-\d{1,5}x\d{1,5}\.(?:jpg|png)$/.test(url) ? url : null;
}

/** Sends `file`; `onProgress` gets the share sent (0–1). Rejects with UploadError (`upload.aborted` after abort()). */
export function uploadArticleImage(file: File, language: Language, onProgress: (sent: number) => void): Upload<string> {
  return sendFile({ path: uploadPath, field: 'image', file, language, onProgress, accept: acceptUploadedPath });
}
