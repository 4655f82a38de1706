// The newest articles as the home page and a team member's page read them: GET
// /api/magazine/articles (a cached read), without the query library, so the home page's first
// load stays as light as it was (e2e/first-load.e2e.ts).
import { useEffect, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import type { ArticleSummary, ListArticlesOutput } from '../../../../shared/magazine.schema';

/** The list's address for the newest `count` articles (of one team member, by username). */
export function newestArticlesUrl(language: Language, count: number, author?: string): string {
  const params = new URLSearchParams({ pageSize: String(count), language });
  if (author) params.set('author', author);
  return `/api/magazine/articles?${params}`;
}

export async function fetchNewestArticles(language: Language, count: number, author?: string): Promise<ListArticlesOutput> {
  const response = await fetch(newestArticlesUrl(language, count, author), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/magazine/articles: ${response.status}`);
  return (await response.json()) as ListArticlesOutput;
}

/**
 * The newest `count` articles, [] until they come and when the read fails (the page stays whole
 * without them: a section that shows them only when there are some).
 */
export function useNewestArticles(language: Language, count: number, author?: string): { articles: ArticleSummary[]; total: number } {
  const [answer, setAnswer] = useState<{ author: string | undefined; articles: ArticleSummary[]; total: number } | null>(null);
  useEffect(() => {
    let live = true;
    fetchNewestArticles(language, count, author).then(
      (data) => live && setAnswer({ author, articles: data.articles, total: data.total }),
      () => live && setAnswer({ author, articles: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [language, count, author]);
  // Another language's answer stays until this one's comes (no flicker); another member's never shows.
  return answer && answer.author === author ? answer : { articles: [], total: 0 };
}
