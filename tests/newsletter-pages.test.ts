// The newsletter's pages (issue 37): the confirmation link's and a subscriber's own. Their
// addresses carry a mail's secret: kept out of search engines, sending no Referer with the token
// to other sites, and never remembered by the cached-read lane (shared/page-meta.ts carriesSecret).
import { describe, expect, test } from 'vitest';
import { languages } from '../shared/constants.js';
import { pageMeta } from '../shared/page-meta.js';
import { openPage, readHead } from './helpers/html-head.js';
import { appForFile } from './helpers/test-app.js';

const t = appForFile();

const token = 'Zm9vYmFyYmF6cXV4cXV1eHp6eXlYWFdXVlZVVVRUU1NSUlE';
const pages = [
  ['newsletterConfirm', `/newsletter/confirm/${token}`],
  ['newsletterPreferences', `/newsletter/preferences/${token}`],
] as const;

describe('the newsletter’s pages', () => {
  test.each(pages)('%s: 200 in every language, its own title, noindex, no-referrer, no canonical address', async (page, path) => {
    for (const language of languages) {
      const { head } = await openPage(t, language === 'en' ? path : `${path}?language=${language}`, 200);
      expect(head.titles).toEqual([pageMeta[page][language].title]);
      expect(head.meta('description')).toEqual([pageMeta[page][language].description]);
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.meta('referrer')).toEqual(['no-referrer']);
      expect(head.links('canonical')).toEqual([]);
      expect(head.meta('og:url')).toEqual([]);
    }
  });

  test('a registration’s cancel page sends no Referer either; other pages keep the site’s policy', async () => {
    const cancel = await openPage(t, `/events/lantern-night-3/registrations/${'a'.repeat(32)}`, 200);
    expect(cancel.head.meta('referrer')).toEqual(['no-referrer']);
    for (const path of ['/magazine', '/about', '/search']) {
      const { head } = await openPage(t, path, 200);
      expect(head.meta('referrer'), path).toEqual([]);
    }
  });

  test('the lane never remembers an address with a token: each request is the pages’ own', async () => {
    const lane = t.app.cachedLane;
    for (const [, path] of pages) {
      await fetch(`${t.url}${path}`);
      const before = lane.answered;
      const again = await fetch(`${t.url}${path}`);
      expect(again.status).toBe(200);
      expect(readHead(await again.text()).meta('referrer')).toEqual(['no-referrer']);
      expect(lane.answered, path).toBe(before);
    }
    // A page without a secret is remembered (the check above can fail).
    await fetch(`${t.url}/about?newsletter-check=1`);
    const before = lane.answered;
    await fetch(`${t.url}/about?newsletter-check=1`);
    expect(lane.answered).toBe(before + 1);
  });

  test('a path beside them is not a page', async () => {
    const response = await fetch(`${t.url}/newsletter/confirm`);
    expect(response.status).toBe(404);
  });
});
