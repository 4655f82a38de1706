import { expect, test } from 'vitest';
import { eventListLimits, eventStatusAt, featuredEvent } from './events.js';
import { pagingLimits } from './paging.js';

test('status from times: upcoming before start, ongoing from start, past from end', () => {
  const start = '2026-01-01T10:00:00.000Z';
  const end = '2026-01-01T12:00:00.000Z';
  expect(eventStatusAt(start, end, new Date('2026-01-01T09:59:59.999Z'))).toBe('upcoming');
  expect(eventStatusAt(start, end, new Date(start))).toBe('ongoing');
  expect(eventStatusAt(start, end, new Date('2026-01-01T11:59:59.999Z'))).toBe('ongoing');
  expect(eventStatusAt(start, end, new Date(end))).toBe('past');
  expect(eventStatusAt(start, start, new Date(start))).toBe('past');
});

test('the featured event is the first flagged one that has not ended', () => {
  const e = (id: number, isFeatured: boolean, status: 'upcoming' | 'ongoing' | 'past') => ({ id, isFeatured, status });
  expect(featuredEvent([e(1, true, 'past'), e(2, false, 'upcoming'), e(3, true, 'upcoming'), e(4, true, 'ongoing')])?.id).toBe(3);
  expect(featuredEvent([e(1, true, 'ongoing')])?.id).toBe(1);
  expect(featuredEvent([e(1, true, 'past'), e(2, false, 'ongoing')])).toBeUndefined();
  expect(featuredEvent(undefined)).toBeUndefined();
});

test('the events list pages as the other lists do: at most their page size', () => {
  expect(eventListLimits.pageSizeMax).toBe(pagingLimits.pageSizeMax);
  expect(eventListLimits.pageSizeDefault).toBeLessThanOrEqual(eventListLimits.pageSizeMax);
});
