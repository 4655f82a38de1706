// npm run bench:uploads: what the upload path does with a phone photo (not part of CI).
//
// Builds what is stale (scripts/build.mjs), starts the built server with its Node flags and malloc settings on a
// temporary DATA_DIR, signs in an event manager, and uploads a ~4.5 MB phone photo (4000 × 3000
// noisy JPEG with EXIF orientation 6: noise is the worst case for the encoders): once cold
// (sharp is loaded at the first upload), once warm, then three at once, reading the site's peak
// RSS (VmHWM after a reset, else VmRSS sampled every 50 ms).
// BENCH_FROM_SOURCE=1 runs server/main.ts through tsx instead (~35 MB more RSS);
// BENCH_PHOTO_WIDTH / BENCH_PHOTO_HEIGHT change the photo.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { Passwords } from '../server/lib/passwords.js';
import { insertAccount } from '../server/modules/auth/auth.repository.js';
import { uploadLimits } from '../shared/uploads.schema.js';
import { phonePhoto } from '../tests/helpers/images.js';
import { freePort, waitForHealth } from './site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const width = Number(process.env.BENCH_PHOTO_WIDTH ?? 4000);
const height = Number(process.env.BENCH_PHOTO_HEIGHT ?? 3000);

function status(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Number(text.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

function watchPeak(pid: number) {
  let exact = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    exact = false;
  }
  let sampled = status(pid).rss;
  const timer = setInterval(() => (sampled = Math.max(sampled, status(pid).rss)), 50);
  return () => {
    clearInterval(timer);
    const now = status(pid);
    return { peak: Math.max(sampled, exact ? now.peak : 0), exact };
  };
}


const mb = (n: number) => `${n.toFixed(1)} MB`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const password = 'bench-password';
  const passwordHash = await new Passwords().hash(password);
  const id = await insertAccount(database.db, { username: 'bench-editor', email: 'bench-editor@example.org', passwordHash, role: 'staff', isActive: true, createdAt: new Date().toISOString() });
  await database.db.updateTable('staff_accounts').set({ can_manage_events: 1 }).where('id', '=', id).execute();
  await database.close();

  // The photo: noisy enough to be as large as fits under 5 MB at JPEG quality 92 (a phone's
  // 12-megapixel photo is 3–6 MB).
  let photo = Buffer.alloc(0);
  for (const sigma of [24, 20, 16, 12, 8]) {
    photo = await phonePhoto(width, height, 92, sigma);
    if (photo.length <= uploadLimits.imageBytes) break;
  }
  console.log(`photo: ${width} × ${height} JPEG with EXIF orientation 6, ${(photo.length / 1024 / 1024).toFixed(2)} MiB`);

  const port = await freePort();
  const fromSource = process.env.BENCH_FROM_SOURCE === '1';
  const entry = fromSource ? ['--import', 'tsx', 'server/main.ts'] : [path.join(root, 'dist', 'server', 'main.js')];
  const child = spawn(process.execPath, [...serverNodeFlags, ...entry], {
    cwd: root,
    env: { ...process.env, ...serverEnvironment, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    await new Promise((r) => setTimeout(r, 1000));
    const vipsLoaded = () => fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8').includes('libvips');
    console.log(`site started: RSS ${mb(status(child.pid!).rss)}; libvips loaded: ${vipsLoaded()}`);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'bench-editor', password }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    await new Promise((r) => setTimeout(r, 1000));
    const idle = status(child.pid!);
    console.log(`site (${fromSource ? 'from source, through tsx' : 'bundled'}), idle after sign-in: RSS ${mb(idle.rss)}`);

    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/upload/image`, { method: 'POST', headers, body: form });
      const body = (await response.json()) as { url: string; width: number; height: number; variants: Array<{ url: string; width: number }> };
      if (response.status !== 200) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, body };
    };
    const sizes = (body: Awaited<ReturnType<typeof upload>>['body']) =>
      [body.url, ...body.variants.map((v) => v.url)].map((url) => `${path.basename(url)} ${(fs.statSync(path.join(dataDir, url)).size / 1024).toFixed(0)} KiB`).join(', ');

    let stop = watchPeak(child.pid!);
    const cold = await upload();
    console.log(`one upload, cold (loads sharp): ${cold.ms.toFixed(0)} ms, peak RSS ${mb(stop().peak)}; libvips loaded: ${vipsLoaded()}`);
    console.log(`  answer ${cold.body.width} × ${cold.body.height}: ${sizes(cold.body)}`);
    stop = watchPeak(child.pid!);
    const warm = await upload();
    console.log(`one upload, warm: ${warm.ms.toFixed(0)} ms, peak RSS ${mb(stop().peak)}; RSS after ${mb(status(child.pid!).rss)}`);

    stop = watchPeak(child.pid!);
    const started = performance.now();
    const three = await Promise.all([upload(), upload(), upload()]);
    const total = performance.now() - started;
    const peak = stop();
    console.log(`three at once: ${three.map((u) => u.ms.toFixed(0)).join(' / ')} ms each, ${total.toFixed(0)} ms in all; peak RSS ${mb(peak.peak)} (${peak.exact ? 'VmHWM after reset' : 'sampled every 50 ms'}); RSS after ${mb(status(child.pid!).rss)}`);
    const budget = 200;
    console.log(`${peak.peak <= budget ? 'PASS' : 'FAIL'} peak RSS ≤ ${budget} MB while three photos arrive at once`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
