// What every procedure receives: the request's language, the acting user (none until sign-in
// lands), the app's services and rate limiters, and the request and reply themselves.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants.js';
import type { PermissionSubject } from '../../shared/permissions.js';
import { languageOf } from '../lib/language.js';
import type { RateLimits } from '../lib/rate-limits.js';
import type { Services } from '../services.js';

export interface SessionUser extends PermissionSubject {
  id: number;
  username: string;
  email: string;
}

export interface Context {
  language: Language;
  user: SessionUser | null;
  log: FastifyBaseLogger;
  services: Services;
  rateLimits: RateLimits;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Both doors call this: tRPC's Fastify adapter and trpc-to-openapi pass Fastify's request and reply. */
export function contextFactory(deps: { services: Services; rateLimits: RateLimits }) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    language: languageOf(req),
    user: null,
    log: req.log,
    services: deps.services,
    rateLimits: deps.rateLimits,
    req,
    reply: res,
  });
}
