// The compact converter answers exactly as opencc-js's own Converter({ from: 'cn', to: 'twp' }):
// on every Simplified text of the interface, on a seventh of every dictionary's entries and every
// entry two dictionaries of a group share (one by one, and run together into one long text), and
// on what it must leave alone.
import fs from 'node:fs';
import path from 'node:path';
import { Converter } from 'opencc-js/cn2t';
import { configs } from 'opencc-js/preset/cn2t';
import { expect, test } from 'vitest';
import { compactConverter, type ConverterConfig } from './opencc-compact.js';

const root = path.resolve(import.meta.dirname, '../..');
const config = configs.s2twp as unknown as ConverterConfig;

function samples(): string[] {
  const texts: string[] = [];
  const files = [
    path.join(root, 'client/src/i18n/zh.ts'),
    ...(fs.readdirSync(path.join(root, 'client/src/screens'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.copy.ts'))
      .map((f) => path.join(root, 'client/src/screens', f)),
  ];
  for (const file of files) for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)) texts.push(m[1] ?? m[2]!);
  for (const dict of [...(config.segmentation ?? []), ...config.conversionChain.flat()]) {
    const lines = dict.split('|');
    for (let i = 0; i < lines.length; i += 7) texts.push(lines[i]!.split(' ')[0]!);
  }
  // Every entry that two dictionaries of one group both have: which one wins matters there.
  for (const group of [config.segmentation ?? [], ...config.conversionChain]) {
    const seen = new Set<string>();
    for (const dict of group) {
      const keys = new Set(dict.split('|').map((line) => line.split(' ')[0]!));
      for (const key of keys) if (seen.has(key)) texts.push(key);
      for (const key of keys) seen.add(key);
    }
  }
  return texts;
}

test('the same Traditional as opencc-js, text by text', () => {
  const theirs = Converter({ from: 'cn', to: 'twp' });
  const mine = compactConverter(config);
  const texts = samples();
  expect(texts.length).toBeGreaterThan(10_000);
  const differing = texts.filter((text) => mine(text) !== theirs(text));
  expect(differing).toEqual([]);
  const long = texts.slice(0, 3000).join('，');
  expect(mine(long)).toBe(theirs(long));
});

test('what is not Simplified stays as it is: Latin, digits, markup, emoji, Private Use marks, ideographic description sequences', () => {
  const theirs = Converter({ from: 'cn', to: 'twp' });
  const mine = compactConverter(config);
  for (const text of ['Hart House, 7 Hart House Circle', '<b>2030-02-12 19:00</b> &#60;', '🏮灯会🏮', '\uE0001\uE001的', '⿰氵发展', ''])
    expect(mine(text), text).toBe(theirs(text));
  expect(mine('发展')).toBe('發展');
});

test('a dictionary is searched in its own sorted text, from its first entry to its last; one out of order is read whole instead', () => {
  // Sorted by code point, as OpenCC's are: 𠮷 (U+20BB7, two UTF-16 units) sorts after 龙 (U+9F99) and 﨑 (U+FA11).
  const sorted = '万 萬|万一 萬一|个 個|书 書|龙 龍|龙门 龍門|﨑 崎|𠮷 吉';
  const shuffled = '龙 龍|个 個|万 萬|𠮷 吉|书 書';
  for (const dict of [sorted, shuffled]) {
    const convert = compactConverter({ conversionChain: [[dict]] });
    expect(convert('万一个书'), dict).toBe('萬一個書');
    expect(convert('𠮷龙'), dict).toBe('吉龍');
    expect(convert('乙万乙'), dict).toBe('乙萬乙');
  }
  const convert = compactConverter({ conversionChain: [[sorted]] });
  expect(convert('龙门﨑')).toBe('龍門崎');
  // The first dictionary of a group that has a text wins.
  expect(compactConverter({ conversionChain: [['书 书甲', sorted]] })('书万')).toBe('书甲萬');
});
