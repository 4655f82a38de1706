// Where a successful sign-in leads (decision 044), and the user menu's entries; who may open each
// guarded page is `mayOpenPage` in shared/permissions.ts.
import type { SessionUser } from '../../../../shared/auth.schema';
import { mayOpenPage } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';

/**
 * Where a sign-in leads (decision 044, replacing 024's landing): nowhere, the page the person was
 * on stays (a guarded page then shows itself, or says why not), unless the account must go
 * somewhere: one held to setting up two-step sign-in goes to its profile's two-step section. The
 * admin screens are a click away in the user menu (accountMenuEntries).
 */
export function destinationAfterSignIn(user: SessionUser): string | null {
  // An admin or staff manager without a second factor sets one up first (decision 032).
  return user.mfaSetupRequired ? `${pageRoutes.staffProfile}#two-step` : null;
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

/** The user menu's entries for a user, in order (docs/product.md §2 Header). */
export function accountMenuEntries(user: SessionUser) {
  return {
    manageEvents: mayOpenPage('adminEvents', user),
    manageStaff: mayOpenPage('adminStaff', user),
    manageContent: mayOpenPage('adminSite', user),
    /** The magazine's editors' screen (issue 36): review, every article, the issues. */
    manageMagazine: mayOpenPage('adminMagazine', user),
    /** The newsletter's editors' screen (issue 37): the same editors. */
    manageNewsletter: mayOpenPage('adminNewsletter', user),
    /** One's own articles (issue 36): any active account writes for the magazine. */
    myArticles: mayOpenPage('staffArticles', user),
    /** Shown to everyone, disabled (with a note) until the account is active. */
    profileEnabled: user.isActive,
  };
}
