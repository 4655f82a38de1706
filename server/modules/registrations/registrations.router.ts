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
  type ListRegistrationsOutput,
} from '../../../shared/registrations.schema.js';
import { csvContentType } from '../../lib/csv.js';
import { rateLimitRules } from '../../lib/rate-limits.js';
import { router } from '../../trpc/init.js';
import { manageEventsProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';
import { registrationsCsv, registrationsCsvFileName } from './registrations.csv.js';

const perHour = rateLimitRules.registrationsPerAddress;
const managers = 'Needs the manageEvents permission (admins have it).';
const noEvent = 'No event has this id (an id that is not a positive integer included).';
const noRegistration = 'No registration of this event has this secret: the link is incomplete, or the registration went with its event.';

export const registrationsRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/events/{id}/registrations',
        tags: ['registrations'],
        summary: 'Register for an event',
        description: [
          'A seat while there are seats (and no one waits), else a place at the end of the waitlist, which moves up in order as seats free. No account needed; `language` (else the request’s) is the language of the mails.',
          '',
          'A mail follows: the confirmation with the event’s `.ics` attached (`METHOD:PUBLISH`), or the place on the waitlist; both carry the event page’s link and the cancel link, whose secret is sent only by mail (never in an answer). A reminder goes to those with a seat a day before the start.',
          '',
          `One live registration per mailbox and event (the address without case or \`+tag\`). At most ${perHour.max} registrations per client address in an hour (429 with Retry-After after that).`,
        ].join('\n'),
        protect: false,
        errorResponses: {
          404: noEvent,
          409: 'Refused, and `error` says why: the event does not take registrations (`registrationOpen` false), its registration deadline has passed, it has started, or this mailbox is already registered for it.',
          429: `More than ${perHour.max} registrations from this address in an hour: wait the seconds of \`Retry-After\`.`,
        },
      },
    })
    .use(rateLimited('registrationsPerAddress', undefined, 'errors.tooManyRegistrations'))
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
        description:
          'What the cancel page shows before it asks to confirm: the name, the status and the place on the waitlist. Never the e-mail address.',
        protect: false,
        errorResponses: { 404: `${noRegistration} Or no event has this id.` },
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
        description:
          'Cancels it and mails the registrant that it is cancelled. A seat it freed goes to the first on the waitlist (mailed too), before the event starts. Cancelling a cancelled registration answers the same and changes nothing. Recorded in the audit log.',
        protect: false,
        errorResponses: { 404: `${noRegistration} Or no event has this id.` },
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
        description: `Every registration with its status, time, place on the waitlist and check-in: seats in the order they came, then the waitlist in its order, then the cancelled; with the counts and the capacity. The only answers with registrants’ e-mail addresses. ${managers}`,
        protect: true,
        errorResponses: { 404: noEvent },
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
        description: `\`attended: true\` checks the guest in (the time is kept), \`false\` undoes it; asking for what already is changes nothing. ${managers} Recorded in the audit log.`,
        protect: true,
        errorResponses: { 404: 'No event has this id, or it has no registration with this `registrationId`.' },
      },
    })
    .input(setAttendedInput)
    .output(registrationSchema)
    .mutation(({ ctx, input }) => ctx.services.registrations.setAttended(ctx.user, input.id, input.registrationId, input.attended)),

  export: manageEventsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/events/{id}/registrations.csv',
        tags: ['registrations'],
        summary: 'An event’s guest list as a CSV file',
        description: [
          'The guest list (as GET /api/admin/events/{id}/registrations orders it) as a file to open in a spreadsheet: UTF-8 with a byte order mark (so Excel shows Chinese), every cell quoted, CRLF line endings. A cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula.',
          '',
          `Headers and statuses are in the language of \`?language=\`; times are Toronto time. ${managers} Never cached.`,
        ].join('\n'),
        protect: true,
        errorResponses: { 404: noEvent },
      },
      rest: {
        file: {
          contentType: csvContentType,
          description: 'The file (Content-Disposition: attachment; filename="registrations-{id}-YYYY-MM-DD.csv", the day in Toronto)',
          format: 'RFC 4180 CSV, UTF-8 with BOM',
          body: (data: ListRegistrationsOutput, ctx) => registrationsCsv(data.registrations, ctx.language),
        },
        headers: (ctx) => ({
          'cache-control': 'no-store',
          'content-disposition': `attachment; filename="${registrationsCsvFileName((ctx.req.params as { id?: string } | undefined)?.id, ctx.services.clock())}"`,
        }),
      },
    })
    .input(exportRegistrationsInput)
    .output(listRegistrationsOutput)
    .query(({ ctx, input }) => ctx.services.registrations.list(input.id)),
});
