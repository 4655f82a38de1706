import { describe, expect, test } from 'vitest';
import { languages } from './constants.js';
import { canonicalPath, pageMeta, pageUrl, teamMemberName, teamMemberPageText, teamMemberPath, type PageMeta } from './page-meta.js';
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

describe('a team member’s page', () => {
  const member = { username: 'li.hua', nameEn: 'Li Hua', nameZh: '李华', positionEn: 'Head of Arts', positionZh: '艺术部部长' };

  test('titled by the member’s name before the society’s, described by their position, in each language', () => {
    expect(teamMemberPageText(member, 'en')).toEqual({ title: 'Li Hua · Chinese Culture Society', description: 'Head of Arts' });
    expect(teamMemberPageText(member, 'zh')).toEqual({ title: '李华 · 中华文化学生会', description: '艺术部部长' });
  });

  test('an empty text takes the other language’s; no name at all, the username; no position, the team page’s description', () => {
    expect(teamMemberPageText({ ...member, nameZh: '', positionEn: '' }, 'zh')).toEqual({ title: 'Li Hua · 中华文化学生会', description: '艺术部部长' });
    expect(teamMemberPageText({ ...member, nameEn: '', positionZh: '' }, 'en')).toEqual({ title: '李华 · Chinese Culture Society', description: 'Head of Arts' });
    const bare = { ...member, nameEn: '', nameZh: '', positionEn: '', positionZh: '' };
    for (const language of languages) {
      expect(teamMemberName(bare, language)).toBe('li.hua');
      expect(teamMemberPageText(bare, language).description).toBe(pageMeta.team[language].description);
    }
  });

  test('its address is /team/{username}, encoded', () => {
    expect(teamMemberPath('li.hua')).toBe('/team/li.hua');
    expect(teamMemberPath('a b/c')).toBe('/team/a%20b%2Fc');
  });
});
