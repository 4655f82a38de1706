// schema.org Article data of a public article (issue 36 item 4), written into the served HTML of
// its page (/magazine/{slug}) as a JSON-LD block: headline, description, its authors as Persons
// (a guest byline too), published and modified times, its cover (else the site's share image),
// the page's language, the society as publisher, and the page itself as its main entity.
import { isChinese, type Language } from '../../../shared/constants.js';
import { imageUrl } from '../../../shared/images.js';
import type { Byline, PublicArticle } from '../../../shared/magazine.schema.js';
import { magazineIssuePath } from '../../../shared/magazine-paths.js';
import { hreflangOf, pageUrl, teamMemberPath } from '../../../shared/page-meta.js';

/** The site's share image (client/public/og-image.jpg): an article without a cover previews with it. */
export const siteImagePath = '/og-image.jpg';

/** The language's text, else the other's. */
const pick = (language: Language, en: string, zh: string) => (isChinese(language) ? zh || en : en || zh);

/** A byline's name in a language. */
export function bylineName(byline: Byline, language: Language): string {
  return pick(language, byline.nameEn, byline.nameZh);
}

export interface ArticleDataFacts {
  article: PublicArticle;
  language: Language;
  origin: string;
  /** The article page's path (/magazine/{slug}). */
  path: string;
  /** The page's description (the standfirst, else the start of the text). */
  description: string;
  /** The society's name in the page's language. */
  societyName: string;
}

export function articleStructuredData({ article, language, origin, path, description, societyName }: ArticleDataFacts) {
  const url = pageUrl(origin, path, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: pick(language, article.titleEn, article.titleZh),
    ...(description ? { description } : {}),
    // Without a byline (the account that started it was deleted), the society's.
    author: article.bylines.length
      ? article.bylines.map((byline) => ({
          '@type': 'Person',
          name: bylineName(byline, language),
          ...(byline.teamSlug ? { url: pageUrl(origin, teamMemberPath(byline.teamSlug), language) } : {}),
        }))
      : [{ '@type': 'Organization', name: societyName, url: origin }],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: [imageUrl(article.cover?.url || siteImagePath, origin)],
    inLanguage: hreflangOf[language],
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: societyName, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.issue
      ? {
          isPartOf: {
            '@type': 'PublicationIssue',
            issueNumber: String(article.issue.number),
            name: pick(language, article.issue.titleEn, article.issue.titleZh),
            url: pageUrl(origin, magazineIssuePath(article.issue.number), language),
          },
        }
      : {}),
  };
}

/** Characters that could end the script element or confuse an HTML parser, as JSON escapes. */
const unsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The `<script type="application/ld+json">` block of an article's page: no text of it can close the element. */
export function articleStructuredDataScript(facts: ArticleDataFacts): string {
  const json = JSON.stringify(articleStructuredData(facts)).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);
  return `<script type="application/ld+json">${json}</script>`;
}
