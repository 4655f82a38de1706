// Light or dark, saved as `theme`, default light. theme-init.js (client/src/theme-init.ts) applied it before the
// first paint; this keeps <html data-theme> in step afterwards.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { defaultTheme, storageKeys, type Theme } from '../../../shared/constants';

function initialTheme(): Theme {
  const applied = document.documentElement.getAttribute('data-theme');
  return applied === 'light' || applied === 'dark' ? applied : defaultTheme;
}

const ThemeContext = createContext<{ theme: Theme; toggleTheme: () => void } | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', next);
      document.documentElement.style.colorScheme = next;
      try {
        localStorage.setItem(storageKeys.theme, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return <ThemeContext.Provider value={{ theme, toggleTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
