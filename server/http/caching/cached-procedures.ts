// Public reads answered from a CachedAnswer on both doors (docs/decisions/001). A procedure
// says it is one with `cachedRead: { cache, read }` in its meta: the function its resolver
// calls too, and the read cache (lib/read-cache.ts) whose area's writes make it stale. A request
// whose input is valid is answered from the cache; anything else goes to the procedure, so
// validation and errors stay the procedure's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendEncodedBody, type CachedAnswer } from '../../lib/encoded-answer.js';
import type { Clock } from '../../lib/clock.js';
import type { ReadCache } from '../../lib/read-cache.js';
import type { ChineseSide } from '../../lib/traditional.js';
import type { Services } from '../../services.js';
import { parseJson } from '../../lib/json-body.js';
import { pathOf, queryOf } from '../../lib/query-string.js';
import type { AppRouter } from '../../router.js';
import { proceduresOf, type FileAnswerMeta } from '../../trpc/init.js';
import type { CachedLane, LaneEntry } from './pre-routing-lane.js';

/** A fresh answer comes back as it is, one still to be read as a promise. */
export type CachedRead = (input: unknown, side: ChineseSide) => CachedAnswer<unknown> | Promise<CachedAnswer<unknown>>;

/** How long a shared cache (a CDN) may keep a public read, and serve it stale while it asks again. */
export const sharedCacheSeconds = { maxAge: 10, sMaxAge: 60, staleWhileRevalidate: 60 } as const;

const farFromChange = {
  seconds: Math.max(sharedCacheSeconds.maxAge, sharedCacheSeconds.sMaxAge + sharedCacheSeconds.staleWhileRevalidate),
  header: `public, max-age=${sharedCacheSeconds.maxAge}, s-maxage=${sharedCacheSeconds.sMaxAge}, stale-while-revalidate=${sharedCacheSeconds.staleWhileRevalidate}`,
};

/**
 * Cache-Control of a public read on the REST door: shared caches may keep it a short while,
 * never past the moment the answer changes by itself (an event starting or ending). Browsers
 * revalidate after 10 s with the ETag.
 */
export function publicCacheControl(validUntil: number, now: number): string {
  const left = Math.max(0, Math.floor((validUntil - now) / 1000));
  // Far from the next change (the usual case) the header is the same string every time.
  if (left >= farFromChange.seconds) return farFromChange.header;
  const maxAge = Math.min(sharedCacheSeconds.maxAge, left);
  const sMaxAge = Math.min(sharedCacheSeconds.sMaxAge, left);
  const swr = Math.min(sharedCacheSeconds.staleWhileRevalidate, left - sMaxAge);
  return `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`;
}

export interface CachedReads {
  /**
   * The REST answer of a cached read for a valid input: the data as it is, or the file its meta
   * names (the data is the file's text); the lane remembers its URL.
   */
  answerRest(request: FastifyRequest, reply: FastifyReply, procedure: string, input: unknown, file?: FileAnswerMeta): Promise<FastifyReply>;
  /** An onRequest hook of the tRPC door answering GET /api/trpc/<procedure>?input=… (batched or not) from the cache. */
  trpcHook(prefix: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

/** Where cached reads find their data: the services their meta's `read` takes, and the caches by name. */
export interface CachedReadSources {
  services: Services;
  caches: Readonly<Record<string, ReadCache>>;
}

/**
 * The cached reads of `router`: every procedure whose meta has `cachedRead` (its `read` and the
 * cache it lives in). A cache named by no source stops the start.
 */
export function createCachedReads(router: AppRouter, sources: CachedReadSources, clock: Clock, lane?: CachedLane): CachedReads {
  const inputs = new Map<string, z.ZodType | undefined>();
  const readers: Record<string, CachedRead> = Object.create(null);
  for (const { path, meta, input } of proceduresOf(router)) {
    const cachedRead = meta?.cachedRead;
    if (!cachedRead) continue;
    const cache = Object.hasOwn(sources.caches, cachedRead.cache) ? sources.caches[cachedRead.cache] : undefined;
    if (!cache) throw new Error(`${path}: no read cache named ${cachedRead.cache}`);
    inputs.set(path, input);
    // English and Simplified answers are the same bytes: one entry; Traditional ones have their own.
    readers[path] = (parsed, side) =>
      cache.get(`${path} ${JSON.stringify(parsed ?? null)}${side === 'zh' ? '' : ` ${side}`}`, () =>
        cachedRead.read(sources.services, parsed, side),
      );
  }

  const restCacheControl = (answer: CachedAnswer<unknown>) => publicCacheControl(answer.validUntil, clock().getTime());
  const trpcView = (answer: CachedAnswer<unknown>) => answer.view('trpc', (json) => `{"result":{"data":${json}}}`);
  const trpcBatchView = (answer: CachedAnswer<unknown>) => answer.view('trpc-batch', (json) => `[{"result":{"data":${json}}}]`);
  // The web app's reads: revalidated every time (304 while nothing changed).
  const trpcCacheControl = () => 'no-cache';
  /** Lets the lane answer this URL again: GET and HEAD only, as it answers. */
  const remember = (request: FastifyRequest, entry: LaneEntry) => {
    if (lane && (request.method === 'GET' || request.method === 'HEAD')) lane.remember(request.url, entry);
  };

  return {
    answerRest: async (request, reply, procedure, input, file) => {
      const read = inputs.has(procedure) ? readers[procedure] : undefined;
      if (!read) throw new Error(`${procedure} is not a cached read`);
      const side = request.chineseSide;
      const answer = await read(input, side);
      const view = file
        ? (a: CachedAnswer<unknown>) => a.text('rest file', (data) => data as string, file.contentType)
        : (a: CachedAnswer<unknown>) => a.view('rest');
      remember(request, { read: () => read(input, side), body: view, cacheControl: restCacheControl });
      return sendEncodedBody(request, reply, view(answer), restCacheControl(answer));
    },
    trpcHook: (prefix) => async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const pathname = pathOf(request.url);
      if (!pathname.startsWith(prefix)) return;
      const procedure = pathname.slice(prefix.length);
      if (!inputs.has(procedure)) return;
      const params = queryOf(request.url);
      const batch = params.get('batch') === '1';
      const raw = params.get('input');
      let input: unknown;
      try {
        const decoded = raw === null ? undefined : parseJson(raw);
        if (
          batch &&
          decoded !== undefined &&
          (typeof decoded !== 'object' || decoded === null || Object.keys(decoded).some((key) => key !== '0'))
        )
          return;
        input = batch ? (decoded as Record<string, unknown> | undefined)?.['0'] : decoded;
      } catch {
        return; // the door's own checks answer it
      }
      const schema = inputs.get(procedure);
      const parsed = schema ? schema.safeParse(input) : { success: input === undefined, data: undefined };
      if (!parsed.success) return;
      const read = readers[procedure]!;
      const side = request.chineseSide;
      const answer = await read(parsed.data, side);
      const view = batch ? trpcBatchView : trpcView;
      remember(request, { read: () => read(parsed.data, side), body: view, cacheControl: trpcCacheControl });
      const body = view(answer);
      return sendEncodedBody(request, reply, body, trpcCacheControl());
    },
  };
}
