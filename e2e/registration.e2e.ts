// Registration end to end in Chromium against the built site (issue 23): a visitor at 360 px
// registers on an event's page, reads the confirmation mail (the outbox of the test site), opens
// its cancel link, confirms and sees the registration cancelled; a full event offers the
// waitlist; an event manager at 360 px opens the guest list, searches a name and checks the
// guest in with one tap, the count changing at once; deleting an event with registrants says
// they will be told; the editor sets the seats and the closing time. axe on the panel, the guest list and the cancel page in both languages and
// both themes. The site allows 10 registrations an hour per address: this file makes 9.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { lastMailTo } from '../tests/helpers/accounts';
import { animationsSettled, axeViolations, insertAccounts, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
const phone = { viewport: { width: 360, height: 740 }, locale: 'en-US' };

interface Created {
  id: number;
  slug: string;
}

const events: Record<'lantern' | 'workshop' | 'guqin' | 'plain', Created> = {} as never;

async function createEvent(token: string, fields: Record<string, unknown>): Promise<Created> {
  const response = await fetch(`${site.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ startsAt: '2030-03-02T00:00:00.000Z', endsAt: '2030-03-02T03:00:00.000Z', registrationOpen: true, ...fields }),
  });
  expect(response.status, JSON.stringify(fields)).toBe(200);
  return (await response.json()) as Created;
}

/** A registration made over the REST door, as a second visitor would (a scene's setup). */
async function register(event: Created, name: string, email: string, language = 'en') {
  const response = await fetch(`${site.url}/api/events/${event.id}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, language }),
  });
  expect(response.status, `${name} registers`).toBe(200);
  return (await response.json()) as { status: string; position: number | null };
}

/** The path of the cancel link in the newest mail to `email` (the mail names PUBLIC_ORIGIN, not the test site). */
async function cancelPathFor(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = /\/events\/[a-z0-9-]+\/registrations\/[A-Za-z0-9_-]{32}/.exec(lastMailTo(site, email)?.text ?? '')?.[0];
        return found !== undefined;
      },
      { message: `a mail with a cancel link to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Once a dialog's opening animation has run (its first frames are faded and scaled). */
const settled = (dialog: ReturnType<Page['getByRole']>) => animationsSettled(dialog, true).then(() => true);

/** Nothing wider than the window (no horizontal scroll at 360 px). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'organiser', manageEvents: true }], password);
  const token = await restToken(site, 'organiser', password);
  events.lantern = await createEvent(token, { titleEn: 'Lantern Night', titleZh: '灯笼之夜', capacity: 30, locationEn: 'Hart House' });
  events.workshop = await createEvent(token, { titleEn: 'Calligraphy Workshop', titleZh: '书法工作坊', capacity: 1 });
  events.guqin = await createEvent(token, { titleEn: 'Guqin Evening', titleZh: '古琴雅集', capacity: 2 });
  events.plain = await createEvent(token, { titleEn: 'Quiet Tea', registrationOpen: false });
  await register(events.guqin, 'Li Hua', 'li.hua@mail.utoronto.ca');
  await register(events.guqin, 'Wang Fang', 'wang.fang@example.com', 'zh');
  await register(events.guqin, 'Chen Jie', 'chen.jie@example.com');
  await register(events.workshop, 'Zhao Lei', 'zhao.lei@example.com');
});

const panelOf = (page: Page) => page.getByRole('region', { name: 'Register' });
const stateOf = (page: Page) => panelOf(page).locator('.registration__status').textContent();

describe('a visitor on a phone', () => {
  test('registers on the event’s page, gets the confirmation mail, opens its cancel link, confirms, and sees it cancelled', async () => {
    const { page, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}/events/${events.lantern.slug}`);
    const panel = panelOf(page);
    await panel.waitFor();
    expect(await stateOf(page)).toBe('30 seats left');
    await panel.getByText('Registration closes', { exact: false }).waitFor();
    // The shared schema's words first: nothing typed.
    await panel.getByRole('button', { name: 'Register' }).click();
    await panel.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    await panel.getByLabel('Your name').fill('Sun Mei');
    await panel.getByLabel('E-mail').fill('sun.mei@example.com');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await panel.getByRole('button', { name: 'Register' }).click();
    const result = panel.getByRole('status');
    await result.getByText('You’re registered.').waitFor();
    await result.getByText('A confirmation is on its way to sun.mei@example.com.').waitFor();
    // The seat is counted on the page at once.
    await expect.poll(() => stateOf(page)).toBe('29 seats left');

    // The same address again: the server's refusal, in the visitor's language, above the form.
    await panel.getByRole('button', { name: 'Register someone else' }).click();
    await panel.getByLabel('Your name').fill('Sun Mei again');
    await panel.getByLabel('E-mail').fill('Sun.Mei@example.com');
    await panel.getByRole('button', { name: 'Register' }).click();
    await panel.getByRole('alert').getByText('This e-mail address is already registered for this event.', { exact: false }).waitFor();

    // The mail: in English, with the event for the calendar, and the cancel link.
    const path = await cancelPathFor('sun.mei@example.com');
    const mail = lastMailTo(site, 'sun.mei@example.com')!;
    expect(mail.subject).toContain('Lantern Night');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(path.startsWith(`/events/${events.lantern.slug}/registrations/`)).toBe(true);
    await page.goto(`${site.url}${path}`);
    const screen = page.locator('[data-screen="event-registration"]');
    await screen.getByRole('heading', { name: 'Your registration', level: 1 }).waitFor();
    await screen.getByText('Sun Mei').waitFor();
    expect(await screen.locator('[data-status]').textContent()).toBe('Registered, with a seat');
    // Opening the link changed nothing (mail scanners open links).
    const before = (await (await fetch(`${site.url}/api/events/${events.lantern.id}/registrations/${path.split('/').at(-1)}`)).json()) as {
      status: string;
    };
    expect(before.status).toBe('confirmed');
    await screen.getByRole('heading', { name: 'Cancel my registration?' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screen.getByRole('button', { name: 'Cancel my registration' }).click();
    const done = screen.getByRole('status').filter({ hasText: 'Your registration is cancelled.' });
    await done.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Your registration is cancelled.');
    await page.reload();
    await screen.getByText('This registration was already cancelled.').waitFor();
    expect(await screen.getByRole('button', { name: 'Cancel my registration' }).count()).toBe(0);
    // A link with a wrong secret, and one that names no event.
    await page.goto(`${site.url}${path.replace(/[A-Za-z0-9_-]{32}$/, 'x'.repeat(32))}`);
    await screen.getByText('This link does not open a registration.', { exact: false }).waitFor();
    await page.goto(`${site.url}/events/lantern-night/registrations/${'y'.repeat(32)}`);
    await screen.getByText('This link does not open a registration.', { exact: false }).waitFor();
    // The seat is free again.
    await page.goto(`${site.url}/events/${events.lantern.slug}`);
    await expect.poll(() => stateOf(page)).toBe('30 seats left');
    // Refusals (the 409 above, the wrong links) are answers the browser logs as failed loads.
    expect(consoleErrors.filter((e) => !/\b(404|409)\b/.test(e))).toEqual([]);
  });

  test('a name holding a link is refused under the field, in English, Simplified and Traditional, and nothing is mailed (decision 041)', async () => {
    const { page, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}/events/${events.lantern.slug}`);
    const panel = panelOf(page);
    await panel.waitFor();
    await panel.getByLabel('Your name').fill('Pay fee at http://evil.example/pay now');
    await panel.getByLabel('E-mail').fill('phish.target@example.com');
    await panel.getByRole('button', { name: 'Register' }).click();
    const name = panel.getByLabel('Your name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await name.getAttribute('aria-describedby'))!.split(' ').find((id) => id.includes('error'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'Please write only your name: no web address, e-mail address or link.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(lastMailTo(site, 'phish.target@example.com')).toBeUndefined();
    for (const [language, region, label, button, words] of [
      ['zh', '报名', '你的姓名', '报名', '请只填写你的姓名，不要包含网址、电子邮箱地址或链接。'],
      ['zh-Hant', '報名', '你的姓名', '報名', '請只填寫你的姓名，不要包含網址、電子郵件地址或連結。'],
    ] as const) {
      await reloadWith(page, 'light', language);
      const localized = page.getByRole('region', { name: region });
      await localized.getByLabel(label).fill('见 evil.example');
      await localized.getByLabel(language === 'zh' ? '电子邮箱' : '電子郵件').fill('phish.target@example.com');
      await localized.getByRole('button', { name: button, exact: true }).click();
      await localized.locator('.field__error').getByText(words).waitFor();
    }
    expect(lastMailTo(site, 'phish.target@example.com')).toBeUndefined();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a full event offers the waitlist, and says the place on it', async () => {
    const { page, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}/events/${events.workshop.slug}`);
    const panel = panelOf(page);
    await panel.waitFor();
    expect(await stateOf(page)).toBe('Waitlist open');
    await panel.getByLabel('Your name').fill('Qian Yu');
    await panel.getByLabel('E-mail').fill('qian.yu@example.com');
    await panel.getByRole('button', { name: 'Join the waitlist' }).click();
    await panel.getByRole('status').getByText('You’re on the waitlist, number 1.').waitFor();
    expect(lastMailTo(site, 'qian.yu@example.com')).toBeDefined();
    // In Chinese, the server's refusal is in Chinese.
    await reloadWith(page, 'light', 'zh');
    const zhPanel = page.getByRole('region', { name: '报名' });
    await zhPanel.getByLabel('你的姓名').fill('钱雨');
    await zhPanel.getByLabel('电子邮箱').fill('qian.yu@example.com');
    await zhPanel.getByRole('button', { name: '加入候补名单' }).click();
    await zhPanel.getByRole('alert').getByText('此邮箱已报名此活动。', { exact: false }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors.filter((e) => !/\b409\b/.test(e))).toEqual([]);
  });

  test('an event that takes no registrations shows no panel', async () => {
    const { page } = await openPage(phone);
    await page.goto(`${site.url}/events/${events.plain.slug}`);
    await page.locator('[data-screen]').first().waitFor();
    await page.getByRole('heading', { name: 'Quiet Tea', level: 1 }).waitFor();
    expect(await panelOf(page).count()).toBe(0);
  });
});

describe('an event manager on a phone at the door', () => {
  async function manager() {
    const opened = await openPage(phone);
    await signInThroughGuard(opened.page, `${site.url}/admin/events`, 'organiser', password);
    await opened.page.locator('[data-screen="admin-events"] table').waitFor();
    return opened;
  }
  const row = (page: Page, id: number) => page.locator(`tr[data-event-id="${id}"]`);

  test('sees the counts, opens the guest list, searches a name, checks the guest in with one tap (and undoes it)', async () => {
    const { page, consoleErrors } = await manager();
    expect(await row(page, events.guqin.id).locator('[data-registrations]').textContent()).toBe('2 / 2 registered · 1 waiting');
    expect(await row(page, events.lantern.id).locator('[data-registrations]').count()).toBe(1);
    await row(page, events.guqin.id).getByRole('button', { name: 'Guest list: Guqin Evening' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest list' });
    await dialog.waitFor();
    await settled(dialog);
    // The whole screen, nothing wider than it.
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360 });
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const count = (name: string) => dialog.locator(`[data-count="${name}"]`).textContent();
    expect([await count('attended'), await count('confirmed'), await count('waitlisted')]).toEqual([
      '0 checked in',
      '2 / 2 confirmed',
      '1 waiting',
    ]);
    // The counts read as figures, not buttons: no border, no pill (issue 34 item 17).
    expect(
      await dialog.locator('[data-count="attended"]').evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderTopWidth, style.borderRadius, style.paddingLeft];
      }),
    ).toEqual(['0px', '0px', '0px']);
    // The waitlist in its order, under its own heading.
    expect(await dialog.getByRole('region', { name: 'Waitlist' }).getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Chen Jie'),
    ]);

    await dialog.getByLabel('Search guests').fill('wang');
    await expect.poll(() => dialog.locator('[data-registration-id]').count()).toBe(1);
    const checkIn = dialog.getByRole('button', { name: 'Check in Wang Fang' });
    const target = await checkIn.boundingBox();
    expect(target!.height, 'a big target').toBeGreaterThanOrEqual(44);
    await checkIn.click();
    await dialog.getByRole('status').filter({ hasText: 'Wang Fang checked in.' }).waitFor();
    await expect.poll(() => count('attended')).toBe('1 checked in');
    // The focus stays on the button, now Undo, never the page's body (issue 34 item 11).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Undo the check-in of Wang Fang');
    // Undo, by keyboard.
    const undo = dialog.getByRole('button', { name: 'Undo the check-in of Wang Fang' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => count('attended')).toBe('0 checked in');
    await dialog.getByRole('button', { name: 'Check in Wang Fang' }).click();
    await expect.poll(() => count('attended')).toBe('1 checked in');
    const listed = (await (
      await fetch(`${site.url}/api/admin/events/${events.guqin.id}/registrations`, {
        headers: { authorization: `Bearer ${await restToken(site, 'organiser', password)}` },
      })
    ).json()) as {
      registrations: { name: string; attended: boolean }[];
    };
    expect(listed.registrations.filter((r) => r.attended).map((r) => r.name)).toEqual(['Wang Fang']);
    // A name nobody has.
    await dialog.getByLabel('Search guests').fill('nobody here');
    await dialog.getByText('No guest matches “nobody here”.').waitFor();
    // The CSV of the list.
    expect(await dialog.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/admin/events/${events.guqin.id}/registrations.csv?language=en`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Deleting it says the three will be told; kept here.
    await row(page, events.guqin.id).getByRole('button', { name: 'Delete: Guqin Evening' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await confirm.getByText('The 3 registrants will be told by e-mail that the event is cancelled.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // The editor: the seats and the closing time checked with the shared schema's words; one
    // more seat moves the first of the waitlist up.
    await row(page, events.guqin.id).getByRole('button', { name: 'Edit: Guqin Evening' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit event' });
    await editor.waitFor();
    expect(await editor.getByLabel('Takes registrations').isChecked()).toBe(true);
    expect(await editor.getByLabel('Seats (optional)').inputValue()).toBe('2');
    await editor.getByLabel('Seats (optional)').fill('0');
    await editor.getByLabel('Registration closes (optional)').fill('2030-03-01T20:00');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByText('The seats must be a whole number from 1 to 10,000, or empty for no limit.').waitFor();
    await editor.getByText('Registration must close by the time the event starts.').waitFor();
    await editor.getByLabel('Seats (optional)').fill('3');
    await editor.getByLabel('Registration closes (optional)').fill('2030-03-01T12:00');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, events.guqin.id).locator('[data-registrations]').textContent()).toBe('3 / 3 registered');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});

describe('axe', () => {
  test('the registration panel, the guest list and the cancel page, in both languages and both themes', async () => {
    await register(events.lantern, 'Axe Guest', 'axe.guest@example.com');
    const path = await cancelPathFor('axe.guest@example.com');
    const { page } = await openPage(phone);
    await signInThroughGuard(page, `${site.url}/admin/events`, 'organiser', password);
    for (const language of ['en', 'zh'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`${site.url}/admin/events`);
        await reloadWith(page, theme, language);
        await page
          .locator(`tr[data-event-id="${events.guqin.id}"]`)
          .getByRole('button', { name: language === 'en' ? 'Guest list: Guqin Evening' : '来宾名单：古琴雅集' })
          .click();
        const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Guest list' : '来宾名单' });
        await dialog.locator('[data-count="attended"]').waitFor();
        await settled(dialog);
        expect(await axeViolations(page), `guest list ${language} ${theme}`).toEqual([]);

        await page.goto(`${site.url}/events/${events.lantern.slug}`);
        await reloadWith(page, theme, language);
        await page
          .getByRole('region', { name: language === 'en' ? 'Register' : '报名' })
          .getByRole('button')
          .waitFor();
        expect(await axeViolations(page), `panel ${language} ${theme}`).toEqual([]);
        await page.goto(`${site.url}/events/${events.workshop.slug}`);
        await page
          .getByRole('region', { name: language === 'en' ? 'Register' : '报名' })
          .locator('[data-state="waitlist"]')
          .waitFor();
        expect(await axeViolations(page), `panel, waitlist ${language} ${theme}`).toEqual([]);

        await page.goto(`${site.url}${path}`);
        await reloadWith(page, theme, language);
        await page.getByRole('button', { name: language === 'en' ? 'Cancel my registration' : '取消我的报名' }).waitFor();
        expect(await axeViolations(page), `cancel page ${language} ${theme}`).toEqual([]);
        await page.goto(`${site.url}${path.replace(/[A-Za-z0-9_-]{32}$/, 'x'.repeat(32))}`);
        await page.locator('[data-state="bad-link"]').waitFor();
        expect(await axeViolations(page), `wrong link ${language} ${theme}`).toEqual([]);
      }
    }
  });
});
