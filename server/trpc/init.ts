// The tRPC instance. `t` stays in this folder: routers use the procedure builders and `router`.
import { initTRPC, type AnyProcedure, type AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Fresh } from '../lib/read-cache.js';
import type { ReadCacheName, Services } from '../services.js';
import type { Context } from './context.js';
import { localizeError, trpcErrorShape } from './errors.js';

/** What a procedure says about itself: its REST door (trpc-to-openapi's `openapi`) and more. */
export type AppMeta = OpenApiMeta<{
  /**
   * Answered from a CachedAnswer on both doors (plugins/cached-reads.ts): an ETag, 304 for a
   * matching If-None-Match, and on the REST door Cache-Control for shared caches.
   */
  cachedRead?: CachedReadMeta;
}>;

/**
 * How a cached read loads its data (the same function its resolver calls), and the cache whose
 * area's writes make it stale.
 */
export interface CachedReadMeta {
  cache: ReadCacheName;
  read: (services: Services, input: any) => Fresh<unknown> | Promise<Fresh<unknown>>;
}

export const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    // The shape the tRPC door answers with (trpc/errors.ts); outside production tRPC would add a
    // stack trace. The REST door answers the same { error, code, issues } without the envelope.
    errorFormatter({ shape, error, ctx }) {
      return trpcErrorShape(localizeError(error, ctx?.language ?? 'en'), { code: shape.code, httpStatus: shape.data.httpStatus, path: shape.data.path });
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure of a router by its dotted path (events.list), with its meta and input schema. */
export function proceduresOf(router: AnyRouter): Array<{ path: string; meta: AppMeta | undefined; input: z.ZodType | undefined }> {
  // tRPC keeps them flat by dotted path at run time; its types describe the nested record.
  return Object.entries(router._def.procedures as unknown as Record<string, AnyProcedure>).map(([path, { _def }]) => ({
    path,
    meta: _def.meta as AppMeta | undefined,
    input: _def.inputs[0] as z.ZodType | undefined,
  }));
}
