import { describe, expect, test } from 'vitest';
import {
  hasPermission,
  isAdmin,
  mayOpenPage,
  permissionNames,
  staffTabPermission,
  staffTabs,
  visibleStaffTabs,
  type PermissionSubject,
} from './permissions.js';

const none = { canManageEvents: false, canReviewProfiles: false, canManageStaff: false, canManageContent: false, canManageMagazine: false };
const staff = (flags: Partial<typeof none> = {}, isActive = true): PermissionSubject => ({
  role: 'staff',
  isActive,
  permissions: { ...none, ...flags },
});
const admin: PermissionSubject = { role: 'admin', isActive: true, permissions: none };

describe('hasPermission', () => {
  test('admin passes every known permission, without flags', () => {
    for (const p of permissionNames) expect(hasPermission(admin, p)).toBe(true);
  });
  test('staff pass by their flag only', () => {
    expect(hasPermission(staff({ canManageEvents: true }), 'manageEvents')).toBe(true);
    expect(hasPermission(staff({ canManageEvents: true }), 'manageStaff')).toBe(false);
    expect(hasPermission(staff({ canReviewProfiles: true }), 'reviewProfiles')).toBe(true);
    expect(hasPermission(staff({ canManageStaff: true }), 'manageStaff')).toBe(true);
    expect(hasPermission(staff(), 'manageEvents')).toBe(false);
    expect(hasPermission(staff(), 'accessAdmin')).toBe(false);
    expect(hasPermission(staff({ canReviewProfiles: true }), 'accessAdmin')).toBe(true);
  });
  test('unknown permission, no user and inactive accounts are denied', () => {
    expect(hasPermission(admin, 'deleteEverything')).toBe(false);
    expect(hasPermission(null, 'manageEvents')).toBe(false);
    expect(hasPermission(undefined, 'manageEvents')).toBe(false);
    expect(hasPermission(staff({ canManageEvents: true }, false), 'manageEvents')).toBe(false);
    expect(hasPermission({ ...admin, isActive: false }, 'manageEvents')).toBe(false);
  });
  test('isAdmin only for role admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(staff({ canManageStaff: true }))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('visibleStaffTabs', () => {
  test('each tab shows only with its permission: staff and applications with manageStaff, reviews with reviewProfiles', () => {
    expect(visibleStaffTabs(admin)).toEqual(['staff', 'reviews', 'applications']);
    expect(visibleStaffTabs(staff({ canManageStaff: true }))).toEqual(['staff', 'applications']);
    expect(visibleStaffTabs(staff({ canReviewProfiles: true }))).toEqual(['reviews']);
    expect(visibleStaffTabs(staff({ canManageEvents: true }))).toEqual([]);
    expect(visibleStaffTabs({ ...admin, isActive: false })).toEqual([]);
    expect(visibleStaffTabs(null)).toEqual([]);
  });
  test('every tab names a permission, in the order the page shows them', () => {
    expect(Object.keys(staffTabPermission)).toEqual([...staffTabs]);
    expect(staffTabPermission).toEqual({ staff: 'manageStaff', reviews: 'reviewProfiles', applications: 'manageStaff' });
  });
});

describe('mayOpenPage', () => {
  test('/admin/events needs manageEvents', () => {
    expect(mayOpenPage('adminEvents', staff({ canManageEvents: true }))).toBe(true);
    expect(mayOpenPage('adminEvents', staff({ canManageStaff: true }))).toBe(false);
    expect(mayOpenPage('adminEvents', admin)).toBe(true);
  });

  test('/admin/staff needs manageStaff or reviewProfiles', () => {
    expect(mayOpenPage('adminStaff', staff({ canManageStaff: true }))).toBe(true);
    expect(mayOpenPage('adminStaff', staff({ canReviewProfiles: true }))).toBe(true);
    expect(mayOpenPage('adminStaff', staff({ canManageEvents: true }))).toBe(false);
  });

  test('/staff/profile needs only a signed-in user; an inactive account passes no permission', () => {
    expect(mayOpenPage('staffProfile', staff({}, false))).toBe(true);
    expect(mayOpenPage('adminStaff', { ...admin, isActive: false })).toBe(false);
  });

  test('every account: /admin/staff exactly when a tab shows, and an admin page exactly when accessAdmin holds', () => {
    const bools = [false, true];
    let checked = 0;
    for (const role of ['staff', 'admin'] as const)
      for (const isActive of bools)
        for (const canManageEvents of bools)
          for (const canReviewProfiles of bools)
            for (const canManageStaff of bools)
              for (const canManageContent of bools)
                for (const canManageMagazine of bools) {
                  const user: PermissionSubject = {
                    role,
                    isActive,
                    permissions: { canManageEvents, canReviewProfiles, canManageStaff, canManageContent, canManageMagazine },
                  };
                  const label = JSON.stringify(user);
                  expect(mayOpenPage('adminStaff', user), label).toBe(visibleStaffTabs(user).length > 0);
                  expect(mayOpenPage('adminStaff', user), label).toBe(
                    isActive && (role === 'admin' || canManageStaff || canReviewProfiles),
                  );
                  expect(hasPermission(user, 'manageContent'), label).toBe(isActive && (role === 'admin' || canManageContent));
                  // Decision 037: editing the site's content opens the admin area too.
                  expect(mayOpenPage('adminSite', user), label).toBe(isActive && (role === 'admin' || canManageContent));
                  expect(hasPermission(user, 'manageMagazine'), label).toBe(isActive && (role === 'admin' || canManageMagazine));
                  expect(
                    mayOpenPage('adminEvents', user) ||
                      mayOpenPage('adminStaff', user) ||
                      mayOpenPage('adminSite', user) ||
                      mayOpenPage('adminMagazine', user),
                    label,
                  ).toBe(hasPermission(user, 'accessAdmin'));
                  expect(mayOpenPage('staffProfile', user), label).toBe(true);
                  expect(mayOpenPage('adminMagazine', user), label).toBe(isActive && (role === 'admin' || canManageMagazine));
                  // Decision 050: the newsletter is the magazine's editors'.
                  expect(mayOpenPage('adminNewsletter', user), label).toBe(isActive && (role === 'admin' || canManageMagazine));
                  // Any active member writes for the magazine.
                  expect(mayOpenPage('staffArticles', user), label).toBe(isActive);
                  checked++;
                }
    expect(checked).toBe(128);
  });
});
