// The public team page (docs/product.md §2, §7; issue 13): approved profiles of active accounts, and the
// departments with their member counts. What a visitor may see, never a phone number.
import { z } from 'zod';
import { departments } from './departments.js';

const pastContact =
  'Always there for the current team; left out on a past term’s team (`?term=`) for a member who is no longer on the current team, unless they chose to keep their contact details on past teams.';

/** The fields a past term's team leaves out for those no longer on the team (docs/decisions/041). */
export const contactFields = ['email', 'linkedin', 'github', 'wechat', 'mbti'] as const;

export const teamMember = z
  .object({
    username: z.string().meta({ description: 'The member’s address on the site: /team/{username}' }),
    nameEn: z.string(),
    nameZh: z.string(),
    positionEn: z.string(),
    positionZh: z.string(),
    department: z.enum(departments),
    bioEn: z.string(),
    bioZh: z.string(),
    // Contact fields (docs/decisions/041): a past term's team leaves them out for a member no longer
    // on the current team, unless that member chose to keep them there.
    email: z
      .string()
      .optional()
      .meta({ description: `Contact e-mail the member chose to show. ${pastContact}` }),
    linkedin: z
      .string()
      .optional()
      .meta({ description: `LinkedIn address, or empty. ${pastContact}` }),
    github: z
      .string()
      .optional()
      .meta({ description: `GitHub address, or empty. ${pastContact}` }),
    wechat: z
      .string()
      .optional()
      .meta({ description: `WeChat ID, or empty. ${pastContact}` }),
    mbti: z
      .string()
      .optional()
      .meta({ description: `MBTI type, or empty. ${pastContact}` }),
    avatar: z.string().nullable().meta({ description: 'Path of the square avatar, or null (show initials)' }),
    verified: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;

export const teamInput = z
  .object({
    department: z.enum(departments, { error: 'validation.department' }).optional().meta({ description: 'Only this department’s members' }),
    // Issue 26 (docs/decisions/038): a past term's team, as it was.
    term: z
      .string({ error: 'validation.termId' })
      .max(40, { error: 'validation.termId' })
      .optional()
      .meta({ description: 'A term’s id (GET /api/team/terms); none: the current term', example: '2025-26' }),
  })
  .optional();
export type TeamInput = z.input<typeof teamInput>;

export const teamOutput = z.object({ members: z.array(teamMember).meta({ description: 'By display order, then name' }) });
export type TeamOutput = z.infer<typeof teamOutput>;

const localized = z.object({ en: z.string(), zh: z.string() });

export const teamDepartment = z
  .object({
    id: z.enum(departments),
    name: localized,
    groups: z.array(z.object({ name: localized })).meta({ description: 'Its sub-groups (none for the executive committee)' }),
    memberCount: z.number().int().min(0).meta({ description: 'Members shown on the team page' }),
  })
  .meta({ id: 'TeamDepartment' });
export type TeamDepartment = z.infer<typeof teamDepartment>;

export const departmentsOutput = z.object({ departments: z.array(teamDepartment) });
export type DepartmentsOutput = z.infer<typeof departmentsOutput>;
