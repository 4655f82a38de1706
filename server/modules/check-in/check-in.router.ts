// Check-in at the door over both doors (issue 38, docs/decisions/052). The ticket page reads its
// ticket by code (no account). Event managers, and volunteers holding a check-in link for the
// event (its token in the `Check-In-Link` header), check tickets in, read the guest list the
// offline scanner keeps, send its queue when back online, and register walk-ins; managers make
// and revoke the links. The service checks, on every call, that a link is live and for this event.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  checkInInput,
  checkInLinkIdInput,
  checkInLinkInfoOutput,
  checkInLinkHeader,
  checkInLinkSchema,
  checkInListInput,
  checkInListOutput,
  checkInOutput,
  checkInTokenInput,
  createCheckInLinkInput,
  createCheckInLinkOutput,
  listCheckInLinksOutput,
  syncCheckInsInput,
  syncCheckInsOutput,
  ticketInput,
  ticketOutput,
  walkInInput,
} from '../../../shared/check-in.schema.js';
import { rateLimitRules } from '../../lib/rate-limits.js';
import type { Context } from '../../trpc/context.js';
import { router } from '../../trpc/init.js';
import { checkInProcedure, manageEventsProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';

const managers = 'Needs the manageEvents permission (admins have it).';
const walkIns = rateLimitRules.walkInsPerScanner;
/** Who is scanning, for a limit: the account, or the check-in link (by its token's hash). */
const scannerKey = (ctx: Context) => {
  const token = ctx.req.headers[checkInLinkHeader];
  return ctx.user ? `account:${ctx.user.id}` : `link:${createHash('sha256').update(String(token)).digest('hex').slice(0, 32)}`;
};
const doors = `${managers} A volunteer’s scanner may call it too, with its check-in link’s token in the \`Check-In-Link\` header: only for the link’s event, until the event ends or the link is revoked.`;
const noEvent = 'No event has this id.';
const listEtag = z.object({
  ETag: z.string().meta({ description: 'The list’s version (`version`, quoted); If-None-Match with it answers 304 while nothing changed' }),
});
const linkRefused = 'The check-in link is for another event (code `FORBIDDEN`).';

export const checkInRouter = router({
  ticket: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tickets/{code}',
        tags: ['check-in'],
        summary: 'A ticket',
        description:
          'The ticket page’s data, by the code in its mail: the name, the event, whether it still lets them in (a cancelled registration’s does not), when it was checked in, and its QR code. Needs no account: the code is the secret (128 bits; only its hash is stored). `no-store`.',
        protect: false,
        errorResponses: { 404: 'No ticket has this code (mistyped, or its registration went with its event).' },
      },
    })
    .input(ticketInput)
    .output(ticketOutput)
    .query(({ ctx, input }) => ctx.services.checkIn.ticket(input.code, ctx.chineseSide)),

  checkIn: checkInProcedure
    .meta({
      checkInLink: true,
      openapi: {
        method: 'POST',
        path: '/admin/events/{id}/check-ins',
        tags: ['check-in'],
        summary: 'Check a ticket in',
        description: [
          'A ticket as scanned (`ticket`: the QR code’s text, the ticket page’s address or the bare code) or a guest picked from the guest list (`registrationId`). 200 the first time, with the guest.',
          '',
          'Otherwise 409 with `details.reason` and what the scanner shows: `alreadyCheckedIn` (with `checkedInAt` and `checkedInDevice` of the first), `cancelled`, `waitlisted`, `otherEvent` (with the `event` it is for); an unknown ticket is 404 with `details.reason` `unknown`. `error` says it in the request’s language.',
          '',
          `${doors} Recorded in the audit log.`,
        ].join('\n'),
        protect: true,
        errorResponses: {
          403: linkRefused,
          404: `${noEvent} Or no ticket has this code (\`details.reason\`: \`unknown\`), or no registration of this event this id.`,
          409: 'Not checked in: `details.reason` says why (see above).',
        },
      },
    })
    .input(checkInInput)
    .output(checkInOutput)
    .mutation(({ ctx, input }) => ctx.services.checkIn.checkIn(ctx.checkInAccess, input)),

  list: checkInProcedure
    .meta({
      checkInLink: true,
      openapi: {
        method: 'GET',
        path: '/admin/events/{id}/check-in-list',
        tags: ['check-in'],
        summary: 'The guest list for the door',
        description: `What the offline scanner keeps: each guest’s name, status, the SHA-256 of their ticket’s code (never the code, never an address), and check-in. With an \`ETag\` (the list’s \`version\`): send it in \`If-None-Match\` for a 304 while nothing changed. ${doors}`,
        protect: true,
        responseHeaders: listEtag,
        errorResponses: { 403: linkRefused, 404: noEvent },
      },
    })
    .input(checkInListInput)
    .output(checkInListOutput)
    .query(async ({ ctx, input }) => {
      const list = await ctx.services.checkIn.list(ctx.checkInAccess, input.id);
      // The REST door answers 304 to a matching If-None-Match (rest-door.ts).
      void ctx.reply.header('etag', `"${list.version}"`);
      return list;
    }),

  sync: checkInProcedure
    .meta({
      checkInLink: true,
      openapi: {
        method: 'POST',
        path: '/admin/events/{id}/check-ins/sync',
        tags: ['check-in'],
        summary: 'Send an offline scanner’s check-ins',
        description: `The check-ins a scanner made while offline, in the order it made them, each with its own time. Each is answered in order: \`checkedIn\`, or why not. The first check-in of a ticket stands, whichever device it came from; sending the same queue again changes nothing. ${doors} Each check-in is recorded in the audit log.`,
        protect: true,
        errorResponses: { 403: linkRefused, 404: noEvent },
      },
    })
    .input(syncCheckInsInput)
    .output(syncCheckInsOutput)
    .mutation(({ ctx, input }) => ctx.services.checkIn.sync(ctx.checkInAccess, input)),

  walkIn: checkInProcedure
    .meta({
      checkInLink: true,
      openapi: {
        method: 'POST',
        path: '/admin/events/{id}/walk-ins',
        tags: ['check-in'],
        summary: 'Register a walk-in at the door',
        description: `Registers someone at the door and checks them in at once, with a seat while there are seats (the capacity holds: 409 when the event is full, or the mailbox is already registered). Their confirmation mail, with the ticket, follows. ${doors} Recorded in the audit log.`,
        protect: true,
        errorResponses: {
          403: linkRefused,
          404: noEvent,
          409: 'The event is full, or this mailbox is already registered for it: `error` says which.',
          429: `More than ${walkIns.max} walk-ins from this scanner (an account, or a check-in link) in an hour: wait the seconds of \`Retry-After\`.`,
        },
      },
    })
    .use(rateLimited('walkInsPerScanner', (_input, ctx) => scannerKey(ctx), 'checkIn.walkInsTooMany'))
    .input(walkInInput)
    .output(checkInOutput)
    .mutation(({ ctx, input }) => ctx.services.checkIn.walkIn(ctx.checkInAccess, { ...input, language: input.language ?? ctx.language })),

  links: manageEventsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/events/{id}/check-in-links',
        tags: ['check-in'],
        summary: 'The event’s check-in links',
        description: `Every check-in link of the event (never their tokens), newest first, with the check-ins made with each. ${managers}`,
        protect: true,
        errorResponses: { 404: noEvent },
      },
    })
    .input(checkInListInput)
    .output(listCheckInLinksOutput)
    .query(({ ctx, input }) => ctx.services.checkIn.links(input.id)),

  createLink: manageEventsProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/events/{id}/check-in-links',
        tags: ['check-in'],
        summary: 'Make a check-in link for a volunteer',
        description: `A link that opens the scanner for this event on a volunteer’s phone, no account needed, and allows check-in for this event only, until it ends (or the link is revoked). Its address and QR code are answered this once: only its token’s hash is kept. ${managers} Recorded in the audit log.`,
        protect: true,
        errorResponses: { 404: noEvent, 409: 'The event has ended: a link would be dead at once.' },
      },
    })
    .input(createCheckInLinkInput)
    .output(createCheckInLinkOutput)
    .mutation(({ ctx, input }) => ctx.services.checkIn.createLink(ctx.user, input)),

  revokeLink: manageEventsProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/events/{id}/check-in-links/{linkId}',
        tags: ['check-in'],
        summary: 'Revoke a check-in link',
        description: `The link stops working at once (its scanner’s next call is refused). Revoking again changes nothing. ${managers} Recorded in the audit log.`,
        protect: true,
        errorResponses: { 404: 'No link of this event has this id.' },
      },
    })
    .input(checkInLinkIdInput)
    .output(checkInLinkSchema)
    .mutation(({ ctx, input }) => ctx.services.checkIn.revokeLink(ctx.user, input.id, input.linkId)),

  linkInfo: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/check-in-links/{token}',
        tags: ['check-in'],
        summary: 'What a check-in link opens',
        description: 'For the volunteer’s scanner page: the event the link is for, its label and until when it works. `no-store`.',
        protect: false,
        errorResponses: { 404: 'The link is unknown, revoked or past its event’s end: `error` says which, in the request’s language.' },
      },
    })
    .input(checkInTokenInput)
    .output(checkInLinkInfoOutput)
    .query(({ ctx, input }) => ctx.services.checkIn.linkInfo(input.token)),
});
