// npm run bench:registrations: 100 registrations arriving at once for 50 seats (issue 23, item
// 4; docs/decisions/028), not part of CI.
//
// Builds what is stale (scripts/build.mjs), starts the built server with its Node flags on a
// temporary DATA_DIR behind a trusted loopback "proxy" (each sign-up names its own client address
// in X-Forwarded-For, as 100 people would arrive from 100 addresses: the hourly limit counts per
// address), makes events of 50 seats, and for each sends 100 registrations at once over HTTP.
// Checks that exactly 50 got a seat and 50 the waitlist in places 1 to 50 (the answers, the
// public event's counts, the guest list), and prints the time the hundred took, each answer's
// time (median, 95th percentile, slowest) and the mails written to the outbox.
// BENCH_FROM_SOURCE=1 runs server/main.ts through tsx instead; BENCH_ROUNDS (3) events in turn.
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
import { freePort, waitForHealth } from './site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seats = 50;
const arriving = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-registrations-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const password = 'bench-password';
  await insertAccount(database.db, {
    username: 'bench-manager',
    email: 'bench-manager@example.org',
    passwordHash: await new Passwords().hash(password),
    role: 'staff',
    isActive: true,
    createdAt: new Date().toISOString(),
    permissions: {
      canManageEvents: true,
      canReviewProfiles: false,
      canManageStaff: false,
      canManageContent: false,
      canManageMagazine: false,
    },
  });
  await database.close();

  const port = await freePort();
  const fromSource = process.env.BENCH_FROM_SOURCE === '1';
  const entry = fromSource ? ['--import', 'tsx', 'server/main.ts'] : [path.join(root, 'dist', 'server', 'main.js')];
  const child = spawn(process.execPath, [...serverNodeFlags, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let failed = false;
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'bench-manager', password }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };
    console.log(
      `site (${fromSource ? 'from source, through tsx' : 'bundled'}): ${arriving} registrations at once for ${seats} seats, ${rounds} events in turn`,
    );

    for (let round = 1; round <= rounds; round++) {
      const startsAt = new Date(Date.now() + 7 * 86_400_000);
      const created = await fetch(`${base}/api/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          titleEn: `Bench Workshop ${round}`,
          titleZh: `测试工作坊 ${round}`,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
          registrationOpen: true,
          capacity: seats,
        }),
      });
      const { id } = (await created.json()) as { id: number };
      const times: number[] = [];
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: arriving }, async (_, i) => {
          const sent = performance.now();
          const response = await fetch(`${base}/api/events/${id}/registrations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.${i >> 8}.${i & 255}` },
            body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}.round${round}@example.org`, language: i % 2 ? 'zh' : 'en' }),
          });
          const body = (await response.json()) as { status: string; position: number | null };
          times.push(performance.now() - sent);
          return { status: response.status, body };
        }),
      );
      const total = performance.now() - started;
      times.sort((a, b) => a - b);
      const confirmed = answers.filter((a) => a.body.status === 'confirmed').length;
      const places = answers
        .filter((a) => a.body.status === 'waitlisted')
        .map((a) => a.body.position!)
        .sort((a, b) => a - b);
      const event = (
        (await (await fetch(`${base}/api/events`)).json()) as {
          events: Array<{ id: number; registrations: { confirmed: number; waitlisted: number } }>;
        }
      ).events.find((e) => e.id === id)!;
      const list = (await (await fetch(`${base}/api/admin/events/${id}/registrations`, { headers })).json()) as {
        confirmed: number;
        waitlisted: number;
      };
      const ok =
        answers.every((a) => a.status === 200) &&
        confirmed === seats &&
        places.length === arriving - seats &&
        places.every((place, i) => place === i + 1) &&
        event.registrations.confirmed === seats &&
        event.registrations.waitlisted === arriving - seats &&
        list.confirmed === seats &&
        list.waitlisted === arriving - seats;
      failed ||= !ok;
      console.log(
        `round ${round}: ${total.toFixed(0)} ms for the ${arriving}; each answer median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms; ` +
          `${confirmed} confirmed, ${places.length} waitlisted (places ${places[0]}–${places.at(-1)}); public counts ${event.registrations.confirmed}/${event.registrations.waitlisted}, guest list ${list.confirmed}/${list.waitlisted}`,
      );
      console.log(
        `${ok ? 'PASS' : 'FAIL'} exactly ${seats} confirmed and ${arriving - seats} waitlisted in places 1 to ${arriving - seats}`,
      );
    }
    const outbox = path.join(dataDir, 'outbox');
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0;
    console.log(`${mails} mails in the outbox (${rounds * arriving} expected: a confirmation or a waitlist mail each)`);
    failed ||= mails !== rounds * arriving;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
