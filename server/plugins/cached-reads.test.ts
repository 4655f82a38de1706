import { expect, test } from 'vitest';
import { publicCacheControl } from './cached-reads.js';

test('Cache-Control of a public read: the full lifetimes far from a change, never past it near one', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const full = 'public, max-age=10, s-maxage=60, stale-while-revalidate=60';
  expect(publicCacheControl(Number.POSITIVE_INFINITY, now)).toBe(full);
  expect(publicCacheControl(now + 3_600_000, now)).toBe(full);
  expect(publicCacheControl(now + 120_000, now)).toBe(full);
  expect(publicCacheControl(now + 119_000, now)).toBe('public, max-age=10, s-maxage=60, stale-while-revalidate=59');
  expect(publicCacheControl(now + 45_500, now)).toBe('public, max-age=10, s-maxage=45, stale-while-revalidate=0');
  expect(publicCacheControl(now + 4_000, now)).toBe('public, max-age=4, s-maxage=4, stale-while-revalidate=0');
  expect(publicCacheControl(now - 1_000, now)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
});
