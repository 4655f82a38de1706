// Who may change which staff account, and how (issue 13; docs/decisions/020). Written once: the
// server enforces these, the staff screen disables what they refuse.
import { type PermissionFlags, type PermissionSubject, type Role, hasPermission } from './permissions.js';

export interface StaffActor extends PermissionSubject {
  id: number;
}

export interface StaffTarget {
  id: number;
  role: Role;
  isActive: boolean;
  permissions: PermissionFlags;
}

const flagNames = ['canManageEvents', 'canReviewProfiles', 'canManageStaff'] as const;

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
