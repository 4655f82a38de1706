// What every procedure receives: the request's language, the acting user (what the session
// plugin found), the app's services and rate limiters, and the request and reply themselves.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants.js';
import type { ChineseSide } from '../lib/language.js';
import type { SessionUser } from '../../shared/auth.schema.js';
import type { SessionCookies } from '../http/security/session.js';
import type { RateLimits } from '../lib/rate-limits.js';
import type { Services } from '../services.js';

export type { SessionUser };

export interface Context {
  language: Language;
  /** Which Chinese the content carries: from ?language= alone, any case (lib/language.ts). */
  chineseSide: ChineseSide;
  user: SessionUser | null;
  /** The session the user signed in with (to end it, or keep it when others end). */
  sessionId: number | null;
  /** The session presented, when an admin's deactivation ended it (http/security/session.ts). */
  sessionEnded: FastifyRequest['sessionEnded'];
  /** Which door the call came through: only the REST door hands out tokens. */
  door: 'trpc' | 'rest';
  cookies: SessionCookies;
  log: FastifyBaseLogger;
  services: Services;
  rateLimits: RateLimits;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The OpenAPI document, made at its first request and kept (http/doors/openapi.ts). */
  apiDocument: () => Promise<unknown>;
}

/** Both doors call this: tRPC's Fastify adapter (http/doors/trpc-door.ts) and our REST door (http/doors/rest-door.ts) pass Fastify's request and reply. */
export function contextFactory(deps: {
  services: Services;
  rateLimits: RateLimits;
  cookies: SessionCookies;
  apiDocument: () => Promise<unknown>;
}) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }, door: Context['door'] = 'trpc'): Promise<Context> => ({
    language: req.language,
    chineseSide: req.chineseSide,
    user: req.session?.user ?? null,
    sessionId: req.session?.sessionId ?? null,
    sessionEnded: req.sessionEnded ?? null,
    door,
    cookies: deps.cookies,
    log: req.log,
    services: deps.services,
    rateLimits: deps.rateLimits,
    req,
    reply: res,
    apiDocument: deps.apiDocument,
  });
}
