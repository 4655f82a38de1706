import { describe, expect, test } from 'vitest';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { adminStaffCopy } from './admin-staff.copy';

describe('the name of staff management', () => {
  // Issue 21, item 17: the user menu said 人员管理 and the page 成员管理. docs/product.md calls the people
  // "staff members", and the screen calls the role 成员: one term, 成员管理, everywhere.
  test('the user menu names the screen as its title does, in both languages', () => {
    expect(en['account.manageStaff']).toBe(adminStaffCopy.en.title);
    expect(zh['account.manageStaff']).toBe(adminStaffCopy.zh.title);
    expect(zh['account.manageStaff']).toBe('成员管理');
  });
});
