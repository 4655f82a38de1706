// /robots.txt and /sitemap.xml, written from the route table, PUBLIC_ORIGIN and (for the team
// members', the events' and the magazine's public articles', issues' and tags' pages) the team,
// the events and the magazine as they are now. Each page is listed in
// each language (English at its path, ?language=zh, ?language=zh-Hant), each entry naming all
// three as alternates (hreflang en, zh-Hans, zh-Hant, and x-default English), as pages' heads do.
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, languages } from '../../../shared/constants.js';
import { hreflangOf, pageUrl } from '../../../shared/page-meta.js';
import { pageRoutes, type PageRouteName } from '../../../shared/routes.js';

/** The pages a search engine should know; the rest are private or parameterised. */
const publicPages: PageRouteName[] = ['home', 'about', 'events', 'qinSociety', 'newYearConcert', 'team', 'join', 'magazine'];

export interface CrawlerOptions {
  /**
   * More public paths (the team members' pages, the events' pages), asked for each sitemap
   * request: each source answers from its read cache. A source that fails costs its own paths only.
   */
  morePaths?: readonly (() => Promise<readonly string[]>)[];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerCrawlerFiles(app: FastifyInstance, publicOrigin: string, opts: CrawlerOptions = {}) {
  const link = (hreflang: string, path: string, language: (typeof languages)[number]) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(pageUrl(publicOrigin, path, language))}"/>`;
  const url = (path: string) => {
    const alternates = [...languages.map((l) => link(hreflangOf[l], path, l)), link('x-default', path, defaultLanguage)].join('\n');
    return languages
      .map((language) => `  <url>\n    <loc>${escapeXml(pageUrl(publicOrigin, path, language))}</loc>\n${alternates}\n  </url>`)
      .join('\n');
  };
  const pageUrls = publicPages.map((name) => url(pageRoutes[name]));
  const sitemapOf = (more: readonly string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pageUrls, ...more.map(url)].join('\n')}\n</urlset>\n`;
  const robots = [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /staff/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/sitemap.xml', async (request, reply) => {
    const sources = await Promise.all(
      (opts.morePaths ?? []).map((paths) =>
        paths().catch((error: unknown) => {
          // The pages of the route table and of the other sources are still worth listing.
          request.log.error({ err: error }, 'sitemap paths failed');
          return [];
        }),
      ),
    );
    const more = sources.flat();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapOf(more));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
