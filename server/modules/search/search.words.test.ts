import { describe, expect, test } from 'vitest';
import { indexText, markClose, markOpen, matchExpression, queryWords, queryWordsMax, snippetHtml } from './search.words';

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
  test('escaped, its matches marked, the spaces between Chinese words taken out again', () => {
    expect(snippetHtml(`中国 ${markOpen}书法${markClose} 的 历史`)).toBe('中国<mark>书法</mark>的历史');
    expect(snippetHtml(`The ${markOpen}calligraphy${markClose} <b>club</b> & 书法 class`)).toBe(
      'The <mark>calligraphy</mark> &#60;b&#62;club&#60;/b&#62; &#38; 书法 class',
    );
    expect(snippetHtml('古琴 and 书法')).toBe('古琴 and 书法');
    expect(snippetHtml(`中国 ${markOpen}书法${markClose} ， 也聊 古琴 。\ncalligraphy`)).toBe(
      '中国<mark>书法</mark>，也聊古琴。 calligraphy',
    );
  });
});
