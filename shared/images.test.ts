import { expect, test } from 'vitest';
import { responsiveImage, variantWidths } from './images.js';

test('variant widths: the steps below the width, then the width itself', () => {
  expect(variantWidths(2400)).toEqual([480, 960, 1600, 2400]);
  expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  expect(variantWidths(1200)).toEqual([480, 960, 1200]);
  expect(variantWidths(960)).toEqual([480, 960]);
  expect(variantWidths(481)).toEqual([480, 481]);
  expect(variantWidths(300)).toEqual([300]);
});

test('an uploaded image: its size from the name and a WebP srcset', () => {
  expect(responsiveImage('/uploads/images/a1B2-c3_d4-1200x800.jpg')).toEqual({
    src: '/uploads/images/a1B2-c3_d4-1200x800.jpg',
    width: 1200,
    height: 800,
    srcSet: '/uploads/images/a1B2-c3_d4-480w.webp 480w, /uploads/images/a1B2-c3_d4-960w.webp 960w, /uploads/images/a1B2-c3_d4-1200w.webp 1200w',
  });
  expect(responsiveImage('/static/images/abc-400x300.jpg')).toEqual({ src: '/static/images/abc-400x300.jpg', width: 400, height: 300, srcSet: '/static/images/abc-400w.webp 400w' });
});

test('anything else is shown as it is', () => {
  for (const url of [
    'https://images.example.org/poster-1200x800.jpg',
    '/uploads/images/abc.jpg',
    '/uploads/staff/abc-1200x800.jpg',
    '/uploads/images/abc-1200x800.jpg?x=1',
    '/uploads/images/../abc-1200x800.jpg',
    '/uploads/images/abc-0x800.jpg',
    '',
  ]) {
    expect(responsiveImage(url), url).toEqual({ src: url });
  }
});
