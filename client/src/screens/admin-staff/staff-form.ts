// The account dialog's values and the input they make, and what the screen disables because the
// server would refuse it (shared/staff-rules.ts, docs/decisions/020), each with the reason shown
// beside it. Pure, so the rules are tested without a browser.
import type { PermissionFlags, Role } from '../../../../shared/permissions';
import { canGrant, canManageAccount, type StaffActor, type StaffTarget } from '../../../../shared/staff-rules';
import type { CreateStaffInput, StaffAccount, UpdateStaffInput } from '../../../../shared/staff.schema';

export const flagNames = ['canManageEvents', 'canReviewProfiles', 'canManageStaff', 'canManageContent', 'canManageMagazine'] as const;
export type FlagName = (typeof flagNames)[number];

/** The dialog's fields in the order they are shown (the form hook focuses the first with an error). */
export const formFields = ['username', 'email', 'role', 'permissions', 'isActive', 'displayOrder', 'password'] as const;
export type FormField = (typeof formFields)[number];

export interface StaffFormValues {
  username: string;
  email: string;
  role: Role;
  permissions: PermissionFlags;
  isActive: boolean;
  /** As typed: the schema words a missing or broken number. */
  displayOrder: string;
  password: string;
}

const noFlags: PermissionFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};

export function valuesOf(account: StaffAccount | null): StaffFormValues {
  return {
    username: account?.username ?? '',
    email: account?.email ?? '',
    role: account?.role ?? 'staff',
    permissions: { ...(account?.permissions ?? noFlags) },
    isActive: account?.isActive ?? true,
    displayOrder: String(account?.displayOrder ?? 0),
    password: '',
  };
}

/** The display order as a number; empty or not a number gives NaN, which the schema refuses in its own words. */
function orderOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

export function createInputOf(values: StaffFormValues): CreateStaffInput {
  return {
    username: values.username,
    email: values.email,
    role: values.role,
    permissions: { ...values.permissions },
    isActive: values.isActive,
    displayOrder: orderOf(values.displayOrder),
    password: values.password,
  };
}

/** PUT replaces every editable field; the password only when one was typed (a reset). */
export function updateInputOf(id: number, values: StaffFormValues): UpdateStaffInput {
  const { password, ...rest } = createInputOf(values);
  return { id, ...rest, ...(password ? { password } : {}) };
}

export function sameValues(a: StaffFormValues, b: StaffFormValues): boolean {
  return (
    a.username === b.username &&
    a.email === b.email &&
    a.role === b.role &&
    flagNames.every((flag) => a.permissions[flag] === b.permissions[flag]) &&
    a.isActive === b.isActive &&
    a.displayOrder === b.displayOrder &&
    a.password === b.password
  );
}

/** Why an actor may not change or delete an account at all (null: they may). */
export type AccountBlock = 'adminOnly' | 'beyondOwn' | null;

export function accountBlock(actor: StaffActor, target: StaffTarget): AccountBlock {
  if (canManageAccount(actor, target)) return null;
  return target.role === 'admin' ? 'adminOnly' : 'beyondOwn';
}

/** Why the actor may not delete this account (null: they may, as far as the client can tell). */
export type DeleteBlock = AccountBlock | 'self';

export function deleteBlock(actor: StaffActor, target: StaffTarget): DeleteBlock {
  if (actor.id === target.id) return 'self';
  return accountBlock(actor, target);
}

/** Why a control of the dialog is locked: the self guards, or what a non-admin may grant. */
export type LockReason = 'selfRole' | 'selfActive' | 'selfRaise' | 'grantBeyondOwn' | 'adminHasAll' | null;

export interface DialogLocks {
  /** The role select: locked for oneself; the admin option only for admins. */
  role: LockReason;
  adminOption: boolean;
  flags: Record<FlagName, LockReason>;
  isActive: LockReason;
  /** Resetting one's own password happens in Change password, with the current one. */
  password: 'selfPassword' | null;
}

/**
 * What the dialog lets the actor change for this account (`target` null: a new one) with the
 * values as they stand: `role` is the role chosen in the dialog (an admin holds every flag, so
 * its flags are moot).
 */
export function dialogLocks(actor: StaffActor, target: StaffTarget | null, role: Role): DialogLocks {
  const self = target !== null && actor.id === target.id;
  const adminOption = actor.role === 'admin';
  const flags = Object.fromEntries(
    flagNames.map((flag): [FlagName, LockReason] => {
      if (role === 'admin') return [flag, 'adminHasAll'];
      // Lowering one's own flag is allowed; raising it is not.
      if (self && !target.permissions[flag]) return [flag, 'selfRaise'];
      if (!canGrant(actor, 'staff', { ...noFlags, [flag]: true })) return [flag, 'grantBeyondOwn'];
      return [flag, null];
    }),
  ) as Record<FlagName, LockReason>;
  return {
    role: self ? 'selfRole' : null,
    adminOption,
    flags,
    isActive: self && target.isActive ? 'selfActive' : null,
    password: self ? 'selfPassword' : null,
  };
}

/** The flag labels an account's list row shows; 'all' for an admin, [] for no special permissions. */
export function permissionSummary(account: Pick<StaffAccount, 'role' | 'permissions'>): 'all' | FlagName[] {
  if (account.role === 'admin') return 'all';
  return flagNames.filter((flag) => account.permissions[flag]);
}

/**
 * Why a row cannot be selected for a batch (null: it can): what blocks the account itself, or that
 * it is the actor's own, which a batch may neither deactivate nor delete (issue 21, item 16:
 * "Select all" took it in, and a deactivation of everyone failed as a whole).
 */
export type SelectBlock = AccountBlock | 'self';

export function selectBlock(actor: StaffActor, target: StaffTarget): SelectBlock {
  if (actor.id === target.id) return 'self';
  return accountBlock(actor, target);
}

/** The rows of the page a batch may take: what "Select all" selects. */
export function selectableRows<R extends StaffTarget>(actor: StaffActor, rows: readonly R[]): R[] {
  return rows.filter((row) => selectBlock(actor, row) === null);
}

/** The selected ids still on the page shown (a selection never reaches rows out of sight). */
export function selectionOnPage(selected: ReadonlySet<number>, rows: readonly { id: number }[]): number[] {
  return rows.filter((row) => selected.has(row.id)).map((row) => row.id);
}

/** The state of the "select all on this page" box, over the rows it selects (`selectableRows`). */
export function selectAllState(selected: ReadonlySet<number>, rows: readonly { id: number }[]): 'none' | 'some' | 'all' {
  const count = selectionOnPage(selected, rows).length;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/**
 * A username or an e-mail cut where a line may break: before each "@" and dot, so a long address
 * wraps as "li.hua" / "@mail" / ".utoronto.ca", never mid-word (issue 21, item 20).
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?=[@.])/).filter((part) => part !== '');
}
