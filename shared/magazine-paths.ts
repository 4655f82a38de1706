// The addresses of the magazine's reader pages (issue 36), from the route table: an article's
// /magazine/{slug}, an issue's /magazine/issues/{number}, a tag's /magazine/tags/{tag}, and the
// Atom feed of a language.
import type { Language } from './constants.js';
import { pageRoutes } from './routes.js';

export const magazineFeedPath = '/magazine/feed.xml';

/** An article's page: /magazine/{slug} (shared/slugs.ts articleSlug). */
export function magazineArticlePath(slug: string): string {
  return pageRoutes.magazineArticle.replace(':slug', encodeURIComponent(slug));
}

/** An issue's page: /magazine/issues/{number}. */
export function magazineIssuePath(number: number): string {
  return pageRoutes.magazineIssue.replace(':number', String(number));
}

/** A tag's page: /magazine/tags/{tag}, the tag as written (any letter case finds it). */
export function magazineTagPath(tag: string): string {
  return pageRoutes.magazineTag.replace(':tag', encodeURIComponent(tag));
}

/** The Atom feed of a language: /magazine/feed.xml?language=… */
export function magazineFeedUrl(origin: string, language: Language): string {
  return `${origin}${magazineFeedPath}?language=${language}`;
}
