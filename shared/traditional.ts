// Traditional Chinese for the texts the code holds (issue 25, docs/decisions/035): the society's
// facts, page titles and descriptions are written in English and Simplified (`Localized`); their
// Traditional form is made at build time, never in the browser.
import { contentLanguageOf, type Language } from './constants.js';
import type { Localized } from './site.js';

/**
 * The Traditional form of a Simplified text the code holds. Until the conversion table is made
 * (issue 25), the text itself.
 */
export function hant(text: string): string {
  return text;
}

/** A text the code holds, in a language: its English or Simplified side, or the Traditional made from the Simplified. */
export function localize(text: Localized, language: Language): string {
  const side = text[contentLanguageOf(language)];
  return language === 'zh-Hant' ? hant(side) : side;
}

/** Lines (an address) in a language, as `localize`. */
export function localizeLines(lines: Readonly<Record<'en' | 'zh', readonly string[]>>, language: Language): readonly string[] {
  const side = lines[contentLanguageOf(language)];
  return language === 'zh-Hant' ? side.map(hant) : side;
}
