import { listEventsInput, listEventsOutput } from '../../../shared/events.schema.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';

export const eventsRouter = router({
  list: publicProcedure
    .meta({
      cachedRead: true,
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
    .query(async ({ ctx, input }) => (await ctx.services.events.list(input?.status)).data),
});
