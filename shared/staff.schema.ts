// Staff accounts as staff managers see and change them (docs/product.md §3, §6, §7; issue 13): the list,
// the create and edit forms, and the batch actions. Validated alike by the dialogs and the
// procedures; messages are keys, translated by each side.
import { z } from 'zod';
import { accountIdentityFields, authLimits, emailAddress, newPassword, profileStatuses } from './auth.schema.js';
import { pageInfo, pagingFields } from './paging.js';
import { roles } from './permissions.js';

export const staffLimits = {
  usernameMin: authLimits.usernameMin,
  usernameMax: authLimits.usernameMax,
  displayOrderMax: 100_000,
  /** Ids in one batch action. */
  batchMax: 100,
  searchMax: 100,
} as const;

const staffId = z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' });

export const permissionFlags = z
  .object({
    canManageEvents: z.boolean({ error: 'validation.invalid' }).default(false),
    canReviewProfiles: z.boolean({ error: 'validation.invalid' }).default(false),
    canManageStaff: z.boolean({ error: 'validation.invalid' }).default(false),
    canManageContent: z
      .boolean({ error: 'validation.invalid' })
      .default(false)
      .meta({ description: 'Edits the society’s facts and texts (/admin/site); issue 26' }),
    canManageMagazine: z
      .boolean({ error: 'validation.invalid' })
      .default(false)
      .meta({ description: 'Reviews and publishes the magazine’s articles and manages its issues (an editor); issue 36' }),
  })
  .meta({ id: 'PermissionFlags', description: 'What a staff account may do beyond its own profile (admins may do everything)' });

/** The characters of a username: those a generated one has (it is also the team page address). */
export const usernamePattern = /^[A-Za-z0-9._-]+$/;

/** The username rule, as create-admin checks it and the `username` schema below (which trims first) says it. */
export function isUsername(text: string): boolean {
  return text.length >= staffLimits.usernameMin && text.length <= staffLimits.usernameMax && usernamePattern.test(text);
}

/** A username as staff managers type it: trimmed, then the username rule. */
export const username = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .min(staffLimits.usernameMin, { error: 'validation.username', abort: true })
  .max(staffLimits.usernameMax, { error: 'validation.username', abort: true })
  .regex(usernamePattern, { error: 'validation.username' })
  .meta({
    description: `${staffLimits.usernameMin} to ${staffLimits.usernameMax} letters, digits, dots, hyphens or underscores; unique without case`,
    example: 'li.hua',
  });

const email = emailAddress.meta({
  description: 'Any e-mail address (not only the university’s); unique without case',
  example: 'li.hua@example.com',
});

const displayOrder = z
  .number({ error: 'validation.displayOrder' })
  .int({ error: 'validation.displayOrder' })
  .min(0, { error: 'validation.displayOrder' })
  .max(staffLimits.displayOrderMax, { error: 'validation.displayOrder' })
  .default(0)
  .meta({ description: 'Lower appears first on the team page', example: 10 });

const accountFields = {
  username,
  email,
  role: z.enum(roles, { error: 'validation.role' }).default('staff').meta({ description: 'staff, or admin (only admins grant it)' }),
  permissions: permissionFlags.default({
    canManageEvents: false,
    canReviewProfiles: false,
    canManageStaff: false,
    canManageContent: false,
    canManageMagazine: false,
  }),
  isActive: z
    .boolean({ error: 'validation.invalid' })
    .default(true)
    .meta({ description: 'Inactive accounts can sign in but pass no permission and cannot edit their profile' }),
  displayOrder,
};

export const createStaffInput = z
  .object({
    ...accountFields,
    password: newPassword.meta({ description: 'The first password (at least 6 characters); tell it to the member' }),
  })
  .meta({ id: 'CreateStaffInput' });
export type CreateStaffInput = z.input<typeof createStaffInput>;

/** PUT replaces the account's editable fields; `password`, when given, resets it. */
export const updateStaffInput = z
  .object({
    id: staffId.meta({ description: 'The account’s id' }),
    ...accountFields,
    password: newPassword.optional().meta({ description: 'A new password, to reset it; leave out to keep the current one' }),
  })
  .meta({ id: 'UpdateStaffInput' });
export type UpdateStaffInput = z.input<typeof updateStaffInput>;

export const staffIdInput = z.object({ id: staffId.meta({ description: 'The account’s id' }) });

const ids = z
  .array(staffId, { error: 'validation.ids' })
  .min(1, { error: 'validation.ids' })
  .max(staffLimits.batchMax, { error: 'validation.idsTooMany' })
  .meta({ description: `Account ids, 1 to ${staffLimits.batchMax}; all are changed or none` });

export const staffIdsInput = z.object({ ids });
export type StaffIdsInput = z.input<typeof staffIdsInput>;

export const batchToggleInput = z.object({
  ids,
  isActive: z.boolean({ error: 'validation.invalid' }).meta({ description: 'true to activate, false to deactivate' }),
});
export type BatchToggleInput = z.input<typeof batchToggleInput>;

export const staffAccountStatuses = ['all', 'active', 'inactive'] as const;
export const staffRoleFilters = ['all', ...roles] as const;
export const profileStatusFilters = ['all', ...profileStatuses] as const;

export const listStaffInput = z
  .object({
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(staffLimits.searchMax, { error: 'validation.searchTooLong' })
      .optional()
      .meta({ description: 'Words in the username, e-mail or profile names' }),
    role: z.enum(staffRoleFilters, { error: 'validation.role' }).default('all'),
    status: z
      .enum(staffAccountStatuses, { error: 'validation.accountStatus' })
      .default('all')
      .meta({ description: 'Active, inactive or all accounts' }),
    profileStatus: z.enum(profileStatusFilters, { error: 'validation.profileStatus' }).default('all'),
    ...pagingFields,
  })
  .optional();
export type ListStaffInput = z.input<typeof listStaffInput>;

export const staffAccount = z
  .object({
    ...accountIdentityFields,
    displayOrder: z.number().int(),
    permissions: z.object({
      canManageEvents: z.boolean(),
      canReviewProfiles: z.boolean(),
      canManageStaff: z.boolean(),
      canManageContent: z.boolean(),
      canManageMagazine: z.boolean(),
    }),
    createdAt: z.iso.datetime(),
    lastLoginAt: z.iso.datetime().nullable(),
    profileStatus: z.enum(profileStatuses),
    nameEn: z.string().meta({ description: 'From the saved profile; empty without one' }),
    nameZh: z.string(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof staffAccount>;

export const listStaffOutput = z.object({ staff: z.array(staffAccount), ...pageInfo });
export const batchOutput = z.object({ count: z.number().int().min(0).meta({ description: 'Accounts changed' }) });
