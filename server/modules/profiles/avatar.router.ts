// The avatar upload. Not part of the app's router (no JSON door can carry a file): the multipart
// route POST /api/staff/avatar (plugins/upload-route.ts) calls this procedure with a server-side
// caller, so the rule (active accounts), the rate limit and the error path are a procedure's own.
import { ownProfileOutput } from '../../../shared/profiles.schema.js';
import { incomingFileInput } from '../../lib/incoming-file.js';
import { router } from '../../trpc/init.js';
import { activeProcedure, rateLimited } from '../../trpc/procedures.js';

export const avatarRouter = router({
  /** POST /api/staff/avatar (multipart, field `avatar`). */
  upload: activeProcedure
    // Before the input: a refused or throttled caller's body is never read.
    .use(rateLimited('avatarUploadsPerAccount', (_input, ctx) => `account:${ctx.user!.id}`, 'upload.tooMany'))
    .input(incomingFileInput)
    .output(ownProfileOutput)
    .mutation(async ({ ctx, input }) => ({ profile: await ctx.services.profiles.storeAvatar(ctx.user, input) })),
});

export type AvatarRouter = typeof avatarRouter;
