// Staff accounts (docs/product.md §7; issue 13): on manageStaff, through both doors. DELETE /api/admin/staff
// takes its ids in a JSON body (meta `rest.jsonBody`).
import {
  batchOutput,
  batchToggleInput,
  createStaffInput,
  listStaffInput,
  listStaffOutput,
  staffAccount,
  staffIdInput,
  staffIdsInput,
  updateStaffInput,
} from '../../../shared/staff.schema.js';
import { router } from '../../trpc/init.js';
import { refusingCommonPasswords } from '../../lib/common-passwords.js';
import { endStaffSessions } from './procedures/end-staff-sessions.js';
import { resetSecondFactor } from './procedures/reset-second-factor.js';
import { manageStaffProcedure } from '../../trpc/procedures.js';

const rules =
  'Needs the manageStaff permission (admins have it). Nobody deletes, deactivates or demotes their own account or raises their own permissions; the last active admin stays; only admins grant the admin role or change admin accounts; other staff managers grant only flags they hold. Recorded in the audit log.';

/** What 403, 404 and 409 mean here, for the OpenAPI document. */
const staffErrorWords = {
  403: 'Not an active staff manager, a cookie-authenticated change from another origin, or a rule refuses the change (the message says which: your own account, the last active admin, an admin account or role, a permission you do not hold). Nothing is changed.',
  404: 'An id names no account (in a batch: one of them, and nothing is changed).',
  409: 'The username (without case) or the e-mail address (without case) belongs to another account.',
} as const;

export const staffRouter = router({
  list: manageStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/staff',
        tags: ['staff'],
        summary: 'List staff accounts',
        description:
          'Searched in username, e-mail and profile names; filtered by role, active state and profile status; by display order, then username, a page at a time. Needs the manageStaff permission.',
        protect: true,
      },
    })
    .input(listStaffInput)
    .output(listStaffOutput)
    .query(({ ctx, input }) => ctx.services.staff.list(input)),

  create: manageStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/staff',
        tags: ['staff'],
        summary: 'Create a staff account',
        description: `Any e-mail address, with role, permissions, active flag, display order and a first password. ${rules}`,
        protect: true,
        errorResponses: { 403: staffErrorWords[403], 409: staffErrorWords[409] },
      },
    })
    .input(refusingCommonPasswords(createStaffInput, 'password'))
    .output(staffAccount)
    .mutation(({ ctx, input }) => ctx.services.staff.create(ctx.user, input)),

  update: manageStaffProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/staff/{id}',
        tags: ['staff'],
        summary: 'Edit a staff account',
        description: `Replaces username, e-mail, role, permissions, active flag and display order; \`password\` resets the password (not your own: that is POST /api/auth/change-password). Deactivation, a password reset and any change of role or permissions end the account's sessions (after a deactivation, each session's next signed-in call answers 401 with code \`ACCOUNT_DEACTIVATED\`, once). ${rules}`,
        protect: true,
        errorResponses: { 403: staffErrorWords[403], 404: staffErrorWords[404], 409: staffErrorWords[409] },
      },
    })
    .input(refusingCommonPasswords(updateStaffInput, 'password'))
    .output(staffAccount)
    .mutation(({ ctx, input }) => ctx.services.staff.update(ctx.user, input)),

  delete: manageStaffProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/staff/{id}',
        tags: ['staff'],
        summary: 'Delete a staff account',
        description: `With its profile and sessions. ${rules}`,
        protect: true,
        errorResponses: { 403: staffErrorWords[403], 404: staffErrorWords[404] },
      },
    })
    .input(staffIdInput)
    .output(batchOutput)
    .mutation(({ ctx, input }) => ctx.services.staff.delete(ctx.user, [input.id])),

  deleteMany: manageStaffProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/staff',
        tags: ['staff'],
        summary: 'Delete staff accounts',
        description:
          'Deletes every account of `ids` (1 to 100), with their profiles and sessions, in one transaction: one unknown id (404) or one refused account (403) and nothing is deleted. The ids go in a JSON body (`{ "ids": [3, 4] }`), not the query. Needs the manageStaff permission (admins have it). Nobody deletes their own account; the last active admin stays; only admins delete admin accounts; other staff managers delete only accounts whose permissions they hold. One audit entry per account.',
        protect: true,
        successDescription: 'The accounts deleted',
        errorResponses: { 403: staffErrorWords[403], 404: staffErrorWords[404] },
      },
      rest: { jsonBody: true },
    })
    .input(staffIdsInput)
    .output(batchOutput)
    .mutation(({ ctx, input }) => ctx.services.staff.delete(ctx.user, input.ids)),

  batchToggle: manageStaffProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/staff/batch-toggle',
        tags: ['staff'],
        summary: 'Activate or deactivate accounts',
        description: `All of \`ids\` or none, in one transaction; accounts already so are left as they are, and \`count\` is of those that changed. Deactivation ends their sessions: each one's next signed-in call answers 401 with code \`ACCOUNT_DEACTIVATED\`, once. ${rules}`,
        protect: true,
        errorResponses: { 403: staffErrorWords[403], 404: staffErrorWords[404] },
      },
    })
    .input(batchToggleInput)
    .output(batchOutput)
    .mutation(({ ctx, input }) => ctx.services.staff.setActive(ctx.user, input.ids, input.isActive)),

  endSessions: endStaffSessions,
  resetSecondFactor,
});
