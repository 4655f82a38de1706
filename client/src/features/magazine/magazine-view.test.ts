import { expect, test } from 'vitest';
import type { Byline } from '../../../../shared/magazine.schema';
import { searchLimits } from '../../../../shared/search.schema';
import {
  articleBody,
  articlePath,
  bylineName,
  bylinePath,
  formatDate,
  formatIssueDate,
  issueNumberOf,
  issuePath,
  pageOf,
  queryOf,
  searchPath,
  searchQueryMax,
  shown,
  snippetParts,
  tagOfParam,
  tagPath,
  unescapeHtml,
  wasUpdated,
} from './magazine-view';
import { magazinePageText } from './magazine-meta';

test('the addresses of an article, an issue, a tag and a search', () => {
  expect(articlePath('the-brush-remembers-12')).toBe('/magazine/the-brush-remembers-12');
  expect(issuePath(3)).toBe('/magazine/issues/3');
  expect(tagPath('书法')).toBe('/magazine/tags/%E4%B9%A6%E6%B3%95');
  expect(tagPath('a b&c')).toBe('/magazine/tags/a%20b%26c');
  expect(searchPath('书法')).toBe('/search?q=%E4%B9%A6%E6%B3%95');
  expect(searchPath('  tea & ink ', 2)).toBe('/search?q=tea+%26+ink&page=2');
  expect(searchPath('   ')).toBe('/search');
  expect(searchQueryMax).toBe(searchLimits.queryMax);
});

test('the page and the words a query string asks for', () => {
  expect(pageOf('')).toBe(1);
  expect(pageOf('page=3')).toBe(3);
  for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=x', 'page=99999999']) expect(pageOf(bad), bad).toBe(1);
  expect(queryOf('q=%20%E4%B9%A6%E6%B3%95%20&page=2')).toBe('书法');
  expect(queryOf('q=tea+ink')).toBe('tea ink');
  expect(queryOf('')).toBe('');
});

test('an issue number and a tag from their addresses', () => {
  expect(issueNumberOf('12')).toBe(12);
  for (const bad of ['0', '012', '3a', '', '-1', '1234567']) expect(issueNumberOf(bad), bad).toBeNull();
  expect(tagOfParam('calligraphy')).toBe('calligraphy');
  expect(tagOfParam('%E4%B9%A6%E6%B3%95')).toBe('书法');
  expect(tagOfParam('书法')).toBe('书法');
  expect(tagOfParam('100%')).toBe('100%');
  expect(tagOfParam('a%2Fb')).toBeNull();
  expect(tagOfParam('%20')).toBeNull();
  expect(tagOfParam('x'.repeat(41))).toBeNull();
});

test('a text in the reader’s language, else the other’s marked with its lang', () => {
  expect(shown('en', 'Ink', '墨')).toEqual({ text: 'Ink', lang: undefined });
  expect(shown('zh', 'Ink', '墨')).toEqual({ text: '墨', lang: undefined });
  expect(shown('zh-Hant', 'Ink', '墨')).toEqual({ text: '墨', lang: undefined });
  expect(shown('en', '', '墨')).toEqual({ text: '墨', lang: 'zh-CN' });
  expect(shown('zh', 'Ink', '')).toEqual({ text: 'Ink', lang: 'en' });
  expect(shown('zh', '', '')).toEqual({ text: '', lang: undefined });
});

test('an article’s text: the reader’s language, else the other with a note of which', () => {
  const both = { bodyHtmlEn: '<p>Ink</p>', bodyHtmlZh: '<p>墨</p>' };
  expect(articleBody(both, 'en')).toEqual({ html: '<p>Ink</p>', lang: undefined, fallback: null });
  expect(articleBody(both, 'zh-Hant')).toEqual({ html: '<p>墨</p>', lang: undefined, fallback: null });
  expect(articleBody({ bodyHtmlEn: '<p>Ink</p>', bodyHtmlZh: '' }, 'zh')).toEqual({ html: '<p>Ink</p>', lang: 'en', fallback: 'en' });
  expect(articleBody({ bodyHtmlEn: ' ', bodyHtmlZh: '<p>墨</p>' }, 'en')).toEqual({ html: '<p>墨</p>', lang: 'zh-CN', fallback: 'zh' });
  expect(articleBody({ bodyHtmlEn: '', bodyHtmlZh: '' }, 'en')).toEqual({ html: '', lang: undefined, fallback: null });
});

test('bylines: names in the language, a team page only for a member with one', () => {
  const member: Byline = { accountId: 4, nameEn: 'Jiayi Chen', nameZh: '陈佳怡', teamSlug: 'chen.jiayi' };
  const guest: Byline = { accountId: null, nameEn: 'A Guest', nameZh: 'A Guest', teamSlug: '' };
  expect(bylineName(member, 'zh').text).toBe('陈佳怡');
  expect(bylineName({ ...member, nameZh: '' }, 'zh')).toEqual({ text: 'Jiayi Chen', lang: 'en' });
  expect(bylinePath(member)).toBe('/team/chen.jiayi');
  expect(bylinePath(guest)).toBeNull();
});

test('dates in the society’s time zone; an update on a later day is said', () => {
  // 03:00 UTC on 1 December is still 30 November in Toronto.
  expect(formatDate('2026-12-01T03:00:00.000Z', 'en')).toBe('November 30, 2026');
  expect(formatDate('2026-12-01T15:00:00.000Z', 'zh')).toBe('2026年12月1日');
  expect(formatDate('nonsense', 'en')).toBe('');
  expect(formatIssueDate('2026-12-05', 'en')).toBe('December 5, 2026');
  expect(wasUpdated({ publishedAt: '2026-12-01T15:00:00.000Z', updatedAt: '2026-12-01T20:00:00.000Z' }, 'en')).toBe(false);
  expect(wasUpdated({ publishedAt: '2026-12-01T15:00:00.000Z', updatedAt: '2026-12-03T20:00:00.000Z' }, 'en')).toBe(true);
});

test('a magazine page’s own title and description, the magazine’s description when it has none', () => {
  expect(magazinePageText('The Brush', 'Ink and paper.', 'en')).toEqual({
    title: 'The Brush · Chinese Culture Society',
    description: 'Ink and paper.',
  });
  expect(magazinePageText('笔墨', '', 'zh').title).toBe('笔墨 · 中华文化学生会');
  expect(magazinePageText('笔墨', '', 'zh').description).toMatch(/会刊|随笔/);
});

test('a snippet’s marks become parts, its escaped text characters, and no HTML survives', () => {
  expect(snippetParts('Practising <mark>calligraphy</mark> each &amp; every week')).toEqual([
    { text: 'Practising ', mark: false },
    { text: 'calligraphy', mark: true },
    { text: ' each & every week', mark: false },
  ]);
  expect(snippetParts('<mark>书法</mark>与<mark>书法</mark>家')).toEqual([
    { text: '书法', mark: true },
    { text: '与', mark: false },
    { text: '书法', mark: true },
    { text: '家', mark: false },
  ]);
  // Escaped markup stays letters; a stray tag is shown as text, never made an element.
  expect(snippetParts('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([{ text: '<script>alert(1)</script>', mark: false }]);
  expect(snippetParts('<img src=x onerror=alert(1)> <mark>ink')).toEqual([{ text: '<img src=x onerror=alert(1)> <mark>ink', mark: false }]);
  expect(snippetParts('')).toEqual([]);
  expect(unescapeHtml('&quot;a&#39;b&#x4e66;&#27861;&nbsp;&#0;')).toBe('"a\'b书法&nbsp;&#0;');
});
