// The events screen end to end against the seeded events (past, ongoing, upcoming, and the
// featured New Year Concert): filters in the URL, the featured event, the learn-more link,
// the .ics download, the calendar subscription and the no-events message, in both languages.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, insertAccounts, restToken, useSite } from './support';
import type { Event } from '../shared/events.schema';

const { site, openPage } = useSite();

/** An event as the API answers it. */
type ApiEvent = Event;

async function seeded(status?: string): Promise<ApiEvent[]> {
  const response = await fetch(`${site.url}/api/events${status ? `?status=${status}` : ''}`);
  return ((await response.json()) as { events: ApiEvent[] }).events;
}

async function featuredEvent(): Promise<ApiEvent> {
  const featured = (await seeded()).filter((e) => e.isFeatured);
  expect(
    featured.map((e) => e.titleEn),
    'the demo seed features the New Year Concert',
  ).toEqual(['New Year Concert']);
  return featured[0]!;
}

async function openEvents(page: Page, query = '') {
  await page.goto(`${site.url}/events${query}`);
  await page.locator('[data-screen="events"]').waitFor();
}

describe('filters', () => {
  test('lists every seeded event, then each filter shows exactly that status', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    const titles = page.locator('.event-card__title');
    const all = await seeded();
    expect(all.length).toBeGreaterThan(3);
    await expect.poll(() => titles.count()).toBe(all.length);
    expect(await titles.allTextContents()).toEqual(all.map((e) => e.titleEn));

    for (const status of ['upcoming', 'ongoing', 'past']) {
      const expected = await seeded(status);
      expect(expected.length, `demo data has ${status} events`).toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Show events' })
        .getByRole('link', { name: new RegExp(`^${status}$`, 'i') })
        .click();
      await expect.poll(() => page.url()).toContain(`status=${status}`);
      await expect.poll(async () => titles.allTextContents()).toEqual(expected.map((e) => e.titleEn));
      const statuses = await page.locator('.event-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-status')));
      expect(new Set(statuses)).toEqual(new Set([status]));
      expect(await page.locator('.filters .filter[aria-current="page"]').textContent()).toMatch(new RegExp(`^${status}$`, 'i'));
    }
    await page.getByRole('navigation', { name: 'Show events' }).getByRole('link', { name: 'All' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => titles.count()).toBe(all.length);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a shared filter link opens filtered, and Chinese shows Chinese titles', async () => {
    const { page, context } = await openPage({ locale: 'zh-CN' });
    await openEvents(page, '?status=past');
    const past = await seeded('past');
    await expect.poll(() => page.locator('.event-card__title').allTextContents()).toEqual(past.map((e) => e.titleZh));
    expect(await page.locator('.filters .filter[aria-current="page"]').textContent()).toBe('已结束');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });
});

describe('featured event', () => {
  test('is shown above the list, and carries a Featured badge in the list too', async () => {
    const featured = await featuredEvent();
    for (const [locale, title, badge, heading] of [
      ['en-US', featured.titleEn, 'Featured', 'Featured event'],
      ['zh-CN', featured.titleZh, '精选', '精选活动'],
    ] as const) {
      const { page, context } = await openPage({ locale });
      await openEvents(page);
      const spotlight = page.getByRole('region', { name: title });
      await spotlight.waitFor();
      expect(await spotlight.locator('.featured-event__label').textContent()).toBe(heading);
      const card = page.locator('.event-card', { hasText: title });
      expect(await card.locator('.badge--featured').textContent()).toBe(badge);
      await context.close();
    }
  });

  test('is not shown when the filter leaves it out', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await openEvents(page, '?status=past');
    await page.locator('.event-card').first().waitFor();
    expect(await page.locator('.featured-event').count()).toBe(0);
    await context.close();
  });
});

describe('learn more', () => {
  test('is a link to the event’s own page, named for the event, in both languages (e2e/event-page.e2e.ts walks the page)', async () => {
    const featured = await featuredEvent();
    for (const [locale, name, timezoneId] of [
      ['en-US', `Learn more: ${featured.titleEn}`, 'Europe/London'],
      ['zh-CN', `了解详情：${featured.titleZh}`, 'America/Toronto'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale, timezoneId });
      await openEvents(page);
      if (locale === 'en-US') {
        // The card's start names its zone too (the browser is in London): "Mon, Feb 1, 2027, 7:00 PM EST".
        expect(await page.locator('.event-card', { hasText: featured.titleEn }).locator('.event-card__when').textContent()).toMatch(
          /7:00 (p\.m\.|PM) E[SD]T$/,
        );
      } else {
        expect(await page.locator('.featured-event time').first().textContent()).toMatch(/ 多伦多时间 19:00$/);
      }
      const links = page.getByRole('link', { name });
      // The featured event's box and its card both offer it.
      expect(await links.count()).toBe(2);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
        expect(href).toBe(`/events/${featured.slug}`);
      await links.first().click();
      await page.locator('[data-screen="event"]').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/events/${featured.slug}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('add to calendar', () => {
  function unfold(ics: string) {
    return ics.replace(/\r\n /g, '');
  }
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');

  test('downloads an RFC 5545 .ics of the event, in the visitor’s language', async () => {
    const featured = await featuredEvent();
    for (const [locale, label, title, location] of [
      ['en-US', `Add to calendar: ${featured.titleEn} (.ics file)`, featured.titleEn, featured.locationEn],
      ['zh-CN', `添加到日历：${featured.titleZh}（.ics 文件）`, featured.titleZh, featured.locationZh],
    ] as const) {
      const { page, context } = await openPage({ locale, acceptDownloads: true });
      await openEvents(page);
      const card = page.locator('.event-card', { hasText: title });
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: label }).click()]);
      expect(download.suggestedFilename()).toBe('new-year-concert.ics');
      const ics = fs.readFileSync((await download.path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(
        ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
        'lines folded at 75 octets',
      ).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
      const unfolded = unfold(ics);
      expect(unfolded).toContain('VERSION:2.0');
      expect(unfolded).toMatch(/PRODID:.+/);
      expect(unfolded).toMatch(/UID:event-\d+@/);
      expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
      expect(unfolded).toContain(`DTSTART:${utc(featured.startsAt)}`);
      expect(unfolded).toContain(`DTEND:${utc(featured.endsAt)}`);
      expect(unfolded).toContain(`SUMMARY:${title}`);
      // Commas and semicolons are escaped in TEXT values.
      expect(unfolded).toContain(`LOCATION:${location.replace(/,/g, '\\,')}`);
      await context.close();
    }
  });
});

describe('subscribe to the calendar', () => {
  test('webcal and Google links and the address to copy, at 360 px in the dark theme, in both languages, with no axe violation', async () => {
    for (const [locale, heading, webcal] of [
      ['en-US', 'Subscribe to the calendar', 'Apple Calendar or Outlook'],
      ['zh-CN', '订阅活动日历', 'Apple 日历或 Outlook'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale, viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await openEvents(page);
      const box = page.getByRole('region', { name: heading });
      // The public origin (PUBLIC_ORIGIN, as the server wrote it into og:image), not the address opened.
      const feed = new URL('/api/events.ics', (await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      expect(await box.getByRole('link', { name: webcal }).getAttribute('href')).toBe(`webcal://${feed.host}/api/events.ics`);
      expect(await box.getByRole('link', { name: /Google/ }).getAttribute('href')).toContain(
        encodeURIComponent(`webcal://${feed.host}/api/events.ics`),
      );
      await expect.poll(() => box.getByRole('textbox').inputValue()).toBe(feed.href);
      // Nothing sticks out at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The feed it names answers an iCalendar file.
      const answer = await fetch(`${site.url}${feed.pathname}`);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect((await answer.text()).startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('no events', () => {
  test('says so in the visitor’s language', async () => {
    for (const [locale, message, link] of [
      ['en-US', 'No events to show here yet. Please check back soon.', 'See all events'],
      ['zh-CN', '这里暂时还没有活动，敬请期待。', '查看全部活动'],
    ] as const) {
      const { page, context } = await openPage({ locale });
      // The seed always has events: answer each list call (one by one, decision 027) with none.
      await page.route('**/api/trpc/events.list**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ result: { data: { events: [], total: 0, page: 1, pageSize: 20 } } }),
        }),
      );
      await openEvents(page, '?status=ongoing');
      const notice = page.getByRole('status').filter({ hasText: message });
      await notice.waitFor();
      expect(await page.locator('.event-card').count()).toBe(0);
      await notice.getByRole('link', { name: link }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await context.close();
    }
  });
});

describe('a featured event far off', () => {
  // Last in this file: it adds events to the seed.
  test('is still above the list when twenty coming events come before it', async () => {
    const featured = await featuredEvent();
    await insertAccounts(site, [{ username: 'planner', manageEvents: true }], 'a long passphrase');
    const token = await restToken(site, 'planner', 'a long passphrase');
    const soon = Date.now() + 2 * 86_400_000;
    for (let i = 0; i < 22; i++) {
      const startsAt = new Date(soon + i * 3_600_000);
      const response = await fetch(`${site.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          titleEn: `Weekly session ${i + 1}`,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 1_800_000).toISOString(),
        }),
      });
      expect(response.status).toBe(200);
    }
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await openEvents(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.locator('.event-card').first().waitFor();
    expect(await upcoming.locator('.event-card', { hasText: featured.titleEn }).count(), 'not among the first coming events').toBe(0);
    expect(await page.locator('.featured-event .featured-event__title').textContent()).toBe(featured.titleEn);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
