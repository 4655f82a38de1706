// The interface language: chosen once at start (a link's ?language=en|zh|zh-Hant, else the stored
// preference, else the first of the browser's languages we offer: zh-TW, zh-HK, zh-MO and zh-Hant*
// Traditional, other zh Simplified, en English; else English), saved as preferredLanguage when the
// visitor picks one. Each language's texts are a chunk of their own (en.ts, zh.ts, zh-Hant-pack.ts),
// so a page loads only its own language's table: main.tsx waits for it before the first render
// (the server's page names it in a modulepreload), and switching loads the next one first.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { languages, storageKeys, type Language } from '../../../shared/constants';
import { languageAtStart } from '../../../shared/language-tags';
import type { Localized } from '../../../shared/site';
import { hant, setTraditionalTable } from '../../../shared/traditional';
import { htmlLangOf } from '../../../shared/page-meta';
import type { MessageKey } from './en';

type Dictionary = Readonly<Record<MessageKey, string>>;

// Each language's dictionary, put here by loadLanguage. The app renders only once the current
// language's is here; until then (a failed load) t() answers from any dictionary loaded.
const dictionaries: Partial<Record<Language, Dictionary>> = {};

/** The interface language at start (shared/language-tags.ts: ?language=, stored, browser, English). */
export const detectLanguage = languageAtStart;

// The chunks, each named once (the server preloads the current one: server/http/pages/screen-preloads.ts).
const chunks: Record<Language, () => Promise<Dictionary>> = {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  'zh-Hant': () =>
    import('./zh-Hant-pack').then(({ zhHant, traditionalTable }) => {
      setTraditionalTable(traditionalTable);
      return zhHant;
    }),
};
const loading: Partial<Record<Language, Promise<void>>> = {};

/** Whether a language's texts are here (loadLanguage has finished for it). */
export const isLanguageLoaded = (language: Language) => dictionaries[language] !== undefined;

/** Loads a language's texts (its chunk, once) before it is shown. */
export function loadLanguage(language: Language): Promise<void> {
  if (dictionaries[language]) return Promise.resolve();
  loading[language] ??= chunks[language]().then(
    (dictionary) => {
      dictionaries[language] = dictionary;
    },
    (error: unknown) => {
      loading[language] = undefined;
      throw error;
    },
  );
  return loading[language];
}

/** The dictionary of a language, else (its chunk failed to load) any that is loaded. */
function dictionaryOf(language: Language): Dictionary {
  const found = dictionaries[language] ?? languages.map((other) => dictionaries[other]).find(Boolean);
  if (!found) throw new Error(`the ${language} texts are not loaded`);
  return found;
}

/** The browser's languages, most preferred first (navigator.languages, else navigator.language). */
function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The current language outside React (the API client reads it for every request). */
let currentLanguage: Language = detectLanguage(
  readStored(storageKeys.preferredLanguage),
  browserLanguages(),
  new URLSearchParams(globalThis.location?.search ?? '').get('language'),
);
export const getLanguage = () => currentLanguage;

/** Fills `{name}` marks in a text with values. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}

/**
 * A whole number with its thousands grouped, as both interface languages write it (110,000 in
 * en-CA and in zh-CN alike). Not Intl.NumberFormat: the first Intl object a page creates starts
 * ICU, a single main-thread task of tens of milliseconds (about 100 ms on a slow machine), and
 * the pages that show a figure need nothing else from Intl.
 */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A currency as the site's texts name it: its code in English ("110,000 CAD"); in Chinese 加元 for
 * the Canadian dollar, as the texts always said, else the language's own name for it.
 */
export function currencyName(language: Language, code: string): string {
  if (language === 'en') return code;
  if (code === 'CAD') return '加元';
  try {
    return new Intl.DisplayNames([localeOf[language]], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The BCP 47 tag for <html lang> and for Intl formatting in each interface language. */
// The same as shared/moments.ts intlLocaleOf (a test checks), written out: importing it would put
// the date formatting into the first load of every page.
export const localeOf: Readonly<Record<Language, string>> = { en: 'en-CA', zh: 'zh-CN', 'zh-Hant': 'zh-TW' };
export { htmlLangOf };

interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;
  /** Text of the current language from a { en, zh } pair, falling back to the other when empty (Traditional: made from the Chinese side). */
  l: (text: Localized) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(currentLanguage);

  useEffect(() => {
    currentLanguage = language;
    // Only on a change: theme-init.js (client/src/theme-init.ts) has set it before the first paint, and setting
    // <html lang> (even to the value it has) makes the browser restyle the whole page.
    const lang = htmlLangOf[language];
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    // The language's texts load first (a moment, once); the page changes language when they are
    // here. Should the chunk fail to load, the page stays in its language and the choice is unsaved.
    void loadLanguage(next).then(
      () => {
        currentLanguage = next;
        try {
          localStorage.setItem(storageKeys.preferredLanguage, next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        // A ?language= in the address follows the choice, so a reload or a copied link keeps it.
        const url = new URL(location.href);
        if (url.searchParams.has('language')) {
          url.searchParams.set('language', next);
          history.replaceState(history.state, '', url);
        }
        setLanguageState(next);
      },
      () => undefined,
    );
  }, []);

  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => (values ? fill(dictionaryOf(language)[key], values) : dictionaryOf(language)[key]),
      l: (text) => pick(language, text.en, text.zh),
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Its children in another language than the interface's: a reviewer sees a member's card in
 * English and in Chinese side by side. Texts, copy and fallbacks follow `language`; choosing a
 * language still changes the whole interface.
 */
export function LanguageScope({ language, children }: { language: Language; children: ReactNode }) {
  const outer = useI18n();
  // Another language's texts come in their own chunk: the scope shows once they are here.
  const [loaded, setLoaded] = useState(() => isLanguageLoaded(language));
  useEffect(() => {
    let live = true;
    if (!isLanguageLoaded(language)) setLoaded(false);
    loadLanguage(language).then(
      () => live && setLoaded(true),
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage: outer.setLanguage,
      t: (key, values) => (values ? fill(dictionaryOf(language)[key], values) : dictionaryOf(language)[key]),
      l: (text) => pick(language, text.en, text.zh),
    }),
    [language, outer.setLanguage],
  );
  return (
    <I18nContext.Provider value={value}>
      <div lang={htmlLangOf[language]}>{loaded ? children : null}</div>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/**
 * Whether a string (a zod issue's message, say) is a key of the dictionaries: every dictionary has
 * every key, so any loaded one tells (the app renders only once its language's is loaded).
 */
export function isMessageKey(value: string): value is MessageKey {
  return languages.some((language) => dictionaries[language] !== undefined && Object.hasOwn(dictionaries[language], value));
}

/** Picks the field of the current language, falling back to the other when it is empty. */
/**
 * The `lang` to put on a text shown with `pick`: the other language's tag when the text is the
 * other language's (its own is empty), so screen readers and fonts treat it right; else none.
 */
export function langOf(language: Language, en: string, zh: string): string | undefined {
  if (language !== 'en') return !zh && en ? 'en' : undefined;
  return !en && zh ? 'zh-CN' : undefined;
}

/**
 * Picks the field of the current language, falling back to the other when it is empty. In
 * Traditional, the Chinese side: the server answers it converted, and a text the code holds is
 * looked up in the table made at build time (shared/traditional.ts).
 */
export function pick(language: Language, en: string, zh: string): string {
  if (language === 'en') return en || zh;
  return language === 'zh-Hant' ? hant(zh) || en : zh || en;
}
