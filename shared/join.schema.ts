// A join application (the form on /join), validated alike by the form and by the procedure.
// Messages are keys: the server and the client each translate them.
import { z } from 'zod';
import { departments } from './departments.js';
import { normalizeEmail } from './email.js';
import { joinLimits } from './join-limits.js';
import { pageInfo, pagingFields } from './paging.js';

export { joinLimits } from './join-limits.js';

export const joinApplicationInput = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(joinLimits.nameMax, { error: 'validation.nameTooLong' })
    .meta({ description: 'The applicant’s name', example: 'Li Hua' }),
  // Trimmed, then checked as an e-mail address. z.email() as a check, not a .pipe(): a pipe is
  // documented by its input side (a plain string), so `format: email` would be lost. `abort`
  // keeps an empty or overlong value to one issue.
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(joinLimits.emailMax, { error: 'validation.email', abort: true })
    .check(z.email({ error: 'validation.email' }))
    .overwrite(normalizeEmail)
    .meta({ description: 'Where the society answers', example: 'li.hua@mail.utoronto.ca' }),
  group: z
    .enum(departments, { error: 'validation.group' })
    .meta({ description: 'The department the applicant is most interested in', example: 'arts' }),
  message: z
    .string()
    .trim()
    .max(joinLimits.messageMax, { error: 'validation.messageTooLong' })
    .default('')
    .meta({ description: 'Anything the applicant wants to tell the society', example: 'I play the pipa.' }),
  /** A field people never see or fill in; bots do. Must be absent or empty. */
  website: z.string().max(0, { error: 'validation.invalid' }).optional().meta({ description: 'Leave empty (spam trap)' }),
});
export type JoinApplicationInput = z.input<typeof joinApplicationInput>;

export const joinApplicationOutput = z.object({
  id: z.number().int().positive().meta({ description: 'Number of the stored application', example: 42 }),
  receivedAt: z.iso.datetime().meta({ description: 'When the server stored it (UTC)', example: '2026-09-08T14:30:00.000Z' }),
});

// ---- The applications inbox (staff with manageStaff) ----

export const applicationStatuses = ['all', 'unhandled', 'handled'] as const;

export const listApplicationsInput = z
  .object({
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(100, { error: 'validation.searchTooLong' })
      .meta({ description: 'Words in the name, e-mail or message' })
      .optional(),
    status: z
      .enum(applicationStatuses, { error: 'validation.applicationStatus' })
      .default('all')
      .meta({ description: 'Handled, waiting, or all' }),
    ...pagingFields,
  })
  .optional();
export type ListApplicationsInput = z.input<typeof listApplicationsInput>;

export const applicationSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    group: z.string().meta({ description: 'The department the applicant chose' }),
    message: z.string(),
    language: z.string().meta({ description: 'The interface language the applicant used' }),
    receivedAt: z.iso.datetime(),
    handledAt: z.iso.datetime().nullable().meta({ description: 'When it was marked handled; null while it waits' }),
    handledBy: z.string().nullable().meta({ description: 'Username of who marked it handled' }),
  })
  .meta({ id: 'JoinApplication' });
export type JoinApplication = z.infer<typeof applicationSchema>;

export const listApplicationsOutput = z.object({ applications: z.array(applicationSchema), ...pageInfo });

export const setApplicationHandledInput = z.object({
  id: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .meta({ description: 'The application’s id' }),
  handled: z
    .boolean({ error: 'validation.invalid' })
    .meta({ description: 'true to mark it handled, false to put it back among the waiting' }),
});

/** At most this many applications go into one CSV export (newest first); filters narrow it. */
export const exportLimits = { rows: 10_000 } as const;

/** GET /api/admin/applications.csv: the inbox's filters, every page. */
export const exportApplicationsInput = z
  .object({
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(100, { error: 'validation.searchTooLong' })
      .meta({ description: 'Words in the name, e-mail or message' })
      .optional(),
    status: z
      .enum(applicationStatuses, { error: 'validation.applicationStatus' })
      .default('all')
      .meta({ description: 'Handled, waiting, or all' }),
  })
  .optional();
export type ExportApplicationsInput = z.input<typeof exportApplicationsInput>;

export const exportApplicationsOutput = z.object({ applications: z.array(applicationSchema), truncated: z.boolean() });
