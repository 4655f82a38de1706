// The magazine's reader pages as the server answers them (issue 36 item 4): an article's page
// previews as the article in each language (title, description, cover, canonical, three hreflang
// links, og:type article) and carries its Article JSON-LD; an old slug answers 301 to the current
// one with the query kept; a draft, a submitted, a scheduled, an unpublished and an unknown article
// answer 404 and are not in the sitemap, where every public article, published issue and tag is;
// issue and tag pages have their own heads or 404; every magazine page names its language's Atom
// feed once; the Traditional page reads the Traditional side.
import { beforeAll, describe, expect, test } from 'vitest';
import { languages, type Language } from '../shared/constants.js';
import type { ArticleContentInput, EditableArticle, EditableIssue } from '../shared/magazine.schema.js';
import { pageMeta } from '../shared/page-meta.js';
import { as, type SignedIn } from './helpers/accounts.js';
import { decodeEntities, expectOwnPageHead, openPage } from './helpers/html-head.js';
import { appForFile, testClock } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const clock = testClock(new Date('2026-12-01T15:00:00Z'));
const t = appForFile({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin }, clock: clock.clock });
let author: SignedIn;
let editor: SignedIn;
beforeAll(async () => {
  author = await as(t, 'staff');
  editor = await as(t, 'manageMagazine');
});

const pathIn = (path: string, language: Language) => (language === 'en' ? path : `${path}?language=${language}`);

type Json = Record<string, any>;
/** The JSON-LD blocks of a page's head, parsed. */
const jsonLd = (html: string): Json[] =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
/** The Atom feed links of a page's head: their href and title. */
const feedLinks = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="alternate"/.test(tag) && /\btype="application\/atom\+xml"/.test(tag))
    .map((tag) => ({
      href: decodeEntities(/\bhref="([^"]*)"/.exec(tag)![1]!),
      title: decodeEntities(/\btitle="([^"]*)"/.exec(tag)?.[1] ?? ''),
    }));
const expectOneFeedLink = (html: string, language: Language, what: string) => {
  const links = feedLinks(html);
  expect(links, what).toHaveLength(1);
  expect(links[0]!.href, what).toBe(`${origin}/magazine/feed.xml?language=${language}`);
  expect(links[0]!.title, what).toMatch(/ · (Magazine|会刊|會刊)$/);
};

async function create(content: ArticleContentInput, who: SignedIn = author): Promise<EditableArticle> {
  const response = await who.rest('/staff/articles', { method: 'POST', body: JSON.stringify(content) });
  expect(response.status).toBe(200);
  return (await response.json()) as EditableArticle;
}
async function submit(id: number, who: SignedIn = author): Promise<EditableArticle> {
  const response = await who.rest(`/staff/articles/${id}/submit`, { method: 'POST', body: '{}' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EditableArticle;
}
async function review(id: number, version: number, extra: Record<string, unknown> = {}): Promise<EditableArticle> {
  const response = await editor.rest(`/admin/magazine/articles/${id}/review`, {
    method: 'PUT',
    body: JSON.stringify({ decision: 'publish', version, ...extra }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EditableArticle;
}
async function published(content: ArticleContentInput): Promise<EditableArticle> {
  const made = await create(content);
  const sent = await submit(made.id);
  return review(made.id, sent.version);
}
async function sitemap(): Promise<string> {
  const response = await fetch(`${t.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  return response.text();
}
async function status(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  await response.arrayBuffer();
  return response;
}

const cover = '/uploads/images/brush-1200x800.jpg';
const brush: ArticleContentInput = {
  titleEn: 'The Brush Remembers',
  titleZh: '笔墨有记忆',
  standfirstEn: 'Calligraphy at the society, from first strokes to the New Year couplets.',
  standfirstZh: '从第一笔到春联：社团里的书法。',
  bodyEn: 'Calligraphy is practice.\n\n| Brush | Use |\n|---|---|\n| Wolf hair | Running script |',
  bodyZh: '书法是一种练习。我们每周练习书法。',
  coverUrl: cover,
  coverAltEn: 'A brush resting on an inkstone',
  coverAltZh: '搁在砚台上的毛笔',
  guestByline: 'Wang Shuwen',
  tags: ['Calligraphy', '书法'],
};

describe('an article’s page', () => {
  test('previews as the article in each language, with og:type article, its Article JSON-LD and its language’s feed', async () => {
    const article = await published(brush);
    const path = `/magazine/the-brush-remembers-${article.id}`;
    expect(article.slug).toBe(`the-brush-remembers-${article.id}`);
    const expected = {
      en: { title: 'The Brush Remembers · Chinese Culture Society', description: brush.standfirstEn!, alt: brush.coverAltEn! },
      zh: { title: '笔墨有记忆 · 中华文化学生会', description: brush.standfirstZh!, alt: brush.coverAltZh! },
      'zh-Hant': { title: '筆墨有記憶 · 中華文化學生會', description: '從第一筆到春聯：社團裡的書法。', alt: '擱在硯臺上的毛筆' },
    } as const;
    for (const language of languages) {
      const { head, html } = await openPage(t, pathIn(path, language), 200);
      expectOwnPageHead(head, language, origin, {
        ...expected[language],
        path,
        image: `${origin}${cover}`,
        card: 'summary_large_image',
      });
      expect(head.meta('og:type'), language).toEqual(['article']);
      expect(head.meta('article:published_time')).toEqual([article.publishedAt]);
      expect(head.meta('article:tag')).toEqual(['Calligraphy', '书法']);
      expectOneFeedLink(html, language, `article ${language}`);

      const blocks = jsonLd(html);
      expect(blocks, language).toHaveLength(1);
      const data = blocks[0]!;
      const url = language === 'en' ? `${origin}${path}` : `${origin}${path}?language=${language}`;
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: expected[language].title.split(' · ')[0],
        description: expected[language].description,
        author: [
          { '@type': 'Person', name: author.account!.username },
          { '@type': 'Person', name: 'Wang Shuwen' },
        ],
        datePublished: article.publishedAt,
        dateModified: article.liveUpdatedAt,
        image: [`${origin}${cover}`],
        inLanguage: { en: 'en', zh: 'zh-Hans', 'zh-Hant': 'zh-Hant' }[language],
        keywords: 'Calligraphy, 书法',
        publisher: { '@type': 'Organization', name: expected[language].title.split(' · ')[1], url: origin },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      });
      expect(Date.parse(data.datePublished)).toBe(clock.clock().getTime());
    }
    // The body is not in the head, and the Simplified is nowhere on the Traditional page's head.
    const hant = (await openPage(t, pathIn(path, 'zh-Hant'), 200)).html;
    expect(hant.slice(0, hant.indexOf('</head>'))).not.toContain('笔墨');
  });

  test('without a standfirst, the start of the text in the language (marks removed), else the other’s; without a cover, the site’s image', async () => {
    const long = `**Ink** and _paper_. ${'The brush moves slowly across the page. '.repeat(8)}`;
    const article = await published({ titleEn: 'Plain Words', bodyEn: long, titleZh: '', bodyZh: '' });
    const path = `/magazine/plain-words-${article.id}`;
    for (const language of languages) {
      const { head, html } = await openPage(t, pathIn(path, language), 200);
      const description = head.meta('description')[0]!;
      expect(description).toMatch(/^Ink and paper\. The brush moves slowly/);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.endsWith('…')).toBe(true);
      expectOwnPageHead(head, language, origin, { title: head.titles[0]!, description, path, image: null });
      expect(head.titles[0]).toMatch(/^Plain Words · /);
      expect(jsonLd(html)[0]).toMatchObject({
        headline: 'Plain Words',
        image: [`${origin}/og-image.jpg`],
        author: [{ '@type': 'Person' }],
      });
    }
  });

  test('an old slug (the title changed and was published again) answers 301 to the current one, the query kept; the bare id too', async () => {
    const article = await published({ titleEn: 'Old Words', titleZh: '旧题', bodyEn: 'Text.', bodyZh: '正文。' });
    const oldPath = `/magazine/old-words-${article.id}`;
    expect((await status(oldPath)).status).toBe(200);
    // An editor's change makes a draft; the live version (and its address) stays until it is published again.
    const saved = await editor.rest(`/admin/magazine/articles/${article.id}`, {
      method: 'PUT',
      headers: { 'if-match': `"article-${article.id}-${article.version}"` },
      body: JSON.stringify({ content: { titleEn: 'New Words', titleZh: '新题', bodyEn: 'Text.', bodyZh: '正文。' } }),
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as EditableArticle;
    expect((await openPage(t, oldPath, 200)).head.titles).toEqual(['Old Words · Chinese Culture Society']);
    expect((await status(`/magazine/new-words-${article.id}`)).headers.get('location')).toBe(oldPath);

    const sent = await submit(article.id);
    expect(sent.version).toBe(draft.version);
    await review(article.id, sent.version);
    const newPath = `/magazine/new-words-${article.id}`;
    for (const [asked, location] of [
      [`${oldPath}?language=zh&ref=wechat`, `${newPath}?language=zh&ref=wechat`],
      [oldPath, newPath],
      [`/magazine/${article.id}`, newPath],
    ] as const) {
      const moved = await status(asked);
      expect(moved.status, asked).toBe(301);
      expect(moved.headers.get('location'), asked).toBe(location);
    }
    expect((await openPage(t, newPath, 200)).head.titles).toEqual(['New Words · Chinese Culture Society']);
    const map = await sitemap();
    expect(map).toContain(`<loc>${origin}${newPath}</loc>`);
    expect(map).not.toContain(oldPath);
  });

  test('a draft, a submitted, a scheduled, an unpublished and an unknown article answer 404 with the not-found page, and none is in the sitemap', async () => {
    const draft = await create({ titleEn: 'Draft Only', bodyEn: 'Text.' });
    const waiting = await create({ titleEn: 'Waiting Review', bodyEn: 'Text.' });
    await submit(waiting.id);
    const later = await create({ titleEn: 'Later On', bodyEn: 'Text.' });
    const laterSent = await submit(later.id);
    await review(later.id, laterSent.version, { publishAt: '2027-01-01T00:00:00.000Z' });
    const gone = await published({ titleEn: 'Taken Down', bodyEn: 'Text.', tags: ['withdrawn-tag'] });
    const gonePath = `/magazine/taken-down-${gone.id}`;
    expect((await status(gonePath)).status).toBe(200);
    expect((await sitemap()).includes(gonePath)).toBe(true);
    expect((await status('/magazine/tags/withdrawn-tag')).status).toBe(200);
    const down = await editor.rest(`/admin/magazine/articles/${gone.id}/unpublish`, { method: 'POST', body: '{}' });
    expect(down.status).toBe(200);

    const paths = [
      `/magazine/draft-only-${draft.id}`,
      `/magazine/waiting-review-${waiting.id}`,
      `/magazine/later-on-${later.id}`,
      gonePath,
      `/magazine/${draft.id}`,
      '/magazine/no-such-article-99999',
      '/magazine/words-without-an-id',
      '/magazine/tags/withdrawn-tag',
    ];
    for (const path of paths) {
      for (const language of languages) {
        const { head } = await openPage(t, pathIn(path, language), 404);
        expect(head.titles, path).toEqual([pageMeta.notFound[language].title]);
        expect(head.meta('robots')).toEqual(['noindex']);
      }
    }
    const map = await sitemap();
    for (const id of [draft.id, waiting.id, later.id, gone.id]) expect(map).not.toMatch(new RegExp(`-${id}[?<"]`));
    expect(map).not.toContain('withdrawn-tag');
  });
});

describe('issue and tag pages', () => {
  let first: EditableArticle;
  let second: EditableArticle;
  beforeAll(async () => {
    first = await published({ ...brush, titleEn: 'Ink First', titleZh: '墨先行', standfirstEn: '', standfirstZh: '' });
    second = await published({ titleEn: 'Strings Second', titleZh: '琴弦其次', bodyEn: 'Text.', bodyZh: '正文。', tags: ['guqin'] });
    for (const issue of [
      {
        number: 7,
        titleEn: 'Ink and Moonlight',
        titleZh: '墨与月光',
        date: '2026-11-20',
        isPublished: true,
        articleIds: [second.id, first.id],
      },
      { number: 8, titleEn: 'Not Yet', titleZh: '未出', date: '2026-12-20', isPublished: false, articleIds: [] },
    ]) {
      const response = await editor.rest('/admin/magazine/issues', { method: 'POST', body: JSON.stringify(issue) });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as EditableIssue).number).toBe(issue.number);
    }
  });

  test('a published issue has its own head in each language; an unpublished or unknown number is 404; only the published is in the sitemap', async () => {
    const path = '/magazine/issues/7';
    const expected = {
      en: {
        title: 'Issue 7: Ink and Moonlight · Magazine · Chinese Culture Society',
        description: 'Issue 7 of the magazine, 2026-11-20: Strings Second; Ink First',
      },
      zh: { title: '第 7 期：墨与月光 · 会刊 · 中华文化学生会', description: '会刊第 7 期，2026-11-20：琴弦其次；墨先行' },
      'zh-Hant': { title: '第 7 期：墨與月光 · 會刊 · 中華文化學生會', description: '會刊第 7 期，2026-11-20：琴絃其次；墨先行' },
    } as const;
    for (const language of languages) {
      const { head, html } = await openPage(t, pathIn(path, language), 200);
      expectOwnPageHead(head, language, origin, { ...expected[language], path, image: null });
      expectOneFeedLink(html, language, `issue ${language}`);
    }
    for (const missing of ['/magazine/issues/8', '/magazine/issues/99', '/magazine/issues/07', '/magazine/issues/seven']) {
      expect((await status(missing)).status, missing).toBe(404);
    }
    const map = await sitemap();
    expect(map).toContain(`<loc>${origin}/magazine/issues/7</loc>`);
    expect(map).toContain(`<loc>${origin}/magazine/issues/7?language=zh-Hant</loc>`);
    expect(map).not.toContain('/magazine/issues/8');
  });

  test('a tag of a public article has its own head, whatever the letter case asked; a tag no public article carries is 404', async () => {
    for (const asked of ['calligraphy', 'CALLIGRAPHY', 'Calligraphy']) {
      const { head, html } = await openPage(t, `/magazine/tags/${asked}`, 200);
      expectOwnPageHead(head, 'en', origin, {
        title: 'Tag: Calligraphy · Magazine · Chinese Culture Society',
        description: 'Articles tagged “Calligraphy” in the magazine, in English and Chinese.',
        path: '/magazine/tags/Calligraphy',
        image: null,
      });
      expectOneFeedLink(html, 'en', asked);
    }
    const chinese = `/magazine/tags/${encodeURIComponent('书法')}`;
    const hant = await openPage(t, `${chinese}?language=zh-Hant`, 200);
    expectOwnPageHead(hant.head, 'zh-Hant', origin, {
      title: '標籤：書法 · 會刊 · 中華文化學生會',
      description: '會刊中標有「書法」的文章，中英雙語。',
      path: chinese,
      image: null,
    });
    expectOneFeedLink(hant.html, 'zh-Hant', 'tag zh-Hant');
    await create({ titleEn: 'Drafted Tag', bodyEn: 'Text.', tags: ['only-in-a-draft'] });
    expect((await status('/magazine/tags/only-in-a-draft')).status).toBe(404);
    expect((await status('/magazine/tags/nothing-at-all')).status).toBe(404);
    const map = await sitemap();
    expect(map).toContain(`<loc>${origin}/magazine/tags/Calligraphy</loc>`);
    expect(map).toContain(`<loc>${origin}/magazine/tags/guqin?language=zh</loc>`);
    expect(map).not.toContain('only-in-a-draft');
  });
});

describe('every magazine page names its feed once', () => {
  test('/magazine in each language, with the table’s head; other pages name none', async () => {
    for (const language of languages) {
      const { head, html } = await openPage(t, pathIn('/magazine', language), 200);
      expect(head.titles).toEqual([pageMeta.magazine[language].title]);
      expect(head.links('canonical')).toEqual([pathIn(`${origin}/magazine`, language)]);
      expectOneFeedLink(html, language, `/magazine ${language}`);
      // The society's record for the web app's first render, as every page has it.
      expect(html).toContain('<script type="application/json" id="site-content">');
    }
    for (const other of ['/', '/events', '/team']) expect(feedLinks((await openPage(t, other, 200)).html), other).toEqual([]);
    const map = await sitemap();
    expect(map).toContain(`<loc>${origin}/magazine</loc>`);
    expect(map).toContain(`<loc>${origin}/magazine?language=zh</loc>`);
  });
});
