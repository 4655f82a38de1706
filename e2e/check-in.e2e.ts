// The scanner at the door end to end (issue 38) in Chromium against the built site: an event
// manager at 360 px opens /admin/events/{id}/check-in, Chromium's FAKE CAMERA plays a .y4m of a
// registrant's ticket QR (e2e/fake-camera.ts) and the page (zxing-wasm: Linux Chromium has no
// BarcodeDetector) decodes it: green with the name; read again, red "already checked in" with the
// time and the device. Offline (the context set offline), a second ticket typed in the field (a
// hand scanner's path) is green, decided on the device, "1 to sync"; back online it is synced and
// the server's guest list has it checked in once. A volunteer's link (made over the API) opens the
// scanner with no session and checks in, and cannot list the links (both doors). axe on the
// scanner in three languages and both themes.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastMailTo } from '../tests/helpers/accounts';
import { launchWithCamera, qrVideo } from './fake-camera';
import { axeViolations, insertAccounts, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
const phone = { viewport: { width: 360, height: 740 }, locale: 'en-US' };

let token = '';
let eventId = 0;
const tickets: Record<'li' | 'wang' | 'chen' | 'zhao' | 'liu', string> = { li: '', wang: '', chen: '', zhao: '', liu: '' };
let cameraBrowser: Browser | undefined;

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function register(name: string, email: string): Promise<string> {
  const response = await fetch(`${site.url}/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, language: 'en' }),
  });
  expect(response.status, `${name} registers`).toBe(200);
  // The mail goes out after the answer: wait for it (expect.poll is for tests, not hooks).
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = /https?:\/\/[^\s"'<>]+\/tickets\/[A-Za-z0-9_-]{22}/.exec(lastMailTo(site, email)?.text ?? '')?.[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with a ticket to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Guest {
  name: string;
  checkedInAt: string | null;
  checkedInDevice: string | null;
}
const guestList = async () =>
  (await api('GET', `/api/admin/events/${eventId}/check-in-list`)).body as unknown as { guests: Guest[]; checkedIn: number };

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'organiser', manageEvents: true }], password);
  token = await restToken(site, 'organiser', password);
  const created = await api('POST', '/api/events', {
    titleEn: 'Lantern Night',
    titleZh: '灯笼之夜',
    startsAt: '2030-03-02T00:00:00.000Z',
    endsAt: '2030-03-02T03:00:00.000Z',
    registrationOpen: true,
    capacity: 30,
  });
  expect(created.status).toBe(200);
  eventId = created.body!.id as number;
  tickets.li = await register('Li Hua', 'li.hua@example.com');
  tickets.wang = await register('Wang Fang', 'wang.fang@example.com');
  tickets.chen = await register('Chen Jie', 'chen.jie@example.com');
  tickets.zhao = await register('Zhao Lei', 'zhao.lei@example.com');
  tickets.liu = await register('Liu Yang', 'liu.yang@example.com');
});

afterAll(async () => {
  await cameraBrowser?.close();
});

const scannerUrl = () => `${site.url}/admin/events/${eventId}/check-in`;
const result = (page: Page) => page.locator('.check-in-result');
const counts = (page: Page) => page.locator('.check-in__counts').getAttribute('data-counts');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the manager’s scanner', () => {
  test('the fake camera checks a ticket in, green within the time; a second read is red with the first time and device; offline, a typed ticket is decided on the device and synced once back', async () => {
    const video = qrVideo(tickets.li);
    cameraBrowser = await launchWithCamera(video);
    const context = await cameraBrowser.newContext({ ...phone });
    await context.grantPermissions(['camera'], { origin: site.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await signInThroughGuard(page, scannerUrl(), 'organiser', password);
    await page.getByRole('heading', { level: 1, name: 'Check-in: Lantern Night' }).waitFor();
    expect(await counts(page)).toBe('0/5');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The device's name, asked once and kept.
    await page.getByLabel('Name of this device').fill('Door 2');
    await page.getByRole('button', { name: 'Save name' }).click();
    expect(await page.evaluate(() => localStorage.getItem('check-in-device'))).toBe('Door 2');

    await page.getByRole('button', { name: 'Start the camera' }).click();
    await page.locator('[data-camera="on"][data-decoder="zxing"]').waitFor({ timeout: 15_000 });
    const cameraOn = Date.now();
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor({ timeout: 10_000 });
    const answeredIn = Date.now() - cameraOn;
    // From the frame the code was read in to the answer on screen (decode, the server, the render).
    const answerMs = Number(await result(page).getAttribute('data-answer-ms'));
    console.info(`camera on → green: ${answeredIn} ms; frame read → answer shown: ${answerMs} ms`);
    expect(answerMs).toBeLessThan(500);
    // The camera's first frames and the 200 ms between frames read come on top.
    expect(answeredIn).toBeLessThan(2000);
    expect(await result(page).textContent()).toContain('Checked in');
    expect(await result(page).textContent()).toContain('Li Hua');
    expect(await counts(page)).toBe('1/5');

    // Held in front of the camera, the same code counts once; after the answer is dismissed (and the
    // repeat window is over) it is read again: red, with the first check-in's time and device.
    await page.waitForTimeout(2700);
    await page.keyboard.press('Escape');
    await result(page).and(page.locator('[data-result="alreadyCheckedIn"]')).waitFor({ timeout: 5_000 });
    const red = (await result(page).textContent()) ?? '';
    expect(red).toContain('Already checked in');
    expect(red).toContain('Door 2');
    expect(red).toMatch(/First checked in at .*\d/);
    await page.getByRole('button', { name: 'Stop the camera' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await result(page).waitFor({ state: 'detached' });
    expect((await guestList()).guests.find((g) => g.name === 'Li Hua')).toMatchObject({ checkedInDevice: 'Door 2' });

    // Offline: the hand scanner's path (the ticket's address typed, then Enter), decided here.
    await context.setOffline(true);
    await page.locator('[data-online="no"]').waitFor();
    const field = page.getByLabel('Ticket code');
    await field.fill(tickets.wang);
    await field.press('Enter');
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor();
    expect(await result(page).textContent()).toContain('Wang Fang');
    expect(await result(page).textContent()).toContain('offline');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.check-in__network').textContent()).toContain('Offline — 1 to sync');
    expect(await counts(page)).toBe('2/5');
    // The same ticket again, still offline: red from the device's own queue.
    await field.fill(tickets.wang);
    await field.press('Enter');
    await result(page).and(page.locator('[data-result="alreadyCheckedIn"]')).waitFor();
    await page.keyboard.press('Escape');
    expect((await guestList()).guests.find((g) => g.name === 'Wang Fang')?.checkedInAt).toBeNull();

    // A reload with the server still out of reach (the page's files load, the API does not): the
    // list and the queue come back from IndexedDB, and the scanner opens on them.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await page.locator('[data-online="no"]').waitFor();
    await expect.poll(() => page.locator('.check-in__network').textContent()).toContain('Offline — 1 to sync');
    expect(await counts(page)).toBe('2/5');

    // Back online: the queue goes, and the server has it once.
    await page.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.locator('[data-synced="1"]').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator('.check-in__network').getAttribute('data-to-sync')).toBe('0');
    const after = await guestList();
    expect(after.checkedIn).toBe(2);
    expect(after.guests.filter((g) => g.name === 'Wang Fang' && g.checkedInAt)).toHaveLength(1);
    expect(after.guests.find((g) => g.name === 'Wang Fang')?.checkedInDevice).toBe('Door 2');
    expect(await page.evaluate(() => indexedDB.databases().then((all) => all.map((db) => db.name)))).toContain('check-in');
    expect(errors).toEqual([]);
    await context.close();
    fs.rmSync(path.dirname(video.file), { recursive: true, force: true });
  }, 120_000);

  test('the events admin links each event to its scanner', async () => {
    const { page, context } = await openPage(phone);
    await signInThroughGuard(page, `${site.url}/admin/events`, 'organiser', password);
    const link = page.locator(`tr[data-event-id="${eventId}"] a[data-check-in-link]`);
    expect(await link.getAttribute('href')).toBe(`/admin/events/${eventId}/check-in`);
    expect(await link.getAttribute('aria-label')).toBe('Check-in at the door: Lantern Night');
    await context.close();
  });
});

describe('walk-ins and links at the manager’s scanner', () => {
  test('a walk-in is registered and checked in at once; a link is made (its QR large, its address), listed and revoked behind a question', async () => {
    const { page, context, consoleErrors } = await openPage(phone);
    await signInThroughGuard(page, scannerUrl(), 'organiser', password);
    await page.locator('.check-in__counts').waitFor();
    const before = (await counts(page))!.split('/').map(Number);

    const walkIn = page.getByRole('region', { name: 'Walk-in' });
    await walkIn.getByLabel('Name').fill('Sun Mei');
    await walkIn.getByLabel('E-mail').fill('sun.mei@example.com');
    await walkIn.getByRole('button', { name: 'Register and check in' }).click();
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor();
    expect(await result(page).textContent()).toContain('Registered and checked in');
    expect(await result(page).textContent()).toContain('Sun Mei');
    await page.keyboard.press('Escape');
    expect(await counts(page)).toBe(`${before[0]! + 1}/${before[1]! + 1}`);
    expect((await guestList()).guests.find((g) => g.name === 'Sun Mei')?.checkedInAt).not.toBeNull();

    // Search by name, one tap.
    const guests = page.getByRole('region', { name: 'Guest list' });
    await guests.getByLabel('Search by name').fill('liu');
    await guests.getByRole('button', { name: 'Check in Liu Yang' }).click();
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor();
    expect(await result(page).textContent()).toContain('Liu Yang');
    await page.keyboard.press('Enter');
    await result(page).waitFor({ state: 'detached' });
    await guests.getByText(/^Checked in /).waitFor();
    expect(await counts(page)).toBe(`${before[0]! + 2}/${before[1]! + 1}`);
    expect((await guestList()).guests.find((g) => g.name === 'Liu Yang')?.checkedInAt).not.toBeNull();

    const links = page.getByRole('region', { name: 'Check-in links for volunteers' });
    await links.getByLabel('Label (who or which door)').fill('Side door');
    await links.getByRole('button', { name: 'Make a link' }).click();
    const qr = links.getByRole('img', { name: 'QR code of the check-in link “Side door”' });
    await qr.waitFor();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(250);
    expect(await links.locator('[data-link-url]').inputValue()).toMatch(/\/check-in\/[A-Za-z0-9_-]{43}$/);
    const row = links.locator('tr', { hasText: 'Side door' });
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke the link “Side door”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this check-in link?' });
    await dialog.getByRole('button', { name: 'Revoke the link' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const listed = await api('GET', `/api/admin/events/${eventId}/check-in-links`);
    expect(
      (listed.body!.links as { label: string; revokedAt: string | null }[]).find((l) => l.label === 'Side door')?.revokedAt,
    ).not.toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a volunteer’s check-in link', () => {
  test('opens the scanner without an account and checks in; the link can do nothing else, at either door', async () => {
    const made = await api('POST', `/api/admin/events/${eventId}/check-in-links`, { label: 'Door 3' });
    expect(made.status).toBe(200);
    const linkPath = new URL(made.body!.url as string).pathname;
    const linkToken = linkPath.split('/').at(-1)!;

    const { page, context, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}${linkPath}`);
    await page.getByRole('heading', { level: 1, name: 'Check-in: Lantern Night' }).waitFor();
    expect(await page.locator('.check-in__volunteer').textContent()).toContain('Door 3');
    const field = page.getByLabel('Ticket code');
    await field.fill(tickets.chen);
    await field.press('Enter');
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor();
    expect(await result(page).textContent()).toContain('Chen Jie');
    await page.keyboard.press('Enter');
    await result(page).waitFor({ state: 'detached' });
    // Express mode: the answer clears itself, no tap, and the field is ready for the next code.
    await page.getByLabel('Express mode: answers clear themselves and scanning goes on').check();
    await field.fill(tickets.chen);
    await field.press('Enter');
    await result(page).and(page.locator('[data-result="alreadyCheckedIn"]')).waitFor();
    expect(await result(page).textContent()).toMatch(/First checked in at .*\d/);
    await result(page).waitFor({ state: 'detached', timeout: 4_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-code-field'))).toBe(true);
    // Managers' parts are not there.
    expect(await page.getByRole('heading', { name: 'Check-in links for volunteers' }).count()).toBe(0);
    expect((await guestList()).guests.find((g) => g.name === 'Chen Jie')?.checkedInAt).not.toBeNull();
    // A refused check-in is a 409 by the contract, which Chromium logs as a failed resource.
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
    await context.close();

    // Both doors refuse the link anything but check-in.
    const rest = await fetch(`${site.url}/api/admin/events/${eventId}/check-in-links`, { headers: { 'check-in-link': linkToken } });
    expect([401, 403]).toContain(rest.status);
    const input = encodeURIComponent(JSON.stringify({ id: eventId }));
    const trpc = await fetch(`${site.url}/api/trpc/checkIn.links?input=${input}`, { headers: { 'check-in-link': linkToken } });
    expect([401, 403]).toContain(trpc.status);
    const create = await fetch(`${site.url}/api/admin/events/${eventId}/check-in-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'check-in-link': linkToken },
      body: JSON.stringify({ label: 'Mine' }),
    });
    expect([401, 403]).toContain(create.status);
  });

  // Needs the offline shell's service worker (lib/offline-shell.ts, the ticket slice): until it
  // lands the page itself cannot load with no network, and this test waits for it.
  const offlineShell = fs
    .readFileSync(path.resolve(import.meta.dirname, '../client/src/lib/offline-shell.ts'), 'utf8')
    .includes('serviceWorker');
  test.skipIf(!offlineShell)('a reload with no network at all keeps the list and the queue, which go once back', async () => {
    const made = await api('POST', `/api/admin/events/${eventId}/check-in-links`, { label: 'Door 4' });
    const linkPath = new URL(made.body!.url as string).pathname;
    const { page, context } = await openPage(phone);
    await page.goto(`${site.url}${linkPath}`);
    await page.locator('.check-in__counts').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    const field = page.getByLabel('Ticket code');
    await field.fill(tickets.zhao);
    await field.press('Enter');
    await result(page).and(page.locator('[data-result="checkedIn"]')).waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => page.locator('.check-in__network').textContent()).toContain('Offline — 1 to sync');
    await context.setOffline(false);
    await page.locator('[data-synced="1"]').waitFor({ timeout: 10_000 });
    expect((await guestList()).guests.find((g) => g.name === 'Zhao Lei')?.checkedInAt).not.toBeNull();
    await context.close();
  });

  test('a dead link says so', async () => {
    const { page, context } = await openPage(phone);
    await page.goto(`${site.url}/check-in/${'x'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'This check-in link does not work' }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  test('axe finds nothing on the scanner and on a red answer, in three languages and both themes', async () => {
    const { page, context } = await openPage({ ...phone, reducedMotion: 'reduce' });
    await signInThroughGuard(page, scannerUrl(), 'organiser', password);
    await page.locator('.check-in__counts').waitFor();
    for (const language of ['en', 'zh', 'zh-Hant'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await reloadWith(page, theme, language);
        await page.locator('.check-in__counts').waitFor();
        expect(await axeViolations(page), `${language} ${theme}`).toEqual([]);
        const field = page.locator('[data-code-field]');
        await field.fill('not a ticket');
        await field.press('Enter');
        await result(page).and(page.locator('[data-result="unknown"]')).waitFor();
        expect(await axeViolations(page), `${language} ${theme}, a red answer`).toEqual([]);
        await page.keyboard.press('Escape');
        await result(page).waitFor({ state: 'detached' });
      }
    }
    await context.close();
  }, 180_000);
});
