// buildApp(options) → a ready Fastify instance: used by the server entry and by every test.
//
//  1. open the database, migrate it (a failure changes nothing and throws), seed demo content
//  2. Fastify with security headers and compression
//  3. the two doors of the router: tRPC at /api/trpc, REST under /api, and the OpenAPI document
//  4. uploads, the built client, and the not-found answers
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { listEventsInput } from '../shared/events.schema.js';
import { fastifyTrustProxy, type Config } from './config.js';
import { databaseFile, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { sendApiError } from './lib/http-errors.js';
import { systemClock, type Clock } from './lib/clock.js';
import { BoundedRateLimitStore } from './lib/rate-limit-store.js';
import { createRateLimits } from './lib/rate-limits.js';
import { seedDemoEvents } from './modules/events/events.seed.js';
import { registerCrawlerFiles } from './plugins/crawlers.js';
import { buildOpenApiDocument, registerOpenApi } from './plugins/openapi.js';
import { registerRestDoor } from './plugins/rest.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerStaticSite } from './plugins/static-site.js';
import { registerTrpcDoor } from './plugins/trpc.js';
import type { CachedReadRoute } from './plugins/cached-reads.js';
import { appRouter } from './router.js';
import { createServices, type Services } from './services.js';
import { contextFactory } from './trpc/context.js';

export interface AppOptions {
  config: Config;
  /** Where the built client lives; defaults to dist/client beside the working directory. */
  clientDir?: string;
  clock?: Clock;
  /** Fastify's logger option; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  version?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  // 1. Data
  const database = openDatabase(databaseFile(config.dataDir));
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(database.db, clock);
  if (config.seedDemo) await seedDemoEvents(services.events, clock);

  // 2. Fastify
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 5000, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.decorate('services', services);
  app.addHook('onClose', async () => database.close());

  registerSecurityHeaders(app, config.env === 'production');
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Limits are applied by procedures (lib/rate-limits.ts), not globally per route.
  await app.register(rateLimit, { global: false, store: BoundedRateLimitStore });
  const context = contextFactory({ services, rateLimits: createRateLimits(app) });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    if (request.url.startsWith('/api')) return sendApiError(request, reply, status);
    return reply.code(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Internal error' : 'Bad request');
  });

  // 3. The two doors
  const cachedReads: CachedReadRoute[] = [
    { procedure: 'events.list', restPath: '/api/events', input: listEventsInput, read: (input) => services.events.list(input?.status) },
  ];
  await registerTrpcDoor(app, { router: appRouter, createContext: context, cachedReads });
  await registerRestDoor(app, { router: appRouter, createContext: context, cachedReads });
  await registerOpenApi(app, buildOpenApiDocument(appRouter, config.publicOrigin, options.version ?? '0.1.0'));

  // 4. Files and pages
  registerCrawlerFiles(app, config.publicOrigin);
  await registerStaticSite(app, {
    clientDir: options.clientDir ?? path.resolve('dist/client'),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicOrigin: config.publicOrigin,
  });

  await app.ready();
  return app;
}
