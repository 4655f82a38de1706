import { z } from 'zod';
import { okOutput } from '../../../../shared/auth.schema.js';
import { publicProcedure } from '../../../trpc/procedures.js';

export const logout = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'End this session',
      description: 'Ends the session on the server and clears the cookie. Signed out already, it only clears the cookie.',
      protect: false,
    },
  })
  // Nothing to send; an empty object is taken too (REST tools tend to send one).
  .input(z.object({}).strict().optional())
  .output(okOutput)
  .mutation(async ({ ctx }) => {
    if (ctx.sessionId !== null) await ctx.services.auth.endSession(ctx.sessionId);
    ctx.cookies.clearCookie(ctx.reply);
    return { ok: true as const };
  });
