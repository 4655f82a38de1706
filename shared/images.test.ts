import { describe, expect, test } from 'vitest';
import { imageUrl, responsiveImage, variantWidths } from './images.js';

describe('variantWidths', () => {
  test.each([
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [961, [480, 960, 961]],
    [960, [480, 960]],
    [481, [480, 481]],
    [480, [480]],
    [479, [479]],
    [1, [1]],
  ])('%i → %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('responsiveImage', () => {
  const id = 'Qm9vayBvZiBTb25ncyEhIQ';
  test('an uploaded image: its size and the srcSet of its WebP variants', () => {
    expect(responsiveImage(`/uploads/images/${id}-1200x800.jpg`)).toEqual({
      src: `/uploads/images/${id}-1200x800.jpg`,
      width: 1200,
      height: 800,
      srcSet: `/uploads/images/${id}-480w.webp 480w, /uploads/images/${id}-960w.webp 960w, /uploads/images/${id}-1200w.webp 1200w`,
    });
  });
  test('under /static/ or an origin, and a PNG fallback, keep their base', () => {
    expect(responsiveImage(`/static/images/${id}-480x300.png`)).toEqual({
      src: `/static/images/${id}-480x300.png`,
      width: 480,
      height: 300,
      srcSet: `/static/images/${id}-480w.webp 480w`,
    });
    expect(responsiveImage(`https://api.example.org/uploads/images/${id}-500x20.jpg`).srcSet).toBe(
      `https://api.example.org/uploads/images/${id}-480w.webp 480w, https://api.example.org/uploads/images/${id}-500w.webp 500w`,
    );
  });
  test('an avatar (square, under /uploads/staff/): its size and its one WebP copy', () => {
    expect(responsiveImage(`/uploads/staff/${id}-480x480.jpg`)).toEqual({
      src: `/uploads/staff/${id}-480x480.jpg`,
      width: 480,
      height: 480,
      srcSet: `/uploads/staff/${id}-480w.webp 480w`,
    });
    expect(responsiveImage(`/static/staff/${id}-120x120.jpg`).srcSet).toBe(`/static/staff/${id}-120w.webp 120w`);
  });
  test.each([
    'https://example.org/photo.jpg',
    '/uploads/images/lantern.jpg',
    '/uploads/staff/li-hua.jpg',
    `/uploads/avatars/${id}-10x10.jpg`,
    `/uploads/images/${id}-10x10.gif`,
    `/uploads/images/${id}-10x10.jpg?v=2`,
    `/uploads/images/${id}-0x10.jpg`,
    `/uploads/images/${id}-10x0.jpg`,
    `/uploads/images/${id}-1601x10.jpg`,
    `x/uploads/images/${id}-10x10.jpg`,
    `/uploads/images/a/b-10x10.jpg`,
    '',
  ])('anything else is the URL alone: %s', (url) => {
    expect(responsiveImage(url)).toEqual({ src: url });
  });
});

describe('imageUrl (docs/product.md §7)', () => {
  const api = 'https://api.example.org';
  test('absolute http(s), protocol-relative, data and blob URLs as they are', () => {
    for (const url of [
      'https://cdn.example.org/a.jpg',
      'http://example.org/b.png',
      'HTTPS://X.ORG/c',
      '//cdn.example.org/d.jpg',
      'data:image/png;base64,AAAA',
      'blob:https://site/123',
    ]) {
      expect(imageUrl(url, api)).toBe(url);
    }
  });
  test('a path starting with / under the backend origin; /static/ read as /uploads/', () => {
    expect(imageUrl('/uploads/images/a-1x1.jpg', api)).toBe(`${api}/uploads/images/a-1x1.jpg`);
    expect(imageUrl('/static/images/a-1x1.jpg', api)).toBe(`${api}/uploads/images/a-1x1.jpg`);
    expect(imageUrl('/static/images/a-1x1.jpg')).toBe('/uploads/images/a-1x1.jpg');
    expect(imageUrl('/images/logo.png', `${api}/`)).toBe(`${api}/images/logo.png`);
    expect(imageUrl('/staticky/a.png')).toBe('/staticky/a.png');
  });
  test('a relative path is made absolute under the backend origin', () => {
    expect(imageUrl('uploads/images/a.jpg', api)).toBe(`${api}/uploads/images/a.jpg`);
    expect(imageUrl('static/a.jpg')).toBe('/uploads/a.jpg');
  });
  test('a bare file name is a staff photo', () => {
    expect(imageUrl('li-hua.jpg')).toBe('/uploads/staff/li-hua.jpg');
    expect(imageUrl(' li-hua.jpg ', api)).toBe(`${api}/uploads/staff/li-hua.jpg`);
  });
  test('nothing stays nothing', () => {
    expect(imageUrl('', api)).toBe('');
    expect(imageUrl('   ')).toBe('');
  });
});
