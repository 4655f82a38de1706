// Sign-in, registration and the session user (docs/product.md §3–§5, §7; docs/architecture.md "Sessions and
// permissions"): the inputs the modal and the procedures validate alike, and the user the server
// sends and the client keeps. Messages are keys, translated by each side.
import { z } from 'zod';
import { limits } from './constants.js';
import { normalizeEmail } from './email.js';
import { roles } from './permissions.js';

export const authLimits = {
  identifierMax: 254,
  emailMax: 254,
  /** The username rule's bounds (shared/staff.schema.ts `isUsername`); here so a generated one keeps them. */
  usernameMin: 2,
  usernameMax: 64,
  /** Long enough for any passphrase, short enough that hashing stays bounded. */
  passwordMax: 256,
} as const;

export const profileStatuses = ['new', 'pending', 'approved', 'rejected'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export const codePurposes = ['login', 'register', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** What every answer about an account begins with: who it is, its role and whether it is active. */
export const accountIdentityFields = {
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isActive: z.boolean(),
};

/** The signed-in account as both sides see it (never a hash, code or token). */
export const sessionUser = z
  .object({
    ...accountIdentityFields,
    hasProfile: z.boolean(),
    profileStatus: z.enum(profileStatuses),
    permissions: z.object({
      canManageEvents: z.boolean(),
      canReviewProfiles: z.boolean(),
      canManageStaff: z.boolean(),
      canManageContent: z.boolean(),
      canManageMagazine: z.boolean(),
    }),
    mfaSetupRequired: z.literal(true).optional().meta({
      description:
        'Present (true) when the account must set up two-step sign-in first (an admin or staff manager without a second factor, ADMIN_MFA=required): until then every operation but auth.me, sign-out, changing the password and the TOTP set-up answers 403 `MFA_SETUP_REQUIRED`.',
    }),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in staff account' });
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * An e-mail address: trimmed, required, bounded, then normalised (the domain lower-cased, the
 * local part as typed; decision 023). Each form gives it its own description.
 */
export const emailAddress = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(authLimits.emailMax, { error: 'validation.email', abort: true })
  .check(z.email({ error: 'validation.email' }))
  .overwrite(normalizeEmail);

const email = emailAddress.meta({ description: 'E-mail address', example: 'li.hua@mail.utoronto.ca' });

/** A password as typed: never trimmed (spaces may be part of it). */
export const password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max(authLimits.passwordMax, { error: 'validation.passwordTooLong' });

/** A password being chosen: long enough, bounded, never trimmed. */
export const newPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(limits.passwordMinLength, { error: 'validation.passwordTooShort', abort: true })
  .max(authLimits.passwordMax, { error: 'validation.passwordTooLong' });

const verificationCode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^\d{6}$/, { error: 'validation.code' })
  .meta({ description: 'The 6-digit code from the e-mail', example: '042917' });

export const loginInput = z.object({
  identifier: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(authLimits.identifierMax, { error: 'validation.invalid' })
    .meta({ description: 'Username or e-mail address (e-mail compared without case)', example: 'lihua' }),
  password: password.meta({ description: 'Password', example: 'correct horse battery staple' }),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginEmailInput = z.object({ email, verificationCode });
export type LoginEmailInput = z.input<typeof loginEmailInput>;

export const sendVerificationCodeInput = z.object({
  email,
  purpose: z
    .enum(codePurposes, { error: 'validation.invalid' })
    .default('login')
    .meta({ description: 'What the code is for', example: 'login' }),
});
export type SendVerificationCodeInput = z.input<typeof sendVerificationCodeInput>;

export const registerInput = z.object({
  email,
  /** The modal fills it from the e-mail; the server derives its own (made unique) and answers it. */
  username: z
    .string()
    .trim()
    .max(authLimits.usernameMax, { error: 'validation.invalid' })
    .optional()
    .meta({ description: 'Ignored: the username is made from the e-mail', example: 'li.hua' }),
  password: newPassword.meta({ description: 'At least 6 characters', example: 'correct horse battery staple' }),
  verificationCode,
});
export type RegisterInput = z.input<typeof registerInput>;

export const changePasswordInput = z
  .object({
    currentPassword: password.meta({ description: 'The password now' }),
    newPassword: newPassword.meta({ description: 'At least 6 characters, not the current one' }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { error: 'validation.passwordUnchanged', path: ['newPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const resetPasswordInput = z.object({
  email,
  verificationCode,
  newPassword: newPassword.meta({
    description: 'At least 6 characters, not one of the most common passwords',
    example: 'correct horse battery staple',
  }),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const signInOutput = z.object({
  user: sessionUser,
  token: z.string().optional().meta({ description: 'Only on the REST door: send it as `Authorization: Bearer <token>`' }),
});
export const meOutput = z.object({ user: sessionUser });
export const sendCodeOutput = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int().meta({ description: 'Seconds before another code may be asked for', example: 60 }),
});
export const okOutput = z.object({ ok: z.literal(true) });
export const changePasswordOutput = okOutput.extend({
  endedSessions: z.number().int().nonnegative().meta({ description: 'How many other sessions of the account were ended', example: 2 }),
});

/**
 * The username an e-mail gives: its part before @, in the characters a username keeps, padded
 * with 1 to the username rule's shortest (a@ gives a1: registration and create-admin store it, the
 * staff editor must take it). '' when nothing of it is fit for a name (the caller's fallback).
 */
export function usernameFromEmail(value: string): string {
  const local = value.trim().split('@')[0] ?? '';
  const kept = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, authLimits.usernameMax);
  return kept ? kept.padEnd(authLimits.usernameMin, '1') : '';
}

// ---- Two-step sign-in (TOTP; issue 24 item 3, docs/decisions/031) ------------------------------

/** The second factors an account can have (docs/decisions/031, 033). */
export const secondFactorMethods = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** A code of the authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx). */
export const secondFactorCode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(64, { error: 'validation.invalid' })
  .meta({ description: 'The 6-digit code of the authenticator app, or one of the recovery codes', example: '123456' });

export const totpEnableInput = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d{6}$/, { error: 'validation.code' })
    .meta({ description: 'The 6-digit code the authenticator app shows for the new secret', example: '123456' }),
});
export type TotpEnableInput = z.input<typeof totpEnableInput>;

export const totpDisableInput = z.object({
  password: password.meta({ description: 'The password of the account' }),
  code: secondFactorCode,
});
export type TotpDisableInput = z.input<typeof totpDisableInput>;

export const loginTotpInput = z.object({
  challenge: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(128, { error: 'validation.invalid' })
    .meta({ description: 'The challenge the first step answered' }),
  code: secondFactorCode,
});
export type LoginTotpInput = z.input<typeof loginTotpInput>;

export const mfaChallengeOutput = z
  .object({
    mfaRequired: z.literal(true),
    challenge: z.string().meta({
      description:
        'Send it with a code to POST /api/auth/login-totp, or with a passkey to POST /api/auth/login-passkey: good for 5 minutes, 5 tries, once',
    }),
    methods: z
      .array(z.enum(secondFactorMethods))
      .meta({ description: 'The second factors the account has: `totp` (an authenticator app; its recovery codes work too), `passkey`' }),
  })
  .meta({ id: 'MfaChallenge', description: 'The account has two-step sign-in: no session yet' });

/** What the first step of a sign-in answers: signed in, or a challenge for the second step. */
export const loginOutput = z.union([signInOutput.meta({ id: 'SignedIn', description: 'Signed in' }), mfaChallengeOutput]);
export type LoginOutput = z.infer<typeof loginOutput>;

export const totpSetupOutput = z.object({
  secret: z
    .string()
    .meta({ description: 'The new secret in base32, to type into an authenticator app', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
  otpauthUri: z.string().meta({ description: 'The same as an otpauth:// URI (the QR code shows it)' }),
});
export const totpEnableOutput = z.object({
  recoveryCodes: z.array(z.string()).meta({ description: '10 single-use codes for when the app is not at hand: shown this once' }),
});
export const totpStatusOutput = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().meta({ description: 'Unused recovery codes' }),
});
