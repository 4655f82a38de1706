import { expect, test } from 'vitest';
import { pathOf, queryOf } from './query-string.js';

test('splits a request URL at its first ?', () => {
  expect(pathOf('/api/events?status=past&language=zh')).toBe('/api/events');
  expect(pathOf('/api/events')).toBe('/api/events');
  expect(pathOf('/trpc/a,b?batch=1&input=%7B%3F%7D')).toBe('/trpc/a,b');
  expect([...queryOf('/api/events?status=past&language=zh')]).toEqual([
    ['status', 'past'],
    ['language', 'zh'],
  ]);
  expect(queryOf('/trpc/x?batch=1&input=a?b').get('input')).toBe('a?b');
  expect([...queryOf('/api/events')]).toEqual([]);
  expect([...queryOf('/api/events?')]).toEqual([]);
});
