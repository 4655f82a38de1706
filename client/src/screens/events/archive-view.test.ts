import { expect, test } from 'vitest';
import { pagesOf, readView, viewHref } from './archive-view';

test('the address says the filter, and for past events the year and the page', () => {
  expect(readView('')).toEqual({ filter: 'all', page: 1 });
  expect(readView('?year=2019')).toEqual({ filter: 'all', year: 2019, page: 1 });
  expect(readView('?status=past&year=2007&page=3')).toEqual({ filter: 'past', year: 2007, page: 3 });
  // Coming events have no years or pages in the address.
  expect(readView('?status=upcoming&year=2019&page=2')).toEqual({ filter: 'upcoming', page: 1 });
});

test('what it cannot read falls back to the default', () => {
  for (const search of [
    '?status=soon',
    '?year=19',
    '?year=1969',
    '?year=2101',
    '?year=2019.5',
    '?page=0',
    '?page=-1',
    '?page=x',
    '?year=02019',
  ]) {
    const view = readView(search);
    expect(view.filter, search).toBe('all');
    expect(view.page, search).toBe(1);
    if (!search.includes('page')) expect(view.year, search).toBeUndefined();
  }
  expect(readView('?page=9999999').page).toBe(1);
  expect(readView('?page=999999').page).toBe(100_000);
  expect(readView('?year=1970').year).toBe(1970);
  expect(readView('?year=2100').year).toBe(2100);
});

test('addresses carry only what differs from the default, and read back to the same view', () => {
  expect(viewHref({ filter: 'all', page: 1 })).toBe('/events');
  expect(viewHref({ filter: 'all', year: 2019, page: 1 })).toBe('/events?year=2019');
  expect(viewHref({ filter: 'past', year: 2019, page: 2 })).toBe('/events?status=past&year=2019&page=2');
  expect(viewHref({ filter: 'upcoming', year: 2019, page: 2 })).toBe('/events?status=upcoming');
  for (const view of [
    { filter: 'past', page: 4 },
    { filter: 'all', year: 2008, page: 2 },
  ] as const)
    expect(readView(viewHref(view).slice('/events'.length))).toEqual(view);
});

test('pages: one at least, the last one partly full', () => {
  expect([pagesOf(0, 24), pagesOf(24, 24), pagesOf(25, 24), pagesOf(73, 24)]).toEqual([1, 1, 2, 4]);
});
