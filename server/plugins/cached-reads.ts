// Public reads answered from a CachedAnswer in front of both doors. A request whose input is
// valid is answered from the cache; anything else falls through to the adapter, so validation
// and errors stay the procedure's (docs/decisions/001).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendEncodedBody, type CachedAnswer } from '../lib/cached-answer.js';

export interface CachedReadRoute {
  /** The procedure's path, e.g. events.list. */
  procedure: string;
  /** Its REST path, e.g. /api/events. */
  restPath: string;
  input: z.ZodType;
  read: (input: any) => Promise<CachedAnswer<unknown>>;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

function splitUrl(url: string): [string, URLSearchParams] {
  const q = url.indexOf('?');
  return q === -1 ? [url, new URLSearchParams()] : [url.slice(0, q), new URLSearchParams(url.slice(q + 1))];
}

/** GET /api/events?status=… → the cached JSON. */
export function restCachedReads(routes: CachedReadRoute[]): Hook {
  const byPath = new Map(routes.map((route) => [route.restPath, route]));
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, params] = splitUrl(request.url);
    const route = byPath.get(pathname);
    if (!route) return;
    params.delete('language');
    const parsed = route.input.safeParse(params.size ? Object.fromEntries(params) : undefined);
    if (!parsed.success) return;
    return sendEncodedBody(request, reply, (await route.read(parsed.data)).view('rest'));
  };
}

/**
 * GET /api/trpc/events.list?input=… (or ?batch=1&input={"0":…}, one call) → the cached JSON in
 * tRPC's envelope, exactly as the adapter would answer it.
 */
export function trpcCachedReads(routes: CachedReadRoute[], prefix = '/api/trpc/'): Hook {
  const byProcedure = new Map(routes.map((route) => [route.procedure, route]));
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, params] = splitUrl(request.url);
    const route = byProcedure.get(pathname.slice(prefix.length));
    if (!route || !pathname.startsWith(prefix)) return;
    const batch = params.get('batch') === '1';
    let input: unknown;
    try {
      const raw = params.get('input');
      const decoded = raw === null ? undefined : JSON.parse(raw);
      input = batch ? (decoded as Record<string, unknown> | undefined)?.['0'] : decoded;
      if (batch && decoded && Object.keys(decoded).some((key) => key !== '0')) return;
    } catch {
      return;
    }
    const parsed = route.input.safeParse(input);
    if (!parsed.success) return;
    const answer = await route.read(parsed.data);
    const body = batch
      ? answer.view('trpc-batch', (json) => `[{"result":{"data":${json}}}]`)
      : answer.view('trpc', (json) => `{"result":{"data":${json}}}`);
    return sendEncodedBody(request, reply, body);
  };
}
