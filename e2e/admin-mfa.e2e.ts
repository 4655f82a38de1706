// Admins must set up two-step sign-in (issue 24 item 5, decision 032), in Chromium against the built
// site with ADMIN_MFA=required: an admin without a second factor signs in from /admin/events, is led
// to the two-step section of /staff/profile, is told the same on /admin/events until it is set up,
// sets it up with a code computed here from the key, and then reaches event management. 360 px, axe.
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, insertAccounts, reloadWith, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite({ ADMIN_MFA: 'required' });
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'chief', role: 'admin' }], password);
});

const codeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an admin without a second factor', () => {
  test('is led to set up two-step sign-in, sets it up, then reaches event management', async () => {
    const { page, consoleErrors } = await openPage({ locale: 'en-US', viewport: { width: 360, height: 800 } });
    // Signed in through the guard of /admin/events: the landing is the profile's two-step section.
    await signInThroughGuard(page, `${site.url}/admin/events`, 'chief', password);
    await page.waitForURL(`${site.url}/staff/profile#two-step`);
    const prompt = page.locator('[data-mfa-setup-prompt]');
    await prompt.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await prompt.getByText('Admins and staff managers must use two-step sign-in.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);

    // Event management says the same, with the way to the set-up (also in Chinese and the dark theme).
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);
    await reloadWith(page, 'dark', 'zh');
    await page.getByRole('heading', { level: 1, name: '设置两步登录' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await reloadWith(page, 'light', 'en');
    await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await page.waitForURL(`${site.url}/staff/profile#two-step`);

    // Set up, by keyboard for the code.
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = (await section.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
    await section.getByLabel('Code from the app').fill(codeAt(secret, Date.now()));
    await page.keyboard.press('Enter');
    await section.getByRole('status').getByText('Two-step sign-in is on.').waitFor();
    // The prompt is gone and the profile editor loads.
    await prompt.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'I have saved them' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('heading', { level: 1, name: 'Event management' }).waitFor();
    expect(await noOverflow(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((e) => !/401|403/.test(e))).toEqual([]);
  });
});
