// The stylesheets a page preloads are the ones it then uses (issue 34, item 16): the server's
// `<link rel="preload" as="style">` must be in the credentials mode of the stylesheet the app's
// loader inserts (`crossorigin`), or Chromium fetches the file twice and warns on every page
// ("…preload for '/assets/….css' is found, but is not used because the request credentials mode
// does not match").
import { describe, expect, test } from 'vitest';
import { useSite } from './support';

const { site, openPage } = useSite();

describe('preloaded stylesheets', () => {
  test('no page warns of a preload it did not use', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    const events = (await (await fetch(`${site.url}/api/events`)).json()) as { events: { slug: string }[] };
    const slug = events.events[0]?.slug;
    expect(slug, 'the demo seed has events').toBeDefined();
    const paths = ['/events', `/events/${slug}`, '/about', '/team', '/join?language=zh-Hant', '/events?language=zh'];
    let preloaded = 0;
    for (const path of paths) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      preloaded += await page.locator('link[rel="preload"][as="style"]').count();
    }
    // The pages do preload stylesheets: a test of nothing would pass too.
    expect(preloaded).toBeGreaterThan(0);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
