import { loginInput, loginOutput } from '../../../../shared/auth.schema.js';
import { publicProcedure } from '../../../trpc/procedures.js';
import { beginAttempt, failSignIn, signInOrChallenge } from '../sign-in.js';

export const login = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login',
      tags: ['auth'],
      summary: 'Sign in with a username or e-mail and a password',
      description:
        'Answers the user and a token to send as `Authorization: Bearer`, and sets the session cookie. A wrong password and an unknown name get the same 401. After 5 failed sign-ins of an account from one address in 15 minutes (or 20 of any accounts from one address; wrong current passwords at a password change count too), 429 with Retry-After from that address, even for the right password. From addresses the account has not signed in from in the last 90 days, its brake: past 10 failures in an hour, one try at a time with growing waits (2 s, 4 s, 8 s … up to 15 minutes; 429 with Retry-After), and the account is mailed once an hour; addresses it signed in from, e-mailed codes and passkeys are not slowed. Sign-ins sent at once are counted one by one: no more than the limit are ever checked. With two-step sign-in on, the answer is `{ mfaRequired: true, challenge }` instead (no session, token or cookie): finish with POST /api/auth/login-totp.',
      protect: false,
      errorResponses: { 401: 'Wrong name or password', 429: 'Too many failed sign-ins' },
    },
  })
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, { ...(await ctx.services.auth.signInKey(input.identifier)), secret: 'password' });
    const account = await ctx.services.auth.checkPassword(input.identifier, input.password);
    if (!account) return failSignIn('errors.loginFailed');
    await attempt.succeeded();
    return signInOrChallenge(ctx, account);
  });
