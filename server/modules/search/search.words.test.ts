import { describe, expect, test } from 'vitest';
import { indexText, matchExpression, queryWords, queryWordsMax, snippetChars, snippetOf } from './search.words';

describe('what the index takes', () => {
  test('Chinese cut into words; English as it is', () => {
    expect(indexText('中国书法的历史与古琴音乐')).toBe('中国 书法 的 历史 与 古琴 音乐');
    expect(indexText('中國書法的歷史')).toBe('中國 書法 的 歷史');
    expect(indexText('The history of calligraphy')).toBe('The history of calligraphy');
    expect(indexText('Guqin 古琴 night, 书法class')).toBe('Guqin 古琴 night, 书法 class');
    expect(indexText('')).toBe('');
    // Kept as written (a snippet shows it): full-width marks stay full-width.
    expect(indexText('书法，古琴。')).toBe('书法 ， 古琴 。');
  });
});

describe('what a query asks', () => {
  test('its words, lower-cased, Chinese cut as the index cuts it, punctuation dropped', () => {
    expect(queryWords('书法')).toEqual(['书法']);
    expect(queryWords('書法')).toEqual(['書法']);
    expect(queryWords('Calligraphy, GUQIN!')).toEqual(['calligraphy', 'guqin']);
    expect(queryWords('古琴音乐')).toEqual(['古琴', '音乐']);
    expect(queryWords('  ,,, ')).toEqual([]);
    expect(queryWords('word '.repeat(40))).toHaveLength(queryWordsMax);
  });

  test('every word as a quoted prefix: nothing in a query is read as an operator', () => {
    expect(matchExpression('书法 calligraphy')).toBe('"书法"* "calligraphy"*');
    expect(matchExpression('a OR b NOT c')).toBe('"a"* "or"* "b"* "not"* "c"*');
    expect(matchExpression('title_en:x')).toBe('"title_en:x"*');
    expect(matchExpression('"*^()')).toBeNull();
    expect(matchExpression('')).toBeNull();
  });
});

describe('a snippet as HTML', () => {
  test('the first place a word is found, with text around it, every word found marked, the spaces between Chinese words taken out', () => {
    expect(snippetOf('中国 书法 的 历史 ， 也 聊 古琴 。', ['书法'])).toBe('中国<mark>书法</mark>的历史，也聊古琴。');
    expect(snippetOf('Notes on calligraphic practice and Calligraphy clubs', ['calligraphy'])).toBe(
      'Notes on <mark>calligraphic</mark> practice and <mark>Calligraphy</mark> clubs',
    );
    // A word's beginning only: "tea" is found in "teapot", not in "steam".
    expect(snippetOf('steam and teapot', ['tea'])).toBe('steam and <mark>teapot</mark>');
    expect(snippetOf('Two lines\nof text', ['zzz'])).toBe('Two lines of text');
  });

  test('escaped: markup in a text is text; a long text is cut round the first word found', () => {
    expect(snippetOf('A <script>alert(1)</script> & co', ['script'])).toBe(
      'A &#60;<mark>script</mark>&#62;alert(1)&#60;/<mark>script</mark>&#62; &#38; co',
    );
    const long = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const cut = snippetOf(long, ['needle']);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<mark>needle</mark>');
    expect(cut.replace(/<\/?mark>|…/g, '').length).toBeLessThanOrEqual(snippetChars);
    expect(snippetOf('', ['x'])).toBe('');
    // A query's characters are never a pattern of their own.
    expect(snippetOf('a.b (c) [d]', ['.', '(c'])).toBe('a.b <mark>(c</mark>) [d]');
  });
});
