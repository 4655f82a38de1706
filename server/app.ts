// buildApp(options) → a ready Fastify instance: used by the server entry and by every test.
//
//  1. open the database, migrate it (a failure changes nothing and throws), seed demo content
//  2. Fastify with its limits, security headers, the one error path, the JSON body rule, compression
//  3. the two doors of the router: tRPC at /api/trpc, REST under /api, and the OpenAPI document
//  4. uploads, the built client, and the not-found answers
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ConfigError, fastifyTrustProxy, type Config } from './config.js';
import { databaseFile, openDatabase, restoreMarkerFile } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { compressionThreshold } from './lib/encoded-answer.js';
import { systemClock, type Clock } from './lib/clock.js';
import { parseJson, refuseEncodedBody } from './lib/json-body.js';
import { createMailer } from './lib/mail.js';
import { Passwords } from './lib/passwords.js';
import { BoundedRateLimitStore } from './lib/rate-limit-store.js';
import { registerRequestLanguage } from './lib/language.js';
import { createRateLimits } from './lib/rate-limits.js';
import { seedDemoEvents } from './modules/events/events.seed.js';
import { seedDemoTeam } from './modules/team/team.seed.js';
import { seedDemoMagazine } from './modules/magazine/magazine.seed.js';
import { CachedLane } from './http/caching/pre-routing-lane.js';
import { readCachesState } from './lib/read-cache.js';
import { eventsStructuredData } from './http/pages/events-structured-data.js';
import { registerSession } from './http/security/session.js';
import { createCachedReads } from './http/caching/cached-procedures.js';
import { registerCrawlerFiles } from './http/pages/crawlers.js';
import { registerMagazineFeed } from './http/pages/magazine-feed.js';
import {
  clientErrorHandler,
  errorAnswers,
  frameworkErrors,
  registerClosingAnswer,
  registerErrorHandler,
  registerNotFound,
} from './http/doors/errors.js';
import { buildOpenApiDocument, keptOnceMade, registerApiReference } from './http/doors/openapi.js';
import { registerRestDoor } from './http/doors/rest-door.js';
import { registerSecurityHeaders, securityHeaders } from './http/security/headers.js';
import { eventPages } from './http/pages/event-pages.js';
import { magazinePages } from './http/pages/magazine-pages.js';
import { registerStaticSite } from './http/pages/static-site.js';
import { sitePages } from './http/pages/site-pages.js';
import { teamPages } from './http/pages/team-pages.js';
import { registerTrpcDoor } from './http/doors/trpc-door.js';
import { appRouter } from './router.js';
import { createServices, type Services } from './services.js';
import { loadSecretKey, SecretBox } from './lib/secret-box.js';
import { batchesPerRun } from './modules/outbox/outbox.service.js';
import { contextFactory } from './trpc/context.js';

/** The limits every request meets, whichever door it uses (README, "Limits"). */
export const limits = {
  /** Largest request body, of any content type (uploads set their own). */
  bodyBytes: 100 * 1024,
  /** Time to receive a whole request, and its headers. */
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  /** An idle connection (no request in progress) is closed after this. */
  keepAliveTimeoutMs: 72_000,
  /** A socket with no activity at all is closed after this. */
  connectionTimeoutMs: 60_000,
  /** How often Node looks for requests past their time (it checks no more often). */
  timeoutCheckIntervalMs: 5_000,
  /** Longest path parameter: tRPC's comma-separated procedure names of a batch. */
  paramLength: 1024,
};
export type Limits = typeof limits;

type ChildArguments = Parameters<FastifyBaseLogger['child']>;
type LogArguments = Parameters<FastifyBaseLogger['error']>;

/**
 * A request's logger (Fastify's `request.log`, with the request id), made the first time the
 * request logs: most requests log nothing, and a pino child, its bindings serialised up front,
 * would be work for every one of them.
 */
class RequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: ChildArguments[0],
    private readonly options: ChildArguments[1],
  ) {}
  private get logger() {
    return (this.#logger ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.logger.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  fatal(...args: LogArguments) {
    this.logger.fatal(...args);
  }
  error(...args: LogArguments) {
    this.logger.error(...args);
  }
  warn(...args: LogArguments) {
    this.logger.warn(...args);
  }
  info(...args: LogArguments) {
    this.logger.info(...args);
  }
  debug(...args: LogArguments) {
    this.logger.debug(...args);
  }
  trace(...args: LogArguments) {
    this.logger.trace(...args);
  }
  silent(...args: LogArguments) {
    this.logger.silent(...args);
  }
  child(...args: ChildArguments) {
    return this.logger.child(...args);
  }
}

export interface AppOptions {
  config: Config;
  /** Where the built client lives; defaults to dist/client beside the working directory. */
  clientDir?: string;
  clock?: Clock;
  /** Fastify's logger option; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  version?: string;
  /** Tests shorten the timeouts. */
  limits?: Partial<Limits>;
  /** Password hashing (tests measure its bound with their own). */
  passwords?: Passwords;
  /** How often the server runs its due jobs (the reminders of events, a prepared handover); tests call outbox.runDueJobs and terms.runDue themselves. */
  jobIntervalMs?: number;
  /** How often the batches' lane runs (a newsletter's mails). */
  batchIntervalMs?: number;
}

/** How often the server looks for due jobs: a reminder goes within a minute of its time. */
export const jobIntervalMs = 60_000;
/** How often the server runs the batches' lane (a newsletter's mails, at their rate). */
export const batchIntervalMs = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Answers repeat public reads before routing (decision 013). */
    cachedLane: CachedLane;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  // 1. Data (never half of a restore: npm run restore run again finishes it)
  if (fs.existsSync(restoreMarkerFile(config.dataDir))) {
    throw new ConfigError(
      `DATA_DIR holds an unfinished restore (${restoreMarkerFile(config.dataDir)}): run npm run restore -- FOLDER again to finish it`,
    );
  }
  const database = openDatabase(databaseFile(config.dataDir));
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  // 2. Fastify
  const limit = { ...limits, ...options.limits };
  const headers = securityHeaders(config.env === 'production');
  const answers = errorAnswers();
  const clientErrors = clientErrorHandler(headers);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // The reverse proxy in front logs every request; the app logs what went wrong.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: limit.paramLength, ignoreTrailingSlash: true },
    bodyLimit: limit.bodyBytes,
    requestTimeout: limit.requestTimeoutMs,
    keepAliveTimeout: limit.keepAliveTimeoutMs,
    connectionTimeout: limit.connectionTimeoutMs,
    http: { connectionsCheckingInterval: limit.timeoutCheckIntervalMs },
    // Our own 503 while closing (registerClosingAnswer), in the API's shape.
    return503OnClosing: false,
    frameworkErrors: frameworkErrors(() => answers, headers),
    clientErrorHandler: clientErrors.answer,
  });
  app.server.headersTimeout = limit.headersTimeoutMs;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const services = createServices(database.db, clock, {
    mail: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    }),
    passwords: options.passwords ?? new Passwords(),
    allowedEmailDomains: config.allowedEmailDomains,
    publicOrigin: config.publicOrigin,
    uploadsDir,
    secretBox: new SecretBox(loadSecretKey(config.dataDir, config.totpKey)),
    adminMfa: config.adminMfa,
    log: app.log,
    newsletterRatePerMinute: config.newsletterRatePerMinute,
  });
  if (config.seedDemo) {
    await seedDemoEvents(services.events, clock);
    await seedDemoTeam({ db: services.db, passwords: services.passwords, clock, changed: () => services.readCaches.team.invalidate() });
    // After the team: its demo accounts write the demo articles.
    await seedDemoMagazine({ magazine: services.magazine, accountOf: (username) => services.team.accountOfUsername(username), clock });
  }
  // Repeat public reads are answered before Fastify routes them (decision 013).
  // Pages too, while the read caches they were made from stand (decision 049).
  const readCaches = Object.values(services.readCaches);
  const lane = new CachedLane(headers, () => {
    const now = clock().getTime();
    return { ...readCachesState(readCaches, now), now };
  });
  lane.install(app.server);
  app.addHook('preClose', (done) => {
    lane.close();
    done();
  });
  app.decorate('services', services);
  app.decorate('cachedLane', lane);
  app.addHook('onClose', async () => database.close());
  // Due jobs (mails kept to send again, a reminder a day before an event: the outbox's), run by the server itself: a timer that keeps no
  // process alive, stopped before the database closes, a run under way finished first.
  // The same timer does a handover prepared ahead once its term's first day has come
  // (decision 042); a start after a stop on that day, or later, does it at its first tick.
  const jobs = setInterval(() => {
    services.outbox.runDueJobs().catch((error: unknown) => app.log.error({ err: error }, 'running due jobs failed'));
    services.terms.runDue().catch((error: unknown) => app.log.error({ err: error }, 'the prepared handover could not be done'));
    services.magazine.publishDue().catch((error: unknown) => app.log.error({ err: error }, 'publishing the scheduled articles failed'));
    services.newsletterSubscriptions
      .forgetExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'forgetting the expired newsletter subscriptions failed'));
    services.newsletters.startDue().catch((error: unknown) => app.log.error({ err: error }, 'starting the scheduled newsletters failed'));
  }, options.jobIntervalMs ?? jobIntervalMs);
  jobs.unref();
  // The batches' lane (a newsletter's rows, spaced at NEWSLETTER_RATE_PER_MINUTE): every second a
  // bounded run; a run that took all it may is followed at once by the next (a high rate goes at it).
  let closing = false;
  const runBatches = () => {
    services.outbox
      .runDueBatches()
      .then(({ ran }) => {
        if (ran >= batchesPerRun && !closing) setImmediate(runBatches);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'running due batch mails failed'));
  };
  const batches = setInterval(runBatches, options.batchIntervalMs ?? batchIntervalMs);
  batches.unref();
  app.addHook('preClose', async () => {
    clearInterval(jobs);
    clearInterval(batches);
    closing = true;
    await Promise.all([services.outbox.idle(), services.terms.idle(), services.magazine.idle(), services.newsletterSubscriptions.idle()]);
    services.mail.close?.();
  });

  registerRequestLanguage(app);
  clientErrors.watch(app);
  registerSecurityHeaders(app, headers);
  registerErrorHandler(app, answers);
  registerClosingAnswer(app, answers);
  // JSON is the only body the API reads (file uploads register their own parser where they
  // take files); both doors parse it under the same depth and __proto__ rules.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      refuseEncodedBody(request.headers['content-encoding']);
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(compress, {
    globalDecompression: false,
    threshold: compressionThreshold,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Limits are applied by procedures (lib/rate-limits.ts), not globally per route.
  await app.register(rateLimit, { global: false, store: BoundedRateLimitStore });

  // 3. The two doors
  const cookies = await registerSession(app, {
    auth: services.auth,
    production: config.env === 'production',
    publicOrigin: config.publicOrigin,
  });
  // The OpenAPI document, made at its first request and kept (decision 008's addendum).
  const apiDocument = keptOnceMade(() =>
    buildOpenApiDocument(appRouter, config.publicOriginFromEnv ? config.publicOrigin : undefined, options.version ?? '0.1.0'),
  );
  const createContext = contextFactory({ services, rateLimits: createRateLimits(app), cookies, apiDocument });
  const cachedReads = createCachedReads(appRouter, { services, caches: services.readCaches }, clock, lane);
  const doors = { router: appRouter, createContext, cachedReads, answers };
  await registerTrpcDoor(app, doors);
  // Every operation, file uploads and file answers too, as its procedure's meta says.
  services.uploads.prepare();
  await registerRestDoor(app, doors);
  await registerApiReference(app, answers);

  // 4. Files and pages; a team member's page previews as that member (decision 010), the events
  //    pages carry the events' structured data (decision 017), an event's page previews as that
  //    event (decision 026), the magazine's pages as their article, issue or tag (issue 36).
  const calendar = eventsStructuredData(services, config.publicOrigin);
  const team = teamPages(services, config.publicOrigin);
  const society = sitePages(services, config.publicOrigin);
  const events = eventPages(services, config.publicOrigin);
  const magazine = magazinePages(services, config.publicOrigin);
  registerCrawlerFiles(app, config.publicOrigin, { morePaths: [team.memberPaths, team.pastTeamPaths, events.eventPaths, magazine.paths] });
  registerMagazineFeed(app, services, config.publicOrigin);
  const site = await registerStaticSite(app, {
    clientDir: options.clientDir ?? path.resolve('dist/client'),
    uploadsDir,
    publicOrigin: config.publicOrigin,
    // The society's record in every page (issue 26), then the events' structured data where a page has it.
    extraHead: async (page, language) => society.extraHead(page, language, await calendar.structuredData(page, language)),
    pageTable: society.pageTable,
    lane,
    pages: {
      team: team.team,
      teamMember: team.member,
      event: events.event,
      magazine: magazine.magazine,
      magazineArticle: magazine.article,
      magazineIssue: magazine.issue,
      magazineTag: magazine.tag,
    },
  });
  registerNotFound(app, answers, site.notFoundPage);

  await app.ready();
  return app;
}
