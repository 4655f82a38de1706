// npm run bench: the built server, started as production starts it, on a temporary database of a
// few hundred events, loaded from this process with autocannon over loopback.
//
//  1. start to first answer and idle RSS of the site;
//  2. GET /api/events?status=upcoming (50 events) over REST and over tRPC, against baselines in
//     a bench-only process: a bare Fastify route answering the same bytes (the brotli body the
//     site sends, fetched from it once, with its content-type and content-encoding), the same
//     route with every other header the site sends, and the same query straight from
//     better-sqlite3; req/s, p99 and CPU time per answer of each (the CPU time of the answering
//     process from /proc, less sensitive than req/s to what else runs on the machine); and
//     GET /api/team (30 members) over both doors against a bare route answering its bytes;
//     and the same list asked for in Traditional (?language=zh-Hant: its own cached answer)
//     against a bare route answering its bytes; and the society's record (GET /api/site, issue
//     26) against a bare route answering its bytes;
//  3. 30 s of a mix at 50 connections: reads of every list (events, team, departments) over both doors, some revalidated with
//     If-None-Match, the app's page, and 10 % join applications (half from new visitors, which
//     are stored, half from a few flooding addresses, which get 429), with the site's peak RSS;
//  4. a sign-in burst: waves of 50 sign-ins at once over REST (50 staff accounts, inserted before
//     the site starts with one real argon2id hash) while 20 connections read that list over both
//     doors; the reads' p99, each sign-in's answer and time, and the site's peak RSS; and argon2's
//     time per hash, measured in this process, with the number of hashes the site runs at once;
//  5. the home page's first load: every script, modulepreload and stylesheet its HTML names (in
//     each language), gzip -9 (bench/size.ts; npm run bench:size measures only that);
// then every budget of docs/budgets.md with PASS or FAIL. The exit code is 0 unless something broke
// (a target answering errors): a budget missed is reported, not thrown; so is a sign-in answered
// with anything but 200.
//
// BENCH_SECONDS (10) per target, BENCH_MIX_SECONDS (30), BENCH_CONNECTIONS (50),
// BENCH_SIGN_IN_WAVES (3), BENCH_SIGN_IN_CONNECTIONS (20: the reads during the burst);
// BENCH_SITE_FLAGS adds Node flags to the site's (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof: the
// profile is written when the bench stops the site).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { Passwords, passwordParams } from '../server/lib/passwords.js';
import { insertAccount } from '../server/modules/accounts/accounts.repository.js';
import { insertEvents, type NewEventRow } from '../server/modules/events/events.repository.js';
import { currentTermId } from '../server/modules/terms/terms.repository.js';
import { traditionalEventColumns } from '../server/modules/events/events.service.js';
import { departments } from '../shared/departments.js';
import { cssBudget, homePageSizes, jsBudget, kb, type PageSize } from './size.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const mixSeconds = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmUpSeconds = Math.min(2, seconds);
// docs/architecture.md's burst is 50 sign-ins at once; repeated in waves, one after the other, for a steadier
// figure. The reads during it are a modest load: the budget is about what sign-ins do to them.
const signInsAtOnce = 50;
const signInWaves = Number(process.env.BENCH_SIGN_IN_WAVES ?? 3);
const signInReadConnections = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 20);
const hashesTimed = 10;
const siteNodeFlags = [...serverNodeFlags, ...(process.env.BENCH_SITE_FLAGS ?? '').split(' ').filter(Boolean)];

function eventRows(): NewEventRow[] {
  const now = Date.now();
  const hour = 3_600_000;
  const rows: NewEventRow[] = [];
  // 50 upcoming, 10 ongoing, 240 past: the REST list under test has 50 rows.
  const plan = [
    ...Array.from({ length: 50 }, (_, i) => [now + (i + 1) * 24 * hour, 2 * hour]),
    ...Array.from({ length: 10 }, (_, i) => [now - (i + 1) * hour, 48 * hour]),
    ...Array.from({ length: 240 }, (_, i) => [now - (i + 3) * 24 * hour, 2 * hour]),
  ];
  plan.forEach(([start, length], i) => {
    rows.push({
      title_en: `Qin Society Session ${i + 1}: Flowing Water`,
      title_zh: `古琴社雅集第 ${i + 1} 期：《流水》`,
      summary_en: 'A listening session and open practice around the guqin classic Liu Shui.',
      summary_zh: '围绕古琴名曲《流水》的赏析与练习。',
      description_en:
        'The Qin Society meets to listen to recordings, talk about the piece and practise its opening section. Beginners are welcome and instruments are provided.',
      description_zh: '古琴社同学共同聆听录音、讨论乐曲并练习开头一段。欢迎初学者，琴由社团提供。',
      location_en: 'Hart House Music Room, 7 Hart House Circle',
      location_zh: '哈特楼音乐室（7 Hart House Circle）',
      starts_at: new Date(start!).toISOString(),
      ends_at: new Date(start! + length!).toISOString(),
      time_zone: 'America/Toronto',
      image_url: null,
      is_featured: i === 0 ? 1 : 0,
      external_url: null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    });
  });
  return rows;
}

const staffPassword = 'bench-password';
const staffName = (i: number) => `bench-staff-${i + 1}`;

/** The accounts of the sign-in burst, one per sign-in of a wave. */
async function insertStaff(database: ReturnType<typeof openDatabase>, passwordHash: string) {
  const createdAt = new Date().toISOString();
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < signInsAtOnce; i++) {
      await insertAccount(trx, {
        username: staffName(i),
        email: `${staffName(i)}@example.org`,
        passwordHash,
        role: 'staff',
        isActive: true,
        createdAt,
      });
    }
  });
}

/** Team members the team page shows: published profiles for the first accounts, in every department. */
const teamSize = 30;
async function insertTeam(database: ReturnType<typeof openDatabase>) {
  const now = new Date().toISOString();
  const rows = await database.db.selectFrom('staff_accounts').select('id').orderBy('id').limit(teamSize).execute();
  await database.db.transaction().execute(async (trx) => {
    for (const [i, { id }] of rows.entries()) {
      const fields = {
        name_en: `Member ${i + 1}`,
        name_zh: `成员${i + 1}`,
        position_en: 'Volunteer',
        position_zh: '志愿者',
        department: departments[i % departments.length]!,
        bio_en: 'Plays the erhu and helps at the New Year Concert. '.repeat(3).trim(),
        bio_zh: '拉二胡，在新年音乐会帮忙。'.repeat(3),
        email: `member${i + 1}@mail.utoronto.ca`,
        linkedin: `https://www.linkedin.com/in/member${i + 1}`,
        phone: '',
        github: '',
        wechat: '',
        mbti: 'INFP',
        avatar: null,
      };
      await trx
        .insertInto('staff_profiles')
        .values({
          account_id: id,
          ...fields,
          status: 'approved',
          rejection_reason: null,
          review_note: null,
          verified: 0,
          submitted_at: now,
          reviewed_at: now,
          reviewed_by: null,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('published_profiles')
        .values({ account_id: id, ...fields, verified: i % 3 === 0 ? 1 : 0, approved_at: now, term_id: currentTermId })
        .execute();
    }
  });
}

/** ms per argon2id hash here: the median of hashes made one after the other. */
async function hashMs(passwords: Passwords) {
  const times: number[] = [];
  for (let i = 0; i < hashesTimed; i++) {
    const started = performance.now();
    await passwords.hash(staffPassword);
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** The nearest-rank percentile. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---- The processes ------------------------------------------------------------------------

function readStatus(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024, anonMb: kb('RssAnon') / 1024, fileMb: kb('RssFile') / 1024 };
}

/** Starts a new peak (VmHWM) for the process: Linux's clear_refs, value 5. */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches the process's peak RSS from now on: VmHWM after a reset, or, where the reset is not
 * allowed, the highest of samples every 250 ms. Call the answer to stop and read it.
 */
function watchPeak(pid: number) {
  const exact = resetPeak(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(readStatus(pid).rssMb), 250);
  return () => {
    clearInterval(sampler);
    const status = readStatus(pid);
    return { ...status, peakMb: exact ? status.peakMb : Math.max(...samples, status.rssMb), exact };
  };
}

const ticksPerSecond = 100; // USER_HZ on Linux
/** User + system CPU time of a process so far, in ms. */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function waitFor(url: string, child: ChildProcess, started: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > 30_000) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function start(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** One request as it is on the wire: the body is not decoded (fetch would decode it). */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

// ---- Load ---------------------------------------------------------------------------------

// What a browser sends. The site answers the cached lists with their brotli twin; the bare
// route answers that same brotli body.
const headers = { 'accept-encoding': 'gzip, deflate, br' };
// The list under test (50 events) on each door.
const restPath = '/api/events?status=upcoming';
const trpcPath = `/api/trpc/events.list?input=${encodeURIComponent('{"status":"upcoming"}')}`;
// The same list asked for in Traditional: its own cached answer (issue 25).
const hantRestPath = '/api/events?status=upcoming&language=zh-Hant';
// The team page's read (30 members), against a bare route answering its bytes.
const teamRestPath = '/api/team';
const teamTrpcPath = '/api/trpc/team.list';
// The society's record (issue 26), read by every page's first render when not in its HTML.
const siteRestPath = '/api/site?language=en';

interface Target {
  name: string;
  url: string;
  proc: ChildProcess;
}

interface Measured {
  name: string;
  rps: number;
  /** The highest p99 of the rounds. */
  p99: number;
  /** CPU time of the answering process per answer, µs. */
  cpuUs: number;
}

/**
 * Loads the targets in turn, in rounds of about 2 s each, so that whatever else the machine does
 * meanwhile (other people's tests) weighs on every target alike and the ratios of one run hold.
 */
async function loadInRounds<K extends string>(targets: Record<K, Target>): Promise<Record<K, Measured>> {
  const named = Object.entries(targets) as [K, Target][];
  for (const [, { url }] of named) await autocannon({ url, connections, duration: warmUpSeconds, headers });
  const rounds = Math.max(1, Math.round(seconds / 2));
  const sums = named.map(() => ({ requests: 0, ms: 0, cpuMs: 0, p99: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, { url, proc }]] of named.entries()) {
      const cpuBefore = cpuMs(proc.pid!);
      const result = await autocannon({ url, connections, duration: seconds / rounds, headers });
      const sum = sums[i]!;
      sum.cpuMs += cpuMs(proc.pid!) - cpuBefore;
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
      sum.requests += result.requests.total;
      sum.ms += result.duration * 1000;
      sum.p99 = Math.max(sum.p99, result.latency.p99);
    }
  }
  const measured = named.map(([key, { name }], i): [K, Measured] => {
    const sum = sums[i]!;
    return [key, { name, rps: (sum.requests * 1000) / sum.ms, p99: sum.p99, cpuUs: (sum.cpuMs * 1000) / sum.requests }];
  });
  return Object.fromEntries(measured) as Record<K, Measured>;
}

const joinApplication = { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca', group: 'arts', message: 'I play the pipa.' };

/**
 * The mix: each connection goes through this list in turn. 18 reads (of them 7 revalidations
 * with If-None-Match) and 2 join applications in 20 requests. The site runs as behind its
 * reverse proxy (TRUST_PROXY), so X-Forwarded-For names the visitor: every other application
 * comes from a visitor not seen before (stored: a write with its fsync), the others from one of
 * 8 flooding addresses (429 after their 5 attempts, which is the limiter's real work).
 */
function mixRequests(etags: Record<string, string>): autocannon.Request[] {
  const trpcList = (status?: string) => `/api/trpc/events.list${status ? `?input=${encodeURIComponent(JSON.stringify({ status }))}` : ''}`;
  const restList = (status?: string) => `/api/events${status ? `?status=${status}` : ''}`;
  const get = (p: string, revalidate = false) => ({
    method: 'GET' as const,
    path: p,
    headers: revalidate ? { ...headers, 'if-none-match': etags[p]! } : headers,
  });
  let applications = 0;
  const post = (p: string) => ({
    method: 'POST' as const,
    path: p,
    headers: { 'content-type': 'application/json', 'accept-encoding': headers['accept-encoding'] },
    body: JSON.stringify(joinApplication),
    setupRequest: (request: autocannon.Request) => {
      const n = applications++;
      const visitor = n % 2 === 0 ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : `192.0.2.${n % 16}`;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitor } };
    },
  });
  return [
    get(restList('upcoming')),
    get(trpcList('upcoming'), true),
    get(restList()),
    get(trpcList()),
    get(restList('ongoing')),
    get(trpcList('past'), true),
    get('/'),
    get(restList('past')),
    get(trpcList('ongoing')),
    post('/api/join/applications'),
    get(restList('upcoming'), true),
    get(trpcList('upcoming')),
    get(restList(), true),
    get(trpcList(), true),
    get(restList('past'), true),
    get(`/api/trpc/events.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { status: 'upcoming' } }))}`),
    get(trpcList('past')),
    get('/events'),
    post('/api/trpc/join.submit'),
    get(trpcList('ongoing'), true),
    get('/api/team'),
    get('/api/team/departments', true),
    get('/api/trpc/team.list'),
    get('/team'),
  ];
}

/** Every read path of the mix that revalidates, with the ETag the site gives it now. */
async function etagsOf(site: string, paths: string[]) {
  const etags: Record<string, string> = {};
  for (const p of paths) {
    const etag = (await rawRequest(`${site}${p}`, { headers })).headers.etag;
    if (!etag) throw new Error(`${p}: no ETag`);
    etags[p] = etag;
  }
  return etags;
}

async function mix(site: string, proc: ChildProcess) {
  const probe = mixRequests(new Proxy({}, { get: () => '' }));
  const revalidated = probe.filter((r) => r.headers?.['if-none-match'] !== undefined).map((r) => r.path!);
  const requests = mixRequests(await etagsOf(site, revalidated));
  const stopWatching = watchPeak(proc.pid!);
  const cpuBefore = cpuMs(proc.pid!);
  const result = await autocannon({ url: site, connections, duration: mixSeconds, requests });
  const cpu = cpuMs(proc.pid!) - cpuBefore;
  const { peakMb, exact, rssMb, anonMb, fileMb } = stopWatching();
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const unexpected = Object.keys(statuses).filter((code) => !['200', '304', '429'].includes(code));
  if (unexpected.length || result.errors || result.timeouts) {
    throw new Error(`mix: unexpected answers ${JSON.stringify(statuses)}, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses,
    cpuUs: (cpu * 1000) / result.requests.total,
    peakMb,
    peakExact: exact,
    endMb: rssMb,
    anonMb,
    fileMb,
    requestsPerCycle: requests.length,
  };
}

/**
 * Waves of sign-ins at once, each the next after the last is answered, while reads of the cached
 * list over both doors run at a fixed number of connections from just before the first wave to
 * the end of the last, so their latencies are those of the burst. Each sign-in has its own
 * account and its own address (198.18.0.0/15, set aside for benchmarks): only failed sign-ins
 * are limited, but a failure must not make the others fail too.
 */
async function signInBurst(site: string, proc: ChildProcess) {
  const stopWatching = watchPeak(proc.pid!);
  let reads!: autocannon.Instance;
  const readsDone = new Promise<autocannon.Result>((resolve, reject) => {
    // Stopped after the last wave; the duration only bounds a step that hangs.
    reads = autocannon(
      {
        url: site,
        connections: signInReadConnections,
        duration: 120,
        requests: [
          { method: 'GET', path: restPath, headers },
          { method: 'GET', path: trpcPath, headers },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // The reads' connections open and settle before the first wave.
  await new Promise((r) => setTimeout(r, 1000));
  const signInMs: number[] = [];
  const waveMs: number[] = [];
  const statuses: Record<string, number> = {};
  for (let wave = 0; wave < signInWaves; wave++) {
    const waveStarted = performance.now();
    await Promise.all(
      Array.from({ length: signInsAtOnce }, async (_, i) => {
        const started = performance.now();
        const answer = await rawRequest(`${site}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${wave}.${i + 1}` },
          body: JSON.stringify({ identifier: staffName(i), password: staffPassword }),
        }).then(
          ({ status }) => String(status),
          (error: NodeJS.ErrnoException) => error.code ?? error.message,
        );
        signInMs.push(performance.now() - started);
        statuses[answer] = (statuses[answer] ?? 0) + 1;
      }),
    );
    waveMs.push(performance.now() - waveStarted);
  }
  reads.stop();
  const result = await readsDone;
  const memory = stopWatching();
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`sign-in burst reads: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    signIns: signInMs.length,
    answered: statuses['200'] ?? 0,
    statuses,
    signInP50: percentile(signInMs, 50),
    signInP99: percentile(signInMs, 99),
    signInMax: Math.max(...signInMs),
    waveMs,
    reads: result.requests.total,
    readRps: result.requests.total / result.duration,
    readP99: result.latency.p99,
    readMax: result.latency.max,
    seconds: result.duration,
    ...memory,
  };
}

// ---- Report -------------------------------------------------------------------------------

const budgetLines: string[] = [];
function budget(pass: boolean, what: string, figure: string, limit: string) {
  budgetLines.push(`${pass ? 'PASS' : 'FAIL'}  ${what.padEnd(58)} ${figure.padStart(10)}  (${limit})`);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  // Stored as the site stores them: their Traditional converted once (docs/decisions/036).
  await insertEvents(database.db, await Promise.all(eventRows().map(async (row) => ({ ...row, ...(await traditionalEventColumns(row)) }))));
  // One hash for every account (each made as the site makes them, ~45 ms of a core), which also
  // loads argon2 before the timing.
  const passwords = new Passwords();
  await insertStaff(database, await passwords.hash(staffPassword));
  await insertTeam(database);
  await database.close();
  const argon2Ms = await hashMs(passwords);

  const sitePort = 3400 + Math.floor(Math.random() * 500);
  const basePort = sitePort + 1000;
  const site_ = `http://127.0.0.1:${sitePort}`;
  let baseline: ChildProcess | undefined;
  let sizes: PageSize[] = [];
  // As production runs it (scripts/server-runtime.mjs: the same Node flags and environment),
  // behind a proxy that names the visitor in X-Forwarded-For.
  const startedAt = Date.now();
  const site = start([...siteNodeFlags, 'dist/server/main.js'], {
    ...serverEnvironment,
    NODE_ENV: 'production',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  });
  try {
    // 1. Start-up, alone on the machine's cores, and idle memory.
    const startupMs = await waitFor(`${site_}/api/health`, site, startedAt);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = readStatus(site.pid!);
    // 5. What the home page's HTML names, as this site serves it (measured here, while it runs).
    sizes = await homePageSizes(site_);

    // 2. The cached read against its ceiling and the raw query.
    const answer = await rawRequest(`${site_}${restPath}`, { headers });
    if (answer.status !== 200) throw new Error(`${restPath}: ${answer.status}`);
    const bodyFile = path.join(dataDir, 'bare-body');
    fs.writeFileSync(bodyFile, answer.body);
    const teamAnswer = await rawRequest(`${site_}${teamRestPath}`, { headers });
    if (teamAnswer.status !== 200) throw new Error(`${teamRestPath}: ${teamAnswer.status}`);
    const teamBodyFile = path.join(dataDir, 'bare-team-body');
    fs.writeFileSync(teamBodyFile, teamAnswer.body);
    const hantAnswer = await rawRequest(`${site_}${hantRestPath}`, { headers });
    if (hantAnswer.status !== 200) throw new Error(`${hantRestPath}: ${hantAnswer.status}`);
    if (hantAnswer.body.equals(answer.body)) throw new Error('the Traditional list answers the bytes of the Simplified one');
    const hantBodyFile = path.join(dataDir, 'bare-hant-body');
    fs.writeFileSync(hantBodyFile, hantAnswer.body);
    const siteAnswer = await rawRequest(`${site_}${siteRestPath}`, { headers });
    if (siteAnswer.status !== 200) throw new Error(`${siteRestPath}: ${siteAnswer.status}`);
    const siteBodyFile = path.join(dataDir, 'bare-site-body');
    fs.writeFileSync(siteBodyFile, siteAnswer.body);
    baseline = start(['--import', 'tsx', 'bench/baseline-server.ts'], {
      PORT: String(basePort),
      BENCH_DB: databaseFile(dataDir),
      BENCH_BARE_BODY: bodyFile,
      BENCH_BARE_TYPE: String(answer.headers['content-type']),
      BENCH_BARE_ENCODING: String(answer.headers['content-encoding'] ?? ''),
      BENCH_BARE_TEAM_BODY: teamBodyFile,
      BENCH_BARE_TEAM_ENCODING: String(teamAnswer.headers['content-encoding'] ?? ''),
      BENCH_BARE_HANT_BODY: hantBodyFile,
      BENCH_BARE_HANT_ENCODING: String(hantAnswer.headers['content-encoding'] ?? ''),
      BENCH_BARE_SITE_BODY: siteBodyFile,
      BENCH_BARE_SITE_ENCODING: String(siteAnswer.headers['content-encoding'] ?? ''),
      BENCH_BARE_HEADERS: JSON.stringify(
        Object.fromEntries(
          Object.entries(answer.headers).filter(
            ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
          ),
        ),
      ),
    });
    await waitFor(`http://127.0.0.1:${basePort}/bare`, baseline, Date.now());
    const bare = await rawRequest(`http://127.0.0.1:${basePort}/bare`, { headers });
    if (!bare.body.equals(answer.body)) throw new Error('the bare route does not answer the bytes of the site');
    const bareTeam = await rawRequest(`http://127.0.0.1:${basePort}/bare-team`, { headers });
    if (!bareTeam.body.equals(teamAnswer.body)) throw new Error('the bare team route does not answer the bytes of the site');
    const bareHant = await rawRequest(`http://127.0.0.1:${basePort}/bare-hant`, { headers });
    if (!bareHant.body.equals(hantAnswer.body)) throw new Error('the bare Traditional route does not answer the bytes of the site');
    const bareSite = await rawRequest(`http://127.0.0.1:${basePort}/bare-site`, { headers });
    if (!bareSite.body.equals(siteAnswer.body)) throw new Error('the bare record route does not answer the bytes of the site');
    const members = (
      JSON.parse(Buffer.from(await (await fetch(`${site_}${teamRestPath}`)).arrayBuffer()).toString()) as { members: unknown[] }
    ).members.length;
    const withHeaders = await rawRequest(`http://127.0.0.1:${basePort}/bare-headers`, { headers });
    const headerBytes = (h: http.IncomingHttpHeaders) =>
      Object.entries(h).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
    const events = (JSON.parse(Buffer.from(await (await fetch(`${site_}${restPath}`)).arrayBuffer()).toString()) as { events: unknown[] })
      .events.length;
    console.log(
      `\n${events} events per answer (${answer.body.length} bytes, ${answer.headers['content-encoding'] ?? 'identity'}), ${connections} connections, ${seconds} s per target in rounds of ${(seconds / Math.max(1, Math.round(seconds / 2))).toFixed(1)} s taking turns, after a ${warmUpSeconds} s warm-up`,
    );
    console.log(
      `site started as: ${Object.entries(serverEnvironment)
        .map(([k, v]) => `${k}=${v} `)
        .join('')}node ${[...siteNodeFlags, 'dist/server/main.js'].join(' ')}`,
    );
    console.log(
      `response headers: bare route ${headerBytes(bare.headers)} bytes, the site and the bare route with its headers ${headerBytes(answer.headers)} / ${headerBytes(withHeaders.headers)} bytes\n`,
    );
    const results = await loadInRounds({
      bare: { name: 'bare route, same bytes', url: `http://127.0.0.1:${basePort}/bare`, proc: baseline },
      bareHeaders: { name: 'bare + the site headers', url: `http://127.0.0.1:${basePort}/bare-headers`, proc: baseline },
      raw: { name: 'raw better-sqlite3', url: `http://127.0.0.1:${basePort}/raw-events`, proc: baseline },
      rest: { name: 'REST GET /api/events', url: `${site_}${restPath}`, proc: site },
      trpc: { name: 'tRPC events.list', url: `${site_}${trpcPath}`, proc: site },
      bareTeam: { name: 'bare route, team bytes', url: `http://127.0.0.1:${basePort}/bare-team`, proc: baseline },
      restTeam: { name: 'REST GET /api/team', url: `${site_}${teamRestPath}`, proc: site },
      trpcTeam: { name: 'tRPC team.list', url: `${site_}${teamTrpcPath}`, proc: site },
      bareHant: { name: 'bare route, zh-Hant bytes', url: `http://127.0.0.1:${basePort}/bare-hant`, proc: baseline },
      restHant: { name: 'REST /api/events zh-Hant', url: `${site_}${hantRestPath}`, proc: site },
      bareSite: { name: 'bare route, record bytes', url: `http://127.0.0.1:${basePort}/bare-site`, proc: baseline },
      restSite: { name: 'REST GET /api/site', url: `${site_}${siteRestPath}`, proc: site },
    });
    const {
      bare: bareR,
      bareHeaders: bareHeadersR,
      raw: rawR,
      rest: restR,
      trpc: trpcR,
      bareTeam: bareTeamR,
      restTeam: restTeamR,
      trpcTeam: trpcTeamR,
      bareHant: bareHantR,
      restHant: restHantR,
      bareSite: bareSiteR,
      restSite: restSiteR,
    } = results;
    console.log('target                     req/s   p99 ms¹  CPU µs/req   vs bare   vs raw   bare CPU / its CPU');
    for (const r of Object.values(results)) {
      console.log(
        `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(9)} ${r.cpuUs.toFixed(0).padStart(12)} ${(r.rps / bareR.rps).toFixed(2).padStart(9)} ${(r.rps / rawR.rps).toFixed(2).padStart(8)} ${(bareR.cpuUs / r.cpuUs).toFixed(2).padStart(10)}`,
      );
    }
    console.log(
      `¹ the highest p99 of its rounds; the team rows (${members} members, ${teamAnswer.body.length} bytes) compare with the bare route answering the team's bytes`,
    );
    const readsPeak = readStatus(site.pid!).peakMb;

    // 3. The mix.
    const m = await mix(site_, site);
    const share = (code: string) => `${(((m.statuses[code] ?? 0) / m.total) * 100).toFixed(1)} %`;
    console.log(
      `\nmix, ${mixSeconds} s at ${connections} connections (2 join applications in every ${m.requestsPerCycle} requests): ${m.total} answers, ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.cpuUs.toFixed(0)} µs CPU per answer`,
    );
    const check = new SQLite(databaseFile(dataDir), { readonly: true });
    const stored = (check.prepare('select count(*) as n from join_applications').get() as { n: number }).n;
    check.close();
    console.log(`  answers: 200 ${share('200')}, 304 ${share('304')}, 429 ${share('429')}; ${stored} applications stored`);
    console.log(
      `  site RSS: peak ${m.peakMb.toFixed(0)} MB${m.peakExact ? '' : ' (sampled every 250 ms)'}, at the end ${m.endMb.toFixed(0)} MB (${m.anonMb.toFixed(0)} MB anonymous: heap, malloc; ${m.fileMb.toFixed(0)} MB mapped files: node itself); peak over the reads before it ${readsPeak.toFixed(0)} MB`,
    );

    // 4. The sign-in burst.
    const b = await signInBurst(site_, site);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    // The site's bound is this process's: both are `new Passwords()` on the same machine's cores.
    console.log(
      `\nsign-in burst, ${signInWaves} wave${signInWaves === 1 ? '' : 's'} of ${signInsAtOnce} sign-ins at once over REST while ${signInReadConnections} connections read the upcoming events over both doors (${b.seconds.toFixed(1)} s)`,
    );
    console.log(
      `  argon2id m=${passwordParams.memoryCost} KiB t=${passwordParams.timeCost} p=${passwordParams.parallelism}: ${argon2Ms.toFixed(1)} ms per hash (median of ${hashesTimed} in a row in the bench process); the site runs at most ${passwords.concurrency} at once (half its cores), so a wave takes at least ${ms((signInsAtOnce * argon2Ms) / passwords.concurrency)} of verifying`,
    );
    console.log(
      `  sign-ins: ${b.answered} of ${b.signIns} answered 200 ${JSON.stringify(b.statuses)}; each p50 ${ms(b.signInP50)}, p99 ${ms(b.signInP99)}, max ${ms(b.signInMax)}; waves answered in ${b.waveMs.map(ms).join(', ')}`,
    );
    console.log(`  reads: ${b.reads} answers, ${b.readRps.toFixed(0)} req/s, p99 ${b.readP99} ms, max ${b.readMax} ms`);
    console.log(
      `  site RSS: peak ${b.peakMb.toFixed(0)} MB${b.exact ? '' : ' (sampled every 250 ms)'}, at the end ${b.rssMb.toFixed(0)} MB`,
    );

    // 5. Budgets.
    const againstHeaders = `${(restR.rps / bareHeadersR.rps).toFixed(2)} of the bare route with all the site's headers; CPU per answer ${(bareR.cpuUs / restR.cpuUs).toFixed(2)} of the bare route's`;
    budget(
      restR.rps / bareR.rps >= 0.75,
      'REST cached read vs bare route with the same bytes',
      (restR.rps / bareR.rps).toFixed(2),
      `≥ 0.75; ${againstHeaders}`,
    );
    budget(restR.p99 < 10, `REST cached read p99 at ${connections} connections (bare: ${bareR.p99} ms)`, `${restR.p99} ms`, '< 10 ms');
    budget(trpcR.rps / rawR.rps >= 1, 'tRPC cached read vs raw better-sqlite3 route', (trpcR.rps / rawR.rps).toFixed(2), '≥ 1.00');
    budget(
      restTeamR.rps / bareTeamR.rps >= 0.75,
      'REST team read vs bare route with the same bytes',
      (restTeamR.rps / bareTeamR.rps).toFixed(2),
      '≥ 0.75',
    );
    budget(
      restTeamR.p99 < 10,
      `REST team read p99 at ${connections} connections (bare: ${bareTeamR.p99} ms)`,
      `${restTeamR.p99} ms`,
      '< 10 ms',
    );
    budget(
      restHantR.rps / bareHantR.rps >= 0.75,
      'REST cached read in zh-Hant vs bare route with its bytes',
      (restHantR.rps / bareHantR.rps).toFixed(2),
      '≥ 0.75',
    );
    budget(
      restSiteR.rps / bareSiteR.rps >= 0.75,
      `REST GET /api/site (${siteAnswer.body.length} bytes) vs bare route with its bytes`,
      (restSiteR.rps / bareSiteR.rps).toFixed(2),
      '≥ 0.75',
    );
    budget(
      restSiteR.p99 < 10,
      `REST GET /api/site p99 at ${connections} connections (bare: ${bareSiteR.p99} ms)`,
      `${restSiteR.p99} ms`,
      '< 10 ms',
    );
    budget(
      trpcTeamR.rps / rawR.rps >= 1,
      'tRPC team read vs raw better-sqlite3 events route',
      (trpcTeamR.rps / rawR.rps).toFixed(2),
      '≥ 1.00',
    );
    budget(
      m.peakMb <= 200,
      `peak RSS, ${mixSeconds} s mix of reads and writes at ${connections} connections`,
      `${m.peakMb.toFixed(0)} MB`,
      '≤ 200 MB',
    );
    budget(readsPeak <= 200, 'peak RSS, the reads of step 2', `${readsPeak.toFixed(0)} MB`, '≤ 200 MB');
    budget(b.readP99 < 100, `sign-in burst: public read p99 (${signInReadConnections} connections)`, `${b.readP99} ms`, '< 100 ms');
    budget(b.peakMb <= 200, 'sign-in burst: peak RSS', `${b.peakMb.toFixed(0)} MB`, '≤ 200 MB');
    budget(b.answered === b.signIns, 'sign-in burst: every sign-in answered (200)', `${b.answered} of ${b.signIns}`, `all ${b.signIns}`);
    budget(idle.rssMb <= 100, 'idle RSS', `${idle.rssMb.toFixed(0)} MB`, '≤ 100 MB');
    budget(startupMs <= 1000, 'start to first answer', `${startupMs} ms`, '≤ 1000 ms');
  } finally {
    site.kill('SIGTERM');
    baseline?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const s of sizes) {
    budget(s.jsGzip <= jsBudget, `home page (${s.language}) JS named by its HTML, gzip -9`, kb(s.jsGzip), '≤ 120 KB');
    budget(s.cssGzip <= cssBudget, `home page (${s.language}) CSS named by its HTML, gzip -9`, kb(s.cssGzip), '≤ 20 KB');
  }
  console.log(`\nbudgets (docs/budgets.md):\n${budgetLines.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
