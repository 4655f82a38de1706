// Each screen names itself: document title, meta description and the Open Graph title and
// description follow the route and the interface language.
import { useEffect } from 'react';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../i18n/i18n';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** The home page's title stands alone; every other title ends with the society's name. */
export function usePageMeta(title: MessageKey, description: MessageKey, { standalone = false } = {}) {
  const { t, language } = useI18n();
  const titleText = standalone ? t(title) : `${t(title)} · ${t('app.name')}`;
  const descriptionText = t(description);
  useEffect(() => {
    document.title = titleText;
    setMeta('meta[name="description"]', 'name', 'description', descriptionText);
    setMeta('meta[property="og:title"]', 'property', 'og:title', titleText);
    setMeta('meta[property="og:description"]', 'property', 'og:description', descriptionText);
    setMeta('meta[property="og:locale"]', 'property', 'og:locale', language === 'zh' ? 'zh_CN' : 'en_CA');
  }, [titleText, descriptionText, language]);
}
