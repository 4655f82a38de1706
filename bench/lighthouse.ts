// npm run bench:lighthouse: Lighthouse's mobile preset on the built site, every public page, with
// images on the events (docs/budgets.md budgets: performance ≥ 95; accessibility, best practices and
// SEO 100). Not part of CI: the scores depend on the machine's load, so run it on a quiet one.
//
// Starts the built server on a temporary DATA_DIR with the demo events, signs in an event
// manager, uploads a photo for each event that has not ended (so /events shows real responsive
// images), then runs Lighthouse in Debian's Chromium against each page, one at a time.
// BENCH_PAGES=/events,/join limits the pages; BENCH_RUNS (1) repeats each and keeps the median;
// BENCH_LH_DUMP=<dir> keeps the reports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedDemoTeam } from '../server/modules/team/team.seed.js';
import { Passwords } from '../server/lib/passwords.js';
import { insertAccount } from '../server/modules/accounts/accounts.repository.js';
import type { Event } from '../shared/events.schema.js';
import { freePort, waitForHealth } from './site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const pages = (
  process.env.BENCH_PAGES ??
  '/,/?language=zh-Hant,/events,/events?language=zh,/events?language=zh-Hant,/about,/team,/team?language=zh,/team?language=zh-Hant,/team/lin.xiaoyu,/join,/events/qin-society,/events/new-year-concert'
).split(',');
const runs = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_LH_DUMP=<dir> keeps each page's last Lighthouse report there (JSON), to read what a score is made of.
const dumpDir = process.env.BENCH_LH_DUMP;
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof budgets;

/** A photo-like picture: a soft gradient with a little grain, the size a phone sends after the app shrinks it. */
async function photo(hue: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.2}" fill="hsl(${(hue + 30) % 360},80%,70%)" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function prepareSite(base: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'bench-editor', password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const { events } = (await (await fetch(`${base}/api/events`)).json()) as { events: Event[] };
  let n = 0;
  for (const event of events.filter((e) => e.status !== 'past')) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await photo((n++ * 47) % 360))], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${base}/api/admin/upload/image`, { method: 'POST', headers: auth, body: form });
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const { url } = (await uploaded.json()) as { url: string };
    const { id, status: _status, createdAt: _created, updatedAt: _updated, ...fields } = event;
    const saved = await fetch(`${base}/api/events/${id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, imageUrl: url }),
    });
    if (!saved.ok) throw new Error(`PUT /api/events/${id}: ${saved.status} ${await saved.text()}`);
  }
  return n;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const password = 'bench-password';
  // The demo team first (it seeds only a database without accounts), so /team has its members.
  await seedDemoTeam({ db: database.db, passwords: new Passwords(), clock: () => new Date(), changed: () => {} });
  await insertAccount(database.db, {
    username: 'bench-editor',
    email: 'bench-editor@example.org',
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
  const base = `http://127.0.0.1:${port}`;
  const site = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'dist', 'server', 'main.js')], {
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
      PUBLIC_ORIGIN: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let failed = 0;
  try {
    await waitForHealth(base);
    console.log(`site with the demo events; photos uploaded for ${await prepareSite(base, password)} of them`);
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
    // A first run on a cold browser can fail to paint in time (NO_FCP): one to warm up, not counted.
    await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    console.log(
      `Lighthouse ${runs === 1 ? '' : `(median of ${runs}) `}mobile preset; budgets: ${Object.entries(budgets)
        .map(([k, v]) => `${k} ≥ ${v}`)
        .join(', ')}`,
    );
    for (const page of pages) {
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      let notes: string[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(budgets),
        });
        if (!result) throw new Error(`${page}: no result`);
        const { lhr } = result;
        if (lhr.runtimeError)
          console.log(`  ${page}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const category of Object.keys(budgets) as Category[])
          scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        notes = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .filter((audit) => (lhr.categories.performance?.auditRefs.find((ref) => ref.id === audit.id)?.weight ?? 1) > 0)
          .map(
            (audit) =>
              `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${audit.explanation ? `: ${audit.explanation}` : ''}`,
          );
        const metrics = lhr.audits;
        if (dumpDir) fs.writeFileSync(path.join(dumpDir, `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), JSON.stringify(lhr));
        if (run === runs - 1)
          console.log(
            `  ${page}: LCP ${metrics['largest-contentful-paint']?.displayValue}, TBT ${metrics['total-blocking-time']?.displayValue}, CLS ${metrics['cumulative-layout-shift']?.displayValue}`,
          );
      }
      const line = (Object.keys(budgets) as Category[]).map((category) => {
        const score = median(scores[category]);
        const ok = score >= budgets[category];
        if (!ok) failed++;
        return `${category} ${score}${ok ? '' : ' (FAIL)'}`;
      });
      console.log(`${line.some((l) => l.includes('FAIL')) ? 'FAIL' : 'PASS'}  ${page}: ${line.join(', ')}`);
      if (notes.length) console.log(`        below 1: ${notes.slice(0, 8).join('; ')}`);
    }
  } finally {
    await chrome?.kill();
    site.kill('SIGTERM');
    await new Promise((r) => site.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
