// The real app on a temporary SQLite file, listening on a loopback port, for tests that speak
// HTTP to it through both doors. Logs are captured so tests can read them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Writable } from 'node:stream';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Limits } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { databaseFile, openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { Clock } from '../../server/lib/clock.js';
import { Passwords } from '../../server/lib/passwords.js';
import type { AppRouter } from '../../server/router.js';

export interface TestApp {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  /** Every JSON log line the app wrote. */
  logs: () => Array<Record<string, unknown>>;
  /** The error-level lines not yet taken. */
  errorLogs: () => Array<Record<string, unknown>>;
  /** Takes the error-level lines a test expected; close() fails on any left untaken. */
  takeErrorLogs: () => Array<Record<string, unknown>>;
  trpc: (opts?: { language?: string; headers?: Record<string, string> }) => ReturnType<typeof createTRPCClient<AppRouter>>;
  close: () => Promise<void>;
}

/**
 * A small index.html with the head tags of client/index.html that the server replaces per page
 * (placeholder values here), and the origin token it fills in.
 */
export const fixtureIndexSource = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <title>fixture title</title>',
  '    <meta name="description" content="fixture description" />',
  '    <meta property="og:title" content="fixture title" />',
  '    <meta property="og:description" content="fixture description" />',
  '    <meta property="og:locale" content="en_CA" />',
  '    <meta property="og:locale:alternate" content="zh_CN" />',
  '    <meta property="og:image" content="%PUBLIC_ORIGIN%/og-image.jpg" />',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
  '',
].join('\n');

/**
 * Where tests keep their data: a memory-backed folder (/dev/shm) when the machine has one with
 * room, else the system's temporary folder. The databases are real SQLite files either way; on
 * a disk every commit waits for its fsync (the app runs with synchronous = FULL), which made up
 * half of a test app's start (its migrations) and of every write.
 */
export const testDataRoot = (() => {
  try {
    const shm = '/dev/shm';
    const free = fs.statfsSync(shm);
    fs.accessSync(shm, fs.constants.W_OK);
    if (free.bavail * free.bsize >= 1024 ** 3) return shm;
  } catch {
    // No such folder (not Linux), or not writable.
  }
  return os.tmpdir();
})();

export function tempDir(prefix = 'site-test-') {
  return fs.mkdtempSync(path.join(testDataRoot, prefix));
}

let migratedTemplate: Promise<string> | undefined;

/**
 * A fresh data folder whose database already holds every migration: made once per test process
 * by the real migrations, then copied (a closed SQLite file, its WAL folded in). The app started
 * on it still runs its migrator, which finds nothing to do; tests of the migrations themselves
 * start from their own files.
 */
export async function migratedDataDir(prefix?: string): Promise<string> {
  migratedTemplate ??= (async () => {
    const dir = tempDir('site-test-template-');
    const handle = openDatabase(databaseFile(dir));
    await migrateToLatest(handle.db);
    await handle.close();
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return databaseFile(dir);
  })();
  const template = await migratedTemplate;
  const dir = tempDir(prefix);
  fs.copyFileSync(template, databaseFile(dir));
  return dir;
}

/**
 * The argon2id parameters of test apps: the real library making and checking real hashes, at
 * its smallest memory (1 MiB) and one pass. At the site's parameters (19 MiB, two passes) each
 * of the suite's ~1,000 hashes and checks costs ~50 ms of CPU, half the suite's time; the
 * site's parameters are checked where they are the subject (server/lib/passwords.test.ts, and
 * the stored hash and its upgrade at sign-in in tests/auth.api.test.ts, on an app given
 * `new Passwords()`).
 */
export const testPasswordParams = { memoryCost: 1024, timeCost: 1 } as const;

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    dataDir?: string;
    limits?: Partial<Limits>;
    passwords?: Passwords;
    jobIntervalMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await migratedDataDir());
  const clientDir = path.join(dataDir, '..', `${path.basename(dataDir)}-client`);
  fs.mkdirSync(clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), fixtureIndexSource);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // ADMIN_MFA optional: an admin signs in with a password alone, except in the tests of that rule (tests/admin-mfa.api.test.ts).
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_MFA: 'optional', ...options.env });
  const app = await buildApp({
    config,
    clientDir,
    clock: options.clock,
    logger: { level: 'info', stream },
    limits: options.limits,
    passwords: options.passwords ?? new Passwords({ params: testPasswordParams }),
    jobIntervalMs: options.jobIntervalMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  let taken = 0;
  const errorLogs = () =>
    logs()
      .filter((line) => Number(line.level) >= 50)
      .slice(taken);
  return {
    app,
    url,
    dataDir,
    logs,
    errorLogs,
    takeErrorLogs: () => {
      const found = errorLogs();
      taken += found.length;
      return found;
    },
    trpc: ({ language, headers } = {}) =>
      createTRPCClient<AppRouter>({
        links: [
          httpLink({
            url: `${url}/api/trpc`,
            headers: headers ?? {},
            // As the web app does: the language rides in the query string of every call.
            fetch: (input, init) => {
              const target = new URL(String(input));
              if (language) target.searchParams.set('language', language);
              return fetch(target, init as RequestInit);
            },
          }),
        ],
      }),
    close: async () => {
      // A test that left a response body unread keeps its connection busy; do not wait for it.
      const force = setTimeout(() => app.server.closeAllConnections(), 1000);
      await app.close();
      clearTimeout(force);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(clientDir, { recursive: true, force: true });
      // The guard: a test that made the app log an error it did not expect fails here.
      const unexpected = errorLogs();
      if (unexpected.length)
        throw new Error(
          `the app logged ${unexpected.length} unexpected error(s): ${unexpected
            .map((line) => `${String(line.msg ?? '')} ${JSON.stringify(line.err ?? '')}`)
            .join('; ')
            .slice(0, 800)}`,
        );
    },
  };
}

/** A clock tests can set. */
export function testClock(start: Date) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return { clock, set: (d: Date) => (now = d.getTime()), advance: (ms: number) => (now += ms) };
}

/**
 * A function that starts an app behind a trusted loopback proxy without demo content (each request
 * may name its client in X-Forwarded-For), closed after each test of the calling file.
 */
export function appsClosedAfterEach() {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (options: Parameters<typeof startTestApp>[0] = {}) =>
    (current = await startTestApp({ ...options, env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1', ...options.env } }));
}

/**
 * Something a whole test file shares: made before its tests (before the file's own beforeAll
 * hooks, registered after this call), ended after them. The answer reads it in tests and hooks.
 */
export function forFile<T>(make: () => Promise<T>, end: (made: T) => Promise<void>): () => T {
  let current: { made: T } | undefined;
  beforeAll(async () => {
    current = { made: await make() };
  });
  afterAll(async () => {
    if (current) await end(current.made);
  });
  return () => {
    if (!current) throw new Error('Made in beforeAll: use it in tests and hooks.');
    return current.made;
  };
}

/**
 * One app for a whole test file: started before its tests (before the file's own beforeAll hooks,
 * registered after this call), closed after them. The answer stands for the running app: read its
 * members in tests and hooks.
 */
export function appForFile(options: Parameters<typeof startTestApp>[0] = {}): TestApp {
  const running = forFile(
    () => startTestApp(options),
    (app) => app.close(),
  );
  return {
    get app() {
      return running().app;
    },
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    logs: () => running().logs(),
    errorLogs: () => running().errorLogs(),
    takeErrorLogs: () => running().takeErrorLogs(),
    trpc: (opts) => running().trpc(opts),
    close: () => running().close(),
  };
}

/** The status of a tRPC call: 200, or the HTTP status of its error. */
export async function trpcStatus(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error.data as { httpStatus: number }).httpStatus;
    throw error;
  }
}
