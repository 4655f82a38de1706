// Uploads of images: events' and the magazine's (covers and images in an article's text, which
// any active member writes: issue 36). The REST door reads the multipart form (meta `rest.upload`,
// lib/upload-form.ts) and hands the procedure the file unread, so the rule, the rate limit and
// the error path are those of every procedure (docs/decisions/016). No JSON is a file: the tRPC
// door does not serve it.
import { acceptedImageTypes, uploadedImage, uploadLimits } from '../../../shared/uploads.schema.js';
import { incomingFileInput } from '../../lib/incoming-file.js';
import { rateLimitRules } from '../../lib/rate-limits.js';
import { uploadErrorWords } from '../../lib/upload-form.js';
import { router } from '../../trpc/init.js';
import { activeProcedure, rateLimited } from '../../trpc/procedures.js';

export const uploadsRouter = router({
  uploadImage: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/upload/image',
        tags: ['admin'],
        summary: 'Upload an image',
        description: [
          'Takes one image (JPEG, PNG, WebP or GIF, told by its content; at most 5 MB) in the form field `image` and stores it re-encoded: turned upright by its EXIF orientation, every piece of metadata dropped (EXIF, GPS, comments), at most 1600 px wide. Answers the path of a fallback (JPEG, or PNG when the image has transparency; an animated GIF keeps its first frame) and of WebP copies at 480, 960 and 1600 px wide (those narrower than the image) and at its own width, for a `srcset`.',
          '',
          'Any active staff account (events’ images, and the magazine’s, which every member may write for). Recorded in the audit log. The files are served under `/uploads/images/` and, the same files, `/static/images/`.',
        ].join('\n'),
        protect: true,
        contentTypes: ['multipart/form-data'],
        successDescription: 'The stored image',
        errorResponses: uploadErrorWords(uploadLimits.imageField, 'image', rateLimitRules.imageUploadsPerAccount.max),
      },
      rest: {
        upload: {
          field: uploadLimits.imageField,
          accept: acceptedImageTypes,
          messages: { noFile: 'upload.noImage', multipartOnly: 'upload.multipartOnly' },
        },
      },
    })
    // Before the input: a refused or throttled caller's body is never read.
    .use(rateLimited('imageUploadsPerAccount', (_input, ctx) => `account:${ctx.user!.id}`, 'upload.tooMany'))
    .input(incomingFileInput(uploadLimits.imageField, 'The image file, at most 5 MB'))
    .output(uploadedImage)
    .mutation(({ ctx, input }) => ctx.services.uploads.storeImage(ctx.user, input.image)),
});
