// OpenCC's Simplified → Traditional (Taiwan, phrases: `s2twp`) as opencc-js converts it, from the
// same dictionaries and by the same steps (normalise, segment by phrases, convert each segment
// through the chain, longest match first), but looking entries up by binary search in the
// dictionaries' own sorted text instead of a tree of Maps, one per character: about 45 MB of heap
// less, and nothing to build (docs/decisions/036). server/lib/opencc-compact.test.ts checks it answers as opencc-js does.

/**
 * A dictionary group: its dictionaries in order, the first that has a source text wins (opencc-js
 * loads them last to first, each entry replacing an earlier one). A dictionary is opencc-js's text
 * ("source replacement|…"), kept as it is: it is sorted by source text, so an entry is found by
 * binary search in the text itself, and nothing is built from it (decision 036: the converter's
 * memory). A dictionary that is not sorted is read into a Map instead.
 */
interface Group {
  dicts: readonly Dictionary[];
  /** The longest source text, in UTF-16 units. */
  longest: number;
}

/** Where the entries starting with one character are in a sorted dictionary's text, and their longest source text. */
interface Range {
  start: number;
  end: number;
  longest: number;
}

type Dictionary = { sorted: string; byFirst: Map<number, Range> } | { entries: Map<string, string> };

/** Compares a[aStart, aEnd) with b[bStart, bEnd) by code points, as OpenCC sorts its dictionaries. */
function compareCodePoints(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): number {
  let i = aStart;
  let j = bStart;
  while (i < aEnd && j < bEnd) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return aEnd - i - (bEnd - j);
}

/** Each entry of a dictionary's text: where its source text and its replacement are. */
function forEachEntry(dict: string, visit: (start: number, space: number, valueEnd: number) => void) {
  for (let start = 0; start < dict.length; ) {
    const bar = dict.indexOf('|', start);
    const end = bar === -1 ? dict.length : bar;
    const space = dict.indexOf(' ', start);
    // "source replacement": the replacement ends at the next space or the entry's end, as opencc-js reads it.
    if (space !== -1 && space < end && space > start) {
      const next = dict.indexOf(' ', space + 1);
      visit(start, space, next !== -1 && next < end ? next : end);
    }
    start = end + 1;
  }
}

function dictionaryOf(dict: string): { dictionary: Dictionary; longest: number } {
  let longest = 0;
  let sorted = true;
  let previous = -1;
  let previousEnd = -1;
  // An index by first character: a search looks only among the entries starting with it.
  const byFirst = new Map<number, Range>();
  forEachEntry(dict, (start, space) => {
    if (space - start > longest) longest = space - start;
    if (previous !== -1 && compareCodePoints(dict, previous, previousEnd, dict, start, space) >= 0) sorted = false;
    previous = start;
    previousEnd = space;
    const first = dict.codePointAt(start)!;
    const bar = dict.indexOf('|', space);
    const end = bar === -1 ? dict.length : bar;
    const range = byFirst.get(first);
    if (range) {
      range.end = end;
      if (space - start > range.longest) range.longest = space - start;
    } else byFirst.set(first, { start, end, longest: space - start });
  });
  if (sorted) return { dictionary: { sorted: dict, byFirst }, longest };
  const entries = new Map<string, string>();
  forEachEntry(dict, (start, space, valueEnd) => entries.set(dict.slice(start, space), dict.slice(space + 1, valueEnd)));
  return { dictionary: { entries }, longest };
}

function groupOf(dicts: readonly string[]): Group {
  if (!dicts.every((dict) => typeof dict === 'string'))
    throw new TypeError('opencc-compact reads dictionaries in the "source replacement|…" form only');
  const read = dicts.map(dictionaryOf);
  return { dicts: read.map((r) => r.dictionary), longest: Math.max(0, ...read.map((r) => r.longest)) };
}

/** The replacement of s[from, to) among a sorted dictionary's entries in [low, high), by binary search. */
function search(dict: string, low: number, high: number, s: string, from: number, to: number): string | undefined {
  while (low < high) {
    const middle = (low + high) >>> 1;
    // The entry holding `middle`, or the one ending there when `middle` is on a bar. low and high
    // are always at an entry's start, so it lies between them and each step narrows the range.
    const entryStart = dict.lastIndexOf('|', middle - 1) + 1;
    const bar = dict.indexOf('|', middle);
    const entryEnd = bar === -1 ? dict.length : bar;
    const space = dict.indexOf(' ', entryStart);
    const keyEnd = space === -1 || space > entryEnd ? entryEnd : space;
    const order = compareCodePoints(dict, entryStart, keyEnd, s, from, to);
    if (order === 0) {
      if (keyEnd === entryEnd) return undefined;
      const next = dict.indexOf(' ', keyEnd + 1);
      return dict.slice(keyEnd + 1, next !== -1 && next < entryEnd ? next : entryEnd);
    }
    if (order < 0) low = entryEnd + 1;
    else high = entryStart;
  }
  return undefined;
}

function lookUp(group: Group, s: string, from: number, to: number): string | undefined {
  for (const dict of group.dicts) {
    let value: string | undefined;
    if ('sorted' in dict) {
      const range = dict.byFirst.get(s.codePointAt(from)!);
      if (range && to - from <= range.longest)
        value = search(dict.sorted, range.start, Math.min(range.end + 1, dict.sorted.length), s, from, to);
    } else value = dict.entries.get(s.slice(from, to));
    if (value !== undefined) return value;
  }
  return undefined;
}

function codePointLength(s: string, i: number): number {
  return s.codePointAt(i)! > 0xffff ? 2 : 1;
}

function descriptionArity(cp: number): number {
  if (cp >= 0x2ff0 && cp <= 0x2ff1) return 2;
  if (cp >= 0x2ff2 && cp <= 0x2ff3) return 3;
  if (cp >= 0x2ff4 && cp <= 0x2fff) return 2;
  return 0;
}

/** The end of an ideographic description sequence starting at i, or 0 (kept whole, as opencc-js does). */
function descriptionEnd(s: string, i: number): number {
  const arity = descriptionArity(s.codePointAt(i)!);
  if (arity === 0) return 0;
  let end = i + codePointLength(s, i);
  for (let n = 0; n < arity; n += 1) {
    if (end >= s.length) return 0;
    const childEnd = descriptionEnd(s, end);
    end = childEnd || end + codePointLength(s, end);
  }
  return end;
}

function unmatchedLength(s: string, i: number): number {
  const end = descriptionEnd(s, i);
  return end > i ? end - i : codePointLength(s, i);
}

/** The longest entry starting at i. */
function match(group: Group, s: string, i: number): { end: number; value: string } | null {
  for (let length = Math.min(group.longest, s.length - i); length > 0; length--) {
    const value = lookUp(group, s, i, i + length);
    if (value !== undefined) return { end: i + length, value };
  }
  return null;
}

/** Walks s: matched entries (their value, or the source text when segmenting) and the text between them. */
function walk(group: Group, s: string, replace: boolean): string[] {
  const out: string[] = [];
  let unmatched: number | null = null;
  for (let i = 0; i < s.length; ) {
    const found = match(group, s, i);
    if (found) {
      if (unmatched !== null) {
        out.push(s.slice(unmatched, i));
        unmatched = null;
      }
      out.push(replace ? found.value : s.slice(i, found.end));
      i = found.end;
    } else {
      unmatched ??= i;
      i += unmatchedLength(s, i);
    }
  }
  if (unmatched !== null) out.push(s.slice(unmatched));
  return out;
}

export interface ConverterConfig {
  normalizationChain?: readonly (readonly string[])[];
  segmentation?: readonly string[];
  conversionChain: readonly (readonly string[])[];
}

/** A converter from an opencc-js preset's config (`configs.s2twp`). */
export function compactConverter(config: ConverterConfig): (text: string) => string {
  const normalize = (config.normalizationChain ?? []).map(groupOf);
  const segmentation = config.segmentation ? groupOf(config.segmentation) : null;
  const chain = config.conversionChain.map(groupOf);
  return (text) => {
    const normalized = normalize.reduce((s, group) => walk(group, s, true).join(''), text);
    const segments = segmentation ? walk(segmentation, normalized, false) : [normalized];
    return chain.reduce((parts, group) => parts.map((part) => walk(group, part, true).join('')), segments).join('');
  };
}
