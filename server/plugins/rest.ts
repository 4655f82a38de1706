// The REST door: every procedure with OpenAPI meta, published under /api by trpc-to-openapi.
// Cached public reads are answered before the adapter runs; error bodies are reduced to
// { error, code, issues } in the request's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { z } from 'zod';
import { apiErrorBody } from '../lib/http-errors.js';
import type { CachedRead } from '../modules/events/events.service.js';
import type { AppRouter } from '../router.js';
import type { Context } from '../trpc/context.js';
import { logUnexpected } from '../trpc/log.js';

/** A GET path answered from an already serialised result when its query is valid. */
export interface CachedReadRoute {
  path: string;
  input: z.ZodType;
  read: (input: any) => Promise<CachedRead<unknown>>;
}

function pathnameOf(url: string) {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function etagMatches(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  return !!header && (header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

export async function registerRestDoor(
  app: FastifyInstance,
  opts: { router: AppRouter; createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>; cachedReads: CachedReadRoute[] },
) {
  await app.register(
    async (api) => {
      const cached = new Map(opts.cachedReads.map((route) => [route.path, route]));

      api.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return;
        const route = cached.get(pathnameOf(request.url));
        if (!route) return;
        const { language: _language, ...query } = request.query as Record<string, unknown>;
        const parsed = route.input.safeParse(Object.keys(query).length ? query : undefined);
        if (!parsed.success) return; // the adapter answers with the validation error
        const hit = await route.read(parsed.data);
        reply.header('etag', hit.etag).header('cache-control', 'no-cache');
        if (etagMatches(request, hit.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(hit.json);
      });

      api.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
        let body: { error?: unknown; code?: unknown; data?: { issues?: unknown; path?: unknown } };
        try {
          body = JSON.parse(payload);
        } catch {
          return payload;
        }
        if (typeof body?.error !== 'string' || typeof body.code !== 'string') return payload;
        // The adapter found no procedure for this path.
        if (reply.statusCode === 404 && body.data && body.data.path === undefined) {
          return JSON.stringify(apiErrorBody(404, request));
        }
        const issues = body.data?.issues;
        return JSON.stringify({ error: body.error, code: body.code, ...(issues ? { issues } : {}) });
      });

      await api.register(fastifyTRPCOpenApiPlugin, {
        basePath: '/',
        router: opts.router,
        createContext: opts.createContext as never,
        onError: logUnexpected as never,
      });
    },
    { prefix: '/api' },
  );
}
