// /robots.txt and /sitemap.xml, written from the route table, PUBLIC_ORIGIN and (for the team
// members' pages) the team as it is now.
import type { FastifyInstance } from 'fastify';
import { pageRoutes, type PageRouteName } from '../../../shared/routes.js';

/** The pages a search engine should know; the rest are private or parameterised. */
const publicPages: PageRouteName[] = ['home', 'about', 'events', 'qinSociety', 'newYearConcert', 'team', 'join'];

export interface CrawlerOptions {
  /** More public paths (the team members' pages), read for each sitemap request. */
  morePaths?: () => Promise<readonly string[]>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerCrawlerFiles(app: FastifyInstance, publicOrigin: string, opts: CrawlerOptions = {}) {
  const url = (path: string) => `  <url><loc>${escapeXml(`${publicOrigin}${path}`)}</loc></url>`;
  const pageUrls = publicPages.map((name) => url(pageRoutes[name]));
  const sitemapOf = (more: readonly string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pageUrls, ...more.map(url)].join('\n')}\n</urlset>\n`;
  const robots = ['User-agent: *', 'Disallow: /admin/', 'Disallow: /staff/', 'Disallow: /api/', '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
  app.get('/sitemap.xml', async (request, reply) => {
    let more: readonly string[] = [];
    try {
      more = (await opts.morePaths?.()) ?? [];
    } catch (error) {
      // The pages of the route table are still worth listing.
      request.log.error({ err: error }, 'sitemap paths failed');
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapOf(more));
  });
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
}
