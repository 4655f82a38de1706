// /robots.txt and /sitemap.xml, written from the route table, PUBLIC_ORIGIN and (for the team
// members' and the events' pages) the team and the events as they are now.
import type { FastifyInstance } from 'fastify';
import { pageRoutes, type PageRouteName } from '../../../shared/routes.js';

/** The pages a search engine should know; the rest are private or parameterised. */
const publicPages: PageRouteName[] = ['home', 'about', 'events', 'qinSociety', 'newYearConcert', 'team', 'join'];

export interface CrawlerOptions {
  /**
   * More public paths (the team members' pages, the events' pages), asked for each sitemap
   * request: each source answers from its read cache. A source that fails costs its own paths only.
   */
  morePaths?: readonly (() => Promise<readonly string[]>)[];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerCrawlerFiles(app: FastifyInstance, publicOrigin: string, opts: CrawlerOptions = {}) {
  const url = (path: string) => `  <url><loc>${escapeXml(`${publicOrigin}${path}`)}</loc></url>`;
  const pageUrls = publicPages.map((name) => url(pageRoutes[name]));
  const sitemapOf = (more: readonly string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pageUrls, ...more.map(url)].join('\n')}\n</urlset>\n`;
  const robots = ['User-agent: *', 'Disallow: /admin/', 'Disallow: /staff/', 'Disallow: /api/', '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
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
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
}
