// Frozen on 2026-11-29 for migrations/2026-11-27-0900-add-traditional-content.ts: the Simplified →
// Traditional converter as the server had it that day (server/lib/traditional.ts: OpenCC's s2twp through
// server/lib/opencc-compact.ts, then shared/traditional-overrides.ts), copied here with its
// dictionaries (./2026-11-27-opencc-s2twp.ts, about 1 MB) so that the migration converts the rows it
// finds next year as it does today, whatever the live converter becomes. Never edit: a change to
// the live converter is not a change to what this migration did. The migration imports it only when
// there are rows to convert (a fresh install never loads it).
import * as dictionaries from './2026-11-27-opencc-s2twp.js';

// ---- server/lib/opencc-compact.ts as it was on 2026-11-29 ---------------------------------------------------

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

interface ConverterConfig {
  normalizationChain?: readonly (readonly string[])[];
  segmentation?: readonly string[];
  conversionChain: readonly (readonly string[])[];
}

/** A converter from an opencc-js preset's config (`configs.s2twp`). */
function compactConverter(config: ConverterConfig): (text: string) => string {
  const normalize = (config.normalizationChain ?? []).map(groupOf);
  const segmentation = config.segmentation ? groupOf(config.segmentation) : null;
  const chain = config.conversionChain.map(groupOf);
  return (text) => {
    const normalized = normalize.reduce((s, group) => walk(group, s, true).join(''), text);
    const segments = segmentation ? walk(segmentation, normalized, false) : [normalized];
    return chain.reduce((parts, group) => parts.map((part) => walk(group, part, true).join('')), segments).join('');
  };
}

// ---- shared/traditional-overrides.ts as it was on 2026-11-29 ------------------------------------------------

const traditionalOverrides: ReadonlyArray<readonly [converted: string, wanted: string]> = [
  // 账户, 账号, 账目 → 賬 (the mainland form); Taiwan and Hong Kong write 帳戶, 帳號, 帳目.
  ['賬', '帳'],
  // 退出登录 (sign out) comes out as 退出登入; 登出 is the word.
  ['退出登入', '登出'],
  // 邮箱 (an e-mail address) stays 郵箱, the mainland word; Taiwan writes 電子郵件 / 信箱.
  ['電子郵箱', '電子郵件'],
  ['郵箱', '信箱'],
  // OpenCC leaves 合作伙伴 (partners) as it is, though it writes 伙伴 as 夥伴 elsewhere.
  ['合作伙伴', '合作夥伴'],
  // OpenCC's software vocabulary where our sense is the everyday one: 审核 (a review) is not
  // 稽核 (an audit), 类型 (a kind) not 型別 (a data type), 权限 (permissions) not 許可權.
  ['稽核', '審核'],
  ['型別', '類型'],
  ['許可權', '權限'],
  // 微信号 (a WeChat ID) read as 微 + 信号 (signal).
  ['微訊號', '微信號'],
  // Taiwan's words: 底線 (underscore), 社群媒體 (social media), 新分頁 (a new tab), 無回應
  // (no response), 搜尋 (search), 營運 (operations); 嘗試 is the standard form of 嚐試.
  ['下劃線', '底線'],
  ['社交媒體', '社群媒體'],
  ['新標籤頁', '新分頁'],
  ['無響應', '無回應'],
  ['搜索', '搜尋'],
  ['運營', '營運'],
  ['嚐試', '嘗試'],
  // Taiwan's words for what these screens and mails say (issue 34): 重設 (reset: 重設密碼, 重設兩步
  // 登入), 聯絡 (OpenCC writes 并联系 as 並聯 + 系, "in parallel"), 加入 (add to; 加入行事曆 for a
  // calendar file, as Apple and Outlook name the app), 透過 where 通過 means "by means of" (通過
  // stays where it means "approved").
  ['重置', '重設'],
  ['聯系', '聯絡'],
  ['新增到日曆', '加入行事曆'],
  ['新增到', '加入'],
  ['通過“', '透過“'],
  ['通過郵箱', '透過郵箱'],
  ['通過電子郵件', '透過電子郵件'],
  ['通過網址', '透過網址'],
  ['通過你的通行金鑰', '透過你的通行金鑰'],
  // 逾時 (timed out) and 身分 (identity, the Ministry of Education's form; 身份驗證器, an
  // authenticator app).
  ['超時', '逾時'],
  ['身份', '身分'],
  // 退出 where it means signing out: 登出 (the phrases our texts use; 退出 for leaving something
  // stays).
  ['裝置都會退出', '裝置都會登出'],
  ['裝置都已退出', '裝置都已登出'],
  ['裝置均已退出', '裝置均已登出'],
  ['請先退出', '請先登出'],
  ['請將其退出', '請將其登出'],
  ['正在退出', '正在登出'],
  ['退出其他', '登出其他'],
  ['退出所有裝置', '登出所有裝置'],
  ['需要退出的', '需要登出的'],
  ['已被退出', '已被登出'],
  // 支持 (backing) made 支援, which in Taiwan is assistance or backup (the about page's "supports
  // every department", the audience's support of the concert); 支援部 (a support department) stays.
  ['們的支援', '們的支持'],
  ['支援每一個', '支持每一個'],
  // Quotation marks: Taiwan quotes with corner brackets, 「…」 (the Ministry of Education's
  // punctuation guide), where Simplified writes “…”. Single quotes stay as they are: ’ is also the
  // apostrophe of English words in Chinese text.
  ['“', '「'],
  ['”', '」'],
];

/** Applies the overrides to converted text. */
function applyTraditionalOverrides(text: string): string {
  let out = text;
  for (const [from, to] of [...traditionalOverrides].sort((a, b) => b[0].length - a[0].length)) out = out.split(from).join(to);
  return out;
}

// ---- server/lib/traditional.ts's converter as it was (readS2twp's dictionaries, then the overrides) --

/** The converter the migration used: s2twp, then the overrides; an empty text stays empty. */
export function frozenTraditional(): (text: string) => string {
  const phrases = [dictionaries.STPhrases, dictionaries.STPhrases_GeneratedFromRegionalPhrases];
  const convert = compactConverter({
    normalizationChain: [[dictionaries.CJK_Compatibility_Ideographs]],
    segmentation: phrases,
    conversionChain: [
      [...phrases, dictionaries.STCharacters],
      [dictionaries.TWPhrases, dictionaries.TWVariantsPhrases, dictionaries.TWVariants],
    ],
  });
  return (text) => (text ? applyTraditionalOverrides(convert(text)) : text);
}
