// The ticket page end to end in Chromium against the built site (issue 38, item 1): a registrant
// reads the ticket's link in the confirmation mail, opens it on a phone in Traditional Chinese and
// sees the QR code large, the name and the event; with the network gone, a reload still shows
// the ticket (the offline shell's page and the kept answer), saying it is the kept copy. A
// cancelled ticket says it no longer lets them in; a link that is no ticket says so. axe on the
// page in three languages and both themes, and on the bad link.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { lastMailTo } from '../tests/helpers/accounts';
import { axeViolations, insertAccounts, reloadWith, restToken, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
const phone = { viewport: { width: 360, height: 740 }, locale: 'zh-TW' };

interface Created {
  id: number;
  slug: string;
}

let event: Created;
/** The ticket pages' paths (/tickets/{code}), from the confirmation mails. */
const tickets = { sun: '', li: '' };

async function createEvent(token: string, fields: Record<string, unknown>): Promise<Created> {
  const response = await fetch(`${site.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ startsAt: '2030-03-02T00:00:00.000Z', endsAt: '2030-03-02T03:00:00.000Z', registrationOpen: true, ...fields }),
  });
  expect(response.status, JSON.stringify(fields)).toBe(200);
  return (await response.json()) as Created;
}

async function register(name: string, email: string, language = 'en') {
  const response = await fetch(`${site.url}/api/events/${event.id}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, language }),
  });
  expect(response.status, `${name} registers`).toBe(200);
}

/** The first match of `pattern` in the newest mail to `email` (the mail names PUBLIC_ORIGIN, not the test site). */
async function fromMail(email: string, pattern: RegExp): Promise<string> {
  // Polled by hand: expect.poll works only inside a test, and the mails are read in beforeAll too.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = pattern.exec(lastMailTo(site, email)?.text ?? '')?.[0];
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ticketLink = /\/tickets\/[A-Za-z0-9_-]{22}/;

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'organiser', manageEvents: true }], password);
  const token = await restToken(site, 'organiser', password);
  event = await createEvent(token, {
    titleEn: 'Lantern Night',
    titleZh: '灯笼之夜',
    locationEn: 'Hart House',
    locationZh: '哈特楼',
    capacity: 30,
  });
  await register('Sun Mei', 'sun.mei@example.com', 'zh-Hant');
  tickets.sun = await fromMail('sun.mei@example.com', ticketLink);
  await register('Li Hua', 'li.hua@example.com');
  tickets.li = await fromMail('li.hua@example.com', ticketLink);
});

/** Nothing wider than the window (no horizontal scroll at 360 px). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const ticketOf = (page: Page) => page.locator('[data-screen="ticket"][data-state="ticket"]');

describe('a registrant on a phone', () => {
  test('opens the ticket from the mail in 繁: the QR code large, the name, the event; offline, a reload still shows it', async () => {
    const { context, page, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}${tickets.sun}?language=zh-Hant`);
    const ticket = ticketOf(page);
    await ticket.waitFor();
    expect(await ticket.getAttribute('data-source')).toBe('network');
    await page.getByRole('heading', { level: 1, name: '燈籠之夜' }).waitFor();
    await ticket.getByText('有效：憑此入場。').waitFor();
    expect(await ticket.locator('[data-ticket-name]').textContent()).toBe('Sun Mei');
    await ticket.getByText('哈特樓').waitFor();
    // The code: loaded, as wide as the phone allows, on its own white.
    const qr = page.getByRole('img', { name: 'Sun Mei 的門票二維碼：入場時出示以簽到' });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.height).toBeGreaterThanOrEqual(280);
    expect(await qr.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The event's page and its calendar file.
    expect(await page.getByRole('link', { name: '活動頁面' }).getAttribute('href')).toBe(`/events/${event.slug}`);
    expect(await page.getByRole('link', { name: '加入行事曆（.ics）' }).getAttribute('href')).toBe(
      `/api/events/${event.id}.ics?language=zh-Hant`,
    );
    // By keyboard: Tab reaches the calendar file, then the event's page.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const reached: string[] = [];
    for (let i = 0; i < 30 && !reached.includes('活動頁面'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached.filter((text) => text === '加入行事曆（.ics）' || text === '活動頁面')).toEqual(['加入行事曆（.ics）', '活動頁面']);
    expect(consoleErrors).toEqual([]);

    // Kept by the offline shell (a service worker of the /tickets/ area), then the network goes.
    await page.locator('[data-offline-ready]').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.url}/offline-shell.js`);
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the page came from the offline shell').toBe(true);
    await ticket.waitFor();
    expect(await ticket.getAttribute('data-source')).toBe('kept');
    await page.getByRole('status').filter({ hasText: '你目前處於離線狀態：這是' }).waitFor();
    expect(await ticket.locator('[data-ticket-name]').textContent()).toBe('Sun Mei');
    await page.getByRole('heading', { level: 1, name: '燈籠之夜' }).waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(280);

    // Back online: the server's answer again, the offline words gone.
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => ticket.getAttribute('data-source')).toBe('network');
    expect(await page.locator('[data-offline]').count()).toBe(0);
    await context.close();
  });

  test('the offline shell leaves the rest of the site alone', async () => {
    const { context, page } = await openPage(phone);
    await page.goto(`${site.url}${tickets.sun}`);
    await page.locator('[data-offline-ready]').waitFor();
    // The worker answers only its area: the event's page is not under it.
    await page.goto(`${site.url}/events/${event.slug}`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const shell = await page.request.get(`${site.url}/offline-shell.js`);
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(shell.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    await context.close();
  });

  test('a cancelled ticket says it no longer lets them in, and shows no code', async () => {
    const cancel = await fromMail('li.hua@example.com', /\/events\/[a-z0-9-]+\/registrations\/[A-Za-z0-9_-]{32}/);
    const token = cancel.split('/').pop();
    const response = await fetch(`${site.url}/api/events/${event.id}/registrations/${token}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const { context, page } = await openPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.goto(`${site.url}${tickets.li}`);
    await ticketOf(page).waitFor();
    await page.getByText('Cancelled: this ticket no longer lets you in.').waitFor();
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await context.close();
  });
});

describe('a link that is no ticket', () => {
  test('says so, whether not of a code’s shape or unknown to the server', async () => {
    const { context, page, consoleErrors } = await openPage({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    await page.goto(`${site.url}/tickets/not-a-ticket`);
    const alert = page.getByRole('alert');
    await alert.getByText('This link does not open a ticket.', { exact: false }).waitFor();
    await page.goto(`${site.url}/tickets/${'A'.repeat(22)}`);
    await alert.getByText('This link does not open a ticket.', { exact: false }).waitFor();
    // The server's 404 is the browser's console error for the failed request, nothing else.
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'zh-Hant'],
    ] as const) {
      await reloadWith(page, theme, language);
      await page.locator('[data-state="bad-link"]').waitFor();
      expect(await axeViolations(page), `${theme} ${language}`).toEqual([]);
    }
    await context.close();
  });
});

describe('accessibility', () => {
  test('axe finds nothing on the ticket page in three languages and both themes', async () => {
    const { context, page } = await openPage();
    await page.goto(`${site.url}${tickets.sun}`);
    await ticketOf(page).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      for (const language of ['en', 'zh', 'zh-Hant'] as const) {
        await reloadWith(page, theme, language);
        await ticketOf(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        // The code stays black on white in the dark theme (a scanner needs its light quiet zone).
        expect(await page.locator('.ticket-page__qr img').evaluate((img) => getComputedStyle(img).backgroundColor)).toBe(
          'rgb(255, 255, 255)',
        );
        expect(await axeViolations(page), `${theme} ${language}`).toEqual([]);
      }
    }
    await context.close();
  });
});
