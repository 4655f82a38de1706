// The tRPC door at /api/trpc, used by the web app, with cached public reads in front of it.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../router.js';
import type { Context } from '../trpc/context.js';
import { logUnexpected } from '../trpc/log.js';
import { trpcCachedReads, type CachedReadRoute } from './cached-reads.js';

/** What both doors are built from: the router, the context of a call, the cached reads. */
export interface DoorOptions {
  router: AppRouter;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
  cachedReads: CachedReadRoute[];
}

export async function registerTrpcDoor(app: FastifyInstance, opts: DoorOptions) {
  await app.register(
    async (door) => {
      door.addHook('onRequest', trpcCachedReads(opts.cachedReads));
      await door.register(fastifyTRPCPlugin, {
        prefix: '/api/trpc',
        trpcOptions: {
          router: opts.router,
          createContext: opts.createContext,
          onError: logUnexpected,
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      });
    },
  );
}
