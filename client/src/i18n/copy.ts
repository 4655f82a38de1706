// Screen copy: the longer texts that only one screen shows live beside that screen and load with
// its chunk. Both languages are written against the English shape, so a text missing from the
// Chinese side (or added only there) is a type error, just as with the shared dictionaries.
import type { Language } from '../../../shared/constants';
import { useI18n } from './i18n';

export type Copy<T> = Readonly<Record<Language, T>>;

export function defineCopy<T>(en: T, zh: NoInfer<T>): Copy<T> {
  // Until the Traditional copy is made (issue 25): the Simplified.
  return { en, zh, 'zh-Hant': zh };
}

/** The current language's side of a screen's copy. */
export function useCopy<T>(copy: Copy<T>): T {
  return copy[useI18n().language];
}
