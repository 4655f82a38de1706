// Every event its own page (issue 23, decision 026), end to end against the seeded events: the
// list's learn more opens it, its facts in the event's zone and the visitor's, the map and
// programme links, the calendar actions, "Copy link" (and the share sheet where the browser has
// one) saying what happened, an old address replaced by the current one, an unknown one the
// not-found screen; at 360 px and 1280 px, by keyboard, in both languages.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './support';
import type { Event } from '../shared/events.schema';

const { site, openPage } = useSite();

/** An event as the API answers it. */
type ApiEvent = Event;

async function concert(): Promise<ApiEvent> {
  const { events } = (await (await fetch(`${site.url}/api/events`)).json()) as { events: ApiEvent[] };
  const found = events.find((e) => e.isFeatured && e.programme === 'new-year-concert');
  expect(found, 'the demo seed features the New Year Concert').toBeDefined();
  return found!;
}

/** The public origin the server wrote into og:image (PUBLIC_ORIGIN), which shared links use. */
async function publicOrigin(page: Page) {
  return new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!).origin;
}

const eventScreen = (page: Page) => page.locator('[data-screen="event"]');

describe('an event’s page', () => {
  test('opens from the list’s learn more, with its facts: times in the event’s zone and the visitor’s, the place with a map, the programme, the description', async () => {
    const event = await concert();
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US', timezoneId: 'Europe/London' });
    await page.goto(`${site.url}/events`);
    await page
      .locator('.featured-event')
      .getByRole('link', { name: `Learn more: ${event.titleEn}` })
      .click();
    await eventScreen(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/events/${event.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.titleEn);
    await expect.poll(() => page.title()).toBe(`${event.titleEn} · Chinese Culture Society`);
    const facts = page.getByRole('region', { name: 'Details' });
    const time = facts.locator('time');
    expect(await time.getAttribute('datetime')).toBe(event.startsAt);
    // The seed puts the concert at 19:00 Toronto time, the zone named; London's time beside it.
    expect(await time.textContent()).toMatch(/7:00.*E[SD]T|GMT-[45]/);
    expect(await facts.innerText()).toMatch(/Your time: .*(GMT|BST|UTC)/);
    expect(await facts.innerText()).toContain(event.locationEn);
    const map = facts.getByRole('link', { name: /Show on Google Maps/ });
    expect(await map.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.locationEn)}`);
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('region', { name: 'About this event' }).innerText()).toContain(event.descriptionEn);
    // The programme's page, and back to the list.
    await facts.getByRole('link', { name: 'New Year Concert' }).click();
    await page.locator('[data-screen="new-year-concert"]').waitFor();
    await page.goBack();
    await eventScreen(page).waitFor();
    await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'All events' }).click();
    await page.locator('[data-screen="events"]').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the .ics download, and Google Calendar’s add-event page in a new tab', async () => {
    const event = await concert();
    const { page, context } = await openPage({ locale: 'en-US', acceptDownloads: true });
    await page.goto(`${site.url}/events/${event.slug}`);
    await eventScreen(page).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('new-year-concert.ics');
    const google = new URL((await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).toBe(event.titleEn);
    expect(google.searchParams.get('details')).toContain(`/events/${event.slug}`);
    await context.close();
  });

  test('“Copy link” by keyboard copies the page’s address in the visitor’s language and says so; the share sheet where the browser has one', async () => {
    const event = await concert();
    for (const [language, copyName, copied, shareName] of [
      ['en', 'Copy link', 'Link copied.', 'Share…'],
      ['zh', '复制链接', '链接已复制', '分享…'],
    ] as const) {
      const { page, context } = await openPage({
        locale: language === 'zh' ? 'zh-CN' : 'en-US',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      // Chromium on Linux has no share sheet: this page is given one that records what it was handed.
      await page.addInitScript(() => {
        (navigator as unknown as { share: (data: ShareData) => Promise<void> }).share = async (data) => {
          (window as unknown as { shared: ShareData }).shared = data;
        };
      });
      await page.goto(`${site.url}/events/${event.slug}${language === 'zh' ? '?language=zh' : ''}`);
      await eventScreen(page).waitFor();
      const address = `${await publicOrigin(page)}/events/${event.slug}${language === 'zh' ? '?language=zh' : ''}`;
      const share = page.getByRole('region', { name: language === 'zh' ? '分享此活动' : 'Share this event' });
      const status = share.getByRole('status');
      expect(await status.textContent()).toBe('');
      await share.getByRole('button', { name: copyName }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => status.textContent()).toContain(copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await share.getByRole('button', { name: shareName }).click();
      expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toMatchObject({
        url: address,
        title: language === 'zh' ? event.titleZh : event.titleEn,
      });
      await context.close();
    }
  });

  test('without a share sheet there is no share button; a refused clipboard shows the address to copy by hand', async () => {
    const event = await concert();
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(`${site.url}/events/${event.slug}`);
    await eventScreen(page).waitFor();
    const share = page.getByRole('region', { name: 'Share this event' });
    expect(await share.getByRole('button', { name: 'Share…' }).count()).toBe(0);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => share.getByRole('status').textContent())
      .toBe(`The link could not be copied here. Select it to copy: ${await publicOrigin(page)}/events/${event.slug}`);
    await context.close();
  });

  test('in Chinese, with the Chinese texts, in the event’s zone only when the visitor is in it', async () => {
    const event = await concert();
    const { page, context, consoleErrors } = await openPage({ locale: 'zh-CN', timezoneId: 'America/Toronto' });
    await page.goto(`${site.url}/events`);
    await page
      .locator('.featured-event')
      .getByRole('link', { name: `了解详情：${event.titleZh}` })
      .click();
    await eventScreen(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.titleZh);
    await expect.poll(() => page.title()).toBe(`${event.titleZh} · 中华文化学生会`);
    const facts = page.getByRole('region', { name: '活动信息' });
    expect(await facts.innerText()).toContain(event.locationZh);
    expect(await facts.innerText()).not.toContain('你所在时区');
    expect(await facts.locator('time').textContent()).toContain('多伦多时间');
    expect(await page.getByRole('region', { name: '活动介绍' }).innerText()).toContain(event.descriptionZh);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('addresses', () => {
  test('an old address lands on the current one: the server’s 301, and inside the app the address bar is replaced', async () => {
    const event = await concert();
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    const response = await page.goto(`${site.url}/events/old-concert-title-${event.id}?language=en&ref=wechat`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}/events/${event.slug}?language=en&ref=wechat`);
    await eventScreen(page).waitFor();
    // Inside the app (a link the app itself followed): no request for the page, the address replaced.
    const before = await page.evaluate(() => history.length);
    await page.evaluate((id) => {
      history.pushState(null, '', `/events/older-words-${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, event.id);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/events/${event.slug}`);
    // The old address was replaced, not added to: one entry for the push, none for the replacement.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(event.titleEn);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('an unknown event: 404 and the not-found screen, in the visitor’s language', async () => {
    const { page, context } = await openPage({ locale: 'zh-CN' });
    const response = await page.goto(`${site.url}/events/lantern-night-987654`);
    expect(response?.status()).toBe(404);
    await page.locator('[data-screen="not-found"]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('页面不存在');
    // Inside the app too: the screen asks, the server says there is no such event.
    await page.evaluate(() => {
      history.pushState(null, '', '/events/anything-123456');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-screen="not-found"]').waitFor();
    await expect.poll(() => page.title()).toBe('页面不存在 · 中华文化学生会');
    await context.close();
  });

  test('a programme’s coming events link to their pages', async () => {
    const event = await concert();
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/events/new-year-concert`);
    await page.locator('.programme-events').getByRole('link', { name: event.titleEn }).click();
    await eventScreen(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/events/${event.slug}`);
    await context.close();
  });
});

describe('layout', () => {
  test('at 360 px: one column, nothing sticks out, the facts before the description; at 1280 px the facts beside it', async () => {
    const event = await concert();
    const { page, context } = await openPage({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    await page.goto(`${site.url}/events/${event.slug}`);
    await eventScreen(page).waitFor();
    const box = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    let [facts, about] = [await box('Details'), await box('About this event')];
    expect(facts.y + facts.height).toBeLessThanOrEqual(about.y);
    expect(facts.width).toBeGreaterThan(300);

    await page.setViewportSize({ width: 1280, height: 800 });
    [facts, about] = [await box('Details'), await box('About this event')];
    expect(facts.x).toBeGreaterThanOrEqual(about.x + about.width);
    expect(facts.y).toBeLessThan(about.y + about.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // Without an image the text starts level with the facts.
    expect(Math.abs(about.y - facts.y)).toBeLessThan(60);
    await context.close();
  });

  test('with an image: above the text at 1280 px, at the top at 360 px, its box kept before it loads', async () => {
    const event = await concert();
    const { page, context } = await openPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    // The seed has no images: the page's read is answered with one.
    await page.route('**/api/trpc/event.get**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as [{ result: { data: Record<string, unknown> } }];
      body[0].result.data.imageUrl = '/og-image.jpg';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${site.url}/events/${event.slug}`);
    const image = page.locator('.event-page__image');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe(event.titleEn);
    const box = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!;
    let [picture, facts, about] = [(await image.boundingBox())!, await box('Details'), await box('About this event')];
    expect(picture.x + picture.width).toBeLessThanOrEqual(facts.x);
    expect(about.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    expect(picture.height).toBeGreaterThan(200);
    await page.setViewportSize({ width: 360, height: 740 });
    [picture, facts, about] = [(await image.boundingBox())!, await box('Details'), await box('About this event')];
    expect(picture.y + picture.height).toBeLessThanOrEqual(facts.y);
    expect(facts.y + facts.height).toBeLessThanOrEqual(about.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
