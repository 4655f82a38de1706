// npm run bench: the built server on a temporary database of a few hundred events, loaded from
// this process with autocannon over loopback. Prints req/s, p99 latency and peak RSS for
// GET /api/events?status=upcoming (50 events) over REST, the same procedure over tRPC, the same
// query straight from better-sqlite3 and a bare Fastify route (both in a bench-only process),
// each as a ratio to the bare route; then start-up time, memory and the home page's bundle size.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { insertEvents, type NewEventRow } from '../server/modules/events/events.repository.js';
import { homePageSizes } from './size.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

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
      description_en: 'The Qin Society meets to listen to recordings, talk about the piece and practise its opening section. Beginners are welcome and instruments are provided.',
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

function readStatus(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
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
    await new Promise((r) => setTimeout(r, 10));
  }
}

function start(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

// What a browser sends. The baselines do not compress (the bare answer is too small to), the
// site serves the cached list's brotli twin.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  await insertEvents(database.db, eventRows());
  await database.close();

  const sitePort = 3400 + Math.floor(Math.random() * 500);
  const basePort = sitePort + 1000;
  const started = Date.now();
  const site = start(['dist/server/main.js'], { NODE_ENV: 'production', PORT: String(sitePort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const baseline = start(['--import', 'tsx', 'bench/baseline-server.ts'], { PORT: String(basePort), BENCH_DB: databaseFile(dataDir) });
  try {
    const startupMs = await waitFor(`http://127.0.0.1:${sitePort}/api/health`, site, started);
    await waitFor(`http://127.0.0.1:${basePort}/bare`, baseline, Date.now());
    await new Promise((r) => setTimeout(r, 1000));
    const idle = readStatus(site.pid!);
    const site_ = `http://127.0.0.1:${sitePort}`;
    const targets = [
      ['bare Fastify route', `http://127.0.0.1:${basePort}/bare`, baseline],
      ['raw better-sqlite3', `http://127.0.0.1:${basePort}/raw-events`, baseline],
      ['REST GET /api/events', `${site_}/api/events?status=upcoming`, site],
      ['tRPC events.list', `${site_}/api/trpc/events.list?input=${encodeURIComponent('{"status":"upcoming"}')}`, site],
    ] as const;
    const sample = (await (await fetch(targets[2][1])).json()) as { events: unknown[] };
    console.log(`\n${sample.events.length} events per answer, ${connections} connections, ${seconds} s per target after a 2 s warm-up, Accept-Encoding: ${headers['accept-encoding']}\n`);
    const results: Array<{ name: string; rps: number; p99: number; peakMb: number }> = [];
    for (const [name, url, proc] of targets) {
      const r = await load(url);
      results.push({ name, ...r, peakMb: readStatus(proc.pid!).peakMb });
    }
    const bare = results[0]!.rps;
    const raw = results[1]!.rps;
    console.log('target                   req/s    p99 ms   vs bare   vs raw   peak RSS of its process');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(9)} ${(r.rps / bare).toFixed(2).padStart(9)} ${(r.rps / raw).toFixed(2).padStart(8)}   ${r.peakMb.toFixed(0)} MB`,
      );
    }
    const after = readStatus(site.pid!);
    console.log(`\nsite server: start to first answer ${startupMs} ms (budget 1000); idle RSS ${idle.rssMb.toFixed(0)} MB (budget 100); peak RSS under load ${after.peakMb.toFixed(0)} MB (budget 200)`);
    const rest = results[2]!;
    const trpcR = results[3]!;
    console.log(`budgets: REST ${(rest.rps / bare).toFixed(2)} of bare (≥ 0.50), p99 ${rest.p99} ms (< 25); tRPC ${(trpcR.rps / raw).toFixed(2)} of raw (≥ 1.00)`);
  } finally {
    site.kill('SIGTERM');
    baseline.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const s = homePageSizes();
  console.log(`home page initial JS ${(s.jsGzip / 1024).toFixed(1)} KB gzip (budget 120), CSS ${(s.cssGzip / 1024).toFixed(1)} KB gzip (budget 20)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
