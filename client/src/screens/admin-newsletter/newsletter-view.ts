// The newsletter's editors' screen as pure functions: what its URL asks for (the tab, and in the
// subscriber list a search, a status, a language, a topic and a page), the inputs the server
// takes (the list, the CSV file's address with the same filters, a send now or at a time in the
// society's zone), the composer's values and whether they changed, and a send's progress as a
// share of its recipients. No React here, so it is unit tested.
import { languages, type Language } from '../../../../shared/constants';
import { newsletterTopics, subscriberStatuses, type Newsletter, type NewsletterContent } from '../../../../shared/newsletter.schema';
import { wallTimeToInstant } from '../../../../shared/zoned-time';
import { pick } from '../../i18n/i18n';
import { oneOf, pageCount as pagesFor, readListView, writeListView, type ListFilters } from '../../lib/list-view';

export const newsletterTabs = ['newsletters', 'subscribers'] as const;
export type NewsletterTab = (typeof newsletterTabs)[number];

/** Rows per page of the subscriber list. */
export const pageSize = 50;

export const statusFilters = ['all', ...subscriberStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const languageFilters = ['all', ...languages] as const;
export type LanguageFilter = (typeof languageFilters)[number];
export const topicFilters = ['all', ...newsletterTopics] as const;
export type TopicFilter = (typeof topicFilters)[number];

export type NewslettersView = { tab: 'newsletters'; q: string; page: number };
export type SubscribersView = {
  tab: 'subscribers';
  q: string;
  status: StatusFilter;
  language: LanguageFilter;
  topic: TopicFilter;
  page: number;
};
export type NewsletterView = NewslettersView | SubscribersView;

export function defaultView(tab: NewsletterTab): NewsletterView {
  if (tab === 'subscribers') return { tab, q: '', status: 'all', language: 'all', topic: 'all', page: 1 };
  return { tab, q: '', page: 1 };
}

const filtersOf = (tab: NewsletterTab): ListFilters<NewsletterView> =>
  (tab === 'subscribers' ? { status: statusFilters, language: languageFilters, topic: topicFilters } : {}) as ListFilters<NewsletterView>;

/** The view a query string asks for: an unknown tab is the newsletters; anything unreadable keeps the default. */
export function readView(search: string): NewsletterView {
  const params = new URLSearchParams(search);
  const tab = oneOf(newsletterTabs, params.get('tab'), 'newsletters');
  const view = readListView<NewsletterView>(params, defaultView(tab), filtersOf(tab));
  return tab === 'subscribers' ? view : { tab, q: '', page: 1 };
}

/** The query string of a view ('' for the newsletters), with only what differs from the defaults. */
export function writeView(view: NewsletterView): string {
  return writeListView<NewsletterView>(
    view,
    defaultView(view.tab),
    filtersOf(view.tab),
    view.tab === 'newsletters' ? {} : { tab: view.tab },
  );
}

/** The filters of the subscriber list as the server takes them (those left at "all" left out). */
function filtersInput(view: SubscribersView, q: string) {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(view.status === 'all' ? {} : { status: view.status }),
    ...(view.language === 'all' ? {} : { language: view.language }),
    ...(view.topic === 'all' ? {} : { topic: view.topic }),
  };
}

/** What newsletterSubscribers.list takes for a view (`q`: the search as typed once it paused). */
export function subscribersListInput(view: SubscribersView, q = view.q) {
  return { ...filtersInput(view, q), page: view.page, pageSize };
}

/** The REST address of the CSV file of the subscribers the view's filters show (every page). */
export function subscribersCsvHref(view: SubscribersView): string {
  const params = new URLSearchParams(filtersInput(view, view.q) as Record<string, string>);
  const text = params.toString();
  return `/api/admin/newsletter/subscribers.csv${text ? `?${text}` : ''}`;
}

export function pageCount(total: number): number {
  return pagesFor(total, pageSize);
}

/** Whether the view filters the list at all. */
export function isFiltered(view: SubscribersView): boolean {
  return view.q.trim() !== '' || view.status !== 'all' || view.language !== 'all' || view.topic !== 'all';
}

/** A new newsletter's content: nothing written, no articles, the coming events included. */
export function emptyContent(): NewsletterContent {
  return {
    subjectEn: '',
    subjectZh: '',
    subjectZhHant: '',
    introEn: '',
    introZh: '',
    introZhHant: '',
    articleIds: [],
    issueId: null,
    includeEvents: true,
  };
}

export function sameContent(a: NewsletterContent, b: NewsletterContent): boolean {
  const keys = Object.keys(emptyContent()) as (keyof NewsletterContent)[];
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** The composer's fields in the order they are shown (the form hook focuses the first with an error). */
export const composerFields = [
  'subjectEn',
  'subjectZh',
  'introEn',
  'introZh',
  'subjectZhHant',
  'introZhHant',
  'articleIds',
  'issueId',
  'includeEvents',
] as const;
export type ComposerField = (typeof composerFields)[number];

/** A newsletter's subject in the interface language (the other when it has none), `untitled` when both are empty. */
export function subjectOf(language: Language, content: Pick<NewsletterContent, 'subjectEn' | 'subjectZh'>, untitled: string): string {
  return pick(language, content.subjectEn, content.subjectZh) || untitled;
}

/** An article's or an issue's title in the interface language (the other when it has none), `untitled` when both are empty. */
export function titleOf(language: Language, item: { titleEn: string; titleZh: string }, untitled: string): string {
  return pick(language, item.titleEn, item.titleZh) || untitled;
}

/** Whether the composer may change a newsletter in this state (once it has started going out, it stays as sent). */
export function isEditable(state: Newsletter['state']): boolean {
  return state === 'draft' || state === 'scheduled';
}

/** A send's progress: how many are done (sent or given up), and that as a whole percentage of the recipients. */
export function progressOf(progress: Newsletter['progress']): { done: number; percent: number } {
  const done = progress.sent + progress.failed;
  const percent = progress.recipients > 0 ? Math.min(100, Math.floor((done * 100) / progress.recipients)) : 0;
  return { done, percent };
}

/** Whether the screen keeps asking for the progress (every 2 s): while it goes out. */
export function isLive(state: Newsletter['state']): boolean {
  return state === 'sending';
}

/**
 * The send as newsletters.send takes it (besides the id): now, or at the picker's wall clock in
 * `timeZone` (which must be later than `now`). `invalid` when the picker holds no readable time,
 * `past` when it is not in the future.
 */
export function sendTiming(
  when: 'now' | 'later',
  picked: string,
  timeZone: string,
  now = new Date(),
): { sendAt?: string } | { invalid: true } | { past: true } {
  if (when === 'now') return {};
  if (!picked.trim()) return { invalid: true };
  const instant = wallTimeToInstant(picked, timeZone);
  if (!instant) return { invalid: true };
  if (new Date(instant).getTime() <= now.getTime()) return { past: true };
  return { sendAt: instant };
}
