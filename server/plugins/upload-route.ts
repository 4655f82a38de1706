// The routes that take a file (docs/decisions/016): POST /api/admin/upload/image (an event's
// image, field `image`) and POST /api/staff/avatar (the member's avatar, field `avatar`). Plain
// Fastify routes, because no JSON door can carry a file; each calls its procedure with tRPC's
// server-side caller, so the permission, the rate limit, the output check and the error path
// are the procedures' own. One implementation, the routes differing only by their UploadRoute.
// @fastify/multipart is registered in these routes' scope only: every other route still reads
// JSON and nothing else.
//
// In order: the session plugin's same-origin check (every /api request); the headers of the
// body (multipart, not compressed, not declared larger than the limit: 415/413 before anything
// is read); the procedure's rule and rate limit (401/403/429, body unread); then the body is
// streamed to a temporary file, stopping at 5 MB (413), and the service checks and re-encodes it.
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadLimits } from '../../shared/uploads.schema.js';
import { AppError } from '../lib/app-error.js';
import { IncomingFile, type ReceivedFile } from '../lib/incoming-file.js';
import { refuseEncodedBody } from '../lib/json-body.js';
import type { MessageKey } from '../lib/messages.js';
import { avatarRouter } from '../modules/profiles/avatar.router.js';
import { uploadsRouter } from '../modules/uploads/uploads.router.js';
import type { Context } from '../trpc/context.js';
import { localizeError } from '../trpc/errors.js';
import { createCallerFactory } from '../trpc/init.js';
import { logUnexpected } from '../trpc/log.js';
import { registerMethodNotAllowed } from './errors.js';
import type { DoorOptions } from './trpc.js';

export const imageUploadUrl = '/api/admin/upload/image';
export const avatarUploadUrl = '/api/staff/avatar';

/** What makes one upload route: where, which field, which procedure, and its own words. */
export interface UploadRoute {
  url: string;
  /** The form field that carries the file. */
  field: string;
  /** The procedure it calls, for the logs. */
  procedure: string;
  call: (ctx: Context, file: IncomingFile) => Promise<unknown>;
  messages: {
    /** No file in the field. */
    noFile: MessageKey;
    /** The body is not a form. */
    multipartOnly: MessageKey;
  };
}

const imageCaller = createCallerFactory(uploadsRouter);
const avatarCaller = createCallerFactory(avatarRouter);

export const uploadRoutes: readonly UploadRoute[] = [
  {
    url: imageUploadUrl,
    field: uploadLimits.imageField,
    procedure: 'uploads.image',
    call: (ctx, file) => imageCaller(ctx).image(file),
    messages: { noFile: 'upload.noImage', multipartOnly: 'upload.multipartOnly' },
  },
  {
    url: avatarUploadUrl,
    field: uploadLimits.avatarField,
    procedure: 'avatar.upload',
    call: (ctx, file) => avatarCaller(ctx).upload(file),
    messages: { noFile: 'upload.noAvatar', multipartOnly: 'upload.avatarMultipartOnly' },
  },
];

/** What a form may carry besides the file: a client may add a field or two (a name), no more. */
export const formLimits = {
  fileSize: uploadLimits.imageBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 5,
  headerPairs: 20,
} as const;

/** A body declared larger than the file limit plus room for the form around it is refused unread. */
export const maxUploadRequestBytes = uploadLimits.imageBytes + 64 * 1024;

const isMultipart = (type: string | undefined) => /^multipart\/form-data\s*;/i.test(type ?? '');

/** Refusals that need only the request's headers. */
function checkHeaders(request: FastifyRequest, route: UploadRoute) {
  if (!isMultipart(request.headers['content-type'])) throw new AppError('UNSUPPORTED_MEDIA_TYPE', route.messages.multipartOnly);
  refuseEncodedBody(request.headers['content-encoding']);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxUploadRequestBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
}

/** @fastify/multipart's and busboy's refusals, as the site words them; anything else is ours (500). */
function formError(error: unknown, clientGone: boolean): unknown {
  if (error instanceof AppError) return error;
  // The client closed the connection mid-body: nobody reads this answer, and it is no fault of ours.
  if (clientGone) return new AppError('BAD_REQUEST', 'upload.malformed', { cause: error });
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', 'upload.oneFile', { cause: error });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('BAD_REQUEST', 'upload.tooManyFields', { cause: error });
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', 'upload.malformed', { cause: error });
  }
  // busboy's own words for a body that is not a well-formed form.
  if (!code && /multipart|boundary|part terminated|unexpected end/i.test(message ?? '')) return new AppError('BAD_REQUEST', 'upload.malformed', { cause: error });
  return error;
}

/**
 * Streams the form's file (in the route's field) into a new file of `dir`. Other fields are
 * skipped (within formLimits); a file in another field, or a second file, is refused. Leaves
 * nothing on failure.
 */
async function saveFilePart(request: FastifyRequest, route: UploadRoute, dir: string): Promise<ReceivedFile> {
  if (request.raw.destroyed) throw new AppError('BAD_REQUEST', 'upload.malformed');
  const target = path.join(dir, `${randomBytes(12).toString('base64url')}.upload`);
  let saved: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== route.field) throw new AppError('BAD_REQUEST', route.messages.noFile);
      // busboy stops passing bytes on at the limit and marks the file truncated.
      await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx' }));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
      saved = { path: target };
    }
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw formError(error, request.raw.destroyed && !request.raw.complete);
  }
  if (!saved) throw new AppError('BAD_REQUEST', route.messages.noFile);
  return saved;
}

export async function registerUploadRoutes(app: FastifyInstance, opts: Pick<DoorOptions, 'createContext' | 'answers'>) {
  app.services.uploads.prepare();

  await app.register(async (scope) => {
    // This scope reads multipart bodies only; the app's JSON parser is not inherited here.
    scope.removeAllContentTypeParsers();
    // throwFileSizeLimit off: the truncated flag in saveFilePart is the one rule for the size.
    await scope.register(multipart, { limits: formLimits, throwFileSizeLimit: false });

    for (const route of uploadRoutes) {
      const onRequest = async (request: FastifyRequest) => checkHeaders(request, route);
      scope.post(route.url, { onRequest }, async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await opts.createContext({ req: request, res: reply }, 'rest');
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        const file = new IncomingFile((dir) => saveFilePart(request, route, dir), gone.signal);
        try {
          const data = await route.call(ctx, file);
          return reply.type('application/json; charset=utf-8').send(JSON.stringify(data));
        } catch (error) {
          const failure = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
          logUnexpected({ error: failure, req: request, path: route.procedure });
          return opts.answers.send(request, reply, localizeError(failure, ctx.language));
        }
      });
    }
  });
  for (const route of uploadRoutes) registerMethodNotAllowed(app, opts.answers, route.url, ['POST']);
}
