// Reading a multipart form of one file (docs/decisions/016), for the REST door's operations whose
// meta has `rest.upload` (http/doors/rest-door.ts). In order: the session plugin's same-origin check
// (every /api request); the headers of the body (multipart, not compressed, not declared larger
// than the limit: 415/413 before anything is read, `checkUploadHeaders`); the procedure's rule
// and rate limit (401/403/429, body unread); then, when the service asks for the file, the body
// is streamed to a temporary file, stopping at 5 MB (413, `saveFilePart`).
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { decodeClasses, maxInputSides, uploadLimits, type DecodeClass, type UploadKind } from '../../shared/uploads.schema.js';
import { AppError } from './app-error.js';
import type { ReceivedFile } from './incoming-file.js';
import { refuseEncodedBody } from './json-body.js';
import type { MessageKey } from './messages.js';

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

/** The form field of an upload, and its own words for a missing file and a body that is no form. */
export interface UploadForm {
  field: string;
  messages: { noFile: MessageKey; multipartOnly: MessageKey };
}

const isMultipart = (type: string | undefined) => /^multipart\/form-data\s*;/i.test(type ?? '');

/** Refusals that need only the request's headers. */
export function checkUploadHeaders(request: FastifyRequest, form: UploadForm) {
  if (!isMultipart(request.headers['content-type'])) throw new AppError('UNSUPPORTED_MEDIA_TYPE', form.messages.multipartOnly);
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
  if (!code && /multipart|boundary|part terminated|unexpected end/i.test(message ?? ''))
    return new AppError('BAD_REQUEST', 'upload.malformed', { cause: error });
  return error;
}

/**
 * Streams the form's file (in the form's field) into a new file of `dir`. Other fields are
 * skipped (within formLimits); a file in another field, or a second file, is refused. Leaves
 * nothing on failure.
 */
export async function saveFilePart(request: FastifyRequest, form: UploadForm, dir: string): Promise<ReceivedFile> {
  if (request.raw.destroyed) throw new AppError('BAD_REQUEST', 'upload.malformed');
  const target = path.join(dir, `${randomBytes(12).toString('base64url')}.upload`);
  let saved: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== form.field) throw new AppError('BAD_REQUEST', form.messages.noFile);
      // busboy stops passing bytes on at the limit and marks the file truncated.
      await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx' }));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
      saved = { path: target };
    }
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw formError(error, request.raw.destroyed && !request.raw.complete);
  }
  if (!saved) throw new AppError('BAD_REQUEST', form.messages.noFile);
  return saved;
}

const decodeClassNames = {
  jpeg: 'JPEG',
  progressiveJpeg: 'progressive JPEG',
  png: 'PNG',
  interlacedPng: 'interlaced PNG',
  webp: 'WebP',
  gif: 'GIF',
} as const satisfies Record<DecodeClass, string>;

/** The pixel limits of a kind of upload, in words: "JPEG 8000 × 8000, …". */
function pixelLimitWords(kind: UploadKind) {
  return decodeClasses
    .map((decodeClass) => `${decodeClassNames[decodeClass]} ${maxInputSides[kind][decodeClass]} × ${maxInputSides[kind][decodeClass]}`)
    .join(', ');
}

/** What an upload's refusals mean, for its meta's errorResponses: by the form field it reads, its kind and its hourly limit. */
export function uploadErrorWords(field: string, kind: UploadKind, perHour: number): Record<number, string> {
  return {
    400:
      'The file is not a JPEG, PNG, WebP or GIF by its content (whatever its name or declared type), cannot be decoded (a truncated file), has more pixels ' +
      `(width × height of its first frame, any shape) than ${pixelLimitWords(kind)}, or the form has no field \`${field}\`, two files or more than ${formLimits.fields} other fields.`,
    413: `The file is larger than 5 MB (${uploadLimits.imageBytes} bytes): reading stops at the limit and nothing is kept.`,
    415: 'The body is not `multipart/form-data`, or it is compressed.',
    429: `More than ${perHour} uploads in an hour from this account: wait the seconds of \`Retry-After\`.`,
  };
}
