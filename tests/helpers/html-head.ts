// Reads what a link previewer reads from a page's HTML: <html lang>, <title>, and the <meta> and
// <link> tags of the head, with their attribute values decoded. Values are taken between double
// quotes and text up to the next "<", so a value the server failed to escape breaks the reading.
import { expect } from 'vitest';
import type { Language } from '../../shared/constants.js';
import type { TestApp } from './test-app.js';

export interface HtmlHead {
  lang: string | undefined;
  titles: string[];
  /** content of every <meta>, by its name or property. */
  meta: (key: string) => string[];
  /** href of every <link> with this rel (and hreflang when given). */
  links: (rel: string, hreflang?: string) => string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1]!.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decodeEntities(value!)]),
  );
}

export function readHead(html: string): HtmlHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => attributes(tag));
  const metas = tags('meta');
  const links = tags('link');
  return {
    lang: tags('html')[0]?.lang,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/gi)].map(([, text]) => decodeEntities(text!)),
    meta: (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content!),
    links: (rel, hreflang) => links.filter((l) => l.rel === rel && (hreflang === undefined || l.hreflang === hreflang)).map((l) => l.href!),
  };
}

/** Fetches a page of the app and reads its head, checking what every page answer shares. */
export async function openPage(t: Pick<TestApp, 'url'>, path: string, status: number): Promise<{ head: HtmlHead; html: string }> {
  const response = await fetch(`${t.url}${path}`);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  return { head: readHead(html), html };
}

/** What a page with a head of its own says (a team member's, an event's). */
export interface OwnPageTexts {
  title: string;
  description: string;
  /** Its own path: canonical and og:url, English bare, the others with ?language=zh or ?language=zh-Hant. */
  path: string;
  /** Its own image's absolute address, or null for the site's. */
  image: string | null;
  alt?: string;
  /** The twitter:card with its own image: `summary` (a square portrait, the default) or `summary_large_image` (a wide cover). */
  card?: 'summary' | 'summary_large_image';
}

/** A page's head previews the page itself in `language`: its texts, its own addresses, its image (else the site's, once). */
export function expectOwnPageHead(head: HtmlHead, language: Language, origin: string, texts: OwnPageTexts) {
  expect(head.lang).toBe({ en: 'en', zh: 'zh-CN', 'zh-Hant': 'zh-Hant' }[language]);
  expect(head.titles).toEqual([texts.title]);
  expect(head.meta('description')).toEqual([texts.description]);
  expect(head.meta('og:title')).toEqual([texts.title]);
  expect(head.meta('og:description')).toEqual([texts.description]);
  expect(head.meta('robots')).toEqual([]);
  const english = `${origin}${texts.path}`;
  // A path with a query of its own (a past team's ?term=) takes the language after it.
  const join = texts.path.includes('?') ? '&' : '?';
  const own = language === 'en' ? english : `${english}${join}language=${language}`;
  expect(head.links('canonical')).toEqual([own]);
  expect(head.meta('og:url')).toEqual([own]);
  expect(head.links('alternate', 'en')).toEqual([english]);
  expect(head.links('alternate', 'zh-Hans')).toEqual([`${english}${join}language=zh`]);
  expect(head.links('alternate', 'zh-Hant')).toEqual([`${english}${join}language=zh-Hant`]);
  expect(head.links('alternate', 'x-default')).toEqual([english]);
  expect(head.meta('og:locale')).toEqual([{ en: 'en_CA', zh: 'zh_CN', 'zh-Hant': 'zh_TW' }[language]]);
  if (texts.image === null) {
    expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
  } else {
    expect(head.meta('og:image')).toEqual([texts.image]);
    expect(head.meta('og:image:alt')).toEqual([texts.alt]);
    expect(head.meta('twitter:card')).toEqual([texts.card ?? 'summary']);
  }
}
