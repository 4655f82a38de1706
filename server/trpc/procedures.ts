// Procedure builders by permission, so a router states its rule in one word.
import { hasPermission, type PermissionName } from '../../shared/permissions.js';
import type { RateLimitName } from '../lib/rate-limits.js';
import { AppError } from './errors.js';
import { t } from './init.js';

export const publicProcedure = t.procedure;

export const signedInProcedure = t.procedure.use(({ ctx, next }) => {
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
