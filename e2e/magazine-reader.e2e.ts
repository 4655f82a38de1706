// The magazine as readers meet it (issue 36, items 4 and 7), end to end in Chromium against the
// built site: three articles (one in both languages with a cover, a table and pinyin, one in
// English only, one in Chinese only) published through the REST door and an issue of two of them;
// /magazine, an article (an old address moves to the current one), an issue, a tag, the search
// (书法 and 書法 find the same article), at 360 px and 1280 px without anything wider than the
// screen; the links by keyboard; the header, menu, footer, home page and a team member's page
// linking to it; axe in three languages and two themes.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, insertAccounts, openDatabase, png, reloadWith, restToken, useSite } from './support';

const { site, openPage } = useSite();
const password = 'magazine-reader-e2e-password';
const issueNumber = 36;

interface Made {
  id: number;
  slug: string;
}
const made: Record<'brush' | 'lanterns' | 'tea', Made> = {} as never;
let editorToken = '';

async function rest<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = (await response.json()) as T;
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** Writes, submits and publishes an article as the editor; answers its id and slug. */
async function publish(token: string, content: Record<string, unknown>): Promise<Made> {
  const draft = await rest<{ id: number; version: number }>(token, '/staff/articles', { method: 'POST', body: JSON.stringify(content) });
  const submitted = await rest<{ version: number }>(token, `/staff/articles/${draft.id}/submit`, { method: 'POST', body: '{}' });
  const done = await rest<{ id: number; slug: string }>(token, `/admin/magazine/articles/${draft.id}/review`, {
    method: 'PUT',
    body: JSON.stringify({ decision: 'publish', version: submitted.version }),
  });
  return { id: done.id, slug: done.slug };
}

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'mag.editor', role: 'admin' }], password);
  const token = await restToken(site, 'mag.editor', password);
  editorToken = token;
  // The demo team stays (bylines link to its pages); the demo magazine goes, through the API, so
  // the lists, tags and issues are this file's own.
  const seeded = await rest<{ articles: Array<{ id: number }> }>(token, '/admin/magazine/articles?pageSize=50');
  for (const { id } of seeded.articles) await rest(token, `/admin/magazine/articles/${id}`, { method: 'DELETE' });
  const issues = await rest<{ issues: Array<{ id: number }> }>(token, '/admin/magazine/issues');
  for (const { id } of issues.issues) await rest(token, `/admin/magazine/issues/${id}`, { method: 'DELETE' });
  const db = openDatabase(site);
  const chen = (db.prepare(`select id from staff_accounts where username = 'chen.jiayi'`).get() as { id: number }).id;
  db.close();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png(1000, 600))], { type: 'image/png' }), 'cover.png');
  const upload = await fetch(`${site.url}/api/admin/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const cover = ((await upload.json()) as { url: string }).url;
  const wideTable = `| ${Array.from({ length: 9 }, (_, i) => `Brush number ${i + 1}`).join(' | ')} |\n|${'---|'.repeat(9)}\n| ${Array.from({ length: 9 }, () => 'Wolf hair, long tip').join(' | ')} |`;
  made.brush = await publish(token, {
    titleEn: 'The Brush Remembers',
    titleZh: '笔墨有记忆',
    standfirstEn: 'Calligraphy at the society, from first strokes to the New Year couplets.',
    standfirstZh: '从第一笔到春联：社团里的书法。',
    bodyEn: `## First strokes\n\nCalligraphy is practice: we write {汉字|hàn zì} every week.\n\n> Write slowly.\n\n${wideTable}\n\n### Ink\n\nGrind it yourself.`,
    bodyZh: '## 第一笔\n\n书法是一种练习。我们每周练习书法，写{汉字|hàn zì}。\n\n> 慢慢写。\n\n| 笔 | 用途 |\n|---|---|\n| 狼毫 | 行书 |',
    coverUrl: cover,
    coverAltEn: 'A brush resting on an ink stone',
    coverAltZh: '搁在砚台上的毛笔',
    tags: ['calligraphy', '书法'],
    authorIds: [chen],
    guestByline: 'A Guest Writer',
  });
  made.lanterns = await publish(token, {
    titleEn: 'Lanterns on the Lake',
    standfirstEn: 'How the Mid-Autumn evening came together.',
    bodyEn: 'Two hundred lanterns, one evening.',
    tags: ['festivals'],
  });
  made.tea = await publish(token, {
    titleZh: '茶与友谊',
    standfirstZh: '一场茶会的回顾。',
    bodyZh: '我们一起泡茶，聊天到深夜。',
    tags: ['茶'],
  });
  await rest(token, '/admin/magazine/issues', {
    method: 'POST',
    body: JSON.stringify({
      number: issueNumber,
      titleEn: 'Ink and Light',
      titleZh: '墨与光',
      date: '2026-11-20',
      isPublished: true,
      articleIds: [made.brush.id, made.lanterns.id],
    }),
  });
});

const narrow = { width: 360, height: 740 };
const wide = { width: 1280, height: 800 };

/** How much wider than the window the page is (0: nothing sticks out). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function open(path: string, viewport = wide, language?: string) {
  const opened = await openPage({ viewport, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
  const apiBytes: number[] = [];
  opened.page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiBytes.push((await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await opened.page.goto(`${site.url}${path}`);
  return { ...opened, apiBytes };
}

describe('/magazine', () => {
  for (const viewport of [wide, narrow]) {
    test(`at ${viewport.width} px: the latest issue, the recent articles, the tags and the issues, light`, async () => {
      const { page, context, consoleErrors, apiBytes } = await open('/magazine', viewport);
      await page.locator('[data-screen="magazine"]').waitFor();
      await page.locator('.article-card').nth(2).waitFor();
      await page.locator('#latest-issue-title').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').textContent()).toBe('Magazine');
      expect(await page.locator('#latest-issue-title').textContent()).toContain(`Issue ${issueNumber}`);
      expect(await page.locator('#latest-issue-title').textContent()).toContain('Ink and Light');
      const issueArticles = page.locator('.magazine-issue__articles a');
      expect(await issueArticles.allTextContents()).toEqual(['The Brush Remembers', 'Lanterns on the Lake']);
      // Newest first.
      expect(await page.locator('.magazine__recent .article-card__title').first().textContent()).toBe('茶与友谊');
      expect(await page.locator('.magazine__recent .article-card__title').first().getAttribute('lang')).toBe('zh-CN');
      for (const href of ['/magazine/tags/calligraphy', '/magazine/tags/%E4%B9%A6%E6%B3%95', `/magazine/issues/${issueNumber}`]) {
        expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
      }
      expect(await page.getByRole('search', { name: 'Search the magazine and events' }).count()).toBe(1);
      const cover = page.locator('.article-card__cover').first();
      expect(await cover.getAttribute('srcset')).toMatch(/480w, .*960w, .*1000w/);
      expect(await cover.getAttribute('alt')).toBe('A brush resting on an ink stone');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(1500);
      expect(apiBytes.reduce((sum, n) => sum + n, 0)).toBeLessThan(100 * 1024);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  test('its search box sends the words to /search, whose results are a link', async () => {
    const { page, context, consoleErrors } = await open('/magazine');
    await page.locator('[data-screen="magazine"]').waitFor();
    await page.getByRole('searchbox', { name: 'Search the magazine and events' }).fill('calligraphy');
    await page.keyboard.press('Enter');
    await page.locator('[data-screen="search"]').waitFor();
    expect(new URL(page.url()).search).toBe('?q=calligraphy');
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator(`.search-result a[href="/magazine/${made.brush.slug}"]`).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the links are reached by keyboard, in order: the header’s, the search, the issue, the cards, the tags', async () => {
    const { page, context } = await open('/magazine');
    await page.locator('.article-card').nth(2).waitFor();
    await page.locator('.magazine-tag').first().waitFor();
    const reached: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.tagName ?? ''));
    }
    const at = (href: string) => reached.indexOf(href);
    expect(at('/magazine'), reached.join(' ')).toBeGreaterThanOrEqual(0);
    expect(at('INPUT')).toBeGreaterThan(at('/magazine'));
    expect(at(`/magazine/${made.brush.slug}`)).toBeGreaterThan(at('INPUT'));
    expect(at(`/magazine/issues/${issueNumber}`)).toBeGreaterThan(at('INPUT'));
    expect(at(`/magazine/${made.tea.slug}`)).toBeGreaterThan(0);
    expect(at('/magazine/tags/calligraphy')).toBeGreaterThan(at(`/magazine/${made.tea.slug}`));
    await context.close();
  });
});

describe('an article', () => {
  for (const viewport of [wide, narrow]) {
    test(`at ${viewport.width} px: title, standfirst, bylines, dates, cover, the text with its table and pinyin, tags, issue`, async () => {
      const { page, context, consoleErrors } = await open(`/magazine/${made.brush.slug}`, viewport);
      await page.locator('[data-screen="magazine-article"] h1').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').textContent()).toBe('The Brush Remembers');
      await expect.poll(() => page.title()).toBe('The Brush Remembers · Chinese Culture Society');
      expect(await page.locator('.article__standfirst').textContent()).toContain('first strokes');
      const byline = page.locator('.article__byline');
      expect(await byline.textContent()).toBe('By Jiayi Chen and A Guest Writer');
      expect(await byline.locator('a').getAttribute('href')).toBe('/team/chen.jiayi');
      expect(await page.locator('.article__meta time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await page.locator('.article__meta').textContent()).toMatch(/1 min read/);
      const cover = page.locator('.article__cover');
      expect(await cover.getAttribute('alt')).toBe('A brush resting on an ink stone');
      expect(await cover.getAttribute('srcset')).toContain('960w');
      expect(await cover.getAttribute('sizes')).toBeTruthy();
      const body = page.locator('.article__body');
      expect(await body.locator('h2').textContent()).toBe('First strokes');
      expect(await body.locator('h3').count()).toBe(1);
      expect(await body.locator('ruby rt').textContent()).toBe('hàn zì');
      expect(await body.locator('blockquote').count()).toBe(1);
      expect(await body.locator('script, [onerror], [onclick]').count()).toBe(0);
      const table = await body
        .locator('table')
        .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
      expect(table.overflowX).toBe('auto');
      if (viewport === narrow) expect(table.scroll, 'the table scrolls inside the column').toBeGreaterThan(table.client);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // A readable measure: at most about 38em of the body's text.
      const measure = await body.evaluate((el) => el.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(el).fontSize));
      expect(measure).toBeLessThanOrEqual(38.5);
      expect(await page.locator('.article__tags a').allTextContents()).toEqual(['calligraphy', '书法']);
      expect(await page.locator(`.article__issue a[href="/magazine/issues/${issueNumber}"]`).count()).toBe(1);
      expect(await page.locator('.article__fallback').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  test('in Chinese: the Chinese text at line-height 1.8 and about 36 characters a line; an English-only article says so', async () => {
    const { page, context, consoleErrors } = await open(`/magazine/${made.brush.slug}?language=zh`, wide, 'zh');
    await page.locator('[data-screen="magazine-article"] h1').waitFor();
    expect(await page.locator('h1').textContent()).toBe('笔墨有记忆');
    const body = page.locator('.article__body');
    expect(await body.textContent()).toContain('书法是一种练习');
    const style = await body.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        lineHeight: Number.parseFloat(s.lineHeight) / Number.parseFloat(s.fontSize),
        chars: el.getBoundingClientRect().width / Number.parseFloat(s.fontSize),
      };
    });
    expect(style.lineHeight).toBeCloseTo(1.8, 1);
    expect(style.chars).toBeLessThanOrEqual(36.5);
    await page.goto(`${site.url}/magazine/${made.lanterns.slug}?language=zh`);
    await page.locator('.article__fallback').waitFor();
    expect(await page.locator('.article__fallback').textContent()).toContain('暂无中文版');
    expect(await page.locator('.article__body').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('an old address moves to the current one; an id that names no article is not found', async () => {
    const { page, context } = await open(`/magazine/some-old-words-${made.brush.id}`);
    await page.locator('[data-screen="magazine-article"] h1').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/magazine/${made.brush.slug}`);
    await page.goto(`${site.url}/magazine/no-such-article-987654`);
    await page.locator('[data-screen="not-found"]').waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  });
});

describe('an issue and a tag', () => {
  for (const viewport of [wide, narrow]) {
    test(`at ${viewport.width} px: the issue’s articles in its order; a tag’s articles; unknown ones are not found`, async () => {
      const { page, context, consoleErrors } = await open(`/magazine/issues/${issueNumber}`, viewport);
      await page.locator(`[data-issue="${issueNumber}"]`).waitFor();
      expect(await page.locator('h1').textContent()).toBe('Ink and Light');
      expect(await page.locator('.article-card__title').allTextContents()).toEqual(['The Brush Remembers', 'Lanterns on the Lake']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.goto(`${site.url}/magazine/tags/${encodeURIComponent('书法')}`);
      await page.locator('[data-tag="书法"]').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').textContent()).toContain('书法');
      expect(await page.locator('.article-card__title').allTextContents()).toEqual(['The Brush Remembers']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      for (const path of ['/magazine/issues/999', '/magazine/tags/no-such-tag-anywhere']) {
        await page.goto(`${site.url}${path}`);
        await page.locator('[data-screen="not-found"]').waitFor();
      }
      expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    });
  }
});

describe('/search', () => {
  for (const viewport of [wide, narrow]) {
    test(`at ${viewport.width} px: 书法 and 書法 find the article, its words marked; nothing found says so`, async () => {
      const { page, context, consoleErrors } = await open(`/search?q=${encodeURIComponent('书法')}`, viewport);
      await page.locator('[data-screen="search"]').waitFor();
      const result = page.locator('.search-result').filter({ has: page.locator(`a[href="/magazine/${made.brush.slug}"]`) });
      await result.waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await result.locator('.badge').textContent()).toBe('Article');
      expect(await page.getByRole('searchbox').inputValue()).toBe('书法');
      expect(await page.getByRole('status').textContent()).toMatch(/results? for “书法”/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.goto(`${site.url}/search?q=${encodeURIComponent('書法')}&language=zh-Hant`);
      await result.waitFor();
      expect(await result.locator('mark').first().textContent()).toMatch(/書法|书法/);
      expect(await result.locator('.badge').textContent()).toBe('文章');

      await page.goto(`${site.url}/search?q=zzqqyyxx`);
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Nothing was found for “zzqqyyxx”. Try another word, or fewer words.');
      await page.goto(`${site.url}/search`);
      await page.locator('[data-screen="search"] .notice').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the way to the magazine', () => {
  test('the header, the footer, the mobile menu, the home page and a team member’s page link to it', async () => {
    const { page, context, consoleErrors } = await open('/');
    await page.locator('[data-screen="home"]').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Magazine' }).count()).toBe(1);
    expect(await page.locator('footer a[href="/magazine"]').count()).toBe(1);
    expect(await page.locator('header a[href="/search"]').getAttribute('aria-label')).toBe('Search');
    // The newest articles come as the visitor scrolls towards them (the first load stays light).
    await page.waitForLoadState('networkidle');
    expect(await page.locator('section[aria-labelledby="magazine-title"]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const newest = page.locator('section[aria-labelledby="magazine-title"]');
    await newest.locator('.article-card').nth(2).waitFor();
    expect(await newest.locator('.article-card').count()).toBe(3);
    expect(await newest.locator('a[href="/magazine"]').count()).toBe(1);

    await page.goto(`${site.url}/team/chen.jiayi`);
    const dialog = page.getByRole('dialog');
    await dialog.locator(`a[href="/magazine/${made.brush.slug}"]`).waitFor();
    expect(await dialog.getByRole('heading', { name: 'Articles in the magazine' }).count()).toBe(1);
    // A member who wrote nothing shows no such section.
    await page.goto(`${site.url}/team/lin.xiaoyu`);
    await page.getByRole('dialog').locator('h2').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').getByRole('heading', { name: 'Articles in the magazine' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    const phone = await open('/magazine', narrow);
    await phone.page.locator('[data-screen="magazine"]').waitFor();
    await phone.page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = phone.page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Magazine', exact: true }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('link', { name: 'Search', exact: true }).click();
    await phone.page.locator('[data-screen="search"]').waitFor();
    await phone.context.close();
  });
});

describe.concurrent('axe', () => {
  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${language}, ${theme}: /magazine, an article and /search have no violations`, async () => {
        const { page, context } = await openPage({ reducedMotion: 'reduce' });
        await page.goto(`${site.url}/robots.txt`);
        await reloadWith(page, theme, language);
        const found: Record<string, unknown> = {};
        for (const [path, ready] of [
          ['/magazine', '.article-card >> nth=2'],
          [`/magazine/${made.brush.slug}`, '.article__body'],
          [`/search?q=${encodeURIComponent('书法')}`, '.search-result'],
        ] as const) {
          await page.goto(`${site.url}${path}`);
          await page.locator(ready).first().waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          const violations = await axeViolations(page);
          if (violations.length) found[path] = violations;
        }
        expect(JSON.stringify(found, null, 1)).toBe('{}');
        await context.close();
      }, 120_000);
    }
  }
});

// Last: it makes the magazine 500 articles long (issue 36 item 4's measure of the first view).
describe('with 500 articles', () => {
  test('the first view of /magazine stays within 1,500 elements and 100 KB of data, at 360 and 1280 px', async () => {
    const more = 500 - 3;
    const ids: number[] = [];
    // Four at a time: each is written, submitted and published as an editor would.
    for (let start = 0; start < more; start += 4) {
      const batch = Array.from({ length: Math.min(4, more - start) }, (_, k) => start + k);
      const published = await Promise.all(
        batch.map((i) =>
          publish(editorToken, {
            titleEn: `Notes from the society, number ${i + 1}`,
            titleZh: `社团札记第 ${i + 1} 篇`,
            standfirstEn: 'A short note on what happened this week at the society, with a few words more to fill two lines of a card.',
            standfirstZh: '本周社团发生的事情的简短记录，多写几句，让卡片有两行文字。',
            bodyEn: 'A paragraph of the note.\n\nAnother paragraph.',
            bodyZh: '札记的一段。\n\n另一段。',
            tags: [`topic ${i % 70}`, `theme ${i % 11}`],
          }),
        ),
      );
      ids.push(...published.map((article) => article.id));
    }
    await rest(editorToken, '/admin/magazine/issues', {
      method: 'POST',
      body: JSON.stringify({
        number: issueNumber + 1,
        titleEn: 'A Long Issue',
        titleZh: '长长的一期',
        date: '2026-11-27',
        isPublished: true,
        articleIds: ids.slice(0, 60),
      }),
    });
    for (const viewport of [wide, narrow]) {
      const { page, context, consoleErrors, apiBytes } = await open('/magazine', viewport);
      await page.locator('.magazine__recent .article-card').nth(11).waitFor();
      await page.locator('.magazine-tag').first().waitFor();
      await page.locator('#latest-issue-title').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#latest-issue-title').textContent()).toContain('A Long Issue');
      expect(await page.locator('.magazine__recent .article-card').count()).toBe(12);
      expect(await page.locator('.magazine-issue__articles li').count()).toBe(6);
      expect(await page.locator('.magazine-tag').count()).toBe(30);
      expect(await page.locator('.pager').getByText('Page 1 of 42').count()).toBe(1);
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      const bytes = apiBytes.reduce((sum, n) => sum + n, 0);
      expect(nodes, `${viewport.width} px`).toBeLessThan(1500);
      expect(bytes, `${viewport.width} px`).toBeLessThan(100 * 1024);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
