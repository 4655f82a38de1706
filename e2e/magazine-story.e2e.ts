// The magazine's whole story on a phone in Traditional Chinese (issue 36, "Done when"): at 360 px
// in 繁體, a staff member writes an article in both languages with a cover, and sends it for
// review; an editor reads it as readers will see it and publishes it; a reader finds it on
// /magazine, opens its page (its own head, Article JSON-LD and feed link as the server answers
// it), and the search finds it by 書法, 书法 and "calligraphy"; the feed (read by a feed parser)
// and the sitemap list it. Nothing overflows at any step.
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertAccounts, openDatabase, png, reloadWith, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite({ SEED_DEMO: 'false' });
const password = 'a long passphrase';
const phone = { viewport: { width: 360, height: 740 } };

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'writer' }, { username: 'editor' }], password);
  const db = openDatabase(site);
  try {
    db.prepare(`update staff_accounts set can_manage_magazine = 1 where username = 'editor'`).run();
  } finally {
    db.close();
  }
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const field = (page: Page, name: string) => page.locator(`form.article-form [name="${name}"]`);

describe('write, review and read on a phone in 繁體', () => {
  let slug = '';

  test('a staff member writes the article and sends it for review', async () => {
    const { page, context, consoleErrors } = await openPage(phone);
    await signInThroughGuard(page, `${site.url}/staff/articles`, 'writer', password);
    await page.locator('[data-screen="staff-articles"] h1').waitFor();
    await reloadWith(page, 'light', 'zh-Hant');
    await page.getByRole('button', { name: '新文章' }).click();
    await page.waitForURL(/\/staff\/articles\/\d+$/);
    await page.locator('form.article-form').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await field(page, 'titleEn').fill('The Brush Remembers');
    await field(page, 'titleZh').fill('笔墨有记忆');
    await field(page, 'standfirstEn').fill('Calligraphy at the society, from first strokes to couplets.');
    await field(page, 'standfirstZh').fill('从第一笔到春联：社团里的书法。');
    await field(page, 'bodyEn').fill('Calligraphy is practice.\n\n| Brush | Use |\n|---|---|\n| Wolf hair | Running script |');
    await field(page, 'bodyZh').fill('书法是一种练习。我们每周一起练习{书法|shū fǎ}。');
    await page.locator('input[data-cover-file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(60, 40) });
    await expect.poll(() => field(page, 'coverUrl').inputValue(), { timeout: 15_000 }).toMatch(/^\/uploads\/images\//);
    await field(page, 'coverAltEn').fill('Brushes on a table');
    await field(page, 'coverAltZh').fill('桌上的毛笔');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: '提交審閱' }).click();
    await expect.poll(() => page.getByText('你的文章已提交審閱。').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${site.url}/staff/articles`);
    await expect.poll(() => page.locator('[data-screen="staff-articles"]').textContent()).toContain('等待審閱');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('an editor reads it as readers will see it and publishes it', async () => {
    const { page, context, consoleErrors } = await openPage(phone);
    await signInThroughGuard(page, `${site.url}/admin/magazine`, 'editor', password);
    await reloadWith(page, 'dark', 'zh-Hant');
    // The title in the screen's language: the Chinese one, as written or made Traditional.
    const title = /(笔墨有记忆|筆墨有記憶)/;
    await page.getByRole('button', { name: new RegExp(`^審閱「${title.source}」$`) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^審閱：${title.source}$`) });
    await dialog.waitFor();
    // The server's rendering: the table, and the pinyin as ruby.
    await dialog.locator('[data-rendered] table').first().waitFor();
    expect(await dialog.locator('[data-rendered] ruby rt').first().textContent()).toBe('shū fǎ');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: '立即發布' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(new RegExp(`「${title.source}」已發布。`)).count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    const list = (await (await fetch(`${site.url}/api/magazine/articles`)).json()) as {
      articles: Array<{ slug: string; titleEn: string }>;
    };
    slug = list.articles.find((article) => article.titleEn === 'The Brush Remembers')!.slug;
    expect(slug).toMatch(/^the-brush-remembers-\d+$/);
  });

  test('a reader finds it on /magazine, reads it, and search, feed and sitemap have it', async () => {
    const { page, context, consoleErrors } = await openPage({ ...phone, locale: 'zh-TW' });
    await page.goto(`${site.url}/magazine?language=zh-Hant`);
    await reloadWith(page, 'light', 'zh-Hant');
    const card = page.locator('[data-screen="magazine"] a', { hasText: '筆墨有記憶' }).first();
    await card.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await card.click();
    await page.waitForURL(new RegExp(`/magazine/${slug}`));
    await page.locator('[data-screen="magazine-article"] h1').waitFor();
    expect(await page.locator('[data-screen="magazine-article"] h1').textContent()).toBe('筆墨有記憶');
    // Traditional made from the Simplified, the pinyin over its characters, the cover described.
    const text = page.locator('[data-screen="magazine-article"]');
    await expect.poll(() => text.textContent()).toContain('書法是一種練習');
    expect(await text.locator('ruby rt').first().textContent()).toBe('shū fǎ');
    expect(await text.getByRole('img', { name: '桌上的毛筆' }).count()).toBe(1);
    // Opened from the list (no new HTML), the page still names its language's feed, once.
    const feedLinks = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[type="application/atom+xml"]')].map((link) => link.href),
      );
    expect(await feedLinks()).toEqual([expect.stringMatching(/\/magazine\/feed\.xml\?language=zh-Hant$/)]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The page as the server answers it: its own title, JSON-LD and one feed link.
    const html = await (await fetch(`${site.url}/magazine/${slug}?language=zh-Hant`)).text();
    expect(html).toContain('<title>筆墨有記憶 · ');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article')!;
    expect(ld).toMatchObject({ headline: '筆墨有記憶', inLanguage: 'zh-Hant' });
    expect(html.match(/application\/atom\+xml/g)).toHaveLength(1);

    // The search finds it in both scripts and in English.
    for (const q of ['書法', '书法', 'calligraphy']) {
      await page.goto(`${site.url}/search?q=${encodeURIComponent(q)}`);
      await expect.poll(() => page.locator(`a[href^="/magazine/${slug}"]`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const feed = parseFeed(await (await fetch(`${site.url}/magazine/feed.xml?language=zh-Hant`)).text());
    expect(feed.items.map((item) => item.title)).toContain('筆墨有記憶');
    expect(feed.items.find((item) => item.title === '筆墨有記憶')!.url).toMatch(new RegExp(`^https?://[^/]+/magazine/${slug}`));
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/magazine/${slug}</loc>`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
