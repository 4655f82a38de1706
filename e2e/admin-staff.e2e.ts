// Staff management end to end in Chromium against the built site: an admin creates an account
// with an e-mail outside the university, edits it, deactivates and activates accounts in a batch,
// where "Select all" leaves their own account out (the server's refusal of it: tests/);
// reviews a submitted profile (a rejection needs a reason; then approves it and it reaches the
// team list); marks an application handled and downloads the CSV (BOM, Chinese intact). A
// reviewer-only account sees only the reviews tab. Tabs by keyboard; axe in both languages and
// themes at desktop and at 360 px, where nothing overflows sideways.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, insertAccounts, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

// chief: the admin; keeper: a second admin (so chief is not the last one); reviewer: reviews only;
// organiser: events only; li.hua and zhao.lei: members who submit profiles.
const accounts = [
  { username: 'chief', role: 'admin', order: 0 },
  { username: 'keeper', role: 'admin', order: 1 },
  { username: 'reviewer', role: 'staff', order: 2, reviewProfiles: true },
  { username: 'organiser', role: 'staff', order: 3, manageEvents: true },
  { username: 'li.hua', role: 'staff', order: 4 },
  { username: 'zhao.lei', role: 'staff', order: 5 },
] as const;

async function api<T>(method: string, url: string, body?: unknown, bearer?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A bearer token for REST calls made to set a scene up (the browser itself uses its cookie). */
const token = (username: string, secret = password) => restToken(site, username, secret);

const profile = (nameEn: string, nameZh: string, changes: Record<string, string> = {}) => ({
  nameEn,
  nameZh,
  positionEn: 'Head of Arts',
  positionZh: '艺术部部长',
  department: 'arts',
  bioEn: 'Plays the pipa.',
  bioZh: '弹琵琶。',
  email: `${nameEn.toLowerCase().replace(' ', '.')}@mail.utoronto.ca`,
  ...changes,
});

beforeAll(async () => {
  await insertAccounts(site, accounts, password);
  // zhao.lei's profile waits for review (the accessibility checks open it); an application waits.
  const saved = await api(
    'POST',
    '/api/staff/profile',
    profile('Zhao Lei', '赵磊', { department: 'career', positionEn: 'Career mentor', positionZh: '职业导师' }),
    await token('zhao.lei'),
  );
  expect(saved.status).toBe(200);
  const applied = await api('POST', '/api/join/applications', {
    name: 'Chen Jing',
    email: 'chen.jing@example.com',
    group: 'support',
    message: 'Happy to help.',
  });
  expect(applied.status).toBe(200);
});

/** Opens /admin/staff signed out: the guard opens the sign-in modal; signing in keeps the page. */
const signInAt = (page: Page, username: string, query = '') =>
  signInThroughGuard(page, `${site.url}/admin/staff${query}`, username, password);

const listShown = (page: Page) =>
  page.locator('[data-screen="admin-staff"] [role="tabpanel"] :is(table, ul.applications, [data-empty])').first().waitFor();

async function signedIn(username: string, query = '', options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signInAt(opened.page, username, query);
  await listShown(opened.page);
  return opened;
}

const row = (page: Page, username: string) => page.locator(`tr[data-account="${username}"]`);
describe('an admin', () => {
  test('creates an account with a non-university e-mail, edits it, and toggles accounts in a batch; their own account is guarded', async () => {
    const { page, context, consoleErrors } = await signedIn('chief');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Staff accounts', 'Profile reviews', 'Applications']);
    expect(await page.getByRole('tab', { name: 'Staff accounts' }).getAttribute('aria-selected')).toBe('true');
    // By display order, with the permissions as labels.
    // (The demo team of an empty database is listed too.)
    const listed = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-account')));
    expect(listed.filter((username) => accounts.some((a) => a.username === username))).toEqual(accounts.map((a) => a.username));
    expect(await row(page, 'li.hua').locator('.admin-staff__flags').textContent()).toBe('No special permissions');
    expect(await row(page, 'reviewer').locator('.admin-staff__flags').textContent()).toBe('Reviews profiles');
    expect(await row(page, 'keeper').locator('.admin-staff__flags').textContent()).toBe('Every permission (admin)');
    expect(await row(page, 'chief').locator('th').textContent()).toContain('(you)');

    // Create: the shared schema checks first; then the server.
    await page.getByRole('button', { name: 'New account' }).click();
    const editor = page.getByRole('dialog', { name: 'New staff account' });
    await editor.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await editor.getByRole('button', { name: 'Create account' }).click();
    expect(await editor.locator('.field__error').allTextContents()).toEqual([
      'Please fill in this field.',
      'Please fill in this field.',
      'Please fill in this field.',
    ]);
    await editor.getByLabel('Username').fill('li.hua');
    await editor.getByLabel('E-mail').fill('wang.fang@gmail.com');
    await editor.getByLabel('Review profiles').check();
    await editor.getByLabel('Display order').fill('7');
    await editor.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await editor.getByRole('button', { name: 'Create account' }).click();
    // A taken username, in the server's words.
    await expect.poll(() => editor.getByRole('alert').textContent()).toContain('This username is already taken.');
    await editor.getByLabel('Username').fill('wang.fang');
    await editor.getByRole('button', { name: 'Create account' }).click();
    await editor.waitFor({ state: 'hidden' });
    await announced(page, 'Account wang.fang created.');
    const created = row(page, 'wang.fang');
    expect(await created.locator('th').textContent()).toContain('wang.fang@gmail.com');
    expect(await created.locator('.admin-staff__flags').textContent()).toBe('Reviews profiles');
    expect(await created.locator('.admin-staff__state').textContent()).toContain('Active');
    // The member can sign in with the first password.
    await token('wang.fang', 'first-pass-1');

    // Edit: the flag goes, the order changes.
    await page.getByRole('button', { name: 'Edit wang.fang' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit staff account' });
    await edit.waitFor();
    expect(await edit.getByLabel('E-mail').inputValue()).toBe('wang.fang@gmail.com');
    await edit.getByLabel('Review profiles').uncheck();
    await edit.getByLabel('Display order').fill('9');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await announced(page, 'Account wang.fang saved.');
    await expect.poll(() => created.locator('.admin-staff__flags').textContent()).toBe('No special permissions');
    expect(await created.locator('.admin-staff__order').textContent()).toContain('9');

    // Their own account: what the server would refuse is locked, and says why.
    expect(await page.getByRole('button', { name: 'Delete chief' }).isDisabled()).toBe(true);
    expect(await row(page, 'chief').textContent()).toContain('You cannot delete your own account.');
    await page.getByRole('button', { name: 'Edit chief' }).click();
    const own = page.getByRole('dialog', { name: 'Edit staff account' });
    await own.waitFor();
    expect(await own.getByLabel('Role').isDisabled()).toBe(true);
    expect(await own.getByLabel('Active').isDisabled()).toBe(true);
    expect(await own.textContent()).toContain('You cannot deactivate your own account.');
    expect(await own.getByLabel('New password (optional)').count(), 'own password: Change password').toBe(0);
    await own.getByRole('button', { name: 'Cancel' }).click();
    await own.waitFor({ state: 'hidden' });

    // Batch: nothing selected, nothing to do.
    const batchButton = (name: string) =>
      page.getByRole('group', { name: 'Actions on the selected accounts' }).getByRole('button', { name, exact: true });
    expect(await batchButton('Deactivate').isDisabled()).toBe(true);
    await page.getByLabel('Select wang.fang').check();
    await page.getByLabel('Select organiser').check();
    expect(await page.getByText('2 accounts selected').count()).toBe(1);
    await batchButton('Deactivate').click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate 2 accounts?' });
    await deactivate.waitFor();
    expect(await deactivate.locator('li').allTextContents()).toEqual(['organiser', 'wang.fang']);
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await deactivate.waitFor({ state: 'hidden' });
    await announced(page, '2 accounts deactivated.');
    await expect.poll(() => created.locator('.badge--inactive').count()).toBe(1);
    expect(await row(page, 'organiser').locator('.badge--inactive').count()).toBe(1);
    expect(await page.getByLabel('Select wang.fang').isChecked(), 'the selection is cleared').toBe(false);

    // The filter by account status lives in the URL.
    await page.getByLabel('Account status').selectOption('inactive');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(new URL(page.url()).search).toBe('?status=inactive');
    await page.getByRole('checkbox', { name: 'Select all accounts on this page' }).check();
    await batchButton('Activate').click();
    const activate = page.getByRole('dialog', { name: 'Activate 2 accounts?' });
    await activate.getByRole('button', { name: 'Activate' }).click();
    await activate.waitFor({ state: 'hidden' });
    await announced(page, '2 accounts activated.');
    await expect.poll(() => page.locator('[data-empty]').count()).toBe(1);
    await page.getByLabel('Account status').selectOption('all');
    await expect.poll(() => created.locator('.badge--active').count()).toBe(1);

    // "Select all" leaves their own account out and says so, so deactivating everyone else works
    // (issue 21, item 16: it took the own row in, and the whole batch failed).
    const ownBox = page.getByLabel('Select chief');
    const selectAll = page.getByRole('checkbox', { name: 'Select all accounts on this page' });
    const note = page.locator('[data-self-note]');
    expect(await ownBox.isDisabled()).toBe(true);
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe('Your own account is left out: you cannot deactivate or delete it here.');
    expect(await ownBox.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await selectAll.check();
    const others = (await page.locator('tbody tr').count()) - 1;
    expect(await ownBox.isChecked()).toBe(false);
    expect(await page.getByText(`${others} accounts selected`).count()).toBe(1);
    expect(await selectAll.isChecked(), 'every account a batch may take').toBe(true);
    await batchButton('Deactivate').click();
    const everyone = page.getByRole('dialog', { name: `Deactivate ${others} accounts?` });
    await everyone.waitFor();
    expect(await everyone.locator('li').allTextContents()).not.toContain('chief');
    await everyone.getByRole('button', { name: 'Deactivate' }).click();
    await everyone.waitFor({ state: 'hidden' });
    await announced(page, `${others} accounts deactivated.`);
    await expect.poll(() => page.locator('tbody .badge--active').count(), { message: 'only their own account is active' }).toBe(1);
    await selectAll.check();
    await batchButton('Activate').click();
    await page
      .getByRole('dialog', { name: `Activate ${others} accounts?` })
      .getByRole('button', { name: 'Activate' })
      .click();
    await announced(page, `${others} accounts activated.`);
    await expect.poll(() => page.locator('tbody .badge--inactive').count()).toBe(0);

    // Delete one, after a confirmation that names it.
    await page.getByRole('button', { name: 'Delete wang.fang' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this account?' });
    expect(await confirm.textContent()).toContain('The account wang.fang is deleted');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await announced(page, 'Account wang.fang deleted.');
    expect(await created.count()).toBe(0);

    // The browser reports the one refusal it was shown (the taken username), nothing else.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
    await context.close();
  });

  test('reviews a submitted profile: a rejection needs a reason; after the resubmission, approves it', async () => {
    const member = await token('li.hua');
    expect((await api('POST', '/api/staff/profile', profile('Li Hua', '李华'), member)).status).toBe(200);
    const { page, context, consoleErrors } = await signedIn('chief');

    // To the reviews by keyboard: the tabs are a tab list.
    await page.getByRole('tab', { name: 'Staff accounts' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Profile reviews' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profile reviews');
    expect(new URL(page.url()).search).toBe('?tab=reviews');
    await listShown(page);
    expect(await page.getByLabel('Review status').inputValue(), 'waiting ones first').toBe('pending');

    await page.getByRole('button', { name: 'Review Li Hua' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: Li Hua' });
    await dialog.waitFor();
    // The card in both languages, as the team page will show it.
    const cards = dialog.locator('.member-card');
    expect(await cards.nth(0).locator('.member-card__name').textContent()).toBe('Li Hua');
    expect(await cards.nth(0).textContent()).toContain('Head of Arts');
    expect(await cards.nth(1).locator('.member-card__name').textContent()).toBe('李华');
    expect(await cards.nth(1).textContent()).toContain('艺术部部长');
    expect(await cards.nth(1).textContent()).toContain('艺术部');

    // No reason, no rejection (checked before anything is sent).
    const writes: string[] = [];
    page.on('request', (request) => request.url().includes('profiles.review') && writes.push(request.url()));
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect(await dialog.locator('.field__error').textContent()).toBe('Please provide a reason for rejection.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('reason');
    expect(writes).toEqual([]);
    await dialog.getByLabel('Reason for rejection').fill('Please add a photo.');
    await dialog.getByLabel('Note to the member (optional)').fill('Otherwise it looks good.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await announced(page, 'Li Hua: rejected.');
    await expect.poll(() => page.getByRole('button', { name: 'Review Li Hua' }).count(), { message: 'gone from the waiting list' }).toBe(0);
    const rejected = (
      await api<{ profile: { status: string; rejectionReason: string; reviewNote: string } }>(
        'GET',
        '/api/staff/profile',
        undefined,
        member,
      )
    ).body.profile;
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Please add a photo.', reviewNote: 'Otherwise it looks good.' });

    // The member edits and resubmits; the reviewer sees the previous reason, and approves with the badge.
    expect(
      (await api('POST', '/api/staff/profile', profile('Li Hua', '李华', { bioEn: 'Plays the pipa and the guzheng.' }), member)).status,
    ).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Review Li Hua' }).click();
    await dialog.waitFor();
    expect(await dialog.locator('[data-previous-reason]').textContent()).toContain('Please add a photo.');
    expect(await cards.nth(0).textContent()).toContain('Plays the pipa and the guzheng.');
    await dialog.getByLabel('Verified member').check();
    expect(await cards.nth(0).locator('.badge--verified').textContent(), 'the card shows the badge as it will be').toBe('Verified');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await announced(page, 'Li Hua: approved.');
    const team = (await api<{ members: { username: string; verified: boolean; bioEn: string }[] }>('GET', '/api/team')).body.members;
    expect(team.find((m) => m.username === 'li.hua')).toMatchObject({ verified: true, bioEn: 'Plays the pipa and the guzheng.' });
    // Among the approved now, on the team page.
    await page.getByLabel('Review status').selectOption('approved');
    await expect.poll(() => page.locator('tr[data-profile="li.hua"]').textContent()).toContain('On the team page');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the review dialog shows the whole bio, in English and in Chinese, at 1280 and 360 px (issue 21, item 9)', async () => {
    await insertAccounts(site, [{ username: 'long.bio', order: 8 }], password);
    const bioEn = `${'Plays the pipa and the guzheng, and teaches both on Saturdays. '.repeat(10)}The last words of the English bio.`;
    const bioZh = `${'弹琵琶，也弹古筝，每周六教课。'.repeat(16)}中文简介的最后一句。`;
    expect((await api('POST', '/api/staff/profile', profile('Long Bio', '长简介', { bioEn, bioZh }), await token('long.bio'))).status).toBe(
      200,
    );
    for (const width of [1280, 360]) {
      const { page, context } = await signedIn('chief', '?tab=reviews', { viewport: { width, height: 800 } });
      await page.getByRole('button', { name: 'Review Long Bio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Review: Long Bio' });
      await dialog.waitFor();
      const bios = dialog.locator('.member-card__bio');
      // Both cards render as the dialog opens; under load the second may come a moment later.
      await expect.poll(() => bios.allTextContents()).toEqual([bioEn, bioZh]);
      // Nothing of either is cut off: each paragraph is as tall as its text.
      const cut = await bios.evaluateAll((paragraphs) => paragraphs.map((p) => p.scrollHeight - p.clientHeight));
      expect(cut, `${width} px`).toEqual([0, 0]);
      await context.close();
    }
  });

  test('Approve and Reject look different, in both themes (issue 21, item 20)', async () => {
    const { page, context } = await signedIn('chief', '?tab=reviews');
    for (const theme of ['light', 'dark'] as const) {
      await reloadWith(page, theme, 'en');
      await page.getByRole('button', { name: 'Review Zhao Lei' }).click();
      const dialog = page.getByRole('dialog', { name: 'Review: Zhao Lei' });
      await dialog.waitFor();
      const look = (name: string) =>
        dialog.getByRole('button', { name, exact: true }).evaluate((button) => {
          const style = getComputedStyle(button);
          return { background: style.backgroundColor, mark: button.querySelector('svg path')?.getAttribute('d') ?? null };
        });
      const approve = await look('Approve');
      const reject = await look('Reject');
      expect(approve.background, theme).not.toBe(reject.background);
      expect(approve.mark, `${theme}: each has its own mark`).not.toBe(reject.mark);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  test('marks an application handled and downloads the CSV, Chinese intact', async () => {
    expect(
      (
        await api('POST', '/api/join/applications', {
          name: '李华',
          email: 'li.hua@example.com',
          group: 'arts',
          message: 'I play the pipa.\nAnd the erhu.',
        })
      ).status,
    ).toBe(200);
    const { page, context, consoleErrors } = await signedIn('chief', '?tab=applications');
    const card = page.locator('.application').filter({ has: page.getByRole('heading', { name: '李华' }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Arts');
    // The message opens in place.
    expect(await card.getByText('I play the pipa.').isVisible()).toBe(false);
    await card.getByText('Read the message').click();
    expect(await card.getByText('I play the pipa.').isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Mark handled: 李华' }).click();
    await announced(page, 'Application of 李华 marked handled.');
    await expect.poll(() => card.locator('.badge--handled').textContent()).toMatch(/^Handled by chief, /);
    await page.getByLabel('Show', { exact: true }).selectOption('unhandled');
    await expect.poll(() => page.locator('.application').allTextContents()).not.toContainEqual(expect.stringContaining('李华'));
    await page.getByLabel('Show', { exact: true }).selectOption('handled');
    await card.waitFor();
    expect(new URL(page.url()).search).toBe('?tab=applications&status=handled');

    // Export CSV: the filters of the view, a file Excel reads as UTF-8.
    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe('/api/admin/applications.csv?status=handled&language=en');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)], 'byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('李华');
    expect(text).toContain('li.hua@example.com');
    expect(text, 'only the handled ones').not.toContain('chen.jing@example.com');

    // And back to waiting.
    await card.getByRole('button', { name: 'Mark as waiting: 李华' }).click();
    await announced(page, 'Application of 李华 is waiting again.');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('who sees what', () => {
  test('a reviewer-only account sees the reviews tab alone, whatever the link asks for', async () => {
    const { page, context } = await signedIn('reviewer', '?tab=staff');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Profile reviews']);
    expect(await page.locator('[role="tabpanel"]').getAttribute('data-tab')).toBe('reviews');
    expect(await page.getByRole('button', { name: 'New account' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Review Zhao Lei' }).waitFor();
    await context.close();
  });

  test('an events-only account gets the no-access page', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await signInAt(page, 'organiser');
    await page.locator('[data-access="denied"]').waitFor();
    expect(await page.locator('[data-screen="admin-staff"]').count()).toBe(0);
    await context.close();
  });
});

describe('layout (issue 21, item 20)', () => {
  /** The characters that start a new line in an element's text. */
  const lineStarts = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const starts: string[] = [];
        let lastTop: number | null = null;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = range.getBoundingClientRect().top;
            if (lastTop !== null && top > lastTop + 2) starts.push(text[i]!);
            lastTop = top;
          }
        }
        return starts;
      });

  for (const width of [1280, 360] as const) {
    for (const language of ['en', 'zh'] as const) {
      test(`headers on one line, e-mails broken only before "@" or a dot, each toolbar's controls in line and its action inside it (${width} px, ${language})`, async () => {
        await insertAccounts(site, [{ username: `averyveryverylongusername.${width}${language}`, order: 90 }], password);
        const { page, context } = await signedIn('chief', '?q=averyvery', { viewport: { width, height: 800 } });
        await reloadWith(page, 'light', language);
        await listShown(page);
        const row = `tr[data-account="averyveryverylongusername.${width}${language}"]`;
        await page.locator(row).waitFor();
        const starts = await lineStarts(page, `${row} .admin-staff__email`);
        if (width === 360) expect(starts.length, 'too long for one line on a phone').toBeGreaterThan(0);
        for (const start of starts) expect(['@', '.'], 'an e-mail breaks before "@" or a dot').toContain(start);
        if (width === 1280) {
          const headers = await page.locator('.admin-staff__table thead th').evaluateAll((cells) =>
            cells
              .filter((cell) => cell.textContent?.trim() && !cell.querySelector('.visually-hidden'))
              .map((cell) => {
                const range = document.createRange();
                range.selectNodeContents(cell);
                return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
              }),
          );
          expect(headers.length).toBeGreaterThan(4);
          for (const header of headers) expect(header.lines, header.text ?? '').toBe(1);
        }
        for (const tab of ['staff', 'reviews', 'applications'] as const) {
          await page.goto(`${site.url}/admin/staff${tab === 'staff' ? '' : `?tab=${tab}`}`);
          await listShown(page);
          const toolbar = page.locator('[role="tabpanel"] .admin-staff__toolbar');
          const frame = (await toolbar.boundingBox())!;
          const controls = await toolbar
            .locator('input, select')
            .evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
          for (const control of controls) expect(control.height, `${tab}: one height`).toBeCloseTo(controls[0]!.height, 0);
          if (width === 1280) for (const control of controls) expect(control.top, `${tab}: one line`).toBeCloseTo(controls[0]!.top, 0);
          const action = toolbar.locator('.admin-staff__action :is(button, a)');
          if (tab === 'reviews') {
            expect(await action.count()).toBe(0);
            continue;
          }
          const box = (await action.boundingBox())!;
          expect(
            box.x >= frame.x &&
              box.x + box.width <= frame.x + frame.width &&
              box.y >= frame.y &&
              box.y + box.height <= frame.y + frame.height,
            `${tab}: the action is inside the panel`,
          ).toBe(true);
        }
        await context.close();
      });
    }
  }
});

describe('the notice of a change (issue 21, item 10)', () => {
  test('at 360 px: in sight, clear of the control in use, dismissible, themed, axe-clean in both languages; a batch delete says it too', async () => {
    await insertAccounts(
      site,
      [
        { username: 'gone.one', order: 95 },
        { username: 'gone.two', order: 96 },
      ],
      password,
    );
    const { page, context } = await signedIn('chief', '?q=gone', { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    const card = page.locator('.status-notice[data-open]');
    const backgrounds: string[] = [];
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'zh'],
    ] as const) {
      await reloadWith(page, theme, language);
      await listShown(page);
      await page.locator('tbody tr').first().waitFor();
      for (const name of ['gone.one', 'gone.two']) await page.locator(`tr[data-account="${name}"] input[type="checkbox"]`).check();
      await page.locator('[data-batch="deactivate"]').click();
      await page.locator('dialog.confirm-dialog[open] .button--danger').click();
      await announced(page, language === 'en' ? '2 accounts deactivated.' : '已停用 2 个账户。');
      // Where focus is now (the list's heading: the batch buttons are disabled again) is not under the notice.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('admin-staff-accounts');
      const overlaps = await card.evaluate((notice) => {
        const a = notice.getBoundingClientRect();
        const b = document.activeElement!.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(overlaps).toBe(false);
      expect(await axeViolations(page), `${theme}, ${language}`).toEqual([]);
      backgrounds.push(await card.evaluate((notice) => getComputedStyle(notice).backgroundColor));
      // Still there after 3 s; gone with its close button.
      await page.waitForTimeout(3000);
      expect(await card.count()).toBe(1);
      await card.getByRole('button', { name: language === 'en' ? 'Dismiss this message' : '关闭此消息' }).click();
      expect(await card.count()).toBe(0);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: language === 'en' ? 'deactivated' : '停用' })
          .count(),
      ).toBe(0);
      // Back as they were.
      for (const name of ['gone.one', 'gone.two']) await page.locator(`tr[data-account="${name}"] input[type="checkbox"]`).check();
      await page.locator('[data-batch="activate"]').click();
      await page.locator('dialog.confirm-dialog[open] .button--danger').click();
      await page.locator('dialog.confirm-dialog[open]').waitFor({ state: 'hidden' });
      await expect.poll(() => page.locator('tbody .badge--inactive').count()).toBe(0);
    }
    expect(backgrounds[0], 'the light and the dark card differ').not.toBe(backgrounds[1]);

    await reloadWith(page, 'light', 'en');
    await listShown(page);
    await page.getByRole('checkbox', { name: 'Select all accounts on this page' }).check();
    await page.locator('[data-batch="delete"]').click();
    await page.locator('dialog.confirm-dialog[open] .button--danger').click();
    await announced(page, '2 accounts deleted.');
    await context.close();
  });
});

describe('accessibility and small screens', () => {
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5) && !el.closest('.visually-hidden, thead');
      });
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        elements: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      };
    });

  for (const width of [1280, 360] as const) {
    for (const language of ['en', 'zh'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        test(`no axe violations on the three tabs and the dialogs (${width} px, ${language}, ${theme})`, async () => {
          const { page, context } = await signedIn('chief', '', { reducedMotion: 'reduce', viewport: { width, height: 800 } });
          await reloadWith(page, theme, language);
          await listShown(page);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'zh' ? 'zh-CN' : 'en');
          const found: Record<string, unknown> = {};
          const check = async (name: string) => {
            const violations = await axeViolations(page);
            if (violations.length) found[name] = violations;
            if (width === 360) {
              const wide = await overflow(page);
              if (wide.page > 0 || wide.elements.length) found[`${name} overflow`] = wide;
            }
          };
          await check('accounts');

          // The account dialog with errors.
          await page.locator('.admin-staff__new').click();
          const editor = page.locator('dialog.staff-editor[open]');
          await editor.waitFor();
          await editor.locator('button[type="submit"]').click();
          await editor.locator('.field__error').first().waitFor();
          await check('editor');
          await page.keyboard.press('Escape');
          await editor.waitFor({ state: 'hidden' });

          // A batch confirmation.
          await page.locator(`tr[data-account="zhao.lei"] input[type="checkbox"]`).check();
          await page.locator('[data-batch="deactivate"]').click();
          await page.locator('dialog.confirm-dialog[open]').waitFor();
          await check('batch');
          await page.keyboard.press('Escape');
          await page.locator('dialog.confirm-dialog[open]').waitFor({ state: 'hidden' });

          // The reviews and the review dialog with its error.
          await page.locator('[role="tab"][data-tab="reviews"]').click();
          await page.locator('tr[data-profile="zhao.lei"]').waitFor();
          await check('reviews');
          await page.locator('tr[data-profile="zhao.lei"] .admin-table__actions .button').click();
          const review = page.locator('dialog.review-dialog[open]');
          await review.waitFor();
          await review.locator('.button--danger').click();
          await review.locator('.field__error').waitFor();
          await check('review');
          await page.keyboard.press('Escape');
          await review.waitFor({ state: 'hidden' });

          // The applications, a message open.
          await page.locator('[role="tab"][data-tab="applications"]').click();
          await page.locator('.application').first().waitFor();
          await page.locator('.application summary').first().click();
          await check('applications');
          expect(found).toEqual({});
          await context.close();
        });
      }
    }
  }
});
