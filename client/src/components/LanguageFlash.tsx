// The short visual effect of a language change (docs/product.md §2): a vermilion wash that spreads from
// the top of the page and fades. Decorative only; reduced motion shortens it to a blink.
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import './language-flash.css';

export function LanguageFlash() {
  const { language } = useI18n();
  const shown = useRef(language);
  const [flash, setFlash] = useState(0);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    setFlash((n) => n + 1);
  }, [language]);
  if (!flash) return null;
  return <div key={flash} className="language-flash" aria-hidden="true" onAnimationEnd={() => setFlash(0)} />;
}
