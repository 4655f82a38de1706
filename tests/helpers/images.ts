// Image files for upload tests and the bench, made with sharp (or by hand where sharp would not
// make them: a pixel bomb), and the files an app keeps under DATA_DIR/uploads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Encoded large images, kept between runs: node_modules/.cache/site-test-images. */
const imageCache = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/site-test-images');
const kept = new Map<string, Promise<Buffer>>();

/**
 * The same bytes `make` gives, made once: a fixture of a megapixel or more is kept on disk, keyed
 * by sharp's and libvips' versions, the maker's source and its arguments. Encoding a 6300 × 6300
 * GIF or an 8000 × 8000 JPEG took seconds of the upload tests' time, every run, for the same
 * bytes; what the app does with them (decoding, the checks) still runs every time.
 */
function keptImage(
  pixels: number,
  makers: Array<(...args: never[]) => unknown>,
  args: unknown[],
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (pixels < 1_000_000) return make();
  const key = createHash('sha256')
    .update(JSON.stringify([sharp.versions, [make, ...makers].map(String), args]))
    .digest('hex')
    .slice(0, 32);
  let found = kept.get(key);
  if (!found) {
    const file = path.join(imageCache, `${key}.bin`);
    found = (async () => {
      try {
        return fs.readFileSync(file);
      } catch {
        const bytes = await make();
        fs.mkdirSync(imageCache, { recursive: true });
        // Written whole, then renamed: another test process may read it at the same time.
        const partial = `${file}.${process.pid}.partial`;
        fs.writeFileSync(partial, bytes);
        fs.renameSync(partial, file);
        return bytes;
      }
    })();
    kept.set(key, found);
  }
  return found.then((bytes) => Buffer.from(bytes));
}

/** A plain image of `width` × `height`, its left half red and right half blue. */
export function halves(width: number, height: number, alpha = false) {
  const half = Math.floor(width / 2);
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = x < half ? 255 : 0;
      pixels[i + 2] = x < half ? 0 : 255;
      if (alpha) pixels[i + 3] = x % 2 ? 128 : 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

export const pngOf = (width: number, height: number, alpha = false) =>
  keptImage(width * height, [halves], [width, height, alpha], () => halves(width, height, alpha).png().toBuffer());
export const jpegOf = (width: number, height: number) =>
  keptImage(width * height, [halves], [width, height], () => halves(width, height).jpeg({ quality: 90 }).toBuffer());

/** A JPEG that declares EXIF orientation 6 (turn 90° clockwise to show), a GPS position and a comment. */
export function jpegWithExif(width: number, height: number) {
  return halves(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { ImageDescription: 'secret place', Artist: 'someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .toBuffer();
}

/** A photo-like JPEG (noise), a few MB at 4000 × 3000, with EXIF orientation 6. */
export async function phonePhoto(width = 4000, height = 3000, quality = 90, sigma = 40) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A solid-colour image of `width` × `height`, a small file whatever its dimensions (a few KB for
 * a 6300 × 6300 GIF): what a decoder must still expand to width × height pixels. `png16` is a
 * 16-bit RGB PNG (`alpha`: RGBA, half transparent), `interlacedPng16` the same interlaced
 * (Adam7), `progressiveJpeg` a progressive JPEG without chroma subsampling (the costliest to
 * decode), `webp` lossless.
 */
export function solid(
  width: number,
  height: number,
  format: 'gif' | 'png' | 'png16' | 'interlacedPng16' | 'jpeg' | 'progressiveJpeg' | 'webp',
  alpha = false,
): Promise<Buffer> {
  return keptImage(width * height, [encodeSolid], [width, height, format, alpha], () => encodeSolid(width, height, format, alpha));
}

function encodeSolid(width: number, height: number, format: Parameters<typeof solid>[2], alpha: boolean) {
  let image = sharp({ create: { width, height, channels: 3, background: '#c03030' } });
  if (alpha) image = image.ensureAlpha(0.5);
  if (format === 'gif') return image.gif().toBuffer();
  if (format === 'png16' || format === 'interlacedPng16')
    return image
      .toColourspace('rgb16')
      .png({ compressionLevel: 9, progressive: format === 'interlacedPng16' })
      .toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (format === 'webp') return image.webp({ lossless: true }).toBuffer();
  if (format === 'progressiveJpeg') return image.jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer();
  return image.jpeg().toBuffer();
}

/** An animated GIF of `width` × `height`, one solid frame per colour ([r, g, b]), in that order. */
export function animatedGif(width: number, height: number, colours: Array<[number, number, number]>): Promise<Buffer> {
  return keptImage(width * height * colours.length, [encodeAnimatedGif], [width, height, colours], () =>
    encodeAnimatedGif(width, height, colours),
  );
}

function encodeAnimatedGif(width: number, height: number, colours: Array<[number, number, number]>) {
  const frame = width * height * 3;
  const pixels = Buffer.alloc(frame * colours.length);
  colours.forEach(([r, g, b], n) => {
    for (let i = n * frame; i < (n + 1) * frame; i += 3) [pixels[i], pixels[i + 1], pixels[i + 2]] = [r, g, b];
  });
  return sharp(pixels, { raw: { width, height: height * colours.length, channels: 3, pageHeight: height } })
    .gif({ delay: 100, loop: 0 })
    .toBuffer();
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares `width` × `height` (a pixel bomb). */
export function pixelBomb(width = 20_000, height = 20_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // A few rows of zeros: a decoder would go on to inflate width × height × 3 bytes.
  const rows = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small baseline JPEG whose header (SOF0) declares `width` × `height`: a pixel bomb for JPEG. */
export async function jpegDeclaring(width: number, height: number) {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  // FF C0, length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A form with `image` (or other fields), as a browser's FormData sends it. */
export function form(
  files: Array<{ field?: string; bytes: Buffer | string; name?: string; type?: string }>,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append(
      file.field ?? 'image',
      new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  return body;
}

/** Every file under DATA_DIR/uploads (relative paths, sorted), the temporary directory included. */
export function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A PNG that says it is animated (an acTL chunk after IHDR): file-type reads it as image/apng. */
export async function apngOf(width: number, height: number): Promise<Buffer> {
  const png = await pngOf(width, height);
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(1, 0); // one frame
  actl.writeUInt32BE(0, 4); // played forever
  const typed = Buffer.concat([Buffer.from('acTL', 'ascii'), actl]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(actl.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  // The signature (8 bytes) and IHDR (25) come first.
  return Buffer.concat([png.subarray(0, 33), length, typed, crc, png.subarray(33)]);
}
