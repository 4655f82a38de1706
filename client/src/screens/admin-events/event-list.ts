// The event management list, as pure functions: what the URL asks for (search, status, page),
// the events that match, and the page of them to show. useAllEvents (all-events.ts) reads every
// event (cached pages of 100: decisions 018 and 027), so searching and paging happen here.
import { eventStatuses } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { pageCount as pagesFor, readListView, writeListView, type ListFilters, type ListView as ListViewBase } from '../../lib/list-view';

export const pageSize = 10;

export const statusFilters = ['all', ...eventStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export interface ListView extends ListViewBase {
  status: StatusFilter;
}

const defaults: ListView = { q: '', status: 'all', page: 1 };
const filters: ListFilters<ListView> = { status: statusFilters };

/** The view a query string asks for; anything unreadable falls back to the first page of all events. */
export function readView(search: string): ListView {
  return readListView(new URLSearchParams(search), defaults, filters);
}

/** The query string of a view ('' for the default), with only what differs from the default. */
export function writeView(view: ListView): string {
  return writeListView(view, defaults, filters);
}

/** Lower case, without accents and with runs of spaces made one, so "Café  Night" finds "cafe night". */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type Searchable = Pick<Event, 'titleEn' | 'titleZh' | 'locationEn' | 'locationZh' | 'status'>;

/** Events of the status whose titles or locations, in either language, hold every word of the query. */
export function filterEvents<E extends Searchable>(events: readonly E[], q: string, status: StatusFilter): E[] {
  const words = normalize(q).split(' ').filter(Boolean);
  return events.filter((event) => {
    if (status !== 'all' && event.status !== status) return false;
    if (words.length === 0) return true;
    const haystack = normalize([event.titleEn, event.titleZh, event.locationEn, event.locationZh].join(' \n '));
    return words.every((word) => haystack.includes(word));
  });
}

export interface Page<E> {
  rows: E[];
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  from: number;
  to: number;
}

export function pageOf<E>(rows: readonly E[], page: number, size = pageSize): Page<E> {
  const total = rows.length;
  const pageCount = pagesFor(total, size);
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (shown - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: shown, pageCount, total, from: slice.length ? start + 1 : 0, to: start + slice.length };
}
