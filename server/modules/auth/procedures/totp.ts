// Two-step sign-in by TOTP for the signed-in account (issue 24 item 3, docs/decisions/031).
import { z } from 'zod';
import {
  okOutput,
  totpDisableInput,
  totpEnableInput,
  totpEnableOutput,
  totpSetupOutput,
  totpStatusOutput,
} from '../../../../shared/auth.schema.js';
import { mfaSetupProcedure, signedInProcedure } from '../../../trpc/procedures.js';
import { beginAttempt, guessOf } from '../sign-in.js';

const attempts =
  'A wrong code (or password) counts as a failed sign-in of the account and of the address: past 5 in 15 minutes from one address (or 20 of any accounts from one address), 429 with Retry-After; from places the account has not signed in from, past 10 failures in an hour, one try at a time with growing waits (429 with Retry-After).';

export const totpStatus = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/totp',
      tags: ['auth'],
      summary: 'Whether two-step sign-in is on',
      description: 'And how many recovery codes are left unused.',
      protect: true,
    },
  })
  .input(z.void())
  .output(totpStatusOutput)
  .query(({ ctx }) => ctx.services.totp.status(ctx.user.id));

export const totpSetup = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/totp/setup',
      tags: ['auth'],
      summary: 'Start setting up two-step sign-in',
      description:
        'A new secret for an authenticator app (SHA-1, 6 digits, 30 s), not yet in use: POST /api/auth/totp/enable with a code of it turns it on. Asking again replaces the pending secret. Recorded in the audit log. Counts against the sign-in attempts of the account.',
      protect: true,
      errorResponses: { 409: 'Two-step sign-in is already on', 429: 'Too many failed sign-ins' },
    },
  })
  .input(z.object({}).strict().optional())
  .output(totpSetupOutput)
  .mutation(async ({ ctx }) => {
    // Setting up is not a guess, but it is bounded like one: each call takes back its attempt.
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id));
    const answer = await ctx.services.totp.setup(ctx.user);
    await attempt.succeeded();
    return answer;
  });

export const totpEnable = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/totp/enable',
      tags: ['auth'],
      summary: 'Turn two-step sign-in on',
      description: `A code of the pending secret turns it on; answers 10 recovery codes, each good once, shown this once (only their hashes are kept). From then on a sign-in asks for a code. Recorded in the audit log. ${attempts}`,
      protect: true,
      errorResponses: { 400: 'Wrong code, or no setup started', 409: 'Two-step sign-in is already on', 429: 'Too many failed sign-ins' },
    },
  })
  .input(totpEnableInput)
  .output(totpEnableOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id, 'second-step'));
    const recoveryCodes = await ctx.services.totp.enable(ctx.user, input.code);
    await attempt.succeeded();
    return { recoveryCodes };
  });

export const totpDisable = signedInProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/totp/disable',
      tags: ['auth'],
      summary: 'Turn two-step sign-in off',
      description: `Needs the password and a code (of the app, or a recovery code); the secret and the recovery codes are deleted (the codes stay while a passkey does). An admin or staff manager under ADMIN_MFA=required may not turn off its last second factor (400). Recorded in the audit log. ${attempts}`,
      protect: true,
      errorResponses: {
        400: 'Wrong password or code, two-step sign-in is not on, or it is the last second factor of an account that must keep one',
        429: 'Too many failed sign-ins',
      },
    },
  })
  .input(totpDisableInput)
  .output(okOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id));
    await ctx.services.totp.disable(ctx.user, input.password, input.code);
    await attempt.succeeded();
    return { ok: true as const };
  });
