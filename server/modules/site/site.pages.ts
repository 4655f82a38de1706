// What the served HTML says of the society (issue 26, decision 037): the record in the page's
// language as a `<script type="application/json">` the web app reads before its first render (no
// second request), the Organization's schema.org data on the home page, and the page table's
// titles and descriptions with the record's name, university and figures, so a link preview shows
// what the record says now. All made once per save and language, never per request.
import { htmlLangOf, pageMeta, pageUrl, type PageMeta, type PageMetaName } from '../../../shared/page-meta.js';
import { languages, type Language } from '../../../shared/constants.js';
import type { PublicSite } from '../../../shared/site-content.schema.js';
import type { StoredSite } from './site.service.js';
import { renamerOf } from './site.names.js';

/** The id of the script element the web app reads (client/src/lib/site-content.tsx). */
export const siteScriptId = 'site-content';

/** Characters that could end the script element or confuse an HTML parser, as JSON escapes. */
const unsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const jsonForHtml = (data: unknown) => JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);

/** The record as the web app starts from: its side of the page's language. */
export function siteScript(data: PublicSite): string {
  return `<script type="application/json" id="${siteScriptId}">${jsonForHtml(data)}</script>`;
}

/** schema.org Organization of the society: name, address in parts, e-mail, its networks. */
export function organizationScript(data: PublicSite, origin: string, language: Language): string {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: data.name,
    alternateName: data.otherName,
    url: pageUrl(origin, '/', language),
    email: data.email,
    address: { '@type': 'PostalAddress', ...data.postalAddress },
    parentOrganization: { '@type': 'CollegeOrUniversity', name: data.university },
    sameAs: data.social.map((network) => network.url),
    inLanguage: htmlLangOf[language],
  };
  return `<script type="application/ld+json">${jsonForHtml(organization)}</script>`;
}

/** The page table with the record's name, university, charity total and first concert year where the table (written from the seed) names them. */
export function pageMetaFor(stored: StoredSite): Readonly<Record<PageMetaName, PageMeta>> {
  const rename = renamerOf(stored, true);
  return Object.fromEntries(
    (Object.keys(pageMeta) as PageMetaName[]).map((name) => [
      name,
      Object.fromEntries(
        languages.map((language) => [
          language,
          { title: rename(pageMeta[name][language].title, language), description: rename(pageMeta[name][language].description, language) },
        ]),
      ),
    ]),
  ) as Record<PageMetaName, PageMeta>;
}
