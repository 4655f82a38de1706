// The procedure builders enforce who may call: 401 for nobody, 403 for an inactive account or a
// missing permission, and admins pass every permission.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { PermissionFlags, Role } from '../../shared/permissions.js';
import { AppError } from '../lib/app-error.js';
import type { Context, SessionUser } from './context.js';
import { createCallerFactory, router } from './init.js';
import {
  accessAdminProcedure,
  activeProcedure,
  manageEventsProcedure,
  manageStaffProcedure,
  publicProcedure,
  reviewProfilesProcedure,
  signedInProcedure,
} from './procedures.js';

const ok = z.literal('ok');
const probe = router({
  open: publicProcedure.output(ok).query(() => 'ok' as const),
  signedIn: signedInProcedure.output(ok).query(() => 'ok' as const),
  active: activeProcedure.output(ok).query(() => 'ok' as const),
  manageEvents: manageEventsProcedure.output(ok).query(() => 'ok' as const),
  reviewProfiles: reviewProfilesProcedure.output(ok).query(() => 'ok' as const),
  manageStaff: manageStaffProcedure.output(ok).query(() => 'ok' as const),
  accessAdmin: accessAdminProcedure.output(ok).query(() => 'ok' as const),
  fails: publicProcedure.query(() => {
    throw new AppError('CONFLICT', 'errors.conflict');
  }),
});

const none: PermissionFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};
function user(role: Role, isActive: boolean, flags: Partial<PermissionFlags> = {}): SessionUser {
  return {
    id: 1,
    username: 'u',
    email: 'u@mail.utoronto.ca',
    role,
    isActive,
    hasProfile: false,
    profileStatus: 'new',
    permissions: { ...none, ...flags },
  };
}

const callerFor = (who: SessionUser | null) => createCallerFactory(probe)({ language: 'en', user: who } as Context);
const names = ['open', 'signedIn', 'active', 'manageEvents', 'reviewProfiles', 'manageStaff', 'accessAdmin'] as const;

/** What each procedure answers the user: 'ok' or the error code. */
async function matrix(who: SessionUser | null) {
  const caller = callerFor(who);
  const row: Record<string, string> = {};
  for (const name of names)
    row[name] = await caller[name]().then(
      (v) => v,
      (e: { code: string }) => e.code,
    );
  return row;
}

describe('procedure builders', () => {
  test('nobody: only public procedures, 401 for the rest', async () => {
    expect(await matrix(null)).toEqual({
      open: 'ok',
      signedIn: 'UNAUTHORIZED',
      active: 'UNAUTHORIZED',
      manageEvents: 'UNAUTHORIZED',
      reviewProfiles: 'UNAUTHORIZED',
      manageStaff: 'UNAUTHORIZED',
      accessAdmin: 'UNAUTHORIZED',
    });
  });

  test('an inactive account is signed in but passes nothing else, flags or admin role notwithstanding', async () => {
    const denied = {
      open: 'ok',
      signedIn: 'ok',
      active: 'FORBIDDEN',
      manageEvents: 'FORBIDDEN',
      reviewProfiles: 'FORBIDDEN',
      manageStaff: 'FORBIDDEN',
      accessAdmin: 'FORBIDDEN',
    };
    expect(await matrix(user('staff', false, { canManageEvents: true, canManageStaff: true, canReviewProfiles: true }))).toEqual(denied);
    expect(await matrix(user('admin', false))).toEqual(denied);
  });

  test('active staff pass by flag', async () => {
    expect(await matrix(user('staff', true))).toMatchObject({
      active: 'ok',
      manageEvents: 'FORBIDDEN',
      reviewProfiles: 'FORBIDDEN',
      manageStaff: 'FORBIDDEN',
      accessAdmin: 'FORBIDDEN',
    });
    expect(await matrix(user('staff', true, { canManageEvents: true }))).toMatchObject({
      manageEvents: 'ok',
      reviewProfiles: 'FORBIDDEN',
      manageStaff: 'FORBIDDEN',
      accessAdmin: 'ok',
    });
    expect(await matrix(user('staff', true, { canReviewProfiles: true }))).toMatchObject({
      manageEvents: 'FORBIDDEN',
      reviewProfiles: 'ok',
      manageStaff: 'FORBIDDEN',
    });
    expect(await matrix(user('staff', true, { canManageStaff: true }))).toMatchObject({
      manageEvents: 'FORBIDDEN',
      reviewProfiles: 'FORBIDDEN',
      manageStaff: 'ok',
    });
  });

  test('an active admin passes everything without flags', async () => {
    expect(Object.values(await matrix(user('admin', true)))).toEqual(names.map(() => 'ok'));
  });

  test('the inactive refusal says why', async () => {
    const error = await callerFor(user('staff', false))
      .active()
      .catch((e: { cause: unknown }) => e.cause);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageKey).toBe('errors.inactive');
  });

  test('401 asks to sign in; 403 for a missing permission says so', async () => {
    const unauthorized = await callerFor(null)
      .signedIn()
      .catch((e: { cause: unknown }) => e.cause);
    expect((unauthorized as AppError).messageKey).toBe('errors.unauthorized');
    const forbidden = await callerFor(user('staff', true))
      .manageStaff()
      .catch((e: { cause: unknown }) => e.cause);
    expect((forbidden as AppError).messageKey).toBe('errors.forbidden');
  });

  test('an AppError leaves a procedure as the tRPC code of its table row', async () => {
    await expect(callerFor(null).fails()).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
