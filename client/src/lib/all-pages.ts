// Every row of a paged admin list (shared/paging.ts: pages of at most 100), fetched page after
// page, for a screen that must see the whole list: the handover treats an active account it does
// not name as leaving, so a 101st account missing from its dialog would be deactivated unseen.
import { pagingLimits } from '../../../shared/paging-limits';

export async function allPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ rows: readonly T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= pagingLimits.pageMax; page++) {
    const { rows, total } = await fetchPage(page, pagingLimits.pageSizeMax);
    all.push(...rows);
    // A page shorter than asked is the last, even if rows went away meanwhile.
    if (rows.length < pagingLimits.pageSizeMax || all.length >= total) break;
  }
  return all;
}
