// Sessions a member can see and end (issue 24, item 2) in Chromium against the built site: two
// browsers signed in as the same account, one ends the other, which is signed out at its next
// request; "Sign out everywhere else"; a password change says how many other sessions it ended; a
// staff manager signs an account out everywhere from the staff editor, after a question; axe in
// both languages and themes at 360 px, where nothing overflows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, changePasswordFromMenu, insertAccounts, reloadWith, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  await insertAccounts(
    site,
    [{ username: 'lihua' }, { username: 'changer' }, { username: 'roamer' }, { username: 'reader' }, { username: 'chief', role: 'admin' }],
    password,
  );
});

/** A browser signed in as `username` at /staff/profile (the guard's modal), its Security section in sight. */
async function device(username: string, userAgent: string, options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', userAgent, ...options });
  await signInThroughGuard(opened.page, `${site.url}/staff/profile`, username, password);
  await sessionRows(opened.page).first().waitFor();
  return opened;
}

const sessionRows = (page: Page) => page.locator('[data-section="security"] .sessions__item');
const deviceTexts = (page: Page) => sessionRows(page).locator('.sessions__device').allTextContents();

/** Whether the page's next request finds it signed out: reloaded, the page's guard asks to sign in. */
async function signedOutOnReload(page: Page) {
  await page.reload();
  await page.getByRole('dialog', { name: 'Staff sign-in' }).waitFor();
  return page.getByRole('dialog', { name: 'Staff sign-in' }).isVisible();
}

describe('a member', () => {
  test('sees where they are signed in, this device marked, and signs the other browser out: it is signed out at its next request', async () => {
    const a = await device('lihua', laptop);
    const b = await device('lihua', phone);
    await a.page.reload();
    await sessionRows(a.page).nth(1).waitFor();
    expect(await deviceTexts(a.page)).toEqual(['Chrome on WindowsThis device', 'Samsung Internet on Android']);
    expect(await sessionRows(a.page).first().getByRole('button').count(), 'no button on this device').toBe(0);
    expect(await a.page.locator('.sessions__when').first().textContent()).toMatch(/^Signed in .+Last used .+$/);

    // By keyboard: the row's button names the device.
    const signOut = a.page.getByRole('button', { name: 'Sign out of Samsung Internet on Android' });
    await signOut.focus();
    await a.page.keyboard.press('Enter');
    await announced(a.page, 'Signed out of Samsung Internet on Android.');
    await expect.poll(() => sessionRows(a.page).count()).toBe(1);
    expect(await a.page.locator('.sessions__only-here').textContent()).toBe('You are signed in only here.');

    expect(await signedOutOnReload(b.page)).toBe(true);
    // The one that did it goes on.
    await a.page.reload();
    await sessionRows(a.page).first().waitFor();
    expect(a.consoleErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  test('signs out everywhere else and is told how many', async () => {
    const others = [await device('roamer', phone), await device('roamer', laptop)];
    const here = await device('roamer', laptop);
    expect(await sessionRows(here.page).count()).toBe(3);
    await here.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await announced(here.page, 'Signed out of 2 other sessions.');
    await expect.poll(() => sessionRows(here.page).count()).toBe(1);
    for (const other of others) {
      expect(await signedOutOnReload(other.page)).toBe(true);
      await other.context.close();
    }
    await here.context.close();
  });

  test('after a password change, is told how many other sessions were signed out, and the other browser is', async () => {
    const other = await device('changer', phone);
    const { page, context } = await device('changer', laptop);
    const dialog = await changePasswordFromMenu(page, password, 'a newer passphrase');
    const said = dialog.getByText('For your safety, your 1 other session was signed out.');
    await said.waitFor();
    expect(await said.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await signedOutOnReload(other.page)).toBe(true);
    await other.context.close();
    await context.close();
  });
});

describe('a staff manager', () => {
  test('signs an account out everywhere from the staff editor, after a question, and reads how many ended', async () => {
    const member = await device('reader', phone);
    const { page, context } = await openPage({ locale: 'en-US' });
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    await page.getByRole('button', { name: 'Edit reader' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit staff account' });
    await editor.getByRole('button', { name: 'Sign out everywhere' }).click();
    const question = page.getByRole('dialog', { name: 'Sign reader out everywhere?' });
    await question.waitFor();
    expect(await question.textContent()).toContain('Every session of reader ends');
    await question.getByRole('button', { name: 'Sign out everywhere' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => editor.getByRole('status').filter({ hasText: 'session' }).textContent()).toBe('1 session of reader ended.');
    expect(await signedOutOnReload(member.page)).toBe(true);
    await member.context.close();
    await context.close();
  });
});

describe('accessibility and small screens', () => {
  for (const language of ['en', 'zh'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`no axe violations at 360 px with two sessions, nothing overflows (${language}, ${theme})`, async () => {
        const options = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' as const };
        const other = await device('lihua', phone, options);
        const { page, context } = await device('lihua', laptop, options);
        await reloadWith(page, theme, language);
        await sessionRows(page).nth(1).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await page.locator('[data-section="security"] h2').textContent()).toBe(language === 'en' ? 'Security' : '安全');
        await page.locator('[data-section="security"]').scrollIntoViewIfNeeded();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await page.locator('.sessions__sign-out-others').click();
        await sessionRows(page).nth(1).waitFor({ state: 'detached' });
        expect(await axeViolations(page)).toEqual([]);
        await other.context.close();
        await context.close();
      });
    }
  }
});
