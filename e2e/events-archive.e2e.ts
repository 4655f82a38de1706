// Twenty years of events on /events (issue 23, decision 027): 1,500 events (one every five days
// since 2007), the first view within ~2,000 DOM nodes and ~150 KB of API data, the year and page
// in the URL with back and forward, "show more", a walk to the oldest event by clicking and by
// keyboard, at 360 px and 1280 px, light and dark, English and Chinese, with axe.
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { archiveEventRows, insertArchiveRows } from '../bench/archive-events';
import { axeViolations, insertAccounts, openDatabase, reloadWith, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite({ SEED_DEMO: 'false' });
const rows = archiveEventRows(1500);

beforeAll(() => {
  // Straight into the database before any read, so no cached list predates them.
  const db = openDatabase(site);
  try {
    insertArchiveRows(db, rows);
  } finally {
    db.close();
  }
});

const oldest = rows[0]!;
const cards = (page: Page) => page.locator('.event-card');
const pastList = (page: Page) => page.getByRole('region', { name: /^Past events/ });

async function openEvents(page: Page, query = '') {
  await page.goto(`${site.url}/events${query}`);
  await page.locator('[data-screen="events"]').waitFor();
  await pastList(page).locator('.event-card').first().waitFor();
}

describe('the first view', () => {
  test('stays within 2,000 DOM nodes and 150 KB of API data with 1,500 events', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    const answers: Promise<number>[] = [];
    const urls: string[] = [];
    page.on('response', (response: Response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      urls.push(response.url());
      answers.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    });
    await openEvents(page);
    await page.waitForLoadState('networkidle');
    const nodes = await page.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let n = 0;
      while (walker.nextNode()) n++;
      return { all: n, elements: document.getElementsByTagName('*').length };
    });
    const bytes = (await Promise.all(answers)).reduce((a, b) => a + b, 0);
    console.log(
      `first view of /events with 1,500 events: ${nodes.all} DOM nodes (${nodes.elements} elements), ${await cards(page).count()} cards, ${bytes} bytes of API data (decoded) in ${urls.length} answers`,
    );
    expect(nodes.all).toBeLessThanOrEqual(2000);
    expect(bytes).toBeLessThanOrEqual(150_000);
    // Every list it read is its own cached answer (one read per request, no batch).
    expect(urls.filter((url) => url.includes('/api/trpc/events.') && url.includes('batch=1'))).toEqual([]);
    // What is on next comes first, then the latest past events, then a link per year back to 2007.
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    expect(await upcoming.locator('.event-card').count()).toBe(20);
    const years = page.getByRole('navigation', { name: 'Past events by year' }).getByRole('link');
    const pastYears = ((await (await fetch(`${site.url}/api/events/years?status=past`)).json()) as { years: unknown[] }).years;
    expect(pastYears.length).toBeGreaterThanOrEqual(2026 - 2007 + 1);
    expect(await years.count(), '“Latest”, then every year').toBe(1 + pastYears.length);
    expect(await years.last().textContent()).toBe('2007');
    expect(await years.last().getAttribute('aria-label')).toMatch(/^2007: \d+ events$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('"show more" adds the next coming events and says how many are shown', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const total = Number((await upcoming.getByRole('status').textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(20);
    // By keyboard: Enter on the button, which keeps the focus for the next step.
    await upcoming.getByRole('button', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => upcoming.locator('.event-card').count()).toBe(Math.min(40, total));
    if (total > 40) await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Show more');
    if (total > 40) expect(await upcoming.getByRole('status').textContent()).toBe(`Showing 40 of ${total} events`);
    const titles = await upcoming.locator('.event-card__title').allTextContents();
    expect(new Set(titles).size, 'no event twice').toBe(titles.length);
    await context.close();
  });
});

describe('the archive by year', () => {
  test('a visitor clicks their way to the oldest event: the year 2007, then its pages', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    await page
      .getByRole('navigation', { name: 'Past events by year' })
      .getByRole('link', { name: /^2007:/ })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?year=2007');
    await expect.poll(() => pastList(page).getByRole('heading', { level: 2 }).textContent()).toBe('Past events in 2007');
    // The heading takes focus, so the new page starts in view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('past-events-title');
    // 2007's events in pages of 24, the oldest last on the last page.
    const { total } = (await (await fetch(`${site.url}/api/events?status=past&year=2007`)).json()) as { total: number };
    const pages = Math.ceil(total / 24);
    expect(pages).toBeGreaterThan(2);
    const where = pastList(page).locator('.pager__where');
    await expect.poll(() => where.textContent()).toBe(`Page 1 of ${pages}`);
    for (let shown = 2; shown <= pages; shown++) {
      await pastList(page).getByRole('link', { name: 'Next page' }).click();
      await expect.poll(() => where.textContent()).toBe(`Page ${shown} of ${pages}`);
    }
    expect(await pastList(page).getByRole('link', { name: 'Next page' }).getAttribute('aria-disabled'), 'the last page').toBe('true');
    expect(await pastList(page).getByRole('link', { name: 'Next page' }).getAttribute('href'), 'the last page').toBeNull();
    const last = pastList(page).locator('.event-card__title').last();
    await expect.poll(() => last.textContent()).toBe(oldest.title_en);
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by keyboard: Enter on a focused year link, then on the next page link, follows them', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    const link2008 = page.getByRole('link', { name: /^2008:/ });
    await link2008.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?year=2008');
    const next = pastList(page).getByRole('link', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?year=2008&page=2');
    await context.close();
  });

  test('the year and page are in the URL: a shared link opens there, back and forward walk the pages', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const api = async (query: string) =>
      (
        (await (await fetch(`${site.url}/api/events?status=past&pageSize=24&${query}`)).json()) as { events: Array<{ titleEn: string }> }
      ).events.map((e) => e.titleEn);
    const titles = () => pastList(page).locator('.event-card__title').allTextContents();
    await openEvents(page, '?year=2019&page=2');
    await expect.poll(titles).toEqual(await api('year=2019&page=2'));
    expect(await page.locator('.year-link[aria-current="page"]').textContent()).toBe('2019');

    await openEvents(page);
    const latest = await titles();
    expect(latest).toEqual(await api('page=1'));
    await page.getByRole('link', { name: /^2019:/ }).click();
    await expect.poll(titles).toEqual(await api('year=2019&page=1'));
    // Everything above the list settled first (the upcoming list, fonts), so the click lands on
    // the link it aims at; the address says whether the click was followed, the titles whether
    // the page came.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const next = pastList(page).getByRole('link', { name: 'Next page' });
    expect(await next.getAttribute('href')).toBe('/events?year=2019&page=2');
    await next.click();
    await expect.poll(() => new URL(page.url()).search, { message: 'the next page link was followed' }).toBe('?year=2019&page=2');
    await expect.poll(titles).toEqual(await api('year=2019&page=2'));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?year=2019');
    await expect.poll(titles).toEqual(await api('year=2019&page=1'));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(titles).toEqual(latest);
    await page.goForward();
    await expect.poll(() => new URL(page.url()).search).toBe('?year=2019');
    await expect.poll(titles).toEqual(await api('year=2019&page=1'));

    // The past filter keeps the years; an empty year says so and links back.
    await openEvents(page, '?status=past&year=2012');
    expect(await page.locator('.filters .filter[aria-current="page"]').textContent()).toBe('Past');
    expect(await page.getByRole('link', { name: /^2011:/ }).getAttribute('href')).toBe('/events?status=past&year=2011');
    await page.goto(`${site.url}/events?year=1999`);
    await page.getByRole('status').filter({ hasText: 'No past events in 1999.' }).waitFor();
    await page.getByRole('link', { name: 'See the latest past events' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('at 360 px and 1280 px, light and dark, English and Chinese: nothing sticks out, and axe finds nothing', async () => {
    for (const width of [360, 1280]) {
      const { page, context, consoleErrors } = await openPage({ locale: 'en-US', viewport: { width, height: 800 } });
      await openEvents(page, '?year=2019');
      for (const [theme, language] of [
        ['light', 'en'],
        ['dark', 'zh'],
        ['dark', 'en'],
        ['light', 'zh'],
      ] as const) {
        await reloadWith(page, theme, language);
        await pastList(page)
          .or(page.getByRole('region', { name: /往期活动/ }))
          .locator('.event-card')
          .first()
          .waitFor();
        if (language === 'zh') {
          expect(await page.locator('#past-events-title').textContent()).toBe('2019 年的往期活动');
          expect(await page.getByRole('link', { name: /^2007 年：\d+ 场活动$/ }).count()).toBe(1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px ${theme} ${language}`).toBeLessThanOrEqual(
          width,
        );
        expect(await axeViolations(page), `${width} px ${theme} ${language}`).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('the pager', () => {
  test('fits one line at 360 px in both languages, and on page 1 its "Previous page" is plainly unavailable', async () => {
    for (const width of [360, 1280]) {
      const { page, context } = await openPage({ locale: 'en-US', viewport: { width, height: 800 } });
      await openEvents(page);
      for (const [theme, language] of [
        ['light', 'en'],
        ['dark', 'zh'],
      ] as const) {
        await reloadWith(page, theme, language);
        const pager = page.locator('.past-events .pager');
        await pager.waitFor();
        const boxes = await pager
          .locator(':scope > *')
          .evaluateAll((items) =>
            items.map((item) => item.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, right: r.right })),
          );
        const label = `${width} px ${theme} ${language}`;
        expect(boxes, label).toHaveLength(3);
        // One line: every part's middle within the others' tops and bottoms, and inside the screen.
        for (const box of boxes) {
          expect((box.top + box.bottom) / 2, label).toBeGreaterThan(Math.max(...boxes.map((b) => b.top)));
          expect((box.top + box.bottom) / 2, label).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)));
          expect(box.right, label).toBeLessThanOrEqual(width);
        }
        // Page 1: "Previous" is a link without an address, disabled for assistive technology,
        // and does not look like the "Next" beside it (faded, dashed, no pointer).
        const [previous, next] = [pager.getByRole('link').first(), pager.getByRole('link').last()];
        expect(await previous.getAttribute('aria-disabled'), label).toBe('true');
        expect(await previous.getAttribute('href'), label).toBeNull();
        expect(await previous.textContent()).toContain(language === 'en' ? 'Previous page' : '上一页');
        const look = (link: typeof previous) =>
          link.evaluate((e) => ({
            opacity: Number(getComputedStyle(e).opacity),
            border: getComputedStyle(e).borderTopStyle,
            cursor: getComputedStyle(e).cursor,
          }));
        expect(await look(next), label).toEqual({ opacity: 1, border: 'solid', cursor: 'pointer' });
        const off = await look(previous);
        expect(off.opacity, label).toBeLessThanOrEqual(0.5);
        expect(off.border, label).toBe('dashed');
        expect(off.cursor, label).toBe('not-allowed');
        await page
          .screenshot({
            path: `/tmp/screens-pager-${width}-${theme}-${language}.png`,
            fullPage: false,
            clip: { x: 0, y: Math.max(0, boxes[0]!.top - 100), width, height: 200 },
          })
          .catch(() => undefined);
      }
      await context.close();
    }
  });

  test('Back from page 2 returns to where the visitor left page 1: the pager, its "Next page" focused', async () => {
    for (const width of [360, 1280]) {
      const { page, context, consoleErrors } = await openPage({ locale: 'en-US', viewport: { width, height: 800 } });
      await openEvents(page);
      const next = pastList(page).getByRole('link', { name: 'Next page' });
      // The pager 300 px from the window's top, as a visitor who scrolled down to it.
      const left = await page.evaluate(() => {
        window.scrollTo(0, document.querySelector('.past-events .pager')!.getBoundingClientRect().top + window.scrollY - 300);
        return window.scrollY;
      });
      expect(left).toBeGreaterThan(500);
      // Where the window was at the click itself (Playwright may scroll the link further into view).
      await page.evaluate(() =>
        window.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = window.scrollY), {
          capture: true,
          once: true,
        }),
      );
      await next.click();
      const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
      expect(Math.abs(clickedAt - left), 'still near where the visitor scrolled to').toBeLessThan(800);
      await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
      // Page 2 starts at the list's heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('past-events-title');
      await page.goBack();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      // Within 2 px: a fractional position may round either way.
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - clickedAt), { message: `${width} px` })
        .toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.activeElement?.textContent), `${width} px`).toContain('Next page');
      // Forward again: page 2 at its heading, as a followed link would.
      await page.goForward();
      await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('past-events-title');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('past cards', () => {
  test('offer no "Add to calendar"; coming ones still do', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    const past = pastList(page).locator('.event-card');
    expect(await past.count()).toBeGreaterThan(0);
    expect(
      await pastList(page)
        .getByRole('button', { name: /^Add .* to (your )?calendar/i })
        .count(),
    ).toBe(0);
    expect(await pastList(page).locator('.event-actions button').count()).toBe(0);
    const coming = page.locator(
      '.event-card[data-status="upcoming"], .event-card[data-status="ongoing"], .featured-event:not([data-status="past"])',
    );
    expect(await coming.count()).toBeGreaterThan(0);
    expect(await coming.first().locator('.event-actions button').count()).toBe(1);
    await context.close();
  });
});

describe('event management', () => {
  test('still lists and searches every event: it reads the list’s pages of 100, each a cached read', async () => {
    await insertAccounts(site, [{ username: 'organiser', manageEvents: true }], 'a long passphrase');
    const { page, context } = await openPage({ locale: 'en-US' });
    const lists: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/trpc/events.list') && lists.push(request.url())));
    await signInThroughGuard(page, `${site.url}/admin/events?q=${encodeURIComponent('January 2007')}`, 'organiser', 'a long passphrase');
    await expect.poll(() => page.locator('.admin-count').textContent()).toMatch(/ of 6$/);
    expect(await page.getByText(oldest.title_en, { exact: true }).count()).toBe(1);
    expect(lists.length, 'pages of 100').toBe(15);
    await context.close();
  });
});
