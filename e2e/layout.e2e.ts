// The frame every visitor sees, end to end: every route renders its screen with its title in both
// languages and no raw dictionary key; language detection and persistence; the theme before the
// first paint; the header's translucency; the mobile menu; footer, social rail and WeChat; the
// not-found screen with 404; keyboard basics.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { site as siteConfig } from '../shared/site';
import { animationsSettled, useSite } from './support';

const { site, openPage } = useSite();

interface ScreenCase {
  path: string;
  screen: string;
  title: { en: string; zh: string };
  status?: number;
}

const screens: ScreenCase[] = [
  { path: '/', screen: 'home', title: { en: 'Chinese Culture Society · University of Toronto', zh: '中华文化学生会 · 多伦多大学' } },
  { path: '/about', screen: 'about', title: { en: 'About us · Chinese Culture Society', zh: '关于我们 · 中华文化学生会' } },
  { path: '/events', screen: 'events', title: { en: 'Events · Chinese Culture Society', zh: '活动 · 中华文化学生会' } },
  {
    path: '/events/qin-society',
    screen: 'qin-society',
    title: { en: 'Qin Society · Chinese Culture Society', zh: '古琴社 · 中华文化学生会' },
  },
  {
    path: '/events/new-year-concert',
    screen: 'new-year-concert',
    title: { en: 'New Year Concert · Chinese Culture Society', zh: '新年音乐会 · 中华文化学生会' },
  },
  { path: '/join', screen: 'join', title: { en: 'Join us · Chinese Culture Society', zh: '加入我们 · 中华文化学生会' } },
  { path: '/join?form=only', screen: 'join-form', title: { en: 'Join us · Chinese Culture Society', zh: '加入我们 · 中华文化学生会' } },
  { path: '/team', screen: 'team', title: { en: 'Our team · Chinese Culture Society', zh: '我们的团队 · 中华文化学生会' } },
  { path: '/team/chen.jiayi', screen: 'team', title: { en: 'Jiayi Chen · Chinese Culture Society', zh: '陈佳怡 · 中华文化学生会' } },
  {
    path: '/team/some-member',
    screen: 'team',
    title: { en: 'Page not found · Chinese Culture Society', zh: '页面不存在 · 中华文化学生会' },
    status: 404,
  },
  { path: '/magazine', screen: 'magazine', title: { en: 'Magazine · Chinese Culture Society', zh: '会刊 · 中华文化学生会' } },
  { path: '/search?q=calligraphy', screen: 'search', title: { en: 'Search · Chinese Culture Society', zh: '搜索 · 中华文化学生会' } },
  { path: '/admin/events', screen: 'staff', title: { en: 'Staff area · Chinese Culture Society', zh: '工作人员专区 · 中华文化学生会' } },
  { path: '/admin/staff', screen: 'staff', title: { en: 'Staff area · Chinese Culture Society', zh: '工作人员专区 · 中华文化学生会' } },
  { path: '/staff/profile', screen: 'staff', title: { en: 'Staff area · Chinese Culture Society', zh: '工作人员专区 · 中华文化学生会' } },
  {
    path: '/no-such-page/anywhere',
    screen: 'not-found',
    title: { en: 'Page not found · Chinese Culture Society', zh: '页面不存在 · 中华文化学生会' },
    status: 404,
  },
];

/** Visible words that look like a dictionary key (nav.home, events.filter.all…). */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const withoutAddresses = text.replace(/\S+@\S+/g, ' ');
  // Intl writes "7:00 p.m." in Canadian English: not a key.
  return (withoutAddresses.match(/\b[a-z]+\.[a-zA-Z.]+\b/g) ?? []).filter((m) => !/^[ap]\.m$/.test(m));
}

/** Stores a language or theme for the origin before the app first loads. */
async function store(page: Page, values: Record<string, string>) {
  await page.goto(`${site.url}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

describe('every route renders its screen', () => {
  for (const language of ['en', 'zh'] as const) {
    test(`in ${language === 'en' ? 'English' : 'Chinese'}: screen, title, description, lang, no raw keys`, async () => {
      const { page, context, consoleErrors } = await openPage({ locale: language === 'zh' ? 'zh-CN' : 'en-US' });
      const descriptions = new Set<string>();
      for (const c of screens) {
        const response = await page.goto(`${site.url}${c.path}`);
        expect(response?.status(), c.path).toBe(c.status ?? 200);
        await page.locator(`[data-screen="${c.screen}"]`).waitFor();
        await expect.poll(() => page.title(), { message: c.path }).toBe(c.title[language]);
        expect(await page.locator('h1').count(), `${c.path} has one h1`).toBe(1);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, c.path).toBeTruthy();
        descriptions.add(description!);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(c.title[language]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'zh' ? 'zh-CN' : 'en');
        if (c.screen === 'events') await page.locator('.event-card').first().waitFor();
        expect(await rawKeys(page), `${c.path} shows no raw key`).toEqual([]);
      }
      expect(descriptions.size, 'screens describe themselves differently').toBeGreaterThan(8);
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }

  test('the server answers every page path with 200 and an unknown one with 404', async () => {
    for (const c of screens) {
      const response = await fetch(`${site.url}${c.path}`);
      expect(response.status, c.path).toBe(c.status ?? 200);
    }
    const robots = await fetch(`${site.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/User-agent: \*/);
  });
});

describe('language', () => {
  test('a zh-TW or zh-HK browser gets Traditional, any other zh browser Simplified, any other browser English', async () => {
    for (const [locale, lang, home] of [
      ['zh-CN', 'zh-CN', '首页'],
      ['zh-TW', 'zh-Hant', '首頁'],
      ['zh-HK', 'zh-Hant', '首頁'],
      ['en-US', 'en', 'Home'],
      ['fr-FR', 'en', 'Home'],
    ] as const) {
      const { page, context } = await openPage({ locale });
      await page.goto(site.url);
      await page.locator('[data-screen="home"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), locale).toBe(lang);
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: { en: 'Main navigation', 'zh-CN': '主导航', 'zh-Hant': '主導航' }[lang] })
            .getByRole('link')
            .first()
            .textContent(),
        )
        .toBe(home);
      await context.close();
    }
  });

  test('a stored preference wins over the browser language (whose Accept-Language the server answered the page in)', async () => {
    for (const [locale, stored, lang, title] of [
      ['zh-CN', 'en', 'en', 'About us · Chinese Culture Society'],
      ['en-US', 'zh', 'zh-CN', '关于我们 · 中华文化学生会'],
    ] as const) {
      const { page, context } = await openPage({ locale });
      await store(page, { preferredLanguage: stored });
      const served = await page.goto(`${site.url}/about`);
      expect(await served!.text()).toContain(`<html lang="${locale === 'zh-CN' ? 'zh-CN' : 'en'}"`);
      await page.locator('[data-screen="about"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), `${locale} with ${stored} stored`).toBe(lang);
      await expect.poll(() => page.title()).toBe(title);
      await context.close();
    }
  });

  test('choosing a language saves it, sets <html lang>, flashes, and survives a reload', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/events`);
    await page.locator('.event-card').first().waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { flashSeen: boolean };
      w.flashSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.language-flash')) w.flashSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('zh');
    expect(await page.evaluate(() => (window as unknown as { flashSeen: boolean }).flashSeen)).toBe(true);
    expect(await page.getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.title()).toBe('活动 · 中华文化学生会');
    // The page's address follows the language too (a share made now previews in Chinese).
    const href = (selector: string, attribute = 'href') => page.locator(selector).getAttribute(attribute);
    expect(await href('link[rel="canonical"]')).toMatch(/^http:\/\/localhost:\d+\/events\?language=zh$/);
    expect(await href('meta[property="og:url"]', 'content')).toBe(await href('link[rel="canonical"]'));
    expect(await href('meta[property="og:locale"]', 'content')).toBe('zh_CN');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    await page.reload();
    await page.locator('[data-screen="events"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.locator('h1').textContent()).toBe('活动');
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Events');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('theme', () => {
  test('light by default; dark is saved and applied before the first paint after a reload', async () => {
    const { page, context } = await openPage({ locale: 'en-US', colorScheme: 'light' });
    // Records every data-theme value <html> takes, and what it was when <body> first appeared.
    await context.addInitScript(() => {
      const w = window as unknown as { themes: (string | null)[]; themeAtBody?: string | null; bgAtReady?: string };
      w.themes = [];
      new MutationObserver(() => {
        const theme = document.documentElement?.getAttribute('data-theme') ?? null;
        if (theme && w.themes[w.themes.length - 1] !== theme) w.themes.push(theme);
        if (document.body && !('themeAtBody' in w)) w.themeAtBody = document.documentElement.getAttribute('data-theme');
      }).observe(document, { attributes: true, childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.bgAtReady = getComputedStyle(document.body).backgroundColor;
      });
    });
    const probe = () =>
      page.evaluate(() => {
        const w = window as unknown as { themes: string[]; themeAtBody: string; bgAtReady: string };
        return { themes: w.themes, themeAtBody: w.themeAtBody, bgAtReady: w.bgAtReady };
      });

    await page.goto(`${site.url}/about`);
    await page.locator('[data-screen="about"]').waitFor();
    expect(await probe()).toEqual({ themes: ['light'], themeAtBody: 'light', bgAtReady: 'rgb(250, 246, 239)' });

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 17, 15)');

    await page.reload();
    await page.locator('[data-screen="about"]').waitFor();
    expect(await probe(), 'dark from the first attribute on, never light').toEqual({
      themes: ['dark'],
      themeAtBody: 'dark',
      bgAtReady: 'rgb(20, 17, 15)',
    });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });

  test('an operating system in dark mode does not override the default light theme', async () => {
    const { page, context } = await openPage({ colorScheme: 'dark' });
    await page.goto(site.url);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});

describe('header', () => {
  const alpha = (color: string) => {
    const parts = color.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  };

  test('turns translucent past 20 px of scrolling, not before', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/about`);
    await page.locator('[data-screen="about"]').waitFor();
    const header = page.locator('header.header');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

    expect(alpha(await background())).toBe(1);
    await scrollTo(19);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(19);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    expect(alpha(await background())).toBe(1);
    await scrollTo(21);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(async () => alpha(await background())).toBeLessThan(1);
    await scrollTo(19);
    await expect.poll(async () => alpha(await background())).toBe(1);
    await context.close();
  });

  test('is white over the home hero until the page scrolls', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(site.url);
    await page.locator('[data-screen="home"]').waitFor();
    const header = page.locator('header.header');
    const color = () => header.evaluate((el) => getComputedStyle(el).color);
    await expect.poll(color).toBe('rgb(255, 250, 242)');
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await expect.poll(color).not.toBe('rgb(255, 250, 242)');
    await context.close();
  });

  test('highlights the current section, sub-pages included', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [path, current] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/events/qin-society', 'Events'],
      ['/join', 'Join'],
      ['/team/someone', 'Team'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.locator('[data-screen]').first().waitFor();
      await expect.poll(() => nav.locator('[aria-current="page"]').allTextContents(), { message: path }).toEqual([current]);
    }
    await context.close();
  });
});

describe('mobile menu at 375 px', () => {
  test('opens full screen with links, language, theme and the sign-in place; Esc and navigation close it', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US', viewport: { width: 375, height: 740 }, hasTouch: true });
    await page.goto(`${site.url}/about`);
    await page.locator('[data-screen="about"]').waitFor();
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await page.locator('header.header nav.nav').isVisible(), 'the desktop links are hidden').toBe(false);
    expect(await page.locator('.social-rail').isVisible(), 'no social rail on a phone').toBe(false);

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await animationsSettled(menu);
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    expect(await menu.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Home', 'About', 'Team', 'Events', 'Join']));
    expect(await menu.getByRole('group', { name: 'Language' }).getByRole('button').allTextContents()).toEqual(['English', '简体', '繁體']);
    expect(await menu.getByRole('button', { name: 'Switch to dark theme' }).isVisible()).toBe(true);
    expect(await menu.locator('[data-slot="account"]').count(), 'the place of the sign-in controls').toBe(1);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).toBe(true);

    await menuButton.click();
    await menu.waitFor();
    await menu.getByRole('button', { name: '简体中文' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const menuZh = page.getByRole('dialog', { name: '菜单' });
    expect(await menuZh.isVisible(), 'the menu stays open while choosing').toBe(true);
    await menuZh.getByRole('button', { name: '切换到深色主题' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await menuZh.getByRole('link', { name: '活动' }).click();
    await menuZh.waitFor({ state: 'hidden' });
    await page.locator('[data-screen="events"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/events');
    expect(await page.evaluate(() => document.activeElement?.id), 'focus starts the new page').toBe('main');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('footer and social rail', () => {
  test('footer: address, e-mail, about/events/magazine/join, three networks in new tabs, this year', async () => {
    for (const language of ['en', 'zh'] as const) {
      const { page, context } = await openPage({ locale: language === 'zh' ? 'zh-CN' : 'en-US' });
      await page.goto(`${site.url}/about`);
      await page.locator('[data-screen="about"]').waitFor();
      const footer = page.locator('footer.footer');
      const text = await footer.innerText();
      expect(text).toContain(String(new Date().getFullYear()));
      expect(text).toContain(siteConfig.name[language]);
      for (const line of siteConfig.address[language]) expect(text).toContain(line);
      expect(await footer.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
      const explore = footer.getByRole('navigation');
      expect(await explore.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/about',
        '/events',
        '/magazine',
        '/join',
      ]);
      for (const network of siteConfig.social) {
        const link = footer.locator(`a[href="${network.url}"]`);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.innerText()).toContain(network.name[language]);
      }
      await context.close();
    }
  });

  test('the social rail links the same networks, and WeChat tells the visitor what to search for', async () => {
    for (const [locale, wechat, expected] of [
      ['en-US', 'WeChat', /Search for “中华文化学生会” in WeChat/],
      ['zh-CN', '微信', /请在微信中搜索“中华文化学生会”/],
    ] as const) {
      const { page, context } = await openPage({ locale });
      await page.goto(`${site.url}/events`);
      const rail = page.locator('aside.social-rail');
      await rail.waitFor();
      expect(await rail.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        siteConfig.social.map((n) => n.url),
      );
      const alerted = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(`${dialog.type()}: ${dialog.message()}`);
          void dialog.accept();
        }),
      );
      await rail.getByRole('button', { name: wechat }).click();
      const message = await alerted;
      expect(message).toMatch(/^alert: /);
      expect(message).toMatch(expected);
      await context.close();
    }
  });
});

describe('not found', () => {
  test('an unknown path answers 404 and shows the not-found screen in both languages', async () => {
    for (const [locale, heading] of [
      ['en-US', 'Page not found'],
      ['zh-CN', '页面不存在'],
    ] as const) {
      const { page, context } = await openPage({ locale });
      const response = await page.goto(`${site.url}/this/does/not/exist`);
      expect(response?.status()).toBe(404);
      await page.locator('[data-screen="not-found"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(heading);
      await page.locator('[data-screen="not-found"] a[href="/"]').click();
      await page.locator('[data-screen="home"]').waitFor();
      await context.close();
    }
  });
});

describe('keyboard', () => {
  test('the skip link comes first and lands in the main content; a followed link focuses the new page', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/about`);
    await page.locator('[data-screen="about"]').waitFor();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // Unfocused it paints nothing on the page: no part of it, its shadow included, reaches the viewport.
    const painted = () =>
      skip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { bottom: box.bottom, top: box.top, shadow: style.boxShadow, clip: style.clipPath };
      });
    const hidden = await painted();
    expect(hidden.bottom, 'above the top edge').toBeLessThanOrEqual(0);
    expect(hidden.shadow, 'no shadow left in view').toBe('none');
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible(), 'visible once focused').toBe(true);
    const shown = await painted();
    expect(shown.top, 'in the viewport once focused').toBeGreaterThanOrEqual(0);
    expect(shown.clip).toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Tab on from the main content reaches its links; Enter follows one and focus moves with it.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Join' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-screen="join"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test('every interactive element shows a visible focus ring', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(site.url);
    await page.locator('[data-screen="home"]').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { tag: el.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.outline, `${outline.tag} #${i}`).not.toBe('none');
      expect(outline.width, `${outline.tag} #${i}`).toBeGreaterThanOrEqual(2);
    }
    await context.close();
  });
});
