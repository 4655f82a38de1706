// Where a successful sign-in leads (SPEC.md §2 Sign-in modal), and the user menu's entries; who may
// open each guarded page is `mayOpenPage` in shared/permissions.ts.
import type { SessionUser } from '../../../../shared/auth.schema';
import { hasPermission, mayOpenPage, type GuardedPage } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';

/** The admin screens a user without a profile may land on, in the order tried. */
const adminLandings = ['adminEvents', 'adminStaff', 'adminSite'] as const satisfies readonly GuardedPage[];

/**
 * /staff/profile for a user with a profile; else (SPEC.md's accessAdmin) the first admin screen
 * the account may open: event management, else staff management (whose first tab it may see is
 * shown: the profile reviews for a reviewer), else the society's record (issue 26); else nowhere (stay). Never a page that says
 * "No access" (issue 21, item 6). An account held to setting up two-step sign-in: its profile's
 * two-step section, always.
 */
export function destinationAfterSignIn(user: SessionUser): string | null {
  // An admin or staff manager without a second factor sets one up first (decision 032).
  if (user.mfaSetupRequired) return `${pageRoutes.staffProfile}#two-step`;
  if (user.hasProfile) return pageRoutes.staffProfile;
  if (!hasPermission(user, 'accessAdmin')) return null;
  const page = adminLandings.find((candidate) => mayOpenPage(candidate, user));
  return page ? pageRoutes[page] : null;
}

/**
 * Where a call refused with 403 MFA_SETUP_REQUIRED leads once auth.me has said who we are (the hold
 * began mid-session): the profile's two-step section, unless the member is on the profile already
 * (its prompt and section are there) or auth.me says there is no hold after all.
 */
export function destinationOfHold(user: SessionUser | null, path: string): string | null {
  if (!user?.mfaSetupRequired || path === pageRoutes.staffProfile) return null;
  return `${pageRoutes.staffProfile}#two-step`;
}

/** The user menu's entries for a user, in order (SPEC.md §2 Header). */
export function accountMenuEntries(user: SessionUser) {
  return {
    manageEvents: mayOpenPage('adminEvents', user),
    manageStaff: mayOpenPage('adminStaff', user),
    manageContent: mayOpenPage('adminSite', user),
    /** Shown to everyone, disabled (with a note) until the account is active. */
    profileEnabled: user.isActive,
  };
}
