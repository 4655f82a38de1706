import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../../shared/auth.schema';
import { hasPermission, mayOpenPage, type GuardedPage } from '../../../../shared/permissions';
import { accountMenuEntries, destinationAfterSignIn } from './after-sign-in';
import { secondsLeft } from './countdown';

const noFlags = { canManageEvents: false, canReviewProfiles: false, canManageStaff: false, canManageContent: false };
function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 1, username: 'li.hua', email: 'li.hua@mail.utoronto.ca', role: 'staff', isActive: true, hasProfile: false, profileStatus: 'new', permissions: noFlags, ...overrides };
}

describe('destinationAfterSignIn', () => {
  test('a profile leads to /staff/profile, before anything else', () => {
    expect(destinationAfterSignIn(user({ hasProfile: true, role: 'admin' }))).toBe('/staff/profile');
    expect(destinationAfterSignIn(user({ hasProfile: true, isActive: false }))).toBe('/staff/profile');
  });

  test('an account held to setting up two-step sign-in (decision 032) lands on its profile\'s two-step section, profile or not', () => {
    expect(destinationAfterSignIn(user({ role: 'admin', mfaSetupRequired: true }))).toBe('/staff/profile#two-step');
    expect(destinationAfterSignIn(user({ hasProfile: true, permissions: { ...noFlags, canManageStaff: true }, mfaSetupRequired: true }))).toBe('/staff/profile#two-step');
  });

  test('no profile but accessAdmin: event management when the account may manage events, else staff management', () => {
    expect(destinationAfterSignIn(user({ role: 'admin' }))).toBe('/admin/events');
    expect(destinationAfterSignIn(user({ permissions: { ...noFlags, canManageEvents: true, canReviewProfiles: true } }))).toBe('/admin/events');
    // A reviewer only: staff management, which opens on the profile reviews (issue 21, item 6).
    expect(destinationAfterSignIn(user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toBe('/admin/staff');
    expect(destinationAfterSignIn(user({ permissions: { ...noFlags, canManageStaff: true } }))).toBe('/admin/staff');
  });

  test('every combination of role, activity, profile and flags lands on a page the account may open, or stays', () => {
    const pageOf: Record<string, GuardedPage> = { '/admin/events': 'adminEvents', '/admin/staff': 'adminStaff', '/admin/site': 'adminSite', '/staff/profile': 'staffProfile' };
    const bools = [false, true];
    let checked = 0;
    for (const role of ['staff', 'admin'] as const)
      for (const isActive of bools)
        for (const hasProfile of bools)
          for (const canManageEvents of bools)
            for (const canReviewProfiles of bools)
              for (const canManageStaff of bools)
                for (const canManageContent of bools) {
                  const account = user({ role, isActive, hasProfile, permissions: { canManageEvents, canReviewProfiles, canManageStaff, canManageContent } });
                  const label = JSON.stringify({ role, isActive, hasProfile, canManageEvents, canReviewProfiles, canManageStaff, canManageContent });
                  const admin = isActive && role === 'admin';
                  const expected = hasProfile
                    ? '/staff/profile'
                    : !isActive
                      ? null
                      : admin || canManageEvents
                        ? '/admin/events'
                        : canReviewProfiles || canManageStaff
                          ? '/admin/staff'
                          : canManageContent
                            ? '/admin/site'
                            : null;
                  const destination = destinationAfterSignIn(account);
                  expect(destination, label).toBe(expected);
                  if (destination !== null) expect(mayOpenPage(pageOf[destination]!, account), label).toBe(true);
                  // Without a profile, somewhere exactly when SPEC.md's accessAdmin holds.
                  if (!hasProfile) expect(destination !== null, label).toBe(hasPermission(account, 'accessAdmin'));
                  checked++;
                }
    expect(checked).toBe(128);
  });

  test('otherwise the page stays (null): staff without flags, an inactive account', () => {
    expect(destinationAfterSignIn(user())).toBeNull();
    expect(destinationAfterSignIn(user({ isActive: false, permissions: { ...noFlags, canManageEvents: true } }))).toBeNull();
  });
});

describe('accountMenuEntries', () => {
  test('entries by permission; my profile enabled only for an active account', () => {
    expect(accountMenuEntries(user())).toEqual({ manageEvents: false, manageStaff: false, manageContent: false, profileEnabled: true });
    expect(accountMenuEntries(user({ role: 'admin' }))).toEqual({ manageEvents: true, manageStaff: true, manageContent: true, profileEnabled: true });
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toEqual({ manageEvents: false, manageStaff: true, manageContent: false, profileEnabled: true });
    // Issue 26: the site content's screen for its flag alone.
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canManageContent: true } }))).toEqual({ manageEvents: false, manageStaff: false, manageContent: true, profileEnabled: true });
    expect(accountMenuEntries(user({ isActive: false, role: 'admin' }))).toEqual({ manageEvents: false, manageStaff: false, manageContent: false, profileEnabled: false });
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
