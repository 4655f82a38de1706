// A staff manager takes every second factor off an account whose member lost them (issue 24,
// docs/decisions/033): mounted in the staff router, DELETE /api/admin/staff/{id}/second-factor.
import { z } from 'zod';
import { secondFactorMethods } from '../../../../shared/auth.schema.js';
import { staffIdInput } from '../../../../shared/staff.schema.js';
import { manageStaffProcedure } from '../../../trpc/procedures.js';

export const resetSecondFactor = manageStaffProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/admin/staff/{id}/second-factor',
      tags: ['staff'],
      summary: 'Reset an account’s two-step sign-in',
      description:
        'For a member who lost their phone or passkeys: removes the account’s authenticator app, recovery codes and passkeys, and ends every session of it; the account is mailed. It signs in with its password alone until it sets up a second factor again (an admin or staff manager is held to doing so at once under ADMIN_MFA=required). Not your own account (use the Security section). Needs the manageStaff permission: only admins for admin accounts; other staff managers only for accounts whose permissions they hold. Recorded in the audit log.',
      protect: true,
      successDescription: 'What was removed',
      errorResponses: {
        400: 'Your own account',
        403: 'Not an active staff manager, a cookie-authenticated change from another origin, or an account you may not manage (an admin account, or permissions you do not hold)',
        404: 'No account has this id',
      },
    },
  })
  .input(staffIdInput)
  .output(
    z.object({
      ok: z.literal(true),
      removed: z.array(z.enum(secondFactorMethods)).meta({ description: 'The second factors the account had' }),
    }),
  )
  .mutation(async ({ ctx, input }) => ({
    ok: true as const,
    ...(await ctx.services.passkeys.resetSecondFactorOf(ctx.user, input.id, ctx.language)),
  }));
