// The sign-in controls end to end without signing in: the login button opens the modal (header
// and mobile menu), its tabs, fields and buttons behave as docs/product.md §2/§4/§5 say, checks in the
// browser keep malformed input from the server, and the staff pages ask a visitor to sign in.
// Signing in for real: e2e/sign-in.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { animationsSettled, axeViolations, openSignInModal, useSite } from './support';

const { site, openPage } = useSite();

const locales = { en: 'en-US', zh: 'zh-CN' } as const;

const openModal = (page: Page, path = '/about', language: 'en' | 'zh' = 'en') => openSignInModal(page, `${site.url}${path}`, language);

/** Calls of auth procedures other than the session probe (auth.me) the page makes. */
function countAuthCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/trpc\/(auth\.\w+)/.exec(request.url());
    if (match && match[1] !== 'auth.me') calls.push(match[1]!);
  });
  return calls;
}

describe('the sign-in modal', () => {
  test('opens from the header in both languages with three tabs and the cursor in the first field', async () => {
    for (const [language, tabs] of [
      ['en', ['Password', 'E-mail code', 'Register']],
      ['zh', ['密码登录', '验证码登录', '注册']],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale: locales[language] });
      // Where the focus is in the first task after the dialog opens: already in the first field, so
      // nothing typed that quickly (by a visitor or a test) lands in one field and is moved away.
      await page.addInitScript(() => {
        new MutationObserver((changes) => {
          for (const change of changes) {
            const dialog = change.target as HTMLDialogElement;
            if (dialog.id === 'sign-in-dialog' && dialog.open && !('focusAtOpen' in window)) {
              setTimeout(() => Object.assign(window, { focusAtOpen: document.activeElement?.getAttribute('name') ?? null }));
            }
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
      });
      const dialog = await openModal(page, '/about', language);
      expect(await dialog.getByRole('tab').allTextContents()).toEqual(tabs);
      expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(tabs[0]);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identifier');
      expect(await page.evaluate(() => (window as { focusAtOpen?: string | null }).focusAtOpen)).toBe('identifier');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('Esc, the close button and the backdrop close it, focus goes back, and the fields are empty again', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    let dialog = await openModal(page);
    await dialog.getByLabel('Username or e-mail').fill('lihua');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent), 'focus back on the login button').toBe('Log in');

    dialog = await openModal(page);
    expect(await dialog.getByLabel('Username or e-mail').inputValue(), 'reset on close').toBe('');
    await dialog.getByLabel('Username or e-mail').fill('lihua');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openModal(page);
    expect(await dialog.getByLabel('Username or e-mail').inputValue()).toBe('');
    await page.mouse.click(10, 400); // the backdrop, left of the dialog
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('switching tabs (by click or arrow keys) clears the fields', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await dialog.getByLabel('Username or e-mail').fill('lihua');
    await dialog.getByRole('tab', { name: 'E-mail code' }).click();
    expect(await dialog.getByRole('tabpanel').getAttribute('data-mode')).toBe('email');
    await dialog.getByLabel('E-mail', { exact: true }).fill('li.hua@mail.utoronto.ca');
    await dialog.getByLabel('Verification code').fill('123456');

    await dialog.getByRole('tab', { name: 'E-mail code' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe('Register');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'focus follows the tab').toBe('tab');
    expect(await dialog.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByLabel('Verification code').inputValue()).toBe('');

    await page.keyboard.press('Home');
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe('Password');
    expect(await dialog.getByLabel('Username or e-mail').inputValue()).toBe('');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByRole('tab', { selected: true }).textContent(), 'wraps around').toBe('Register');
    await context.close();
  });

  test('Enter on an empty form says what is missing: each empty field marked, in the language, the first focused, nothing sent', async () => {
    for (const [language, words] of [
      [
        'en',
        {
          emailTab: 'E-mail code',
          registerTab: 'Register',
          submit: 'Sign in',
          register: 'Register',
          send: 'Send code',
          required: 'Please fill in this field.',
        },
      ],
      [
        'zh',
        { emailTab: '验证码登录', registerTab: '注册', submit: '登录', register: '注册', send: '发送验证码', required: '请填写此项。' },
      ],
    ] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      const calls = countAuthCalls(page);
      const dialog = await openModal(page, '/about', language);
      const panel = dialog.getByRole('tabpanel');
      /** The fields marked invalid, their error texts, and the focused field's name. */
      const state = () =>
        dialog.locator('[role="tabpanel"]:not([hidden])').evaluate((panel) => {
          const invalid = [...panel.querySelectorAll('[aria-invalid="true"]')].map((field) => ({
            name: field.getAttribute('name'),
            error: document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
          }));
          return { invalid, focused: document.activeElement?.getAttribute('name') };
        });
      // The password tab: Enter in the empty first field; the button is enabled all along.
      const signIn = panel.getByRole('button', { name: words.submit, exact: true });
      expect(await signIn.isDisabled(), language).toBe(false);
      await panel.locator('[name="identifier"]').fill('   ');
      await panel.locator('[name="identifier"]').press('Enter');
      await expect.poll(state).toEqual({
        invalid: [
          { name: 'identifier', error: words.required },
          { name: 'password', error: words.required },
        ],
        focused: 'identifier',
      });
      expect(await dialog.getByRole('alert').first().textContent(), `${language}: the form says so too`).toBeTruthy();
      // Filled in part: only the other field is marked, and it gets the cursor.
      await panel.locator('[name="identifier"]').fill('lihua');
      await signIn.click();
      await expect.poll(state).toEqual({ invalid: [{ name: 'password', error: words.required }], focused: 'password' });

      await dialog.getByRole('tab', { name: words.emailTab }).click();
      const send = dialog.getByRole('tabpanel').getByRole('button', { name: words.send });
      expect(await send.isDisabled(), `${language}: send code`).toBe(false);
      await send.click();
      await expect.poll(state).toEqual({ invalid: [{ name: 'email', error: words.required }], focused: 'email' });
      await dialog.getByRole('tabpanel').getByRole('button', { name: words.submit, exact: true }).click();
      await expect.poll(state).toEqual({
        invalid: [
          { name: 'email', error: words.required },
          { name: 'verificationCode', error: words.required },
        ],
        focused: 'email',
      });

      await dialog.getByRole('tab', { name: words.registerTab }).click();
      await dialog.getByRole('tabpanel').locator('[name="email"]').press('Enter');
      await expect.poll(async () => (await state()).invalid.map((field) => field.name)).toEqual(['email', 'verificationCode', 'password']);
      expect((await state()).focused).toBe('email');
      expect(calls, language).toEqual([]);
      await context.close();
    }
  });

  test('the password can be shown and hidden, and the toggle says which', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    const password = dialog.getByRole('tabpanel').getByLabel('Password', { exact: true });
    const toggle = dialog.getByRole('button', { name: 'Show password' });
    await password.fill('secret1');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.press('Enter');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('secret1');
    await context.close();
  });

  test('the code field takes digits only, at most 6, and offers the one-time code', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: 'E-mail code' }).click();
    const code = dialog.getByLabel('Verification code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.pressSequentially('12a3-45678');
    expect(await code.inputValue()).toBe('123456');
    await code.fill('987 654');
    expect(await code.inputValue(), 'a pasted code with a space').toBe('987654');
    await context.close();
  });

  test('a malformed e-mail is caught in the browser before a code is sent', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const calls = countAuthCalls(page);
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: 'E-mail code' }).click();
    const send = dialog.getByRole('button', { name: 'Send code' });
    await dialog.getByLabel('E-mail', { exact: true }).fill('li.hua@');
    await send.click();
    const email = dialog.getByLabel('E-mail', { exact: true });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(/valid e-mail address/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await email.fill('li.hua@mail.utoronto.ca');
    expect(await email.getAttribute('aria-invalid'), 'an edit clears the error').toBeNull();
    expect(calls).toEqual([]);
    await context.close();
  });

  test('register: the username is made from the e-mail, read-only and labelled as generated; a short password is caught', async () => {
    for (const [language, labels] of [
      [
        'en',
        {
          email: 'E-mail',
          username: 'Username (auto-generated)',
          password: 'Password',
          code: 'Verification code',
          register: 'Register',
          tooShort: /at least 6 characters/,
        },
      ],
      [
        'zh',
        {
          email: '邮箱',
          username: '用户名（自动生成）',
          password: '密码',
          code: '验证码',
          register: '注册',
          tooShort: /至少需要 6 个字符/,
        },
      ],
    ] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      const calls = countAuthCalls(page);
      const dialog = await openModal(page, '/about', language);
      await dialog.getByRole('tab', { name: labels.register }).click();
      const username = dialog.getByLabel(labels.username);
      expect(await username.getAttribute('readonly')).not.toBeNull();
      await dialog.getByLabel(labels.email, { exact: true }).fill('Li.Hua@mail.utoronto.ca');
      expect(await username.inputValue()).toBe('li.hua');

      await dialog.getByLabel(labels.code).fill('123456');
      await dialog.getByLabel(labels.password, { exact: true }).fill('abc');
      await dialog.getByRole('button', { name: labels.register, exact: true }).click();
      const password = dialog.getByLabel(labels.password, { exact: true });
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.locator('.field__error').textContent()).toMatch(labels.tooShort);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
      expect(calls, 'nothing reached the server').toEqual([]);
      await context.close();
    }
  });
});

describe('what the modal says (issue 21)', () => {
  test('“Forgot your password?” offers a new password by e-mail or a sign-in by code, and opens the e-mail code tab', async () => {
    for (const language of ['en', 'zh'] as const) {
      const words = {
        en: {
          forgot: 'Forgot your password?',
          body: /e-mail you a code to set a new password.*sign in with a code sent to your e-mail/,
          use: 'Sign in with an e-mail code',
          tab: 'E-mail code',
        },
        zh: { forgot: '忘记密码？', body: /设置新密码.*邮箱验证码登录/, use: '用邮箱验证码登录', tab: '验证码登录' },
      }[language];
      const { page, context, consoleErrors } = await openPage({ locale: locales[language] });
      const dialog = await openModal(page, '/about', language);
      const forgot = dialog.getByRole('button', { name: words.forgot });
      expect(await forgot.getAttribute('aria-expanded')).toBe('false');
      // By keyboard: Tab reaches it, Enter opens what to do.
      await forgot.focus();
      await page.keyboard.press('Enter');
      expect(await forgot.getAttribute('aria-expanded')).toBe('true');
      const body = dialog.locator(`#${await forgot.getAttribute('aria-controls')}`);
      expect(await body.textContent()).toMatch(words.body);
      expect(await axeViolations(page), `${language}: axe with the hint open`).toEqual([]);
      await body.getByRole('button', { name: words.use }).click();
      expect(await dialog.getByRole('tab', { name: words.tab }).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'the cursor in the e-mail field').toBe('email');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('a wrong code: one message at a time, which says to try again (the code stays good)', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: 'E-mail code' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill('nobody.here@mail.utoronto.ca');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const sent = dialog.getByText('A code is on its way to nobody.here@mail.utoronto.ca.');
    await sent.waitFor();
    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('The code is not correct. Please check it and try again.').waitFor();
    expect(await sent.count(), 'the note of the sent code gives way to the error').toBe(0);
    expect(await dialog.locator('.form-error, .form-success').count()).toBe(1);
    await context.close();
  });
});

describe('staff pages for a visitor', () => {
  test('ask to sign in: the modal opens over a page that says why, and can be opened again', async () => {
    for (const path of ['/admin/events', '/admin/staff', '/staff/profile']) {
      const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
      await page.goto(`${site.url}${path}`);
      const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
      await dialog.waitFor();
      const screen = page.locator('[data-screen="staff"][data-access="sign-in"]');
      expect(await screen.locator('h1').textContent(), path).toBe('Please sign in');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await screen.isVisible(), 'never a blank page').toBe(true);
      await screen.getByRole('button', { name: 'Log in' }).click();
      await dialog.waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('in Chinese too', async () => {
    const { page, context } = await openPage({ locale: 'zh-CN' });
    await page.goto(`${site.url}/admin/staff`);
    await page.getByRole('dialog', { name: '工作人员登录' }).waitFor();
    expect(await page.locator('[data-access="sign-in"] h1').textContent()).toBe('请先登录');
    await context.close();
  });
});

describe('at 360 px', () => {
  test('the login button in the mobile menu closes the menu and opens the modal, which fits the screen', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US', viewport: { width: 360, height: 740 }, hasTouch: true });
    await page.goto(`${site.url}/events`);
    await page.locator('[data-screen="events"]').waitFor();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
    await dialog.waitFor();
    await menu.waitFor({ state: 'hidden' });
    await animationsSettled(dialog);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('after Send code with a long address, nothing in the dialog is wider than it, and the tab labels stay on one line (both languages)', async () => {
    const cases = [
      { language: 'en', theme: 'light', tabs: ['Password', 'E-mail code', 'Register'], email: 'E-mail', send: 'Send code' },
      { language: 'zh', theme: 'dark', tabs: ['密码登录', '验证码登录', '注册'], email: '邮箱', send: '发送验证码' },
    ] as const;
    for (const c of cases) {
      const { page, context } = await openPage({
        locale: locales[c.language],
        viewport: { width: 360, height: 740 },
        colorScheme: c.theme,
      });
      await page.goto(`${site.url}/about`);
      await page.evaluate((theme) => localStorage.setItem('theme', theme), c.theme);
      await page.reload();
      await page.locator('[data-screen]').first().waitFor();
      await page.getByRole('button', { name: c.language === 'en' ? 'Open the menu' : '打开菜单' }).click();
      await page
        .locator('#mobile-menu')
        .getByRole('button', { name: c.language === 'en' ? 'Log in' : '登录' })
        .click();
      const dialog = page.getByRole('dialog', { name: c.language === 'en' ? 'Staff sign-in' : '工作人员登录' });
      await dialog.waitFor();
      for (const [tab, address] of [
        [c.tabs[1], `someone.with.a.rather.long.name.${c.language}@mail.utoronto.ca`],
        [c.tabs[2], `another.person.with.a.long.name.${c.language}@mail.utoronto.ca`],
      ] as const) {
        await dialog.getByRole('tab', { name: tab }).click();
        await dialog.getByLabel(c.email, { exact: true }).fill(address);
        await dialog.getByRole('button', { name: c.send }).click();
        await dialog.locator('.form-success').waitFor();
        const fit = await dialog.evaluate((d) => {
          const edge = d.getBoundingClientRect();
          const wider = [...d.querySelectorAll<HTMLElement>('*')]
            .filter((el) => el.getClientRects().length > 0)
            .filter((el) => el.getBoundingClientRect().right > edge.right + 0.5 || el.getBoundingClientRect().left < edge.left - 0.5)
            .map((el) => `${el.tagName}.${el.className}`);
          // A label on one line has one line box.
          const wrapped = [...d.querySelectorAll('[role="tab"]')].filter((tab) => {
            const range = document.createRange();
            range.selectNodeContents(tab);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          });
          return { wider, overflow: d.scrollWidth - d.clientWidth, wrapped: wrapped.map((t) => t.textContent) };
        });
        expect(fit.wider, `${c.language} ${tab}: elements wider than the dialog`).toEqual([]);
        expect(fit.overflow, `${c.language} ${tab}: no sideways scroll in the dialog`).toBeLessThanOrEqual(0);
        expect(fit.wrapped, `${c.language}: tab labels on one line`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await axeViolations(page), `${c.language} ${c.theme} ${tab}: axe`).toEqual([]);
      }
      await context.close();
    }
  });
});
