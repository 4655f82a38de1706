// Sign-in with a passkey (issue 24 item 4, docs/decisions/033): by itself (it is both factors), or
// as the second step after a password or e-mailed code.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { signInOutput } from '../../../../shared/auth.schema.js';
import { loginPasskeyInput, loginPasskeyOptionsInput, passkeyRequestOptionsOutput } from '../../../../shared/passkeys.schema.js';
import { publicProcedure, rateLimited } from '../../../trpc/procedures.js';
import { beginAttempt, clientAddress, guessOf, failSignIn, signIn } from '../sign-in.js';

export const loginPasskeyOptions = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login-passkey/options',
      tags: ['auth'],
      summary: 'Start a sign-in with a passkey',
      description:
        'Options for navigator.credentials.get(), user verification required, good for 5 minutes, once. Without `challenge`: any passkey of this site the authenticator holds (discoverable). With the challenge of a first step: that account’s passkeys only. 30 per address in 15 minutes; an address holds 10 open at most (its oldest goes), and when 10,000 are open the oldest tied to no account go first.',
      protect: false,
      errorResponses: {
        400: 'The first step’s account has no passkey',
        401: 'The first step’s challenge is expired, used or tried 5 times: sign in again',
        429: 'Too many requests',
      },
    },
  })
  .use(rateLimited('passkeyOptionsPerAddress'))
  .input(loginPasskeyOptionsInput)
  .output(passkeyRequestOptionsOutput)
  .mutation(async ({ ctx, input }) => {
    const options = await ctx.services.passkeys.signInOptions(input?.challenge, clientAddress(ctx));
    if (!options) return failSignIn('errors.challengeExpired');
    return { options: options as unknown as Record<string, unknown> };
  });

export const loginPasskey = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login-passkey',
      tags: ['auth'],
      summary: 'Sign in with a passkey',
      description:
        'What navigator.credentials.get() gave for the options of POST /api/auth/login-passkey/options. Checked: the challenge (once, within 5 minutes), this site’s origin and RP ID, the signature by the passkey’s key, the person verified, the counter. A passkey is both factors: no second step follows. As the second step, send the first step’s `challenge` too: the passkey must be that account’s, and a try counts against the challenge’s 5. Answers like POST /api/auth/login: the user, the token (REST door) and the cookie. A failure counts as a failed sign-in of the account from this address and of the address (429 past 5 in 15 minutes, or 20 of any accounts from one address); failures from other addresses never hold a passkey back.',
      protect: false,
      errorResponses: {
        401: 'The passkey does not verify (unknown here, the options used or over 5 minutes old, another site’s), or the first step’s challenge is dead',
        429: 'Too many failed sign-ins',
      },
    },
  })
  .input(loginPasskeyInput)
  .output(signInOutput)
  .mutation(async ({ ctx, input }) => {
    const response = input.response as unknown as AuthenticationResponseJSON;
    const accountId = await ctx.services.passkeys.accountOfResponse(response);
    const attempt = await beginAttempt(ctx, accountId === null ? undefined : guessOf(accountId, 'passkey'));
    const result = await ctx.services.passkeys.signIn(response, input.challenge);
    if (result === 'failed') return failSignIn('errors.passkeySignInFailed');
    if (result === 'dead') return failSignIn('errors.challengeExpired');
    await attempt.succeeded();
    return signIn(ctx, result.user);
  });
