// Small screen fixes of issue 34, item 17, in Chromium against the built site: the home page's
// motto stands clear of the hills at desktop widths.
import { describe, expect, test } from 'vitest';
import { reloadWith, useSite } from './support';

const { site, openPage } = useSite();

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
        const box = (selector: string) => page.locator(selector).evaluate((e) => JSON.parse(JSON.stringify(e.getBoundingClientRect())) as DOMRect);
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
