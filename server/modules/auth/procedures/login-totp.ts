import { loginTotpInput, signInOutput } from '../../../../shared/auth.schema.js';
import { publicProcedure } from '../../../trpc/procedures.js';
import { beginAttempt, guessOf, failSignIn, signIn } from '../sign-in.js';

export const loginTotp = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login-totp',
      tags: ['auth'],
      summary: 'Finish a two-step sign-in with a code',
      description:
        'The challenge of POST /api/auth/login or /api/auth/login-email, with a code of the authenticator app (a step already used is refused) or a recovery code (good once). The challenge is good for 5 minutes and 5 tries, once, for its own account only. Answers like a sign-in without a second step: the user, the token (REST door) and the cookie. Wrong codes count as failed sign-ins of the account and of the address (429 past 5 in 15 minutes from one address, or 20 of any accounts from one address; from addresses the account has not signed in from, past 10 in an hour one try at a time with growing waits).',
      protect: false,
      errorResponses: {
        401: 'Wrong code (`error` says to try again: the challenge stays good) or no good challenge (expired, used or tried 5 times: sign in again)',
        429: 'Too many failed sign-ins',
      },
    },
  })
  .input(loginTotpInput)
  .output(signInOutput)
  .mutation(async ({ ctx, input }) => {
    const accountId = await ctx.services.totp.challengeAccount(input.challenge);
    const attempt = await beginAttempt(ctx, accountId === null ? undefined : guessOf(accountId, 'second-step'));
    const result = await ctx.services.totp.completeChallenge(input.challenge, input.code);
    if (result === 'wrong') return failSignIn('errors.totpCodeWrong');
    if (result === 'dead') return failSignIn('errors.challengeExpired');
    await attempt.succeeded();
    return signIn(ctx, result.user);
  });
