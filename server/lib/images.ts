// Uploaded images re-encoded with sharp (docs/decisions/016): the type by magic numbers
// (file-type), a pixel limit (by kind and type) checked from the header before decoding, the
// first frame only, EXIF orientation applied, metadata dropped,
// at most 1600 px wide (or cropped square, for avatars), a JPEG (PNG with transparency) fallback
// and WebP variants. sharp and file-type are loaded at the first upload: the server's idle memory
// budget has no room for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { maxImageWidth, variantWidths } from '../../shared/images.js';
import {
  acceptedImageTypes,
  type AcceptedImageType,
  type DecodeClass,
  type MaxInputSide,
  type MaxInputSides,
} from '../../shared/uploads.schema.js';
import { AppError } from './app-error.js';

/** Encoder settings: visually clean at a fraction of a phone photo's size. */
export const encoderSettings = {
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
  webp: { quality: 75, effort: 4 },
} as const;

type SharpFunction = typeof import('sharp')['default'];
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
const tooManyPixels = (side: MaxInputSide) => new AppError('BAD_REQUEST', `upload.tooManyPixels.${side}`);

/** How an upload is shaped: kept whole (event images), or cropped square (avatars). */
export interface EncodeOptions {
  /**
   * The largest image taken by how it is decoded, as the side of a square: width × height of the
   * first frame at most side² (shared/uploads.schema.ts maxInputSides, the upload kind's row).
   */
  maxSides: MaxInputSides;
  /**
   * Crop to a square of this side (smaller when the image is: never upscaled), chosen by
   * sharp's attention strategy (faces, skin, saturated detail) rather than the centre; the
   * fallback is always a JPEG (transparency flattened onto white).
   */
  square?: number;
}

/** How libvips will decode an image, from its header (sharp's `isProgressive`: a progressive JPEG, an interlaced PNG). */
export function decodeClassOf(meta: Pick<Metadata, 'format' | 'isProgressive'>): DecodeClass | undefined {
  switch (meta.format) {
    case 'jpeg':
      return meta.isProgressive ? 'progressiveJpeg' : 'jpeg';
    case 'png':
      return meta.isProgressive ? 'interlacedPng' : 'png';
    case 'webp':
    case 'gif':
      return meta.format;
  }
  return undefined;
}

/**
 * Decodes `input` and writes `<id>-<W>x<H>.jpg|png` and `<id>-<w>w.webp` for each of
 * variantWidths(W) into `dir`. An image that cannot be decoded, or has more than maxSide²
 * pixels, is refused with a 400; on any failure the files written so far are removed.
 * An animated GIF, PNG or WebP keeps its first frame only (the only one decoded).
 */
export async function encodeImage(input: string, dir: string, id: string, options: EncodeOptions): Promise<EncodedImage> {
  const sharp = await loadSharp();
  // pages 1: the first frame alone is decoded (sharp's default, said here). failOn 'warning': a
  // truncated or corrupt file is refused rather than shown half grey.
  const common = { pages: 1, failOn: 'warning' } as const satisfies SharpOptions;

  // The header first: metadata() reads no pixel (~0.4 MB and < 1 ms for a 6300 × 6300 GIF), so
  // it needs no pixel limit of its own; the limit depends on what the header says.
  const meta = await sharp(input, { ...common, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalidImage();
    });
  const decodeClass = decodeClassOf(meta);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!decodeClass || !meta.width || !frameHeight) throw invalidImage();
  const maxSide = options.maxSides[decodeClass];
  const maxPixels = maxSide * maxSide;
  // An image over the limit is refused before anything is decoded.
  if (meta.width * frameHeight > maxPixels) throw tooManyPixels(maxSide);
  // And libvips refuses one itself, should the decoder see more than the header said.
  const sharpOptions: SharpOptions = { ...common, limitInputPixels: maxPixels };
  const refusal = (error: Error): never => {
    throw /pixel limit/i.test(error.message) ? tooManyPixels(maxSide) : invalidImage();
  };

  // One decode: upright, at most 1600 px wide (or the square), sRGB, 8 bits; JPEG
  // shrink-on-load makes this cheap for large photos. Every output is made from these pixels.
  const side = options.square === undefined ? undefined : Math.min(options.square, meta.width, frameHeight);
  const decoded = await sharp(input, sharpOptions)
    .rotate()
    .resize(
      side === undefined
        ? { width: maxImageWidth, withoutEnlargement: true }
        : { width: side, height: side, fit: 'cover', position: 'attention' },
    )
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
