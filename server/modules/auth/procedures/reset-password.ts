import { okOutput, resetPasswordInput } from '../../../../shared/auth.schema.js';
import { AppError } from '../../../lib/app-error.js';
import { refusingCommonPasswords } from '../../../lib/common-passwords.js';
import { publicProcedure } from '../../../trpc/procedures.js';
import { codeMessage } from '../auth.service.js';
import { beginAttempt } from '../sign-in.js';

export const resetPassword = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset-password',
      tags: ['auth'],
      summary: 'Set a forgotten password with an e-mailed code',
      description:
        'The code from POST /api/auth/send-verification-code (purpose reset): good for 10 minutes, once, and dead after 5 wrong tries; a newer code voids it. Sets the new password (at least 6 characters, not one of the most common passwords), ends every session of the account, this device’s included, voids its other sign-in and reset codes, and mails the account that its password changed. Does not sign in. A wrong code counts as a failed sign-in of the client address, as at POST /api/auth/login-email: past 20 in 15 minutes, 429 with Retry-After.',
      protect: false,
      errorResponses: {
        400: 'Wrong code (`error` says to try again: the code stays good), no good code (expired, used, voided or tried 5 times: ask for a new one), or a password too short, too long or too common',
        429: 'Too many failed sign-ins or wrong codes from this address',
      },
    },
  })
  .input(refusingCommonPasswords(resetPasswordInput, 'newPassword'))
  .output(okOutput)
  .mutation(async ({ ctx, input }) => {
    // Counted per client address, as a sign-in by code is: the code has its own 5 tries, and
    // counting wrong codes against the account would let anyone lock its password out (decision 029).
    const attempt = await beginAttempt(ctx);
    const result = await ctx.services.auth.resetPassword(input, ctx.language);
    if (result !== 'ok') throw new AppError('BAD_REQUEST', codeMessage[result]);
    await attempt.succeeded();
    return { ok: true as const };
  });
