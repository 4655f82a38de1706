import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../../shared/auth.schema';
import { accountMenuEntries, destinationAfterSignIn, mayOpen } from './after-sign-in';
import { secondsLeft } from './countdown';

const noFlags = { canManageEvents: false, canReviewProfiles: false, canManageStaff: false };
function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 1, username: 'li.hua', email: 'li.hua@mail.utoronto.ca', role: 'staff', isActive: true, hasProfile: false, profileStatus: 'new', permissions: noFlags, ...overrides };
}

describe('destinationAfterSignIn', () => {
  test('a profile leads to /staff/profile, before anything else', () => {
    expect(destinationAfterSignIn(user({ hasProfile: true, role: 'admin' }))).toBe('/staff/profile');
    expect(destinationAfterSignIn(user({ hasProfile: true, isActive: false }))).toBe('/staff/profile');
  });

  test('no profile but accessAdmin (an admin, or active staff with any admin flag) leads to /admin/events', () => {
    expect(destinationAfterSignIn(user({ role: 'admin' }))).toBe('/admin/events');
    expect(destinationAfterSignIn(user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toBe('/admin/events');
  });

  test('otherwise the page stays (null): staff without flags, an inactive account', () => {
    expect(destinationAfterSignIn(user())).toBeNull();
    expect(destinationAfterSignIn(user({ isActive: false, permissions: { ...noFlags, canManageEvents: true } }))).toBeNull();
  });
});

describe('mayOpen', () => {
  test('/admin/events needs manageEvents', () => {
    expect(mayOpen('adminEvents', user({ permissions: { ...noFlags, canManageEvents: true } }))).toBe(true);
    expect(mayOpen('adminEvents', user({ permissions: { ...noFlags, canManageStaff: true } }))).toBe(false);
    expect(mayOpen('adminEvents', user({ role: 'admin' }))).toBe(true);
  });

  test('/admin/staff needs manageStaff or reviewProfiles', () => {
    expect(mayOpen('adminStaff', user({ permissions: { ...noFlags, canManageStaff: true } }))).toBe(true);
    expect(mayOpen('adminStaff', user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toBe(true);
    expect(mayOpen('adminStaff', user({ permissions: { ...noFlags, canManageEvents: true } }))).toBe(false);
  });

  test('/staff/profile needs only a signed-in user; an inactive account passes no permission', () => {
    expect(mayOpen('staffProfile', user({ isActive: false }))).toBe(true);
    expect(mayOpen('adminStaff', user({ isActive: false, role: 'admin' }))).toBe(false);
  });
});

describe('accountMenuEntries', () => {
  test('entries by permission; my profile enabled only for an active account', () => {
    expect(accountMenuEntries(user())).toEqual({ manageEvents: false, manageStaff: false, profileEnabled: true });
    expect(accountMenuEntries(user({ role: 'admin' }))).toEqual({ manageEvents: true, manageStaff: true, profileEnabled: true });
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toEqual({ manageEvents: false, manageStaff: true, profileEnabled: true });
    expect(accountMenuEntries(user({ isActive: false, role: 'admin' }))).toEqual({ manageEvents: false, manageStaff: false, profileEnabled: false });
  });
});

describe('secondsLeft', () => {
  test('whole seconds rounded up, never below zero, zero with no deadline', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});
