// OpenCC's Simplified → Traditional (Taiwan, phrases: `s2twp`) as opencc-js converts it, from the
// same dictionaries and by the same steps (normalise, segment by phrases, convert each segment
// through the chain, longest match first), but each dictionary group held as one flat Map of its
// entries instead of a tree of Maps, one per character: about 45 MB of heap less once built
// (docs/decisions/036). server/lib/opencc-compact.test.ts checks it answers as opencc-js does.

/** A dictionary group, its entries by source text: the first dictionary of the group wins, as in opencc-js. */
interface Group {
  entries: Map<string, string>;
  /** The longest source text, in UTF-16 units. */
  longest: number;
}

function groupOf(dicts: readonly string[]): Group {
  if (!dicts.every((dict) => typeof dict === 'string')) throw new TypeError('opencc-compact reads dictionaries in the "source replacement|…" form only');
  const entries = new Map<string, string>();
  let longest = 0;
  // opencc-js loads a group's dictionaries last to first, each entry replacing an earlier one.
  // Read in place, without splitting the whole text into arrays first: less garbage to build it.
  for (const dict of [...dicts].reverse()) {
    for (let start = 0; start < dict.length; ) {
      const bar = dict.indexOf('|', start);
      const end = bar === -1 ? dict.length : bar;
      const space = dict.indexOf(' ', start);
      // "source replacement": the replacement ends at the next space or the entry's end, as opencc-js reads it.
      if (space !== -1 && space < end && space > start) {
        const next = dict.indexOf(' ', space + 1);
        const from = dict.slice(start, space);
        entries.set(from, dict.slice(space + 1, next !== -1 && next < end ? next : end));
        if (from.length > longest) longest = from.length;
      }
      start = end + 1;
    }
  }
  return { entries, longest };
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
    const value = group.entries.get(s.slice(i, i + length));
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
