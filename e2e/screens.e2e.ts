// Small screen fixes of issue 34, item 17, in Chromium against the built site: the home page's
// motto stands clear of the hills at desktop widths; /admin/staff's tabs share one row at 360 px
// and an e-mail of ordinary length stays on one line at 1280 px; "Past teams" shows a disclosure
// marker that turns, and says expanded or collapsed to assistive technology.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertAccounts, openDatabase, reloadWith, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(
    site,
    [
      { username: 'chief', role: 'admin', order: 0 },
      { username: 'keeper', role: 'admin', order: 1 },
      { username: 'li.hua.longname', order: 2 },
      { username: 'zhao.lei', order: 3 },
    ],
    password,
  );
  // A past year, so the handover panel lists past teams.
  const db = openDatabase(site);
  try {
    db.prepare(
      `insert into terms (id, name, starts_on, ends_on, created_at) values ('2019-20', '2019–20', '2019-09-01', '2020-08-31', ?)`,
    ).run(new Date().toISOString());
  } finally {
    db.close();
  }
});

/** How many lines an element's text takes. */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: element.textContent,
        lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
      };
    }),
  );

describe('/admin/staff', () => {
  test('at 1280 px an e-mail of ordinary length is on one line; at 360 px the tabs share one row; light and dark, both languages', async () => {
    for (const width of [1280, 360]) {
      const { page, context, consoleErrors } = await openPage({ viewport: { width, height: 800 } });
      await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
      for (const [theme, language] of [
        ['light', 'en'],
        ['dark', 'zh'],
      ] as const) {
        await reloadWith(page, theme, language);
        await page.locator('tr[data-account="li.hua.longname"]').waitFor();
        const label = `${width} px ${theme} ${language}`;
        if (width === 1280) {
          const emails = await lines(page, '.admin-staff__email');
          expect(emails.length, label).toBeGreaterThanOrEqual(4);
          for (const email of emails) expect(email.lines, `${label}: ${email.text}`).toBe(1);
        } else {
          const tabs = await page
            .locator('.admin-staff__tabs [role="tab"]')
            .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
          expect(tabs, label).toHaveLength(3);
          for (const tab of tabs) {
            expect(tab.top, label).toBe(tabs[0]!.top);
            expect(tab.right, label).toBeLessThanOrEqual(width);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
        }
        await page.screenshot({ path: `/tmp/screens-admin-staff-${width}-${theme}-${language}.png` });
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('"Past teams" has a disclosure marker that turns when opened, and its expanded state is exposed', async () => {
    const { page, context, consoleErrors } = await openPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughGuard(page, `${site.url}/admin/staff`, 'chief', password);
    const summary = page.locator('[data-part="past-teams"] > summary');
    await summary.waitFor();
    const marker = () =>
      summary.evaluate((e) => ({
        content: getComputedStyle(e, '::before').content,
        transform: getComputedStyle(e, '::before').transform,
        width: getComputedStyle(e, '::before').width,
      }));
    const cdp = await context.newCDPSession(page);
    const expanded = async () => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: Array<{ name?: { value?: string }; properties?: Array<{ name: string; value: { value: unknown } }> }>;
      };
      const node = nodes.find((n) => n.name?.value === 'Past teams' && n.properties?.some((p) => p.name === 'expanded'));
      return node?.properties?.find((p) => p.name === 'expanded')?.value.value;
    };
    const closed = await marker();
    expect(closed.content, 'a marker is drawn').not.toBe('none');
    expect(closed.width).not.toBe('0px');
    expect(await expanded()).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toBe(true);
    await expect.poll(async () => (await marker()).transform).not.toBe(closed.transform);
    await page.screenshot({ path: '/tmp/screens-past-teams-open.png' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the home page motto', () => {
  for (const [width, height] of [
    [1280, 800],
    [1280, 720],
    [1440, 900],
  ] as const) {
    test(`stands above the hills and below the header, whole (${width} × ${height})`, async () => {
      const { page, context, consoleErrors } = await openPage({ viewport: { width, height } });
      await page.goto(`${site.url}/?language=en`);
      await page.locator('[data-screen="home"]').waitFor();
      for (const theme of ['light', 'dark'] as const) {
        await reloadWith(page, theme, 'en');
        await page.locator('.hero__motto').waitFor();
        const box = (selector: string) =>
          page.locator(selector).evaluate((e) => JSON.parse(JSON.stringify(e.getBoundingClientRect())) as DOMRect);
        const [motto, hills, header, hero] = await Promise.all([box('.hero__motto'), box('.hero__mountains'), box('header'), box('.hero')]);
        const label = `${width} × ${height} ${theme}`;
        // The hills' box is their highest peak's line and above: the motto ends above it.
        expect(motto.bottom, label).toBeLessThanOrEqual(hills.top);
        expect(motto.top, label).toBeGreaterThanOrEqual(header.bottom);
        expect(motto.top, label).toBeGreaterThanOrEqual(hero.top);
        await page.screenshot({ path: `/tmp/screens-motto-${width}x${height}-${theme}.png` });
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
