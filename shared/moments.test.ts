// The words of moments and events' times, shared by the pages and the mails (issue 34, items 13,
// 14 and 17): the same shape in Simplified and Traditional, and events over several days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatEventRange, formatMoment, formatMomentRange } from './moments';

// The reader's own zone must not matter.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

// ICU puts a narrow no-break space before "a.m." in some releases and a space in others.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const toronto = 'America/Toronto';
const evening = { startsAt: '2026-12-10T23:30:00.000Z', endsAt: '2026-12-11T01:30:00.000Z' };
const twoDays = { startsAt: '2026-03-02T15:00:00.000Z', endsAt: '2026-03-03T21:00:00.000Z' };

describe('an event within one evening', () => {
  test('English, Simplified and Traditional, as the event page and the mails say it', () => {
    expect(plain(formatEventRange('en', evening, toronto))).toBe('Thursday, December 10, 2026, 6:30–8:30 p.m. EST');
    expect(formatEventRange('zh', evening, toronto)).toBe('2026年12月10日星期四 多伦多时间 18:30–20:30');
    // Not ICU's Taiwan pattern ("下午6:30至8:30 [多倫多時間]"): the Simplified shape, Traditional words.
    expect(formatEventRange('zh-Hant', evening, toronto)).toBe('2026年12月10日星期四 多倫多時間 18:30–20:30');
    for (const locale of ['zh-TW', 'zh-HK'])
      expect(formatEventRange('zh-Hant', evening, toronto, locale)).toBe('2026年12月10日星期四 多倫多時間 18:30–20:30');
  });
});

describe('an event over several days', () => {
  test('each day named once, the zone and the year once, in each language', () => {
    expect(plain(formatEventRange('en', twoDays, toronto))).toBe('Monday, March 2, 10:00 a.m. – Tuesday, March 3, 2026, 4:00 p.m. EST');
    expect(formatEventRange('zh', twoDays, toronto)).toBe('2026年3月2日星期一 多伦多时间 10:00 – 3月3日星期二 16:00');
    expect(formatEventRange('zh-Hant', twoDays, toronto)).toBe('2026年3月2日星期一 多倫多時間 10:00 – 3月3日星期二 16:00');
  });

  test('over a new year both years; over a change of the clocks both zone names', () => {
    const newYear = { startsAt: '2026-12-31T23:00:00.000Z', endsAt: '2027-01-01T05:00:00.000Z' };
    expect(plain(formatEventRange('en', newYear, toronto))).toBe(
      'Thursday, December 31, 2026, 6:00 p.m. – Friday, January 1, 2027, 12:00 a.m. EST',
    );
    expect(formatEventRange('zh', newYear, toronto)).toBe('2026年12月31日星期四 多伦多时间 18:00 – 2027年1月1日星期五 00:00');
    const spring = { startsAt: '2026-03-07T23:00:00.000Z', endsAt: '2026-03-08T23:00:00.000Z' };
    expect(plain(formatEventRange('en', spring, toronto))).toBe('Saturday, March 7, 6:00 p.m. EST – Sunday, March 8, 2026, 7:00 p.m. EDT');
  });

  test('in another zone, Intl names it (Traditional in Traditional words)', () => {
    expect(formatEventRange('zh-Hant', twoDays, 'Asia/Shanghai')).toBe('2026年3月2日星期一 中國時間 23:00 – 3月4日星期三 05:00');
  });
});

describe('moments', () => {
  test('Traditional in the Simplified shape, the weekday in Traditional words', () => {
    expect(formatMoment('zh', '2026-01-15T05:47:00.000Z', { timeZone: toronto })).toBe('2026年1月15日 多伦多时间 00:47');
    expect(formatMoment('zh-Hant', '2026-01-15T05:47:00.000Z', { timeZone: toronto })).toBe('2026年1月15日 多倫多時間 00:47');
    expect(
      formatMoment('zh-Hant', '2026-01-15T05:47:00.000Z', { timeZone: toronto }, { weekday: 'short', month: 'short', day: 'numeric' }),
    ).toBe('1月15日週四 多倫多時間');
    expect(formatMomentRange('zh-Hant', '2026-01-15T05:47:00.000Z', '2026-01-15T07:30:00.000Z', { timeZone: toronto })).toBe(
      '2026/1/15 多倫多時間 00:47–02:30',
    );
  });
});
