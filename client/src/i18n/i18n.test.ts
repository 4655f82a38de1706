import { describe, expect, test } from 'vitest';
import { intlLocaleOf } from '../../../shared/moments';
import { currencyName, detectLanguage, localeOf } from './i18n';
import { zh } from './zh';
import { zhHant } from './zh-Hant';

test('a link’s ?language wins, then the stored choice, then a Chinese browser; English otherwise', () => {
  expect(detectLanguage('en', ['en-US'], 'zh')).toBe('zh');
  expect(detectLanguage('zh', ['zh-CN'], 'en')).toBe('en');
  expect(detectLanguage('en', ['zh-CN'], 'fr')).toBe('en');
  expect(detectLanguage(null, ['zh-CN'], null)).toBe('zh');
  expect(detectLanguage(null, ['en-GB'])).toBe('en');
  expect(detectLanguage('xx', undefined, '')).toBe('en');
});

test('Traditional: zh-TW, zh-HK, zh-MO and zh-Hant* browsers, a stored zh-Hant, a link’s ?language=zh-Hant in any case', () => {
  for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-hant-cn', 'ZH-HK'])
    expect(detectLanguage(null, [tag]), tag).toBe('zh-Hant');
  for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans-HK']) expect(detectLanguage(null, [tag]), tag).toBe('zh');
  expect(detectLanguage('zh-Hant', ['en-US'])).toBe('zh-Hant');
  expect(detectLanguage('zh', ['zh-TW'])).toBe('zh');
  expect(detectLanguage(null, ['en'], 'zh-hant')).toBe('zh-Hant');
  expect(detectLanguage('zh-Hant', ['zh-TW'], 'ZH')).toBe('zh');
  // navigator.languages: the first entry that is Chinese or English decides.
  expect(detectLanguage(null, ['fr-CA', 'zh-HK', 'en'])).toBe('zh-Hant');
  expect(detectLanguage(null, ['ja', 'en-US', 'zh-TW'])).toBe('en');
  expect(detectLanguage(null, ['de'])).toBe('en');
});

test('the Chinese interface says 你 throughout, as its mails do (never the formal 您)', () => {
  for (const dictionary of [zh, zhHant]) {
    const formal = Object.entries(dictionary).filter(([, text]) => typeof text === 'string' && text.includes('您'));
    expect(formal.map(([key]) => key)).toEqual([]);
  }
});

describe('currencyName', () => {
  test('the code in English; 加元 in Chinese for the Canadian dollar, as the texts always said; else the language’s own name', () => {
    expect(currencyName('en', 'CAD')).toBe('CAD');
    expect(currencyName('en', 'USD')).toBe('USD');
    expect(currencyName('zh', 'CAD')).toBe('加元');
    expect(currencyName('zh-Hant', 'CAD')).toBe('加元');
    expect(currencyName('zh', 'USD')).toBe('美元');
    expect(currencyName('zh-Hant', 'EUR')).toBe('歐元');
  });
});

test('the interface formats with the locales the shared date formatting uses (written out in i18n.tsx to keep it out of the first load)', () => {
  expect(localeOf).toEqual(intlLocaleOf);
});
