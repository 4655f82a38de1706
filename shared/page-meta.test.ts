import { describe, expect, test } from 'vitest';
import { languages } from './constants.js';
import {
  canonicalPath,
  descriptionExcerptMax,
  eventPageText,
  eventPath,
  eventTitle,
  excerpt,
  pageMeta,
  pageUrl,
  teamMemberName,
  teamMemberPageText,
  teamMemberPath,
  type PageMeta,
} from './page-meta.js';
import { pageRoutes } from './routes.js';
import { site } from './site.js';
import { localize } from './traditional.js';

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
      expect(pageMeta.home[language].title).toBe(`${localize(site.name, language)} · ${localize(site.university, language)}`);
      for (const [name, meta] of Object.entries(pageMeta)) {
        if (name !== 'home') expect(meta[language].title, name).toMatch(new RegExp(`. · ${localize(site.name, language)}$`));
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
    expect(teamMemberPageText({ ...member, nameZh: '', positionEn: '' }, 'zh')).toEqual({
      title: 'Li Hua · 中华文化学生会',
      description: '艺术部部长',
    });
    expect(teamMemberPageText({ ...member, nameEn: '', positionZh: '' }, 'en')).toEqual({
      title: '李华 · Chinese Culture Society',
      description: 'Head of Arts',
    });
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

describe('an event’s page', () => {
  const event = {
    slug: 'lantern-night-2026-142',
    titleEn: 'Lantern Night',
    titleZh: '元宵灯会',
    summaryEn: 'Lanterns.',
    summaryZh: '花灯。',
    descriptionEn: 'Long text.',
    descriptionZh: '长文。',
  };

  test('its title before the society’s, its summary as description, in each language', () => {
    expect(eventPageText(event, 'en')).toEqual({ title: 'Lantern Night · Chinese Culture Society', description: 'Lanterns.' });
    expect(eventPageText(event, 'zh')).toEqual({ title: '元宵灯会 · 中华文化学生会', description: '花灯。' });
    expect(eventTitle(event, 'zh')).toBe('元宵灯会');
    expect(eventPath(event.slug)).toBe('/events/lantern-night-2026-142');
  });

  test('falls back: the description’s start, then the other language’s, then the events page’s words', () => {
    expect(eventPageText({ ...event, summaryZh: '' }, 'zh').description).toBe('长文。');
    expect(eventPageText({ ...event, summaryZh: '', descriptionZh: '' }, 'zh').description).toBe('Lanterns.');
    expect(eventPageText({ ...event, summaryZh: '', descriptionZh: '', summaryEn: '' }, 'zh').description).toBe('Long text.');
    expect(eventPageText({ ...event, titleZh: '' }, 'zh').title).toBe('Lantern Night · 中华文化学生会');
    expect(eventPageText({ ...event, titleEn: '' }, 'en').title).toBe('元宵灯会 · Chinese Culture Society');
    const none = { ...event, summaryEn: '', summaryZh: '', descriptionEn: '', descriptionZh: '' };
    for (const language of languages) expect(eventPageText(none, language).description).toBe(pageMeta.events[language].description);
  });

  test('an excerpt: whitespace made single, cut at a space before the limit with an ellipsis, or anywhere in a text without spaces', () => {
    expect(excerpt('  a\n\nb  c ')).toBe('a b c');
    expect(excerpt('x'.repeat(descriptionExcerptMax))).toBe('x'.repeat(descriptionExcerptMax));
    expect(excerpt('one two three four', 12)).toBe('one two…');
    expect(excerpt('one two, three four', 12)).toBe('one two…');
    expect(excerpt('字'.repeat(200))).toBe(`${'字'.repeat(descriptionExcerptMax - 1)}…`);
    expect(excerpt('一二三四，五六七八', 6)).toBe('一二三四…');
    expect(excerpt('一二三。、；：五六七八', 8)).toBe('一二三…');
    // A space too early to cut at: cut at the limit.
    expect(excerpt(`a ${'b'.repeat(30)}`, 12)).toBe(`a ${'b'.repeat(9)}…`);
    for (const text of ['word '.repeat(100), '字'.repeat(300)]) expect(excerpt(text).length).toBeLessThanOrEqual(descriptionExcerptMax);
  });
});

test('Traditional page texts come from the table made at build time, read when asked for', async () => {
  const { setTraditionalTable } = await import('./traditional.js');
  const { traditionalTable } = await import('./traditional-table.js');
  setTraditionalTable({});
  expect(pageMeta.about['zh-Hant'].title).toBe(pageMeta.about.zh.title);
  setTraditionalTable(traditionalTable);
  expect(pageMeta.about['zh-Hant']).toEqual({
    title: '關於我們 · 中華文化學生會',
    description: '我們是誰、從哪裡來、珍視什麼：多倫多大學中華文化學生會的故事。',
  });
  expect(pageMeta.home['zh-Hant'].title).toBe('中華文化學生會 · 多倫多大學');
  expect(teamMemberPageText({ username: 'a', nameEn: 'A', nameZh: '王小明', positionEn: '', positionZh: '会长' }, 'zh-Hant').title).toBe(
    '王小明 · 中華文化學生會',
  );
});
