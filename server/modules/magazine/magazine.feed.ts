// The magazine's Atom feed (RFC 4287; issue 36 item 5): /magazine/feed.xml?language=en|zh|zh-Hant,
// the 20 newest public articles with their whole text as the page shows it (the same safe HTML,
// its links made absolute so a feed reader can follow them), each entry's id stable for ever
// (a tag URI of the site's host and the article's id), written once per change of the magazine
// and language.
import type { Language } from '../../../shared/constants.js';
import type { ArticleSummary, PublicArticle } from '../../../shared/magazine.schema.js';
import { pageUrl } from '../../../shared/page-meta.js';

/** Entries in a feed. */
export const feedEntries = 20;

export const magazinePath = '/magazine';
export const feedPath = '/magazine/feed.xml';
export const articlePath = (slug: string) => `${magazinePath}/${encodeURIComponent(slug)}`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// XML 1.0 has no place for most control characters, even escaped: they are what this strips.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML forbids is the point
const xmlText = (text: string) => escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/** The safe HTML of an article with its site paths made absolute (`/uploads/…` → `https://host/uploads/…`). */
export function absoluteHtml(html: string, origin: string): string {
  return html
    .replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_match, set: string) => `srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`);
}

/** An article in a language: that language's side, the other one's where it has none. */
function sideOf(article: PublicArticle, language: Language) {
  const chinese = language !== 'en';
  const pick = (en: string, zh: string) => (chinese ? zh || en : en || zh);
  const wantsChinese = chinese ? Boolean(article.bodyZh) : !article.bodyEn;
  return {
    title: pick(article.titleEn, article.titleZh),
    summary: pick(article.standfirstEn, article.standfirstZh),
    html: wantsChinese ? article.bodyHtmlZh : article.bodyHtmlEn,
    lang: wantsChinese ? (language === 'zh-Hant' ? 'zh-Hant' : 'zh-Hans') : 'en',
  };
}

export interface FeedFacts {
  origin: string;
  language: Language;
  /** The society's name in that language. */
  societyName: string;
  /** The feed's subtitle in that language. */
  subtitle: string;
  title: string;
  /** The newest articles, newest first, with their bodies. */
  articles: readonly PublicArticle[];
}

/** The tag URI of an entry: the same for an article whatever its title, language or slug. */
export function entryId(origin: string, article: Pick<ArticleSummary, 'id' | 'publishedAt'>): string {
  const host = new URL(origin).hostname;
  return `tag:${host},${article.publishedAt.slice(0, 10)}:magazine/${article.id}`;
}

export function atomFeed(facts: FeedFacts): string {
  const { origin, language } = facts;
  // ISO 8601 instants in UTC: text order is time order.
  const updated =
    facts.articles
      .map((article) => article.updatedAt)
      .sort()
      .at(-1) ?? '1970-01-01T00:00:00.000Z';
  const entries = facts.articles.map((article) => {
    const side = sideOf(article, language);
    const link = pageUrl(origin, articlePath(article.slug), language);
    const authors = article.bylines.map((byline) => {
      const name = language === 'en' ? byline.nameEn || byline.nameZh : byline.nameZh || byline.nameEn;
      const uri = byline.teamSlug
        ? `\n      <uri>${xmlText(pageUrl(origin, `/team/${encodeURIComponent(byline.teamSlug)}`, language))}</uri>`
        : '';
      return `    <author>\n      <name>${xmlText(name)}</name>${uri}\n    </author>`;
    });
    return [
      '  <entry>',
      `    <id>${xmlText(entryId(origin, article))}</id>`,
      `    <title type="text">${xmlText(side.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
      `    <published>${article.publishedAt}</published>`,
      `    <updated>${article.updatedAt}</updated>`,
      ...authors,
      ...article.tags.map((tag) => `    <category term="${xmlText(tag)}"/>`),
      ...(side.summary ? [`    <summary type="text">${xmlText(side.summary)}</summary>`] : []),
      `    <content type="html" xml:lang="${side.lang}">${xmlText(absoluteHtml(side.html, origin))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const self = `${origin}${feedPath}?language=${language}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language === 'zh' ? 'zh-Hans' : language}">`,
    `  <id>${xmlText(self)}</id>`,
    `  <title type="text">${xmlText(facts.title)}</title>`,
    `  <subtitle type="text">${xmlText(facts.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(pageUrl(origin, magazinePath, language))}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author>\n    <name>${xmlText(facts.societyName)}</name>\n    <uri>${xmlText(origin)}/</uri>\n  </author>`,
    `  <icon>${xmlText(origin)}/favicon.svg</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
