// The rules of the second factor (issue 24 item 3, docs/decisions/031), pure so the mutation run
// can hold them: a TOTP code's step within ±1 of now and after the last one accepted (no replay),
// a sign-in challenge's life (5 minutes, 5 tries, once, its own account), recovery codes' form.
import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret } from 'otpauth';

export const mfaRules = {
  /** RFC 6238 defaults: SHA-1, 6 digits, 30-second steps. */
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Steps either side of now that are still taken (a clock off by up to 30 s). */
  window: 1,
  /** A sign-in challenge is good this long after the password or e-mailed code. */
  challengeTtlMs: 5 * 60_000,
  /** Codes tried against one challenge before it is dead. */
  challengeMaxTries: 5,
  /** Recovery codes handed out when the factor is turned on. */
  recoveryCodeCount: 10,
} as const;

/** The time step a moment falls in. */
export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / mfaRules.periodSeconds);
}

/** The code of one step. */
export function codeAtStep(secretBase32: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: mfaRules.algorithm, digits: mfaRules.digits, counter: step });
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The step a 6-digit code belongs to, within the window around now and after `lastStep` (a step
 * once accepted is never taken again), or null. The newest matching step wins.
 */
export function acceptedStep(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const now = stepAt(nowMs);
  for (let step = now + mfaRules.window; step >= now - mfaRules.window; step--) {
    if (lastStep !== null && step <= lastStep) return null;
    if (sameText(codeAtStep(secretBase32, step), code)) return step;
  }
  return null;
}

/** Whether a challenge can still be tried: unused, unexpired, tries left. */
export function challengeOpen(challenge: { expiresAt: string; tries: number; usedAt: string | null }, nowMs: number): boolean {
  return challenge.usedAt === null && nowMs < Date.parse(challenge.expiresAt) && challenge.tries < mfaRules.challengeMaxTries;
}

/** Whether a challenge tried `tries` times (this one included) can be tried again. */
export function triesLeft(tries: number): boolean {
  return tries < mfaRules.challengeMaxTries;
}

/** When a challenge made now ends. */
export function challengeExpiry(nowMs: number): Date {
  return new Date(nowMs + mfaRules.challengeTtlMs);
}

/** Six digits: a TOTP code; anything else is read as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** A recovery code as compared: lower case, without spaces or dashes (xxxx-xxxx-xxxx-xxxx is shown). */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** A recovery code as shown: groups of four characters. */
export function formatRecoveryCode(raw: string): string {
  return raw.match(/.{1,4}/g)!.join('-');
}
