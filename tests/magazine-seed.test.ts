// The magazine's demo content (issue 36 item 9): a fresh install with SEED_DEMO shows four
// published articles in English and Chinese by the demo team, issue 1 listing three of them in
// order, pages with their own heads, and a search that finds the calligraphy essay by 书法, 書法
// and "calligraphy"; the seed writes only into an empty magazine.
import { describe, expect, test } from 'vitest';
import type { IssueOutput, ListArticlesOutput, PublicArticle } from '../shared/magazine.schema.js';
import type { SearchOutput } from '../shared/search.schema.js';
import { seedDemoMagazine } from '../server/modules/magazine/magazine.seed.js';
import { openPage } from './helpers/html-head.js';
import { appForFile, testClock } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const now = new Date('2026-12-01T15:00:00Z');
const t = appForFile({ env: { SEED_DEMO: 'true', PUBLIC_ORIGIN: origin }, clock: testClock(now).clock });

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${t.url}/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('the demo magazine', () => {
  test('four published articles in both languages, by the demo team, on different past days, with tags', async () => {
    const list = await get<ListArticlesOutput>('/magazine/articles?pageSize=50');
    expect(list.total).toBe(4);
    const days = new Set(list.articles.map((article) => article.publishedAt.slice(0, 10)));
    expect(days.size).toBe(4);
    for (const summary of list.articles) {
      expect(Date.parse(summary.publishedAt)).toBeLessThan(now.getTime());
      expect(summary.tags.length).toBeGreaterThan(0);
      // Written by the demo team's accounts, with their team pages.
      expect(summary.bylines.length).toBeGreaterThan(0);
      for (const byline of summary.bylines) expect(byline.accountId).not.toBeNull();
      const article = await get<PublicArticle>(`/magazine/articles/${summary.slug}`);
      for (const body of [article.bodyEn, article.bodyZh]) expect(body.length).toBeGreaterThan(600);
      expect(article.titleEn && article.titleZh && article.standfirstEn && article.standfirstZh).toBeTruthy();
      expect(article.bodyHtmlEn).toContain('<p>');
      expect(article.bodyHtmlZh).toContain('<p>');
    }
    const essay = list.articles.find((article) => article.tags.includes('calligraphy'))!;
    const html = (await get<PublicArticle>(`/magazine/articles/${essay.slug}`)).bodyHtmlEn;
    expect(html).toContain('<table>');
    expect(html).toMatch(/<ruby>书法<rp>/);
    // Its Traditional side converted as a save does.
    expect((await get<PublicArticle>(`/magazine/articles/${essay.slug}?language=zh-Hant`)).titleZh).toContain('書法');
  });

  test('issue 1, published, lists three of them in order', async () => {
    const { issues } = await get<{ issues: Array<{ number: number; titleEn: string; titleZh: string; articleCount: number }> }>(
      '/magazine/issues',
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ number: 1, titleEn: 'Ink and Moonlight', titleZh: '墨与月光', articleCount: 3 });
    const issue = await get<IssueOutput>('/magazine/issues/1');
    expect(issue.articles.map((article) => article.tags[0])).toEqual(['calligraphy', 'guqin', 'festivals']);
    expect(issue.issue.date < now.toISOString().slice(0, 10)).toBe(true);
  });

  test('the search finds the calligraphy essay by 书法, 書法 and calligraphy', async () => {
    for (const q of ['书法', '書法', 'calligraphy']) {
      const found = await get<SearchOutput>(`/search?q=${encodeURIComponent(q)}`);
      // The demo calligraphy workshop (an event) may come first; the essay is the first article.
      const articles = found.results.filter((result) => result.kind === 'article');
      expect(articles[0]?.titleEn, q).toBe('The Brush Remembers: A Semester of Calligraphy');
    }
  });

  test('its pages answer with their own heads, the site’s image standing in for the missing covers; the sitemap lists them', async () => {
    const list = await get<ListArticlesOutput>('/magazine/articles?pageSize=50');
    const map = await (await fetch(`${t.url}/sitemap.xml`)).text();
    for (const article of list.articles) {
      const { head } = await openPage(t, `/magazine/${article.slug}`, 200);
      expect(head.titles).toEqual([`${article.titleEn} · Chinese Culture Society`]);
      expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
      expect(map).toContain(`<loc>${origin}/magazine/${article.slug}</loc>`);
    }
    expect(map).toContain(`<loc>${origin}/magazine/issues/1</loc>`);
  });

  test('it writes only into an empty magazine', async () => {
    const services = t.app.services;
    expect(
      await seedDemoMagazine({
        magazine: services.magazine,
        accountOf: (username) => services.team.accountOfUsername(username),
        clock: () => now,
      }),
    ).toBe(0);
    expect((await get<ListArticlesOutput>('/magazine/articles')).total).toBe(4);
  });
});
