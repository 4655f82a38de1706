import type { EventStatus } from '../../../shared/events.js';
import {
  deleteEventInput,
  deleteEventOutput,
  eventInput,
  eventSchema,
  listEventsInput,
  listEventsOutput,
  updateEventInput,
  type ListEventsInput,
} from '../../../shared/events.schema.js';
import type { Services } from '../../services.js';
import { router } from '../../trpc/init.js';
import { manageEventsProcedure, publicProcedure } from '../../trpc/procedures.js';

const listEvents = (services: Services, input: ListEventsInput) => services.events.list(input?.status as EventStatus | undefined);

const writeDescription = 'Needs the manageEvents permission (admins have it). Recorded in the audit log; the public lists show the change at once (new ETag).';

export const eventsRouter = router({
  list: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: listEvents },
      openapi: {
        method: 'GET',
        path: '/events',
        tags: ['events'],
        summary: 'List events',
        description:
          'Events with their status derived from their times at the moment of the request: upcoming soonest first, ongoing ending soonest first, past latest first; without `status`, ongoing then upcoming then past. Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
      },
    })
    .input(listEventsInput)
    .output(listEventsOutput)
    .query(async ({ ctx, input }) => (await listEvents(ctx.services, input)).data),

  create: manageEventsProcedure
    .meta({ openapi: { method: 'POST', path: '/events', tags: ['events'], summary: 'Create an event', description: writeDescription, protect: true } })
    .input(eventInput)
    .output(eventSchema)
    .mutation(({ ctx, input }) => ctx.services.events.create(ctx.user, input)),

  update: manageEventsProcedure
    .meta({
      openapi: { method: 'PUT', path: '/events/{id}', tags: ['events'], summary: 'Replace an event', description: `Replaces every field: one left out takes its default, as on create. ${writeDescription}`, protect: true },
    })
    .input(updateEventInput)
    .output(eventSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => ctx.services.events.update(ctx.user, id, fields)),

  delete: manageEventsProcedure
    .meta({ openapi: { method: 'DELETE', path: '/events/{id}', tags: ['events'], summary: 'Delete an event', description: writeDescription, protect: true } })
    .input(deleteEventInput)
    .output(deleteEventOutput)
    .mutation(({ ctx, input }) => ctx.services.events.delete(ctx.user, input.id)),
});
