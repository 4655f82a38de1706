// The floating social rail keeps off the content at every width it shows at (issue 21, item 20):
// no text, card, image or control of a page lies under it, from 769 px (below, it is hidden and
// the footer lists the networks) to wide screens, on every public page and on the join
// confirmation, in both languages.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { reloadWith, useSite } from './support';

const { site, openPage } = useSite();

// English at every width, Chinese (other line breaks) where room is tightest.
const widths = { en: [800, 1024, 1280, 1440], zh: [1024, 1280] } as const;
const paths = ['/', '/about', '/join', '/team', '/events', '/events/qin-society', '/events/new-year-concert'];

/**
 * What of the page lies under the rail, scrolled from top to bottom: text (its own boxes), images,
 * controls and anything with a background, border or shadow, except full-width bands.
 */
function underRail(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rail = document.querySelector('.social-rail ul');
    if (!rail || getComputedStyle(rail).display === 'none') return [];
    const found = new Set<string>();
    const intersects = (b: DOMRect, r: DOMRect) =>
      b.width > 0 && b.height > 0 && b.right > r.left && b.left < r.right && b.bottom > r.top && b.top < r.bottom;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    const paints = (el: Element) => {
      if (/^(IMG|SVG|VIDEO|CANVAS|INPUT|SELECT|TEXTAREA|BUTTON)$/i.test(el.tagName)) return true;
      const style = getComputedStyle(el);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderRightWidth) > 0 ||
        style.boxShadow !== 'none'
      );
    };
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      const r = rail.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node instanceof Element ? node : node.parentElement!;
        // The rail may float over decoration (aria-hidden glyphs) and over visually hidden text.
        if (el.closest('.social-rail, [hidden], [aria-hidden="true"], .visually-hidden, dialog:not([open])')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
        if (node instanceof Text) {
          if (!node.data.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some((b) => intersects(b, r)))
            found.add(`text "${node.data.trim().slice(0, 30)}" in ${name(el)}`);
        } else {
          const b = el.getBoundingClientRect();
          if (b.width >= window.innerWidth * 0.95 || !paints(el)) continue;
          if (intersects(b, r)) found.add(name(el));
        }
      }
    }
    return [...found].slice(0, 8);
  });
}

describe('the social rail', () => {
  test('covers nothing of any public page, from 769 px to wide screens, in both languages', async () => {
    const { page, context } = await openPage();
    const overlaps: string[] = [];
    for (const language of ['en', 'zh'] as const) {
      await page.goto(`${site.url}/`);
      await reloadWith(page, 'light', language);
      for (const width of widths[language]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(`${site.url}${path}`);
          await page.locator('main [data-screen]').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          const hits = await underRail(page);
          if (hits.length > 0) overlaps.push(`${language} ${width}px ${path}: ${hits.join(', ')}`);
        }
      }
    }
    expect(overlaps).toEqual([]);
    await context.close();
  }, 180_000);

  test('keeps off the join confirmation at 1280 px and 1024 px', async () => {
    for (const width of [1280, 1024]) {
      const { page, context } = await openPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.url}/join`);
      const form = page.locator('form.join-form');
      await form.locator('input[name="name"]').fill('Zhou Yu');
      await form.locator('input[name="email"]').fill(`zhou.yu.${width}@mail.utoronto.ca`);
      await form.locator('select[name="group"]').selectOption('arts');
      await form.locator('button[type="submit"]').click();
      const receipt = page.locator('.join-receipt');
      await receipt.waitFor();
      await receipt.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `/tmp/times/join-receipt-${width}.png` });
      const [card, rail] = await Promise.all([receipt.boundingBox(), page.locator('.social-rail ul').boundingBox()]);
      expect(card!.x + card!.width, `${width}px: the card ends before the rail begins`).toBeLessThanOrEqual(rail!.x);
      expect(await underRail(page), `${width}px`).toEqual([]);
      await context.close();
    }
  });
});
