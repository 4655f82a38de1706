// The newsletter's public side in Chromium against the built site (issue 37 items 1 and 2): axe
// on the confirmation page, the preferences page and the magazine's and the footer's subscribe
// forms, in English, 简体 and 繁體 and both themes; the form's own validation; the registration
// form's unticked newsletter box; and a reader's whole story at 360 px in 繁體: subscribe on
// /magazine, the confirmation mail, its link, the button, the preferences (topics changed), leave,
// and subscribing again asks for a new confirmation. The story needs the server's bodies
// (server/modules/newsletter); the rest runs against the skeleton too (no server call, or a link
// that cannot be a token).
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loadSecretKey } from '../server/lib/secret-box';
import { lastMailTo, outbox } from '../tests/helpers/accounts';
import { axeViolations, insertAccounts, openDatabase, reloadWith, restToken, useSite } from './support';

const { site, openPage } = useSite();
const phone = { viewport: { width: 360, height: 740 }, locale: 'en-US' };
const password = 'a long passphrase';

/** A token of the links' shape that names nothing (43 characters of base64url, as 256 bits are). */
const unknownToken = 'Nothing1Nothing2Nothing3Nothing4Nothing5Nah';

/** Nothing wider than the window (no horizontal scroll at 360 px). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const magazineForm = (page: Page) => page.locator('#newsletter');

describe('axe', () => {
  test.each(['en', 'zh', 'zh-Hant'] as const)(
    'the confirmation page, the preferences page and the subscribe forms in %s, both themes',
    async (language) => {
      const { page, consoleErrors } = await openPage(phone);
      for (const theme of ['light', 'dark'] as const) {
        const label = `${language} ${theme}`;
        // The confirmation page asks before it confirms: nothing is called on load.
        await page.goto(`${site.url}/newsletter/confirm/${unknownToken}`);
        await reloadWith(page, theme, language);
        const confirm = page.locator('[data-screen="newsletter-confirm"]');
        await confirm.locator('[data-state="ask"], .newsletter-page__card').first().waitFor();
        await confirm.getByRole('button').waitFor();
        expect(await axeViolations(page), `confirm page ${label}`).toEqual([]);
        expect(await overflow(page), `confirm page ${label}`).toBeLessThanOrEqual(0);

        // A link that cannot be a token: says so, with the form to start again.
        await page.goto(`${site.url}/newsletter/confirm/short`);
        await page.locator('[data-state="bad-link"]').first().waitFor();
        await page.locator('[data-newsletter-form="full"]').waitFor();
        expect(await axeViolations(page), `confirm page, bad link ${label}`).toEqual([]);

        await page.goto(`${site.url}/newsletter/preferences/short`);
        await page.locator('[data-screen="newsletter-preferences"] [data-state="bad-link"]').waitFor();
        expect(await axeViolations(page), `preferences page, bad link ${label}`).toEqual([]);
        expect(await overflow(page), `preferences page ${label}`).toBeLessThanOrEqual(0);

        // The sample link of a preview or a test mail: says what the link does for a reader.
        await page.goto(`${site.url}/newsletter/preferences/sample`);
        await page.locator('[data-screen="newsletter-preferences"] [data-state="sample"]').waitFor();
        expect(await axeViolations(page), `preferences page, sample link ${label}`).toEqual([]);

        // The magazine's form, and the footer's once the visitor nears it.
        await page.goto(`${site.url}/magazine`);
        await magazineForm(page).locator('form').waitFor();
        await page.locator('footer').scrollIntoViewIfNeeded();
        await page.locator('[data-newsletter-form="compact"]').waitFor();
        await page.locator('[data-newsletter-form="compact"] summary').click();
        expect(await axeViolations(page), `magazine and footer forms ${label}`).toEqual([]);
        expect(await overflow(page), `magazine ${label}`).toBeLessThanOrEqual(0);
      }
      expect(consoleErrors).toEqual([]);
    },
    180_000,
  );
});

describe('the subscribe form', () => {
  test('defaults to the page’s language and both topics, and says what to fix in the visitor’s language, before asking the server', async () => {
    const { page } = await openPage();
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('newsletter.subscribe') || request.url().includes('/newsletter/subscriptions')) calls++;
    });
    await page.goto(`${site.url}/magazine`);
    const form = magazineForm(page);
    await form.getByRole('heading', { name: 'The newsletter', level: 2 }).waitFor();
    expect(await form.getByLabel('Language of the mails').inputValue()).toBe('en');
    expect(await form.getByLabel('The magazine (new articles)').isChecked()).toBe(true);
    expect(await form.getByLabel('Coming events').isChecked()).toBe(true);

    // Nothing typed: the address is asked for, and focused.
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    await form.getByText('Please fill in this field.').waitFor();
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');

    // Not an address, and no topic: each said beside its field.
    await form.getByLabel('E-mail').fill('not an address');
    await form.getByLabel('The magazine (new articles)').uncheck();
    await form.getByLabel('Coming events').uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter a valid e-mail address, like name@mail.utoronto.ca.').waitFor();
    await form.getByText('Please choose what to receive: the magazine, coming events, or both.').waitFor();
    // Ticking a topic drops its error; the address's stays.
    await form.getByLabel('Coming events').check();
    await expect.poll(() => form.getByText('Please choose what to receive', { exact: false }).count()).toBe(0);
    expect(await form.getByText('Please enter a valid e-mail address', { exact: false }).count()).toBe(1);
    expect(calls).toBe(0);

    // In 繁體: the words, and the language chosen by default.
    await reloadWith(page, 'light', 'zh-Hant');
    await form.getByRole('heading', { name: '電子報', level: 2 }).waitFor();
    expect(await form.getByLabel('郵件語言').inputValue()).toBe('zh-Hant');
    await form.getByRole('button', { name: '訂閱' }).click();
    await form.getByText('請填寫此項。').waitFor();
    await form.getByRole('alert').getByText('請修正標出的欄位。').waitFor();

    // The footer's compact form: the address and the button, the choices folded with their defaults.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const footer = page.locator('[data-newsletter-form="compact"]');
    await footer.getByRole('button', { name: '訂閱' }).waitFor();
    expect(await footer.getByLabel('郵件語言').isVisible()).toBe(false);
    await footer.getByLabel('電子郵件').fill('nope');
    await footer.getByRole('button', { name: '訂閱' }).click();
    await footer.getByText('請輸入有效的電子郵件地址', { exact: false }).waitFor();
    expect(calls).toBe(0);
  });

  test('the registration form has its own unticked newsletter box', async () => {
    // An event with registration open, made as an organiser would.
    await insertAccounts(site, [{ username: 'organiser', manageEvents: true }], password);
    const token = await restToken(site, 'organiser', password);
    const response = await fetch(`${site.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        titleEn: 'Newsletter Tea',
        startsAt: '2030-03-02T00:00:00.000Z',
        endsAt: '2030-03-02T03:00:00.000Z',
        registrationOpen: true,
      }),
    });
    expect(response.status).toBe(200);
    const { slug } = (await response.json()) as { slug: string };
    const { page } = await openPage(phone);
    await page.goto(`${site.url}/events/${slug}`);
    const panel = page.getByRole('region', { name: 'Register' });
    const box = panel.getByLabel('Also send me the society’s newsletter');
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    // What the box sends: `newsletter: true` in the registration's input, only when ticked.
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('registrations.register')) sent.push(request.postDataJSON());
    });
    await panel.getByLabel('Your name').fill('Hu Yan');
    await panel.getByLabel('E-mail').fill('hu.yan@example.com');
    await box.check();
    await panel.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => JSON.stringify(sent)).toContain('"newsletter":true');
  });
});

/** The path of the confirmation link in the newest mail to `email` (the mail names PUBLIC_ORIGIN). */
async function confirmPathFor(email: string, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mails = outbox(site).filter((m) => m.to.toLowerCase().includes(email));
        if (mails.length <= after) return false;
        found = /\/newsletter\/confirm\/[A-Za-z0-9_-]{32,128}/.exec(lastMailTo(site, email)?.text ?? '')?.[0];
        return found !== undefined;
      },
      { message: `a confirmation mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The address's own link (every newsletter carries it): mac('newsletter', id:salt) with the site's key (decision 050). */
function preferencesPathFor(email: string): string {
  const db = openDatabase(site);
  try {
    const row = db.prepare('select id, token_salt from newsletter_subscribers where email = ?').get(email) as
      | { id: number; token_salt: string }
      | undefined;
    expect(row, `a subscriber ${email}`).toBeDefined();
    const key = loadSecretKey(site.dataDir, undefined);
    const token = createHmac('sha256', key).update(`newsletter\0${row!.id}:${row!.token_salt}`).digest('base64url');
    return `/newsletter/preferences/${token}`;
  } finally {
    db.close();
  }
}

describe('a reader on a phone, in 繁體', () => {
  test('subscribes on the magazine, confirms from the mail with a button, changes the topics, leaves, and coming back asks again', async () => {
    const email = 'lin.yu@example.com';
    const { page, consoleErrors } = await openPage(phone);
    await page.goto(`${site.url}/magazine`);
    await reloadWith(page, 'light', 'zh-Hant');
    const form = magazineForm(page);
    await form.getByLabel('電子郵件').fill(email);
    expect(await form.getByLabel('郵件語言').inputValue()).toBe('zh-Hant');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: '訂閱' }).click();
    // The server's answer (server/modules/newsletter): a failure would show above the form.
    await form.locator('[role="status"], .newsletter-form__alert .form-error').first().waitFor();
    expect(await form.locator('.newsletter-form__alert .form-error').allTextContents(), 'subscribing failed').toEqual([]);
    const done = form.getByRole('status');
    await done.getByText('差一步：請檢視你的信箱。').waitFor();
    await done.getByText(email, { exact: false }).waitFor();

    // The mail, in 繁體, with the link; opening it changes nothing (mail scanners follow links).
    const path = await confirmPathFor(email);
    const mail = lastMailTo(site, email)!;
    expect(mail.text).toMatch(/[訂閱確認]/);
    await page.goto(`${site.url}${path}?language=zh-Hant`);
    const confirmScreen = page.locator('[data-screen="newsletter-confirm"]');
    await confirmScreen.getByRole('heading', { name: '確認訂閱', level: 1 }).waitFor();
    const statusOf = () => {
      const db = openDatabase(site);
      try {
        return (db.prepare('select status from newsletter_subscribers where email = ?').get(email) as { status: string }).status;
      } finally {
        db.close();
      }
    };
    expect(statusOf()).toBe('pending');
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await confirmScreen.getByRole('button', { name: '確認訂閱' }).click();
    await confirmScreen.getByRole('status').getByText('訂閱成功。').waitFor();
    expect(statusOf()).toBe('subscribed');

    // The address's own page, from the confirmation: the address partly hidden, the status; the topics changed and saved.
    await confirmScreen.getByRole('link', { name: '選擇語言與內容' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(preferencesPathFor(email));
    const prefs = page.locator('[data-screen="newsletter-preferences"]');
    await prefs.getByRole('heading', { name: '你的電子報', level: 1 }).waitFor();
    expect(await prefs.locator('[data-field="email"]').textContent()).toMatch(/^l\*+@example\.com$/);
    expect(await prefs.locator('[data-status]').textContent()).toBe('已訂閱');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await prefs.getByLabel('即將舉辦的活動').uncheck();
    await prefs.getByRole('button', { name: '儲存我的選擇' }).click();
    await prefs.getByRole('status').getByText('你的選擇已儲存。').waitFor();
    await page.reload();
    await prefs.getByLabel('會刊（新文章）').waitFor();
    expect(await prefs.getByLabel('即將舉辦的活動').isChecked()).toBe(false);
    expect(await prefs.getByLabel('會刊（新文章）').isChecked()).toBe(true);

    // Leaving: said at once, and nothing more will be sent.
    await prefs.getByRole('button', { name: '退訂' }).click();
    await prefs.getByRole('status').getByText('你已退訂，我們不會再寄出任何郵件。').waitFor();
    expect(statusOf()).toBe('unsubscribed');

    // Coming back takes a new confirmation: a new mail, and still unsubscribed until it is used.
    const mailsBefore = outbox(site).filter((m) => m.to.toLowerCase().includes(email)).length;
    const again = prefs.locator('[data-newsletter-form="full"]');
    await again.getByLabel('電子郵件').fill(email);
    await again.getByRole('button', { name: '訂閱' }).click();
    await again.getByRole('status').getByText('差一步：請檢視你的信箱。').waitFor();
    const second = await confirmPathFor(email, mailsBefore);
    expect(second).not.toBe(path);
    expect(statusOf()).not.toBe('subscribed');
    expect(consoleErrors).toEqual([]);
  });
});

/** A tRPC batch answer of one call (the client batches these calls). */
const batchAnswer = (data: unknown) => JSON.stringify([{ result: { data } }]);
const batchError = (status: number, code: string, message: string) =>
  JSON.stringify([{ error: { message, code: -32000, data: { code, httpStatus: status } } }]);

describe('the pages on the server’s answers (given by the test: they need no server body)', () => {
  test('preferences: the address and status, topics saved, unsubscribe; the confirm button; a 429 above the form; axe on each', async () => {
    const { page } = await openPage(phone);
    const answer = { email: 'l***@example.com', language: 'zh-Hant', topics: ['magazine', 'events'], status: 'subscribed' };
    const calls: string[] = [];
    await page.route('**/api/trpc/newsletter.**', async (route) => {
      const url = route.request().url();
      const name = /newsletter\.(\w+)/.exec(url)?.[1] ?? '';
      calls.push(name);
      const json = (body: string, status = 200) => route.fulfill({ status, contentType: 'application/json', body });
      if (name === 'preferences' || name === 'confirm') return json(batchAnswer(answer));
      if (name === 'updatePreferences') {
        const sent = Object.values(JSON.parse(route.request().postData() ?? '{}') as Record<string, { topics: string[] }>)[0]!;
        return json(batchAnswer({ ...answer, topics: sent.topics }));
      }
      if (name === 'unsubscribe') return json(batchAnswer({ ok: true }));
      if (name === 'subscribe') return json(batchError(429, 'TOO_MANY_REQUESTS', 'Too many tries: please wait a few minutes.'), 429);
      return route.continue();
    });

    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${site.url}/newsletter/preferences/${unknownToken}`);
      await reloadWith(page, theme, 'zh-Hant');
      const prefs = page.locator('[data-screen="newsletter-preferences"]');
      await prefs.locator('[data-status="subscribed"]').waitFor();
      expect(await prefs.locator('[data-field="email"]').textContent()).toBe('l***@example.com');
      expect(await prefs.getByLabel('郵件語言').inputValue()).toBe('zh-Hant');
      expect(await axeViolations(page), `preferences ${theme}`).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    const prefs = page.locator('[data-screen="newsletter-preferences"]');
    // No topic: said beside them, nothing sent.
    await prefs.getByLabel('會刊（新文章）').uncheck();
    await prefs.getByLabel('即將舉辦的活動').uncheck();
    await prefs.getByRole('button', { name: '儲存我的選擇' }).click();
    await prefs.getByText('請選擇想收到的內容', { exact: false }).waitFor();
    expect(calls).not.toContain('updatePreferences');
    await prefs.getByLabel('即將舉辦的活動').check();
    await prefs.getByRole('button', { name: '儲存我的選擇' }).click();
    await prefs.getByRole('status').getByText('你的選擇已儲存。').waitFor();
    expect(await prefs.getByLabel('會刊（新文章）').isChecked()).toBe(false);
    await prefs.getByRole('button', { name: '退訂' }).click();
    await prefs.getByRole('status').getByText('你已退訂，我們不會再寄出任何郵件。').waitFor();
    expect(await prefs.locator('[data-status]').textContent()).toBe('已退訂');
    // The form to come back, and the server's refusal of too many tries above it.
    const again = prefs.locator('[data-newsletter-form="full"]');
    await again.getByLabel('電子郵件').fill('lin.yu@example.com');
    await again.getByRole('button', { name: '訂閱' }).click();
    await again.getByRole('alert').getByText('Too many tries: please wait a few minutes.').waitFor();
    expect(await axeViolations(page), 'unsubscribed').toEqual([]);

    // The confirmation page: nothing on load, the button confirms.
    calls.length = 0;
    await page.goto(`${site.url}/newsletter/confirm/${unknownToken}?language=en`);
    const confirm = page.locator('[data-screen="newsletter-confirm"]');
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).waitFor();
    expect(calls).toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).click();
    await confirm.getByRole('status').getByText('You’re subscribed.').waitFor();
    expect(calls).toEqual(['confirm']);
    expect(await axeViolations(page), 'confirmed').toEqual([]);
  }, 120_000);

  test('an unknown or expired link: the confirmation page says so and offers the form; the preferences page says so', async () => {
    const { page } = await openPage();
    await page.route('**/api/trpc/newsletter.**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: batchError(404, 'NOT_FOUND', 'This link has expired or is not known.'),
      }),
    );
    await page.goto(`${site.url}/newsletter/confirm/${unknownToken}`);
    const confirm = page.locator('[data-screen="newsletter-confirm"]');
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).click();
    await confirm.getByText('This confirmation link has expired or is not known.', { exact: false }).waitFor();
    await confirm.locator('[data-newsletter-form="full"]').getByLabel('E-mail').waitFor();
    await page.goto(`${site.url}/newsletter/preferences/${unknownToken}`);
    await page.getByText('This link does not open a subscription.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
