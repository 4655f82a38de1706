// Headings do not end with a full stop (issue 34, item 13): every public page's headings, and the
// motto of the home page, in 简体 and 繁體. The motto is the society's own words, shown in the
// page's script and marked with its language.
import { describe, expect, test } from 'vitest';
import { useSite } from './support';

const { site, openPage } = useSite();

const paths = ['/', '/about', '/join', '/team', '/events', '/events/qin-society', '/events/new-year-concert'];

describe('headings', () => {
  test('no heading of a public page ends in 。 or a full stop, in Simplified or Traditional', async () => {
    const { events } = (await (await fetch(`${site.url}/api/events`)).json()) as { events: { slug: string }[] };
    const { page, context, consoleErrors } = await openPage({ locale: 'zh-CN' });
    const stopped: string[] = [];
    let seen = 0;
    for (const language of ['zh', 'zh-Hant'] as const) {
      for (const path of [...paths, `/events/${events[0]!.slug}`]) {
        await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}language=${language}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        const headings = await page.locator('h1, h2, h3, h4, h5, h6, [role="heading"]').allTextContents();
        seen += headings.length;
        for (const text of headings) if (/[。．.]\s*$/.test(text.trim())) stopped.push(`${language} ${path}: ${text.trim()}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(stopped).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the home motto on a Traditional page is in Traditional and says so', async () => {
    const { page, context } = await openPage({ locale: 'zh-TW' });
    await page.goto(`${site.url}/?language=zh-Hant`);
    const motto = page.locator('[data-motto]');
    await motto.waitFor();
    expect(await motto.textContent()).toBe('以文會友');
    expect(await motto.getAttribute('lang')).toBe('zh-Hant');
    await page.goto(`${site.url}/?language=zh`);
    await motto.waitFor();
    expect(await motto.textContent()).toBe('以文会友');
    expect(await motto.getAttribute('lang')).toBe('zh-CN');
    await context.close();
  });
});
