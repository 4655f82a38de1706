// npm run bench:soak: does the built site hold under signed-in writes on the Node running this?
// (Issue 20: better-sqlite3 12 aborted Node 24.19+ within seconds of such a mix.)
//
// Starts dist/server/main.js as production does (scripts/server-runtime.mjs) on a temporary
// database, signs in an admin and a few staff members over REST, and for BENCH_SOAK_SECONDS (60)
// keeps BENCH_SOAK_WORKERS (20) requests in flight: public reads over both doors, signed-in reads
// (the session, the staff list, the audit log, the review queue, one's profile), and writes: staff
// accounts created (each an argon2 hash), events created, replaced and deleted over REST and tRPC,
// profiles saved and reviewed. Then SIGTERM. Reports the requests, their statuses, the 5xx, whether
// the process stayed alive, its peak RSS (VmHWM) and its exit status; exits 1 if it died, answered
// a 5xx, lost a connection, or did not exit 0 on SIGTERM. The peak is a budget, reported: 200 MB,
// less a margin of 15 MB for what the next features add (≤ 185 MB).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { Passwords } from '../server/lib/passwords.js';
import { insertAccount } from '../server/modules/accounts/accounts.repository.js';
import { departments } from '../shared/departments.js';
import { freePort, waitForHealth } from './site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const workers = Number(process.env.BENCH_SOAK_WORKERS ?? 20);
const members = 8;
const password = 'soak-password';

function memory(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Number(text.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  body?: unknown;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench:soak does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-soak-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const passwordHash = await new Passwords().hash(password);
  const createdAt = new Date().toISOString();
  await insertAccount(database.db, {
    username: 'soak-admin',
    email: 'soak-admin@example.org',
    passwordHash,
    role: 'admin',
    isActive: true,
    createdAt,
  });
  for (let i = 0; i < members; i++) {
    await insertAccount(database.db, {
      username: `soak-member-${i}`,
      email: `soak-member-${i}@example.org`,
      passwordHash,
      role: 'staff',
      isActive: true,
      createdAt,
    });
  }
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_MFA: 'optional',
    }, // the admin signs in with a password alone (decision 032)
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let siteErrors = '';
  site.stderr.on('data', (chunk: Buffer) => (siteErrors += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    site.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let diedAt: number | null = null;
  void exited.then(() => (diedAt ??= Date.now()));

  await waitForHealth(base).catch((error: unknown) => {
    site.kill('SIGKILL');
    throw new Error(`the site did not start: ${String(error)}\n${siteErrors.slice(-2000)}`);
  });
  const signIn = async (identifier: string) => {
    const answer = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password }),
    });
    if (!answer.ok) throw new Error(`sign-in of ${identifier}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { token: string }).token;
  };
  const admin = await signIn('soak-admin');
  const memberTokens = await Promise.all(Array.from({ length: members }, (_, i) => signIn(`soak-member-${i}`)));

  let created = 0;
  const eventIds: number[] = [];
  const memberIds: number[] = [];
  const event = (n: number) => ({
    titleEn: `Soak Session ${n}`,
    titleZh: `压力测试 ${n}`,
    summaryEn: 'An evening of guqin and tea.',
    startsAt: new Date(Date.now() + (n % 90) * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + (n % 90) * 86_400_000 + 7_200_000).toISOString(),
    locationEn: 'Hart House',
  });
  const profile = (i: number, n: number) => ({
    nameEn: `Member ${i}`,
    nameZh: `成员${i}`,
    positionEn: `Volunteer ${n}`,
    department: departments[n % departments.length],
    email: `soak-member-${i}@mail.utoronto.ca`,
    bioEn: `Save number ${n}.`,
  });

  /** The next call of the mix: 10 of 20 public reads, 4 signed-in reads, 6 writes. */
  function nextCall(n: number): Call {
    const member = n % members;
    switch (n % 20) {
      case 0:
        return { name: 'REST events', method: 'GET', path: '/api/events?status=upcoming' };
      case 1:
        return { name: 'tRPC events.list', method: 'GET', path: '/api/trpc/events.list' };
      case 2:
        return { name: 'REST team', method: 'GET', path: '/api/team' };
      case 3:
        return { name: 'page /events', method: 'GET', path: '/events' };
      case 4:
        return { name: 'REST events all', method: 'GET', path: '/api/events' };
      case 5:
        return { name: 'tRPC team.list', method: 'GET', path: '/api/trpc/team.list' };
      case 6:
        return { name: 'REST departments', method: 'GET', path: '/api/team/departments' };
      case 7:
        return { name: 'page /', method: 'GET', path: '/' };
      case 8:
        return { name: 'calendar feed', method: 'GET', path: '/api/events.ics' };
      case 9:
        return { name: 'REST events past', method: 'GET', path: '/api/events?status=past' };
      case 10:
        return { name: 'me', method: 'GET', path: '/api/auth/me', token: memberTokens[member] };
      case 11:
        return { name: 'staff list', method: 'GET', path: `/api/admin/staff?q=soak&page=1&pageSize=20`, token: admin };
      case 12:
        return { name: 'audit log', method: 'GET', path: '/api/admin/audit?page=1&pageSize=20', token: admin };
      case 13:
        return { name: 'own profile', method: 'GET', path: '/api/staff/profile', token: memberTokens[member] };
      case 14: {
        const k = created++;
        return {
          name: 'staff create',
          method: 'POST',
          path: '/api/admin/staff',
          token: admin,
          body: {
            username: `soak-new-${k}`,
            email: `soak-new-${k}@example.org`,
            password: 'first-password',
            permissions: { canManageEvents: k % 2 === 0 },
          },
        };
      }
      case 15:
        return { name: 'event create', method: 'POST', path: '/api/events', token: admin, body: event(n) };
      case 16: {
        const id = eventIds.at(-1);
        return id
          ? { name: 'event replace', method: 'PUT', path: `/api/events/${id}`, token: admin, body: event(n + 1) }
          : { name: 'tRPC event create', method: 'POST', path: '/api/trpc/events.create', token: admin, body: event(n) };
      }
      case 17: {
        const id = eventIds.shift();
        return id
          ? { name: 'event delete', method: 'DELETE', path: `/api/events/${id}`, token: admin }
          : { name: 'tRPC event create', method: 'POST', path: '/api/trpc/events.create', token: admin, body: event(n) };
      }
      case 18:
        return { name: 'profile save', method: 'POST', path: '/api/staff/profile', token: memberTokens[member], body: profile(member, n) };
      default: {
        const id = memberIds[n % Math.max(1, memberIds.length)];
        return id
          ? {
              name: 'profile review',
              method: 'PUT',
              path: `/api/admin/profiles/${id}/review`,
              token: admin,
              body: n % 3 ? { status: 'approved' } : { status: 'rejected', reason: 'Please add a photo.' },
            }
          : { name: 'review queue', method: 'GET', path: '/api/admin/profiles?status=all', token: admin };
      }
    }
  }

  const counts = new Map<string, Map<string, number>>();
  const count = (name: string, status: string) => {
    const byStatus = counts.get(name) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    counts.set(name, byStatus);
  };
  let requests = 0;
  let serverErrors = 0;
  let failures = 0;
  const latencies: number[] = [];
  const peakSamples: number[] = [];
  const sampler = setInterval(() => {
    if (diedAt === null) peakSamples.push(memory(site.pid!).rss);
  }, 250);

  const started = Date.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline && diedAt === null) {
        const call = nextCall(next++);
        const callStarted = performance.now();
        try {
          const answer = await fetch(`${base}${call.path}`, {
            method: call.method,
            headers: {
              'accept-encoding': 'gzip, br',
              ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
              ...(call.body ? { 'content-type': 'application/json' } : {}),
            },
            body: call.body ? JSON.stringify(call.body) : undefined,
          });
          const text = await answer.text();
          requests++;
          latencies.push(performance.now() - callStarted);
          count(call.name, String(answer.status));
          if (answer.status >= 500) {
            serverErrors++;
            if (serverErrors <= 3) console.error(`${call.method} ${call.path}: ${answer.status} ${text.slice(0, 200)}`);
          }
          if (answer.ok && call.method === 'POST' && call.name.includes('event create')) {
            const body = JSON.parse(text) as { id?: number; result?: { data?: { id?: number } } };
            const id = body.id ?? body.result?.data?.id;
            if (id) eventIds.push(id);
          }
          if (answer.ok && call.name === 'profile save') {
            const id = (JSON.parse(text) as { profile?: { accountId?: number } }).profile?.accountId;
            if (id && !memberIds.includes(id)) memberIds.push(id);
          }
        } catch (error) {
          failures++;
          count(call.name, (error as { cause?: { code?: string } }).cause?.code ?? 'network error');
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const alive = diedAt === null && site.exitCode === null;
  const peak = alive ? Math.max(memory(site.pid!).peak, ...peakSamples) : Math.max(0, ...peakSamples);
  const end = alive ? memory(site.pid!).rss : 0;

  const stopStarted = Date.now();
  if (alive) site.kill('SIGTERM');
  const exit = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
  if (exit === null) site.kill('SIGKILL');
  const stopMs = Date.now() - stopStarted;

  const check = openDatabase(databaseFile(dataDir));
  const integrity = String(check.sqlite.pragma('integrity_check', { simple: true }));
  const accounts = (check.sqlite.prepare('select count(*) as n from staff_accounts').get() as { n: number }).n;
  await check.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  console.log(
    `\nsoak on Node ${process.versions.node} (${os.cpus().length} cores): ${elapsed.toFixed(0)} s, ${workers} requests in flight, site started as node ${serverNodeFlags.join(' ')} dist/server/main.js`,
  );
  console.log(`${'call'.padEnd(20)} answers`);
  for (const [name, byStatus] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${name.padEnd(20)} ${[...byStatus].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  }
  console.log(
    `\nrequests: ${requests} answered (${(requests / elapsed).toFixed(0)}/s), p50 ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms; ${failures} without an answer; ${created} staff creations asked, ${accounts} accounts at the end`,
  );
  console.log(`5xx: ${serverErrors}`);
  console.log(
    `alive at the end: ${alive ? 'yes' : `no: it exited ${exit ? `with ${exit.code ?? exit.signal}` : ''} after ${(((diedAt ?? 0) - started) / 1000).toFixed(1)} s`}`,
  );
  console.log(`peak RSS: ${peak.toFixed(0)} MB (VmHWM; budget 185 MB: 200 less a 15 MB margin), at the end ${end.toFixed(0)} MB`);
  console.log(
    `on SIGTERM: ${exit ? (exit.signal ? `killed by ${exit.signal}` : `exit status ${exit.code}`) : 'no exit within 15 s (killed)'} in ${stopMs} ms`,
  );
  console.log(`database: integrity_check ${integrity}`);
  if (siteErrors.trim()) console.log(`the site's stderr (last 1,000 characters):\n${siteErrors.slice(-1000)}`);
  const held = alive && serverErrors === 0 && failures === 0 && exit?.code === 0 && integrity === 'ok';
  console.log(`\n${held ? 'PASS' : 'FAIL'}  held: alive, 0 × 5xx, every request answered, exit 0 on SIGTERM, database intact`);
  console.log(`${peak <= 185 ? 'PASS' : 'FAIL'}  peak RSS ≤ 185 MB (200 less a margin): ${peak.toFixed(0)} MB`);
  if (!held) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
