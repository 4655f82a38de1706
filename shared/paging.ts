// Paging of admin lists: 1-based pages of at most 100 rows. One schema, so every list reads
// `?page=&pageSize=` alike and answers `{ total, page, pageSize }` beside its rows.
import { z } from 'zod';

export const pagingLimits = { pageSizeDefault: 20, pageSizeMax: 100, pageMax: 100_000 } as const;

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

/** Rows to skip for a page. */
export function offsetOf(paging: { page: number; pageSize: number }) {
  return (paging.page - 1) * paging.pageSize;
}

/** A list's page as asked for, the defaults filled in (page 1, pagingLimits.pageSizeDefault rows), and its offset. */
export function pageOf(input: { page?: number | undefined; pageSize?: number | undefined } | undefined) {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? pagingLimits.pageSizeDefault;
  return { page, pageSize, offset: offsetOf({ page, pageSize }) };
}
