// Registration for events over both doors (issue 23). The public registers and cancels by the
// link of its mail; event managers list, check in and export.
import {
  cancelRegistrationOutput,
  exportRegistrationsInput,
  listRegistrationsInput,
  listRegistrationsOutput,
  registerInput,
  registerOutput,
  registrationByTokenInput,
  registrationByTokenOutput,
  registrationSchema,
  setAttendedInput,
} from '../../../shared/registrations.schema.js';
import { router } from '../../trpc/init.js';
import { manageEventsProcedure, publicProcedure } from '../../trpc/procedures.js';

export const registrationsRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/events/{id}/registrations',
        tags: ['registrations'],
        summary: 'Register for an event',
        description: 'A seat while there are seats, else a place on the waitlist. No account needed.',
        protect: false,
      },
    })
    .input(registerInput)
    .output(registerOutput)
    .mutation(({ ctx, input }) => ctx.services.registrations.register({ ...input, language: input.language ?? ctx.language })),

  byToken: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/events/{id}/registrations/{token}',
        tags: ['registrations'],
        summary: 'A registration, by the secret of its cancel link',
        protect: false,
      },
    })
    .input(registrationByTokenInput)
    .output(registrationByTokenOutput)
    .query(({ ctx, input }) => ctx.services.registrations.byToken(input.id, input.token)),

  cancel: publicProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/events/{id}/registrations/{token}',
        tags: ['registrations'],
        summary: 'Cancel a registration, by the secret of its cancel link',
        protect: false,
      },
    })
    .input(registrationByTokenInput)
    .output(cancelRegistrationOutput)
    .mutation(({ ctx, input }) => ctx.services.registrations.cancel(input.id, input.token)),

  list: manageEventsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/events/{id}/registrations',
        tags: ['registrations'],
        summary: 'An event’s guest list',
        description: 'Needs the manageEvents permission (admins have it).',
        protect: true,
      },
    })
    .input(listRegistrationsInput)
    .output(listRegistrationsOutput)
    .query(({ ctx, input }) => ctx.services.registrations.list(input.id)),

  setAttended: manageEventsProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/events/{id}/registrations/{registrationId}',
        tags: ['registrations'],
        summary: 'Check a guest in at the door, or undo it',
        description: 'Needs the manageEvents permission (admins have it). Recorded in the audit log.',
        protect: true,
      },
    })
    .input(setAttendedInput)
    .output(registrationSchema)
    .mutation(({ ctx, input }) => ctx.services.registrations.setAttended(ctx.user, input.id, input.registrationId, input.attended)),
});

// The CSV export (GET /admin/events/{id}/registrations.csv, like join.export) is the helper's to add.
void exportRegistrationsInput;
