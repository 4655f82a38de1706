// The CSV files' cells and the Language column's words (the applications inbox, an event's guest list).
import { describe, expect, test } from 'vitest';
import { csvCell, languageName } from './csv.js';

describe('languageName', () => {
  test('each interface language named in each file language', () => {
    const named = (language: 'en' | 'zh' | 'zh-Hant') => [
      languageName('en', language),
      languageName('zh', language),
      languageName('zh-Hant', language),
    ];
    expect(named('en')).toEqual(['English', 'Chinese (Simplified)', 'Chinese (Traditional)']);
    expect(named('zh')).toEqual(['英文', '简体中文', '繁体中文']);
    expect(named('zh-Hant')).toEqual(['英文', '簡體中文', '繁體中文']);
  });

  test('a value that is no language (an old row) is written as it is', () => {
    expect(languageName('fr', 'en')).toBe('fr');
  });
});

describe('csvCell', () => {
  test('formula marks in any width get an apostrophe; a plain name and a quote inside are only quoted', () => {
    expect(csvCell('Li Hua')).toBe('"Li Hua"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('  ＠SUM(A1)')).toBe(`"'  ＠SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
  });
});
