import { describe, expect, test } from 'vitest';
import { hasAnyFlag, hasPermission, isAdmin, permissionNames, type PermissionSubject } from './permissions.js';

const none = { canManageEvents: false, canReviewProfiles: false, canManageStaff: false };
const staff = (flags: Partial<typeof none> = {}, isActive = true): PermissionSubject => ({ role: 'staff', isActive, permissions: { ...none, ...flags } });
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

describe('hasAnyFlag', () => {
  test('true with any one flag, false with none (the "no special permissions" case)', () => {
    expect(hasAnyFlag(staff())).toBe(false);
    expect(hasAnyFlag(staff({ canManageEvents: true }))).toBe(true);
    expect(hasAnyFlag(staff({ canReviewProfiles: true }))).toBe(true);
    expect(hasAnyFlag(staff({ canManageStaff: true }))).toBe(true);
  });
});
