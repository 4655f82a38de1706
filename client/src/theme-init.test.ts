// The render-blocking /theme-init.js as it ships (scripts/theme-init.ts bundles client/src/theme-init.ts):
// run on a table of addresses, stored choices and browser languages, it sets <html lang> by the
// app's rule (shared/language-tags.ts) and applies the stored theme, and survives blocked storage.
import vm from 'node:vm';
import { beforeAll, expect, test } from 'vitest';
import { themeInitScript } from '../../scripts/theme-init';
import { htmlLangOf } from '../../shared/page-meta';
import { languageAtStart } from '../../shared/language-tags';

let script = '';
beforeAll(async () => {
  script = await themeInitScript();
});

function run({
  search = '',
  stored = {},
  languages = [],
  blocked = false,
}: {
  search?: string;
  stored?: Record<string, string>;
  languages?: string[];
  blocked?: boolean;
}) {
  const attributes: Record<string, string> = {};
  const root = { lang: '', style: { colorScheme: '' }, setAttribute: (name: string, value: string) => void (attributes[name] = value) };
  vm.runInNewContext(script, {
    document: { documentElement: root },
    navigator: { languages, language: languages[0] ?? '' },
    localStorage: {
      getItem: (key: string) => {
        if (blocked) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    location: { search },
    URLSearchParams,
  });
  return { lang: root.lang, theme: attributes['data-theme'], colorScheme: root.style.colorScheme };
}

const cases: [search: string, stored: string | null, languages: string[]][] = [
  ['', null, ['zh-TW']],
  ['', null, ['zh-HK', 'en']],
  ['', null, ['zh-MO']],
  ['', null, ['zh-Hant-TW']],
  ['', null, ['zh-Hant-CN']],
  ['', null, ['zh-Hans-HK']],
  ['', null, ['zh-CN']],
  ['', null, ['zh-SG']],
  ['', null, ['zh']],
  ['', null, ['zh_TW']],
  ['', null, ['fr', 'zh-HK']],
  ['', null, ['fr', 'de', 'zh-CN', 'zh-TW']],
  ['', null, ['ja', 'en-US', 'zh-TW']],
  ['', null, ['de']],
  ['', null, []],
  ['', 'zh-Hant', ['en']],
  ['', 'zh', ['zh-TW']],
  ['', 'xx', ['zh-TW']],
  ['?language=zh-Hant', 'en', ['en']],
  ['?a=1&language=zh-hant', null, ['en']],
  ['?language=ZH-HANT', null, ['en-US']],
  ['?language=ZH', 'zh-Hant', ['zh-TW']],
  ['?language=en', 'zh-Hant', ['zh-TW']],
  ['?language=zh-TW', null, ['zh-CN']],
];

test.each(cases)('search %j, stored %j, browser %j: <html lang> as the app chooses', (search, stored, languages) => {
  const expected = htmlLangOf[languageAtStart(stored, languages, new URLSearchParams(search).get('language'))];
  expect(run({ search, stored: stored ? { preferredLanguage: stored } : {}, languages }).lang).toBe(expected);
});

test('spot checks of the rule itself, so the table above cannot agree with a broken rule', () => {
  expect(run({ languages: ['zh-TW'] }).lang).toBe('zh-Hant');
  expect(run({ languages: ['zh-CN'] }).lang).toBe('zh-CN');
  expect(run({ languages: ['fr'] }).lang).toBe('en');
  expect(run({ search: '?language=zh-hant', languages: ['en'] }).lang).toBe('zh-Hant');
  expect(run({ stored: { preferredLanguage: 'zh' }, languages: ['zh-TW'] }).lang).toBe('zh-CN');
});

test('the stored theme is applied (default light; anything else is ignored)', () => {
  expect(run({ stored: { theme: 'dark' } })).toMatchObject({ theme: 'dark', colorScheme: 'dark' });
  expect(run({})).toMatchObject({ theme: 'light', colorScheme: 'light' });
  expect(run({ stored: { theme: 'purple' } })).toMatchObject({ theme: 'light' });
});

test('blocked storage leaves the defaults and the browser to decide, without an error', () => {
  expect(run({ blocked: true, languages: ['zh-HK'] })).toEqual({ lang: 'zh-Hant', theme: 'light', colorScheme: 'light' });
});

test('the script stays small: it blocks the first paint', () => {
  expect(script.length).toBeLessThan(2048);
});
