import { describe, expect, test } from 'vitest';
import { languages } from './constants.js';
import { canonicalPath, pageMeta, pageUrl, type PageMeta } from './page-meta.js';
import { pageRoutes } from './routes.js';
import { site } from './site.js';

describe('page meta table', () => {
  test('every page of the route table and the not-found page, in every language', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...Object.keys(pageRoutes), 'notFound'].sort());
    for (const [name, meta] of Object.entries(pageMeta)) {
      for (const language of languages) {
        expect(meta[language].title.trim(), `${name} ${language}`).not.toBe('');
        expect(meta[language].description.trim(), `${name} ${language}`).not.toBe('');
      }
    }
  });

  test("the home title stands alone; every other ends with the society's name", () => {
    for (const language of languages) {
      expect(pageMeta.home[language].title).toBe(`${site.name[language]} · ${site.university[language]}`);
      for (const [name, meta] of Object.entries(pageMeta)) {
        if (name !== 'home') expect(meta[language].title, name).toMatch(new RegExp(`. · ${site.name[language]}$`));
      }
    }
    expect(pageMeta.newYearConcert.en.title).toBe('New Year Concert · Chinese Culture Society');
    expect(pageMeta.teamMember).toBe(pageMeta.team);
  });

  test('addresses: English at the bare path, Chinese with ?language=zh; none for not found or a parameter', () => {
    expect(canonicalPath('home')).toBe('/');
    expect(canonicalPath('newYearConcert')).toBe('/events/new-year-concert');
    expect(canonicalPath('teamMember')).toBeNull();
    expect(canonicalPath('notFound')).toBeNull();
    expect(pageUrl('https://ccs.example.org', '/join', 'en')).toBe('https://ccs.example.org/join');
    expect(pageUrl('https://ccs.example.org', '/join', 'zh')).toBe('https://ccs.example.org/join?language=zh');
  });

  test('the types refuse a page without its Chinese text, and a table without a page', () => {
    // @ts-expect-error: no Chinese
    const withoutChinese: PageMeta = { en: { title: 'About us', description: 'Who we are' } };
    const { home: _home, ...rest } = pageMeta;
    // @ts-expect-error: no home page
    const withoutHome: typeof pageMeta = rest;
    expect([withoutChinese, withoutHome]).toHaveLength(2);
  });
});
