// The texts kept beside their screens (every `*.copy.ts` of client/src, see copy.ts) keep the rules
// the shared dictionaries keep (i18n.test.ts): both languages say the same things, no text is
// empty, and the Chinese side says 你, never the formal 您. The types already refuse a key missing
// on one side; this reads the values, including what each wording function returns. The files are
// found on disk and loaded by path, so this test adds no import against the layering.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const source = path.resolve(import.meta.dirname, '..');
const copyFiles = fs
  .readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.copy.ts'))
  .sort();

type Text = string | ((...args: never[]) => string) | readonly Text[] | { readonly [key: string]: Text };

/** What a wording function says, called with stand-in values (numbers first, then words). */
function said(wording: (...args: unknown[]) => string): string {
  for (const value of [2, 'X']) {
    try {
      return wording(...Array.from({ length: wording.length }, () => value));
    } catch {
      // try the next kind of value
    }
  }
  throw new Error('a wording function that takes neither numbers nor words');
}

/** Every text of one side as [path, text] pairs, functions called. */
function textsOf(value: Text, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') return [[`${at}()`, said(value as (...args: unknown[]) => string)]];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner as Text, at ? `${at}.${key}` : key));
}

/** The shape of one side: each path with its kind (and a function's number of parameters). */
function shapeOf(value: Text, at = ''): string[] {
  if (typeof value === 'string') return [at];
  if (typeof value === 'function') return [`${at}(${value.length})`];
  return Object.entries(value).flatMap(([key, inner]) => shapeOf(inner as Text, at ? `${at}.${key}` : key));
}

type CopySides = { en: Text; zh: Text; 'zh-Hant': Text };
const isCopy = (value: unknown): value is CopySides =>
  typeof value === 'object' && value !== null && Object.keys(value).sort().join() === 'en,zh,zh-Hant';

describe.each(copyFiles)('%s', (file) => {
  const load = async () =>
    Object.entries((await import(path.join(source, file))) as Record<string, unknown>).filter((entry): entry is [string, CopySides] =>
      isCopy(entry[1]),
    );

  test('holds a screen copy', async () => {
    expect((await load()).length).toBeGreaterThan(0);
  });

  test('says the same things in every language, none of them empty', async () => {
    for (const [name, copy] of await load()) {
      expect(shapeOf(copy.zh), name).toEqual(shapeOf(copy.en));
      expect(shapeOf(copy['zh-Hant']), name).toEqual(shapeOf(copy.en));
      const empty = [...textsOf(copy.en), ...textsOf(copy.zh), ...textsOf(copy['zh-Hant'])].filter(([, text]) => text.trim() === '');
      expect(empty.map(([at]) => `${name}.${at}`)).toEqual([]);
    }
  });

  test('the Chinese sides say 你 throughout (never the formal 您)', async () => {
    for (const [name, copy] of await load()) {
      const formal = [...textsOf(copy.zh), ...textsOf(copy['zh-Hant'])].filter(([, text]) => text.includes('您'));
      expect(formal.map(([at]) => `${name}.${at}`)).toEqual([]);
    }
  });
});

test('every file of texts is read (a sanity check of the file list)', () => {
  expect(copyFiles).toContain(path.join('screens', 'admin-events', 'admin-events.copy.ts'));
  expect(copyFiles).toContain(path.join('screens', 'admin-staff', 'admin-staff.copy.ts'));
  expect(copyFiles.length).toBeGreaterThanOrEqual(9);
});
