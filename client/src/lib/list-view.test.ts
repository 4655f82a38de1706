import { expect, test } from 'vitest';
import { oneOf, pageCount, readListView, writeListView } from './list-view';

type View = { q: string; kind: 'all' | 'a' | 'b'; order: 'new' | 'old'; page: number };
const defaults: View = { q: '', kind: 'all', order: 'new', page: 1 };
const filters = { kind: ['all', 'a', 'b'], order: ['new', 'old'] } as const;

test('a view is read with its filters among their options and a whole page of at least 1', () => {
  expect(readListView(new URLSearchParams(''), defaults, filters)).toEqual(defaults);
  expect(readListView(new URLSearchParams('q=x&kind=b&order=old&page=4'), defaults, filters)).toEqual({
    q: 'x',
    kind: 'b',
    order: 'old',
    page: 4,
  });
  for (const bad of ['kind=c', 'page=0', 'page=2.5', 'page=-1', 'page=two', 'order=']) {
    expect(readListView(new URLSearchParams(bad), defaults, filters), bad).toEqual(defaults);
  }
  expect(oneOf(['a', 'b'], null, 'a')).toBe('a');
});

test('a view is written with what comes first, then only what differs from the defaults, in the filters’ order', () => {
  expect(writeListView(defaults, defaults, filters)).toBe('');
  expect(writeListView({ ...defaults, q: '  ' }, defaults, filters)).toBe('');
  expect(writeListView({ q: 'li', kind: 'a', order: 'old', page: 2 }, defaults, filters, { tab: 't' })).toBe(
    '?tab=t&q=li&kind=a&order=old&page=2',
  );
  expect(writeListView({ ...defaults, order: 'old' }, defaults, filters)).toBe('?order=old');
});

test('pages are counted, at least one', () => {
  expect([0, 1, 10, 11, 20, 21].map((total) => pageCount(total, 10))).toEqual([1, 1, 1, 2, 2, 3]);
});
