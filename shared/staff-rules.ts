// Who may change which staff account, and how (issue 13; docs/decisions/020). Written once: the
// server enforces these, the staff screen disables what they refuse.
import { type PermissionFlags, type PermissionSubject, type Role, hasPermission, isAdmin } from './permissions.js';

export interface StaffActor extends PermissionSubject {
  id: number;
}

export interface StaffTarget {
  id: number;
  role: Role;
  isActive: boolean;
  permissions: PermissionFlags;
}

const flagNames = ['canManageEvents', 'canReviewProfiles', 'canManageStaff', 'canManageContent', 'canManageMagazine'] as const;

/** Every flag `inner` holds, `outer` holds too. */
export function flagsWithin(inner: PermissionFlags, outer: PermissionFlags): boolean {
  return flagNames.every((name) => !inner[name] || outer[name]);
}

/**
 * Whether the actor may change or delete this account at all: admins may change any; other staff
 * managers only staff accounts holding no flag they lack themselves (else resetting its password
 * would hand them that flag).
 */
export function canManageAccount(actor: StaffActor, target: StaffTarget): boolean {
  if (!hasPermission(actor, 'manageStaff')) return false;
  if (actor.role === 'admin') return true;
  return target.role !== 'admin' && flagsWithin(target.permissions, actor.permissions);
}

/** Whether the actor may give an account this role and these flags: admins any; others staff with flags they hold. */
export function canGrant(actor: StaffActor, role: Role, permissions: PermissionFlags): boolean {
  if (!hasPermission(actor, 'manageStaff')) return false;
  if (actor.role === 'admin') return true;
  return role === 'staff' && flagsWithin(permissions, actor.permissions);
}

/** What a staff manager does to an account: delete it, or give it these fields (an edit, an activation). */
export type StaffChange =
  | { kind: 'delete' }
  | { kind: 'update'; role: Role; isActive: boolean; permissions: PermissionFlags /** A new password is set. */; passwordReset?: boolean };

/**
 * Why a change is refused, named as its message (`errors.<refusal>`): the actor's own right
 * (`forbidden`, `inactive`), the last active admin, the self guards, then the admin-only and
 * within-own-flags rules.
 */
export type StaffRefusal =
  | 'forbidden'
  | 'inactive'
  | 'lastAdmin'
  | 'selfDelete'
  | 'selfDeactivate'
  | 'selfDemote'
  | 'selfRaise'
  | 'selfPassword'
  | 'adminOnlyRole'
  | 'accountBeyondOwn'
  | 'grantBeyondOwn';

/** Whether the change leaves this account no longer an active admin: deleted, deactivated or demoted. */
export function takesAwayActiveAdmin(target: StaffTarget, change: StaffChange): boolean {
  if (target.role !== 'admin' || !target.isActive) return false;
  return change.kind === 'delete' || change.role !== 'admin' || !change.isActive;
}

/**
 * Why the actor may not make this change to their own account, or null (null too for another
 * account). Lowering one's own flags is allowed; raising them, one's role included, is not.
 */
export function selfRefusal(actor: StaffActor, target: StaffTarget, change: StaffChange): StaffRefusal | null {
  if (actor.id !== target.id) return null;
  if (change.kind === 'delete') return 'selfDelete';
  if (target.isActive && !change.isActive) return 'selfDeactivate';
  if (target.role === 'admin' && change.role !== 'admin') return 'selfDemote';
  if (target.role !== 'admin' && change.role === 'admin') return 'selfRaise';
  if (!flagsWithin(change.permissions, target.permissions)) return 'selfRaise';
  if (change.passwordReset) return 'selfPassword';
  return null;
}

/**
 * Why the actor may not make this change, or null when they may (docs/decisions/020).
 * `activeAdminsAfter`: the active admins there would be once the whole action (every account of
 * a batch) is done, counted in the transaction that makes it.
 */
export function staffChangeRefusal(
  actor: StaffActor,
  target: StaffTarget,
  change: StaffChange,
  activeAdminsAfter: number,
): StaffRefusal | null {
  if (!hasPermission(actor, 'manageStaff')) return actor.isActive ? 'forbidden' : 'inactive';
  if (!canManageAccount(actor, target)) return target.role === 'admin' ? 'adminOnlyRole' : 'accountBeyondOwn';
  if (takesAwayActiveAdmin(target, change) && activeAdminsAfter < 1) return 'lastAdmin';
  const self = selfRefusal(actor, target, change);
  if (self) return self;
  if (change.kind === 'update' && !canGrant(actor, change.role, change.permissions))
    return change.role === 'admin' ? 'adminOnlyRole' : 'grantBeyondOwn';
  return null;
}

/** Why the actor may not create an account with this role and these flags, or null. */
export function createRefusal(actor: StaffActor, role: Role, permissions: PermissionFlags): StaffRefusal | null {
  if (!hasPermission(actor, 'manageStaff')) return actor.isActive ? 'forbidden' : 'inactive';
  if (!canGrant(actor, role, permissions)) return role === 'admin' ? 'adminOnlyRole' : 'grantBeyondOwn';
  return null;
}

/**
 * Whether the reviewer may review the profile of this account: any but their own, unless they
 * are an admin (docs/decisions/020). The review permission itself is checked before.
 */
export function mayReviewProfile(reviewer: StaffActor, accountId: number): boolean {
  return isAdmin(reviewer) || reviewer.id !== accountId;
}
