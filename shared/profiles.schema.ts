// A staff member's profile (docs/product.md §3, §4, §5; issue 13; docs/decisions/020): the editor on
// /staff/profile and POST /api/staff/profile validate with this one schema, and reviewers'
// decisions with the review schema below. Messages are keys, translated by each side.
import { z } from 'zod';
import { profileStatuses } from './auth.schema.js';
import { departments } from './departments.js';
import { normalizeEmail } from './email.js';
import { pageInfo, pagingFields } from './paging.js';

export const profileLimits = {
  nameMax: 100,
  positionMax: 100,
  bioMax: 2000,
  emailMax: 254,
  phoneMax: 30,
  urlMax: 300,
  reasonMax: 1000,
  noteMax: 1000,
} as const;

/** The sixteen Myers–Briggs types. */
export const mbtiTypes = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;
export type MbtiType = (typeof mbtiTypes)[number];

const text = (max: number, tooLong: string) => z.string({ error: 'validation.invalid' }).trim().max(max, { error: tooLong }).default('');

/** An optional https address on one site (or its subdomains), or '' for none. */
const siteUrl = (hosts: readonly string[], message: string) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(profileLimits.urlMax, { error: message })
    .refine(
      (value) => {
        if (value === '') return true;
        try {
          const url = new URL(value);
          const host = url.hostname.toLowerCase();
          return (
            url.protocol === 'https:' &&
            url.username === '' &&
            url.password === '' &&
            hosts.some((h) => host === h || host.endsWith(`.${h}`)) &&
            url.pathname.length > 1
          );
        } catch {
          return false;
        }
      },
      { error: message },
    )
    .default('');

const traditionalOverride =
  'Its Traditional Chinese, when the one converted from the Simplified will not do; empty (the default): converted. The team in zh-Hant shows it.';

export const profileFields = {
  nameEn: text(profileLimits.nameMax, 'validation.profileNameTooLong').meta({
    description: 'Name in English; this or nameZh is required',
    example: 'Li Hua',
  }),
  nameZh: text(profileLimits.nameMax, 'validation.profileNameTooLong').meta({
    description: 'Name in Chinese; this or nameEn is required',
    example: '李华',
  }),
  positionEn: text(profileLimits.positionMax, 'validation.positionTooLong').meta({
    description: 'Position in English; this or positionZh is required',
    example: 'Head of Arts',
  }),
  positionZh: text(profileLimits.positionMax, 'validation.positionTooLong').meta({
    description: 'Position in Chinese',
    example: '艺术部部长',
  }),
  department: z.enum(departments, { error: 'validation.department' }).meta({ description: 'The department the member belongs to' }),
  bioEn: text(profileLimits.bioMax, 'validation.bioTooLong').meta({ description: 'A few sentences about the member, in English' }),
  bioZh: text(profileLimits.bioMax, 'validation.bioTooLong').meta({ description: 'The same in Chinese' }),
  // Traditional Chinese of one's own (issue 25, docs/decisions/036): empty, the Simplified converted.
  nameZhHant: text(profileLimits.nameMax, 'validation.profileNameTooLong').meta({ description: traditionalOverride }),
  positionZhHant: text(profileLimits.positionMax, 'validation.positionTooLong').meta({ description: traditionalOverride }),
  bioZhHant: text(profileLimits.bioMax, 'validation.bioTooLong').meta({ description: traditionalOverride }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(profileLimits.emailMax, { error: 'validation.email', abort: true })
    .check(z.email({ error: 'validation.email' }))
    .overwrite(normalizeEmail)
    .meta({ description: 'Contact e-mail shown on the team page', example: 'li.hua@mail.utoronto.ca' }),
  phone: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(profileLimits.phoneMax, { error: 'validation.phone' })
    .refine(
      (value) =>
        value === '' ||
        (/^\+?[0-9 ().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 && (value.match(/\d/g)?.length ?? 0) <= 15),
      { error: 'validation.phone' },
    )
    .default('')
    .meta({
      description: 'Phone number, 7 to 15 digits (spaces, dashes, brackets and a leading + allowed); never shown publicly',
      example: '+1 416 555 0123',
    }),
  linkedin: siteUrl(['linkedin.com'], 'validation.linkedin').meta({
    description: 'https://www.linkedin.com/in/… address, or empty',
    example: 'https://www.linkedin.com/in/lihua',
  }),
  github: siteUrl(['github.com'], 'validation.github').meta({
    description: 'https://github.com/… address, or empty',
    example: 'https://github.com/lihua',
  }),
  wechat: z
    .string({ error: 'validation.invalid' })
    .trim()
    .refine((value) => value === '' || /^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(value), { error: 'validation.wechat' })
    .default('')
    .meta({ description: 'WeChat ID: 6 to 20 letters, digits, _ or -, starting with a letter; or empty', example: 'lihua_2026' }),
  mbti: z
    .string({ error: 'validation.invalid' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || (mbtiTypes as readonly string[]).includes(value), { error: 'validation.mbti' })
    .default('')
    .meta({ description: 'One of the 16 MBTI types (INTJ … ESFP), or empty', example: 'INFP' }),
};

/** A name and a position in at least one language: the team card needs both. */
const profileRules = (
  value: { nameEn: string; nameZh: string; positionEn: string; positionZh: string },
  ctx: z.core.$RefinementCtx<unknown>,
) => {
  if (value.nameEn === '' && value.nameZh === '')
    ctx.addIssue({ code: 'custom', message: 'validation.profileNameRequired', path: ['nameEn'], input: value.nameEn });
  if (value.positionEn === '' && value.positionZh === '')
    ctx.addIssue({ code: 'custom', message: 'validation.positionRequired', path: ['positionEn'], input: value.positionEn });
};

/** POST /api/staff/profile: the whole profile (the avatar has its own route); saving sends it for review. */
export const saveProfileInput = z.object(profileFields).superRefine(profileRules).meta({ id: 'ProfileInput' });
export type SaveProfileInput = z.input<typeof saveProfileInput>;

/**
 * The name and position rule alone. zod skips the rule above when a field's check aborted (an
 * empty e-mail), so a form that names every missing field at once checks this one too.
 */
export const profileNamesInput = z
  .object({
    nameEn: profileFields.nameEn,
    nameZh: profileFields.nameZh,
    positionEn: profileFields.positionEn,
    positionZh: profileFields.positionZh,
  })
  .superRefine(profileRules);
export type ProfileFields = z.output<typeof saveProfileInput>;

const profileFieldsOutput = {
  nameEn: z.string(),
  nameZh: z.string(),
  positionEn: z.string(),
  positionZh: z.string(),
  department: z.enum(departments).nullable().meta({ description: 'null until the first save' }),
  bioEn: z.string(),
  bioZh: z.string(),
  nameZhHant: z.string().meta({ description: 'The member’s own Traditional name; empty when converted from the Simplified' }),
  positionZhHant: z.string(),
  bioZhHant: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedin: z.string(),
  github: z.string(),
  wechat: z.string(),
  mbti: z.string(),
  avatar: z.string().nullable().meta({ description: 'Path of the avatar (a square JPEG under /uploads/staff/), or null for initials' }),
};

/** A profile as its member and reviewers see it: the saved version and its review. */
export const staffProfile = z
  .object({
    accountId: z.number().int().positive(),
    username: z.string(),
    accountActive: z.boolean().meta({ description: 'Whether the account is active (only active accounts may edit)' }),
    status: z.enum(profileStatuses).meta({ description: 'new (never submitted), pending (waiting for review), approved, or rejected' }),
    ...profileFieldsOutput,
    rejectionReason: z
      .string()
      .nullable()
      .meta({ description: 'Why it was last rejected; kept until the next review that is not a rejection' }),
    reviewNote: z.string().nullable().meta({ description: 'The reviewer’s note to the member, if any' }),
    verified: z.boolean().meta({ description: 'A reviewer confirmed this member (a badge on the team page)' }),
    submittedAt: z.iso.datetime().nullable(),
    reviewedAt: z.iso.datetime().nullable(),
    reviewedBy: z.string().nullable().meta({ description: 'Username of the last reviewer' }),
    published: z
      .boolean()
      .meta({ description: 'An approved version is on the team page (it may differ from this one while an edit waits)' }),
    pastTeamsContact: z.boolean().meta({
      description:
        'The member keeps their e-mail, LinkedIn, GitHub, WeChat and MBTI on the past teams they were on once they are no longer on the current team (off: name, position, photo and bio only). PUT /api/staff/profile/past-teams-contact sets it.',
    }),
  })
  .meta({ id: 'StaffProfile' });

/** PUT /api/staff/profile/past-teams-contact: the member's choice, applied at once (no review). */
export const pastTeamsContactInput = z.object({
  keep: z
    .boolean({ error: 'validation.invalid' })
    .meta({ description: 'true: past teams keep the contact fields; false: they show name, position, photo and bio only' }),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const ownProfileOutput = z.object({ profile: staffProfile });

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export const reviewListStatuses = ['all', ...reviewStatuses] as const;

export const listProfilesInput = z
  .object({
    status: z
      .enum(reviewListStatuses, { error: 'validation.profileStatus' })
      .default('pending')
      .meta({ description: 'Profiles waiting for review (the default), approved, rejected, or all submitted' }),
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(100, { error: 'validation.searchTooLong' })
      .optional()
      .meta({ description: 'Words in the username or names' }),
    ...pagingFields,
  })
  .optional();
export type ListProfilesInput = z.input<typeof listProfilesInput>;

export const listProfilesOutput = z.object({ profiles: z.array(staffProfile), ...pageInfo });

export const reviewProfileInput = z
  .object({
    id: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' })
      .meta({ description: 'The account whose profile is reviewed' }),
    status: z
      .enum(reviewStatuses, { error: 'validation.reviewStatus' })
      .meta({ description: 'approved puts this version on the team page; rejected takes the member off it; pending keeps what is there' }),
    reason: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(profileLimits.reasonMax, { error: 'validation.reasonTooLong' })
      .default('')
      .meta({ description: 'Required when rejecting; shown to the member' }),
    note: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(profileLimits.noteMax, { error: 'validation.noteTooLong' })
      .default('')
      .meta({ description: 'An optional note to the member' }),
    verified: z
      .boolean({ error: 'validation.invalid' })
      .optional()
      .meta({ description: 'Set or clear the verified badge; left out, it stays as it is' }),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && value.reason === '')
      ctx.addIssue({ code: 'custom', message: 'validation.reasonRequired', path: ['reason'], input: value.reason });
  })
  .meta({ id: 'ReviewInput' });
export type ReviewProfileInput = z.input<typeof reviewProfileInput>;
