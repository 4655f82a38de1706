// The built client and uploaded files. Hashed assets are cached for a year; index.html never.
// The page paths of shared/routes.ts get the SPA with 200, other paths with 404 (the client shows
// its not-found screen).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '../../shared/constants.js';
import type { PageMetaName } from '../../shared/page-meta.js';
import { pageRoutes, type PageRouteName } from '../../shared/routes.js';
import { createPageHtml } from '../lib/page-html.js';

/** Only images are served from uploads, with the type of their extension: never HTML or script. */
const imageFile = /\.(png|jpe?g|webp|gif|avif)$/i;

function pathnameOf(url: string) {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export interface StaticSiteOptions {
  clientDir: string;
  uploadsDir: string;
  publicOrigin: string;
  /** Tags a page gets per request, before </head> (the events' structured data: plugins/calendar.ts). */
  extraHead?: (page: PageMetaName, language: Language) => Buffer | Promise<Buffer>;
}

export async function registerStaticSite(app: FastifyInstance, opts: StaticSiteOptions) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  // SPEC.md §7 maps /uploads/ paths to /static/ for some images: both name the same files.
  for (const prefix of ['/uploads/', '/static/']) {
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => imageFile.test(pathName),
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=86400'),
    });
  }

  const indexFile = path.join(opts.clientDir, 'index.html');
  // Each page with its own title, description and share-preview tags, in English or (with
  // ?language=zh) Chinese, made once here: lib/page-html.ts.
  const indexHtml = fs.existsSync(indexFile) ? createPageHtml(fs.readFileSync(indexFile, 'utf8'), opts.publicOrigin) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(opts.clientDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ clientDir: opts.clientDir }, 'no built client found: page paths answer 503 (run npm run build)');
  }

  /** The page's extra tags; a failure to make them costs the page its extras, not its answer. */
  const extraHeadOf = async (request: FastifyRequest, page: PageMetaName, language: Language) => {
    try {
      return await opts.extraHead?.(page, language);
    } catch (error) {
      request.log.error({ err: error }, 'extra head tags failed');
      return undefined;
    }
  };
  const sendIndex = (status: number, page: PageMetaName) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) return reply.code(503).type('text/plain; charset=utf-8').send('The client is not built: run npm run build.');
    const { language: asked } = request.query as { language?: unknown };
    const language = isLanguage(asked) ? asked : defaultLanguage;
    const html = indexHtml(page, language, await extraHeadOf(request, page, language));
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  // Every page of the route table answers the SPA with 200; these routes win over the files.
  for (const [page, route] of Object.entries(pageRoutes) as [PageRouteName, string][]) app.get(route, sendIndex(200, page));

  /** What a path nobody serves gets (the API's are answered in plugins/errors.ts). */
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendIndex(404, 'notFound')(request, reply);
  };
  return { notFoundPage };
}
