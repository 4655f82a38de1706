// The site's one image upload (POST /api/admin/upload/image, multipart, one file field `image`):
// events' images, articles' and issues' covers, the images in an article's text. The shared
// pre-checks and request of lib/upload.ts, and reading this route's answer.
import type { Language } from '../../../shared/constants';
import { readUploadAnswer as readAnswer, sendFile, type Upload, type UploadError } from './upload';

export { checkImageFile, imageMaxBytes, imageTypes, UploadError, type Upload } from './upload';

export const uploadPath = '/api/admin/upload/image';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  type: string;
  variants: { url: string; width: number; height: number; type: string }[];
}

/** An uploaded image, or null when the body is not one. */
function acceptImage(json: unknown): UploadedImage | null {
  const image = json as Partial<UploadedImage> | null;
  if (
    image &&
    typeof image.url === 'string' &&
    /^\/(uploads|static)\//.test(image.url) &&
    Number(image.width) > 0 &&
    Number(image.height) > 0
  ) {
    return {
      url: image.url,
      width: Number(image.width),
      height: Number(image.height),
      type: String(image.type ?? ''),
      variants: Array.isArray(image.variants) ? image.variants : [],
    };
  }
  return null;
}

/** The upload's answer, as an image or an UploadError. */
export function readUploadAnswer(status: number, body: string): UploadedImage | UploadError {
  return readAnswer(status, body, acceptImage);
}

/** Sends `file`; `onProgress` gets the share sent (0–1) as it goes. Rejects with UploadError, `aborted` after abort(). */
export function uploadImage(file: File, language: Language, onProgress: (sent: number) => void): Upload<UploadedImage> {
  return sendFile({ path: uploadPath, field: 'image', file, language, onProgress, accept: acceptImage });
}
