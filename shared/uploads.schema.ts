// What POST /api/admin/upload/image takes and answers (docs/decisions/016). The answer is
// declared here for the OpenAPI document and the client; the request is multipart, read by
// lib/upload-form.ts.
import { z } from 'zod';

export const uploadLimits = {
  /** Largest file (docs/product.md §9's 5MB, read as 5 MiB). */
  imageBytes: 5 * 1024 * 1024,
  /** The form field that carries the file (docs/product.md §7). */
  imageField: 'image',
  /** The field of POST /api/staff/avatar (docs/product.md §7). */
  avatarField: 'avatar',
  /**
   * The side of a stored avatar: a square crop, smaller only when the image is. A team card
   * shows it at up to ~240 CSS px, so 480 covers a 2x screen; its one WebP copy is at the same
   * width (shared/images.ts variantWidths(480) = [480]).
   */
  avatarSide: 480,
} as const;

/** The file types an upload may be, by their magic numbers (not their name or declared type). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** What an upload becomes: an event's image (POST /api/admin/upload/image) or an avatar. */
export type UploadKind = 'image' | 'avatar';

/**
 * How libvips decodes an image, which sets what a decode costs in memory (figures in
 * docs/decisions/016): a baseline JPEG is shrunk while it is decoded (a few MB at 64 megapixels);
 * a progressive JPEG keeps every DCT coefficient until its last scan (3–6 bytes a pixel); a PNG
 * is read line by line at full width (16-bit with alpha: ~80 MB at 4500 × 4500); an interlaced
 * (Adam7) PNG is decoded whole (up to 8 bytes a pixel) before it is resized; a WebP is decoded
 * in rows or shrunk; a GIF frame is decoded whole at 4 bytes a pixel, then resized (~6–7 bytes a
 * pixel in all).
 */
export const decodeClasses = ['jpeg', 'progressiveJpeg', 'png', 'interlacedPng', 'webp', 'gif'] as const;
export type DecodeClass = (typeof decodeClasses)[number];

/**
 * The largest image each kind of upload takes, by how it is decoded, as the side of a square:
 * the first frame's width × height may be at most side² pixels, in any shape (a 4032 × 3024
 * phone photo is 12.2 of an avatar's 16 megapixels). Read from the header before anything is
 * decoded: a file of a few KB can declare a huge image. What the output needs (an avatar is
 * stored at 480 px, an event image at most 1600 px wide: ~4000² and ~8000² of input are plenty),
 * lowered where a decode would cost more than the server has: with ~100 MB idle, each limit's
 * costliest image decodes within 200 MB of RSS, and three at once too (one decode at a time).
 */
export const maxInputSides = {
  avatar: { jpeg: 4000, progressiveJpeg: 2500, png: 4000, interlacedPng: 2000, webp: 4000, gif: 2000 },
  image: { jpeg: 8000, progressiveJpeg: 2500, png: 3500, interlacedPng: 2000, webp: 6000, gif: 2000 },
} as const satisfies Record<UploadKind, Record<DecodeClass, number>>;
export type MaxInputSides = (typeof maxInputSides)[UploadKind];
export type MaxInputSide = MaxInputSides[DecodeClass];
/** Each side of the table once, ascending (each has its refusal message). */
export const maxInputSideValues = [...new Set(Object.values(maxInputSides).flatMap((sides) => Object.values(sides)))].sort(
  (a, b) => a - b,
) as MaxInputSide[];

const size = (what: string) =>
  z
    .number()
    .int()
    .positive()
    .meta({ description: `${what} in pixels` });

export const uploadedImageVariant = z.object({
  url: z
    .string()
    .meta({ description: 'Path of a WebP copy, under the backend origin', example: '/uploads/images/Qm9vayBvZiBTb25ncyEhIQ-480w.webp' }),
  width: size('Width'),
  height: size('Height'),
  type: z.literal('image/webp'),
});

export const uploadedImage = z
  .object({
    url: z.string().meta({
      description:
        'Path of the image to store (e.g. as an event’s imageUrl): JPEG, or PNG when the image has transparency; at most 1600 px wide. The same file is served under /static/.',
      example: '/uploads/images/Qm9vayBvZiBTb25ncyEhIQ-1600x1200.jpg',
    }),
    width: size('Width'),
    height: size('Height'),
    type: z.enum(['image/jpeg', 'image/png']),
    variants: z.array(uploadedImageVariant).meta({
      description: 'WebP copies at 480, 960 and 1600 px wide (those narrower than the image) and at its own width, narrowest first',
    }),
  })
  .meta({ id: 'UploadedImage', description: 'An uploaded image, re-encoded without its metadata and turned upright' });
export type UploadedImage = z.infer<typeof uploadedImage>;
