// QR codes (issue 38): a ticket's address and a volunteer's check-in link, as an SVG document (the
// ticket page, the link's screen) and as a PNG (mails: an inline image shows in a mail app with no
// network, and mail clients that drop SVG still show it). uqr makes the matrix; the PNG is written
// here (8-bit grey, one IDAT), so no image library is loaded for it.
import zlib from 'node:zlib';
import { encode, renderSVG } from 'uqr';

/** Light modules around the code, as the standard asks (scanners find the code by it). */
export const quietZone = 4;
/** Error correction: M recovers ~15% of a code (a smudged phone screen, a crease in a printout). */
const ecc = 'M';

/** The QR code of `text` as an SVG document: black on white, its quiet zone included. */
export function qrSvg(text: string): string {
  return renderSVG(text, { ecc, border: quietZone });
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** The QR code of `text` as a PNG: each module `scale` pixels square, black on white, its quiet zone included. */
export function qrPng(text: string, scale = 8): { png: Buffer; size: number } {
  const { data } = encode(text, { ecc, border: quietZone });
  const modules = data.length;
  const size = modules * scale;
  // Each row: its filter byte (0, none), then one grey byte a pixel.
  const rows = Buffer.alloc(size * (size + 1), 0xff);
  for (let y = 0; y < size; y++) {
    const row = y * (size + 1);
    rows[row] = 0;
    const line = data[Math.floor(y / scale)]!;
    for (let x = 0; x < size; x++) if (line[Math.floor(x / scale)]) rows[row + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits a sample
  header[9] = 0; // greyscale
  const png = Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png, size };
}
