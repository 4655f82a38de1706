import { afterEach, expect, test, vi } from 'vitest';
import { readS2twp, toTraditional } from './traditional.js';

afterEach(() => {
  vi.useRealTimers();
});

test('Simplified to Traditional, Taiwan phrases and our overrides; empty stays empty', async () => {
  expect(await toTraditional('元宵灯会')).toBe('元宵燈會');
  expect(await toTraditional('退出登录你的账户')).toBe('登出你的帳戶');
  expect(await toTraditional('')).toBe('');
});

test('the converter is let go once unused for a while, and loaded again when needed', async () => {
  vi.useFakeTimers();
  // A module of its own, so its timer is a fake one.
  vi.resetModules();
  const { loadedTraditional, loadTraditional, toTraditional, traditionalKeptMs, traditionalLoaded } = await import('./traditional.js');
  await loadTraditional();
  expect(traditionalLoaded()).toBe(true);
  vi.advanceTimersByTime(traditionalKeptMs - 1000);
  // Each use keeps it another while.
  expect(loadedTraditional()('汉字')).toBe('漢字');
  vi.advanceTimersByTime(traditionalKeptMs - 1000);
  expect(traditionalLoaded()).toBe(true);
  vi.advanceTimersByTime(2000);
  expect(traditionalLoaded()).toBe(false);
  expect(() => loadedTraditional()).toThrow(/not loaded/);
  expect(await toTraditional('汉字')).toBe('漢字');
});

test("the dictionaries read as files are opencc-js's s2twp preset, entry for entry and in its order", async () => {
  const { configs } = await import('opencc-js/preset/cn2t');
  expect(await readS2twp()).toEqual(configs.s2twp);
});
