// The avatar upload. The REST door reads the multipart form (meta `rest.upload`,
// lib/upload-form.ts) and hands the procedure the file unread, so the rule (active accounts), the
// rate limit and the error path are a procedure's own. No JSON is a file: the tRPC door does not
// serve it.
import { ownProfileOutput } from '../../../shared/profiles.schema.js';
import { acceptedImageTypes, uploadLimits } from '../../../shared/uploads.schema.js';
import { incomingFileInput } from '../../lib/incoming-file.js';
import { rateLimitRules } from '../../lib/rate-limits.js';
import { uploadErrorWords } from '../../lib/upload-form.js';
import { router } from '../../trpc/init.js';
import { activeProcedure, rateLimited } from '../../trpc/procedures.js';

export const avatarRouter = router({
  uploadAvatar: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/staff/avatar',
        tags: ['profiles'],
        summary: 'Upload my avatar',
        description: [
          `Takes one image (JPEG, PNG, WebP or GIF, told by its content; at most 5 MB) in the form field \`avatar\` and stores it as the avatar of the signed-in member’s saved profile: cropped square around what draws the eye (faces, skin, detail), ${uploadLimits.avatarSide} × ${uploadLimits.avatarSide} px (smaller only when the image is), turned upright, every piece of metadata dropped, as a JPEG with a WebP copy of the same width (\`<id>-<S>w.webp\` beside \`<id>-<S>x<S>.jpg\`).`,
          '',
          'A submitted profile goes back to review (pending; the team page keeps the approved avatar until a reviewer approves); a profile never submitted stays new. The files of the replaced avatar are removed once no version shows it. Active accounts only (403 otherwise). Recorded in the audit log. Answers the saved profile, as GET /api/staff/profile does.',
        ].join('\n'),
        protect: true,
        contentTypes: ['multipart/form-data'],
        successDescription: 'The saved profile with its new avatar',
        errorResponses: uploadErrorWords(uploadLimits.avatarField, 'avatar', rateLimitRules.avatarUploadsPerAccount.max),
      },
      rest: {
        upload: {
          field: uploadLimits.avatarField,
          accept: acceptedImageTypes,
          messages: { noFile: 'upload.noAvatar', multipartOnly: 'upload.avatarMultipartOnly' },
        },
      },
    })
    // Before the input: a refused or throttled caller's body is never read.
    .use(rateLimited('avatarUploadsPerAccount', (_input, ctx) => `account:${ctx.user!.id}`, 'upload.tooMany'))
    .input(incomingFileInput(uploadLimits.avatarField, 'The image file, at most 5 MB'))
    .output(ownProfileOutput)
    .mutation(async ({ ctx, input }) => ({ profile: await ctx.services.profiles.storeAvatar(ctx.user, input.avatar) })),
});
