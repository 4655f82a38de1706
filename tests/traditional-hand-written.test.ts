// The files' words in Traditional Chinese (issue 25, item 4): the CSV headers, statuses and
// language names, the calendar's name and description written for zh-Hant are Traditional (converting them again changes nothing)
// and say what the Simplified ones say (they are the Simplified ones converted, or a word Taiwan
// and Hong Kong use for it); the language names come from one table.
import { expect, test } from 'vitest';
import { languages } from '../shared/constants.js';
import { languageName, languageNames } from '../server/lib/csv.js';
import { loadTraditional } from '../server/lib/traditional.js';
import { calendarDescription, calendarName } from '../server/modules/events/events.calendar.js';
import { headers as applicationHeaders } from '../server/modules/join/join.csv.js';
import { headers as registrationHeaders, statusNames } from '../server/modules/registrations/registrations.csv.js';

/** Where the Traditional word is another word than the conversion gives (电子邮箱 → 電子郵件, as Taiwan says). */
const otherWords: Record<string, string> = { 電子郵箱: '電子郵件' };

test('every Traditional header, status and language name is the Simplified one in Traditional', async () => {
  const convert = await loadTraditional();
  const pairs: Array<[string, string]> = [
    ...applicationHeaders.zh.map((zh, i): [string, string] => [zh, applicationHeaders['zh-Hant'][i]!]),
    ...registrationHeaders.zh.map((zh, i): [string, string] => [zh, registrationHeaders['zh-Hant'][i]!]),
    ...Object.entries(statusNames.zh).map(([status, zh]): [string, string] => [
      zh,
      statusNames['zh-Hant'][status as keyof typeof statusNames.zh],
    ]),
    ...languages.map((l): [string, string] => [languageNames.zh[l], languageNames['zh-Hant'][l]]),
    [calendarName.zh, calendarName['zh-Hant']],
    [calendarDescription.zh, calendarDescription['zh-Hant']],
  ];
  expect(pairs.length).toBeGreaterThan(20);
  for (const [zh, hant] of pairs) {
    const converted = convert(zh);
    expect(otherWords[converted] ?? converted, zh).toBe(hant);
    expect(convert(hant), hant).toBe(hant);
  }
  expect(applicationHeaders['zh-Hant']).toHaveLength(applicationHeaders.en.length);
  expect(registrationHeaders['zh-Hant']).toHaveLength(registrationHeaders.en.length);
});

test('a language is named in the file’s language; what is no language stays as stored', () => {
  expect(languageName('zh-Hant', 'en')).toBe('Chinese (Traditional)');
  expect(languageName('zh', 'zh-Hant')).toBe('簡體中文');
  expect(languageName('fr', 'zh')).toBe('fr');
});
