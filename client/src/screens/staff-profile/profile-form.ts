// The profile editor's values, and what the screen says about a profile: its account's state, its
// review, the session user after a save, the card the team page would show. Pure, so every rule
// is unit tested without a browser.
import type { SessionUser } from '../../../../shared/auth.schema';
import { departments, type Department } from '../../../../shared/departments';
import {
  profileNamesInput,
  saveProfileInput,
  type ProfileFields,
  type SaveProfileInput,
  type StaffProfile,
} from '../../../../shared/profiles.schema';
import type { TeamMember } from '../../../../shared/team.schema';

/** The form's fields in the order they are shown (the form hook focuses the first with an error). */
export const profileFormFields = [
  'nameEn',
  'positionEn',
  'bioEn',
  'nameZh',
  'positionZh',
  'bioZh',
  'nameZhHant',
  'positionZhHant',
  'bioZhHant',
  'department',
  'email',
  'phone',
  'linkedin',
  'github',
  'wechat',
  'mbti',
] as const;
export type ProfileFormField = (typeof profileFormFields)[number];

/** The Traditional Chinese of one's own (issue 25): empty, the Chinese converted by the server. */
export const traditionalProfileFields = ['nameZhHant', 'positionZhHant', 'bioZhHant'] as const;

/** What the inputs hold: text as typed; '' for no department or no MBTI type. */
export type ProfileValues = Record<ProfileFormField, string>;

export function valuesOf(profile: StaffProfile): ProfileValues {
  return {
    nameEn: profile.nameEn,
    positionEn: profile.positionEn,
    bioEn: profile.bioEn,
    nameZh: profile.nameZh,
    positionZh: profile.positionZh,
    bioZh: profile.bioZh,
    nameZhHant: profile.nameZhHant,
    positionZhHant: profile.positionZhHant,
    bioZhHant: profile.bioZhHant,
    department: profile.department ?? '',
    email: profile.email,
    phone: profile.phone,
    linkedin: profile.linkedin,
    github: profile.github,
    wechat: profile.wechat,
    mbti: profile.mbti,
  };
}

/** The values as the shared schema checks them (it trims, and refuses an empty department in its own words). */
export function inputOf(values: ProfileValues): SaveProfileInput {
  return { ...values, department: values.department as Department };
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The shared schema, plus its name and position rule on its own: zod skips that rule when another
 * field's check aborted, and the form should name every missing field at once.
 */
export const profileFormSchema = {
  safeParse(values: unknown): { success: true; data: ProfileFields } | { success: false; error: { issues: readonly Issue[] } } {
    const parsed = saveProfileInput.safeParse(values);
    if (parsed.success) return parsed;
    const names = profileNamesInput.safeParse(values);
    const known = new Set(parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`));
    const missed = names.success ? [] : names.error.issues.filter((issue) => !known.has(`${String(issue.path[0])}:${issue.message}`));
    return { success: false, error: { issues: [...missed, ...parsed.error.issues] } };
  },
};

export function sameValues(a: ProfileValues, b: ProfileValues): boolean {
  return profileFormFields.every((field) => a[field] === b[field]);
}

const isDepartment = (value: string): value is Department => (departments as readonly string[]).includes(value);

/**
 * The team page's card for these values, trimmed as they would be saved, and the department it
 * would be listed under (null until one is chosen). The card itself does not show the department
 * (the team page names it above its cards): until one is chosen it gets the first, unseen.
 */
export function previewOf(
  values: ProfileValues,
  profile: Pick<StaffProfile, 'username' | 'avatar' | 'verified'>,
): { member: TeamMember; department: Department | null } {
  const text = (field: Exclude<ProfileFormField, 'department'>) => values[field].trim();
  const chosen = values.department.trim();
  const department = isDepartment(chosen) ? chosen : null;
  return {
    department,
    member: {
      username: profile.username,
      nameEn: text('nameEn'),
      nameZh: text('nameZh'),
      positionEn: text('positionEn'),
      positionZh: text('positionZh'),
      department: department ?? departments[0],
      bioEn: text('bioEn'),
      bioZh: text('bioZh'),
      email: text('email'),
      linkedin: text('linkedin'),
      github: text('github'),
      wechat: text('wechat'),
      mbti: text('mbti').toUpperCase(),
      avatar: profile.avatar,
      verified: profile.verified,
    },
  };
}

/**
 * The account as the screen explains it. docs/product.md §4 names three states but an account keeps no
 * record of having been active: an inactive account whose profile was ever submitted (only
 * active accounts save) was deactivated; one that never submitted is taken as not activated yet.
 */
export type AccountState = 'active' | 'notActivated' | 'deactivated';

export function accountStateOf(
  profile: Pick<StaffProfile, 'accountActive' | 'status' | 'submittedAt' | 'published'>,
  user: Pick<SessionUser, 'isActive'> | null,
): AccountState {
  if (profile.accountActive && (user?.isActive ?? true)) return 'active';
  return profile.status !== 'new' || profile.submittedAt !== null || profile.published ? 'deactivated' : 'notActivated';
}

/** What the review panel says, beyond the status itself. */
export interface ReviewSummary {
  status: StaffProfile['status'];
  /** The reason of the last rejection: why it was rejected, or (while pending) why the previous version was. */
  reason: string | null;
  /** An approved version is on the team page while this edit waits for review. */
  approvedVersionShown: boolean;
  note: string | null;
}

export function reviewSummaryOf(profile: Pick<StaffProfile, 'status' | 'rejectionReason' | 'reviewNote' | 'published'>): ReviewSummary {
  const reason = profile.rejectionReason?.trim() || null;
  return {
    status: profile.status,
    reason: profile.status === 'rejected' || profile.status === 'pending' ? reason : null,
    approvedVersionShown: profile.status === 'pending' && profile.published,
    note: profile.status === 'new' ? null : profile.reviewNote?.trim() || null,
  };
}

/** The session user's fields a saved profile changes (the header and the sign-in redirect read them). */
export function sessionChangesOf(profile: Pick<StaffProfile, 'status'>): Pick<SessionUser, 'hasProfile' | 'profileStatus'> {
  return { hasProfile: profile.status !== 'new', profileStatus: profile.status };
}
