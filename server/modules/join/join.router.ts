import { applicationSchema, exportApplicationsInput, exportApplicationsOutput, joinApplicationInput, joinApplicationOutput, listApplicationsInput, listApplicationsOutput, setApplicationHandledInput } from '../../../shared/join.schema.js';
import { router } from '../../trpc/init.js';
import { manageStaffProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';

export const joinRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/join/applications',
        tags: ['join'],
        summary: 'Apply to join the society',
        description:
          'Stores an application from the join page. At most 5 attempts per address in 15 minutes (429 with Retry-After after that). The `website` field is a spam trap and must be left empty.',
        protect: false,
        errorResponses: { 429: 'Too many applications from this address' },
      },
    })
    .use(rateLimited('joinApplication'))
    .input(joinApplicationInput)
    .output(joinApplicationOutput)
    .mutation(({ ctx, input }) =>
      ctx.services.join.submit({ name: input.name, email: input.email, group: input.group, message: input.message, language: ctx.language }),
    ),

  list: manageStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/applications',
        tags: ['join'],
        summary: 'The applications inbox',
        description: 'Applications from the join page, newest first: searched in name, e-mail and message, filtered by handled or waiting, a page at a time. Needs the manageStaff permission (admins have it).',
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

  /** GET /api/admin/applications.csv: a plain route (plugins/applications-csv.ts) turns these into CSV. */
  export: manageStaffProcedure
    .input(exportApplicationsInput)
    .output(exportApplicationsOutput)
    .query(({ ctx, input }) => ctx.services.join.exportAll(input)),
});
