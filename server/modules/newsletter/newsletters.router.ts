// Newsletters on both doors (issue 37; docs/decisions/050), for editors (manageMagazine):
// compose (subject and intro in each language, articles or an issue, the coming events), preview
// in the three languages, a test to yourself, send now or at a time, pause, the progress, and deleting
// one that has not started going out.
// A save says which version it was made from, as the magazine's articles do: on REST in If-Match
// (the ETag of the GET, "newsletter-<id>-<version>"), over tRPC in `version` (If-Match wins).
import {
  listNewslettersOutput,
  newsletterContent,
  newsletterIdInput,
  newsletterPreviewOutput,
  newsletterSchema,
  saveNewsletterInput,
  sendNewsletterInput,
} from '../../../shared/newsletter.schema.js';
import { z } from 'zod';
import type { Context } from '../../trpc/context.js';
import { router } from '../../trpc/init.js';
import { manageMagazineProcedure } from '../../trpc/procedures.js';
import type { ExpectedVersion } from './newsletters.service.js';

/** The ETag of a newsletter's version, as If-Match takes it back. */
export const newsletterEtag = (id: number, version: number) => `"newsletter-${id}-${version}"`;

/** The version an If-Match header names for newsletter `id` (`*`: any); -1 (stale) when it names another. */
export function newsletterVersionOfIfMatch(header: string, id: number): number | '*' {
  if (header.trim() === '*') return '*';
  const match = /^\s*"newsletter-(\d{1,15})-(\d{1,9})"\s*$/.exec(header);
  return match && Number(match[1]) === id ? Number(match[2]) : -1;
}

/** The version a save was made from: If-Match (REST, or any client that sends it), else the input's. */
function expectedVersion(ctx: Context, id: number, version: number | undefined): ExpectedVersion {
  const header = ctx.req.headers['if-match'];
  if (header !== undefined) return newsletterVersionOfIfMatch(Array.isArray(header) ? header.join(',') : header, id);
  return version;
}

const withEtag = <T extends { id: number; version: number }>(ctx: Context, answer: T): T => {
  void ctx.reply.header('etag', newsletterEtag(answer.id, answer.version));
  return answer;
};

const ifMatch = z.object({
  'If-Match': z.string().optional().meta({
    description:
      'The ETag of the newsletter you edited, like "newsletter-3-2" (or * for whatever is current). Required unless the body has `version`.',
  }),
});
const etagHeader = z.object({
  ETag: z.string().meta({ description: 'The newsletter’s version now, as If-Match takes it back', example: '"newsletter-3-2"' }),
});

export const newslettersRouter = router({
  list: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/issues',
        tags: ['newsletter'],
        summary: 'Newsletters',
        description: 'Every newsletter, newest first, with its progress.',
        protect: true,
      },
    })
    .input(z.void())
    .output(listNewslettersOutput)
    .query(({ ctx }) => ctx.services.newsletters.list()),

  create: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues',
        tags: ['newsletter'],
        summary: 'Start a newsletter',
        description: 'A draft with this content.',
        protect: true,
      },
    })
    .input(newsletterContent)
    .output(newsletterSchema)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.newsletters.create(ctx.user, input))),

  get: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/issues/{id}',
        tags: ['newsletter'],
        summary: 'One newsletter, with its progress',
        description: 'Sent, failed and left, live while it is being sent.',
        protect: true,
      },
    })
    .input(newsletterIdInput)
    .output(newsletterSchema)
    .query(async ({ ctx, input }) => withEtag(ctx, await ctx.services.newsletters.get(input.id))),

  save: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/newsletter/issues/{id}',
        tags: ['newsletter'],
        summary: 'Save a newsletter',
        description: 'The whole content, from the version named (If-Match or `version`): 412 when someone saved since.',
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: {
          400: 'An article is not published, or the issue is not (code `BAD_REQUEST`). Nothing is changed.',
          404: 'No newsletter has this id.',
          409: 'It is being sent or was sent (code `CONFLICT`): it can no longer be changed.',
          412: 'Someone saved it after the version you name (code `STALE_VERSION`): GET it again, reapply your changes, save with its ETag. Nothing is changed.',
          428: 'No version named: send If-Match (or `version`). Nothing is changed.',
        },
      },
    })
    .input(saveNewsletterInput)
    .output(newsletterSchema)
    .mutation(async ({ ctx, input }) =>
      withEtag(ctx, await ctx.services.newsletters.save(ctx.user, input.id, input.content, expectedVersion(ctx, input.id, input.version))),
    ),

  remove: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/newsletter/issues/{id}',
        tags: ['newsletter'],
        summary: 'Delete a newsletter',
        description:
          'Deletes a newsletter that has not started going out: a draft, one scheduled, or one paused before its time. Recorded in the audit log.',
        protect: true,
        errorResponses: {
          404: 'No newsletter has this id.',
          409: 'It has started going out (code `CONFLICT`): it stays, with its deliveries. Pause it instead.',
        },
      },
    })
    .input(newsletterIdInput)
    .output(z.object({ id: z.number().int().positive().meta({ description: 'What was deleted' }) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.newsletters.remove(ctx.user, input.id);
      return { id: input.id };
    }),

  preview: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/newsletter/issues/{id}/preview',
        tags: ['newsletter'],
        summary: 'The mail in each language',
        description: 'Subject, HTML and text as a subscriber in each language gets it.',
        protect: true,
      },
    })
    .input(newsletterIdInput)
    .output(newsletterPreviewOutput)
    .query(({ ctx, input }) => ctx.services.newsletters.preview(input.id)),

  test: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/test',
        tags: ['newsletter'],
        summary: 'Send a test to yourself',
        description: 'The newsletter, in your language, to your own address.',
        protect: true,
      },
    })
    .input(newsletterIdInput)
    .output(z.object({ ok: z.literal(true), to: z.string() }))
    .mutation(({ ctx, input }) => ctx.services.newsletters.test(ctx.user, input.id, ctx.language)),

  send: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/send',
        tags: ['newsletter'],
        summary: 'Send, schedule or resume',
        description: 'Now, or at `sendAt`; a paused newsletter carries on. Recorded in the audit log.',
        protect: true,
      },
    })
    .input(sendNewsletterInput)
    .output(newsletterSchema)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.newsletters.send(ctx.user, input.id, input.sendAt))),

  pause: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues/{id}/pause',
        tags: ['newsletter'],
        summary: 'Pause a send',
        description: 'What is left waits until it is sent again (POST …/send). Recorded in the audit log.',
        protect: true,
      },
    })
    .input(newsletterIdInput)
    .output(newsletterSchema)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.newsletters.pause(ctx.user, input.id))),
});
