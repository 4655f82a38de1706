import type { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

/** Logs errors nobody planned for, with the request id; planned ones (4xx, 503) are answers, not faults. */
export function logUnexpected({ error, req, path }: { error: TRPCError; req: FastifyRequest; path?: string | undefined }) {
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    req.log.error({ err: error.cause ?? error, path }, 'unexpected error in procedure');
  }
}
