import { describe, expect, test } from 'vitest';
import { sessionSignalOf } from '../../lib/trpc';
import type { SessionUser } from '../../../../shared/auth.schema';
import { destinationOfHold } from './after-sign-in';
import { ceremonyFailureOf } from './webauthn';

/** An error as the browser (or @simplewebauthn/browser's WebAuthnError, which keeps its name) throws it. */
const browserError = (name: string, code?: string) => Object.assign(new Error('the browser said no'), { name }, code ? { code } : {});

describe('ceremonyFailureOf: what a failed passkey prompt means (decision 034)', () => {
  test('NotAllowedError (closed or timed out: the browser does not tell them apart) and an abort are "cancelled"', () => {
    expect(ceremonyFailureOf(browserError('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY'))).toBe('cancelled');
    expect(ceremonyFailureOf(browserError('AbortError', 'ERROR_CEREMONY_ABORTED'))).toBe('cancelled');
  });

  test('InvalidStateError, or the library\'s code for it, is "this authenticator is already registered"', () => {
    expect(ceremonyFailureOf(browserError('InvalidStateError'))).toBe('alreadyRegistered');
    expect(ceremonyFailureOf(browserError('WebAuthnError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe('alreadyRegistered');
  });

  test('an authenticator that cannot do what is asked is "unsupported"; other browser errors "failed"', () => {
    expect(ceremonyFailureOf(browserError('NotSupportedError'))).toBe('unsupported');
    expect(ceremonyFailureOf(browserError('ConstraintError'))).toBe('unsupported');
    expect(ceremonyFailureOf(browserError('SecurityError'))).toBe('failed');
    expect(ceremonyFailureOf(browserError('UnknownError'))).toBe('failed');
  });

  test("an error that is not the browser's (the server's answer, the network) is left to the caller", () => {
    expect(ceremonyFailureOf(browserError('TRPCClientError'))).toBeNull();
    expect(ceremonyFailureOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(ceremonyFailureOf('NotAllowedError')).toBeNull();
    expect(ceremonyFailureOf(null)).toBeNull();
  });
});

const held: SessionUser = {
  id: 1,
  username: 'wang.fang',
  email: 'wang.fang@mail.utoronto.ca',
  role: 'admin',
  isActive: true,
  hasProfile: true,
  profileStatus: 'approved',
  permissions: { canManageEvents: true, canReviewProfiles: true, canManageStaff: true, canManageContent: true, canManageMagazine: true },
  mfaSetupRequired: true,
};

describe('a call refused with 403 MFA_SETUP_REQUIRED mid-session (decision 032)', () => {
  test('the code is a session signal of its own, apart from the 401s that sign out and every other code', () => {
    expect(sessionSignalOf('MFA_SETUP_REQUIRED')).toBe('mfaSetupRequired');
    expect(sessionSignalOf('UNAUTHORIZED')).toBe('signedOut');
    expect(sessionSignalOf('ACCOUNT_DEACTIVATED')).toBe('signedOut');
    expect(sessionSignalOf('FORBIDDEN')).toBeNull();
    expect(sessionSignalOf(undefined)).toBeNull();
  });

  test("once auth.me confirms the hold, it leads to the profile's two-step section, unless the member is on the profile", () => {
    expect(destinationOfHold(held, '/admin/staff')).toBe('/staff/profile#two-step');
    expect(destinationOfHold(held, '/staff/profile')).toBeNull();
    expect(destinationOfHold({ ...held, mfaSetupRequired: undefined }, '/admin/staff')).toBeNull();
    expect(destinationOfHold(null, '/admin/staff')).toBeNull();
  });
});
