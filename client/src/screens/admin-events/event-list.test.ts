import { expect, test } from 'vitest';
import { filterEvents, normalize, pageOf, readView, writeView } from './event-list';

const event = (id: number, status: 'upcoming' | 'ongoing' | 'past', titleEn: string, titleZh = '', locationEn = '', locationZh = '') => ({
  id,
  status,
  titleEn,
  titleZh,
  locationEn,
  locationZh,
});

const events = [
  event(1, 'upcoming', 'New Year Concert', '新年音乐会', 'Convocation Hall', '大会堂'),
  event(2, 'ongoing', 'Calligraphy Workshop', '书法工作坊', 'Hart House', '哈特楼'),
  event(3, 'past', '', '古琴雅集', '', '哈特楼'),
  event(4, 'past', 'Café Night', '', 'Sidney Smith Hall', ''),
];

test('the view is read from the URL, with safe defaults', () => {
  expect(readView('')).toEqual({ q: '', status: 'all', page: 1 });
  expect(readView('?q=concert&status=past&page=3')).toEqual({ q: 'concert', status: 'past', page: 3 });
  for (const bad of ['?page=0', '?page=-2', '?page=1.5', '?page=two', '?status=soon']) {
    expect(readView(bad), bad).toMatchObject({ status: 'all', page: 1 });
  }
});

test('the view is written back with only what differs from the default', () => {
  expect(writeView({ q: '', status: 'all', page: 1 })).toBe('');
  expect(writeView({ q: '新年 concert', status: 'upcoming', page: 2 })).toBe('?q=%E6%96%B0%E5%B9%B4+concert&status=upcoming&page=2');
  expect(readView(writeView({ q: '新年 concert', status: 'upcoming', page: 2 }))).toEqual({
    q: '新年 concert',
    status: 'upcoming',
    page: 2,
  });
  expect(writeView({ q: '   ', status: 'all', page: 1 })).toBe('');
});

test('search looks at both languages’ titles and locations, every word, any case or accent', () => {
  const ids = (q: string, status: Parameters<typeof filterEvents>[2] = 'all') => filterEvents(events, q, status).map((e) => e.id);
  expect(ids('')).toEqual([1, 2, 3, 4]);
  expect(ids('concert')).toEqual([1]);
  expect(ids('音乐会')).toEqual([1]);
  expect(ids('哈特楼')).toEqual([2, 3]);
  expect(ids('hart   house')).toEqual([2]);
  expect(ids('HART workshop')).toEqual([2]);
  expect(ids('hart concert')).toEqual([]);
  expect(ids('cafe')).toEqual([4]);
  expect(ids('smith')).toEqual([4]);
  expect(ids('', 'past')).toEqual([3, 4]);
  expect(ids('哈特楼', 'past')).toEqual([3]);
  expect(ids('', 'ongoing')).toEqual([2]);
  expect(normalize('  Café\tNIGHT ')).toBe('cafe night');
});

test('paging: ten a page, a page past the end shows the last one', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, total: 23, from: 1, to: 10 });
  expect(pageOf(rows, 1).rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(pageOf(rows, 3)).toMatchObject({ page: 3, rows: [21, 22, 23], from: 21, to: 23 });
  expect(pageOf(rows, 9)).toMatchObject({ page: 3, from: 21, to: 23 });
  expect(pageOf(rows.slice(0, 10), 2)).toMatchObject({ page: 1, pageCount: 1, from: 1, to: 10 });
  expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  expect(pageOf(rows, 2, 5)).toMatchObject({ rows: [6, 7, 8, 9, 10], pageCount: 5 });
});
