// The home page's first load in Chromium against the built site (issue 34, item 18): in each
// language, every script the browser fetches until the page is shown and settled, gzip -9, stays
// within the 120 KB budget; the page fetches its own language's interface texts and no other
// language's; no query library comes with it (the home page reads nothing through tRPC); and a
// switch of language loads the next one's texts then, with no raw key shown.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { useSite } from './support';

const { site, openPage } = useSite();
const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const tableOf = {
  en: /\/assets\/en-[\w-]+\.js$/,
  zh: /\/assets\/zh-[\w-]{8}\.js$/,
  'zh-Hant': /\/assets\/zh-Hant-pack-[\w-]+\.js$/,
} as const;

describe('the home page first load', () => {
  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    test(`${language}: scripts within 120 KB gzip, its own texts only, no query library`, async () => {
      const { page, context, consoleErrors } = await openPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      await page.goto(`${site.url}/?language=${language}`);
      await page.locator('[data-screen="home"]').waitFor();
      await page.waitForLoadState('networkidle');
      const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
      expect(total / 1024, scripts.join(', ')).toBeLessThanOrEqual(120);
      for (const [other, pattern] of Object.entries(tableOf)) {
        expect(scripts.filter((file) => pattern.test(file)).length, `${language}: the ${other} texts`).toBe(other === language ? 1 : 0);
      }
      const bodies = scripts.map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
      // TanStack Query's own words (its cache's and its hook's), and tRPC's React bindings'.
      expect(bodies).not.toContain('No QueryClient set');
      expect(bodies).not.toContain('useUtils');
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  test('switching language fetches the next texts then and shows them, never a raw key', async () => {
    const { page, context, consoleErrors } = await openPage();
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
    await page.goto(`${site.url}/?language=en`);
    await page.locator('[data-screen="home"]').waitFor();
    expect(scripts.some((file) => tableOf.zh.test(file))).toBe(false);
    await page.getByRole('button', { name: '简体中文', exact: true }).first().click();
    await expect.poll(() => page.getByRole('navigation', { name: '主导航' }).getByRole('link').first().textContent()).toBe('首页');
    expect(scripts.filter((file) => tableOf.zh.test(file))).toHaveLength(1);
    expect(await page.locator('body').innerText()).not.toMatch(/\b(nav|app|home|auth)\.[a-z]+[A-Z]?\w*/);
    // Then to English and back: each table is fetched once.
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().textContent()).toBe('Home');
    await page.getByRole('button', { name: '简体中文', exact: true }).first().click();
    await expect.poll(() => page.getByRole('navigation', { name: '主导航' }).getByRole('link').first().textContent()).toBe('首页');
    expect(scripts.filter((file) => tableOf.zh.test(file))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
