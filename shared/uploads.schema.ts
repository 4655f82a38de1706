// What POST /api/admin/upload/image takes and answers (docs/decisions/016). The answer is
// declared here for the OpenAPI document and the client; the request is multipart, read by
// server/plugins/uploads.ts.
import { z } from 'zod';

export const uploadLimits = {
  /** Largest file (SPEC.md §9's 5MB, read as 5 MiB). */
  imageBytes: 5 * 1024 * 1024,
  /** The form field that carries the file (SPEC.md §7). */
  imageField: 'image',
  /** The field of POST /api/staff/avatar (SPEC.md §7). */
  avatarField: 'avatar',
  /**
   * The side of a stored avatar: a square crop, smaller only when the image is. A team card
   * shows it at up to ~240 CSS px, so 480 covers a 2x screen; its one WebP copy is at the same
   * width (shared/images.ts variantWidths(480) = [480]).
   */
  avatarSide: 480,
  /**
   * Largest image by pixel count (width × height of the first frame), whatever its file size:
   * a small file can declare a huge image (a pixel bomb).
   */
  imageMegapixels: 40,
} as const;

/** The file types an upload may be, by their magic numbers (not their name or declared type). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const size = (what: string) => z.number().int().positive().meta({ description: `${what} in pixels` });

export const uploadedImageVariant = z.object({
  url: z.string().meta({ description: 'Path of a WebP copy, under the backend origin', example: '/uploads/images/Qm9vayBvZiBTb25ncyEhIQ-480w.webp' }),
  width: size('Width'),
  height: size('Height'),
  type: z.literal('image/webp'),
});

export const uploadedImage = z
  .object({
    url: z.string().meta({
      description: 'Path of the image to store (e.g. as an event’s imageUrl): JPEG, or PNG when the image has transparency; at most 1600 px wide. The same file is served under /static/.',
      example: '/uploads/images/Qm9vayBvZiBTb25ncyEhIQ-1600x1200.jpg',
    }),
    width: size('Width'),
    height: size('Height'),
    type: z.enum(['image/jpeg', 'image/png']),
    variants: z
      .array(uploadedImageVariant)
      .meta({ description: 'WebP copies at 480, 960 and 1600 px wide (those narrower than the image) and at its own width, narrowest first' }),
  })
  .meta({ id: 'UploadedImage', description: 'An uploaded image, re-encoded without its metadata and turned upright' });
export type UploadedImage = z.infer<typeof uploadedImage>;
