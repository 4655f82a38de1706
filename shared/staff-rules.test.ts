// The staff rules of docs/decisions/020, case by case: each test names the rule it pins, and
// together they fail on any single change of a condition, a comparison or a name in the file.
import { describe, expect, test } from 'vitest';
import type { PermissionFlags, Role } from './permissions.js';
import {
  canGrant,
  canManageAccount,
  createRefusal,
  flagsWithin,
  mayReviewProfile,
  selfRefusal,
  staffChangeRefusal,
  takesAwayActiveAdmin,
  type StaffActor,
  type StaffChange,
  type StaffTarget,
} from './staff-rules.js';

const none: PermissionFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};
const flagNames = Object.keys(none) as Array<keyof PermissionFlags>;
const only = (name: keyof PermissionFlags): PermissionFlags => ({ ...none, [name]: true });
const all: PermissionFlags = {
  canManageEvents: true,
  canReviewProfiles: true,
  canManageStaff: true,
  canManageContent: true,
  canManageMagazine: true,
};
/** Every combination of the five flags. */
const everyFlagSet: PermissionFlags[] = Array.from({ length: 32 }, (_, bits) => ({
  canManageEvents: (bits & 1) > 0,
  canReviewProfiles: (bits & 2) > 0,
  canManageStaff: (bits & 4) > 0,
  canManageContent: (bits & 8) > 0,
  canManageMagazine: (bits & 16) > 0,
}));

const actor = (role: Role, permissions: Partial<PermissionFlags> = {}, isActive = true, id = 1): StaffActor => ({
  id,
  role,
  isActive,
  permissions: { ...none, ...permissions },
});
const target = (role: Role, permissions: Partial<PermissionFlags> = {}, isActive = true, id = 2): StaffTarget => ({
  id,
  role,
  isActive,
  permissions: { ...none, ...permissions },
});
const admin = actor('admin');
const manager = actor('staff', { canManageStaff: true });
const edit = (of: StaffTarget, change: Partial<Omit<Extract<StaffChange, { kind: 'update' }>, 'kind'>> = {}): StaffChange => ({
  kind: 'update',
  role: of.role,
  isActive: of.isActive,
  permissions: of.permissions,
  ...change,
});
const remove: StaffChange = { kind: 'delete' };

describe('flagsWithin', () => {
  test('true exactly when every flag of the inner set is in the outer one', () => {
    for (const inner of everyFlagSet) {
      for (const outer of everyFlagSet) {
        const expected = flagNames.every((name) => !inner[name] || outer[name]);
        expect(flagsWithin(inner, outer), `${JSON.stringify(inner)} within ${JSON.stringify(outer)}`).toBe(expected);
      }
    }
  });
  test('each flag on its own counts', () => {
    for (const name of flagNames) {
      expect(flagsWithin(only(name), none), name).toBe(false);
      expect(flagsWithin(only(name), only(name)), name).toBe(true);
      expect(flagsWithin(none, only(name)), name).toBe(true);
      for (const other of flagNames.filter((n) => n !== name))
        expect(flagsWithin(only(name), only(other)), `${name} in ${other}`).toBe(false);
    }
    expect(flagsWithin(all, all)).toBe(true);
    expect(flagsWithin(none, none)).toBe(true);
  });
});

describe('canManageAccount', () => {
  test('admins manage every account, admin or staff, whatever its flags', () => {
    for (const flags of everyFlagSet) {
      expect(canManageAccount(admin, target('staff', flags))).toBe(true);
      expect(canManageAccount(admin, target('admin', flags))).toBe(true);
    }
  });
  test('a staff manager manages staff accounts whose flags they hold, never an admin account', () => {
    const events = actor('staff', { canManageStaff: true, canManageEvents: true });
    expect(canManageAccount(events, target('staff'))).toBe(true);
    expect(canManageAccount(events, target('staff', { canManageEvents: true }))).toBe(true);
    expect(canManageAccount(events, target('staff', { canManageStaff: true }))).toBe(true);
    expect(canManageAccount(events, target('staff', { canReviewProfiles: true }))).toBe(false);
    expect(canManageAccount(events, target('admin'))).toBe(false);
    expect(canManageAccount(actor('staff', all), target('admin'))).toBe(false);
    expect(canManageAccount(actor('staff', all), target('staff', all))).toBe(true);
  });
  test('nobody without manageStaff manages anything: no flag, other flags, or inactive (admin too)', () => {
    expect(canManageAccount(actor('staff'), target('staff'))).toBe(false);
    expect(canManageAccount(actor('staff', { canManageEvents: true, canReviewProfiles: true }), target('staff'))).toBe(false);
    expect(canManageAccount(actor('staff', { canManageStaff: true }, false), target('staff'))).toBe(false);
    expect(canManageAccount(actor('admin', {}, false), target('staff'))).toBe(false);
  });
});

describe('canGrant', () => {
  test('admins grant either role with any flags', () => {
    for (const flags of everyFlagSet) {
      expect(canGrant(admin, 'admin', flags)).toBe(true);
      expect(canGrant(admin, 'staff', flags)).toBe(true);
    }
  });
  test('a staff manager grants the staff role with flags they hold, never the admin role', () => {
    const reviewer = actor('staff', { canManageStaff: true, canReviewProfiles: true });
    expect(canGrant(reviewer, 'staff', none)).toBe(true);
    expect(canGrant(reviewer, 'staff', only('canReviewProfiles'))).toBe(true);
    expect(canGrant(reviewer, 'staff', only('canManageStaff'))).toBe(true);
    expect(canGrant(reviewer, 'staff', only('canManageEvents'))).toBe(false);
    expect(canGrant(reviewer, 'admin', none)).toBe(false);
    expect(canGrant(actor('staff', all), 'admin', none)).toBe(false);
  });
  test('nobody without manageStaff grants anything', () => {
    expect(canGrant(actor('staff'), 'staff', none)).toBe(false);
    expect(canGrant(actor('staff', { canManageEvents: true }), 'staff', none)).toBe(false);
    expect(canGrant(actor('admin', {}, false), 'staff', none)).toBe(false);
  });
});

describe('takesAwayActiveAdmin', () => {
  const activeAdmin = target('admin');
  test('an active admin deleted, deactivated or demoted', () => {
    expect(takesAwayActiveAdmin(activeAdmin, remove)).toBe(true);
    expect(takesAwayActiveAdmin(activeAdmin, edit(activeAdmin, { isActive: false }))).toBe(true);
    expect(takesAwayActiveAdmin(activeAdmin, edit(activeAdmin, { role: 'staff' }))).toBe(true);
  });
  test('not an edit that keeps an active admin an active admin', () => {
    expect(takesAwayActiveAdmin(activeAdmin, edit(activeAdmin))).toBe(false);
    expect(takesAwayActiveAdmin(activeAdmin, edit(activeAdmin, { permissions: all, passwordReset: true }))).toBe(false);
  });
  test('never for a staff account or an inactive admin', () => {
    expect(takesAwayActiveAdmin(target('staff', all), remove)).toBe(false);
    expect(takesAwayActiveAdmin(target('staff'), edit(target('staff'), { isActive: false }))).toBe(false);
    expect(takesAwayActiveAdmin(target('admin', {}, false), remove)).toBe(false);
    expect(takesAwayActiveAdmin(target('admin', {}, false), edit(target('admin', {}, false), { role: 'staff' }))).toBe(false);
  });
});

describe('selfRefusal', () => {
  const me = (role: Role, permissions: Partial<PermissionFlags> = {}, isActive = true) => target(role, permissions, isActive, 1);
  test('only one’s own account: another account with the same fields is not refused here', () => {
    const other = target('admin');
    expect(selfRefusal(admin, other, remove)).toBeNull();
    expect(selfRefusal(admin, other, edit(other, { isActive: false, role: 'staff', permissions: all, passwordReset: true }))).toBeNull();
  });
  test('no deleting, deactivating or demoting oneself', () => {
    expect(selfRefusal(admin, me('admin'), remove)).toBe('selfDelete');
    expect(selfRefusal(manager, me('staff', { canManageStaff: true }), remove)).toBe('selfDelete');
    expect(selfRefusal(admin, me('admin'), edit(me('admin'), { isActive: false }))).toBe('selfDeactivate');
    expect(selfRefusal(admin, me('admin'), edit(me('admin'), { role: 'staff' }))).toBe('selfDemote');
    // Deactivation is named first when both come at once.
    expect(selfRefusal(admin, me('admin'), edit(me('admin'), { role: 'staff', isActive: false }))).toBe('selfDeactivate');
  });
  test('an inactive account "deactivated" again is no deactivation', () => {
    const inactive = me('staff', {}, false);
    expect(selfRefusal(actor('staff', {}, false), inactive, edit(inactive))).toBeNull();
  });
  test('no raising one’s own role or flags; lowering flags is allowed', () => {
    const self = me('staff', { canManageStaff: true });
    expect(selfRefusal(manager, self, edit(self, { role: 'admin' }))).toBe('selfRaise');
    for (const name of flagNames.filter((n) => n !== 'canManageStaff')) {
      expect(selfRefusal(manager, self, edit(self, { permissions: { ...self.permissions, [name]: true } })), name).toBe('selfRaise');
    }
    expect(selfRefusal(manager, self, edit(self, { permissions: none }))).toBeNull();
    expect(selfRefusal(admin, me('admin'), edit(me('admin'), { permissions: only('canManageEvents') }))).toBe('selfRaise');
    expect(selfRefusal(manager, self, edit(self))).toBeNull();
  });
  test('no resetting one’s own password here', () => {
    const self = me('staff', { canManageStaff: true });
    expect(selfRefusal(manager, self, edit(self, { passwordReset: true }))).toBe('selfPassword');
    expect(selfRefusal(manager, self, edit(self, { passwordReset: false }))).toBeNull();
  });
});

describe('staffChangeRefusal', () => {
  const plenty = 5;
  test('the actor’s own right first: inactive, or no manageStaff', () => {
    const other = target('staff');
    expect(staffChangeRefusal(actor('admin', {}, false), other, remove, plenty)).toBe('inactive');
    expect(staffChangeRefusal(actor('staff', { canManageStaff: true }, false), other, remove, plenty)).toBe('inactive');
    expect(staffChangeRefusal(actor('staff', { canManageEvents: true, canReviewProfiles: true }), other, remove, plenty)).toBe('forbidden');
    expect(staffChangeRefusal(actor('staff', { canManageEvents: true }), other, edit(other), plenty)).toBe('forbidden');
  });
  test('a staff manager may not touch an admin account or one with a flag they lack', () => {
    expect(staffChangeRefusal(manager, target('admin'), edit(target('admin')), plenty)).toBe('adminOnlyRole');
    expect(staffChangeRefusal(manager, target('admin'), remove, 0)).toBe('adminOnlyRole');
    expect(staffChangeRefusal(manager, target('staff', { canManageEvents: true }), remove, plenty)).toBe('accountBeyondOwn');
    expect(
      staffChangeRefusal(
        manager,
        target('staff', { canReviewProfiles: true }),
        edit(target('staff', { canReviewProfiles: true }), { permissions: none }),
        plenty,
      ),
    ).toBe('accountBeyondOwn');
  });
  test('the last active admin stays: refused when none would be left, even to oneself', () => {
    const other = target('admin');
    expect(staffChangeRefusal(admin, other, remove, 0)).toBe('lastAdmin');
    expect(staffChangeRefusal(admin, other, remove, -1)).toBe('lastAdmin');
    expect(staffChangeRefusal(admin, other, remove, 1)).toBeNull();
    expect(staffChangeRefusal(admin, other, edit(other, { isActive: false }), 0)).toBe('lastAdmin');
    expect(staffChangeRefusal(admin, other, edit(other, { role: 'staff' }), 0)).toBe('lastAdmin');
    const self = target('admin', {}, true, 1);
    expect(staffChangeRefusal(admin, self, remove, 0)).toBe('lastAdmin');
    expect(staffChangeRefusal(admin, self, remove, 1)).toBe('selfDelete');
    // A change that takes no admin away is never the last admin's, whatever the count.
    expect(staffChangeRefusal(admin, other, edit(other, { permissions: all, passwordReset: true }), 0)).toBeNull();
    expect(staffChangeRefusal(admin, target('staff'), remove, 0)).toBeNull();
  });
  test('then the self guards', () => {
    const self = target('admin', {}, true, 1);
    expect(staffChangeRefusal(admin, self, edit(self, { role: 'staff' }), plenty)).toBe('selfDemote');
    expect(staffChangeRefusal(admin, self, edit(self, { passwordReset: true }), plenty)).toBe('selfPassword');
    const managerSelf = target('staff', { canManageStaff: true }, true, 1);
    // Raising one's own flags is the self guard's refusal, not the grant rule's.
    expect(staffChangeRefusal(manager, managerSelf, edit(managerSelf, { permissions: all }), plenty)).toBe('selfRaise');
    expect(staffChangeRefusal(manager, managerSelf, edit(managerSelf, { role: 'admin' }), plenty)).toBe('selfRaise');
    expect(staffChangeRefusal(manager, managerSelf, edit(managerSelf, { permissions: none }), plenty)).toBeNull();
  });
  test('then what may be granted: only admins the admin role; others only flags they hold', () => {
    const staff = target('staff');
    expect(staffChangeRefusal(manager, staff, edit(staff, { role: 'admin' }), plenty)).toBe('adminOnlyRole');
    expect(staffChangeRefusal(manager, staff, edit(staff, { permissions: only('canManageEvents') }), plenty)).toBe('grantBeyondOwn');
    expect(staffChangeRefusal(manager, staff, edit(staff, { permissions: only('canManageStaff') }), plenty)).toBeNull();
    expect(staffChangeRefusal(manager, staff, edit(staff, { isActive: false, passwordReset: true }), plenty)).toBeNull();
    expect(staffChangeRefusal(manager, staff, remove, plenty)).toBeNull();
    expect(staffChangeRefusal(admin, staff, edit(staff, { role: 'admin', permissions: all }), plenty)).toBeNull();
    expect(staffChangeRefusal(admin, target('admin'), edit(target('admin'), { role: 'staff' }), 1)).toBeNull();
  });
});

describe('createRefusal', () => {
  test('admins create any account; staff managers staff accounts with flags they hold', () => {
    expect(createRefusal(admin, 'admin', all)).toBeNull();
    expect(createRefusal(manager, 'staff', only('canManageStaff'))).toBeNull();
    expect(createRefusal(manager, 'staff', none)).toBeNull();
    expect(createRefusal(manager, 'admin', none)).toBe('adminOnlyRole');
    expect(createRefusal(manager, 'staff', only('canReviewProfiles'))).toBe('grantBeyondOwn');
  });
  test('nobody else creates one', () => {
    expect(createRefusal(actor('admin', {}, false), 'staff', none)).toBe('inactive');
    expect(createRefusal(actor('staff', { canManageEvents: true }), 'staff', none)).toBe('forbidden');
  });
});

describe('mayReviewProfile', () => {
  test('a reviewer reviews any profile but their own', () => {
    const reviewer = actor('staff', { canReviewProfiles: true }, true, 7);
    expect(mayReviewProfile(reviewer, 8)).toBe(true);
    expect(mayReviewProfile(reviewer, 7)).toBe(false);
    // Whatever flags they hold: a staff manager is no admin.
    expect(mayReviewProfile(actor('staff', all, true, 7), 7)).toBe(false);
  });

  test('an admin reviews their own profile too', () => {
    expect(mayReviewProfile(actor('admin', {}, true, 7), 7)).toBe(true);
    expect(mayReviewProfile(actor('admin', {}, true, 7), 8)).toBe(true);
  });
});
