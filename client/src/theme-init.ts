// Runs before the first paint (index.html loads it as /theme-init.js, render-blocking; external
// because the CSP forbids inline script): applies the stored theme (default light) and sets
// <html lang> to the interface language the app will choose, by the app's own rule
// (shared/language-tags.ts). scripts/theme-init.ts bundles this file into a small plain script at
// build and in development; it must import nothing that pulls in the app.
import { defaultTheme, storageKeys, type Theme } from '../../shared/constants';
import { languageAtStart } from '../../shared/language-tags';

const root = document.documentElement;
let theme: Theme = defaultTheme;
let stored: string | null = null;
try {
  const storedTheme = localStorage.getItem(storageKeys.theme);
  if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
  stored = localStorage.getItem(storageKeys.preferredLanguage);
} catch {
  // Storage blocked (private mode, a sandboxed frame): the defaults and the browser decide.
}
const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
const language = languageAtStart(stored, browserLanguages, new URLSearchParams(location.search).get('language'));
root.setAttribute('data-theme', theme);
root.style.colorScheme = theme;
root.lang = language === 'zh' ? 'zh-CN' : language;
