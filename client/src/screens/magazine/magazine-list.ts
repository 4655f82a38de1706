// The magazine's front page's limits (issue 36 item 4: a first view of /magazine with 500
// articles within ~1,500 elements and ~100 KB of data): one page of cards, the latest issue's
// first articles with a link to the rest, the most used tags.
import type { Language } from '../../../../shared/constants';
import type { PublicIssue } from '../../../../shared/magazine.schema';
import { shown } from '../../features/magazine/magazine-view';

/** Cards per page of the recent articles and of a tag's. */
export const articlesPageSize = 12;
/** The latest issue's articles shown on the front page; its page has them all. */
export const issuePreviewCount = 6;
/** The tags shown on the front page, most used first. */
export const frontTagCount = 30;

/** An issue's name in a language: its title (the other language's when empty), else its number's words. */
export function issueTitle(issue: Pick<PublicIssue, 'titleEn' | 'titleZh'>, language: Language, fallback: string) {
  const title = shown(language, issue.titleEn, issue.titleZh);
  return title.text ? title : { text: fallback, lang: undefined };
}

/** The first `count` items and how many are left out. */
export function firstOf<T>(items: readonly T[], count: number): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}
