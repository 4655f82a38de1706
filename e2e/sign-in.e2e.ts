// Signing in for real in Chromium against the built site: an admin made with `npm run
// create-admin` signs in with a password and out again; a staff member signs in with a code read
// from the outbox; a new member registers with a university e-mail (and sees the inactive banner),
// another domain is refused; the user menu and the staff pages follow the account's permissions;
// both languages.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeHash } from '../server/lib/codes';
import { Passwords } from '../server/lib/passwords';
import { codeFrom, lastMailTo } from '../tests/helpers/accounts';
import { axeViolations, changePasswordFromMenu, openSignInModal, restToken, submitPassword, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
let hash: string;

beforeAll(async () => {
  hash = await new Passwords().hash(password);
  const made = spawnSync(
    'npm',
    ['run', '--silent', 'create-admin', '--', '--email', 'chair@mail.utoronto.ca', '--password', password, '--username', 'chair'],
    {
      env: { ...process.env, DATA_DIR: site.dataDir, NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`);
});

/** A staff account written straight into the site's database (as the server stores one). */
function staffAccount(username: string, flags: { events?: boolean; review?: boolean; staff?: boolean; active?: boolean } = {}) {
  const db = new Database(path.join(site.dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into staff_accounts (username, email, email_normalized, password_hash, role, is_active, can_manage_events, can_review_profiles, can_manage_staff, created_at)
       values (?, ?, ?, ?, 'staff', ?, ?, ?, ?, ?)`,
    ).run(
      username,
      `${username}@mail.utoronto.ca`,
      `${username}@mail.utoronto.ca`,
      hash,
      flags.active === false ? 0 : 1,
      flags.events ? 1 : 0,
      flags.review ? 1 : 0,
      flags.staff ? 1 : 0,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return { username, email: `${username}@mail.utoronto.ca` };
}

const openModal = (page: Page, path = '/about', language: 'en' | 'zh' = 'en') => openSignInModal(page, `${site.url}${path}`, language);

async function passwordSignIn(page: Page, identifier: string) {
  const dialog = await openModal(page);
  await submitPassword(dialog, identifier, password);
  await dialog.waitFor({ state: 'hidden' });
}

/** A register code for `email` stored as the server stores one (a registered e-mail is mailed a note, not a code). */
function registerCode(email: string, code: string) {
  const db = new Database(path.join(site.dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date();
    db.prepare(
      `insert into verification_codes (email_normalized, purpose, code_hash, created_at, expires_at) values (?, 'register', ?, ?, ?)`,
    ).run(email, codeHash('register', email, code), now.toISOString(), new Date(now.getTime() + 10 * 60_000).toISOString());
  } finally {
    db.close();
  }
}

/** Signs in over the REST door (as an outside tool would) and answers the bearer header. */
const bearer = async (identifier: string) => ({ authorization: `Bearer ${await restToken(site, identifier, password)}` });

/** The user-menu button: its name is the username. */
const menuButton = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

async function menuEntries(page: Page) {
  await menuButton(page).click();
  const entries = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return entries.map((e) => e.trim());
}

describe('signing in', () => {
  test('an admin signs in with a password, stays on the page, sees every entry, and logs out', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, 'chair');
    // The page stays (issue 34: it went to /admin/events).
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('chair');
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.locator('[data-screen="about"]').waitFor();
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('chair');
    expect(await menuEntries(page)).toEqual([
      'Event management',
      'Staff management',
      'Site content',
      'Magazine',
      'Newsletter',
      'My profile',
      'My articles',
      'Change password',
      'Log out',
    ]);
    // The session is a cookie the page's script cannot read, and no token is stored.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === '__Host-session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.reload();
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('chair');
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === '__Host-session')).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a visitor’s pages never ask auth.me; signed in, a reload asks once; signed out, no more', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/trpc\/auth\.me\b/.test(request.url())) asked.push(new URL(page.url()).pathname);
    });
    for (const path of ['/', '/events', '/join']) {
      await page.goto(`${site.url}${path}`);
      await page.locator('[data-screen]').first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    }
    expect(asked).toEqual([]);
    await passwordSignIn(page, 'chair');
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('chair');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect((await context.cookies()).find((c) => c.name === '__Host-signed-in')).toMatchObject({
      value: '1',
      httpOnly: false,
      secure: true,
    });
    await page.reload();
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('chair');
    expect(asked).toEqual(['/about']);
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/`);
    // The menu leaves the page first, then logs out: the cookies go when the answer arrives.
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('__Host-signed-in');
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(asked).toEqual(['/about']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a wrong password shows the server’s message and keeps the modal open', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await submitPassword(dialog, 'chair', 'not the password');
    await dialog.getByText('Login failed. Please check your credentials.').waitFor();
    await context.close();
  });

  test('a staff member signs in with a code read from the outbox; the countdown runs', async () => {
    const member = staffAccount('codey', { events: true });
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: 'E-mail code' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill(member.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const countdown = dialog.getByRole('button', { name: /Resend in \d+ s/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    await expect.poll(() => lastMailTo(site, member.email)).toBeDefined();
    await dialog.getByLabel('Verification code').fill(codeFrom(lastMailTo(site, member.email)));
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('codey');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await menuEntries(page)).toEqual(['Event management', 'My profile', 'My articles', 'Change password', 'Log out']);
    await context.close();
  });
});

describe('registration', () => {
  test('a university e-mail registers, signs in a second later, and sees the inactive banner', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill('wen.li@mail.utoronto.ca');
    const username = dialog.getByLabel('Username (auto-generated)');
    expect(await username.inputValue()).toBe('wen.li');
    expect(await username.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => lastMailTo(site, 'wen.li@mail.utoronto.ca')).toBeDefined();
    await dialog.getByLabel('Verification code').fill(codeFrom(lastMailTo(site, 'wen.li@mail.utoronto.ca')));
    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('my first secret');
    await dialog.getByRole('button', { name: 'Register' }).last().click();
    await dialog.getByText('Registration successful! Signing you in…').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your account is not activated yet').waitFor();
    // Inactive: the profile entry is there but disabled.
    await menuButton(page).click();
    const profile = page.getByRole('menuitem', { name: 'My profile' });
    expect(await profile.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    // The banner can be hidden for this browser session.
    await page.getByRole('button', { name: 'Hide this notice' }).click();
    await page.getByText('Your account is not activated yet').waitFor({ state: 'hidden' });
    await page.reload();
    await menuButton(page).waitFor();
    expect(await page.getByText('Your account is not activated yet').count()).toBe(0);
    await context.close();
  });

  test('a registered e-mail (409) at 360 px: the e-mail field is marked, described by the message beside it, focused and in view', async () => {
    for (const language of ['en', 'zh'] as const) {
      const taken = staffAccount(`taken.${language}`);
      registerCode(taken.email, '246810');
      const words = {
        en: {
          tab: 'Register',
          email: 'E-mail',
          code: 'Verification code',
          password: 'Password',
          submit: 'Register',
          message: 'This email is already registered.',
        },
        zh: { tab: '注册', email: '邮箱', code: '验证码', password: '密码', submit: '注册', message: '该邮箱已被注册。' },
      }[language];
      const { page, context } = await openPage({ locale: language === 'en' ? 'en-US' : 'zh-CN', viewport: { width: 360, height: 640 } });
      await page.goto(`${site.url}/about`);
      await page.locator('[data-screen]').first().waitFor();
      await page.getByRole('button', { name: language === 'en' ? 'Open the menu' : '打开菜单' }).click();
      await page
        .locator('#mobile-menu')
        .getByRole('button', { name: language === 'en' ? 'Log in' : '登录' })
        .click();
      const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Staff sign-in' : '工作人员登录' });
      await dialog.waitFor();
      await dialog.getByRole('tab', { name: words.tab }).click();
      await dialog.getByLabel(words.email, { exact: true }).fill(taken.email);
      await dialog.getByLabel(words.code).fill('246810');
      await dialog.getByRole('tabpanel').getByLabel(words.password, { exact: true }).fill('a long passphrase');
      const submit = dialog.getByRole('button', { name: words.submit }).last();
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const email = dialog.getByLabel(words.email, { exact: true });
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      const described = await email.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
      );
      expect(described).toContain(words.message);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(await dialog.locator('.form-error').count(), 'the message beside the field only').toBe(0);
      const inView = await dialog.evaluate((d) => {
        const view = d.getBoundingClientRect();
        const field = d.querySelector('input[name="email"]')!.closest('.field')!.getBoundingClientRect();
        return field.top >= view.top - 0.5 && field.bottom <= view.bottom + 0.5;
      });
      expect(inView, 'the field and its message in view').toBe(true);
      await context.close();
    }
  });

  test('another domain is refused with the server’s message, in Chinese too', async () => {
    const { page, context } = await openPage({ locale: 'zh-CN' });
    const dialog = await openModal(page, '/about', 'zh');
    await dialog.getByRole('tab', { name: '注册' }).click();
    await dialog.getByLabel('邮箱', { exact: true }).fill('someone@gmail.com');
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await dialog.getByText('仅限多伦多大学邮箱注册。').waitFor();
    expect(lastMailTo(site, 'someone@gmail.com')).toBeUndefined();
    await context.close();
  });
});

describe('the user menu', () => {
  test('change password: after Esc or Cancel focus is back on the menu button; the dialog says what to do without the current password', async () => {
    const member = staffAccount('focuser');
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, member.username);
    for (const close of ['Escape', 'Cancel'] as const) {
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Change password' }).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('currentPassword');
      const hint = await dialog.getByLabel('Current password').evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      expect(hint).toMatch(/Sign out, then choose "Forgot your password\?".*set a new one with a code sent to your e-mail/);
      if (close === 'Escape') expect(await axeViolations(page), 'axe with the dialog open').toEqual([]);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => menuButton(page).evaluate((el) => el === document.activeElement), { message: `after ${close}` }).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the button shows the whole name when there is room; a name too long for the header ends in an ellipsis, whole in the title', async () => {
    const short = staffAccount('walk.membership');
    const long = staffAccount('a.very.long.username.that.no.header.could.ever.hold.whole');
    for (const [member, width, whole] of [
      [short, 1280, true],
      [long, 1280, false],
      [long, 1024, false],
    ] as const) {
      const { page, context } = await openPage({ locale: 'en-US', viewport: { width, height: 700 } });
      await passwordSignIn(page, member.username);
      await page.goto(`${site.url}/about`);
      const name = menuButton(page).locator('.user-menu__name');
      await expect.poll(() => name.textContent()).toBe(member.username);
      const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `${member.username} at ${width}`).toBe(whole);
      expect(await menuButton(page).getAttribute('title')).toBe(member.username);
      const header = await page.locator('.header__inner').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(header, 'the header never overflows').toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('an account deactivated while signed in', () => {
  test('the next call that needs the session says the account was deactivated by an admin, on the page and in the modal', async () => {
    const admin = await bearer('chair');
    for (const language of ['en', 'zh'] as const) {
      const member = staffAccount(`leaver.${language}`);
      const words = {
        en: {
          title: 'You were signed out: your account has been deactivated',
          body: 'An admin has deactivated your account.',
          dismiss: 'Hide this notice',
          dialog: 'Staff sign-in',
          login: 'Log in',
        },
        zh: {
          title: '你已被登出：你的账户已被停用',
          body: '管理员已停用你的账户。',
          dismiss: '隐藏此提示',
          dialog: '工作人员登录',
          login: '登录',
        },
      }[language];
      const { page, context } = await openPage({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
      // Chinese in the dark theme, English in the light one.
      if (language === 'zh') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(`${site.url}/about`);
      await page.locator('[data-screen]').first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: words.login }).click();
      const modal = page.getByRole('dialog', { name: words.dialog });
      await modal.locator('input[name="identifier"]').fill(member.username);
      await modal.locator('input[name="password"]').fill(password);
      await modal.locator('button[type="submit"]').click();
      await modal.waitFor({ state: 'hidden' });
      await menuButton(page).waitFor();
      const id = (await (await fetch(`${site.url}/api/auth/me`, { headers: await bearer(member.username) })).json()) as {
        user: { id: number };
      };
      const toggled = await fetch(`${site.url}/api/admin/staff/batch-toggle`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...admin },
        body: JSON.stringify({ ids: [id.user.id], isActive: false }),
      });
      expect(toggled.status).toBe(200);
      // English: a reload asks who is signed in; Chinese: a staff page asks for the session in-page.
      if (language === 'en') await page.reload();
      else
        await page
          .evaluate(() => history.pushState(null, '', '/staff/profile'))
          .then(() => page.evaluate(() => dispatchEvent(new PopStateEvent('popstate'))));
      const banner = page.locator('[data-ended-banner]');
      await banner.waitFor();
      expect(await banner.getByRole('alert').textContent()).toContain(words.title);
      expect(await banner.textContent()).toContain(words.body);
      await page.getByRole('banner').getByRole('button', { name: words.login }).waitFor();
      if (language === 'zh') {
        // The staff page's sign-in modal says why too (the page's notice is under it).
        const dialog = page.getByRole('dialog', { name: words.dialog });
        await dialog.waitFor();
        expect(await dialog.locator('[data-ended-notice]').textContent()).toContain(words.title);
        expect(await axeViolations(page), 'axe with the modal open').toEqual([]);
        await page.keyboard.press('Escape');
      }
      expect(await axeViolations(page), `${language}: axe with the notice`).toEqual([]);
      await banner.getByRole('button', { name: words.dismiss }).click();
      await banner.waitFor({ state: 'detached' });
      await context.close();
    }
  });
});

describe('permissions in the browser', () => {
  test('staff without flags: no admin entries, and the admin pages say no access', async () => {
    const member = staffAccount('plain');
    const { page, context } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, member.username);
    expect(await menuEntries(page)).toEqual(['My profile', 'My articles', 'Change password', 'Log out']);
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.goto(`${site.url}/admin/staff`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await context.close();
  });

  test('a staff manager stays on the page, reaches staff management from the menu, and event management says no access', async () => {
    const member = staffAccount('manager', { staff: true });
    const { page, context } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, member.username);
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('manager');
    expect(new URL(page.url()).pathname).toBe('/about');
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Staff management' }).click();
    await page.waitForURL(`${site.url}/admin/staff`);
    await page.locator('[data-screen="admin-staff"] [role="tab"][aria-selected="true"]').filter({ hasText: 'Staff accounts' }).waitFor();
    expect(await page.getByRole('heading', { name: 'No access' }).count()).toBe(0);
    expect(await menuEntries(page)).toEqual(['Staff management', 'My profile', 'My articles', 'Change password', 'Log out']);
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await context.close();
  });

  test('a reviewer without a profile stays on the page; staff management opens on the profile reviews, never on a no-access page (issue 21, item 6)', async () => {
    const member = staffAccount('checker', { review: true });
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, member.username);
    await expect.poll(async () => (await menuButton(page).textContent())?.trim()).toContain('checker');
    expect(new URL(page.url()).pathname).toBe('/about');
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Staff management' }).click();
    await page.waitForURL(`${site.url}/admin/staff`);
    await page.locator('[data-screen="admin-staff"] [role="tab"][aria-selected="true"]').filter({ hasText: 'Profile reviews' }).waitFor();
    expect(await page.locator('[data-access="denied"]').count()).toBe(0);
    expect(await menuEntries(page)).toEqual(['Staff management', 'My profile', 'My articles', 'Change password', 'Log out']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('changing the password from the menu', async () => {
    const member = staffAccount('changer');
    const { page, context } = await openPage({ locale: 'en-US' });
    await passwordSignIn(page, member.username);
    const dialog = await changePasswordFromMenu(page, password, 'a newer passphrase');
    const done = dialog.getByText('Your password has been changed.');
    await done.waitFor();
    expect(await done.isVisible(), 'the success is seen, not only announced').toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => menuButton(page).evaluate((el) => el === document.activeElement), { message: 'focus back on the menu button' })
      .toBe(true);
    const signIn = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: member.username, password: 'a newer passphrase' }),
    });
    expect(signIn.status).toBe(200);
    await context.close();
  });
});
