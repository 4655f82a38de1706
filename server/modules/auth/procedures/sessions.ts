// The signed-in account's sessions (issue 24, item 2; docs/decisions/030): list them, end one,
// end all but this one. Another account's session id is 404, like no session, so ids cannot be
// probed; ending this one signs out like POST /api/auth/logout.
import { z } from 'zod';
import { endedCountOutput, endSessionOutput, sessionIdInput, sessionsOutput } from '../../../../shared/sessions.schema.js';
import { signedInProcedure } from '../../../trpc/procedures.js';

export const sessions = signedInProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/sessions',
      tags: ['auth'],
      summary: 'The live sessions of the signed-in account',
      description:
        'Each with the device in words (browser and system, read from the User-Agent at sign-in; no address and nothing about place is stored), when it was signed in and last used, and `current: true` for the session of this request, listed first.',
      protect: true,
    },
  })
  .input(z.void())
  .output(sessionsOutput)
  .query(async ({ ctx }) => ({ sessions: await ctx.services.sessions.list(ctx.user.id, ctx.sessionId, ctx.language) }));

export const endSession = signedInProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/auth/sessions/{id}',
      tags: ['auth'],
      summary: 'End one of your sessions',
      description:
        'Its holder is signed out at their next request. Ending the session of this request signs out like POST /api/auth/logout (the cookie is cleared; `signedOut: true`). Recorded in the audit log.',
      protect: true,
      errorResponses: { 404: 'No live session of yours has this id (another account’s session is answered the same)' },
    },
  })
  .input(sessionIdInput)
  .output(endSessionOutput)
  .mutation(async ({ ctx, input }) => {
    const { signedOut } = await ctx.services.sessions.end(ctx.user, input.id, ctx.sessionId);
    if (signedOut) ctx.cookies.clearCookie(ctx.reply);
    return { ok: true as const, signedOut };
  });

export const endOtherSessions = signedInProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/auth/sessions',
      tags: ['auth'],
      summary: 'End every session but this one',
      description:
        'Signs out everywhere else: each other session’s holder is signed out at their next request. Answers how many ended. Recorded in the audit log.',
      protect: true,
      successDescription: 'How many sessions ended',
    },
  })
  // Nothing to send; an empty object is taken too (REST tools tend to send one).
  .input(z.object({}).strict().optional())
  .output(endedCountOutput)
  .mutation(async ({ ctx }) => ctx.services.sessions.endOthers(ctx.user, ctx.sessionId!));
