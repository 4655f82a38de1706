import { describe, expect, it } from 'vitest';
import { loadSharp } from './images.js';
import { qrPng, qrSvg, quietZone } from './qr-code.js';

const text = 'https://example.org/tickets/3q2-7wXyZ0aB1cD2eF3gH4';

describe('QR codes', () => {
  it('as SVG: black on white, the quiet zone included', () => {
    const svg = qrSvg(text);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1">/);
    expect(svg).toContain('<rect fill="white"');
    expect(svg).toContain('<path fill="black"');
  });

  it('as PNG: a valid grey image whose pixels are the modules, scaled, with the quiet zone light', async () => {
    const { png, size } = qrPng(text, 6);
    const sharp = await loadSharp();
    const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: size, height: size, channels: 1 });
    const modules = size / 6;
    const at = (mx: number, my: number) => data[(my * 6 + 3) * size + mx * 6 + 3];
    // The quiet zone is white all round; the finder pattern's corner module is black.
    for (let i = 0; i < modules; i++) {
      expect(at(i, 0)).toBe(255);
      expect(at(0, i)).toBe(255);
      expect(at(i, modules - 1)).toBe(255);
    }
    expect(at(quietZone, quietZone)).toBe(0);
    expect(at(quietZone + 1, quietZone + 1)).toBe(255);
    expect(at(quietZone + 2, quietZone + 2)).toBe(0);
  });
});
