// The society's record on its sides (issue 26, decision 037): the server makes the Traditional copy
// from the Simplified once per save and stores it; a visitor's side is picked from the stored
// copies, never converted per request. The web app picks the seed's side the same way when it has
// no answer yet.
import type { Language } from './constants.js';
import type { PublicSite, SiteContent } from './site-content.schema.js';

type Convert = (text: string) => string;

const isSides = (value: unknown): value is { en: unknown; zh: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 2 && 'en' in value && 'zh' in value;

/** Every `{ en, zh }` of the record (a text, or lines) with its `zh` converted: the record as Traditional readers get it. */
export function traditionalSideOf(content: SiteContent, convert: Convert): SiteContent {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (isSides(value))
      return { en: value.en, zh: Array.isArray(value.zh) ? value.zh.map((line: string) => convert(line)) : convert(value.zh as string) };
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(content) as SiteContent;
}

/** One side of every `{ en, zh }`: English, or the Chinese of the record given (Simplified, or the stored Traditional). */
function pick(content: SiteContent, side: 'en' | 'zh'): Omit<PublicSite, 'language' | 'otherName' | 'version'> {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (isSides(value)) return value[side];
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(content) as Omit<PublicSite, 'language' | 'otherName' | 'version'>;
}

/** The record as a visitor in `language` reads it. `hant` is the stored Traditional copy. */
export function publicSiteOf(content: SiteContent, hant: SiteContent, version: number, language: Language): PublicSite {
  const source = language === 'zh-Hant' ? hant : content;
  const side = language === 'en' ? 'en' : 'zh';
  const otherName = language === 'en' ? content.name.zh : content.name.en;
  return { ...pick(source, side), language, otherName, version };
}
