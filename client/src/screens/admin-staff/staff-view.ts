// What the staff management URL asks for, as pure functions: the tab (among those the user may
// see: visibleStaffTabs in shared/permissions.ts) and that tab's search, filters and page, so a
// view can be shared and survives a reload; and the list inputs and the CSV address they make.
// The server searches and pages.
import { profileStatuses } from '../../../../shared/auth.schema';
import { applicationStatuses } from '../../../../shared/join.schema';
import { roles, type StaffTab } from '../../../../shared/permissions';
import { reviewListStatuses } from '../../../../shared/profiles.schema';
import { profileStatusFilters, staffAccountStatuses, staffRoleFilters } from '../../../../shared/staff.schema';
import { oneOf, pageCount as pagesFor, readListView, writeListView, type ListFilters } from '../../lib/list-view';

/** Rows per page in every tab. */
export const pageSize = 20;

export type StaffView = {
  tab: 'staff';
  q: string;
  role: (typeof staffRoleFilters)[number];
  status: (typeof staffAccountStatuses)[number];
  profile: (typeof profileStatusFilters)[number];
  page: number;
};
export type ReviewsView = { tab: 'reviews'; q: string; status: (typeof reviewListStatuses)[number]; page: number };
export type ApplicationsView = { tab: 'applications'; q: string; status: (typeof applicationStatuses)[number]; page: number };
export type View = StaffView | ReviewsView | ApplicationsView;

/** A tab's view with nothing asked for: the first page, every filter at its default. */
export function defaultView(tab: StaffTab): View {
  switch (tab) {
    case 'staff':
      return { tab, q: '', role: 'all', status: 'all', profile: 'all', page: 1 };
    case 'reviews':
      // Reviewers come for what waits (the server's default too).
      return { tab, q: '', status: 'pending', page: 1 };
    case 'applications':
      return { tab, q: '', status: 'all', page: 1 };
  }
}

/** The filters of each tab and the values each may take, in the order the URL writes them. */
const filtersOf: { [T in StaffTab]: ListFilters<Extract<View, { tab: T }>> } = {
  staff: { role: staffRoleFilters, status: staffAccountStatuses, profile: profileStatusFilters },
  reviews: { status: reviewListStatuses },
  applications: { status: applicationStatuses },
};

/**
 * The view a query string asks for among the tabs the user may see (`allowed`, not empty): an
 * unknown or forbidden tab gives the first allowed one; anything unreadable falls back to the
 * tab's default.
 */
export function readView(search: string, allowed: readonly StaffTab[]): View {
  const params = new URLSearchParams(search);
  const tab = oneOf(allowed, params.get('tab'), allowed[0] ?? 'staff');
  return readListView<View>(params, defaultView(tab), filtersOf[tab] as ListFilters<View>);
}

/** The query string of a view ('' for the staff tab's default), with only what differs from the defaults. */
export function writeView(view: View): string {
  return writeListView<View>(
    view,
    defaultView(view.tab),
    filtersOf[view.tab] as ListFilters<View>,
    view.tab === 'staff' ? {} : { tab: view.tab },
  );
}

/** The search as the server takes it: trimmed, left out when empty. */
const search = (q: string) => (q.trim() ? { q: q.trim() } : {});

export function staffListInput(view: StaffView, q = view.q) {
  return { ...search(q), role: view.role, status: view.status, profileStatus: view.profile, page: view.page, pageSize };
}

export function reviewsListInput(view: ReviewsView, q = view.q) {
  return { ...search(q), status: view.status, page: view.page, pageSize };
}

export function applicationsListInput(view: ApplicationsView, q = view.q) {
  return { ...search(q), status: view.status, page: view.page, pageSize };
}

/** The CSV export of the applications the view's search and filter find (every page of them). */
export function applicationsCsvHref(view: ApplicationsView, language: string): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.status !== 'all') params.set('status', view.status);
  params.set('language', language);
  return `/api/admin/applications.csv?${params.toString()}`;
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, size = pageSize): number {
  return pagesFor(total, size);
}

// Kept beside the filters they are read with, so the screen's option lists and the URL agree.
export const filterOptions = {
  role: staffRoleFilters,
  status: staffAccountStatuses,
  profile: profileStatusFilters,
  reviews: reviewListStatuses,
  applications: applicationStatuses,
  roles,
  profileStatuses,
} as const;
