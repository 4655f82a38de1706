// Uploads. Not part of the app's router (no JSON door can carry a file): the multipart route of
// plugins/upload-route.ts calls these procedures with a server-side caller, so the rule, the
// rate limit and the error path are those of every procedure (docs/decisions/016).
import { uploadedImage } from '../../../shared/uploads.schema.js';
import { incomingFileInput } from '../../lib/incoming-file.js';
import { router } from '../../trpc/init.js';
import { manageEventsProcedure, rateLimited } from '../../trpc/procedures.js';

export const uploadsRouter = router({
  /** POST /api/admin/upload/image (multipart, field `image`). */
  image: manageEventsProcedure
    // Before the input: a refused or throttled caller's body is never read.
    .use(rateLimited('imageUploadsPerAccount', (_input, ctx) => `account:${ctx.user!.id}`, 'upload.tooMany'))
    .input(incomingFileInput)
    .output(uploadedImage)
    .mutation(({ ctx, input }) => ctx.services.uploads.storeImage(ctx.user, input)),
});

export type UploadsRouter = typeof uploadsRouter;
