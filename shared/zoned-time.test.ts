import { expect, test } from 'vitest';
import { instantToWallTime, wallTimeToInstant, zonedDate, zonedIso, zonedTime } from './zoned-time.js';

const toronto = 'America/Toronto';

test('wall-clock time in Toronto to UTC, across daylight saving', () => {
  expect(zonedTime(2026, 1, 15, 19, 0, toronto).toISOString()).toBe('2026-01-16T00:00:00.000Z');
  expect(zonedTime(2026, 7, 15, 19, 0, toronto).toISOString()).toBe('2026-07-15T23:00:00.000Z');
  expect(zonedTime(2026, 3, 8, 12, 0, toronto).toISOString()).toBe('2026-03-08T16:00:00.000Z');
  expect(zonedTime(2026, 11, 1, 12, 0, toronto).toISOString()).toBe('2026-11-01T17:00:00.000Z');
});

test('calendar date in a zone', () => {
  expect(zonedDate(new Date('2026-01-16T03:00:00Z'), toronto)).toEqual({ year: 2026, month: 1, day: 15 });
});

test('a picker value in Toronto becomes the instant, on either side of the spring-forward change', () => {
  // 2026-03-08: clocks go from 02:00 EST (UTC-5) to 03:00 EDT (UTC-4).
  expect(wallTimeToInstant('2026-03-08T01:30', toronto)).toBe('2026-03-08T06:30:00.000Z');
  expect(wallTimeToInstant('2026-03-08T03:30', toronto)).toBe('2026-03-08T07:30:00.000Z');
  expect(wallTimeToInstant('2026-03-07T19:00', toronto)).toBe('2026-03-08T00:00:00.000Z');
  expect(wallTimeToInstant('2026-03-09T19:00', toronto)).toBe('2026-03-09T23:00:00.000Z');
  // 02:30 does not exist that night: it moves forward by the hour the clocks skip.
  expect(wallTimeToInstant('2026-03-08T02:30', toronto)).toBe('2026-03-08T07:30:00.000Z');
});

test('across the fall-back change, and a time shown twice is the first of the two', () => {
  // 2026-11-01: clocks go from 02:00 EDT (UTC-4) back to 01:00 EST (UTC-5).
  expect(wallTimeToInstant('2026-10-31T19:00', toronto)).toBe('2026-10-31T23:00:00.000Z');
  expect(wallTimeToInstant('2026-11-01T19:00', toronto)).toBe('2026-11-02T00:00:00.000Z');
  expect(wallTimeToInstant('2026-11-01T01:30', toronto)).toBe('2026-11-01T05:30:00.000Z');
  expect(wallTimeToInstant('2026-11-01T02:30', toronto)).toBe('2026-11-01T07:30:00.000Z');
});

test('an instant to the picker value, whatever zone the process runs in', () => {
  expect(instantToWallTime('2026-03-08T06:30:00.000Z', toronto)).toBe('2026-03-08T01:30');
  expect(instantToWallTime('2026-03-08T07:30:00.000Z', toronto)).toBe('2026-03-08T03:30');
  expect(instantToWallTime('2026-11-01T05:30:00.000Z', toronto)).toBe('2026-11-01T01:30');
  expect(instantToWallTime('2026-11-01T06:30:00.000Z', toronto)).toBe('2026-11-01T01:30');
  expect(instantToWallTime('2026-12-06T00:00:00+00:00', toronto)).toBe('2026-12-05T19:00');
  expect(instantToWallTime('2026-07-01T04:00:00Z', 'Asia/Shanghai')).toBe('2026-07-01T12:00');
  expect(instantToWallTime('not a date', toronto)).toBe('');
});

test('round trips both ways for every hour of the days around both changes', () => {
  for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
    for (let hour = 0; hour < 24; hour++) {
      const wall = `${day}T${String(hour).padStart(2, '0')}:15`;
      const instant = wallTimeToInstant(wall, toronto)!;
      if (day === '2026-03-08' && hour === 2) continue; // the skipped hour, checked above
      expect(instantToWallTime(instant, toronto), wall).toBe(wall);
    }
  }
});

test('an empty or impossible picker value is no instant', () => {
  expect(wallTimeToInstant('', toronto)).toBeNull();
  expect(wallTimeToInstant('2026-02-30T10:00', toronto)).toBeNull();
  expect(wallTimeToInstant('2026-12-05 19:00', toronto)).toBeNull();
  expect(wallTimeToInstant('2026-12-05T19:00:30', toronto)).toBe('2026-12-06T00:00:30.000Z');
});

test('an instant as local time with the zone’s offset, winter and summer', () => {
  expect(zonedIso('2026-12-05T23:00:00.000Z', 'America/Toronto')).toBe('2026-12-05T18:00:00-05:00');
  expect(zonedIso('2026-07-15T23:00:00.000Z', 'America/Toronto')).toBe('2026-07-15T19:00:00-04:00');
  expect(zonedIso(new Date('2026-01-16T03:00:00.500Z'), 'Asia/Kolkata')).toBe('2026-01-16T08:30:00+05:30');
  expect(zonedIso('2026-01-16T03:00:00Z', 'UTC')).toBe('2026-01-16T03:00:00+00:00');
});
