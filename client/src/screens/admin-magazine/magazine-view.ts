// The editors' screen as pure functions: what its URL asks for (the tab, and in the article list
// a search, a state and a page), the list inputs the server takes, the review's publishing time
// (a picker's wall clock in the society's zone), the issue form's values and the input they make,
// and moving an issue's articles. No React here, so it is unit tested.
import type { Language } from '../../../../shared/constants';
import { articleStates } from '../../../../shared/magazine-rules';
import type { Byline, EditableIssue } from '../../../../shared/magazine.schema';
import { pick } from '../../i18n/i18n';
import { oneOf, pageCount as pagesFor, readListView, writeListView, type ListFilters } from '../../lib/list-view';
import { wallTimeToInstant } from '../../../../shared/zoned-time';

// Moving an item of an ordered list and renaming a nested update's field issues: shared with the newsletter's composer.
export { moveItem, unprefixIssues } from '../../lib/list-edits';

export const magazineTabs = ['review', 'articles', 'issues'] as const;
export type MagazineTab = (typeof magazineTabs)[number];

/** Rows per page in the lists. */
export const pageSize = 20;

export const stateFilters = ['all', ...articleStates, 'live'] as const;
export type StateFilter = (typeof stateFilters)[number];

export type ReviewView = { tab: 'review'; q: string; page: number };
export type ArticlesView = { tab: 'articles'; q: string; state: StateFilter; page: number };
export type IssuesView = { tab: 'issues'; q: string; page: number };
export type MagazineView = ReviewView | ArticlesView | IssuesView;

/** A tab's view with nothing asked for. */
export function defaultView(tab: MagazineTab): MagazineView {
  if (tab === 'articles') return { tab, q: '', state: 'all', page: 1 };
  return { tab, q: '', page: 1 };
}

const filtersOf = (tab: MagazineTab): ListFilters<MagazineView> =>
  (tab === 'articles' ? { state: stateFilters } : {}) as ListFilters<MagazineView>;

/** The view a query string asks for: an unknown tab is the review; anything unreadable keeps the default. */
export function readView(search: string): MagazineView {
  const params = new URLSearchParams(search);
  const tab = oneOf(magazineTabs, params.get('tab'), 'review');
  const view = readListView<MagazineView>(params, defaultView(tab), filtersOf(tab));
  // Only the article list is searched.
  return tab === 'articles' ? view : { ...view, q: '' };
}

/** The query string of a view ('' for the review's first page), with only what differs from the defaults. */
export function writeView(view: MagazineView): string {
  return writeListView<MagazineView>(view, defaultView(view.tab), filtersOf(view.tab), view.tab === 'review' ? {} : { tab: view.tab });
}

/** What magazine.all takes for the review list: the submitted articles, a page at a time. */
export function reviewListInput(view: ReviewView) {
  return { state: 'submitted' as const, page: view.page, pageSize };
}

/** What magazine.all takes for the article list: its state (none for all), its search (left out when empty). */
export function articlesListInput(view: ArticlesView, q = view.q) {
  return {
    ...(view.state === 'all' ? {} : { state: view.state }),
    ...(q.trim() ? { q: q.trim() } : {}),
    page: view.page,
    pageSize,
  };
}

export function pageCount(total: number): number {
  return pagesFor(total, pageSize);
}

/** An article's title in the interface language, the other when it is empty, `untitled` when both are. */
export function titleOf(language: Language, article: { titleEn: string; titleZh: string }, untitled: string): string {
  return pick(language, article.titleEn, article.titleZh) || untitled;
}

/** The bylines as one line: "Li Hua, Wang Fang". */
export function bylineText(language: Language, bylines: readonly Byline[]): string {
  return bylines.map((byline) => pick(language, byline.nameEn, byline.nameZh)).join(', ');
}

/**
 * The review's decision as magazine.review takes it (besides the id and the version): publishing
 * with a time in the picker is a scheduled publish (its wall clock read in `timeZone`); an empty
 * picker publishes now. `invalid` when the picker holds no readable time.
 */
export function publishDecision(picked: string, timeZone: string): { decision: 'publish'; publishAt: string | null } | { invalid: true } {
  if (!picked.trim()) return { decision: 'publish', publishAt: null };
  const instant = wallTimeToInstant(picked, timeZone);
  return instant ? { decision: 'publish', publishAt: instant } : { invalid: true };
}

/** An article in an issue as its editor lists it. */
export type IssueArticle = EditableIssue['articles'][number];

export interface IssueValues {
  number: string;
  titleEn: string;
  titleZh: string;
  titleZhHant: string;
  date: string;
  coverUrl: string;
  coverAltEn: string;
  coverAltZh: string;
  isPublished: boolean;
  articles: IssueArticle[];
}

/** The issue form's fields in the order they are shown (the form hook focuses the first with an error). */
export const issueFields = [
  'number',
  'date',
  'titleEn',
  'titleZh',
  'titleZhHant',
  'isPublished',
  'coverUrl',
  'coverAltEn',
  'coverAltZh',
  'articleIds',
] as const;
export type IssueField = (typeof issueFields)[number];

/** The form's values of an issue, or of a new one: the number after the highest, dated `today`. */
export function issueValuesOf(issue: EditableIssue | null, existing: readonly Pick<EditableIssue, 'number'>[], today: string): IssueValues {
  if (!issue) {
    const next = existing.reduce((high, { number }) => Math.max(high, number), 0) + 1;
    return {
      number: String(next),
      titleEn: '',
      titleZh: '',
      titleZhHant: '',
      date: today,
      coverUrl: '',
      coverAltEn: '',
      coverAltZh: '',
      isPublished: false,
      articles: [],
    };
  }
  const { number, titleEn, titleZh, titleZhHant, date, coverUrl, coverAltEn, coverAltZh, isPublished, articles } = issue;
  return { number: String(number), titleEn, titleZh, titleZhHant, date, coverUrl, coverAltEn, coverAltZh, isPublished, articles };
}

/** What the schema checks and the server gets: the number as typed becomes a number (or NaN, which the schema refuses in its words). */
export function issueInputOf(values: IssueValues) {
  const typed = values.number.trim();
  return {
    number: typed === '' ? Number.NaN : Number(typed),
    titleEn: values.titleEn,
    titleZh: values.titleZh,
    titleZhHant: values.titleZhHant,
    date: values.date,
    coverUrl: values.coverUrl,
    coverAltEn: values.coverAltEn,
    coverAltZh: values.coverAltZh,
    isPublished: values.isPublished,
    articleIds: values.articles.map((article) => article.id),
  };
}

export function sameIssueValues(a: IssueValues, b: IssueValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Today's date in `timeZone`, as a date input shows it (2026-12-05). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
