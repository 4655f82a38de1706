// Traditional Chinese in Chromium against the built site (issue 25): a zh-TW and a zh-HK browser
// see the interface in Traditional from the first paint (no frame in Simplified) and load its
// texts, a chunk of their own that English and Simplified browsers never fetch; a zh-CN browser
// keeps Simplified, an English one English; choosing 繁體 flashes, is saved and survives a reload;
// a public page, the sign-in modal and a signed-in staff screen read in Traditional, with no
// character that the Simplified → Traditional conversion would still change; the language control
// passes axe in both themes at 360 px, where it fits.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadTraditional } from '../server/lib/traditional';
import { axeViolations, insertAccounts, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
let convert: (text: string) => string;
let toTraditionalCharacter: (text: string) => string;

beforeAll(async () => {
  convert = await loadTraditional();
  const { Converter } = await import('opencc-js/cn2t');
  toTraditionalCharacter = Converter({ from: 'cn', to: 't' });
  await insertAccounts(site, [{ username: 'lihua' }], password);
});

/** Records, from before the page's first script, whether Simplified words of the navigation were ever shown. */
async function watchForSimplified(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { simplifiedSeen: boolean };
    w.simplifiedSeen = false;
    new MutationObserver(() => {
      const nav = document.querySelector('nav');
      if (nav && /首页|关于我们|团队|活动|加入我们/.test(nav.textContent ?? '')) w.simplifiedSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The page's visible text in zh-Hant elements (the language control's other names carry their own lang). */
async function traditionalText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element?.closest('[lang]')?.getAttribute('lang') !== 'zh-Hant') continue;
      if (!element.checkVisibility() || !node.textContent?.trim()) continue;
      texts.push(node.textContent.trim());
    }
    // What assistive technology reads too: labels and placeholders.
    for (const element of document.querySelectorAll('[aria-label], [placeholder]')) {
      if (element.closest('[lang]')?.getAttribute('lang') !== 'zh-Hant') continue;
      texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('placeholder') ?? '');
    }
    return texts.join('\n');
  });
}

/**
 * Characters of the text that the Simplified → Traditional conversion changes (none in a
 * Traditional page), found line by line with opencc-js: where cn → twp changes a line, the
 * changed characters that are Simplified (character-level s2t changes them). So 發送 → 傳送, a
 * Taiwan word choice over Traditional text, is not counted, and 伙伴 → 夥伴 is.
 */
function simplifiedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const converted = convert(line);
    if (converted === line) continue;
    const before = [...line];
    const after = [...converted];
    if (before.length === after.length)
      before.forEach((c, i) => {
        if (c !== after[i] && toTraditionalCharacter(c) !== c) found.add(c);
      });
    else for (const c of before) if (toTraditionalCharacter(c) !== c && !after.includes(c)) found.add(c);
  }
  return [...found];
}

describe('detection', () => {
  test('zh-TW and zh-HK browsers see Traditional from the first paint and fetch its texts; zh-CN sees Simplified, en English, neither fetching them', async () => {
    for (const [locale, lang, home, nav] of [
      ['zh-TW', 'zh-Hant', '首頁', '主導航'],
      ['zh-HK', 'zh-Hant', '首頁', '主導航'],
      ['zh-CN', 'zh-CN', '首页', '主导航'],
      ['en-US', 'en', 'Home', 'Main navigation'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      if (lang === 'zh-Hant') await watchForSimplified(page);
      const served = await page.goto(site.url);
      // The server answered the page in the browser's language (Accept-Language), Traditional included.
      expect(await served!.text(), locale).toContain(`<html lang="${lang}"`);
      await page.locator('[data-screen="home"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), locale).toBe(lang);
      expect(await page.getByRole('navigation', { name: nav }).getByRole('link').first().textContent(), locale).toBe(home);
      const pack = fetched.filter((path) => /\/assets\/zh-Hant-pack-[\w-]+\.js$/.test(path));
      expect(pack.length, `${locale}: the Traditional texts fetched`).toBe(lang === 'zh-Hant' ? 1 : 0);
      // Traditional readers get the Traditional fonts first (their glyph forms), Simplified readers the Simplified.
      const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (lang === 'zh-Hant') expect(fonts.match(/Noto Sans CJK [ST]C/g), fonts).toEqual(['Noto Sans CJK TC', 'Noto Sans CJK SC']);
      else expect(fonts, locale).not.toContain(' TC');
      if (lang === 'zh-Hant') {
        expect(
          await page.evaluate(() => (window as unknown as { simplifiedSeen: boolean }).simplifiedSeen),
          `${locale}: Simplified shown first`,
        ).toBe(false);
        expect(await page.locator('[aria-pressed="true"]').first().textContent()).toBe('繁體');
        expect(await page.title()).toBe('中華文化學生會 · 多倫多大學');
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('choosing 繁體', () => {
  test('flashes, sets <html lang> and the head to Traditional, is saved and survives a reload; by keyboard', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/events`);
    await page.locator('[data-screen="events"]').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { flashSeen: boolean };
      w.flashSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.language-flash')) w.flashSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const traditional = page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: '繁體中文' });
    expect(await traditional.getAttribute('lang')).toBe('zh-Hant');
    await traditional.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    await expect.poll(() => page.locator('h1').textContent()).toBe('活動');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('zh-Hant');
    expect(await page.evaluate(() => (window as unknown as { flashSeen: boolean }).flashSeen)).toBe(true);
    expect(await page.getByRole('group', { name: '語言' }).getByRole('button', { name: '繁體中文' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(() => page.title()).toBe('活動 · 中華文化學生會');
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('zh_TW');
    expect(
      await page.locator('meta[property="og:locale:alternate"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
    ).toEqual(['en_CA', 'zh_CN']);
    expect(await page.locator('link[rel="alternate"][hreflang="zh-Hant"]').getAttribute('href')).toMatch(/\/events\?language=zh-Hant$/);
    expect(await page.locator('link[rel="alternate"][hreflang="zh-Hans"]').getAttribute('href')).toMatch(/\/events\?language=zh$/);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(4);

    await page.reload();
    await page.locator('[data-screen="events"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    expect(await page.locator('h1').textContent()).toBe('活動');
    // And back to Simplified.
    await page.getByRole('banner').getByRole('button', { name: '简体中文' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('活动');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('zh');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('screens in Traditional, with no character the conversion would still change', () => {
  test('public pages: about and join', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'zh-TW' });
    for (const [path, screen, heading] of [
      ['/about', 'about', '文化，是我們一起創造的'],
      ['/join', 'join', '在社團找到你的位置'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      expect(await page.locator('h1').textContent(), path).toBe(heading);
      const text = await traditionalText(page);
      expect(text.length, path).toBeGreaterThan(200);
      expect(simplifiedCharacters(text), path).toEqual([]);
    }
    // The society's facts come from the table made at build time.
    expect(await page.locator('footer').innerText()).toContain('中華文化學生會');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('pages of staff-written content: home, events, an event, the team (converted on the server)', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'zh-TW' });
    for (const [path, screen] of [
      ['/', 'home'],
      ['/events', 'events'],
      ['/team', 'team'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.locator(`[data-screen="${screen}"]`).waitFor();
      // The event cards' dates come from a worker: wait until they are there.
      if (screen === 'events') await page.locator('time, .event-card').first().waitFor();
      const text = await traditionalText(page);
      expect(text.length, path).toBeGreaterThan(200);
      expect(simplifiedCharacters(text), path).toEqual([]);
    }
    // One event's own page, reached from the list.
    await page.goto(`${site.url}/events`);
    // An event's page (its slug ends in its id), not a programme's.
    const eventLink = () =>
      page
        .locator('[data-screen="events"] a[href^="/events/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).find((href) => /-\d+$/.test(href)));
    await expect.poll(eventLink).toBeDefined();
    const eventPath = await eventLink();
    await page.goto(`${site.url}${eventPath}`);
    await page.locator('[data-screen="event"]').waitFor();
    expect(simplifiedCharacters(await traditionalText(page))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the sign-in modal, then a signed-in staff screen (my profile)', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'zh-HK' });
    await page.goto(`${site.url}/staff/profile`);
    const dialog = page.getByRole('dialog', { name: '工作人員登入' });
    await dialog.waitFor();
    expect(simplifiedCharacters(await traditionalText(page))).toEqual([]);
    expect(await dialog.innerText()).toContain('使用者名稱或信箱');
    // A wrong password is refused in Traditional (the server's message).
    await dialog.getByLabel('使用者名稱或信箱').fill('lihua');
    await dialog.getByRole('tabpanel').getByLabel('密碼', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: '登入', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain('登入失敗，請檢查你的使用者名稱和密碼。');
    expect(simplifiedCharacters(await traditionalText(page))).toEqual([]);

    await dialog.getByRole('tabpanel').getByLabel('密碼', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: '登入', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('[data-screen="staff-profile"]').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toBe('我的資料');
    const text = await traditionalText(page);
    expect(text.length).toBeGreaterThan(200);
    expect(simplifiedCharacters(text)).toEqual([]);
    // The refused password's answer is the only error.
    expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe('the language control', () => {
  test('fits at 360 px in the menu and passes axe in light and dark; fits in the header from 800 to 1280 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context, consoleErrors } = await openPage({
        locale: 'zh-TW',
        colorScheme: theme,
        viewport: { width: 360, height: 740 },
      });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${site.url}/about`);
      await page.locator('[data-screen="about"]').waitFor();
      await page.getByRole('button', { name: '開啟選單' }).click();
      const menu = page.getByRole('dialog', { name: '選單' });
      await menu.waitFor();
      const group = menu.getByRole('group', { name: '語言' });
      expect(await group.getByRole('button').allTextContents()).toEqual(['English', '简体', '繁體']);
      expect(await group.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('lang')))).toEqual([
        'en',
        'zh-CN',
        'zh-Hant',
      ]);
      const box = (await group.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'inside 360 px').toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await axeViolations(page), `${theme} at 360 px`).toEqual([]);
      // By keyboard: Tab reaches the buttons, Enter chooses.
      await group.getByRole('button', { name: 'English' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('繁體');
      await page.keyboard.press('Space');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
    // In the header, from just above the phone layout to a laptop: the three buttons fit beside the links.
    for (const [locale, group] of [
      ['zh-TW', '語言'],
      ['en-US', 'Language'],
    ] as const) {
      for (const width of [800, 1024, 1280]) {
        const { page, context } = await openPage({ locale, viewport: { width, height: 800 } });
        await page.goto(`${site.url}/about`);
        await page.locator('[data-screen="about"]').waitFor();
        const header = page.getByRole('banner').getByRole('group', { name: group });
        expect(await header.isVisible(), `${locale} ${width}`).toBe(true);
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, `${locale} ${width}`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} ${width}`).toBeLessThanOrEqual(width);
        if (width === 1280) expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    }
  });
});
