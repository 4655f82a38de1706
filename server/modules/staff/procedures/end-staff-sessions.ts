// A staff manager ends every session of an account from staff management (issue 24, item 2):
// mounted in the staff router, DELETE /api/admin/staff/{id}/sessions.
import { staffIdInput } from '../../../../shared/staff.schema.js';
import { endedCountOutput } from '../../../../shared/sessions.schema.js';
import { manageStaffProcedure } from '../../../trpc/procedures.js';

export const endStaffSessions = manageStaffProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/admin/staff/{id}/sessions',
      tags: ['staff'],
      summary: 'Sign an account out everywhere',
      description:
        'Ends every live session of the account (on your own account, every one but this); each holder is signed out at their next request. Answers how many ended. Needs the manageStaff permission (admins have it): only admins for admin accounts; other staff managers only for accounts whose permissions they hold. Recorded in the audit log.',
      protect: true,
      successDescription: 'How many sessions ended',
      errorResponses: {
        403: 'Not an active staff manager, a cookie-authenticated change from another origin, or an account you may not manage (an admin account, or permissions you do not hold)',
        404: 'No account has this id',
      },
    },
  })
  .input(staffIdInput)
  .output(endedCountOutput)
  .mutation(({ ctx, input }) => ctx.services.sessions.endAllOf(ctx.user, input.id, ctx.sessionId));
