// The numbers and arithmetic of paging, without zod: screens that page a list (the events
// archive) import this and keep the validation library out of their chunk. The schemas that
// check `?page=&pageSize=` are in paging.ts.

export const pagingLimits = { pageSizeDefault: 20, pageSizeMax: 100, pageMax: 100_000 } as const;

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
