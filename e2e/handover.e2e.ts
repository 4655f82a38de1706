// The handover end to end in Chromium against the built site, at 360 px (issue 26, decisions 038
// and 042): months ahead it is prepared, shown with its day, changed and cancelled (issue 34
// item 10, with the focus after Review, item 11); an admin starts the next term today from /admin/staff with one member continuing under a new
// position and one leaving; the current team then shows only the one who continued; the old
// year's team (/team?term=) shows both as they were, reached with the year picker; the one who
// left manages nothing any more. axe on the handover dialog and on the team's year picker, in
// English and Chinese, light and dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { nextTermOf, type Term, type TermsOutput } from '../shared/terms.schema';
import {
  announced,
  axeViolations,
  insertAccounts,
  openDatabase,
  reloadWith,
  restToken,
  saveProfile,
  signInThroughGuard,
  useSite,
} from './support';

const { site, openPage } = useSite({ SEED_DEMO: 'false' });
const password = 'a long passphrase';
const small = { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' as const, locale: 'en-US' };

const accounts = [
  { username: 'chief', role: 'admin', order: 0 },
  { username: 'stays', role: 'staff', order: 1 },
  { username: 'leaves', role: 'staff', order: 2, manageEvents: true },
] as const;

let old: Term;
let next: ReturnType<typeof nextTermOf>;

async function api(method: string, url: string, body?: unknown, bearer?: string) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

const profile = (nameEn: string, nameZh: string, positionEn: string, positionZh: string) => ({
  nameEn,
  nameZh,
  positionEn,
  positionZh,
  department: 'arts',
  bioEn: 'Plays the pipa.',
  bioZh: '弹琵琶。',
  email: `${nameEn.toLowerCase().replace(' ', '.')}@mail.utoronto.ca`,
});

beforeAll(async () => {
  await insertAccounts(site, accounts, password);
  expect(await saveProfile(site, await restToken(site, 'stays', password), profile('Stella Stays', '史黛拉', 'Treasurer', '财务'))).toBe(
    200,
  );
  expect(
    await saveProfile(site, await restToken(site, 'leaves', password), profile('Leo Leaves', '李奥', 'Head of Arts', '艺术部部长')),
  ).toBe(200);
  const db = openDatabase(site);
  const ids = db.prepare(`select id, username from staff_accounts`).all() as Array<{ id: number; username: string }>;
  db.close();
  const chief = await restToken(site, 'chief', password);
  for (const { id, username } of ids.filter((a) => a.username !== 'chief')) {
    expect(await api('PUT', `/api/admin/profiles/${id}/review`, { status: 'approved', verified: false }, chief), username).toBe(200);
  }
  const terms = (await (await fetch(`${site.url}/api/team/terms`)).json()) as TermsOutput;
  old = terms.terms[0]!;
  next = nextTermOf(old);
});

/** Each width, language and theme the axe checks go through. */
const views = [360, 1280].flatMap((width) =>
  (['en', 'zh'] as const).flatMap((language) => (['light', 'dark'] as const).map((theme) => [width, language, theme] as const)),
);

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the handover, at 360 px (axe at 1280 px too)', () => {
  test('no axe violations on the handover dialog, in English and Chinese, light and dark, at 360 px and 1280 px', async () => {
    const { page, context } = await openPage(small);
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    for (const [width, language, theme] of views) {
      await page.setViewportSize({ width, height: 740 });
      await reloadWith(page, theme, language);
      await page.locator('[data-action="start-term"]').click();
      const dialog = page.locator('dialog.handover-dialog');
      await dialog.locator('li[data-member="leaves"]').waitFor();
      expect(await axeViolations(page), `${width} px, ${language}, ${theme}`).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await dialog.locator('[data-choice="leave"]').last().check();
      await dialog.locator('[data-action="review"]').click();
      await dialog.locator('[data-part="summary"]').waitFor();
      expect(await axeViolations(page), `summary, ${width} px, ${language}, ${theme}`).toEqual([]);
      await page.screenshot({ path: `/tmp/handover-summary-${width}-${language}-${theme}.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  test('months ahead the handover is prepared, not done: the dialog and the page say the day; Review focuses the summary; the radios in the accent, one width throughout; changed, then cancelled', async () => {
    const { page, context, consoleErrors } = await openPage({ ...small, viewport: { width: 1280, height: 900 } });
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    await page.getByRole('button', { name: `Start ${next.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Start the ${next.name} term` });
    await dialog.locator('li[data-member="leaves"]').waitFor();
    // The radios take the site's accent, not the browser's blue.
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent-fill').trim());
    expect(accent).not.toBe('');
    expect(
      await dialog
        .locator('[data-choice="continue"]')
        .first()
        .evaluate((el) => getComputedStyle(el).accentColor),
    ).not.toBe('auto');
    const width = async () => (await dialog.boundingBox())!.width;
    const editWidth = await width();
    await dialog.locator('li[data-member="leaves"]').getByRole('radio', { name: 'Leaves' }).check();
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = dialog.locator('[data-part="summary"]');
    await summary.waitFor();
    // Focus on the summary's heading, not the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('summary-heading');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    expect(Math.abs((await width()) - editWidth)).toBeLessThanOrEqual(1);
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${next.startsOn}T00:00:00Z`));
    expect(await summary.locator('[data-part="when"]').textContent()).toContain(`The ${next.name} team takes over on ${day}`);
    await page.screenshot({ path: '/tmp/handover-summary-1280.png' });
    // Back focuses Review again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('review');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: `Prepare for ${day}` }).click();
    await announced(page, `The handover is prepared: the ${next.name} team takes over on ${day}. Until then nothing changes.`);
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.locator('[data-part="pending-handover"]');
    expect(await notice.textContent()).toContain(`The ${next.name} team takes over on ${day}.`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('handover-pending-text');
    // Nothing changed yet: the same term, the one who leaves still active.
    expect(((await (await fetch(`${site.url}/api/team/terms`)).json()) as TermsOutput).terms.map((t) => t.id)).toEqual([old.id]);
    expect(await restToken(site, 'leaves', password)).toBeTruthy();
    // Changed: the dialog opens with what was prepared.
    await page.getByRole('button', { name: 'Change the handover' }).click();
    await dialog.locator('li[data-member="leaves"]').waitFor();
    expect(await dialog.locator('li[data-member="leaves"]').getByRole('radio', { name: 'Leaves' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Cancelled, after a question.
    await page.getByRole('button', { name: 'Cancel the handover' }).click();
    await page
      .getByRole('dialog', { name: `Cancel the handover to the ${next.name} team?` })
      .getByRole('button', { name: 'Cancel the handover' })
      .click();
    await announced(page, `The handover to the ${next.name} team was cancelled. Nothing changed.`);
    await page.getByRole('button', { name: `Start ${next.name}` }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('start-term');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('an admin starts the next term today: one continues with a new position, one leaves; the teams and the one who left', async () => {
    const { page, context, consoleErrors } = await openPage(small);
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    await page.getByRole('button', { name: `Start ${next.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Start the ${next.name} term` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('First day').inputValue()).toBe(next.startsOn);
    expect(await dialog.getByLabel('Last day').inputValue()).toBe(next.endsOn);
    // Today in the society's zone: done at once.
    await dialog.getByLabel('First day').fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date()));
    // The admin cannot leave.
    expect(await dialog.locator('li[data-member="chief"] [data-choice="leave"]').isDisabled()).toBe(true);
    const stays = dialog.locator('li[data-member="stays"]');
    await stays.getByLabel('New position (English)').fill('President');
    await stays.getByLabel('New position (Chinese)').fill('会长');
    // By keyboard: Leave is the next radio after Continue.
    await dialog.locator('li[data-member="leaves"]').getByRole('radio', { name: 'Continues' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('li[data-member="leaves"]').getByRole('radio', { name: 'Leaves' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = dialog.locator('[data-part="summary"]');
    await summary.waitFor();
    expect(await summary.locator('[data-part="continuing"] li').allTextContents()).toEqual([
      'chief',
      'Stella Stays — new position: President / 会长',
    ]);
    expect(await summary.locator('[data-part="leaving"] li').allTextContents()).toEqual(['Leo Leaves']);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: `Start ${next.name}` }).click();
    await announced(page, `The ${next.name} term has started. 1 member left and was thanked by e-mail.`);
    await dialog.waitFor({ state: 'hidden' });

    // The current team: only the one who continued, with the new position.
    await page.goto(`${site.url}/team`);
    await expect
      .poll(() => page.locator('.member-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-member'))))
      .toEqual(['stays']);
    expect(await page.locator('.member-card[data-member="stays"]').textContent()).toContain('President');
    // The old year, through the picker: both, as they were.
    const picker = page.getByRole('navigation', { name: 'Year' });
    expect(await picker.getByRole('link').allTextContents()).toEqual([`${next.name} (current)`, old.name]);
    await picker.getByRole('link', { name: old.name }).click();
    await page.locator('[data-part="past-note"]').waitFor();
    expect(page.url()).toBe(`${site.url}/team?term=${old.id}`);
    // The old year's list replaces the current one once it has loaded.
    await expect
      .poll(() => page.locator('.member-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-member'))))
      .toEqual(['stays', 'leaves']);
    expect(await page.locator('.member-card[data-member="stays"]').textContent()).toContain('Treasurer');
    expect(await page.locator('.member-card[data-member="leaves"]').textContent()).toContain('Head of Arts');
    expect(await picker.getByRole('link', { name: old.name }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe(`Our team ${old.name} · Chinese Culture Society`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The one who left manages nothing: signed in again, every staff operation is refused.
    const leaver = await restToken(site, 'leaves', password);
    expect(await api('GET', '/api/admin/profiles', undefined, leaver)).toBe(403);
    expect(await api('GET', '/api/admin/staff', undefined, leaver)).toBe(403);
    expect(await api('POST', '/api/events', {}, leaver)).toBe(403);
  });

  test('an admin removes the one who left from the old year’s team, after a question', async () => {
    const { page, context, consoleErrors } = await openPage(small);
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    const past = page.locator('[data-part="past-teams"]');
    await past.locator('summary').click();
    expect(await past.getByLabel('Year').inputValue()).toBe(old.id);
    await past.locator('li[data-member="leaves"]').waitFor();
    await past.getByRole('button', { name: 'Remove Leo Leaves from this team' }).click();
    const question = page.getByRole('dialog', { name: `Remove Leo Leaves from the ${old.name} team?` });
    await question.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Remove' }).click();
    await announced(page, `Leo Leaves was removed from the ${old.name} team.`);
    await expect
      .poll(() => past.locator('li[data-member]').evaluateAll((els) => els.map((el) => el.getAttribute('data-member'))))
      .toEqual(['stays']);
    const team = (await (await fetch(`${site.url}/api/team?term=${old.id}`)).json()) as { members: Array<{ username: string }> };
    expect(team.members.map((m) => m.username)).toEqual(['stays']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('no axe violations on the team’s year picker, in English and Chinese, light and dark, at 360 px and 1280 px', async () => {
    const { page, context } = await openPage(small);
    await page.goto(`${site.url}/team?term=${old.id}`);
    for (const [width, language, theme] of views) {
      await page.setViewportSize({ width, height: 740 });
      await reloadWith(page, theme, language);
      await page.locator('[data-part="year-picker"]').waitFor();
      await page.locator('.member-card').first().waitFor();
      expect(await axeViolations(page), `${width} px, ${language}, ${theme}`).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
