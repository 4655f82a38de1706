// Where a successful sign-in leads (SPEC.md §2 Sign-in modal), and who may open the guarded pages.
import type { SessionUser } from '../../../../shared/auth.schema';
import { hasPermission } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';

/** /staff/profile for a user with a profile, else /admin/events with accessAdmin, else nowhere (stay). */
export function destinationAfterSignIn(user: SessionUser): string | null {
  if (user.hasProfile) return pageRoutes.staffProfile;
  if (hasPermission(user, 'accessAdmin')) return pageRoutes.adminEvents;
  return null;
}

export type GuardedPage = 'adminEvents' | 'adminStaff' | 'staffProfile';

/** Whether a signed-in user may see a guarded page (the server checks again on every call). */
export function mayOpen(page: GuardedPage, user: SessionUser): boolean {
  switch (page) {
    case 'adminEvents':
      return hasPermission(user, 'manageEvents');
    case 'adminStaff':
      return hasPermission(user, 'manageStaff') || hasPermission(user, 'reviewProfiles');
    case 'staffProfile':
      return true;
  }
}

/** The user menu's entries for a user, in order (SPEC.md §2 Header). */
export function accountMenuEntries(user: SessionUser) {
  return {
    manageEvents: hasPermission(user, 'manageEvents'),
    manageStaff: hasPermission(user, 'manageStaff') || hasPermission(user, 'reviewProfiles'),
    /** Shown to everyone, disabled (with a note) until the account is active. */
    profileEnabled: user.isActive,
  };
}
