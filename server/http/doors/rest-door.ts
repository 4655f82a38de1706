// The REST door: every procedure with OpenAPI meta is a Fastify route at /api + its path, which
// builds the input from the query (GET, DELETE) or the JSON body (POST, PUT, PATCH) plus the path
// parameters, calls the procedure with tRPC's server-side caller, and sends the answer through
// Fastify's reply, so compression, headers and the error path are the app's own. Query and path
// values are read as the input schema's fields ask (numbers, booleans, arrays) without changing
// the schema, so the tRPC door never starts accepting "5" for a number. What is not JSON in and
// out, the procedure's meta says (`rest`, trpc/init.ts): a JSON body on a DELETE, a form with a
// file, a file as the answer, headers of its own. trpc-to-openapi generates the document from
// the same meta (http/doors/openapi.ts): no route here is written by hand.
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { IncomingFile } from '../../lib/incoming-file.js';
import { queryOf } from '../../lib/query-string.js';
import { checkUploadHeaders, formLimits, saveFilePart } from '../../lib/upload-form.js';
import type { AppRouter } from '../../router.js';
import { localizeError } from '../../trpc/errors.js';
import { createCallerFactory, proceduresOf, type AppMeta, type RestMeta } from '../../trpc/init.js';
import { logUnexpected } from '../../trpc/log.js';
import { registerMethodNotAllowed } from './errors.js';
import type { DoorOptions } from './trpc-door.js';

type OpenApiMethod = NonNullable<AppMeta['openapi']>['method'];

/** The largest body of a one-click POST (its form is `List-Unsubscribe=One-Click`). */
export const formPostBodyBytes = 4096;

export interface RestOperation {
  /** The procedure's path in the router, e.g. events.list. */
  procedure: string;
  method: OpenApiMethod;
  /** The Fastify route: /api/events/:id for the published /api/events/{id}. */
  url: string;
  input: z.ZodType | undefined;
  cachedRead: boolean;
  rest: RestMeta;
}

/** The router's procedures that have a REST door. */
export function restOperations(router: AppRouter): RestOperation[] {
  return proceduresOf(router).flatMap(({ path, meta, input }) => {
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    return [
      {
        procedure: path,
        method: openapi.method,
        url: `/api${openapi.path.replace(/\{(\w+)\}/g, ':$1')}`,
        input,
        cachedRead: meta.cachedRead !== undefined,
        rest: meta.rest ?? {},
      },
    ];
  });
}

// ---- Reading strings as the schema asks --------------------------------------------------

/** The schema under optional/default/nullable/readonly wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } };
  for (;;) {
    const def = current._zod.def;
    if (
      (def.type === 'optional' ||
        def.type === 'default' ||
        def.type === 'nullable' ||
        def.type === 'readonly' ||
        def.type === 'prefault') &&
      def.innerType
    )
      current = def.innerType as typeof current;
    else if (def.type === 'pipe' && def.in) current = def.in as typeof current;
    else return current;
  }
}

function typeOf(schema: z.ZodType | undefined): string | undefined {
  return schema ? (unwrap(schema) as unknown as { _zod: { def: { type: string } } })._zod.def.type : undefined;
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const inner = unwrap(schema) as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType> } } };
  return inner._zod.def.type === 'object' ? inner._zod.def.shape : undefined;
}

/** A query or path string as the field's type asks: "5" → 5 for numbers, "true" → true for booleans. */
function readString(value: string, field: z.ZodType | undefined): unknown {
  switch (typeOf(field)) {
    case 'number':
    case 'int':
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The named values of a query string and path as the input schema's fields ask. A parameter
 * given twice is refused unless its field is an array; `language` belongs to the door (the
 * language of its messages) unless the input has a field of that name (a calendar's language).
 */
export function readParameters(
  input: z.ZodType | undefined,
  search: URLSearchParams,
  path: Record<string, string> = {},
): Record<string, unknown> {
  const shape = shapeOf(input) ?? {};
  const values: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    if (key === 'language' && !Object.hasOwn(shape, 'language')) continue;
    if (forbiddenKeys.has(key)) throw new AppError('BAD_REQUEST');
    const all = search.getAll(key);
    const field = shape[key];
    if (typeOf(field) === 'array') {
      const element = (unwrap(field!) as unknown as { _zod: { def: { element: z.ZodType } } })._zod.def.element;
      values[key] = all.map((value) => readString(value, element));
    } else if (all.length > 1) {
      throw new AppError('BAD_REQUEST', 'errors.repeatedParameter');
    } else {
      values[key] = readString(all[0]!, field);
    }
  }
  for (const [key, value] of Object.entries(path)) values[key] = readString(value, shape[key]);
  return values;
}

/** The input of a REST call: query (GET, DELETE) or JSON body (POST, PUT, PATCH, a DELETE whose meta says so), with the path parameters. */
function restInput(operation: RestOperation, request: FastifyRequest): unknown {
  const path = request.params as Record<string, string>;
  const fromQuery = (operation.method === 'GET' || operation.method === 'DELETE') && !operation.rest.jsonBody;
  const named = readParameters(operation.input, fromQuery ? queryOf(request.url) : new URLSearchParams(), path);
  const isObjectInput = shapeOf(operation.input) !== undefined;
  if (fromQuery) return isObjectInput ? named : undefined;
  const body = request.body;
  if (!Object.keys(path).length) return body;
  if (body === undefined || body === null) return named;
  return typeof body === 'object' && !Array.isArray(body) ? { ...body, ...named } : body;
}

// ---- The door -------------------------------------------------------------------------------

export async function registerRestDoor(app: FastifyInstance, opts: DoorOptions) {
  const createCaller = createCallerFactory(opts.router);
  const operations = restOperations(opts.router);

  /** Calls the procedure and sends its answer (JSON, or the file its meta makes), or its error. */
  async function call(request: FastifyRequest, reply: FastifyReply, operation: RestOperation, input: unknown) {
    const ctx = await opts.createContext({ req: request, res: reply }, 'rest');
    const caller = createCaller(ctx) as unknown as Record<string, unknown>;
    const procedure = operation.procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
    try {
      const data = await (procedure as (input: unknown) => Promise<unknown>)(input);
      const { file, headers } = operation.rest;
      if (headers) void reply.headers(headers(ctx));
      if (file) return reply.type(file.contentType).send(file.body ? file.body(data, ctx) : data);
      // A read whose answer carries an ETag (the door's guest list) answers 304 while it has not changed.
      const etag = reply.getHeader('etag');
      if ((request.method === 'GET' || request.method === 'HEAD') && typeof etag === 'string' && request.headers['if-none-match'] === etag)
        return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data));
    } catch (error) {
      const failure = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
      logUnexpected({ error: failure, req: request, path: operation.procedure });
      return opts.answers.send(request, reply, localizeError(failure, ctx.language));
    }
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, operation: RestOperation) {
    // A refused query string throws an AppError, answered by the app's error handler (errors.ts).
    const input = restInput(operation, request);
    if (operation.cachedRead) {
      // A valid input is answered from the cache; an invalid one is the procedure's to refuse.
      const parsed = operation.input ? operation.input.safeParse(input) : { success: true as const, data: undefined };
      if (parsed.success) return opts.cachedReads.answerRest(request, reply, operation.procedure, parsed.data, operation.rest.file);
    }
    return call(request, reply, operation, input);
  }

  /** A form's file, handed to the procedure unread: its rule and rate limit run first (lib/upload-form.ts). */
  function answerUpload(request: FastifyRequest, reply: FastifyReply, operation: RestOperation, upload: NonNullable<RestMeta['upload']>) {
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const file = new IncomingFile((dir) => saveFilePart(request, upload, dir), gone.signal);
    return call(request, reply, operation, { [upload.field]: file });
  }

  const methodsByUrl = new Map<string, HTTPMethods[]>();
  const uploads: Array<{ operation: RestOperation; upload: NonNullable<RestMeta['upload']> }> = [];
  const formPosts: RestOperation[] = [];
  for (const operation of operations) {
    methodsByUrl.set(operation.url, [...(methodsByUrl.get(operation.url) ?? []), operation.method]);
    const { upload } = operation.rest;
    if (upload) {
      uploads.push({ operation, upload });
      continue;
    }
    if (operation.rest.formPost) {
      formPosts.push(operation);
      continue;
    }
    app.route({
      method: operation.method,
      url: operation.url,
      // A cached read sends bodies encoded once per answer (lib/encoded-answer.ts), and its
      // errors are small: @fastify/compress's hooks would only cost time on every request.
      ...(operation.cachedRead ? { compress: false as const } : {}),
      ...(operation.rest.bodyBytes ? { bodyLimit: operation.rest.bodyBytes } : {}),
      handler: (request, reply) => answer(request, reply, operation),
    });
  }
  if (uploads.length) {
    await app.register(async (scope) => {
      // This scope reads multipart bodies only; the app's JSON parser is not inherited here.
      scope.removeAllContentTypeParsers();
      // throwFileSizeLimit off: the truncated flag in saveFilePart is the one rule for the size.
      await scope.register(multipart, { limits: formLimits, throwFileSizeLimit: false });
      for (const { operation, upload } of uploads) {
        scope.route({
          method: operation.method,
          url: operation.url,
          // Refusals that need only the headers, before anything else runs.
          onRequest: async (request) => checkUploadHeaders(request, upload),
          handler: (request, reply) => answerUpload(request, reply, operation, upload),
        });
      }
    });
  }
  if (formPosts.length) {
    await app.register(async (scope) => {
      // RFC 8058's one-click POST: the form a mail provider sends is taken unread (the input is
      // the path's); JSON is read with the app's parser, inherited.
      const formBody = (_request: FastifyRequest, _body: string, done: (error: Error | null, body?: unknown) => void) =>
        done(null, undefined);
      scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, formBody);
      for (const operation of formPosts)
        scope.route({
          method: operation.method,
          url: operation.url,
          bodyLimit: formPostBodyBytes,
          handler: (request, reply) => answer(request, reply, operation),
        });
    });
  }
  for (const [url, methods] of methodsByUrl) registerMethodNotAllowed(app, opts.answers, url, methods);
}
