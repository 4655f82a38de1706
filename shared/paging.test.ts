import { expect, test } from 'vitest';
import { pageOf, pagingLimits } from './paging.js';

test('a page as asked for, with the defaults filled in and its offset', () => {
  expect(pageOf(undefined)).toEqual({ page: 1, pageSize: pagingLimits.pageSizeDefault, offset: 0 });
  expect(pageOf({})).toEqual({ page: 1, pageSize: 20, offset: 0 });
  expect(pageOf({ page: 3 })).toEqual({ page: 3, pageSize: 20, offset: 40 });
  expect(pageOf({ page: 2, pageSize: 7 })).toEqual({ page: 2, pageSize: 7, offset: 7 });
});
