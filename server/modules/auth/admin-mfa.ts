// Who must set up a second factor before doing anything else (issue 24 item 5, docs/decisions/032):
// with ADMIN_MFA=required, an admin or an account that holds canManageStaff (it can change other
// accounts: ASVS 5.0 6.3.3) and has no second factor on. Its session can only set one up.
import type { PermissionFlags, Role } from '../../../shared/permissions.js';

export const adminMfaModes = ['required', 'optional'] as const;
export type AdminMfaMode = (typeof adminMfaModes)[number];

/** Whether the account's session is held to setting up a second factor. */
export function mfaSetupRequired(
  mode: AdminMfaMode,
  account: { role: Role; permissions: Pick<PermissionFlags, 'canManageStaff'> },
  hasSecondFactor: boolean,
): boolean {
  if (mode !== 'required' || hasSecondFactor) return false;
  return account.role === 'admin' || account.permissions.canManageStaff;
}
