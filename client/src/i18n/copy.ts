// Screen copy: the longer texts that only one screen shows live beside that screen and load with
// its chunk. Every language is written against the English shape, so a text missing from the
// Chinese side (or added only there) is a type error, just as with the shared dictionaries. The
// Traditional side is made from the Simplified one by `npm run i18n:traditional` (scripts/
// traditional.ts rewrites the third argument; never edit it by hand).
import type { Language } from '../../../shared/constants';
import { useI18n } from './i18n';

export type Copy<T> = Readonly<Record<Language, T>>;

export function defineCopy<T>(en: T, zh: NoInfer<T>, zhHant: NoInfer<T>): Copy<T> {
  return { en, zh, 'zh-Hant': zhHant };
}

/** The current language's side of a screen's copy. */
export function useCopy<T>(copy: Copy<T>): T {
  return copy[useI18n().language];
}
