// The model of an admin list (events, staff, reviews, applications): what its URL asks for (a
// search, filters each chosen among fixed options, a page), written back with only what differs
// from the list's defaults, so a view can be shared and survives a reload; and how many pages a
// number of rows fills. Each list keeps its own defaults, filters and page size.
import { useLocation, useSearch } from 'wouter';

export interface ListView {
  q: string;
  page: number;
}

/** `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Each filter of a view and the values it may take. */
export type ListFilters<V> = { [K in keyof V]?: readonly string[] };

/** The view the query string asks for; anything unreadable keeps the default. */
export function readListView<V extends ListView>(params: URLSearchParams, defaults: V, filters: ListFilters<V>): V {
  const page = Number(params.get('page'));
  const view: Record<string, unknown> = {
    ...(defaults as object),
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  for (const [key, allowed] of Object.entries(filters) as [string, readonly string[]][]) {
    view[key] = oneOf(allowed, params.get(key), defaults[key as keyof V] as string);
  }
  return view as V;
}

/**
 * The query string of a view ('' for the defaults): `first` (e.g. a tab), then the search, the
 * filters that differ from the defaults (in the order of `filters`), the page past the first.
 */
export function writeListView<V extends ListView>(
  view: V,
  defaults: V,
  filters: ListFilters<V>,
  first: Record<string, string> = {},
): string {
  const params = new URLSearchParams(first);
  if (view.q.trim()) params.set('q', view.q);
  for (const key of Object.keys(filters) as (keyof V & string)[]) {
    const value = view[key];
    if (typeof value === 'string' && value !== defaults[key]) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A list's view in the URL of `path`: the view asked for, its address (`hrefOf`, for links such as
 * the pager's) and `setView`, which replaces the address (typing a search adds no history entry).
 */
export function useListView<V>(path: string, read: (search: string) => V, write: (view: V) => string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const hrefOf = (next: V) => `${path}${write(next)}`;
  return { view: read(search), hrefOf, setView: (next: V) => navigate(hrefOf(next), { replace: true }), navigate };
}
