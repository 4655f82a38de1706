import { expect, test } from 'vitest';
import { createStaffInput, updateStaffInput, type StaffAccount } from '../../../../shared/staff.schema';
import {
  accountBlock,
  breakPoints,
  createInputOf,
  deleteBlock,
  dialogLocks,
  permissionSummary,
  sameValues,
  selectableRows,
  selectAllState,
  selectBlock,
  selectionOnPage,
  updateInputOf,
  valuesOf,
} from './staff-form';

const noFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};
const account = (id: number, changes: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  username: `member${id}`,
  email: `member${id}@example.com`,
  role: 'staff',
  isActive: true,
  displayOrder: 5,
  permissions: noFlags,
  createdAt: '2026-11-22T10:00:00.000Z',
  lastLoginAt: null,
  profileStatus: 'new',
  nameEn: '',
  nameZh: '',
  ...changes,
});
const admin = { id: 1, role: 'admin' as const, isActive: true, permissions: noFlags };
const manager = {
  id: 2,
  role: 'staff' as const,
  isActive: true,
  permissions: { ...noFlags, canManageStaff: true, canReviewProfiles: true },
};

test('a new account starts as active staff with no flags and order 0; an existing one as it is', () => {
  expect(valuesOf(null)).toEqual({
    username: '',
    email: '',
    role: 'staff',
    permissions: noFlags,
    isActive: true,
    displayOrder: '0',
    password: '',
  });
  const values = valuesOf(
    account(7, { role: 'admin', isActive: false, displayOrder: 12, permissions: { ...noFlags, canManageEvents: true } }),
  );
  expect(values).toMatchObject({
    username: 'member7',
    role: 'admin',
    isActive: false,
    displayOrder: '12',
    password: '',
    permissions: { canManageEvents: true },
  });
});

test('the inputs pass the shared schemas; any e-mail domain; an empty display order is refused, not read as 0', () => {
  const values = { ...valuesOf(null), username: 'li.hua', email: 'li.hua@gmail.com', password: 'secret1', displayOrder: ' 3 ' };
  expect(createStaffInput.parse(createInputOf(values))).toMatchObject({
    username: 'li.hua',
    email: 'li.hua@gmail.com',
    displayOrder: 3,
    password: 'secret1',
  });
  const empty = createStaffInput.safeParse(createInputOf({ ...values, displayOrder: '' }));
  expect(empty.success).toBe(false);
  expect(empty.error?.issues[0]).toMatchObject({ path: ['displayOrder'], message: 'validation.displayOrder' });
  expect(createStaffInput.safeParse(createInputOf({ ...values, displayOrder: '1.5' })).success).toBe(false);
  expect(createStaffInput.safeParse(createInputOf({ ...values, password: '' })).error?.issues[0]?.message).toBe('validation.required');
});

test('an edit sends the password only when one was typed (a reset)', () => {
  const values = valuesOf(account(7));
  expect(updateInputOf(7, values)).not.toHaveProperty('password');
  expect(updateStaffInput.parse(updateInputOf(7, values))).toMatchObject({ id: 7, username: 'member7' });
  expect(updateInputOf(7, { ...values, password: 'newpass1' })).toMatchObject({ id: 7, password: 'newpass1' });
  expect(updateStaffInput.safeParse(updateInputOf(7, { ...values, password: 'short' })).error?.issues[0]?.message).toBe(
    'validation.passwordTooShort',
  );
});

test('changes are noticed, flags included', () => {
  const values = valuesOf(account(7));
  expect(sameValues(values, valuesOf(account(7)))).toBe(true);
  expect(sameValues(values, { ...values, permissions: { ...values.permissions, canManageStaff: true } })).toBe(false);
  expect(sameValues(values, { ...values, password: 'x' })).toBe(false);
  expect(sameValues(values, { ...values, isActive: false })).toBe(false);
});

test('admins change any account; other managers only staff accounts within their own flags', () => {
  expect(accountBlock(admin, account(9, { role: 'admin' }))).toBeNull();
  expect(accountBlock(manager, account(9, { role: 'admin' }))).toBe('adminOnly');
  expect(accountBlock(manager, account(9, { permissions: { ...noFlags, canManageEvents: true } }))).toBe('beyondOwn');
  expect(accountBlock(manager, account(9, { permissions: { ...noFlags, canReviewProfiles: true } }))).toBeNull();
  expect(deleteBlock(admin, account(1, { role: 'admin' }))).toBe('self');
  expect(deleteBlock(manager, account(2, { permissions: manager.permissions }))).toBe('self');
  expect(deleteBlock(admin, account(9))).toBeNull();
});

test('the dialog locks what the server refuses: own role, own deactivation, raising own flags, own password', () => {
  const self = dialogLocks(admin, account(1, { role: 'admin' }), 'admin');
  expect(self).toMatchObject({ role: 'selfRole', isActive: 'selfActive', password: 'selfPassword', adminOption: true });
  const other = dialogLocks(admin, account(9), 'staff');
  expect(other).toEqual({
    role: null,
    adminOption: true,
    isActive: null,
    password: null,
    flags: { canManageEvents: null, canReviewProfiles: null, canManageStaff: null, canManageContent: null, canManageMagazine: null },
  });
  // A manager editing their own account may lower a flag they hold but not raise one.
  const own = dialogLocks(manager, account(2, { permissions: manager.permissions }), 'staff');
  expect(own.flags).toEqual({
    canManageEvents: 'selfRaise',
    canReviewProfiles: null,
    canManageStaff: null,
    canManageContent: 'selfRaise',
    canManageMagazine: 'selfRaise',
  });
  // An inactive own account (an admin reactivating themself is not a deactivation).
  expect(dialogLocks(admin, account(1, { role: 'admin', isActive: false }), 'admin').isActive).toBeNull();
});

test('a manager who is not an admin grants only flags they hold, and no admin role', () => {
  const locks = dialogLocks(manager, null, 'staff');
  expect(locks.adminOption).toBe(false);
  expect(locks.flags).toEqual({
    canManageEvents: 'grantBeyondOwn',
    canReviewProfiles: null,
    canManageStaff: null,
    canManageContent: 'grantBeyondOwn',
    canManageMagazine: 'grantBeyondOwn',
  });
  expect(dialogLocks(admin, null, 'admin').flags.canManageEvents).toBe('adminHasAll');
});

test('the list’s permission labels: every permission for an admin, none for plain staff', () => {
  expect(permissionSummary({ role: 'admin', permissions: noFlags })).toBe('all');
  expect(permissionSummary({ role: 'staff', permissions: noFlags })).toEqual([]);
  expect(permissionSummary({ role: 'staff', permissions: { ...noFlags, canManageStaff: true, canManageEvents: true } })).toEqual([
    'canManageEvents',
    'canManageStaff',
  ]);
});

test('selection: only rows in sight count, and the select-all box is none, some or all', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  expect(selectionOnPage(new Set([2, 9]), rows)).toEqual([2]);
  expect(selectAllState(new Set(), rows)).toBe('none');
  expect(selectAllState(new Set([9]), rows)).toBe('none');
  expect(selectAllState(new Set([1, 3]), rows)).toBe('some');
  expect(selectAllState(new Set([1, 2, 3]), rows)).toBe('all');
});

test('a batch never takes one’s own account: select-all skips it, and what blocks an account blocks its row too', () => {
  const own = account(1, { role: 'admin' });
  const rows = [own, account(3), account(4, { role: 'admin' }), account(5, { permissions: { ...noFlags, canManageEvents: true } })];
  expect(selectBlock(admin, own)).toBe('self');
  expect(selectBlock(admin, rows[1]!)).toBeNull();
  expect(selectableRows(admin, rows).map((row) => row.id)).toEqual([3, 4, 5]);
  // A staff manager: not their own row, not an admin, not one with a flag they lack.
  const managerRows = [account(2, { permissions: manager.permissions }), ...rows];
  expect(selectBlock(manager, managerRows[0]!)).toBe('self');
  expect(selectBlock(manager, rows[2]!)).toBe('adminOnly');
  expect(selectBlock(manager, rows[3]!)).toBe('beyondOwn');
  expect(selectableRows(manager, managerRows).map((row) => row.id)).toEqual([3]);
  // Every selectable row selected is "all", though the own row is not.
  expect(selectAllState(new Set([3, 4, 5]), selectableRows(admin, rows))).toBe('all');
});

test('usernames and e-mails break only before "@" and dots', () => {
  expect(breakPoints('averyverylongname.person@mail.utoronto.ca')).toEqual(['averyverylongname', '.person', '@mail', '.utoronto', '.ca']);
  expect(breakPoints('chief')).toEqual(['chief']);
  expect(breakPoints('.odd..name@')).toEqual(['.odd', '.', '.name', '@']);
  expect(breakPoints('').join('')).toBe('');
});
