import { expect, test } from 'vitest';
import { formatCardDates } from './event-format';

// ICU puts a narrow no-break space before "p.m." in some releases (Node 22 and 24), a space in others.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

test('a card names the zone of its start, from our copy in Chinese, in winter and in summer', () => {
  const winter = { startsAt: '2027-02-02T00:00:00.000Z', endsAt: '2027-02-02T02:00:00.000Z', timeZone: 'America/Toronto' };
  const summer = { startsAt: '2026-07-15T23:00:00.000Z', endsAt: '2026-07-16T01:00:00.000Z', timeZone: 'America/Toronto' };
  expect({ ...formatCardDates(winter, 'en-CA'), start: plain(formatCardDates(winter, 'en-CA').start) }).toEqual({
    start: 'Mon, Feb 1, 2027, 7:00 p.m. EST',
    month: 'Feb',
    day: '1',
  });
  expect(plain(formatCardDates(summer, 'en-CA').start)).toBe('Wed, Jul 15, 2026, 7:00 p.m. EDT');
  expect(formatCardDates(winter, 'zh-CN').start).toBe('2027年2月1日周一 多伦多时间 19:00');
  // A Traditional reader's locale (zh-TW, zh-HK) reads the Simplified shape in Traditional words (issue 34).
  for (const locale of ['zh-TW', 'zh-HK']) expect(formatCardDates(winter, locale).start).toBe('2027年2月1日週一 多倫多時間 19:00');
});

test('a card of an event over several days shows its end too (issue 34)', () => {
  const days = { startsAt: '2026-03-02T15:00:00.000Z', endsAt: '2026-03-03T21:00:00.000Z', timeZone: 'America/Toronto' };
  expect(plain(formatCardDates(days, 'en-CA').start)).toBe('Mon, Mar 2, 10:00 a.m. – Tue, Mar 3, 2026, 4:00 p.m. EST');
  expect(formatCardDates(days, 'zh-CN').start).toBe('2026年3月2日周一 多伦多时间 10:00 – 3月3日周二 16:00');
  expect(formatCardDates(days, 'zh-TW').start).toBe('2026年3月2日週一 多倫多時間 10:00 – 3月3日週二 16:00');
});
