// The newsletter's subscriptions on both doors (issue 37; docs/decisions/050). Anyone, with no
// account: subscribe (the same answer whatever the address's state: no enumeration), confirm
// with the link's token, read and change the preferences, leave in one click (RFC 8058). Editors
// (manageMagazine): the list, removing one, the CSV file out and in.
// SKELETON: the contract (paths, inputs, outputs); the bodies are being written.
import { z } from 'zod';
import {
  importSubscribersInput,
  importSubscribersOutput,
  listSubscribersInput,
  listSubscribersOutput,
  preferencesOutput,
  subscribeInput,
  subscribeOutput,
  subscriberIdInput,
  tokenInput,
  updatePreferencesInput,
} from '../../../shared/newsletter.schema.js';
import { router } from '../../trpc/init.js';
import { manageMagazineProcedure, publicProcedure } from '../../trpc/procedures.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

const okOutput = z.object({ ok: z.literal(true) });

/** Anyone: /api/newsletter/… */
export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/subscriptions',
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter',
        description: 'Mails a confirmation link in the chosen language; the same answer whether the address is new, pending or subscribed.',
        protect: false,
      },
    })
    .input(subscribeInput)
    .output(subscribeOutput)
    .mutation(notBuilt),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/confirm/{token}',
        tags: ['newsletter'],
        summary: 'Confirm a subscription',
        description: 'The confirmation link’s token (its page asks for a button press: mail scanners follow links).',
        protect: false,
      },
    })
    .input(tokenInput)
    .output(preferencesOutput)
    .mutation(notBuilt),

  preferences: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/newsletter/preferences/{token}',
        tags: ['newsletter'],
        summary: 'A subscriber’s preferences',
        description: 'By the address’s own token (every newsletter’s links carry it).',
        protect: false,
      },
    })
    .input(tokenInput)
    .output(preferencesOutput)
    .query(notBuilt),

  updatePreferences: publicProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/newsletter/preferences/{token}',
        tags: ['newsletter'],
        summary: 'Change a subscriber’s preferences',
        description: 'Language and topics, by the address’s own token.',
        protect: false,
      },
    })
    .input(updatePreferencesInput)
    .output(preferencesOutput)
    .mutation(notBuilt),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe/{token}',
        tags: ['newsletter'],
        summary: 'Unsubscribe in one click (RFC 8058)',
        description: 'The List-Unsubscribe target: no session, cookie or origin needed; the token is the secret.',
        protect: false,
      },
    })
    .input(tokenInput)
    .output(okOutput)
    .mutation(notBuilt),
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
        description: 'Paged, by part of the address, status, language and topic.',
        protect: true,
      },
    })
    .input(listSubscribersInput)
    .output(listSubscribersOutput)
    .query(notBuilt),

  remove: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/newsletter/subscribers/{id}',
        tags: ['newsletter'],
        summary: 'Remove a subscriber',
        description: 'Forgets the address. Recorded in the audit log.',
        protect: true,
      },
    })
    .input(subscriberIdInput)
    .output(z.object({ id: z.number().int().positive() }))
    .mutation(notBuilt),

  import: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/subscribers/import',
        tags: ['newsletter'],
        summary: 'Import addresses',
        description: 'A CSV file of people who gave consent elsewhere: each new address gets the confirmation mail.',
        protect: true,
      },
    })
    .input(importSubscribersInput)
    .output(importSubscribersOutput)
    .mutation(notBuilt),
});
