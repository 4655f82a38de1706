// Each screen names itself: title, description, Open Graph tags, canonical and language links
// follow the route and the interface language, from the table the server used to write the page's
// first HTML (shared/page-meta.ts).
import { useEffect } from 'react';
import { defaultLanguage, languages } from '../../../shared/constants';
import {
  canonicalPath,
  carriesSecret,
  hreflangOf,
  keptOutOfSearch,
  ogLocaleOf,
  pageMeta,
  pageUrl,
  type PageMetaName,
  type PageText,
} from '../../../shared/page-meta';
import { magazineFeedUrl } from '../../../shared/magazine-paths';
import { useI18n } from '../i18n/i18n';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) return element?.remove();
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: 'canonical' | 'alternate', hreflang: string | null, href: string | null) {
  const selector = hreflang === null ? `link[rel="${rel}"]` : `link[rel="${rel}"][hreflang="${hreflang}"]`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === null) return element?.remove();
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang !== null) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

/** The magazine's pages name the Atom feed of their language (as the server writes them); other pages none. */
const feedPages: ReadonlySet<PageMetaName> = new Set(['magazine', 'magazineArticle', 'magazineIssue', 'magazineTag']);

function setFeedLink(href: string | null, title: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/atom+xml"]');
  if (href === null) return element?.remove();
  if (!element) {
    element = document.createElement('link');
    element.rel = 'alternate';
    element.type = 'application/atom+xml';
    document.head.append(element);
  }
  element.title = title;
  element.href = href;
}

/** A meta property that comes once per value (og:locale:alternate), in that order. */
function setMetas(property: string, contents: readonly string[]) {
  const present = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[property="${property}"]`)];
  if (present.map((element) => element.content).join('\n') === contents.join('\n')) return;
  const at = present[0]?.nextSibling ?? null;
  const parent = present[0]?.parentNode ?? document.head;
  for (const element of present) element.remove();
  for (const content of contents) {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    element.content = content;
    parent.insertBefore(element, at?.isConnected ? at : null);
  }
}

let origin: string | undefined;
/**
 * PUBLIC_ORIGIN, as the server wrote it into og:image, so links name the site's public address
 * whatever host the page was opened at; the page's own origin under Vite's dev server.
 */
export function publicOrigin(): string {
  if (origin === undefined) {
    origin = location.origin;
    try {
      const image = new URL(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? '');
      if (image.protocol === 'https:' || image.protocol === 'http:') origin = image.origin;
    } catch {
      // Vite's dev server leaves %PUBLIC_ORIGIN% as it is.
    }
  }
  return origin;
}

/** A page's own texts and address, where the table has none for it (a team member's page). */
export interface OwnPageMeta {
  text: PageText;
  path: string;
}

export function usePageMeta(page: PageMetaName, own?: OwnPageMeta) {
  const { language } = useI18n();
  const ownTitle = own?.text.title;
  const ownDescription = own?.text.description;
  const ownPath = own?.path;
  useEffect(() => {
    const { title, description } =
      ownTitle === undefined ? pageMeta[page][language] : { title: ownTitle, description: ownDescription ?? '' };
    const path = ownPath ?? canonicalPath(page);
    const url = (l: typeof language) => (path === null ? null : pageUrl(publicOrigin(), path, l));
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', keptOutOfSearch(page) ? 'noindex' : null);
    // A page whose address carries a mail's secret sends no Referer; the others the server's policy
    // again (a removed <meta name="referrer"> would leave its policy in force).
    setMeta('name', 'referrer', carriesSecret(page) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url(language));
    setMeta('property', 'og:locale', ogLocaleOf[language]);
    setMetas(
      'og:locale:alternate',
      languages.filter((l) => l !== language).map((l) => ogLocaleOf[l]),
    );
    setLink('canonical', null, url(language));
    for (const l of languages) setLink('alternate', hreflangOf[l], url(l));
    setLink('alternate', 'x-default', url(defaultLanguage));
    setFeedLink(feedPages.has(page) ? magazineFeedUrl(publicOrigin(), language) : null, pageMeta.magazine[language].title);
  }, [page, language, ownTitle, ownDescription, ownPath]);
}
