import { expect, test } from 'vitest';
import { detectLanguage } from './i18n';
import { zh } from './zh';

test('a link’s ?language wins, then the stored choice, then a Chinese browser; English otherwise', () => {
  expect(detectLanguage('en', 'en-US', 'zh')).toBe('zh');
  expect(detectLanguage('zh', 'zh-CN', 'en')).toBe('en');
  expect(detectLanguage('en', 'zh-CN', 'fr')).toBe('en');
  expect(detectLanguage(null, 'zh-TW', null)).toBe('zh');
  expect(detectLanguage(null, 'en-GB')).toBe('en');
  expect(detectLanguage('xx', undefined, '')).toBe('en');
});

test('the Chinese interface says 你 throughout, as its mails do (never the formal 您)', () => {
  const formal = Object.entries(zh).filter(([, text]) => typeof text === 'string' && text.includes('您'));
  expect(formal.map(([key]) => key)).toEqual([]);
});
