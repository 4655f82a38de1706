// The handover and past teams (issue 26 item 4, docs/decisions/038): admins only, on both doors.
// The staff manager's flag does not suffice: a handover deactivates admins and staff managers
// alike and takes every permission away, which only an admin may do to an admin.
import { z } from 'zod';
import {
  cancelledOutput,
  handoverInput,
  handoverOutput,
  pendingHandoverOutput,
  removedOutput,
  termMemberInput,
} from '../../../shared/terms.schema.js';
import { router } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';

export const termsRouter = router({
  handover: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/terms',
        tags: ['terms'],
        summary: 'Start the next term (the handover), now or on its first day',
        description:
          'When the new term’s first day (`startsOn`) is today in the society’s time zone, the handover is done now, in one transaction: the current term’s team is kept as it is now (GET /api/team?term={its id}); the new term starts (its id given, or made from its name: “2027–28” → `2027-28`); those in `continuing` keep their published profile in the new term (with a new position when given); every other active account leaves: deactivated, back to the staff role, without any permission flag, its sessions ended (nothing is deleted; an admin can activate it again in the staff editor). One audit entry. Each who left is mailed a thank-you in the language of their last sign-in (a mail that fails is sent again later). When the first day is later, the handover is prepared instead (`pending: true`) and nothing else changes: the server does it on that day, with those who leave as listed now (an account added since continues); preparing again replaces it, DELETE /api/admin/terms/pending cancels it, GET shows it. A first day in the past is refused. Needs the admin role; you must be among those who continue.',
        protect: true,
        successDescription: 'The new term, the term that ended, who continued and who left',
        errorResponses: {
          403: 'Not an active admin (a staff manager is not enough), a cookie-authenticated call from another origin, or you are not among those who continue. Nothing is changed.',
          409: 'The new term does not start after the current one, its first day is in the past, a term with its id or start date exists, or one who continues is not an active account. Nothing is changed.',
        },
      },
    })
    .input(handoverInput)
    .output(handoverOutput)
    .mutation(({ ctx, input }) => ctx.services.terms.handover(ctx.user, input)),

  pending: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/terms/pending',
        tags: ['terms'],
        summary: 'The handover prepared ahead',
        description:
          'The handover prepared for a later day (POST /api/admin/terms with a `startsOn` after today), or null: the new term, who continues, who leaves, who prepared it and when. The server does it on the new term’s first day. Needs the admin role.',
        protect: true,
        errorResponses: { 403: 'Not an active admin.' },
      },
    })
    .input(z.void())
    .output(pendingHandoverOutput)
    .query(({ ctx }) => ctx.services.terms.pending(ctx.user)),

  cancelPending: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/terms/pending',
        tags: ['terms'],
        summary: 'Cancel the handover prepared ahead',
        description:
          'The prepared handover is dropped before its day; nothing else changes. Recorded in the audit log. Needs the admin role.',
        protect: true,
        errorResponses: {
          403: 'Not an active admin, or a cookie-authenticated call from another origin.',
          404: 'No handover is prepared (none was, it was cancelled, or its day has come and it was done).',
        },
      },
    })
    .input(z.object({}).strict().optional())
    .output(cancelledOutput)
    .mutation(({ ctx }) => ctx.services.terms.cancel(ctx.user)),

  removeMember: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/terms/{term}/members/{id}',
        tags: ['terms'],
        summary: 'Remove a member from a past team',
        description:
          'Takes the account’s entry out of a past term’s team (on the member’s request, for their privacy); the account itself is not touched. Both are in the path: no body. Recorded in the audit log. Needs the admin role.',
        protect: true,
        errorResponses: {
          403: 'Not an active admin, or a cookie-authenticated call from another origin.',
          404: 'No term has this id, or the account is not in that term’s past team (the current team is changed through profiles and the staff editor).',
        },
      },
    })
    .input(termMemberInput)
    .output(removedOutput)
    .mutation(({ ctx, input }) => ctx.services.terms.removeMember(ctx.user, input.term, input.id)),
});
