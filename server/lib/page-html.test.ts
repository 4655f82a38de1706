import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { languages } from '../../shared/constants.js';
import { pageMeta, type PageMeta, type PageMetaName } from '../../shared/page-meta.js';
import { readHead } from '../../tests/helpers/html-head.js';
import { createPageHtml } from './page-html.js';

const origin = 'https://ccs.example.org';
const clientIndex = fs.readFileSync(path.resolve(import.meta.dirname, '../../client/index.html'), 'utf8');
const names = Object.keys(pageMeta) as PageMetaName[];

describe('createPageHtml', () => {
  test('escapes the texts: markup in a title or description stays text', () => {
    const hostile = `Tom &amp; "Jerry" <script>alert('x')</script> </title>`;
    const table = Object.fromEntries(
      names.map((name) => [
        name,
        {
          en: { title: hostile, description: hostile },
          zh: { title: `${hostile}中`, description: hostile },
          'zh-Hant': { title: `${hostile}體`, description: hostile },
        },
      ]),
    ) as Record<PageMetaName, PageMeta>;
    const render = createPageHtml(clientIndex, origin, table);
    for (const language of languages) {
      const html = render('about', language).toString();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('"Jerry"');
      const head = readHead(html);
      expect(head.titles).toEqual([table.about[language].title]);
      expect(head.meta('description')).toEqual([hostile]);
      expect(head.meta('og:title')).toEqual([table.about[language].title]);
      expect(head.meta('og:description')).toEqual([hostile]);
    }
  });

  test("client/index.html: every page's tags replace the home page's, once each, and the rest stays", () => {
    const render = createPageHtml(clientIndex, origin);
    for (const name of names) {
      for (const language of languages) {
        const html = render(name, language).toString();
        const head = readHead(html);
        expect(head.titles, name).toEqual([pageMeta[name][language].title]);
        for (const key of ['description', 'og:title', 'og:description', 'og:locale', 'og:image', 'og:site_name', 'theme-color']) {
          expect(head.meta(key), `${name} ${language} ${key}`).toHaveLength(1);
        }
        expect(head.meta('og:locale:alternate'), `${name} ${language}`).toHaveLength(2);
        expect(head.links('canonical').length, name).toBeLessThanOrEqual(1);
        expect(html).not.toContain('%PUBLIC_ORIGIN%');
        expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
        expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
        expect(html.match(/<html\b[^>]*>/)?.[0]).toBe(`<html lang="${{ en: 'en', zh: 'zh-CN', 'zh-Hant': 'zh-Hant' }[language]}">`);
      }
    }
  });

  test('Traditional pages: <html lang="zh-Hant">, og:locale zh_TW with the two others as alternates, the texts of the table behind hant()', () => {
    const head = readHead(createPageHtml(clientIndex, origin)('join', 'zh-Hant').toString());
    expect(head.lang).toBe('zh-Hant');
    expect(head.titles).toEqual(['加入我們 · 中華文化學生會']);
    expect(head.meta('og:locale')).toEqual(['zh_TW']);
    expect(head.meta('og:locale:alternate')).toEqual(['en_CA', 'zh_CN']);
  });

  test('made once: the same bytes for every request of a page', () => {
    const render = createPageHtml(clientIndex, origin);
    expect(render('events', 'zh')).toBe(render('events', 'zh'));
  });

  test('refuses an index.html without a head', () => {
    expect(() => createPageHtml('<p>no head</p>', origin)).toThrow(/<\/head>/);
  });
});

describe('a request’s extra head tags', () => {
  test('go before </head> on a line of their own; the page is otherwise the same', () => {
    const render = createPageHtml(clientIndex, origin);
    const plain = render('events', 'zh').toString();
    const extra = '<script type="application/ld+json">{"name":"音乐会"}</script>';
    const html = render('events', 'zh', Buffer.from(extra)).toString();
    expect(html).toContain(`\n  ${extra}\n  </head>`);
    expect(html.replace(`${extra}\n  `, '')).toBe(plain);
    expect(render('events', 'zh', Buffer.alloc(0))).toBe(render('events', 'zh'));
  });

  test('the page with the same tags is the same bytes each time (compressed once: http/pages/static-site.ts); other tags make other bytes', () => {
    const render = createPageHtml(clientIndex, origin);
    const tags = Buffer.from('<script type="application/ld+json">{}</script>');
    const first = render('events', 'en', tags);
    expect(render('events', 'en', tags)).toBe(first);
    expect(render('events', 'zh', tags)).not.toBe(first);
    const changed = render('events', 'en', Buffer.from('<script type="application/ld+json">{"a":1}</script>'));
    expect(changed).not.toBe(first);
    expect(changed.toString()).toContain('{"a":1}');
  });
});

describe('a page with a head of its own (a team member’s)', () => {
  const render = createPageHtml(clientIndex, origin);
  const own = { title: 'Li Hua · Chinese Culture Society', description: 'Head of Arts', path: '/team/li.hua' };

  test('its texts, address and language links, in place of the table’s, once each', () => {
    for (const language of languages) {
      const head = readHead(render.withHead(own, language).toString());
      const english = `${origin}/team/li.hua`;
      expect(head.titles).toEqual([own.title]);
      expect(head.meta('description')).toEqual([own.description]);
      expect(head.meta('og:title')).toEqual([own.title]);
      expect(head.links('canonical')).toEqual([language === 'en' ? english : `${english}?language=${language}`]);
      expect(head.links('alternate', 'zh-Hans')).toEqual([`${english}?language=zh`]);
      expect(head.links('alternate', 'zh-Hant')).toEqual([`${english}?language=zh-Hant`]);
      expect(head.links('alternate', 'x-default')).toEqual([english]);
      expect(head.meta('robots')).toEqual([]);
      // Without an image of its own: the site's, with its size and wide card.
      expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
      expect(head.meta('og:image:width')).toEqual(['1200']);
      expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    }
  });

  test('an image of its own replaces the site’s image, its size, its text and its card', () => {
    const html = render
      .withHead({ ...own, image: { url: 'https://ccs.example.org/uploads/staff/a.jpg', alt: 'Li "Hua"' } }, 'en')
      .toString();
    const head = readHead(html);
    expect(head.meta('og:image')).toEqual(['https://ccs.example.org/uploads/staff/a.jpg']);
    expect(head.meta('og:image:alt')).toEqual(['Li "Hua"']);
    expect(head.meta('og:image:width')).toEqual([]);
    expect(head.meta('og:image:height')).toEqual([]);
    expect(head.meta('twitter:card')).toEqual(['summary']);
    // The rest of index.html is untouched.
    for (const key of ['og:site_name', 'og:type', 'theme-color']) expect(head.meta(key), key).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  test('an article’s page: og:type article in place of index.html’s website, once; a wide image gets the wide card', () => {
    const html = render
      .withHead(
        { ...own, ogType: 'article', image: { url: 'https://ccs.example.org/uploads/images/c-1200x800.jpg', alt: 'A brush', wide: true } },
        'en',
      )
      .toString();
    const head = readHead(html);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('og:site_name')).toHaveLength(1);
    // Without it: index.html's own, untouched.
    expect(readHead(render.withHead(own, 'en').toString()).meta('og:type')).toEqual(['website']);
  });

  test('a head without a path has no address; noindex keeps it out of search', () => {
    const head = readHead(render.withHead({ ...own, path: null, noindex: true }, 'zh').toString());
    expect(head.links('canonical')).toEqual([]);
    expect(head.links('alternate')).toEqual([]);
    expect(head.meta('og:url')).toEqual([]);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.lang).toBe('zh-CN');
  });
});
