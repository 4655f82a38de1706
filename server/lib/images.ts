// Uploaded images re-encoded with sharp (docs/decisions/016): the type by magic numbers
// (file-type), a pixel limit checked before decoding, EXIF orientation applied, metadata dropped,
// at most 1600 px wide (or cropped square, for avatars), a JPEG (PNG with transparency) fallback
// and WebP variants. sharp and file-type are loaded at the first upload: the server's idle memory
// budget has no room for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { maxImageWidth, variantWidths } from '../../shared/images.js';
import { acceptedImageTypes, uploadLimits } from '../../shared/uploads.schema.js';
import { AppError } from './app-error.js';

export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** Largest image, width × height of its first frame. */
export const maxInputPixels = uploadLimits.imageMegapixels * 1_000_000;

/** Encoder settings: visually clean at a fraction of a phone photo's size. */
export const encoderSettings = {
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
  webp: { quality: 75, effort: 4 },
} as const;

type SharpFunction = (typeof import('sharp'))['default'];
let sharpModule: Promise<SharpFunction> | undefined;

/** sharp, loaded once, set to one libvips thread and no operation cache (memory over speed). */
export function loadSharp(): Promise<SharpFunction> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** The type of the file by its first bytes, if it is one the site takes (an animated PNG is a PNG). */
export async function detectImageType(file: string): Promise<AcceptedImageType | undefined> {
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(file);
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return acceptedImageTypes.find((type) => type === mime);
}

export interface EncodedFile {
  /** The file's name in the directory written to. */
  name: string;
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
}

export interface EncodedImage {
  fallback: EncodedFile;
  /** Narrowest first. */
  variants: EncodedFile[];
}

const invalidImage = () => new AppError('BAD_REQUEST', 'upload.invalidImage');
const tooManyPixels = () => new AppError('BAD_REQUEST', 'upload.tooManyPixels');

/** What libvips says when it cannot read a file, as the refusal the uploader reads. */
function refusal(error: Error): never {
  throw /pixel limit/i.test(error.message) ? tooManyPixels() : invalidImage();
}

/** How an upload is shaped: kept whole (event images), or cropped square (avatars). */
export interface EncodeOptions {
  /**
   * Crop to a square of this side (smaller when the image is: never upscaled), chosen by
   * sharp's attention strategy (faces, skin, saturated detail) rather than the centre; the
   * fallback is always a JPEG (transparency flattened onto white).
   */
  square?: number;
}

/**
 * Decodes `input` and writes `<id>-<W>x<H>.jpg|png` and `<id>-<w>w.webp` for each of
 * variantWidths(W) into `dir`. An image that cannot be decoded, or has more than maxInputPixels,
 * is refused with a 400; on any failure the files written so far are removed.
 * An animated GIF or WebP keeps its first frame only.
 */
export async function encodeImage(input: string, dir: string, id: string, options: EncodeOptions = {}): Promise<EncodedImage> {
  const sharp = await loadSharp();
  // failOn 'warning': a truncated or corrupt file is refused rather than shown half grey.
  const sharpOptions: SharpOptions = { limitInputPixels: maxInputPixels, failOn: 'warning' };

  // The header first: a pixel bomb is refused before anything is decoded.
  const meta = await sharp(input, sharpOptions).metadata().catch(refusal);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw invalidImage();
  if (meta.width * frameHeight > maxInputPixels) throw tooManyPixels();

  // One decode: upright, at most 1600 px wide (or the square), sRGB, 8 bits; JPEG
  // shrink-on-load makes this cheap for large photos. Every output is made from these pixels.
  const side = options.square === undefined ? undefined : Math.min(options.square, meta.width, frameHeight);
  const decoded = await sharp(input, sharpOptions)
    .rotate()
    .resize(side === undefined ? { width: maxImageWidth, withoutEnlargement: true } : { width: side, height: side, fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(refusal);
  const { width, height, channels } = decoded.info;
  const raw = { raw: { width, height, channels } } as const;
  // An alpha channel that is opaque everywhere is dropped: a JPEG is a fraction of a PNG. A
  // square (an avatar) is always a JPEG: real transparency is flattened onto white.
  const transparent = side === undefined && channels === 4 && !(await sharp(decoded.data, raw).stats()).isOpaque;
  const pixels = (): Sharp => {
    const image = sharp(decoded.data, raw);
    if (channels !== 4 || transparent) return image;
    return side === undefined ? image.removeAlpha() : image.flatten({ background: '#ffffff' });
  };

  const written: string[] = [];
  const write = async (image: Sharp, name: string, type: EncodedFile['type']): Promise<EncodedFile> => {
    const file = path.join(dir, name);
    written.push(file);
    const info = await image.toFile(file);
    return { name, width: info.width, height: info.height, type };
  };
  try {
    const fallback = transparent
      ? await write(pixels().png(encoderSettings.png), `${id}-${width}x${height}.png`, 'image/png')
      : await write(pixels().jpeg(encoderSettings.jpeg), `${id}-${width}x${height}.jpg`, 'image/jpeg');
    const variants: EncodedFile[] = [];
    for (const step of variantWidths(width)) {
      const image = step === width ? pixels() : pixels().resize({ width: step });
      variants.push(await write(image.webp(encoderSettings.webp), `${id}-${step}w.webp`, 'image/webp'));
    }
    return { fallback, variants };
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
}
