// /robots.txt and /sitemap.xml, written from the route table and PUBLIC_ORIGIN.
import type { FastifyInstance } from 'fastify';
import { pageRoutes, type PageRouteName } from '../../shared/routes.js';

/** The pages a search engine should know; the rest are private or parameterised. */
const publicPages: PageRouteName[] = ['home', 'about', 'events', 'qinSociety', 'newYearConcert', 'team', 'join'];

export function registerCrawlerFiles(app: FastifyInstance, publicOrigin: string) {
  const urls = publicPages.map((name) => `  <url><loc>${publicOrigin}${pageRoutes[name] === '/' ? '/' : pageRoutes[name]}</loc></url>`);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  const robots = ['User-agent: *', 'Disallow: /admin/', 'Disallow: /staff/', 'Disallow: /api/', '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
  app.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
}
