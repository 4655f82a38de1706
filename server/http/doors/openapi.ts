// The OpenAPI document, generated from the router's meta at its first request and kept (not at
// start: decision 008's addendum) and completed by the rules below, and the interactive reference
// at /api/docs with Swagger UI's assets served from node_modules (no CDN, no inline script).
// docs/decisions/008 says why the document looks as it does. Every operation is a procedure's:
// none is written here by hand.
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { languages } from '../../../shared/constants.js';
import { site } from '../../../shared/site.js';
import { appErrorCodes, errorCodes, httpStatusOf, type AppErrorCode } from '../../lib/app-error.js';
import type { AppRouter } from '../../router.js';
import { proceduresOf, type RestMeta } from '../../trpc/init.js';
import { registerMethodNotAllowed, type ErrorAnswers } from './errors.js';

type PathItem = NonNullable<OpenAPIObject['paths']>[string];
type Operation = NonNullable<PathItem['get']>;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Components = NonNullable<OpenAPIObject['components']>;

/**
 * Every tag an operation may carry, with what it groups. An operation with a tag missing here
 * fails the making of the document (and tests/openapi.test.ts), so a new area cannot be
 * published without its description.
 */
export const tagDescriptions: Record<string, string> = {
  admin: 'The admin area: image uploads for events and the audit log of every change made by staff and admins.',
  auth: 'Sign-in (password or e-mailed code), registration with a university e-mail, the signed-in user, password change and sign-out. Outside tools send the token of POST /api/auth/login as `Authorization: Bearer`; browsers use the session cookie.',
  events:
    'The society’s events, with their status (upcoming, ongoing, past) derived from their times; event managers create, replace and delete them.',
  magazine:
    'The society’s magazine: articles in English and Chinese (Traditional made from the Simplified) and numbered issues. Readers get what is public; members write their own articles and submit them; editors (manageMagazine) review, publish, unpublish and put issues together.',
  newsletter:
    'The newsletter (issue 37): subscribing with no account (double opt-in: a confirmation link by mail), the preferences and the one-click unsubscribe (RFC 8058) by the address’s own token; editors (manageMagazine) see the list, remove, export and import addresses, and compose newsletters in three languages and send them through the outbox at a set rate, with live progress, pause and resume.',
  join: 'Applications to join the society, sent from the join page, and the inbox where staff managers read and mark them.',
  registrations:
    'Registration for events that take it: a seat or a place on the waitlist, the cancel link of the confirmation mail, and the guest list with check-in for event managers.',
  'check-in':
    'Check-in at the door (issue 38): each confirmed registration’s ticket (its page, by the code in its mail), checking tickets in by scan or by name with the reason when not, the guest list an offline scanner keeps and its queue synced later, walk-ins, and volunteers’ check-in links for one event.',
  profiles: 'A staff member’s own profile (saved, then reviewed before it shows on the team page) and the review of profiles by reviewers.',
  staff: 'Staff accounts as staff managers create, edit, activate, deactivate and delete them.',
  site: 'The society’s facts and texts (name, address, contact, social links, departments, the charity total, page texts): read by everyone, edited with the manageContent permission, with revisions.',
  system: 'The server itself: its health and this document.',
  team: 'The public team page: approved profiles of active members, and the departments.',
  terms:
    'The society’s terms: the handover that starts the next one, and past teams (admins only). The terms themselves are read at GET /api/team/terms.',
};

/** What the rules below need to know about an operation, whoever serves it. */
interface OperationFacts {
  method: Method;
  /** The published path, /api/…, with {parameters}. */
  path: string;
  /** A volunteer's check-in link may call it (the `Check-In-Link` header), besides a session. */
  checkInLink: boolean;
  /** A procedure's REST door reads its input (query or body) and refuses a bad one with 400. */
  readsInput: boolean;
  /** It reads a body (JSON, or a form): 413 and 415. */
  readsBody: boolean;
  protect: boolean;
  cachedRead: boolean;
  /** Its answers are no-store (the 200 says so). */
  noStore: boolean;
  /** Error statuses its meta lists, with its own words for them when it has some. */
  listed: Map<number, string | undefined>;
}

// ---- Shared pieces, added to components the first time an operation uses them ----------------

const errorResponseSchema = {
  type: 'object',
  description: 'Every error of the REST door (paths under /api) has this shape.',
  required: ['error', 'code'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'string',
      description: 'Human message in the language of the request (?language=en|zh|zh-Hant, else Accept-Language, else en)',
    },
    code: { type: 'string', enum: appErrorCodes, description: 'Stable machine code; its HTTP status is the one answered' },
    issues: {
      type: 'array',
      description: 'Field issues of a validation failure, in the language of the request',
      items: {
        type: 'object',
        required: ['path', 'message'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', description: 'The field, dotted for nested fields (empty for the whole input)' },
          message: { type: 'string' },
        },
      },
    },
    details: {
      type: 'object',
      additionalProperties: true,
      description: 'Facts of the refusal, where the operation says which (a check-in’s 409: why, when and by which device)',
    },
  },
  example: {
    error: 'Some fields are not valid.',
    code: 'BAD_REQUEST',
    issues: [{ path: 'email', message: 'Please enter a valid e-mail address, like name@mail.utoronto.ca.' }],
  },
};

const sharedHeaders = {
  ETag: {
    description: 'Strong entity tag of the answer; send it back in If-None-Match to get 304 while it has not changed.',
    required: true,
    schema: { type: 'string', pattern: '^"[^"]+"$', example: '"Xb3kq1Y9cUuVZk2l0m4RHjWv0Aa"' },
  },
  'Cache-Control': {
    description: 'Shared caches (a CDN) may keep the answer a short while; browsers revalidate with the ETag.',
    required: true,
    schema: {
      type: 'string',
      pattern: '^public, max-age=\\d+, s-maxage=\\d+, stale-while-revalidate=\\d+$',
      example: 'public, max-age=10, s-maxage=60, stale-while-revalidate=60',
    },
  },
  NoStore: {
    description: "The answer depends on a session or a secret: no cache, shared or the browser's, may keep it.",
    required: true,
    schema: { type: 'string', const: 'no-store', example: 'no-store' },
  },
  Vary: {
    description: 'The answer depends on Accept-Encoding (identity, gzip or br).',
    required: true,
    schema: { type: 'string', pattern: '^(?:.*, ?)?[Aa]ccept-[Ee]ncoding(?:,.*)?$', example: 'accept-encoding' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 0, example: 900 },
  },
  Allow: {
    description: 'The methods this path serves.',
    required: true,
    schema: { type: 'string', example: 'GET, HEAD' },
  },
};

const sharedParameters = {
  language: {
    name: 'language',
    in: 'query',
    required: false,
    description:
      'The language of the answer: `en` (English), `zh` (Simplified Chinese) or `zh-Hant` (Traditional Chinese). Error messages are in it (without it: Accept-Language, then en). With `zh-Hant`, the Chinese fields of events and team members (`titleZh`, `nameZh`, …) carry Traditional text: the staff’s own where they gave one, else converted from the Simplified when it was written; an empty Chinese field stays empty, as in `zh`. Only this parameter chooses the Traditional content, never Accept-Language.',
    schema: { type: 'string', enum: [...languages] },
  },
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'The ETag of an answer you hold: 304 without a body while it is still current.',
    schema: { type: 'string', example: '"Xb3kq1Y9cUuVZk2l0m4RHjWv0Aa"' },
  },
};

/** When each error status is answered, for operations whose meta does not say it in its own words. */
const errorDescriptions: Partial<Record<AppErrorCode, string>> = {
  BAD_REQUEST:
    'The input is not valid (`issues` lists the fields), a query parameter is given twice, or the body is nested deeper than 32 levels or has a `__proto__` key.',
  UNAUTHORIZED:
    'Not signed in: send the session cookie or `Authorization: Bearer <token>`. `code` is `ACCOUNT_DEACTIVATED` (once, for a session an admin ended by deactivating its account) when the account was deactivated: sign-in again will find it inactive.',
  FORBIDDEN: 'Signed in, but not allowed to do this (or a cookie-authenticated change from another origin).',
  NOT_FOUND: 'Nothing has this identifier.',
  METHOD_NOT_SUPPORTED: 'Another method on this path: `Allow` lists the methods it serves.',
  PAYLOAD_TOO_LARGE: 'The body is larger than 100 KiB.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not `application/json`, or it is compressed (a `Content-Encoding` other than `identity`).',
  TOO_MANY_REQUESTS: 'Too many requests from this address: wait the seconds of `Retry-After`.',
  INTERNAL_SERVER_ERROR: 'Something failed on the server; it is logged.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
};

const bodyMethods = new Set<Method>(['post', 'put', 'patch']);

/** The error statuses an operation can answer, by the rules of docs/decisions/008. */
function errorStatusesOf(op: OperationFacts): Map<number, { code: AppErrorCode; description: string }> {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const statuses = new Map<number, { code: AppErrorCode; description: string }>();
  const add = (code: AppErrorCode, words?: string) => {
    const description = words ?? errorDescriptions[code];
    if (!description) throw new Error(`${where}: no words for ${code}; give them in the meta's errorResponses`);
    statuses.set(httpStatusOf(code), { code, description });
  };
  if (op.readsInput) add('BAD_REQUEST');
  if (op.protect) {
    add('UNAUTHORIZED');
    add('FORBIDDEN');
  }
  if (op.path.includes('{')) add('NOT_FOUND');
  add('METHOD_NOT_SUPPORTED');
  if (op.readsBody) {
    add('PAYLOAD_TOO_LARGE');
    add('UNSUPPORTED_MEDIA_TYPE');
  }
  add('INTERNAL_SERVER_ERROR');
  for (const [status, words] of op.listed) {
    const code = appErrorCodes.find((c) => errorCodes[c][0] === status);
    if (!code) throw new Error(`${where}: errorResponses lists ${status}, which no code of lib/app-error.ts answers`);
    add(code, words);
  }
  return new Map([...statuses].sort(([a], [b]) => a - b));
}

/** `events.list` → `eventsList`. */
export function operationIdOf(procedurePath: string): string {
  return procedurePath
    .split('.')
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/** A zod schema inlined as the adapter inlines those without an id (no `$schema`). */
function inlineSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as Record<string, unknown>;
  return json;
}

/**
 * What the adapter cannot say, from the procedure's `rest` meta: a DELETE's JSON body, the media
 * types of a form's file, a file as the answer; and path parameters are required (OpenAPI 3.1).
 */
function completeOperation(operation: Operation, rest: RestMeta, input: z.ZodType | undefined) {
  const parameters = (operation.parameters ?? []) as Array<{ in?: string; required?: boolean }>;
  for (const parameter of parameters) if (parameter.in === 'path') parameter.required = true;
  if (rest.jsonBody && input) {
    operation.parameters = parameters.filter((parameter) => parameter.in !== 'query') as Operation['parameters'];
    operation.requestBody = { required: true, content: { 'application/json': { schema: inlineSchema(input, 'input') } } };
  }
  const form = (operation.requestBody as { content?: Record<string, { encoding?: unknown }> } | undefined)?.content?.[
    'multipart/form-data'
  ];
  if (rest.upload && form) form.encoding = { [rest.upload.field]: { contentType: rest.upload.accept.join(', ') } };
  if (rest.formPost) {
    // RFC 8058's one-click POST: the form a mail provider sends, taken and not read.
    const oneClick = {
      type: 'object',
      properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
      description: 'What a mail provider sends (RFC 8058); not read: the path says everything',
    };
    const body = (operation.requestBody ?? { required: false, content: {} }) as { required?: boolean; content: Record<string, unknown> };
    body.content = {
      'application/json': { schema: { type: 'object' } },
      ...body.content,
      // multipart/form-data is taken too (the operation's description says so); an upload's type, it is not listed here.
      'application/x-www-form-urlencoded': { schema: oneClick },
    };
    operation.requestBody = body as Operation['requestBody'];
  }
  if (rest.file) {
    const mediaType = rest.file.contentType.split(';')[0]!;
    operation.responses = {
      ...operation.responses,
      200: { description: rest.file.description, content: { [mediaType]: { schema: { type: 'string', description: rest.file.format } } } },
    };
  }
}

function infoDescription() {
  return [
    'The REST door of the site: every operation is the same procedure the web app calls over tRPC at `/api/trpc`, with the same validation and errors.',
    '',
    '**Errors** are JSON `ErrorResponse` objects `{ error, code, issues? }`: `error` in the language of `?language=en|zh|zh-Hant` (else Accept-Language, else English), `code` stable. Each operation declares every status it can answer.',
    '',
    '**Other methods** on a published path answer 405 with an `Allow` header; each operation declares that 405, so it is listed where you look.',
    '',
    '**Before any operation**, the server itself may refuse a request: 404 for a path not listed here, 408 when it arrives too slowly, 414 when its address is too long, 431 when its headers are too large (same `ErrorResponse` body).',
    '',
    '**Cached reads** carry a strong `ETag`; send it in `If-None-Match` for a 304 without a body.',
  ].join('\n');
}

/**
 * The document the server publishes. `publicOrigin` only when it was configured (PUBLIC_ORIGIN):
 * without it, `servers` is relative, so the document and its reference work from whatever host
 * serves them.
 */
export async function buildOpenApiDocument(router: AppRouter, publicOrigin: string | undefined, version: string): Promise<OpenAPIObject> {
  // Loaded with the first request for the document: evaluated at start, the generator and what it
  // imports (zod-openapi, openapi3-ts, yaml) held ~8 MB of the idle server (decision 021).
  const { generateOpenApiDocument } = await import('trpc-to-openapi');
  const doc = generateOpenApiDocument(router, {
    title: 'Chinese Culture Society API',
    version,
    baseUrl: publicOrigin ?? '/',
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /api/auth/login' },
      cookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'session',
        description: 'The session cookie set at sign-in (__Host-session in production)',
      },
      checkInLink: {
        type: 'apiKey',
        in: 'header',
        name: 'Check-In-Link',
        description:
          'A volunteer’s check-in link’s token (the last part of its /check-in/{token} address): check-in for that event only, until it ends or is revoked',
      },
    },
  });
  doc.info = {
    ...doc.info,
    description: infoDescription(),
    contact: { name: site.name.en, email: site.email },
    // Nothing of the site is under an open-source licence; its footer says so. A relative URL
    // resolves against the host that serves this document.
    license: { name: 'All rights reserved', url: `${publicOrigin ?? ''}/` },
  };

  // The adapter's paths are relative to where the REST door is mounted (/api): publish the real ones.
  const generated = doc.paths ?? {};
  const paths: Record<string, PathItem> = {};
  const operations: Array<{ facts: OperationFacts; operationId: string; operation: Operation }> = [];
  for (const { path: procedurePath, meta, input } of proceduresOf(router)) {
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    if (openapi.operationId)
      throw new Error(`${procedurePath}: operationIds are derived from the procedure path; remove openapi.operationId`);
    const adapterPath = `/${openapi.path.replace(/^\/|\/$/g, '')}`;
    const method = openapi.method.toLowerCase() as Method;
    const operation = generated[adapterPath]?.[method];
    if (!operation) throw new Error(`${procedurePath}: trpc-to-openapi generated no ${openapi.method} ${adapterPath}`);
    const listed = new Map<number, string | undefined>(
      Array.isArray(openapi.errorResponses)
        ? openapi.errorResponses.map((status) => [status, undefined])
        : Object.entries(openapi.errorResponses ?? {}).map(([status, words]) => [Number(status), words]),
    );
    const rest = meta.rest ?? {};
    completeOperation(operation, rest, input);
    operations.push({
      facts: {
        method,
        path: `/api${adapterPath}`,
        readsInput: true,
        readsBody: bodyMethods.has(method) || rest.jsonBody === true,
        protect: openapi.protect ?? true,
        checkInLink: meta.checkInLink === true,
        cachedRead: meta.cachedRead !== undefined,
        // Every answer but a cached read's is no-store (trpc/procedures.ts), unless the
        // operation's own headers say otherwise (this document: no-cache); the files say no-store.
        noStore: meta.cachedRead === undefined && (rest.headers === undefined || rest.file !== undefined),
        listed,
      },
      operationId: operationIdOf(procedurePath),
      operation,
    });
  }

  const components: Components = { securitySchemes: doc.components?.securitySchemes ?? {} };
  const schemas = Object.entries(doc.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.'));
  // The adapter's own error schemas ({ message, code }): the API never answers them.
  components.schemas = Object.fromEntries(schemas);
  const use = <K extends 'headers' | 'parameters' | 'schemas'>(kind: K, name: string, value: unknown) => {
    const store = (components[kind] ??= {}) as Record<string, unknown>;
    store[name] ??= value;
    return { $ref: `#/components/${kind}/${name}` };
  };
  const header = (name: keyof typeof sharedHeaders) => use('headers', name, sharedHeaders[name]);
  const errorContent = () => ({ 'application/json': { schema: use('schemas', 'ErrorResponse', errorResponseSchema) } });

  const ids = new Set<string>();
  for (const { facts, operationId, operation } of operations) {
    const where = `${facts.method.toUpperCase()} ${facts.path}`;
    if (ids.has(operationId)) throw new Error(`${where}: operationId ${operationId} is taken`);
    ids.add(operationId);
    if (!operation.tags?.length) throw new Error(`${where}: give it a tag`);
    for (const tag of operation.tags) {
      if (!tagDescriptions[tag])
        throw new Error(`${where}: tag "${tag}" has no description in tagDescriptions (server/http/doors/openapi.ts)`);
    }
    operation.operationId = operationId;
    // The generator lists every scheme on every protected operation; a check-in link opens only those that say so.
    operation.security = facts.protect
      ? (operation.security ?? []).filter((scheme) => facts.checkInLink || !('checkInLink' in scheme))
      : [];

    // A query parameter's words live on its zod schema; viewers show the parameter's own.
    const parameters = (operation.parameters ?? []) as Array<{ description?: string; schema?: { description?: string } }>;
    for (const parameter of parameters)
      if (!parameter.description && parameter.schema?.description) parameter.description = parameter.schema.description;
    // The door's language parameter, unless the operation says what `language` does there itself.
    const ownLanguage = (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'language' && p.in === 'query');
    operation.parameters = [
      ...(operation.parameters ?? []),
      ...(ownLanguage ? [] : [use('parameters', 'language', sharedParameters.language)]),
    ];
    if (facts.cachedRead) operation.parameters.push(use('parameters', 'IfNoneMatch', sharedParameters.IfNoneMatch));

    const ok = operation.responses?.[200] as { description: string; headers?: Record<string, unknown>; content?: unknown };
    const responses: Record<string, unknown> = { 200: ok };
    if (facts.cachedRead) {
      const cacheHeaders = { ETag: header('ETag'), 'Cache-Control': header('Cache-Control'), Vary: header('Vary') };
      ok.headers = { ...ok.headers, ...cacheHeaders };
      responses[304] = { description: 'Not modified: the answer whose ETag you sent is still current (no body).', headers: cacheHeaders };
    }
    if (facts.noStore) ok.headers = { ...ok.headers, 'Cache-Control': use('headers', 'NoStore', sharedHeaders.NoStore) };
    for (const [status, { code, description }] of errorStatusesOf(facts)) {
      const headers =
        code === 'TOO_MANY_REQUESTS'
          ? { 'Retry-After': header('Retry-After') }
          : code === 'METHOD_NOT_SUPPORTED'
            ? { Allow: header('Allow') }
            : undefined;
      responses[status] = { description, ...(headers ? { headers } : {}), content: errorContent() };
    }
    operation.responses = responses;
    (paths[facts.path] ??= {})[facts.method] = operation;
  }
  doc.paths = paths;

  // Security schemes appear once an operation is protected; unused ones would only add an
  // Authorize button that does nothing.
  const usedSchemes = new Set(
    operations.flatMap(({ operation }) => (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))),
  );
  components.securitySchemes = Object.fromEntries(
    Object.entries(components.securitySchemes ?? {}).filter(([name]) => usedSchemes.has(name)),
  );
  if (!Object.keys(components.securitySchemes).length) delete components.securitySchemes;
  doc.components = components;

  const usedTags = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
  doc.tags = Object.entries(tagDescriptions)
    .filter(([name]) => usedTags.has(name))
    .map(([name, description]) => ({ name, description }));
  assertNoOrphanComponents(doc);
  return doc;
}

/** Every component is referenced (Redocly's no-unused-components, checked as the document is made). */
function assertNoOrphanComponents(doc: OpenAPIObject) {
  const json = JSON.stringify({ ...doc, components: undefined });
  const inComponents = JSON.stringify(doc.components);
  for (const kind of ['schemas', 'headers', 'parameters', 'responses', 'requestBodies', 'examples'] as const) {
    for (const name of Object.keys(doc.components?.[kind] ?? {})) {
      const ref = `"#/components/${kind}/${name}"`;
      // A component used only by another component counts when that one is used.
      if (!json.includes(ref) && !inComponents.includes(ref)) throw new Error(`OpenAPI component ${kind}/${name} is never used`);
    }
  }
}

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Chinese Culture Society</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const docsInit = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * The document, made by `build` at its first request (the procedure system.openapiDocument) and
 * kept (decision 008). Made at start, its making (zod-openapi walking every schema) would hold
 * about 8 MB of the idle server's memory for a document most days nobody asks for. Requests that
 * arrive while it is being made wait for the same one; a failed making is tried again next time.
 */
export function keptOnceMade<T>(build: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= build().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/** The interactive reference at /api/docs, with Swagger UI's assets served from node_modules (no CDN, no inline script). */
export async function registerApiReference(app: FastifyInstance, answers: ErrorAnswers) {
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage));
  app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(docsInit));
  for (const url of ['/api/docs', '/api/docs/init.js']) registerMethodNotAllowed(app, answers, url, ['GET']);
  const require = createRequire(import.meta.url);
  const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const files = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js']);
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/api/docs/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => files.has(pathName),
    maxAge: '1d',
  });
}
