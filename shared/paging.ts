// Paging of admin lists: 1-based pages of at most 100 rows. One schema, so every list reads
// `?page=&pageSize=` alike and answers `{ total, page, pageSize }` beside its rows.
import { z } from 'zod';
import { pagingLimits } from './paging-limits.js';

export { offsetOf, pageOf, pagingLimits } from './paging-limits.js';

export const pagingFields = {
  page: z
    .number({ error: 'validation.page' })
    .int({ error: 'validation.page' })
    .min(1, { error: 'validation.page' })
    .max(pagingLimits.pageMax, { error: 'validation.page' })
    .default(1)
    .meta({ description: 'Page number, from 1' }),
  pageSize: z
    .number({ error: 'validation.pageSize' })
    .int({ error: 'validation.pageSize' })
    .min(1, { error: 'validation.pageSize' })
    .max(pagingLimits.pageSizeMax, { error: 'validation.pageSize' })
    .default(pagingLimits.pageSizeDefault)
    .meta({ description: `Rows per page, 1 to ${pagingLimits.pageSizeMax}` }),
};

export const pageInfo = {
  total: z.number().int().min(0).meta({ description: 'Rows in all pages' }),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
};
