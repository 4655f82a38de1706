// Passkeys (WebAuthn; issue 24 item 4, docs/decisions/033): what the Security section and the
// sign-in modal send and get. The WebAuthn parts are the JSON forms of WebAuthn Level 3
// (PublicKeyCredential.toJSON(), what @simplewebauthn/browser answers), bounded in size.
import { z } from 'zod';
import { password, secondFactorCode } from './auth.schema.js';

export const passkeyLimits = {
  nameMax: 60,
  /** Passkeys one account may hold. */
  perAccount: 10,
  /** How long the browser may take, and how long the server keeps the challenge it gave. */
  ceremonyMs: 5 * 60_000,
} as const;

const base64url = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.invalid' });

/** A credential id: at most 1,023 bytes (WebAuthn), in base64url. */
const credentialId = base64url(1366);

export const passkeyName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(passkeyLimits.nameMax, { error: 'validation.passkeyName' })
  .meta({ description: 'A name to tell it from the others, e.g. the device it lives on', example: 'My phone' });

export const passkeyInfo = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    createdAt: z.iso.datetime().meta({ description: 'When it was added (UTC)' }),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: 'When it last signed in (UTC); null when never' }),
    synced: z.boolean().meta({ description: 'Whether the authenticator says it is backed up (synced to other devices)' }),
  })
  .meta({ id: 'Passkey', description: 'A passkey of the signed-in account (its public key is never answered)' });
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

export const passkeysOutput = z.object({ passkeys: z.array(passkeyInfo).meta({ description: 'Oldest first' }) });
export type PasskeysOutput = z.infer<typeof passkeysOutput>;

/** Options for navigator.credentials.create() or .get(), as JSON. */
const webauthnOptions = (kind: string) =>
  z.record(z.string(), z.unknown()).meta({
    description: `${kind} (WebAuthn Level 3 JSON): give it to PublicKeyCredential.parse${kind === 'PublicKeyCredentialCreationOptionsJSON' ? 'Creation' : 'Request'}OptionsFromJSON(), or to @simplewebauthn/browser. Good for 5 minutes, once.`,
  });

/** Changing a second factor needs a current one when the account has one (docs/decisions/039). */
const currentSecondFactor = secondFactorCode.optional().meta({
  description:
    'Needed when the account has two-step sign-in (an authenticator app or a passkey): a code of its authenticator app or one of its recovery codes',
  example: '123456',
});

export const passkeyOptionsInput = z.object({
  password: password.meta({ description: 'The password of the account: adding a way to sign in asks for it again' }),
  code: currentSecondFactor,
});
export type PasskeyOptionsInput = z.input<typeof passkeyOptionsInput>;
export const passkeyCreationOptionsOutput = z.object({ options: webauthnOptions('PublicKeyCredentialCreationOptionsJSON') });
export const passkeyRequestOptionsOutput = z.object({ options: webauthnOptions('PublicKeyCredentialRequestOptionsJSON') });

const clientExtensionResults = z.record(z.string(), z.unknown()).optional().meta({ description: 'As the browser gave them' });

export const registrationResponse = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key', { error: 'validation.invalid' }),
    response: z
      .object({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(65536),
        transports: z.array(z.string().max(32)).max(10).optional(),
      })
      .loose(),
    authenticatorAttachment: z.string().max(32).optional(),
    clientExtensionResults,
  })
  .loose()
  .meta({ id: 'RegistrationResponse', description: 'What navigator.credentials.create() gave, as PublicKeyCredential.toJSON()' });

export const authenticationResponse = z
  .object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key', { error: 'validation.invalid' }),
    response: z
      .object({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(2048),
        userHandle: base64url(128).optional(),
      })
      .loose(),
    authenticatorAttachment: z.string().max(32).optional(),
    clientExtensionResults,
  })
  .loose()
  .meta({ id: 'AuthenticationResponse', description: 'What navigator.credentials.get() gave, as PublicKeyCredential.toJSON()' });

export const addPasskeyInput = z.object({ name: passkeyName, response: registrationResponse });
export type AddPasskeyInput = z.input<typeof addPasskeyInput>;
export const addPasskeyOutput = z.object({
  passkey: passkeyInfo,
  recoveryCodes: z.array(z.string()).optional().meta({
    description: 'Only with the account’s first second factor: 10 single-use codes for when no passkey is at hand, shown this once',
  }),
});
export type AddPasskeyOutput = z.infer<typeof addPasskeyOutput>;

const passkeyId = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .meta({ description: 'The passkey’s id (from GET /api/auth/passkeys)', example: 3 });

export const renamePasskeyInput = z.object({ id: passkeyId, name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInput>;
export const passkeyOutput = z.object({ passkey: passkeyInfo });

export const removePasskeyInput = z.object({
  id: passkeyId,
  password: password.meta({ description: 'The password of the account' }),
  code: currentSecondFactor,
});
export type RemovePasskeyInput = z.input<typeof removePasskeyInput>;
export const removePasskeyOutput = z.object({
  ok: z.literal(true),
  secondFactorOn: z
    .boolean()
    .meta({ description: 'Whether the account still has a second factor (another passkey, or an authenticator app)' }),
});

const signInChallenge = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(128, { error: 'validation.invalid' })
  .meta({
    description: 'The challenge of the first step (POST /api/auth/login or /api/auth/login-email), when the passkey is the second step',
  });

export const loginPasskeyOptionsInput = z.object({ challenge: signInChallenge.optional() }).optional();
export type LoginPasskeyOptionsInput = z.input<typeof loginPasskeyOptionsInput>;
export const loginPasskeyInput = z.object({ response: authenticationResponse, challenge: signInChallenge.optional() });
export type LoginPasskeyInput = z.input<typeof loginPasskeyInput>;
