// What the events screen's address asks for (decision 027): a filter (?status=, docs/product.md's all /
// upcoming / ongoing / past), and for the past events a year (?year=2019) and a page (?page=2),
// so every page of the archive is an address to share, to go back to, and to click through.
import { eventStatuses, type EventStatus } from '../../../../shared/events';
import { eventListLimits } from '../../../../shared/events';
import { pagingLimits } from '../../../../shared/paging-limits';
import { pageRoutes } from '../../../../shared/routes';

export const filters = ['all', ...eventStatuses] as const;
export type Filter = (typeof filters)[number];

/** Coming events per "show more" step, and past events per page: the first view stays light (~45 cards). */
export const comingPageSize = 20;
export const pastPageSize = 24;

export interface EventsView {
  filter: Filter;
  /** The past events' year; none for the latest past events of every year. */
  year?: number;
  /** The page of the past events, from 1. */
  page: number;
}

const wholeNumber = /^[1-9]\d{0,5}$/;

/** The view a query string asks for: anything unreadable falls back to its default (all; every year; page 1). */
export function readView(search: string): EventsView {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const filter: Filter = (eventStatuses as readonly string[]).includes(status) ? (status as EventStatus) : 'all';
  const yearText = params.get('year') ?? '';
  const year = wholeNumber.test(yearText) ? Number(yearText) : undefined;
  const pageText = params.get('page') ?? '';
  const page = wholeNumber.test(pageText) ? Math.min(Number(pageText), pagingLimits.pageMax) : 1;
  const view: EventsView = { filter, page: showsPast(filter) ? page : 1 };
  if (showsPast(filter) && year !== undefined && year >= eventListLimits.yearMin && year <= eventListLimits.yearMax) view.year = year;
  return view;
}

/** Whether a filter shows the past events (with their years and pages). */
export function showsPast(filter: Filter): boolean {
  return filter === 'all' || filter === 'past';
}

/** The address of a view, with only what differs from the default: /events?status=past&year=2019&page=2. */
export function viewHref(view: EventsView): string {
  const params = new URLSearchParams();
  if (view.filter !== 'all') params.set('status', view.filter);
  if (showsPast(view.filter)) {
    if (view.year !== undefined) params.set('year', String(view.year));
    if (view.page > 1) params.set('page', String(view.page));
  }
  const query = params.toString();
  return query ? `${pageRoutes.events}?${query}` : pageRoutes.events;
}

/** Pages of `size` that `total` events fill (one at least). */
export function pagesOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
