// The spine, end to end: the built site opens, the events screen lists the seeded events and
// its filters narrow them, with the filter in the URL.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, startSite, type Site } from './support';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface ApiEvent {
  titleEn: string;
  status: string;
}

async function seeded(status?: string): Promise<ApiEvent[]> {
  const response = await fetch(`${site.url}/api/events${status ? `?status=${status}` : ''}`);
  return ((await response.json()) as { events: ApiEvent[] }).events;
}

describe('events screen', () => {
  test('lists every seeded event, then each filter shows exactly that status', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${site.url}/events`);
    const titles = page.locator('.event-card__title');
    const all = await seeded();
    expect(all.length).toBeGreaterThan(3);
    await expect.poll(() => titles.count()).toBe(all.length);
    expect(await titles.allTextContents()).toEqual(all.map((e) => e.titleEn));

    for (const status of ['upcoming', 'ongoing', 'past']) {
      const expected = await seeded(status);
      expect(expected.length, `demo data has ${status} events`).toBeGreaterThan(0);
      await page.getByRole('navigation', { name: 'Show events' }).getByRole('link', { name: new RegExp(`^${status}$`, 'i') }).click();
      await expect.poll(() => page.url()).toContain(`status=${status}`);
      await expect.poll(async () => titles.allTextContents()).toEqual(expected.map((e) => e.titleEn));
      const statuses = await page.locator('.event-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-status')));
      expect(new Set(statuses)).toEqual(new Set([status]));
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a shared filter link opens filtered, and Chinese shows Chinese titles', async () => {
    const { page, context } = await openPage(browser, { locale: 'zh-CN' });
    await page.goto(`${site.url}/events?status=past`);
    const past = await seeded('past');
    const response = await fetch(`${site.url}/api/events?status=past`);
    const zhTitles = ((await response.json()) as { events: { titleZh: string }[] }).events.map((e) => e.titleZh);
    await expect.poll(() => page.locator('.event-card__title').allTextContents()).toEqual(zhTitles);
    expect(past.length).toBe(zhTitles.length);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });
});
