// The tRPC door at /api/trpc, used by the web app, with cached public reads in front of it.
// tRPC's Fastify adapter reads bodies its own way (JSON as a string it parses later, multipart
// as a stream with no limit), so the door checks what it is given first, under the same rules
// as the REST door: JSON bodies only (the procedures that take files have no tRPC door), within Fastify's body limit,
// nested at most maxJsonDepth deep, no __proto__ keys, and at most maxBatchSize calls a request,
// no more than one of them a sign-in.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { parseJson, refuseEncodedBody } from '../../lib/json-body.js';
import { queryOf } from '../../lib/query-string.js';
import type { AppRouter } from '../../router.js';
import { Transform } from 'node:stream';
import type { Context } from '../../trpc/context.js';
import { proceduresOf } from '../../trpc/init.js';
import { logUnexpected } from '../../trpc/log.js';
import type { CachedReads } from '../caching/cached-procedures.js';
import type { ErrorAnswers } from './errors.js';

/** Calls in one batched request: a screen batches a handful of reads. */
export const maxBatchSize = 10;
/**
 * Procedures that check a secret (a password, an e-mailed code, a second factor's code) or make an account: at most one of
 * them in a batch. Their attempts are counted one by one anyway (docs/decisions/022); a batch of
 * them is never the web app's and only multiplies guesses per request.
 */
export const onePerBatch = new Set([
  'auth.login',
  'auth.loginEmail',
  'auth.register',
  'auth.changePassword',
  'auth.resetPassword',
  'auth.loginTotp',
  'auth.totpEnable',
  'auth.totpDisable',
]);
const prefix = '/api/trpc';

/** What both doors are built from: the router, the context of a call, the cached reads. */
export interface DoorOptions {
  router: AppRouter;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }, door?: Context['door']) => Promise<Context>;
  cachedReads: CachedReads;
  answers: ErrorAnswers;
}

function isJson(contentType: string | undefined): contentType is string {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

/** Refuses what the adapter would otherwise read without limits, before it runs. */
async function checkRequest(request: FastifyRequest, reply: FastifyReply, restOnly: ReadonlySet<string>) {
  // The adapter takes every method; tRPC's are GET (queries) and POST (mutations).
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
    void reply.header('allow', 'GET, HEAD, POST');
    throw new AppError('METHOD_NOT_SUPPORTED');
  }
  const params = queryOf(request.url);
  // The procedure names as the adapter reads them: from the decoded path parameter (%2C is a comma).
  const calls = (request.params as { path: string }).path.split(',');
  if (params.get('batch') === '1') {
    if (calls.length > maxBatchSize) throw new AppError('BAD_REQUEST', 'errors.batchTooLarge');
    if (calls.filter((call) => onePerBatch.has(call)).length > 1) throw new AppError('BAD_REQUEST', 'errors.oneSignInPerBatch');
  }
  // A procedure that takes a file has no JSON door: as if it did not exist here.
  if (calls.some((call) => restOnly.has(call))) throw new AppError('NOT_FOUND');
  if (request.method === 'POST') {
    // tRPC refuses a POST without a type too, but with a text/plain answer of its own.
    const type = request.headers['content-type'];
    if (!isJson(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    refuseEncodedBody(request.headers['content-encoding']);
    // A media type is case-insensitive (RFC 9110 §8.3.1), as the REST door reads it; tRPC
    // compares it as written.
    request.raw.headers['content-type'] = type.toLowerCase();
  }
  const input = params.get('input');
  if (input !== null) parseJson(input);
}

/** The body as it comes, failing with 413 past `bytes` (a body sent in chunks declares no length). */
function limitedStream(payload: NodeJS.ReadableStream, bytes: number): NodeJS.ReadableStream {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > bytes ? new AppError('PAYLOAD_TOO_LARGE') : null, chunk);
    },
  });
  payload.on('error', (error) => limited.destroy(error));
  return payload.pipe(limited);
}

export async function registerTrpcDoor(app: FastifyInstance, opts: DoorOptions) {
  const restOnly = new Set(proceduresOf(opts.router).flatMap(({ path, meta }) => (meta?.rest?.upload ? [path] : [])));
  // A procedure that takes more than the app's body (meta rest.bodyBytes, an article's texts)
  // takes it here too: the door's routes read up to the largest, and a call is held to the
  // largest of the procedures it names.
  const bodyBytesOf = new Map(
    proceduresOf(opts.router).flatMap(({ path, meta }) => (meta?.rest?.bodyBytes ? [[path, meta.rest.bodyBytes] as const] : [])),
  );
  const appBodyBytes = app.initialConfig.bodyLimit ?? 1024 * 1024;
  const largest = Math.max(appBodyBytes, ...bodyBytesOf.values());
  await app.register(async (door) => {
    door.addHook('onRoute', (route) => {
      route.bodyLimit = largest;
    });
    door.addHook('onRequest', (request, reply) => checkRequest(request, reply, restOnly));
    if (largest > appBodyBytes)
      door.addHook('preParsing', async (request, _reply, payload) => {
        const calls = (request.params as { path: string }).path.split(',');
        const allowed = Math.max(appBodyBytes, ...calls.map((call) => bodyBytesOf.get(call) ?? 0));
        if (allowed >= largest) return payload;
        if (Number(request.headers['content-length']) > allowed) throw new AppError('PAYLOAD_TOO_LARGE');
        return limitedStream(payload, allowed);
      });
    door.addHook('onRequest', opts.cachedReads.trpcHook(`${prefix}/`));
    // The adapter's JSON parser hands it the text; check it as the REST door's parser would.
    door.addHook('preValidation', async (request) => {
      if (typeof request.body === 'string') parseJson(request.body);
      // tRPC's client sends a mutation without input as a JSON POST with no body, which the
      // adapter then fails to parse. An empty object stands for it: no inputs in a batch, `{}`
      // as the one input otherwise (a mutation without input takes an optional empty object).
      if (request.body === '') request.body = '{}';
    });
    await door.register(fastifyTRPCPlugin, {
      prefix,
      trpcOptions: {
        router: opts.router,
        createContext: opts.createContext,
        onError: logUnexpected,
        maxBatchSize,
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
