// Traditional Chinese for the texts the code holds (issue 25, docs/decisions/035): the society's
// facts, page titles and descriptions are written in English and Simplified (`Localized`); their
// Traditional form is made at build time, never in the browser.
import { contentLanguageOf, type Language } from './constants.js';
import type { Localized } from './site.js';

let table: Readonly<Record<string, string>> = {};

/**
 * Puts the table made at build time (shared/traditional-table.ts) behind `hant`. The server does
 * it as it starts (server/lib/messages.ts); the web app when it loads the Traditional texts, a
 * chunk of their own (client/src/i18n/zh-Hant-pack.ts), so English and Simplified visitors never
 * download it.
 */
export function setTraditionalTable(made: Readonly<Record<string, string>>): void {
  table = made;
}

/**
 * The Traditional form of a Simplified text the code holds, looked up in the table made at build
 * time. A text not in it is returned as it is: that is how content the server already converted
 * passes through `localize` and `pick`.
 */
export function hant(text: string): string {
  return Object.hasOwn(table, text) ? table[text]! : text;
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
