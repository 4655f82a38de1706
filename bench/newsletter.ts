// npm run bench:newsletter: a newsletter's send (issue 37 item 7) on the built site, started as
// production starts it, with SMTP pointed at a sink this bench runs (a few lines of node:net that
// speak enough SMTP for nodemailer and count each message's RCPT TO, in a worker thread of its
// own: bench/smtp-sink-thread.mjs) and the rate at full speed:
//  1. 2,000 confirmed subscribers; the send while cached reads (GET /api/events) run under
//     autocannon: read p99 under 10 ms, the site's peak RSS under 200 MB, the sink receives
//     exactly 2,000 mails, one to each;
//  2. the same again on a fresh database, the site killed (SIGKILL) half-way and started again on
//     the same DATA_DIR: 2,000 distinct recipients, duplicates at most the mails in flight (the
//     lane sends batchConcurrency at once; the budget allows those).
// Figures, then PASS or FAIL. About a minute in all. BENCH_RATE: the site's rate a minute (full
// speed: 100000); BENCH_SUBSCRIBERS (2000); BENCH_DATA_ROOT: where the databases go (the system's
// temporary folder); BENCH_PROFILE=1: the first site's CPU profile in /tmp/prof.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { Passwords } from '../server/lib/passwords.js';
import { insertAccount } from '../server/modules/accounts/accounts.repository.js';
import { batchConcurrency } from '../server/modules/outbox/outbox.service.js';
import type { Newsletter } from '../shared/newsletter.schema.js';
import { memory, freePort, root, start, waitForHealth } from './site.js';

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const readConnections = 10;
/** NEWSLETTER_RATE_PER_MINUTE of the site: full speed unless BENCH_RATE says. */
const rate = Number(process.env.BENCH_RATE ?? 100_000);
const budget = { p99: 10, peakMb: 200 };
const password = 'bench-password';

/** The sink (bench/smtp-sink-thread.mjs, a worker thread): every message's recipients, in the order their DATA ended. */
function smtpSink(): Promise<{ port: number; received: string[][]; close: () => void }> {
  const received: string[][] = [];
  const worker = new Worker(new URL('./smtp-sink-thread.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { port?: number; to?: string[] }) => {
      if (message.to) received.push(message.to);
      else if (message.port !== undefined) resolve({ port: message.port, received, close: () => worker.postMessage({ close: true }) });
    });
  });
}

async function prepare(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(process.env.BENCH_DATA_ROOT ?? os.tmpdir(), 'site-bench-newsletter-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const at = new Date().toISOString();
  await insertAccount(database.db, {
    username: 'bench-editor',
    email: 'bench-editor@example.org',
    passwordHash: await new Passwords().hash(password),
    role: 'staff',
    isActive: true,
    createdAt: at,
    permissions: {
      canManageEvents: true,
      canReviewProfiles: false,
      canManageStaff: false,
      canManageContent: false,
      canManageMagazine: true,
    },
  });
  const languages = ['en', 'zh', 'zh-Hant'] as const;
  const rows = Array.from({ length: subscribers }, (_, i) => ({
    email: `reader-${String(i).padStart(5, '0')}@example.org`,
    language: languages[i % 3]!,
    // A quarter the events only: everyone gets a mail (there is always the coming events block).
    topic_magazine: i % 4 === 0 ? 0 : 1,
    topic_events: 1,
    status: 'subscribed' as const,
    source: 'form' as const,
    token_salt: randomBytes(16).toString('base64url'),
    token_hash: randomBytes(32).toString('hex'),
    created_at: at,
    updated_at: at,
    confirmed_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db
      .insertInto('newsletter_subscribers')
      .values(rows.slice(i, i + 500))
      .execute();
  await database.close();
  return dataDir;
}

function site(dataDir: string, port: number, smtpPort: number): ChildProcess {
  return start([...serverNodeFlags, 'dist/server/main.js'], {
    ...serverEnvironment,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Bench <bench@example.org>',
    NEWSLETTER_RATE_PER_MINUTE: String(rate),
    ...(process.env.BENCH_PROFILE ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}),
  });
}

async function signIn(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'bench-editor', password }),
  });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

/** An event and a newsletter, previewed and sent now; the newsletter's id. */
async function startSend(base: string, headers: Record<string, string>): Promise<number> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const event = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      titleEn: 'Lantern Walk',
      titleZh: '灯笼漫步',
      locationEn: 'Hart House',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
    }),
  });
  if (!event.ok) throw new Error(`event: ${event.status} ${await event.text()}`);
  const made = await fetch(`${base}/api/admin/newsletter/issues`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      subjectEn: 'Winter news',
      subjectZh: '冬季通讯',
      introEn: 'Hello **everyone**: what is on this winter.',
      introZh: '大家好：这个冬天的活动。',
    }),
  });
  if (!made.ok) throw new Error(`newsletter: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as Newsletter;
  // As an editor does before sending: the preview, in the three languages (the renderers load for it).
  const preview = await fetch(`${base}/api/admin/newsletter/issues/${id}/preview`, { headers });
  if (!preview.ok) throw new Error(`preview: ${preview.status} ${await preview.text()}`);
  const sent = await fetch(`${base}/api/admin/newsletter/issues/${id}/send`, { method: 'POST', headers, body: '{}' });
  if (!sent.ok) throw new Error(`send: ${sent.status} ${await sent.text()}`);
  return id;
}

async function progress(base: string, headers: Record<string, string>, id: number): Promise<Newsletter> {
  return (await (await fetch(`${base}/api/admin/newsletter/issues/${id}`, { headers })).json()) as Newsletter;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (what: string, done: () => Promise<boolean> | boolean, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench:newsletter does)');
  const lines: string[] = [];
  const verdict = (pass: boolean) => {
    if (!pass) process.exitCode = 1;
    return pass ? 'PASS' : 'FAIL';
  };
  const children: ChildProcess[] = [];
  const sinks: Array<{ close: () => void }> = [];
  try {
    // 1. The whole send, with reads beside it.
    {
      const sink = await smtpSink();
      sinks.push(sink);
      const dataDir = await prepare();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = site(dataDir, port, sink.port);
      children.push(child);
      await waitForHealth(base);
      const headers = await signIn(base);
      await fetch(`${base}/api/events`);
      // The same reads with no send, for the machine's own noise.
      await autocannon({ url: `${base}/api/events`, connections: readConnections, duration: 1 });
      const quiet = await autocannon({ url: `${base}/api/events`, connections: readConnections, duration: 3 });
      console.log(
        `reads alone (GET /api/events, ${readConnections} connections): ${quiet.requests.average.toFixed(0)} req/s, p99 ${quiet.latency.p99} ms`,
      );
      const began = Date.now();
      const id = await startSend(base, headers);
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memory(child.pid!).peak);
      }, 200);
      // Reads for as long as the send goes (in slices, so they stop soon after it).
      const reads = { requests: 0, p99: 0, errors: 0, slices: [] as number[] };
      while (sink.received.length < subscribers && Date.now() - began < 120_000) {
        const result = await autocannon({ url: `${base}/api/events`, connections: readConnections, duration: 2 });
        reads.requests += result.requests.total;
        reads.p99 = Math.max(reads.p99, result.latency.p99);
        reads.slices.push(result.latency.p99);
        reads.errors += result.errors + result.non2xx + result.timeouts;
      }
      await until('the send to finish', async () => (await progress(base, headers, id)).state === 'sent');
      const seconds = (Date.now() - began) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, memory(child.pid!).peak);
      const to = sink.received.flat();
      const distinct = new Set(to).size;
      const final = await progress(base, headers, id);
      console.log(
        `send of ${subscribers} at ${rate} a minute: ${sink.received.length} mails in ${seconds.toFixed(1)} s (${(sink.received.length / seconds).toFixed(0)}/s), ${distinct} distinct recipients; progress sent ${final.progress.sent}, failed ${final.progress.failed}, left ${final.progress.left}`,
      );
      console.log(
        `reads beside it (GET /api/events, ${readConnections} connections): ${(reads.requests / seconds).toFixed(0)} req/s, p99 ${reads.p99} ms, ${reads.errors} errors`,
      );
      // The first slice holds the send's one-time start (queueing the rows, loading the Markdown
      // renderer and the Traditional converter for the first mail of each language).
      console.log(`read p99 of each 2 s slice: ${reads.slices.join(', ')} ms`);
      console.log(`site peak RSS ${peak.toFixed(0)} MB`);
      lines.push(
        `${verdict(reads.p99 < budget.p99 && reads.errors === 0)} read p99 beside the send ${reads.p99} ms (budget < ${budget.p99} ms)`,
      );
      lines.push(`${verdict(peak < budget.peakMb)} peak RSS ${peak.toFixed(0)} MB (budget < ${budget.peakMb} MB)`);
      lines.push(
        `${verdict(sink.received.length === subscribers && distinct === subscribers)} the sink received ${sink.received.length} mails to ${distinct} recipients (exactly ${subscribers})`,
      );
      child.kill('SIGTERM');
      sink.close();
    }

    // 2. Killed half-way, started again on the same DATA_DIR.
    {
      const sink = await smtpSink();
      sinks.push(sink);
      const dataDir = await prepare();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = site(dataDir, port, sink.port);
      children.push(first);
      await waitForHealth(base);
      const headers = await signIn(base);
      const id = await startSend(base, headers);
      await until('half the mails', () => sink.received.length >= subscribers / 2);
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      const atKill = sink.received.length;
      const second = site(dataDir, port, sink.port);
      children.push(second);
      await waitForHealth(base);
      const again = await signIn(base);
      await until('the send to finish after the restart', async () => (await progress(base, again, id)).state === 'sent');
      const to = sink.received.flat();
      const distinct = new Set(to).size;
      const duplicates = to.length - distinct;
      console.log(
        `killed after ${atKill} mails, restarted: ${to.length} mails, ${distinct} distinct recipients, ${duplicates} duplicates (in flight at the kill)`,
      );
      lines.push(`${verdict(distinct === subscribers)} after kill -9 and a restart: ${distinct} distinct recipients (all ${subscribers})`);
      lines.push(`${verdict(duplicates <= batchConcurrency)} duplicates ${duplicates} (at most the mails in flight, ${batchConcurrency})`);
      second.kill('SIGTERM');
      sink.close();
    }
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    for (const sink of sinks) sink.close();
  }
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`\nload average of the machine (${os.cpus().length} cores): ${load.join(', ')}`);
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
