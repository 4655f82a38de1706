import { loginEmailInput, loginOutput } from '../../../../shared/auth.schema.js';
import { publicProcedure } from '../../../trpc/procedures.js';
import { codeMessage } from '../auth.service.js';
import { beginAttempt, failSignIn, signInOrChallenge } from '../sign-in.js';

export const loginEmail = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login-email',
      tags: ['auth'],
      summary: 'Sign in with an e-mailed code',
      description:
        'The code from POST /api/auth/send-verification-code (purpose login): good for 10 minutes, once, and dead after 5 wrong tries; a newer code voids it. Answers like POST /api/auth/login (with two-step sign-in on, a challenge for POST /api/auth/login-totp).',
      protect: false,
      errorResponses: {
        401: 'Wrong code (`error` says to try again: the code stays good) or no good code (expired, used, voided or tried 5 times: ask for a new one)',
        429: 'Too many failed sign-ins from this address',
      },
    },
  })
  .input(loginEmailInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx);
    const account = await ctx.services.auth.checkEmailLogin(input.email, input.verificationCode);
    if (typeof account === 'string') return failSignIn(codeMessage[account]);
    await attempt.succeeded();
    return signInOrChallenge(ctx, account);
  });
