// The newsletter's subscriptions on both doors (issue 37; docs/decisions/050). Anyone, with no
// account: subscribe (the same answer whatever the address's state: no enumeration), confirm
// with the link's token, read and change the preferences, leave in one click (RFC 8058). Editors
// (manageMagazine): the list, removing one, the CSV file out and in.
import { z } from 'zod';
import {
  exportSubscribersInput,
  exportSubscribersOutput,
  importSubscribersInput,
  importSubscribersOutput,
  listSubscribersInput,
  listSubscribersOutput,
  confirmOutput,
  preferencesOutput,
  subscribeInput,
  subscribeOutput,
  subscriberIdInput,
  tokenInput,
  updatePreferencesInput,
} from '../../../shared/newsletter.schema.js';
import { csvContentType } from '../../lib/csv.js';
import { translate } from '../../lib/messages.js';
import { keyedRequest, rateLimitRules } from '../../lib/rate-limits.js';
import { router } from '../../trpc/init.js';
import { manageMagazineProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';
import { subscribersCsv, subscribersCsvFileName } from './subscriptions.csv.js';
import { subscriberEmail } from './subscriptions.service.js';

const okOutput = z.object({ ok: z.literal(true) });
/** An imported file of 1 MB as JSON text (its line breaks escaped, Chinese in three bytes) fits; other bodies stay at the app's 100 KiB. */
export const importBodyBytes = 2 * 1024 * 1024;
const perClient = rateLimitRules.newsletterSubscriptionsPerAddress;
const perTarget = rateLimitRules.newsletterMailsPerTarget;
const editors = 'Needs the manageMagazine permission (admins have it): the addresses are seen by those who manage the list only.';
const unknownOwnToken =
  'No subscription has this token (the link is incomplete, or the address was removed), or the token is not one (`error` says which, in the request’s language).';

/** Anyone: /api/newsletter/… */
export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/subscriptions',
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter',
        description: [
          'Mails a confirmation link (good 7 days) in the chosen language; the same answer whether the address is new, pending or subscribed (no enumeration). A new or unsubscribed address becomes pending; a pending one gets a new link (the old one void); a subscribed one gets a mail with its preferences link, and nothing changes. Only a confirmed address receives newsletters; a pending one not confirmed in 7 days is forgotten.',
          '',
          `At most ${perClient.max} requests per client address in an hour (429 with Retry-After after that). At most ${perTarget.max} mails to one address a day: past that the answer is the same, and no mail is sent.`,
        ].join('\n'),
        protect: false,
        errorResponses: {
          429: `More than ${perClient.max} requests from this client address in an hour: wait the seconds of \`Retry-After\`.`,
        },
      },
    })
    .use(rateLimited('newsletterSubscriptionsPerAddress', undefined, 'newsletter.tooManyRequests'))
    .input(subscribeInput)
    .output(subscribeOutput)
    .mutation(async ({ ctx, input }) => {
      const target = await ctx.rateLimits.newsletterMailsPerTarget(keyedRequest(ctx.req, subscriberEmail(input.email)));
      const mayMail = target.isAllowed || !target.isExceeded;
      await ctx.services.newsletterSubscriptions.subscribe(input, { mayMail });
      return { ok: true as const, message: translate(ctx.language, 'newsletter.checkInbox') };
    }),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/confirm/{token}',
        tags: ['newsletter'],
        summary: 'Confirm a subscription',
        description:
          'The confirmation link’s token (its page asks for a button press: mail scanners follow links): the pending address becomes subscribed. Confirming again answers the same. Answers the preferences (the address partly hidden) and the address’s own token, for its preferences page. Recorded in the audit log (as a visitor).',
        protect: false,
        errorResponses: {
          404: 'The link is unknown (incomplete, replaced by a newer one, or its address unsubscribed since), or it has expired (7 days): `error` says which, in the request’s language.',
        },
      },
    })
    .input(tokenInput)
    .output(confirmOutput)
    .mutation(({ ctx, input }) => ctx.services.newsletterSubscriptions.confirm(input.token)),

  preferences: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/newsletter/preferences/{token}',
        tags: ['newsletter'],
        summary: 'A subscriber’s preferences',
        description:
          'By the address’s own token (every newsletter’s links carry it): the address partly hidden (its first letter, then ***), language, topics, status.',
        protect: false,
        errorResponses: { 404: unknownOwnToken },
      },
    })
    .input(tokenInput)
    .output(preferencesOutput)
    .query(({ ctx, input }) => ctx.services.newsletterSubscriptions.preferences(input.token)),

  updatePreferences: publicProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/newsletter/preferences/{token}',
        tags: ['newsletter'],
        summary: 'Change a subscriber’s preferences',
        description:
          'Language and topics, by the address’s own token; the status stays as it is. Recorded in the audit log (as a visitor).',
        protect: false,
        errorResponses: { 404: unknownOwnToken },
      },
    })
    .input(updatePreferencesInput)
    .output(preferencesOutput)
    .mutation(({ ctx, input }) =>
      ctx.services.newsletterSubscriptions.updatePreferences(input.token, { language: input.language, topics: input.topics }),
    ),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe/{token}',
        tags: ['newsletter'],
        summary: 'Unsubscribe in one click (RFC 8058)',
        description: [
          'The List-Unsubscribe target: no session, cookie or origin needed; the token (the address’s own) is the secret. A mail provider POSTs it with `Content-Type: application/x-www-form-urlencoded` (or `multipart/form-data`) and the body `List-Unsubscribe=One-Click`; a JSON body, or none, does too. The body is not read: the path says everything.',
          '',
          'Nothing more is sent to the address; subscribing again needs a new confirmation. Unsubscribing again answers the same. Recorded in the audit log (as a visitor).',
        ].join('\n'),
        protect: false,
        errorResponses: { 404: unknownOwnToken },
      },
      rest: { formPost: true },
    })
    .input(tokenInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => ctx.services.newsletterSubscriptions.unsubscribe(input.token)),
});

/** Editors: /api/admin/newsletter/subscribers… */
export const newsletterSubscribersRouter = router({
  list: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/subscribers',
        tags: ['newsletter'],
        summary: 'Subscribers',
        description: `Paged (newest first), by part of the address (\`q\`), status, language and topic; \`counts\` are per status under the other filters. ${editors}`,
        protect: true,
      },
    })
    .input(listSubscribersInput)
    .output(listSubscribersOutput)
    .query(({ ctx, input }) => ctx.services.newsletterSubscriptions.list(input)),

  exportCsv: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/subscribers.csv',
        tags: ['newsletter'],
        summary: 'Subscribers as a CSV file',
        description: [
          'Every subscriber the filters match (those of GET /api/admin/newsletter/subscribers, without paging), newest first, as a file to open in a spreadsheet: UTF-8 with a byte order mark (so Excel shows Chinese), every cell quoted, CRLF line endings. A cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula.',
          '',
          `Headers and words are in the request’s language; \`?language=\` filters by the subscribers’ language (as on the list) and so names the file’s language too: without it, the words follow Accept-Language. Times are Toronto time. ${editors} Never cached.`,
        ].join('\n'),
        protect: true,
      },
      rest: {
        file: {
          contentType: csvContentType,
          description: 'The file (Content-Disposition: attachment; filename="newsletter-subscribers-YYYY-MM-DD.csv", the day in Toronto)',
          format: 'RFC 4180 CSV, UTF-8 with BOM',
          body: (data: z.infer<typeof exportSubscribersOutput>, ctx) => subscribersCsv(data.subscribers, ctx.language),
        },
        headers: (ctx) => ({
          'cache-control': 'no-store',
          'content-disposition': `attachment; filename="${subscribersCsvFileName(ctx.services.clock())}"`,
        }),
      },
    })
    .input(exportSubscribersInput)
    .output(exportSubscribersOutput)
    .query(({ ctx, input }) => ctx.services.newsletterSubscriptions.all(input)),

  remove: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/newsletter/subscribers/{id}',
        tags: ['newsletter'],
        summary: 'Remove a subscriber',
        description: `Forgets the address (its row goes; it may subscribe again through the form, with a confirmation). ${editors} Recorded in the audit log.`,
        protect: true,
        errorResponses: { 404: 'No subscriber has this id (removed already, or never).' },
      },
    })
    .input(subscriberIdInput)
    .output(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => ctx.services.newsletterSubscriptions.remove(ctx.user, input.id)),

  import: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/subscribers/import',
        tags: ['newsletter'],
        summary: 'Import addresses',
        description: [
          'A CSV file’s text (`csv`) of people who gave consent elsewhere: a header row naming a column `email` and, optionally, `language` (en, zh, zh-Hant; empty: the input’s `language`). Each valid address not subscribed yet becomes pending and gets the confirmation mail, queued in the import’s transaction and sent by the server’s job runner; nobody is subscribed without confirming. Addresses subscribed already are counted; invalid rows are listed with their line and why, in the request’s language.',
          '',
          `At most 1 MB (1,048,576 characters) and 5,000 rows. ${editors} Recorded in the audit log.`,
        ].join('\n'),
        protect: true,
        errorResponses: {
          400: 'The file has no header row naming a column `email`, or the input is not valid.',
          413: 'The body is larger than 2 MiB, or the file has more than 5,000 rows.',
        },
      },
      rest: { bodyBytes: importBodyBytes },
    })
    .input(importSubscribersInput)
    .output(importSubscribersOutput)
    .mutation(({ ctx, input }) => ctx.services.newsletterSubscriptions.import(ctx.user, input, ctx.language)),
});
