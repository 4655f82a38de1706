import { changePasswordInput, okOutput } from '../../../../shared/auth.schema.js';
import { signedInProcedure } from '../../../trpc/procedures.js';

export const changePassword = signedInProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change-password',
      tags: ['auth'],
      summary: 'Change the password of the signed-in account',
      description: 'Every other session of the account ends; this one stays.',
      protect: true,
    },
  })
  .input(changePasswordInput)
  .output(okOutput)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.changePassword(ctx.user.id, ctx.sessionId!, input.currentPassword, input.newPassword);
    return { ok: true as const };
  });
