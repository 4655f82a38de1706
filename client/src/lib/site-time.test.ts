import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatMoment, formatMomentRange, zoneName } from './site-time';

// The browser's own zone must not matter: run as a visitor in Shanghai would.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

// ICU puts a narrow no-break space before "a.m." in some releases (Node 22 and 24) and a space in
// others (Node 26): the tests read the text as a visitor would.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const winter = '2026-01-15T05:47:00.000Z'; // 00:47 in Toronto (EST, UTC-5)
const summer = '2026-07-15T09:47:00.000Z'; // 05:47 in Toronto (EDT, UTC-4)

describe('formatMoment', () => {
  test('shows Toronto time with the zone named, in winter and in summer, in English', () => {
    expect(plain(formatMoment('en', winter))).toBe('Jan 15, 2026, 12:47 a.m. EST');
    expect(plain(formatMoment('en', summer))).toBe('Jul 15, 2026, 5:47 a.m. EDT');
  });

  test('names the zone 多伦多时间 in Chinese, from our copy whatever the ICU data say', () => {
    expect(plain(formatMoment('zh', winter))).toBe('2026年1月15日 多伦多时间 00:47');
    expect(plain(formatMoment('zh', summer))).toBe('2026年7月15日 多伦多时间 05:47');
    expect(zoneName('America/Toronto', 'zh', new Date(summer))).toBe('多伦多时间');
  });

  test('the same moment gives the same text however it is written', () => {
    expect(formatMoment('en', new Date(winter))).toBe(formatMoment('en', '2026-01-14T19:47:00-10:00'));
  });

  test('another zone keeps the name Intl gives it', () => {
    expect(zoneName('Asia/Shanghai', 'en', new Date(winter))).toBeNull();
    expect(plain(formatMoment('en', winter, { timeZone: 'Asia/Shanghai' }))).toBe('Jan 15, 2026, 1:47 p.m. GMT+8');
  });
});

describe('formatMomentRange', () => {
  test('names the zone once for a range within a day, in both languages', () => {
    const end = '2026-01-15T07:30:00.000Z';
    expect(plain(formatMomentRange('en', winter, end))).toBe('Jan 15, 2026, 12:47–2:30 a.m. EST');
    expect(plain(formatMomentRange('zh', winter, end))).toBe('2026/1/15 多伦多时间 00:47–02:30');
  });

  test('a range across the spring change names each end by its own offset', () => {
    const text = formatMomentRange('en', '2026-03-07T23:00:00.000Z', '2026-03-08T23:00:00.000Z');
    expect(text).toContain('EST');
    expect(text).toContain('EDT');
    expect(text.indexOf('EST')).toBeLessThan(text.indexOf('EDT'));
  });
});
