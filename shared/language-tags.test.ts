import { expect, test } from 'vitest';
import { languageOfName, languageOfTag, languageOfTags } from './language-tags.js';

test('Taiwan, Hong Kong, Macau and any zh-Hant tag ask for Traditional; any other Chinese for Simplified', () => {
  for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-Hant-HK', 'zh-Hant-CN', 'zh-Hant-SG', 'zh_TW', 'zh-yue-HK']) {
    expect(languageOfTag(tag), tag).toBe('zh-Hant');
  }
  for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-MY', 'zh-Hans', 'zh-Hans-CN', 'zh-Hans-HK', 'zh-Hans-TW', 'zh-yue', 'zh-Latn-pinyin']) {
    expect(languageOfTag(tag), tag).toBe('zh');
  }
  for (const tag of ['en', 'en-CA', 'en-GB', 'EN-us']) expect(languageOfTag(tag), tag).toBe('en');
  for (const tag of ['fr', 'ja-JP', 'zhx', '', '*', 'tw']) expect(languageOfTag(tag), tag).toBeUndefined();
});

test('tags in any case: ZH-TW, zh-hant, Zh-Hk', () => {
  expect(languageOfTag('ZH-TW')).toBe('zh-Hant');
  expect(languageOfTag('zh-hant')).toBe('zh-Hant');
  expect(languageOfTag('Zh-Hk')).toBe('zh-Hant');
  expect(languageOfTag('ZH-CN')).toBe('zh');
  expect(languageOfTag(' zh-mo ')).toBe('zh-Hant');
});

test('of a browser’s languages, the first that is Chinese or English decides', () => {
  expect(languageOfTags(['fr-CA', 'zh-HK', 'en'])).toBe('zh-Hant');
  expect(languageOfTags(['ja', 'en-US', 'zh-TW'])).toBe('en');
  expect(languageOfTags(['zh-CN', 'zh-TW'])).toBe('zh');
  expect(languageOfTags(['de', 'fr'])).toBeUndefined();
  expect(languageOfTags([])).toBeUndefined();
});

test('an address names a language as en, zh or zh-Hant in any case; browser tags are not names', () => {
  expect(languageOfName('zh-Hant')).toBe('zh-Hant');
  expect(languageOfName('zh-hant')).toBe('zh-Hant');
  expect(languageOfName('ZH-HANT')).toBe('zh-Hant');
  expect(languageOfName('ZH')).toBe('zh');
  expect(languageOfName('En')).toBe('en');
  for (const value of ['zh-TW', 'zh-HK', 'zh-CN', 'zh-Hans', 'fr', '', undefined, null, ['zh'], 1])
    expect(languageOfName(value), String(value)).toBeUndefined();
});
