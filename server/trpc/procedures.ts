// Procedure builders by permission, so a router states its rule in one word.
import { checkInLinkHeader } from '../../shared/check-in.schema.js';
import { hasPermission, isAdmin, type PermissionName } from '../../shared/permissions.js';
import type { CheckInAccess } from '../modules/check-in/check-in.service.js';
import { AppError } from '../lib/app-error.js';
import type { MessageKey } from '../lib/messages.js';
import { keyedRequest, type RateLimitName } from '../lib/rate-limits.js';
import type { Context } from './context.js';
import { toTRPCError } from './errors.js';
import { t } from './init.js';

/**
 * Every procedure starts here. Services and the middlewares below throw AppError, which knows
 * nothing of tRPC; this gives it the tRPC code of its table row, so both doors answer its status.
 * (A middleware sees a later failure as the result of next(), never as a throw.)
 */
export const publicProcedure = t.procedure.use(async ({ ctx, meta, next }) => {
  // Every answer but a public cached read's is no-store, on both doors, its errors too
  // (docs/decisions/040): set before anything else runs, so a procedure cannot forget it and a
  // tRPC batch holding one such call is no-store as a whole. A cached read answered from its
  // cache sets its own Cache-Control (http/caching/cached-procedures.ts).
  if (!meta?.cachedRead) privateAnswer(ctx);
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
});

/** The answer depends on a session or a secret: no cache, shared or the browser's, may keep it. */
export function privateAnswer(ctx: Pick<Context, 'reply'>) {
  // A server-side caller without a reply (the builders' unit tests) has no answer to mark.
  void ctx.reply?.header('cache-control', 'no-store');
}

/** The signed-in user, or the refusal (a session an admin's deactivation ended says so, once). */
async function signedInUser(ctx: Context): Promise<NonNullable<Context['user']>> {
  if (!ctx.user && ctx.sessionEnded?.reason === 'deactivated') {
    // Said once: the session goes, and with it (when it came as one) the cookie and its hint.
    await ctx.services.auth.endSession(ctx.sessionEnded.sessionId);
    if (ctx.sessionEnded.via === 'cookie') ctx.cookies.clearCookie(ctx.reply);
    throw new AppError('ACCOUNT_DEACTIVATED');
  }
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  return ctx.user;
}

/** What every procedure past mfaSetupProcedure asks of the user: no second factor owed, active, and the permission when one is named. */
function checkUser(user: NonNullable<Context['user']>, permission?: PermissionName): void {
  if (user.mfaSetupRequired) throw new AppError('MFA_SETUP_REQUIRED');
  if (!user.isActive) throw new AppError('FORBIDDEN', 'errors.inactive');
  if (permission && !hasPermission(user, permission)) throw new AppError('FORBIDDEN', 'errors.forbidden');
}

/**
 * Signed in, and open while the account still owes a second factor (decision 032): only auth.me,
 * changing one's password and setting up TOTP use it. Everything else takes signedInProcedure.
 */
export const mfaSetupProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await signedInUser(ctx);
  return next({ ctx: { ...ctx, user } });
});

/** Signed in, and not held to setting up a second factor first (ADMIN_MFA=required: decision 032). */
export const signedInProcedure = mfaSetupProcedure.use(({ ctx, next }) => {
  if (ctx.user.mfaSetupRequired) throw new AppError('MFA_SETUP_REQUIRED');
  return next();
});

export const activeProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isActive) throw new AppError('FORBIDDEN', 'errors.inactive');
  return next();
});

function permissionProcedure(permission: PermissionName) {
  return activeProcedure.use(({ ctx, next }) => {
    if (!hasPermission(ctx.user, permission)) throw new AppError('FORBIDDEN', 'errors.forbidden');
    return next();
  });
}

/**
 * Check-in at the door (issue 38): an event manager, as manageEventsProcedure asks; or, with no
 * session, a volunteer's check-in link (its token in the `Check-In-Link` header) that is live. The
 * service checks that a link is for the event of the call (`ctx.checkInAccess`), on every call.
 */
export const checkInProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const header = ctx.req.headers[checkInLinkHeader];
  const token = Array.isArray(header) ? header[0] : header;
  if (token !== undefined && !ctx.user) {
    const link = await ctx.services.checkIn.liveLink(token);
    return next({ ctx: { ...ctx, checkInAccess: { kind: 'link', link } satisfies CheckInAccess } });
  }
  const user = await signedInUser(ctx);
  checkUser(user, 'manageEvents');
  return next({ ctx: { ...ctx, user, checkInAccess: { kind: 'manager', user } satisfies CheckInAccess } });
});

export const manageEventsProcedure = permissionProcedure('manageEvents');
export const reviewProfilesProcedure = permissionProcedure('reviewProfiles');
export const manageStaffProcedure = permissionProcedure('manageStaff');
export const manageContentProcedure = permissionProcedure('manageContent');
export const manageMagazineProcedure = permissionProcedure('manageMagazine');
export const accessAdminProcedure = permissionProcedure('accessAdmin');

/** The admin role itself, active (the audit log). */
export const adminProcedure = activeProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.user)) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return next();
});

/** Throws 429 with Retry-After (seconds) and the given message. */
export function tooManyRequests(ctx: Context, retryAfterSeconds: number, messageKey: MessageKey = 'errors.tooManyRequests'): never {
  void ctx.reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  throw new AppError('TOO_MANY_REQUESTS', messageKey);
}

/**
 * Counts the call against a limit of lib/rate-limits.ts; past it, 429 with Retry-After. Counted
 * per client address, or per `keyOf(input, ctx)` (an account, an e-mail address) when given: placed
 * after `.input()`, the middleware sees the parsed input; before it, only `ctx` (the signed-in user).
 */
export function rateLimited<Input = unknown>(name: RateLimitName, keyOf?: (input: Input, ctx: Context) => string, messageKey?: MessageKey) {
  return t.middleware(async ({ ctx, input, next }) => {
    const request = keyOf ? keyedRequest(ctx.req, keyOf(input as Input, ctx)) : ctx.req;
    const result = await ctx.rateLimits[name](request);
    if (!result.isAllowed && result.isExceeded) tooManyRequests(ctx, result.ttlInSeconds, messageKey);
    return next();
  });
}
