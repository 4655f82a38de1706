// My profile end to end in Chromium against the built site: an active staff member signs in,
// sees that nothing is submitted yet, fills the profile in English and Chinese, is stopped in the
// browser by a bad phone number and by a file that is too large or not an image, uploads a photo
// (POST /api/staff/avatar), saves and sees the profile waiting for review, with the card preview
// in both languages; the server's refusals are shown (a file that only claims to be an image, an
// account deactivated while the page was open); unsaved changes are not lost to a link or a
// closed tab; an account not activated yet reads its profile and is told why it cannot edit it;
// axe in both languages and themes at 360 px, where nothing overflows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  announced,
  axeViolations,
  insertAccounts,
  openDatabase,
  png,
  reloadWith,
  restToken,
  saveProfile,
  signInThroughGuard,
  useSite,
} from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(
    site,
    [
      { username: 'lihua' },
      { username: 'hant' },
      { username: 'leaving' },
      { username: 'reader' },
      { username: 'saved' },
      { username: 'newcomer', active: false },
    ],
    password,
  );
  // A member whose profile and photo are saved already, over REST as an outside tool would.
  const saved = await token('saved');
  const bearer = { authorization: `Bearer ${saved}` };
  const fields = {
    nameEn: 'Wang Fang',
    nameZh: '王芳',
    positionEn: 'Events lead',
    positionZh: '活动负责人',
    department: 'engagement',
    email: 'wang.fang@mail.utoronto.ca',
    bioEn: 'Runs the Lantern Festival.',
    github: 'https://github.com/wangfang',
    mbti: 'ENFJ',
  };
  expect(await saveProfile(site, saved, fields)).toBe(200);
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png(300, 300))], { type: 'image/png' }), 'fang.png');
  expect((await fetch(`${site.url}/api/staff/avatar`, { method: 'POST', headers: bearer, body: form })).status).toBe(200);
});

/** Opens /staff/profile signed out: the guard opens the sign-in modal; signing in keeps the page. */
async function signIn(page: Page, username: string) {
  await signInThroughGuard(page, `${site.url}/staff/profile`, username, password);
  await page.locator('[data-screen="staff-profile"] form').waitFor();
}

async function member(username: string, options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signIn(opened.page, username);
  return opened;
}

/** A bearer token for REST calls (the browser itself uses its cookie). */
const token = (username: string) => restToken(site, username, password);

/** The profile as the server has it, over REST with a bearer token. */
async function savedProfile(username: string) {
  const response = await fetch(`${site.url}/api/staff/profile`, { headers: { authorization: `Bearer ${await token(username)}` } });
  return ((await response.json()) as { profile: Record<string, unknown> }).profile;
}

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('an active staff member', () => {
  test('fills the profile in both languages with a photo, is stopped by a bad phone and a bad file, saves and sees it waiting for review', async () => {
    const { page, context, consoleErrors } = await member('lihua');
    const status = page.locator('.profile-status');
    expect(await status.locator('[data-part="account"]').textContent()).toContain('Activated');
    expect(await status.locator('[data-part="review"]').textContent()).toContain('Not submitted yet');
    expect(await page.locator('.profile-form').textContent(), 'saving is said to send it for review').toContain(
      'Saving sends your profile to a reviewer.',
    );

    await page.getByLabel('Name in English').fill('Li Hua');
    await page.getByLabel('Position in English').fill('Head of Arts');
    await page.getByLabel('Bio in English (optional)').fill('Plays the guqin and paints bamboo.');
    await page.getByLabel('Name in Chinese').fill('李华');
    await page.getByLabel('Position in Chinese').fill('艺术部部长');
    await page.getByLabel('Bio in Chinese (optional)').fill('弹古琴，画墨竹。');
    await page.getByLabel('Department').selectOption('arts');
    await page.getByLabel('Contact e-mail').fill('li.hua@mail.utoronto.ca');
    await page.getByLabel('Phone (optional)').fill('12-34');
    await page.getByLabel('LinkedIn (optional)').fill('https://www.linkedin.com/in/lihua');
    await page.getByLabel('WeChat ID (optional)').fill('lihua_2026');
    await page.getByLabel('MBTI type (optional)').selectOption('INFP');

    // The preview is the card as typed, in the interface language.
    const card = page.locator('.staff-profile__preview .member-card');
    expect(await card.locator('.member-card__name').textContent()).toBe('Li Hua');
    expect(await page.locator('.staff-profile__preview').textContent()).toContain('Listed under Arts');
    expect(await card.textContent()).toContain('Head of Arts');
    expect(await card.textContent()).toContain('INFP');
    expect(await card.locator('.avatar--initials').textContent(), 'initials while there is no photo').toBe('LH');
    expect(await card.textContent(), 'never the phone').not.toContain('12-34');

    // The browser refuses a bad phone number with the shared schema's words, and sends nothing.
    const saves: string[] = [];
    page.on('request', (request) => request.url().includes('profiles.save') && saves.push(request.url()));
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await page.getByText('Please enter a phone number of 7 to 15 digits, like +1 416 555 0123.').waitFor();
    expect(await page.locator('.profile-form__alert').textContent()).toBe('Please correct the highlighted fields.');
    expect(await activeName(page), 'the field to fix has the cursor').toBe('phone');
    expect(await page.getByLabel('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);

    // The photo: checked before sending, then uploaded with the server answering the profile.
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/staff/avatar') && uploads.push(request.url()));
    const file = page.locator('input[data-avatar-file]');
    const photoStatus = page.locator('.avatar-field [role="status"]');
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]) });
    await expect.poll(() => photoStatus.textContent()).toBe('File size is too large (max 5MB)');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => photoStatus.textContent()).toBe('Please select a valid image file.');
    expect(uploads).toEqual([]);
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(400, 300) });
    await page.getByRole('img', { name: 'Your current photo' }).waitFor({ timeout: 15_000 });
    expect(uploads).toHaveLength(1);
    expect(await photoStatus.textContent()).toBe('Photo uploaded. Your other changes are not saved yet.');
    expect(await page.getByRole('img', { name: 'Your current photo' }).getAttribute('src')).toMatch(/^\/uploads\/staff\//);
    expect(await card.locator('img.member-card__avatar').getAttribute('src'), 'the preview shows it too').toMatch(/^\/uploads\/staff\//);
    expect(
      await page
        .getByRole('img', { name: 'Your current photo' })
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth === img.naturalHeight)),
    ).toBe(true);
    // The upload kept the edits.
    expect(await page.getByLabel('Name in Chinese').inputValue()).toBe('李华');

    // Fixed, saved, sent for review.
    await page.getByLabel('Phone (optional)').fill('+1 416 555 0123');
    expect(await page.getByText('Please enter a phone number of 7 to 15 digits').count(), 'the error goes with the edit').toBe(0);
    // And with the last error fixed, the banner about them goes too (issue 21, item 18).
    await expect.poll(() => page.locator('.profile-form__alert').textContent()).toBe('');
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await announced(page, 'Saved and sent for review. A reviewer will look at it soon.');
    expect(saves).toHaveLength(1);
    expect(await photoStatus.textContent(), 'nothing unsaved any more').toBe('Photo uploaded.');
    await expect.poll(() => status.locator('[data-part="review"]').textContent()).toContain('Waiting for review');
    expect(await page.locator('.profile-form').textContent()).toContain('Saving replaces the version waiting for review.');
    expect(await savedProfile('lihua')).toMatchObject({
      status: 'pending',
      nameEn: 'Li Hua',
      nameZh: '李华',
      positionZh: '艺术部部长',
      department: 'arts',
      phone: '+1 416 555 0123',
      mbti: 'INFP',
      avatar: expect.stringMatching(/^\/uploads\/staff\//),
    });

    // The preview in Chinese; the page after a reload is the saved profile.
    await page.getByRole('banner').getByRole('button', { name: '简体中文' }).click();
    await expect.poll(() => card.locator('.member-card__name').textContent()).toBe('李华');
    expect(await card.textContent()).toContain('艺术部部长');
    expect(await page.locator('.staff-profile__preview').textContent()).toContain('列在“艺术部”之下');
    expect(await status.locator('[data-part="review"]').textContent()).toContain('等待审核');
    await page.reload();
    await page.locator('[data-screen="staff-profile"] form').waitFor();
    expect(await page.getByLabel('英文姓名').inputValue()).toBe('Li Hua');
    expect(await page.getByLabel('MBTI 类型（选填）').inputValue()).toBe('INFP');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('Traditional of one’s own (issue 25): closed at first, opened by a refusal in it, sent with the profile, open again when read back', async () => {
    const { page, consoleErrors } = await member('hant');
    expect(await page.getByLabel('Name in Traditional Chinese').isVisible(), 'closed at first').toBe(false);
    await page.getByLabel('Name in Chinese').fill('陈静');
    await page.getByLabel('Position in English').fill('Treasurer');
    await page.getByLabel('Department').selectOption('operation');
    await page.getByLabel('Contact e-mail').fill('chen.jing@mail.utoronto.ca');
    await page.getByText('Traditional Chinese (optional: converted automatically)').click();
    // Too long: the section stays open on the refused field even if it is closed meanwhile.
    await page.getByLabel('Name in Traditional Chinese').fill('陳'.repeat(101));
    await page.getByText('Traditional Chinese (optional: converted automatically)').click();
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await expect.poll(() => activeName(page)).toBe('nameZhHant');
    expect(await page.getByLabel('Name in Traditional Chinese').isVisible()).toBe(true);
    await page.getByLabel('Name in Traditional Chinese').fill('陳靜');
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await expect.poll(async () => (await savedProfile('hant')).status).toBe('pending');
    expect(await savedProfile('hant')).toMatchObject({ nameZh: '陈静', nameZhHant: '陳靜', positionZhHant: '' });
    await page.reload();
    await page.locator('[data-screen="staff-profile"] form').waitFor();
    expect(await page.getByLabel('Name in Traditional Chinese').inputValue(), 'open again: it holds text').toBe('陳靜');
    expect(consoleErrors).toEqual([]);
  });

  test('unsaved changes: a link asks first, and so does closing the tab', async () => {
    const { page, context } = await member('reader');
    await page.getByLabel('Name in English').fill('Half-written');
    expect(await page.locator('.profile-form').textContent()).toContain('You have unsaved changes.');
    await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/staff/profile');
    expect(await page.getByLabel('Name in English').inputValue()).toBe('Half-written');

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe('beforeunload');

    // Untouched, a link just goes; after "Leave without saving" too.
    const again = await context.newPage();
    await again.goto(`${site.url}/staff/profile`);
    await again.locator('[data-screen="staff-profile"] form').waitFor();
    await again.getByLabel('Name in English').fill('Changed');
    await again.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    await again.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => new URL(again.url()).pathname).toBe('/events');
    await context.close();
  });

  test('the server’s refusals are shown: a file that only claims to be an image, an account deactivated meanwhile', async () => {
    const { page, context } = await member('leaving');
    await page
      .locator('input[data-avatar-file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a PNG at all') });
    await expect
      .poll(() => page.locator('.avatar-field [role="status"]').textContent(), { timeout: 15_000 })
      .toBe('Please select a valid image file.');

    await page.getByLabel('Name in English').fill('Leaving Soon');
    await page.getByLabel('Position in English').fill('Treasurer');
    await page.getByLabel('Department').selectOption('operation');
    await page.getByLabel('Contact e-mail').fill('leaving@mail.utoronto.ca');
    const db = openDatabase(site);
    try {
      db.prepare(`update staff_accounts set is_active = 0 where username = 'leaving'`).run();
    } finally {
      db.close();
    }
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await expect
      .poll(() => page.locator('.profile-form__alert').textContent())
      .toBe('Your account is not activated yet. Please contact an admin.');
    // The profile is read again: the form is now read-only and says why.
    await page.locator('[data-read-only]').waitFor();
    expect(await page.getByLabel('Name in English').isDisabled()).toBe(true);
    await context.close();
  });
});

describe('an account not activated yet', () => {
  test('reads its profile, read-only, and is told why it cannot edit it', async () => {
    const { page, context, consoleErrors } = await member('newcomer');
    const readOnly = page.locator('[data-read-only]');
    await readOnly.waitFor();
    expect(await readOnly.locator('h2').textContent()).toBe('Why you cannot edit');
    expect(await readOnly.textContent()).toContain(
      'Your account is not activated yet. An admin needs to activate it before you can edit your profile or upload a photo.',
    );
    expect(await page.locator('.profile-status [data-part="account"]').textContent()).toContain('Not activated yet');
    for (const label of ['Name in English', 'Name in Chinese', 'Contact e-mail', 'Department', 'MBTI type (optional)']) {
      expect(await page.getByLabel(label).isDisabled(), label).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Upload a photo' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save and send for review' }).count()).toBe(0);
    // The banner of every page says it too.
    expect(await page.getByText('Your account is not activated yet', { exact: true }).count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('past teams (decision 041)', () => {
  test('the choice to keep one’s contact details on past teams: by keyboard, saved at once and said so, at 1280 and 360 px; an account that is not active may make it too', async () => {
    for (const [username, width] of [
      ['leaving', 1280],
      ['newcomer', 360],
    ] as const) {
      const { page, context, consoleErrors } = await member(username, { viewport: { width, height: 800 } });
      const box = page.getByRole('checkbox', { name: 'Keep my contact details on the past teams I was on' });
      expect(await box.isChecked()).toBe(false);
      await box.focus();
      await page.keyboard.press('Space');
      const section = page.locator('[data-past-teams-contact]');
      await section.getByRole('status').getByText('Saved: past teams keep your contact details.').waitFor();
      await expect.poll(async () => (await savedProfile(username)).pastTeamsContact).toBe(true);
      expect(await box.isChecked()).toBe(true);
      await page.keyboard.press('Space');
      await section.getByRole('status').getByText('Saved: past teams show your name, position, photo and bio only.').waitFor();
      await expect.poll(async () => (await savedProfile(username)).pastTeamsContact).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('accessibility and small screens', () => {
  for (const language of ['en', 'zh'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`no axe violations at 360 px, empty, with errors, read-only and with a saved profile (${language}, ${theme})`, async () => {
        const found: Record<string, unknown> = {};
        const look = async (page: Page, name: string) => {
          const violations = await axeViolations(page);
          if (violations.length) found[name] = violations;
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) found[`${name} overflow`] = overflow;
        };
        const settings = async (page: Page) => {
          await reloadWith(page, theme, language);
          await page.locator('[data-screen="staff-profile"] form').waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        };
        const options = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' as const };

        const reader = await member('reader', options);
        await settings(reader.page);
        await look(reader.page, 'empty');
        await reader.page.locator('.profile-form button[type="submit"]').click();
        await reader.page.locator('.field__error').first().waitFor();
        await look(reader.page, 'errors');
        await reader.context.close();

        const saved = await member('saved', options);
        await settings(saved.page);
        await saved.page.locator('.member-card img').waitFor();
        await look(saved.page, 'saved');
        await saved.context.close();

        const newcomer = await member('newcomer', options);
        await settings(newcomer.page);
        await look(newcomer.page, 'read-only');
        await newcomer.context.close();
        expect(found).toEqual({});
      });
    }
  }
});
