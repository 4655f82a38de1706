import { expect, test } from 'vitest';
import { pagingLimits } from '../../../shared/paging-limits';
import { allPages } from './all-pages';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const pagesOf =
  (rows: number[], asked: number[] = []) =>
  async (page: number, pageSize: number) => {
    asked.push(page);
    return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
  };

test('every row of a list longer than a page, in order, asking each page once at the largest size', async () => {
  const asked: number[] = [];
  const rows = list(2 * pagingLimits.pageSizeMax + 5);
  expect(await allPages(pagesOf(rows, asked))).toEqual(rows);
  expect(asked).toEqual([1, 2, 3]);
});

test('a list of exactly one page asks once; an empty one answers none', async () => {
  const asked: number[] = [];
  expect(await allPages(pagesOf(list(pagingLimits.pageSizeMax), asked))).toHaveLength(pagingLimits.pageSizeMax);
  expect(asked).toEqual([1]);
  expect(await allPages(pagesOf([]))).toEqual([]);
});

test('a list that shrinks while it is read ends at its short page instead of asking on', async () => {
  const asked: number[] = [];
  const rows = list(pagingLimits.pageSizeMax + 10);
  const shrinking = async (page: number, pageSize: number) => {
    asked.push(page);
    return { rows: page === 1 ? rows.slice(0, pageSize) : [], total: 500 };
  };
  expect(await allPages(shrinking)).toHaveLength(pagingLimits.pageSizeMax);
  expect(asked).toEqual([1, 2]);
});
