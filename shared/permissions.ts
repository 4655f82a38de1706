// Permission rules of docs/product.md §6 and docs/architecture.md, and who may open which staff page and tab,
// written once and used by both sides. The server enforces them; the client only hides what the
// server would refuse.

export const permissionNames = ['manageEvents', 'reviewProfiles', 'manageStaff', 'manageContent', 'manageMagazine', 'accessAdmin'] as const;
export type PermissionName = (typeof permissionNames)[number];

export const roles = ['staff', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface PermissionFlags {
  canManageEvents: boolean;
  canReviewProfiles: boolean;
  canManageStaff: boolean;
  /** Issue 26: edits the society's facts and texts at /admin/site. */
  canManageContent: boolean;
  /** Issue 36: reviews and publishes the magazine's articles and manages its issues (editors). */
  canManageMagazine: boolean;
}

/** The part of a session user the rules look at. */
export interface PermissionSubject {
  role: Role;
  isActive: boolean;
  permissions: PermissionFlags;
}

const flagFor: Record<PermissionName, (flags: PermissionFlags) => boolean> = {
  manageEvents: (f) => f.canManageEvents,
  reviewProfiles: (f) => f.canReviewProfiles,
  manageStaff: (f) => f.canManageStaff,
  manageContent: (f) => f.canManageContent,
  manageMagazine: (f) => f.canManageMagazine,
  // docs/product.md leaves accessAdmin's flag open: any admin-area flag grants it (docs/decisions/002, 037).
  accessAdmin: (f) => f.canManageEvents || f.canReviewProfiles || f.canManageStaff || f.canManageContent || f.canManageMagazine,
};

export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  return user?.role === 'admin';
}

/**
 * Admin passes every check; active staff pass by flag; an inactive account, no user or an
 * unknown permission name is denied.
 */
export function hasPermission(user: PermissionSubject | null | undefined, permission: string): boolean {
  if (!user?.isActive) return false;
  if (!(permissionNames as readonly string[]).includes(permission)) return false;
  if (user.role === 'admin') return true;
  return flagFor[permission as PermissionName](user.permissions);
}

/** The tabs of staff management (/admin/staff), in order. */
export const staffTabs = ['staff', 'reviews', 'applications'] as const;
export type StaffTab = (typeof staffTabs)[number];

/** The permission each tab of staff management needs (the server checks it again on every call). */
export const staffTabPermission: Record<StaffTab, PermissionName> = {
  staff: 'manageStaff',
  reviews: 'reviewProfiles',
  applications: 'manageStaff',
};

/** The tabs of staff management a user may see, in order. */
export function visibleStaffTabs(user: PermissionSubject | null | undefined): StaffTab[] {
  return staffTabs.filter((tab) => hasPermission(user, staffTabPermission[tab]));
}

/** The pages behind sign-in (docs/product.md §2): event management, staff management, the society's record (issue 26), one's own profile, the magazine's review and one's own articles (issue 36). */
export const guardedPages = [
  'adminEvents',
  'adminStaff',
  'adminSite',
  'staffProfile',
  'adminMagazine',
  'staffArticles',
  'adminNewsletter',
] as const;
export type GuardedPage = (typeof guardedPages)[number];

/**
 * Whether a signed-in user may open a guarded page: event management with `manageEvents`, staff
 * management when one of its tabs shows (`manageStaff` or `reviewProfiles`), their own profile
 * always, active or not. The server checks every call again.
 */
export function mayOpenPage(page: GuardedPage, user: PermissionSubject): boolean {
  switch (page) {
    case 'adminEvents':
      return hasPermission(user, 'manageEvents');
    case 'adminStaff':
      return visibleStaffTabs(user).length > 0;
    case 'adminSite':
      return hasPermission(user, 'manageContent');
    case 'staffProfile':
      return true;
    case 'adminMagazine':
    // The newsletter is the magazine's editors' (docs/decisions/050).
    case 'adminNewsletter':
      return hasPermission(user, 'manageMagazine');
    case 'staffArticles':
      // Any active member writes for the magazine (issue 36).
      return user.isActive;
  }
}
