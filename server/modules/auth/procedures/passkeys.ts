// Passkeys of the signed-in account (issue 24 item 4, docs/decisions/033): list, add (the password
// again, then the browser's ceremony), rename, remove. A session held to setting up a second
// factor (decision 032) may list and add: a passkey is one.
import { z } from 'zod';
import {
  addPasskeyInput,
  addPasskeyOutput,
  passkeyCreationOptionsOutput,
  passkeyOptionsInput,
  passkeyOutput,
  passkeysOutput,
  removePasskeyInput,
  removePasskeyOutput,
  renamePasskeyInput,
} from '../../../../shared/passkeys.schema.js';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { mfaSetupProcedure, signedInProcedure } from '../../../trpc/procedures.js';
import { beginAttempt, clientAddress, guessOf } from '../sign-in.js';

const passwordAttempts =
  'A wrong password counts as a failed sign-in of the account and of the address: past 5 in 15 minutes from one address (or 20 of any accounts from one address), 429 with Retry-After; from places the account has not signed in from, past 10 failures in an hour, one try at a time with growing waits (429 with Retry-After).';

export const passkeys = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/passkeys',
      tags: ['auth'],
      summary: 'List your passkeys',
      description: 'Name, when added and last used, and whether it is synced; never the key.',
      protect: true,
    },
  })
  .input(z.void())
  .output(passkeysOutput)
  .query(async ({ ctx }) => ({ passkeys: await ctx.services.passkeys.list(ctx.user.id) }));

export const passkeyOptions = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/passkeys/options',
      tags: ['auth'],
      summary: 'Start adding a passkey',
      description: `After the password again, and, when the account has two-step sign-in (an authenticator app or a passkey), a current second factor (\`code\`: a code of the app or one of the recovery codes, spent then): options for navigator.credentials.create() (a discoverable credential, user verification required, no attestation, the account's passkeys excluded), good for 5 minutes, once. Then POST /api/auth/passkeys with what the browser made. ${passwordAttempts}`,
      protect: true,
      errorResponses: {
        400: 'Wrong password, or a second factor needed and missing or wrong',
        409: 'The account has 10 passkeys already',
        429: 'Too many failed sign-ins',
      },
    },
  })
  .input(passkeyOptionsInput)
  .output(passkeyCreationOptionsOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id));
    const options = await ctx.services.passkeys.registrationOptions(ctx.user, input.password, clientAddress(ctx), input.code);
    await attempt.succeeded();
    return { options: options as unknown as Record<string, unknown> };
  });

export const addPasskey = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/passkeys',
      tags: ['auth'],
      summary: 'Add a passkey',
      description:
        'What navigator.credentials.create() made from the options of POST /api/auth/passkeys/options (for this account, within 5 minutes, once), with a name. Checked: the challenge, this site’s origin and RP ID, the person verified. With the account’s first second factor, also 10 recovery codes, shown this once. From then on a sign-in by password or e-mailed code asks for a second step, which a passkey can be. The account is mailed. Recorded in the audit log.',
      protect: true,
      successDescription: 'The passkey added (and, with the first second factor, the recovery codes)',
      errorResponses: {
        400: 'The browser’s answer does not verify, or its options were not this account’s, were used or are over 5 minutes old',
        409: 'This passkey is already added, or the account has 10',
      },
    },
  })
  .input(addPasskeyInput)
  .output(addPasskeyOutput)
  .mutation(({ ctx, input }) =>
    ctx.services.passkeys.add(ctx.user, input.name, input.response as unknown as RegistrationResponseJSON, ctx.language),
  );

export const renamePasskey = signedInProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/auth/passkeys/{id}',
      tags: ['auth'],
      summary: 'Rename a passkey',
      description: 'Recorded in the audit log.',
      protect: true,
      errorResponses: { 404: 'No such passkey on your account' },
    },
  })
  .input(renamePasskeyInput)
  .output(passkeyOutput)
  .mutation(async ({ ctx, input }) => ({ passkey: await ctx.services.passkeys.rename(ctx.user, input.id, input.name) }));

export const removePasskey = signedInProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/passkeys/{id}/remove',
      tags: ['auth'],
      summary: 'Remove a passkey',
      description: `Needs the password and a current second factor (\`code\`: a code of the authenticator app or one of the recovery codes; a POST, since a DELETE carries no body on this door). An admin or staff manager under ADMIN_MFA=required may not remove its last second factor (400). With no second factor left (no other passkey, no authenticator app), the recovery codes go too and sign-in asks for one step again. Recorded in the audit log. ${passwordAttempts}`,
      protect: true,
      errorResponses: {
        400: 'Wrong password, a second factor missing or wrong, or the last second factor of an account that must keep one',
        404: 'No such passkey on your account',
        429: 'Too many failed sign-ins',
      },
    },
  })
  .input(removePasskeyInput)
  .output(removePasskeyOutput)
  .mutation(async ({ ctx, input }) => {
    const attempt = await beginAttempt(ctx, guessOf(ctx.user.id));
    const { secondFactorOn } = await ctx.services.passkeys.remove(ctx.user, input.id, input.password, input.code);
    await attempt.succeeded();
    return { ok: true as const, secondFactorOn };
  });
