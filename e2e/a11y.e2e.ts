// axe-core on every screen, in light and dark, in English, Simplified and Traditional Chinese, and on the states that
// only appear on demand: an event's page (opened from the list, with "Link copied" shown), the
// mobile menu, the join form with its errors and the sign-in modal (each tab, with an error shown).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { animationsSettled, axeViolations, useSite } from './support';

const { site, openPage } = useSite();

const screens = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/events', 'events'],
  ['/events/qin-society', 'qin-society'],
  ['/events/new-year-concert', 'new-year-concert'],
  ['/join', 'join'],
  ['/join?form=only', 'join-form'],
  ['/team', 'team'],
  ['/staff/profile', 'staff'],
  ['/missing-page', 'not-found'],
] as const;

async function setUp(page: Page, theme: 'light' | 'dark', language: 'en' | 'zh' | 'zh-Hant') {
  await page.goto(`${site.url}/robots.txt`);
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('preferredLanguage', l);
    },
    [theme, language] as const,
  );
}

async function ready(page: Page, screen: string) {
  await page.locator(`[data-screen="${screen}"]`).waitFor();
  if (screen === 'events') await page.locator('.event-card').first().waitFor();
  // A visitor at a staff page gets the sign-in modal over it: check the page with it open.
  if (screen === 'staff') await page.locator('#sign-in-dialog[open]').waitFor();
}

// The six language and theme combinations run side by side: most of the time is spent waiting.
describe.concurrent('axe', () => {
  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      describe(`${language}, ${theme}`, () => {
        test('every screen has no axe violations', async () => {
          // Reduced motion: axe then sees the finished state, not a fade half way through.
          const { page, context } = await openPage({ reducedMotion: 'reduce' });
          await setUp(page, theme, language);
          const found: Record<string, unknown> = {};
          for (const [path, screen] of screens) {
            await page.goto(`${site.url}${path}`);
            await ready(page, screen);
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            const violations = await axeViolations(page);
            if (violations.length) found[path] = violations;
          }
          expect(found).toEqual({});
          await context.close();
          // Ten screens one after another, four combinations side by side on two cores: more than the default minute.
        }, 150_000);

        test('an event’s page, the join errors, the sign-in modal and the mobile menu have no axe violations', async () => {
          const { page, context } = await openPage({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });
          await setUp(page, theme, language);
          const found: Record<string, unknown> = {};

          await page.goto(`${site.url}/events`);
          await ready(page, 'events');
          // The featured event's learn more: its page, with an image-less banner, facts, actions and text.
          await page.locator('.featured-event').getByRole('link').first().click();
          await page.locator('[data-screen="event"]').waitFor();
          await page.locator('.event-page__share button').first().click();
          await page.locator('.event-page__status:not(:empty)').waitFor();
          let violations = await axeViolations(page);
          if (violations.length) found['event page'] = violations;
          await page.setViewportSize({ width: 360, height: 740 });
          violations = await axeViolations(page);
          if (violations.length) found['event page at 360 px'] = violations;
          await page.setViewportSize({ width: 1280, height: 800 });

          await page.goto(`${site.url}/join`);
          await ready(page, 'join');
          await page.locator('form.join-form button[type="submit"]').click();
          await page.locator('.field__error').first().waitFor();
          violations = await axeViolations(page);
          if (violations.length) found['join errors'] = violations;

          await page.goto(`${site.url}/about`);
          await ready(page, 'about');
          await page.getByRole('banner').locator('.login-button').click();
          const signIn = page.locator('#sign-in-dialog[open]');
          await signIn.waitFor();
          await animationsSettled(signIn);
          violations = await axeViolations(page);
          if (violations.length) found['sign-in modal'] = violations;
          for (const [index, tab] of (await signIn.getByRole('tab').all()).entries()) {
            await tab.click();
            if (index === 2) {
              // The register tab with a field error and its hint, the username read-only.
              await signIn.locator('[name="email"]').fill('li.hua@');
              await signIn.locator('[data-send-code]').click();
              await signIn.locator('.field__error').waitFor();
            }
            violations = await axeViolations(page);
            if (violations.length) found[`sign-in tab ${index + 1}`] = violations;
          }
          await page.keyboard.press('Escape');

          await page.setViewportSize({ width: 375, height: 740 });
          await page.goto(`${site.url}/`);
          await ready(page, 'home');
          violations = await axeViolations(page);
          if (violations.length) found['home at 375 px'] = violations;
          await page.locator('.menu-button').click();
          await page.getByRole('dialog').waitFor();
          violations = await axeViolations(page);
          if (violations.length) found['mobile menu'] = violations;

          expect(found).toEqual({});
          await context.close();
          // Four of these run side by side on two cores: under load one took 59.5 s, at the 60 s default.
        }, 150_000);
      });
    }
  }
});
