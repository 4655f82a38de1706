// The second factor's rules as pure functions (decision 031), held by the mutation run: the
// window of ±1 step, no step at or before the last accepted, a challenge's life, recovery codes'
// form. Codes here come from otpauth's own TOTP, not from the file under test.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import {
  acceptedStep,
  challengeExpiry,
  challengeOpen,
  codeAtStep,
  triesLeft,
  formatRecoveryCode,
  isTotpCode,
  mfaRules,
  normalizeRecoveryCode,
  stepAt,
} from './mfa-rules.js';

// RFC 6238's SHA-1 test key ("12345678901234567890"), in base32.
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = Date.UTC(2026, 11, 1, 10, 0, 15);
const appCode = (time: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time });

describe('the steps', () => {
  test('RFC 6238 defaults: SHA-1, 6 digits, 30 s, ±1 step; 5 minutes and 5 tries a challenge; 10 recovery codes', () => {
    expect(mfaRules).toEqual({
      algorithm: 'SHA1',
      digits: 6,
      periodSeconds: 30,
      window: 1,
      challengeTtlMs: 300_000,
      challengeMaxTries: 5,
      recoveryCodeCount: 10,
    });
  });

  test('a step is 30 seconds from the epoch', () => {
    expect(stepAt(0)).toBe(0);
    expect(stepAt(29_999)).toBe(0);
    expect(stepAt(30_000)).toBe(1);
    expect(stepAt(59_000 * 1000)).toBe(1966);
  });

  test('the code of a step is the RFC 6238 test vector (59 s: 287082, 1111111109 s: 081804)', () => {
    expect(codeAtStep(secret, stepAt(59_000))).toBe('287082');
    expect(codeAtStep(secret, stepAt(1_111_111_109_000))).toBe('081804');
    expect(codeAtStep(secret, stepAt(at))).toBe(appCode(at));
  });
});

describe('acceptedStep', () => {
  const now = stepAt(at);
  test('the code of now, of the step before and of the step after; not two away', () => {
    expect(acceptedStep(secret, appCode(at), at, null)).toBe(now);
    expect(acceptedStep(secret, appCode(at - 30_000), at, null)).toBe(now - 1);
    expect(acceptedStep(secret, appCode(at + 30_000), at, null)).toBe(now + 1);
    expect(acceptedStep(secret, appCode(at - 60_000), at, null)).toBeNull();
    expect(acceptedStep(secret, appCode(at + 60_000), at, null)).toBeNull();
  });

  test('with no step accepted yet, even step 0 (the first 30 s after the epoch) is taken', () => {
    expect(acceptedStep(secret, appCode(0), 45_000, null)).toBe(0);
    expect(acceptedStep(secret, appCode(0), 45_000, 0)).toBeNull();
  });

  test('a step at or before the last accepted is refused (no replay); one after it is taken', () => {
    expect(acceptedStep(secret, appCode(at), at, now)).toBeNull();
    expect(acceptedStep(secret, appCode(at - 30_000), at, now - 1)).toBeNull();
    expect(acceptedStep(secret, appCode(at - 30_000), at, now)).toBeNull();
    expect(acceptedStep(secret, appCode(at), at, now - 1)).toBe(now);
    expect(acceptedStep(secret, appCode(at + 30_000), at, now)).toBe(now + 1);
    expect(acceptedStep(secret, appCode(at - 30_000), at, now - 2)).toBe(now - 1);
  });

  test('a wrong code, a code of another length, or of another secret: none', () => {
    const wrong = String((Number(appCode(at)) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedStep(secret, wrong, at, null)).toBeNull();
    expect(acceptedStep(secret, appCode(at).slice(1), at, null)).toBeNull();
    expect(acceptedStep(secret, `${appCode(at)}0`, at, null)).toBeNull();
    expect(acceptedStep('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', appCode(at), at, null)).toBeNull();
  });
});

describe('challenges', () => {
  const made = Date.UTC(2026, 11, 1, 10, 0, 0);
  const open = (over: Partial<{ expiresAt: string; tries: number; usedAt: string | null }> = {}) =>
    challengeOpen({ expiresAt: challengeExpiry(made).toISOString(), tries: 0, usedAt: null, ...over }, made + 60_000);

  test('good for 5 minutes: open a millisecond before, dead at the end', () => {
    expect(challengeExpiry(made).getTime()).toBe(made + 300_000);
    const expiresAt = challengeExpiry(made).toISOString();
    expect(challengeOpen({ expiresAt, tries: 0, usedAt: null }, made + 299_999)).toBe(true);
    expect(challengeOpen({ expiresAt, tries: 0, usedAt: null }, made + 300_000)).toBe(false);
  });

  test('5 tries: open after 4, dead after 5; once used, dead', () => {
    expect(open()).toBe(true);
    expect(open({ tries: 4 })).toBe(true);
    expect(open({ tries: 5 })).toBe(false);
    expect(open({ usedAt: new Date(made).toISOString() })).toBe(false);
    // After a wrong try: the 4th leaves one, the 5th none.
    expect(triesLeft(4)).toBe(true);
    expect(triesLeft(5)).toBe(false);
  });
});

describe('codes as typed', () => {
  test('six digits are a TOTP code; anything else is read as a recovery code', () => {
    expect(isTotpCode('012345')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('a12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('abcd-efgh')).toBe(false);
  });

  test('a recovery code is compared in lower case without spaces or dashes, and shown in groups of four', () => {
    expect(normalizeRecoveryCode(' ABCD-efgh IJKL\tmnop ')).toBe('abcdefghijklmnop');
    expect(formatRecoveryCode('abcdefghijklmnop')).toBe('abcd-efgh-ijkl-mnop');
    expect(formatRecoveryCode('abcdef')).toBe('abcd-ef');
  });
});
