// The OpenAPI document, generated once at start from the router, and the interactive reference
// at /api/docs with Swagger UI's assets served from node_modules (no CDN, no inline script).
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { AppRouter } from '../router.js';
import { registerMethodNotAllowed, type ErrorAnswers } from './errors.js';

const errorResponseSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'Human message in the language of the request (?language=en|zh, else Accept-Language, else en)' },
    code: { type: 'string', description: 'Stable machine code, e.g. BAD_REQUEST, UNAUTHORIZED, NOT_FOUND, TOO_MANY_REQUESTS' },
    issues: {
      type: 'array',
      description: 'Field issues of a validation failure',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const languageParameter = {
  name: 'language',
  in: 'query',
  required: false,
  description: 'Language of error messages; falls back to Accept-Language, then en.',
  schema: { type: 'string', enum: ['en', 'zh'] },
} as const;

export function buildOpenApiDocument(router: AppRouter, publicOrigin: string, version: string): OpenAPIObject {
  const doc = generateOpenApiDocument(router, {
    title: 'Chinese Culture Society API',
    description:
      'The REST door of the site: every operation is the same procedure the web app calls over tRPC at /api/trpc. Errors are JSON `{ error, code, issues? }`.',
    version,
    baseUrl: publicOrigin,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /api/auth/login' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The session cookie set at sign-in (__Host-session in production)' },
    },
  });
  // The adapter is mounted under /api, so its paths are relative to it; publish the real ones.
  doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).map(([p, item]) => [`/api${p}`, item]));
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErrorResponse: errorResponseSchema as never } };
  // Every operation takes ?language= and answers errors in our shape, not the adapter's default.
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item as Record<string, any>)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      op.parameters = [...(op.parameters ?? []), languageParameter];
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (Number(status) >= 400 || status === 'default') {
          response.content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };
        }
      }
      if (op.security) {
        op.responses['401'] ??= { description: 'Not signed in', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } };
      }
    }
  }
  return doc;
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

/** Paths served by plain Fastify routes, described by hand. */
function addHandWrittenPaths(doc: OpenAPIObject) {
  doc.paths!['/api/openapi.json'] = {
    get: {
      operationId: 'openapi-document',
      summary: 'This OpenAPI document',
      tags: ['system'],
      responses: { 200: { description: 'The OpenAPI 3 document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
}

export async function registerOpenApi(app: FastifyInstance, answers: ErrorAnswers, document: OpenAPIObject) {
  addHandWrittenPaths(document);
  const json = JSON.stringify(document);
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage));
  app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(docsInit));
  for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/init.js']) registerMethodNotAllowed(app, answers, url, ['GET']);

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
