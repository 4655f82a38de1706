// The HTML of every page, made once at start from the built index.html: each page gets its own
// title, description, Open Graph tags, canonical and language links and <html lang>, so a link
// preview (which runs no script) shows the page that was shared. The client updates the same tags
// from the same table (shared/page-meta.ts) as the visitor moves on.
import { defaultLanguage, languages, type Language } from '../../shared/constants.js';
import {
  canonicalPath,
  carriesSecret,
  hreflangOf,
  htmlLangOf,
  keptOutOfSearch,
  ogLocaleOf,
  pageMeta,
  pageUrl,
  type PageMeta,
  type PageMetaName,
} from '../../shared/page-meta.js';
// The Traditional page texts (pageMeta's zh-Hant, read as the pages are made) need the table behind hant().
import './hant-table.js';
import { escapeHtml } from './html.js';

/** What a page's head says about it: the table's entry of a route, or a page's own (a team member's). */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path (canonical, og:url, language links), or null when it has none. */
  path: string | null;
  /** Kept out of search engines (the not-found page, a cancel link's page). */
  noindex?: boolean;
  /** Its address carries a mail's secret: it sends no Referer (shared/page-meta.ts carriesSecret). */
  noReferrer?: boolean;
  /** An absolute image address that replaces the site's preview image (og:image and its size, twitter:card). */
  image?: { url: string; alt: string; wide?: boolean };
  /** Its Open Graph type when not index.html's `website` (an article's page: `article`). */
  ogType?: 'article';
  /** Tags of its own before </head> (an event's JSON-LD), written as they are. */
  extraHead?: string;
  /** The route it is a page of, whose screen's chunks the head preloads (a team member's: team). */
  page?: PageMetaName;
}

export interface PageHtml {
  /**
   * A page of the table's bytes. `extraHead` (a request's own tags, e.g. the events' structured
   * data) goes before </head>; without it the bytes made at start are returned as they are, with
   * it the bytes made the first time these tags came (the same bytes each time, so they can be
   * compressed once).
   */
  (name: PageMetaName, language: Language, extraHead?: Buffer): Buffer;
  /** A page with a head of its own (a team member's), made anew on each call: callers keep the bytes. */
  withHead(head: PageHead, language: Language): Buffer;
}

// The tags this module writes. index.html may carry its own (the home page's, for Vite's dev
// server): they are removed, and the page's block goes where the <title> was.
const titleTag = /^([ \t]*)<title>[\s\S]*?<\/title>/im;
const replacedTags = [
  /<meta\s(?=[^>]*\b(?:name|property)="(?:description|robots|og:title|og:description|og:url|og:locale|og:locale:alternate)")[^>]*>/gi,
  /<link\s(?=[^>]*\brel="canonical")[^>]*>/gi,
  /<link\s(?=[^>]*\brel="alternate")(?=[^>]*\bhreflang=)[^>]*>/gi,
].map((tag) => new RegExp(`\\r?\\n?[ \\t]*${tag.source}`, tag.flags));
// The site's preview image, replaced on a page with an image of its own.
const imageTags = /\r?\n?[ \t]*<meta\s(?=[^>]*\b(?:name|property)="(?:og:image(?::[a-z_]+)?|twitter:card|twitter:image(?::alt)?)")[^>]*>/gi;
// index.html's og:type, replaced on a page of another type (an article's).
const typeTag = /\r?\n?[ \t]*<meta\s(?=[^>]*\bproperty="og:type")[^>]*>/gi;
const htmlTag = /<html\b[^>]*>/i;
const marker = '\u0000page-meta\u0000';

/** A page of the table's head in a language. */
function tableHead(name: PageMetaName, text: PageMeta[Language]): PageHead {
  return { ...text, path: canonicalPath(name), noindex: keptOutOfSearch(name), noReferrer: carriesSecret(name), page: name };
}

function headTags(head: PageHead, language: Language, origin: string): string[] {
  const attribute = (value: string) => `"${escapeHtml(value)}"`;
  const { path, image } = head;
  const url = path === null ? null : pageUrl(origin, path, language);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content=${attribute(head.description)} />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.noReferrer ? ['<meta name="referrer" content="no-referrer" />'] : []),
    ...(path === null
      ? []
      : [
          `<link rel="canonical" href=${attribute(url!)} />`,
          ...languages.map((l) => `<link rel="alternate" hreflang="${hreflangOf[l]}" href=${attribute(pageUrl(origin, path, l))} />`),
          `<link rel="alternate" hreflang="x-default" href=${attribute(pageUrl(origin, path, defaultLanguage))} />`,
        ]),
    ...(head.ogType ? [`<meta property="og:type" content="${head.ogType}" />`] : []),
    `<meta property="og:title" content=${attribute(head.title)} />`,
    `<meta property="og:description" content=${attribute(head.description)} />`,
    ...(url === null ? [] : [`<meta property="og:url" content=${attribute(url)} />`]),
    `<meta property="og:locale" content="${ogLocaleOf[language]}" />`,
    ...languages.filter((l) => l !== language).map((l) => `<meta property="og:locale:alternate" content="${ogLocaleOf[l]}" />`),
    ...(image
      ? [
          `<meta property="og:image" content=${attribute(image.url)} />`,
          `<meta property="og:image:alt" content=${attribute(image.alt)} />`,
          // A square portrait: the small card, not the wide one the site's own image gets; a wide image (an article's cover): the wide card.
          `<meta name="twitter:card" content="${image.wide ? 'summary_large_image' : 'summary'}" />`,
        ]
      : []),
  ];
}

/**
 * Renders index.html for every page and language once; the returned function only looks the
 * bytes up. `origin` (PUBLIC_ORIGIN) fills index.html's %PUBLIC_ORIGIN% and makes the URLs
 * absolute. `preloadsOf` gives a page's tags that fetch its screen and its language's texts (http/pages/screen-preloads.ts),
 * written before </head>. Throws when index.html has no <html> tag or no </head>.
 */
export function createPageHtml(
  indexSource: string,
  origin: string,
  table: Readonly<Record<PageMetaName, PageMeta>> = pageMeta,
  preloadsOf: (page: PageMetaName, language: Language) => readonly string[] = () => [],
): PageHtml {
  const headEnd = indexSource.search(/<\/head>/i);
  if (headEnd === -1 || !htmlTag.test(indexSource)) throw new Error('index.html has no <html> tag or no </head>');
  const filled = (text: string) => text.replaceAll('%PUBLIC_ORIGIN%', escapeHtml(origin));
  let head = filled(indexSource.slice(0, headEnd));
  const body = filled(indexSource.slice(headEnd));
  const title = titleTag.exec(head);
  const indent = title ? title[1]! : '';
  head = title ? head.replace(titleTag, `${indent}${marker}`) : `${head}${marker}`;
  for (const tag of replacedTags) head = head.replace(tag, '');
  const [beforeTags, afterTags] = head.split(marker) as [string, string];

  const withoutImage = (text: string) => text.replace(imageTags, '');
  const template = { site: [beforeTags, afterTags] as const, ownImage: [withoutImage(beforeTags), withoutImage(afterTags)] as const };
  const withoutType = (parts: readonly [string, string]) => [parts[0].replace(typeTag, ''), parts[1].replace(typeTag, '')] as const;
  // Where extra tags go: before </head>, on a line of their own, indented as </head>.
  const newLine = `\n${/[ \t]*$/.exec(afterTags)![0]}`;
  const render = (head: PageHead, language: Language) => {
    const parts = head.image ? template.ownImage : template.site;
    const [before, after] = head.ogType ? withoutType(parts) : parts;
    const opening = before.replace(htmlTag, (tag) =>
      tag.replace(/\s+lang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${htmlLangOf[language]}"`),
    );
    const tags = headTags(head, language, origin).join(`\n${indent}`);
    const preloads = head.page
      ? preloadsOf(head.page, language)
          .map((tag) => tag + newLine)
          .join('')
      : '';
    const extra = head.extraHead ? head.extraHead + newLine : '';
    return Buffer.from(opening + tags + after + preloads + extra + body);
  };
  const pages = Object.fromEntries(
    (Object.keys(table) as PageMetaName[]).map((name) => [
      name,
      Object.fromEntries(languages.map((language) => [language, render(tableHead(name, table[name][language]), language)])),
    ]),
  ) as Record<PageMetaName, Record<Language, Buffer>>;
  const newLineBytes = Buffer.from(newLine);
  const tailBytes = Buffer.byteLength(body);
  // A request's extra tags are bytes made once per change (the events' JSON-LD of a read cache's
  // answer): the page with them is made once per those bytes too, and goes with them.
  const withExtra = new WeakMap<Buffer, Map<string, Buffer>>();
  const pageHtml = (name: PageMetaName, language: Language, extraHead?: Buffer) => {
    const page = pages[name][language];
    if (!extraHead?.length) return page;
    let made = withExtra.get(extraHead);
    if (!made) withExtra.set(extraHead, (made = new Map()));
    const key = `${name} ${language}`;
    let whole = made.get(key);
    if (!whole) {
      const at = page.length - tailBytes;
      made.set(key, (whole = Buffer.concat([page.subarray(0, at), extraHead, newLineBytes, page.subarray(at)])));
    }
    return whole;
  };
  return Object.assign(pageHtml, { withHead: render });
}
