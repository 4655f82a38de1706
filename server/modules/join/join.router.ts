import type { z } from 'zod';
import {
  applicationSchema,
  exportApplicationsInput,
  exportApplicationsOutput,
  exportLimits,
  joinApplicationInput,
  joinApplicationOutput,
  listApplicationsInput,
  listApplicationsOutput,
  setApplicationHandledInput,
} from '../../../shared/join.schema.js';
import { AppError } from '../../lib/app-error.js';
import { router } from '../../trpc/init.js';
import { manageStaffProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';
import { csvContentType } from '../../lib/csv.js';
import { applicationsCsv, csvFileName } from './join.csv.js';

/**
 * 10000 → "10,000", without Intl: the first Intl call loads ICU's locale data, about 5 MB of
 * memory that the idle server otherwise never needs (docs/budgets.md: idle RSS ≤ 100 MB).
 */
const digitsGrouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const joinRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/join/applications',
        tags: ['join'],
        summary: 'Apply to join the society',
        description:
          'Stores an application from the join page. At most 5 attempts per address in 15 minutes (429 with Retry-After after that). The `website` field is a spam trap and must be left empty. While the society’s record says the form is closed (GET /api/site `join.open`), applications are refused with 409.',
        protect: false,
        errorResponses: {
          409: 'The join form is closed for now (the society’s record, issue 26): nothing is stored.',
          429: 'Too many applications from this address',
        },
      },
    })
    .use(rateLimited('joinApplication'))
    .input(joinApplicationInput)
    .output(joinApplicationOutput)
    .mutation(async ({ ctx, input }) => {
      // Closed in the society's record (issue 26): its message is on the join page instead of the form.
      if (!(await ctx.services.site.current()).content.join.open) throw new AppError('CONFLICT', 'errors.joinClosed');
      return ctx.services.join.submit({
        name: input.name,
        email: input.email,
        group: input.group,
        message: input.message,
        language: ctx.language,
      });
    }),

  list: manageStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/applications',
        tags: ['join'],
        summary: 'The applications inbox',
        description:
          'Applications from the join page, newest first: searched in name, e-mail and message, filtered by handled or waiting, a page at a time. Needs the manageStaff permission (admins have it).',
        protect: true,
      },
    })
    .input(listApplicationsInput)
    .output(listApplicationsOutput)
    .query(({ ctx, input }) => ctx.services.join.list(input)),

  setHandled: manageStaffProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/applications/{id}',
        tags: ['join'],
        summary: 'Mark an application handled, or waiting again',
        description: 'Records who marked it and when (and the change in the audit log). Needs the manageStaff permission (admins have it).',
        protect: true,
      },
    })
    .input(setApplicationHandledInput)
    .output(applicationSchema)
    .mutation(({ ctx, input }) => ctx.services.join.setHandled(ctx.user, input.id, input.handled)),

  export: manageStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/applications.csv',
        tags: ['join'],
        summary: 'The applications inbox as a CSV file',
        description: [
          `Every application the filters match (all pages, newest first, at most ${digitsGrouped(exportLimits.rows)}), as a file to open in a spreadsheet: UTF-8 with a byte order mark (so Excel shows Chinese), every cell quoted, CRLF line endings. A cell beginning with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula.`,
          '',
          'Headers and department names are in the language of `?language=`; times are Toronto time. Needs the manageStaff permission (admins have it). Never cached.',
        ].join('\n'),
        protect: true,
      },
      rest: {
        file: {
          contentType: csvContentType,
          description: 'The file (Content-Disposition: attachment; filename="applications-YYYY-MM-DD.csv")',
          format: 'RFC 4180 CSV, UTF-8 with BOM',
          body: (data: z.output<typeof exportApplicationsOutput>, ctx) => applicationsCsv(data.applications, ctx.language),
        },
        headers: (ctx) => ({
          'cache-control': 'no-store',
          'content-disposition': `attachment; filename="${csvFileName(ctx.services.clock())}"`,
        }),
      },
    })
    .input(exportApplicationsInput)
    .output(exportApplicationsOutput)
    .query(({ ctx, input }) => ctx.services.join.exportAll(input)),
});
