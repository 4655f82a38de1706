// A forgotten password set again in the sign-in modal (issue 24, decision 029), in Chromium
// against the built site: "Forgot your password?" → the reset step → a code read from the outbox
// → a common password refused with its message → a new one (with the strength meter) → back on
// the password tab, the e-mail filled in, saying so → signed in with the new password. At 360 px
// and 1280 px, by keyboard, axe in both languages and themes.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeFrom, outbox } from '../tests/helpers/accounts';
import { axeViolations, insertAccounts, openSignInModal, reloadWith, useSite } from './support';

const { site, openPage } = useSite();
const oldPassword = 'the old passphrase';
const locales = { en: 'en-US', zh: 'zh-CN' } as const;

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'wen.reset' }, { username: 'li.reset' }, { username: 'zh.reset' }], oldPassword);
});

/** The newest code mailed to `email`: the reset mail is sent after the answer, so it is waited for. */
async function mailedCode(email: string): Promise<string> {
  await expect.poll(() => outbox(site).filter((m) => m.to.includes(email)).length, { timeout: 5_000 }).toBeGreaterThan(0);
  return codeFrom(
    outbox(site)
      .filter((m) => m.to.includes(email))
      .at(-1),
  );
}

async function openReset(page: Page, language: 'en' | 'zh' = 'en') {
  const dialog = await openSignInModal(page, `${site.url}/about`, language);
  await dialog.getByRole('button', { name: language === 'en' ? 'Forgot your password?' : '忘记密码？' }).click();
  await dialog.getByRole('button', { name: language === 'en' ? 'Set a new password' : '设置新密码' }).click();
  await dialog.locator('[data-reset-step]').waitFor();
  return dialog;
}

describe('password reset in the sign-in modal', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: forgot → code from the outbox → a common password refused → a new one → back to sign-in → signed in`, async () => {
      const username = width === 360 ? 'wen.reset' : 'li.reset';
      const email = `${username}@mail.utoronto.ca`;
      const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
      // Opened from the header's button (behind the menu on a phone), then the window narrowed.
      const dialog = await openReset(page);
      await page.setViewportSize({ width, height: 740 });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'the cursor in the e-mail field').toBe('email');
      await page.keyboard.type(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByText(`If ${email} belongs to an account, a code is on its way to it.`).waitFor();
      expect(await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).isDisabled(), 'the resend countdown').toBe(true);
      await dialog.getByLabel('Verification code').fill(await mailedCode(email));

      const newPassword = dialog.getByLabel('New password', { exact: true });
      await newPassword.fill('Password123');
      const meter = dialog.locator('.password-strength');
      await expect
        .poll(() => meter.getAttribute('data-strength'), { message: 'the meter finds the common password once its list is loaded' })
        .toBe('common');
      expect(await meter.textContent()).toContain('Password strength: too common, choose another');
      await dialog.getByRole('button', { name: 'Set new password' }).click();
      await dialog
        .getByText('This password is one of the most common ones, which attackers try first. Please choose another.')
        .first()
        .waitFor();

      await newPassword.fill('lanterns over the river');
      expect(await meter.getAttribute('data-strength')).toBe('strong');
      // By keyboard: Enter in the field submits the form.
      await newPassword.press('Enter');
      await dialog.getByText('Your password has been changed and every device signed out. Please sign in with the new password.').waitFor();
      expect(await dialog.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
      expect(await dialog.getByLabel('Username or e-mail').inputValue()).toBe(email);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'the cursor in the password').toBe('password');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling').toBe(true);

      await page.keyboard.type(oldPassword);
      await page.keyboard.press('Enter');
      await dialog.getByText('Login failed. Please check your credentials.').first().waitFor();
      await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('lanterns over the river');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
      await context.close();
    });
  }

  test('"Back to sign-in" leaves the reset step; axe finds nothing on it in either language or theme', async () => {
    for (const language of ['en', 'zh'] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`${site.url}/about`);
        await reloadWith(page, theme, language);
        const dialog = await openReset(page, language);
        await dialog.getByLabel(language === 'en' ? 'E-mail' : '邮箱', { exact: true }).fill('zh.reset@mail.utoronto.ca');
        await dialog.getByLabel(language === 'en' ? 'New password' : '新密码', { exact: true }).fill('abc');
        await dialog.locator('.password-strength[data-strength="tooShort"]').waitFor();
        expect(await axeViolations(page), `${language} ${theme}: axe on the reset step`).toEqual([]);
        await dialog.getByRole('button', { name: language === 'en' ? 'Back to sign-in' : '返回登录' }).click();
        await dialog.getByRole('button', { name: language === 'en' ? 'Forgot your password?' : '忘记密码？' }).waitFor();
        expect(await dialog.locator('[data-reset-step]').count()).toBe(0);
      }
      await context.close();
    }
  });
});
