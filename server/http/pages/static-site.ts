// The built client and uploaded files. Hashed assets are cached for a year; index.html never.
// The page paths of shared/routes.ts get the SPA with 200, other paths with 404 (the client shows
// its not-found screen). A page with a parameter may answer per address (a team member's: its own
// head, or 404 when there is no such member; an event's: 301 from an old address to its own).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants.js';
import { carriesSecret, pageMeta, type PageMeta, type PageMetaName } from '../../../shared/page-meta.js';
import { pageRoutes, type PageRouteName } from '../../../shared/routes.js';
import { EncodedBody } from '../../lib/encoded-answer.js';
import { translate } from '../../lib/messages.js';
import { createPageHtml, type PageHtml } from '../../lib/page-html.js';
import { screenPreloads, type BuildManifest } from './screen-preloads.js';
import { pathOf } from '../../lib/query-string.js';
import { pageCacheControl, type CachedLane } from '../caching/pre-routing-lane.js';

/** Only images are served from uploads, with the type of their extension: never HTML or script. */
const imageFile = /\.(png|jpe?g|webp|gif|avif)$/i;

export interface StaticSiteOptions {
  clientDir: string;
  uploadsDir: string;
  publicOrigin: string;
  /** Tags a page gets per request, before </head> (the events' structured data: http/pages/events-structured-data.ts). */
  extraHead?: (page: PageMetaName, language: Language) => Buffer | Promise<Buffer>;
  /**
   * The page table as the society's record words it now (issue 26: its name and figures in titles
   * and descriptions), and a key that changes with it: the pages are made again when it does.
   */
  pageTable?: () => PageTable | Promise<PageTable>;
  /**
   * Pages that answer per address: the bytes for the route's parameters (made with `html`), null
   * when the address names nothing (404 with the not-found page), or the path the page lives at
   * now (301 there, the request's query string kept). They get no `extraHead`.
   */
  pages?: Partial<Record<PageRouteName, ParameterPage>>;
  /** Answers a page again before Fastify routes it, while what it was made from stands (decision 049). */
  lane?: CachedLane;
}

/** The page has moved: its address now (a path without a query). */
export interface MovedPage {
  movedTo: string;
}

export interface PageTable {
  key: unknown;
  table: Readonly<Record<PageMetaName, PageMeta>>;
}

export type ParameterPageAnswer = Buffer | MovedPage | null;

export type ParameterPage = (
  params: Readonly<Record<string, string>>,
  language: Language,
  html: PageHtml,
) => ParameterPageAnswer | Promise<ParameterPageAnswer>;

export async function registerStaticSite(app: FastifyInstance, opts: StaticSiteOptions) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  // docs/product.md §7 maps /uploads/ paths to /static/ for some images: both name the same files.
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
  // Each page with its own title, description and share-preview tags, in English or Chinese
  // (the request's language), made once here: lib/page-html.ts.
  // With each page's screen preloaded (screen-preloads.ts), when the build left its manifest.
  const manifestFile = path.join(opts.clientDir, '.vite', 'manifest.json');
  const preloadsOf = fs.existsSync(manifestFile)
    ? screenPreloads(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : undefined;
  const indexSource = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const indexHtml = indexSource === null ? null : createPageHtml(indexSource, opts.publicOrigin, pageMeta, preloadsOf);
  // Made again after a save of the society's record changes the table (names, figures).
  let madeFor: { key: unknown; html: PageHtml } | undefined;
  // `whole`: false when the table could not be read and an older one stands in (not for the lane to keep).
  const htmlNow = async (request: FastifyRequest): Promise<{ html: PageHtml; whole: boolean }> => {
    if (!opts.pageTable || indexSource === null) return { html: indexHtml!, whole: true };
    try {
      const { key, table } = await opts.pageTable();
      const made =
        madeFor && madeFor.key === key ? madeFor : { key, html: createPageHtml(indexSource, opts.publicOrigin, table, preloadsOf) };
      madeFor = made;
      return { html: made.html, whole: true };
    } catch (error) {
      request.log.error({ err: error }, 'page table failed');
      return { html: madeFor?.html ?? indexHtml!, whole: false };
    }
  };
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // Nothing of the build's own (.vite/manifest.json) is a file of the site: not found.
      dotfiles: 'ignore',
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
  // A page's language is the request's (?language=, else Accept-Language, else English): the
  // visitor's stored preference, which the server never sees, is applied before the first paint
  // by theme-init.js and the app.
  // A page's bytes are made once (lib/page-html.ts, the team and event pages' caches), so they
  // are compressed once too: with its ETag and gzip/brotli twins, made on first use, a page is
  // sent as a cached read is, not compressed per request (about 4× the work of the rest).
  const encoded = new WeakMap<Buffer, EncodedBody>();
  const encodedOf = (html: Buffer) => {
    let body = encoded.get(html);
    if (!body) encoded.set(html, (body = new EncodedBody(html, 'text/html; charset=utf-8', 'accept-language, accept-encoding')));
    return body;
  };
  /**
   * `made` is the read caches' count of writes when the request came (the lane's pageWrites): a
   * page found and whole (not the fallback of a failure) is given to the lane with it.
   */
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, html: Buffer, made?: number) => {
    const body = encodedOf(html);
    // Only a page found answers 304; a 404 stays a 404.
    const answer = body.replyTo(
      pageCacheControl,
      status === 200 ? request.headers['if-none-match'] : undefined,
      request.headers['accept-encoding'],
    );
    if (status === 200 && made !== undefined) opts.lane?.rememberPage(request.url, request.language, body, made);
    return reply
      .code(status === 200 ? answer.status : status)
      .headers(answer.headers)
      .send(answer.payload);
  };
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').send('The client is not built: run npm run build.');
  const sendIndex = (status: number, page: PageMetaName) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) return notBuilt(reply);
    // An address that carries a mail's secret is never remembered by the lane (nor kept in its map).
    const made = carriesSecret(page) ? undefined : opts.lane?.pageWrites();
    const { language } = request;
    const { html, whole } = await htmlNow(request);
    const extra = await extraHeadOf(request, page, language);
    // Without its extras (they failed) a page is sent, not remembered.
    return sendHtml(request, reply, status, html(page, language, extra), whole && (extra || !opts.extraHead) ? made : undefined);
  };
  /** A page of its own per address; when it cannot be made (the database is down), the route's page. */
  const sendParameterPage = (page: PageRouteName, make: ParameterPage) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) return notBuilt(reply);
    const made = opts.lane?.pageWrites();
    const { language } = request;
    const { html: pages, whole } = await htmlNow(request);
    let html: ParameterPageAnswer;
    try {
      // The query's single values too (a past team's ?term=), the path's parameters winning.
      const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      html = await make({ ...Object.fromEntries(query), ...(request.params as Record<string, string>) }, language, pages);
    } catch (error) {
      request.log.error({ err: error }, 'page of its own failed');
      return sendHtml(request, reply, 200, pages(page, language));
    }
    if (html === null) return sendHtml(request, reply, 404, pages('notFound', language, await extraHeadOf(request, 'notFound', language)));
    if (!Buffer.isBuffer(html)) {
      // Asked again each time (no-cache): a title edited back would otherwise loop in a browser's cached 301s.
      const query = request.url.indexOf('?');
      return reply
        .code(301)
        .header('location', query === -1 ? html.movedTo : html.movedTo + request.url.slice(query))
        .header('cache-control', 'no-cache')
        .send();
    }
    return sendHtml(request, reply, 200, html, whole ? made : undefined);
  };

  // Every page of the route table answers the SPA with 200; these routes win over the files.
  for (const [page, route] of Object.entries(pageRoutes) as [PageRouteName, string][]) {
    const own = opts.pages?.[page];
    app.get(route, own ? sendParameterPage(page, own) : sendIndex(200, page));
  }

  /** What a path nobody serves gets (the API's are answered in http/doors/errors.ts). */
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('vary', 'accept-language')
        .send(translate(request.language, 'errors.notFound'));
    return sendIndex(404, 'notFound')(request, reply);
  };
  return { notFoundPage };
}
