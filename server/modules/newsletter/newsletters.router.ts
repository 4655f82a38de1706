// Newsletters on both doors (issue 37; docs/decisions/050), for editors (manageMagazine):
// compose (subject and intro in each language, articles or an issue, the coming events), preview
// in the three languages, a test to yourself, send now or at a time, pause, and the progress.
// SKELETON: the contract (paths, inputs, outputs); the bodies are being written.
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
import { router } from '../../trpc/init.js';
import { manageMagazineProcedure } from '../../trpc/procedures.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

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
    .query(notBuilt),

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
    .mutation(notBuilt),

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
    .query(notBuilt),

  save: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/newsletter/issues/{id}',
        tags: ['newsletter'],
        summary: 'Save a newsletter',
        description: 'The whole content, from the version named (If-Match or `version`): 412 when someone saved since.',
        protect: true,
      },
    })
    .input(saveNewsletterInput)
    .output(newsletterSchema)
    .mutation(notBuilt),

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
    .query(notBuilt),

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
    .mutation(notBuilt),

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
    .mutation(notBuilt),

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
    .mutation(notBuilt),
});
