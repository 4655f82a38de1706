// The team page end to end in Chromium against the built site: the demo team (SEED_DEMO) and two
// members written into the database (one with a photo and every link, one whose profile only
// waits for review); members by department with the filter; a member's detail at /team/{member},
// opened from a card and from a shared link, closed by its button, by Esc and by Back, focus and
// scroll kept; an unknown member says so with a 404; both languages and themes, 360 px and
// desktop, nothing wider than the screen, no axe violation.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, useSite } from './support';

const { site, openPage } = useSite();

/** A 2×2 PNG (a valid file: the browser decodes it). */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001649444154789c63f8cfc0f09f81e1ff7f06861f0c0c00003ffe07f9c6b3d1a60000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  fs.mkdirSync(path.join(site.dataDir, 'uploads', 'staff'), { recursive: true });
  fs.writeFileSync(path.join(site.dataDir, 'uploads', 'staff', 'mei.png'), png);
  // Written before anything asks for the team, so the server's first read includes them.
  const db = new Database(path.join(site.dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const account = db.prepare(
      `insert into staff_accounts (username, email, email_normalized, password_hash, role, is_active, display_order, created_at) values (?, ?, ?, 'x', 'staff', 1, ?, ?)`,
    );
    const columns =
      'name_en, name_zh, position_en, position_zh, department, bio_en, bio_zh, email, phone, linkedin, github, wechat, mbti, avatar';
    const mei = Number(account.run('mei.wong', 'mei@example.org', 'mei@example.org', 5, now).lastInsertRowid);
    const fields = [
      'Mei Wong',
      '王美',
      'Choir Director',
      '合唱团指挥',
      'arts',
      'Sings alto and conducts the choir.\n\nAsk her about rehearsals.',
      '唱女低音，指挥合唱团。\n\n排练的事情都可以问她。',
      'mei@example.org',
      '+1 416 555 0123',
      'https://www.linkedin.com/in/mei-wong-example',
      'https://github.com/mei-wong-example',
      'mei_wong88',
      'INFJ',
      '/uploads/staff/mei.png',
    ];
    db.prepare(
      `insert into published_profiles (account_id, ${columns}, verified, approved_at) values (?, ${columns
        .split(',')
        .map(() => '?')
        .join(', ')}, 1, ?)`,
    ).run(mei, ...fields, now);
    const waiting = Number(account.run('wait.ing', 'wait@example.org', 'wait@example.org', 0, now).lastInsertRowid);
    db.prepare(
      `insert into staff_profiles (account_id, name_en, department, email, status, updated_at) values (?, 'Waiting', 'career', 'wait@example.org', 'pending', ?)`,
    ).run(waiting, now);
  } finally {
    db.close();
  }
});

const texts = {
  en: {
    eyebrow: 'Our team',
    arts: 'Arts',
    unknown: 'We could not find this member',
    meiTitle: 'Mei Wong · Chinese Culture Society',
    back: 'Back to the team',
    close: 'Close',
  },
  zh: {
    eyebrow: '我们的团队',
    arts: '艺术部',
    unknown: '没有找到这位成员',
    meiTitle: '王美 · 中华文化学生会',
    back: '返回团队',
    close: '关闭',
  },
} as const;

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

async function openTeamPage(language: 'en' | 'zh', theme: 'light' | 'dark', viewport: keyof typeof viewports) {
  const opened = await openPage({ reducedMotion: 'reduce', viewport: viewports[viewport], colorScheme: theme });
  await opened.page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('preferredLanguage', l);
      localStorage.setItem('theme', t);
    },
    [language, theme] as const,
  );
  return opened;
}

/** Nothing wider than the screen. */
async function fits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The document's own answer: only a member nobody knows gets 404, which Chromium reports as a console error. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

describe('the team page', () => {
  for (const language of ['en', 'zh'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        test(`${language}, ${theme}, ${viewport}: members by department, a member's detail, an unknown member; no axe violation`, async () => {
          const { page, context, consoleErrors } = await openTeamPage(language, theme, viewport);
          const t = texts[language];
          const found: Record<string, unknown> = {};

          // The list: the executive committee first, every department of the demo team, the cards.
          await page.goto(`${site.url}/team`);
          await page.locator('[data-screen="team"] .member-card').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          expect(
            await page.locator('.team-department').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-department'))),
          ).toEqual(['executive_committee', 'arts', 'career', 'operation', 'support', 'engagement']);
          expect(await page.locator('.member-card').count()).toBe(7);
          expect(await page.locator('[data-member="wait.ing"]').count(), 'a profile waiting for review is not shown').toBe(0);
          const mei = page.locator('[data-member="mei.wong"]');
          expect(await mei.locator('img.avatar').getAttribute('src')).toBe('/uploads/staff/mei.png');
          await expect.poll(() => mei.locator('img.avatar').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
          expect(await mei.locator('.badge--verified').count()).toBe(1);
          expect(await mei.getByRole('link', { name: /LinkedIn|领英/ }).getAttribute('href')).toBe(
            'https://www.linkedin.com/in/mei-wong-example',
          );
          expect(await mei.getByRole('link', { name: /GitHub/ }).getAttribute('href')).toBe('https://github.com/mei-wong-example');
          expect(await mei.getByRole('link', { name: /mei@example\.org/ }).getAttribute('href')).toBe('mailto:mei@example.org');
          expect(await mei.innerText()).toContain('mei_wong88');
          expect(await mei.innerText()).toContain('INFJ');
          expect(await page.locator('body').innerText(), 'the phone number is never shown').not.toContain('555');
          // Initials where there is no photo; a name in the other language keeps its lang.
          expect(await page.locator('[data-member="zhao.ming"] .avatar--initials').innerText()).toBe('赵明');
          expect(await page.locator('[data-member="priya.nair"] .member-card__name').getAttribute('lang')).toBe(
            language === 'zh' ? 'en' : null,
          );
          expect(await page.locator('[data-member="zhao.ming"] .member-card__name').getAttribute('lang')).toBe(
            language === 'zh' ? null : 'zh-CN',
          );
          await fits(page, viewports[viewport].width);
          let violations = await axeViolations(page);
          if (violations.length) found.list = violations;

          // The filter keeps one department, in the URL.
          await page
            .getByRole('navigation', { name: language === 'en' ? 'Show the members of' : '查看成员' })
            .getByRole('link', { name: new RegExp(`^${t.arts}`) })
            .click();
          await expect.poll(() => new URL(page.url()).search).toBe('?department=arts');
          await expect.poll(() => page.locator('.team-department').count()).toBe(1);
          expect(await page.locator('.member-card').count()).toBe(2);

          // A shared link opens the member's detail over the team, titled as the member.
          const response = await page.goto(`${site.url}/team/Mei.Wong`);
          expect(response?.status()).toBe(200);
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await expect.poll(() => page.title()).toBe(t.meiTitle);
          expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(language === 'zh' ? '王美' : 'Mei Wong');
          expect(await dialog.innerText()).toContain(language === 'zh' ? '排练的事情都可以问她。' : 'Ask her about rehearsals.');
          await fits(page, viewports[viewport].width);
          violations = await axeViolations(page);
          if (violations.length) found.dialog = violations;
          // Closing a detail that was opened by a link goes to the team, in place of the detail.
          await dialog.getByRole('button', { name: t.back }).click();
          await expect.poll(() => new URL(page.url()).pathname).toBe('/team');
          expect(await dialog.isVisible()).toBe(false);

          // An address that names nobody: 404 from the server, the message on the page.
          for (const nobody of ['/team/nobody', '/team/wait.ing']) {
            const missing = await page.goto(`${site.url}${nobody}`);
            expect(missing?.status(), nobody).toBe(404);
            await page.getByRole('heading', { name: t.unknown }).waitFor();
            await expect
              .poll(() => page.title())
              .toBe(language === 'zh' ? '页面不存在 · 中华文化学生会' : 'Page not found · Chinese Culture Society');
            expect(await page.getByRole('dialog').count()).toBe(0);
          }
          await fits(page, viewports[viewport].width);
          violations = await axeViolations(page);
          if (violations.length) found.unknown = violations;

          expect(found).toEqual({});
          expect(realErrors(consoleErrors)).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe('a member’s detail from the list', () => {
  test('opens at /team/{member} from a card, by mouse or keyboard; Esc, the close button and Back return to the list where it was, focus on the card', async () => {
    const { page, context, consoleErrors } = await openTeamPage('en', 'light', 'phone');
    await page.goto(`${site.url}/team`);
    const card = page.locator('[data-member="kevin.liu"]');
    await card.waitFor();
    const link = card.getByRole('link', { name: 'Profile of Kevin Liu' });

    // Far down the page: opening and closing keep the place.
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    // Anywhere on the card opens it (its name's link covers it).
    const box = (await card.locator('.member-card__bio').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/team/kevin.liu');
    await expect.poll(() => page.title()).toBe('Kevin Liu · Chinese Culture Society');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/team\/kevin\.liu$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/team');
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(() => page.title()).toBe('Our team · Chinese Culture Society');
    // Esc went back in history: Forward opens the member again.
    await page.goForward();
    await dialog.waitFor();
    await page.goBack();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/team');

    // Keyboard: the card's link opens it with Enter; the close button closes it; focus returns.
    await link.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/team');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Profile of Kevin Liu');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Back from the detail closes it; the list stays.
    await link.click();
    await dialog.waitFor();
    await page.goBack();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/team');
    expect(await page.locator('.member-card').count()).toBe(7);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('the server previews a member’s link as that member, and the sitemap lists it', async () => {
    const html = await (await fetch(`${site.url}/team/mei.wong?language=zh`)).text();
    expect(html).toContain('<title>王美 · 中华文化学生会</title>');
    expect(html).toContain('<meta name="description" content="合唱团指挥" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/staff\/mei\.png" \/>/);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/team/mei.wong</loc>');
    expect(sitemap).not.toContain('/team/wait.ing</loc>');
  });
});
