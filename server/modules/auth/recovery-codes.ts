// Recovery codes: handed out with an account's first second factor (an authenticator app, or a
// passkey when there is no app), shown once, kept as hashes (docs/decisions/031, 033).
import { createHash, randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { formatRecoveryCode, mfaRules, normalizeRecoveryCode } from './mfa-rules.js';

export const recoveryHash = (accountId: number, code: string) =>
  createHash('sha256')
    .update(`recovery\n${accountId}\n${normalizeRecoveryCode(code)}`)
    .digest('hex');

/** 80 random bits in base32 (lower case, no padding), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCode(): string {
  return formatRecoveryCode(new Secret({ buffer: randomBytes(10).buffer }).base32.toLowerCase());
}

/** A new set of recovery codes: the codes to show, and their hashes to keep. */
export function newRecoveryCodes(accountId: number): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: mfaRules.recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: codes.map((c) => recoveryHash(accountId, c)) };
}
