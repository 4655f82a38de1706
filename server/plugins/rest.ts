// The REST door: every procedure with OpenAPI meta, published under /api by trpc-to-openapi.
// Cached public reads are answered before the adapter runs; error bodies are reduced to
// { error, code, issues } in the request's language.
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { apiErrorBody } from '../lib/http-errors.js';
import { restCachedReads } from './cached-reads.js';
import type { DoorOptions } from './trpc.js';
import { logUnexpected } from '../trpc/log.js';

export async function registerRestDoor(app: FastifyInstance, opts: DoorOptions) {
  await app.register(
    async (api) => {
      api.addHook('onRequest', restCachedReads(opts.cachedReads));

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
