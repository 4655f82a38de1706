import { expect, test } from 'vitest';
import { zonedDate, zonedIso, zonedTime } from './zoned-time.js';

test('wall-clock time in Toronto to UTC, across daylight saving', () => {
  expect(zonedTime(2026, 1, 15, 19, 0, 'America/Toronto').toISOString()).toBe('2026-01-16T00:00:00.000Z');
  expect(zonedTime(2026, 7, 15, 19, 0, 'America/Toronto').toISOString()).toBe('2026-07-15T23:00:00.000Z');
  expect(zonedTime(2026, 3, 8, 12, 0, 'America/Toronto').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  expect(zonedTime(2026, 11, 1, 12, 0, 'America/Toronto').toISOString()).toBe('2026-11-01T17:00:00.000Z');
});

test('calendar date in a zone', () => {
  expect(zonedDate(new Date('2026-01-16T03:00:00Z'), 'America/Toronto')).toEqual({ year: 2026, month: 1, day: 15 });
});

test('an instant as local time with the zone’s offset, winter and summer', () => {
  expect(zonedIso('2026-12-05T23:00:00.000Z', 'America/Toronto')).toBe('2026-12-05T18:00:00-05:00');
  expect(zonedIso('2026-07-15T23:00:00.000Z', 'America/Toronto')).toBe('2026-07-15T19:00:00-04:00');
  expect(zonedIso(new Date('2026-01-16T03:00:00.500Z'), 'Asia/Kolkata')).toBe('2026-01-16T08:30:00+05:30');
  expect(zonedIso('2026-01-16T03:00:00Z', 'UTC')).toBe('2026-01-16T03:00:00+00:00');
});
