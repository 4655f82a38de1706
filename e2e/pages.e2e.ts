// The content pages end to end: home (hero, scroll hint, teaser), about (story, quote, values),
// the Qin Society and the New Year Concert (the consecutive-year count computed from today's
// year), in both languages, and reduced motion honoured.
import { describe, expect, test } from 'vitest';
import { useSite } from './support';

const { site, openPage } = useSite();

const locales = { en: 'en-US', zh: 'zh-CN' } as const;

describe('New Year Concert page', () => {
  test('started in 2007, (this year − 2006) consecutive years, over 110,000 CAD for charity', async () => {
    const years = new Date().getFullYear() - 2006;
    for (const [language, sentence, charity] of [
      ['en', `${years} consecutive years`, 'over 110,000 CAD'],
      ['zh', `已连续举办 ${years} 年`, '超过 110,000 加元'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale: locales[language] });
      await page.goto(`${site.url}/events/new-year-concert`);
      await page.locator('[data-screen="new-year-concert"]').waitFor();
      expect(await page.locator('[data-figure="start-year"]').textContent()).toBe('2007');
      expect(await page.locator('[data-figure="consecutive-years"]').textContent()).toBe(String(years));
      expect(await page.locator('[data-figure="charity"]').textContent()).toBe(charity);
      const text = await page.locator('main').innerText();
      expect(text).toContain(sentence);
      expect(text).toContain('2007');
      expect(await page.locator('h1').textContent()).toBe(language === 'en' ? 'New Year Concert' : '新年音乐会');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

describe('Qin Society page', () => {
  test('introduces the instrument, the sessions and the repertoire, with a described drawing', async () => {
    for (const [language, title, drawing, piece] of [
      ['en', 'Qin Society', /seven strings and thirteen studs/, 'Flowing Water'],
      ['zh', '古琴社', /七根琴弦/, '《流水》'],
    ] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      await page.goto(`${site.url}/events/qin-society`);
      await page.locator('[data-screen="qin-society"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.getByRole('img', { name: drawing }).count()).toBe(1);
      expect(await page.locator('main').innerText()).toContain(piece);
      // Thirteen hui, as on a real qin.
      expect(await page.locator('.guqin__hui').count()).toBe(13);
      await context.close();
    }
  });
});

describe('about page', () => {
  test('story, quote and values in both languages', async () => {
    for (const [language, story, values] of [
      ['en', 'Our story', ['Heritage', 'Openness', 'Craft', 'Giving back']],
      ['zh', '我们的故事', ['传承', '包容', '匠心', '回馈']],
    ] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      await page.goto(`${site.url}/about`);
      await page.locator('[data-screen="about"]').waitFor();
      expect(await page.getByRole('heading', { level: 2, name: story }).count()).toBe(1);
      expect(await page.locator('blockquote').innerText()).toContain('君子和而不同');
      expect(await page.locator('.values h3').allTextContents()).toEqual(values);
      await context.close();
    }
  });
});

describe('home page', () => {
  test('hero with both names, links to join and events, a scroll hint that moves to the about teaser', async () => {
    for (const [language, name, other, join] of [
      ['en', 'Chinese Culture Society', '中华文化学生会', 'Join us'],
      ['zh', '中华文化学生会', 'Chinese Culture Society', '加入我们'],
    ] as const) {
      const { page, context } = await openPage({ locale: locales[language], viewport: { width: 1280, height: 800 } });
      await page.goto(site.url);
      await page.locator('[data-screen="home"]').waitFor();
      expect(await page.locator('h1').textContent()).toBe(name);
      expect(await page.locator('.hero__alt').textContent()).toBe(other);
      expect(await page.locator('.hero').getByRole('link', { name: join }).getAttribute('href')).toBe('/join');
      const hero = await page.locator('.hero').boundingBox();
      expect(hero!.height, 'the hero fills the first screen').toBeGreaterThanOrEqual(700);
      await page.locator('.scroll-hint').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('intro-title');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      expect(await page.locator('#intro').getByRole('link').first().getAttribute('href')).toBe('/about');
      await context.close();
    }
  });

  test('works at 360 px: nothing wider than the screen', async () => {
    for (const language of ['en', 'zh'] as const) {
      const { page, context } = await openPage({ locale: locales[language], viewport: { width: 360, height: 740 } });
      for (const path of ['/', '/about', '/events', '/events/qin-society', '/events/new-year-concert', '/join', '/team']) {
        await page.goto(`${site.url}${path}`);
        await page.locator('[data-screen]').first().waitFor();
        if (path === '/events') await page.locator('.event-card').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} in ${language}`).toBeLessThanOrEqual(360);
      }
      await context.close();
    }
  });
});

describe('reduced motion', () => {
  test('animations stop when the visitor prefers reduced motion', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, context } = await openPage({ reducedMotion });
      await page.goto(site.url);
      await page.locator('.scroll-hint__line').waitFor();
      const seconds = await page
        .locator('.scroll-hint__line')
        .evaluate((el) => parseFloat(getComputedStyle(el, '::after').animationDuration));
      await context.close();
      return seconds;
    };
    expect(await duration('no-preference')).toBeGreaterThan(1);
    expect(await duration('reduce')).toBeLessThan(0.001);
  });
});

describe('a link in a language', () => {
  test('/about?language=zh opens in Chinese in an English browser, its canonical its own; switching follows in the address', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/about?language=zh`);
    await page.locator('[data-screen="about"]').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: '我们的故事' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about\?language=zh$/);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Our story' }).waitFor();
    expect(new URL(page.url()).search).toBe('?language=en');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Our story' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
