import { changePasswordInput, changePasswordOutput } from '../../../../shared/auth.schema.js';
import { refusingCommonPasswords } from '../../../lib/common-passwords.js';
import { mfaSetupProcedure } from '../../../trpc/procedures.js';
import { beginAttempt, guessOf } from '../sign-in.js';

export const changePassword = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change-password',
      tags: ['auth'],
      summary: 'Change the password of the signed-in account',
      description:
        'Every other session of the account ends (`endedSessions` says how many); this one stays. Sign-in and reset codes mailed before the change are void. A wrong current password counts as a failed sign-in of the account and of the address: past 5 in 15 minutes from one address (or 20 of any accounts from one address), 429 with Retry-After, as at sign-in; from a place the account has not signed in from, the account’s brake too (see POST /api/auth/login).',
      protect: true,
      errorResponses: { 429: 'Too many failed sign-ins or wrong current passwords' },
    },
  })
  .input(refusingCommonPasswords(changePasswordInput, 'newPassword'))
  .output(changePasswordOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id));
    const { endedSessions } = await ctx.services.auth.changePassword(ctx.user.id, ctx.sessionId!, input.currentPassword, input.newPassword);
    await attempt.succeeded();
    return { ok: true as const, endedSessions };
  });
