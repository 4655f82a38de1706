// Sessions have one home (docs/architecture.md "Sessions and permissions"): for every request under /api,
// this resolves the session token, from `Authorization: Bearer` or else the session cookie, once,
// and puts what it found on the request; both doors and the upload routes read it from there.
// A state-changing request signed in by cookie must come from the site itself
// (`Sec-Fetch-Site: same-origin`, else an Origin that is ours), or it gets 403: a browser sends
// the cookie with requests other sites make, never the bearer header.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionHintCookies } from '../../../shared/constants.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthService, ResolvedSession } from '../../modules/auth/auth.service.js';
import { sessionRules } from '../../modules/auth/auth.service.js';
import type { SessionEndReason } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of this request, if any (http/security/session.ts). */
    session: ResolvedSession | null;
    /** How it was presented. */
    sessionVia: 'cookie' | 'bearer' | null;
    /**
     * The session this request presented when an admin's deactivation ended it: a procedure that
     * needs a signed-in user answers 401 ACCOUNT_DEACTIVATED and removes it (trpc/procedures.ts).
     */
    sessionEnded: { reason: SessionEndReason; sessionId: number; via: 'cookie' | 'bearer' } | null;
  }
}

export interface SessionOptions {
  auth: AuthService;
  production: boolean;
  /** PUBLIC_ORIGIN: an Origin that is ours besides the one the request was sent to. */
  publicOrigin: string;
}

/** `__Host-` (Secure, path /, no domain) in production; a plain name over http in development. */
export const sessionCookieName = (production: boolean) => (production ? '__Host-session' : 'session');
export const sessionHintCookieName = (production: boolean) => (production ? sessionHintCookies.production : sessionHintCookies.other);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ \t]+([A-Za-z0-9_-]{1,128})[ \t]*$/i.exec(header);
  return match?.[1];
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export async function registerSession(app: FastifyInstance, options: SessionOptions) {
  const name = sessionCookieName(options.production);
  // Cookies are parsed where they are needed, not on every request.
  await app.register(cookie, { hook: false });
  app.decorateRequest('session', null);
  app.decorateRequest('sessionVia', null);
  app.decorateRequest('sessionEnded', null);
  const hint = sessionHintCookieName(options.production);
  const cookieOptions = { path: '/', sameSite: 'lax', secure: options.production } as const;
  const clearCookies = (reply: FastifyReply) => {
    void reply.clearCookie(name, { ...cookieOptions, httpOnly: true });
    void reply.clearCookie(hint, cookieOptions);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const fromCookie = bearer === undefined && request.headers.cookie ? app.parseCookie(request.headers.cookie)[name] : undefined;
    const token = bearer ?? fromCookie;
    if (!token) return;
    const found = await options.auth.lookUpSession(token);
    if (found && 'ended' in found) {
      // Ended by a deactivation: the cookies stay until a signed-in call says why (a public read
      // beside it must not clear them unsaid).
      request.sessionEnded = { reason: found.ended, sessionId: found.sessionId, via: bearer !== undefined ? 'bearer' : 'cookie' };
      return;
    }
    if (!found) {
      // A session cookie whose session has ended (expired, signed out elsewhere): both cookies go.
      if (fromCookie !== undefined) clearCookies(reply);
      return;
    }
    const { session } = found;
    request.session = session;
    request.sessionVia = bearer !== undefined ? 'bearer' : 'cookie';
    if (request.sessionVia === 'cookie' && !safeMethods.has(request.method) && !isSameOrigin(request, options.publicOrigin)) {
      throw new AppError('FORBIDDEN', 'errors.crossOrigin');
    }
  });

  return {
    /** Sets the session cookie for a new sign-in, and the hint cookie beside it. */
    setCookie(reply: FastifyReply, token: string) {
      const maxAge = sessionRules.absoluteMs / 1000;
      void reply.setCookie(name, token, { ...cookieOptions, httpOnly: true, maxAge });
      void reply.setCookie(hint, '1', { ...cookieOptions, maxAge });
    },
    clearCookie: clearCookies,
  };
}

export type SessionCookies = Awaited<ReturnType<typeof registerSession>>;
