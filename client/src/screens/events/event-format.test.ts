import { expect, test } from 'vitest';
import { formatCardDates } from './event-format';

// ICU puts a narrow no-break space before "p.m." in some releases (Node 22 and 24), a space in others.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

test('a card names the zone of its start, from our copy in Chinese, in winter and in summer', () => {
  const winter = { startsAt: '2027-02-02T00:00:00.000Z', timeZone: 'America/Toronto' };
  const summer = { startsAt: '2026-07-15T23:00:00.000Z', timeZone: 'America/Toronto' };
  expect({ ...formatCardDates(winter, 'en-CA'), start: plain(formatCardDates(winter, 'en-CA').start) }).toEqual({ start: 'Mon, Feb 1, 2027, 7:00 p.m. EST', month: 'Feb', day: '1' });
  expect(plain(formatCardDates(summer, 'en-CA').start)).toBe('Wed, Jul 15, 2026, 7:00 p.m. EDT');
  expect(formatCardDates(winter, 'zh-CN').start).toBe('2027年2月1日周一 多伦多时间 19:00');
  // A Traditional reader's locale (zh-TW, zh-HK) names it in Traditional (issue 25).
  for (const locale of ['zh-TW', 'zh-HK']) expect(formatCardDates(winter, locale).start).toContain('多倫多時間');
});
