// What the served HTML says of the society (issue 26, decision 037): the record in the page's
// language as a `<script type="application/json">` the web app reads before its first render (no
// second request), the Organization's schema.org data on the home page, and the page table's
// titles and descriptions with the record's name, university and figures, so a link preview shows
// what the record says now. All made once per save and language, never per request.
import { htmlLangOf, pageMeta, pageUrl, type PageMeta, type PageMetaName } from '../../../shared/page-meta.js';
import { concert, languages, type Language } from '../../../shared/constants.js';
import { site as seedSite } from '../../../shared/site.js';
import type { PublicSite } from '../../../shared/site-content.schema.js';
import { hant } from '../../../shared/traditional.js';
import type { StoredSite } from './site.service.js';

/** The id of the script element the web app reads (client/src/features/site). */
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

const digits = (value: number) => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The page table with the record's name, university, charity total and first concert year where
 * the table (written from the seed) names them: the seed's words are replaced, longest first.
 */
export function pageMetaFor(stored: StoredSite): Readonly<Record<PageMetaName, PageMeta>> {
  const { content, hant: traditional } = stored;
  const replacements = (language: Language): Array<[string, string]> => {
    const pairs: Array<[string, string]> =
      language === 'en'
        ? [
            [seedSite.name.en, content.name.en],
            [seedSite.university.en, content.university.en],
          ]
        : language === 'zh'
          ? [
              [seedSite.name.zh, content.name.zh],
              [seedSite.university.zh, content.university.zh],
            ]
          : [
              [hant(seedSite.name.zh), traditional.name.zh],
              [hant(seedSite.university.zh), traditional.university.zh],
            ];
    pairs.push([digits(concert.charityTotalCad), digits(content.charity.amount)], [String(concert.startYear), String(content.concert.startYear)]);
    return pairs.filter(([from, to]) => from !== to).sort((a, b) => b[0].length - a[0].length);
  };
  const byLanguage = Object.fromEntries(languages.map((language) => [language, replacements(language)])) as Record<Language, Array<[string, string]>>;
  const apply = (text: string, language: Language) => byLanguage[language].reduce((result, [from, to]) => result.replaceAll(from, to), text);
  return Object.fromEntries(
    (Object.keys(pageMeta) as PageMetaName[]).map((name) => [
      name,
      Object.fromEntries(languages.map((language) => [language, { title: apply(pageMeta[name][language].title, language), description: apply(pageMeta[name][language].description, language) }])),
    ]),
  ) as Record<PageMetaName, PageMeta>;
}
