// Which interface language a visitor's browser asks for (issue 25, docs/decisions/035), one rule
// for the web app (navigator.languages), the render-blocking theme-init.js (built from
// client/src/theme-init.ts, which imports this file) and the server (Accept-Language): Traditional
// for zh-TW, zh-HK, zh-MO and any zh-Hant*, Simplified for any other Chinese, English for en*;
// other languages are passed over.
import { isLanguage, type Language } from './constants.js';

/** The regions that write Traditional Chinese when a tag names no script. */
const traditionalRegions = new Set(['tw', 'hk', 'mo']);

/** The interface language a BCP 47 tag asks for, or undefined for a language we do not offer. */
export function languageOfTag(tag: string): Language | undefined {
  const [primary, ...rest] = tag.trim().toLowerCase().replaceAll('_', '-').split('-');
  if (primary === 'en') return 'en';
  if (primary !== 'zh') return undefined;
  // A script says it outright (zh-Hant-CN is Traditional, zh-Hans-HK Simplified); else the region.
  if (rest.includes('hant')) return 'zh-Hant';
  if (rest.includes('hans')) return 'zh';
  return rest.some((part) => traditionalRegions.has(part)) ? 'zh-Hant' : 'zh';
}

/** The first of a browser's languages (most preferred first) that we offer, or undefined. */
export function languageOfTags(tags: Iterable<string>): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * A language named in an address (?language=en|zh|zh-Hant), in any case (zh-hant, ZH-HANT); not a
 * browser tag: zh-TW or zh-CN there are not our names and are ignored.
 */
export function languageOfName(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  switch (value.toLowerCase()) {
    case 'en':
      return 'en';
    case 'zh':
      return 'zh';
    case 'zh-hant':
      return 'zh-Hant';
    default:
      return undefined;
  }
}

/**
 * The interface language a page starts in, in the browser: a link's ?language= (any case; the
 * server served the page in it), else the visitor's stored choice, else the first of the
 * browser's languages we offer, else English. The app (client/src/i18n/i18n.tsx) and the script
 * that runs before the first paint (client/src/theme-init.ts) both ask this.
 */
export function languageAtStart(
  stored: string | null,
  browserLanguages: readonly string[] | undefined,
  requested: string | null = null,
): Language {
  const linked = languageOfName(requested);
  if (linked) return linked;
  if (isLanguage(stored)) return stored;
  return languageOfTags(browserLanguages ?? []) ?? 'en';
}
