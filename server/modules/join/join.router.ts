import { joinApplicationInput, joinApplicationOutput } from '../../../shared/join.schema.js';
import { router } from '../../trpc/init.js';
import { publicProcedure, rateLimited } from '../../trpc/procedures.js';

export const joinRouter = router({
  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/join/applications',
        tags: ['join'],
        summary: 'Apply to join the society',
        description:
          'Stores an application from the join page. At most 5 attempts per address in 15 minutes (429 with Retry-After after that). The `website` field is a spam trap and must be left empty.',
        protect: false,
        errorResponses: { 429: 'Too many applications from this address' },
      },
    })
    .use(rateLimited('joinApplication'))
    .input(joinApplicationInput)
    .output(joinApplicationOutput)
    .mutation(({ ctx, input }) =>
      ctx.services.join.submit({ name: input.name, email: input.email, group: input.group, message: input.message, language: ctx.language }),
    ),
});
