import { expect, test } from 'vitest';
import { languageFromUrl, resolveLanguage } from './language.js';

test('?language= wins, then Accept-Language by weight, then English', () => {
  expect(resolveLanguage('zh', 'en')).toBe('zh');
  expect(resolveLanguage('en', 'zh-CN')).toBe('en');
  expect(resolveLanguage('fr', 'zh-TW,zh;q=0.9')).toBe('zh');
  expect(resolveLanguage(undefined, 'fr-CA, en;q=0.5, zh;q=0.8')).toBe('zh');
  expect(resolveLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
  expect(resolveLanguage(undefined, 'zh;q=0, en')).toBe('en');
  expect(resolveLanguage(undefined, undefined)).toBe('en');
});

test('reads language from a raw URL', () => {
  expect(languageFromUrl('/api/events?status=past&language=zh')).toBe('zh');
  expect(languageFromUrl('/api/events')).toBeUndefined();
});
