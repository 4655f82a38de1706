// The interface language: chosen once at start (stored preference, else Chinese for a zh
// browser, else English), saved as preferredLanguage when the visitor picks one.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLanguage, storageKeys, type Language } from '../../../shared/constants';
import { en, type MessageKey } from './en';
import { zh } from './zh';

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, zh };

export function detectLanguage(stored: string | null, navigatorLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return navigatorLanguage?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The current language outside React (the API client reads it for every request). */
let currentLanguage: Language = detectLanguage(readStored(storageKeys.preferredLanguage), globalThis.navigator?.language);
export const getLanguage = () => currentLanguage;

interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(currentLanguage);

  useEffect(() => {
    currentLanguage = language;
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    currentLanguage = next;
    try {
      localStorage.setItem(storageKeys.preferredLanguage, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setLanguageState(next);
  }, []);

  const value = useMemo<I18n>(
    () => ({ language, setLanguage, t: (key) => dictionaries[language][key] }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** Picks the field of the current language, falling back to the other when it is empty. */
export function pick(language: Language, en: string, zh: string): string {
  return language === 'zh' ? zh || en : en || zh;
}
