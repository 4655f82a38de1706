import { sql } from 'kysely';
import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { AppError } from '../../lib/app-error.js';
import { publicProcedure } from '../../trpc/procedures.js';

const startedAt = Date.now();

export const systemRouter = router({
  health: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags: ['system'],
        summary: 'Health check',
        description: 'Answers 200 when the server runs and its database answers a query, 503 otherwise.',
        protect: false,
        errorResponses: { 503: 'Database unreachable' },
      },
    })
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() }))
    .query(async ({ ctx }) => {
      try {
        await sql`select 1`.execute(ctx.services.db);
      } catch (cause) {
        ctx.log.error({ err: cause }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'errors.unavailable', { cause });
      }
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    }),
});

/** The document itself, as the `openapi` area so its operationId reads `openapiDocument`. */
export const openapiRouter = router({
  document: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/openapi.json',
        tags: ['system'],
        summary: 'This OpenAPI document',
        description: 'The document you are reading, made at its first request from the procedures, then kept; /api/docs shows it.',
        protect: false,
        successDescription: 'The OpenAPI 3.1 document',
      },
      rest: { headers: () => ({ 'cache-control': 'no-cache' }) },
    })
    .input(z.void())
    .output(z.looseObject({ openapi: z.string() }))
    .query(async ({ ctx }) => (await ctx.apiDocument()) as { openapi: string }),
});
