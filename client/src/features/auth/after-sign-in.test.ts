import { describe, expect, test } from 'vitest';
import type { SessionUser } from '../../../../shared/auth.schema';
import { accountMenuEntries, destinationAfterSignIn } from './after-sign-in';
import { secondsLeft } from './countdown';

const noFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};
function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'li.hua',
    email: 'li.hua@mail.utoronto.ca',
    role: 'staff',
    isActive: true,
    hasProfile: false,
    profileStatus: 'new',
    permissions: noFlags,
    ...overrides,
  };
}

describe('destinationAfterSignIn', () => {
  test('a sign-in stays on its page, whatever the account (issue 34: it went to /admin/events or /staff/profile)', () => {
    const bools = [false, true];
    let checked = 0;
    for (const role of ['staff', 'admin'] as const)
      for (const isActive of bools)
        for (const hasProfile of bools)
          for (const canManageEvents of bools)
            for (const canReviewProfiles of bools)
              for (const canManageStaff of bools)
                for (const canManageContent of bools) {
                  const account = user({
                    role,
                    isActive,
                    hasProfile,
                    permissions: {
                      canManageEvents,
                      canReviewProfiles,
                      canManageStaff,
                      canManageContent,
                      canManageMagazine: canManageContent,
                    },
                  });
                  expect(destinationAfterSignIn(account), JSON.stringify(account)).toBeNull();
                  checked++;
                }
    expect(checked).toBe(128);
  });

  test("unless it must go somewhere: an account held to setting up two-step sign-in (decision 032) goes to its profile's two-step section", () => {
    expect(destinationAfterSignIn(user({ role: 'admin', mfaSetupRequired: true }))).toBe('/staff/profile#two-step');
    expect(
      destinationAfterSignIn(user({ hasProfile: true, permissions: { ...noFlags, canManageStaff: true }, mfaSetupRequired: true })),
    ).toBe('/staff/profile#two-step');
  });
});

describe('accountMenuEntries', () => {
  const none = { manageEvents: false, manageStaff: false, manageContent: false, manageMagazine: false, manageNewsletter: false };
  test('entries by permission; my profile enabled and my articles shown only for an active account', () => {
    expect(accountMenuEntries(user())).toEqual({ ...none, myArticles: true, profileEnabled: true });
    expect(accountMenuEntries(user({ role: 'admin' }))).toEqual({
      manageEvents: true,
      manageStaff: true,
      manageContent: true,
      manageMagazine: true,
      manageNewsletter: true,
      myArticles: true,
      profileEnabled: true,
    });
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canReviewProfiles: true } }))).toEqual({
      ...none,
      manageStaff: true,
      myArticles: true,
      profileEnabled: true,
    });
    // Issue 26: the site content's screen for its flag alone.
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canManageContent: true } }))).toEqual({
      ...none,
      manageContent: true,
      myArticles: true,
      profileEnabled: true,
    });
    // Issue 36: the magazine's editors' screen for its flag alone (issue 37: and the newsletter's).
    expect(accountMenuEntries(user({ permissions: { ...noFlags, canManageMagazine: true } }))).toEqual({
      ...none,
      manageMagazine: true,
      manageNewsletter: true,
      myArticles: true,
      profileEnabled: true,
    });
    expect(accountMenuEntries(user({ isActive: false, role: 'admin' }))).toEqual({
      ...none,
      myArticles: false,
      profileEnabled: false,
    });
    expect(accountMenuEntries(user({ isActive: false, permissions: { ...noFlags, canManageMagazine: true } }))).toEqual({
      ...none,
      myArticles: false,
      profileEnabled: false,
    });
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
