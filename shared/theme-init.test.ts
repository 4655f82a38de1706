// The render-blocking client/public/theme-init.js and shared/language-tags.ts choose the same
// interface language (issue 35, item 2): the shipped script is run on a table of browser languages.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from 'vitest';
import { languageOfTags } from './language-tags.js';

const script = fs.readFileSync(path.join(import.meta.dirname, '../client/public/theme-init.js'), 'utf8');

function shippedLanguage(languages: string[], search = '', stored: string | null = null): string {
  const root = { lang: '', style: { colorScheme: '' }, setAttribute() {} };
  const store: Record<string, string | null> = { theme: null, preferredLanguage: stored };
  vm.runInNewContext(script, {
    document: { documentElement: root },
    navigator: { languages, language: languages[0] ?? '' },
    localStorage: { getItem: (key: string) => store[key] ?? null },
    location: { search },
  });
  return root.lang === 'zh-CN' ? 'zh' : root.lang;
}

const table = [
  ['zh-TW'],
  ['zh-HK'],
  ['zh-Hant-TW'],
  ['zh-MO'],
  ['zh-CN'],
  ['zh-SG'],
  ['zh'],
  ['zh-Hans-HK'],
  ['zh-Hant-CN'],
  ['zh_TW'],
  ['en-US'],
  ['fr'],
  ['fr', 'zh-TW'],
  ['fr', 'de', 'zh-CN', 'zh-TW'],
  ['de', 'en-GB', 'zh-TW'],
  [],
];

test.each(table)('the shipped script and the shared rule agree on %j', (...languages: string[]) => {
  expect(shippedLanguage(languages)).toBe(languageOfTags(languages) ?? 'en');
});

test('?language= in any case and the stored preference come before the browser', () => {
  for (const spelling of ['zh-Hant', 'zh-hant', 'ZH-HANT']) expect(shippedLanguage(['en-US'], `?language=${spelling}`)).toBe('zh-Hant');
  expect(shippedLanguage(['zh-TW'], '?language=en')).toBe('en');
  expect(shippedLanguage(['zh-TW'], '', 'zh')).toBe('zh');
});
