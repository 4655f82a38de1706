// Secrets the server hands out: e-mailed 6-digit codes and session tokens. Both come from the
// CSPRNG and are stored only as SHA-256 hashes, so the database alone signs nobody in.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { limits } from '../../shared/constants.js';

export const codeRules = {
  /** A code is good for 10 minutes, once. */
  ttlMs: 10 * 60_000,
  /** Wrong tries that kill a code. */
  maxFailedAttempts: 5,
  /** Another code for the same address and purpose only after this (the modal's countdown). */
  resendAfterMs: limits.resendCountdownSeconds * 1000,
  /** Codes per address in an hour. */
  perHour: 5,
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Six digits, each of the 10^6 codes equally likely. */
export function newCode(): string {
  return String(randomInt(0, 10 ** limits.verificationCodeLength)).padStart(limits.verificationCodeLength, '0');
}

/** A code's stored form: bound to its purpose and address, so it is good for nothing else. */
export function codeHash(purpose: string, emailNormalized: string, code: string): string {
  return sha256(`${purpose}\n${emailNormalized}\n${code}`);
}

/** A session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return sha256(token);
}
