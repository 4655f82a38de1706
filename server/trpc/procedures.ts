// Procedure builders by permission, so a router states its rule in one word.
import { hasPermission, type PermissionName } from '../../shared/permissions.js';
import { AppError } from '../lib/app-error.js';
import type { RateLimitName } from '../lib/rate-limits.js';
import { toTRPCError } from './errors.js';
import { t } from './init.js';

/**
 * Every procedure starts here. Services and the middlewares below throw AppError, which knows
 * nothing of tRPC; this gives it the tRPC code of its table row, so both doors answer its status.
 * (A middleware sees a later failure as the result of next(), never as a throw.)
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
});

export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  return next({ ctx: { ...ctx, user: ctx.user } });
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

export const manageEventsProcedure = permissionProcedure('manageEvents');
export const reviewProfilesProcedure = permissionProcedure('reviewProfiles');
export const manageStaffProcedure = permissionProcedure('manageStaff');
export const accessAdminProcedure = permissionProcedure('accessAdmin');

/** Counts the call against a limit of lib/rate-limits.ts; past it, 429 with Retry-After. */
export function rateLimited(name: RateLimitName) {
  return t.middleware(async ({ ctx, next }) => {
    const result = await ctx.rateLimits[name](ctx.req);
    if (!result.isAllowed && result.isExceeded) {
      void ctx.reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    }
    return next();
  });
}
