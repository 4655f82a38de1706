// The rule of decision 032 as a pure function: who is held to setting up a second factor.
import { describe, expect, test } from 'vitest';
import { adminMfaModes, mfaSetupRequired } from './admin-mfa.js';

const account = (role: 'admin' | 'staff', canManageStaff: boolean) => ({ role, permissions: { canManageStaff } });

describe('mfaSetupRequired', () => {
  test('the modes, required first (the default)', () => {
    expect(adminMfaModes).toEqual(['required', 'optional']);
  });

  test('required: an admin or a staff manager without a second factor is held', () => {
    expect(mfaSetupRequired('required', account('admin', false), false)).toBe(true);
    expect(mfaSetupRequired('required', account('admin', true), false)).toBe(true);
    expect(mfaSetupRequired('required', account('staff', true), false)).toBe(true);
  });

  test('required: other staff are not held', () => {
    expect(mfaSetupRequired('required', account('staff', false), false)).toBe(false);
  });

  test('required: with a second factor on, nobody is held', () => {
    expect(mfaSetupRequired('required', account('admin', false), true)).toBe(false);
    expect(mfaSetupRequired('required', account('staff', true), true)).toBe(false);
    expect(mfaSetupRequired('required', account('staff', false), true)).toBe(false);
  });

  test('optional: nobody is held', () => {
    expect(mfaSetupRequired('optional', account('admin', false), false)).toBe(false);
    expect(mfaSetupRequired('optional', account('staff', true), false)).toBe(false);
    expect(mfaSetupRequired('optional', account('staff', false), false)).toBe(false);
  });
});
