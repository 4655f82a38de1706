// npm run bench:uploads: what the upload path does with a phone photo (not part of CI).
//
// Builds what is stale (scripts/build.mjs), starts the built server with its Node flags and malloc settings on a
// temporary DATA_DIR, signs in an event manager, and uploads a ~4.5 MB phone photo (4000 × 3000
// noisy JPEG with EXIF orientation 6: noise is the worst case for the encoders): once cold
// (sharp is loaded at the first upload), once warm, then three at once, reading the site's peak
// RSS (VmHWM after a reset, else VmRSS sampled every 50 ms).
// Then images small as files but huge in pixels (solid colours: a 6300 × 6300 GIF is 27 KB),
// which a decoder must still expand: three 6300 × 6300 GIFs at once as avatars and as event
// images, a 16-bit 6300 × 6300 PNG alone and three at once, each with the answers' statuses
// and the peak RSS (issue 21, item 3; docs/decisions/016).
// BENCH_FROM_SOURCE=1 runs server/main.ts through tsx instead (~35 MB more RSS);
// BENCH_PHOTO_WIDTH / BENCH_PHOTO_HEIGHT change the photo; BENCH_ONLY=huge skips the photo.
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
import { decodeClasses, maxInputSides, uploadLimits } from '../shared/uploads.schema.js';
import { phonePhoto, solid } from '../tests/helpers/images.js';
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
  await insertAccount(database.db, {
    username: 'bench-editor',
    email: 'bench-editor@example.org',
    passwordHash,
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
  // Members for the avatar cases, one per case: 20 avatar uploads an hour per account.
  const members = Array.from({ length: 10 }, (_, n) => `bench-member-${n}`);
  for (const username of members)
    await insertAccount(database.db, {
      username,
      email: `${username}@example.org`,
      passwordHash,
      role: 'staff',
      isActive: true,
      createdAt: new Date().toISOString(),
    });
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
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    await new Promise((r) => setTimeout(r, 1000));
    const vipsLoaded = () => fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8').includes('libvips');
    console.log(`site started: RSS ${mb(status(child.pid!).rss)}; libvips loaded: ${vipsLoaded()}`);
    const signIn = async (identifier: string) => {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, password }),
      });
      const { token } = (await login.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    };
    const headers = await signIn('bench-editor');
    await new Promise((r) => setTimeout(r, 1000));
    const idle = status(child.pid!);
    console.log(`site (${fromSource ? 'from source, through tsx' : 'bundled'}), idle after sign-in: RSS ${mb(idle.rss)}`);

    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/upload/image`, { method: 'POST', headers, body: form });
      const body = (await response.json()) as {
        url: string;
        width: number;
        height: number;
        variants: Array<{ url: string; width: number }>;
      };
      if (response.status !== 200) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, body };
    };
    const sizes = (body: Awaited<ReturnType<typeof upload>>['body']) =>
      [body.url, ...body.variants.map((v) => v.url)]
        .map((url) => `${path.basename(url)} ${(fs.statSync(path.join(dataDir, url)).size / 1024).toFixed(0)} KiB`)
        .join(', ');

    const budget = 200;
    const onlyHuge = process.env.BENCH_ONLY === 'huge';
    if (!onlyHuge) await photoCases();
    await hugeCases();

    async function photoCases() {
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
      console.log(
        `three at once: ${three.map((u) => u.ms.toFixed(0)).join(' / ')} ms each, ${total.toFixed(0)} ms in all; peak RSS ${mb(peak.peak)} (${peak.exact ? 'VmHWM after reset' : 'sampled every 50 ms'}); RSS after ${mb(status(child.pid!).rss)}`,
      );
      console.log(`${peak.peak <= budget ? 'PASS' : 'FAIL'} peak RSS ≤ ${budget} MB while three photos arrive at once`);
    }

    async function hugeCases() {
      const send = async (url: string, field: string, bytes: Buffer, type: string, as = headers) => {
        const form = new FormData();
        form.append(field, new Blob([new Uint8Array(bytes)], { type }), `huge.${type.split('/')[1]}`);
        const response = await fetch(`${base}${url}`, { method: 'POST', headers: as, body: form });
        const body = (await response.json()) as { width?: number; height?: number; error?: string; profile?: { avatar: string } };
        return response.status === 200
          ? `200 ${body.profile?.avatar ? `avatar ${path.basename(body.profile.avatar).replace(/^.*-/, '')}` : `${body.width}×${body.height}`}`
          : `${response.status} ${body.error}`;
      };
      // sharp is loaded by a small upload first, when the photo cases did not run.
      if (onlyHuge) await send('/api/admin/upload/image', 'image', await solid(64, 64, 'png'), 'image/png');
      const avatar = ['/api/staff/avatar', 'avatar'] as const;
      const image = ['/api/admin/upload/image', 'image'] as const;
      const cases: Array<{ what: string; route: readonly [string, string]; make: () => Promise<Buffer>; type: string; count: number }> = [
        {
          what: 'three 6300 × 6300 GIFs at once, as avatars',
          route: avatar,
          make: () => solid(6300, 6300, 'gif'),
          type: 'image/gif',
          count: 3,
        },
        {
          what: 'three 6300 × 6300 GIFs at once, as event images',
          route: image,
          make: () => solid(6300, 6300, 'gif'),
          type: 'image/gif',
          count: 3,
        },
        {
          what: 'one 16-bit 6300 × 6300 PNG, as an event image',
          route: image,
          make: () => solid(6300, 6300, 'png16'),
          type: 'image/png',
          count: 1,
        },
        {
          what: 'three 16-bit 6300 × 6300 PNGs at once, as event images',
          route: image,
          make: () => solid(6300, 6300, 'png16'),
          type: 'image/png',
          count: 3,
        },
      ];
      // Then the largest image each limit takes (shared/uploads.schema.ts), three at once, in
      // the costliest form of its class: a 16-bit PNG with alpha, a progressive JPEG without
      // chroma subsampling, a lossless WebP.
      const costliest = {
        jpeg: ['jpeg', 'image/jpeg', 'baseline JPEG'],
        progressiveJpeg: ['progressiveJpeg', 'image/jpeg', 'progressive 4:4:4 JPEG'],
        png: ['png16', 'image/png', '16-bit RGBA PNG'],
        interlacedPng: ['interlacedPng16', 'image/png', 'interlaced 16-bit RGBA PNG'],
        webp: ['webp', 'image/webp', 'lossless WebP'],
        gif: ['gif', 'image/gif', 'GIF'],
      } as const;
      for (const [kind, route] of [
        ['avatar', avatar],
        ['image', image],
      ] as const) {
        for (const decodeClass of decodeClasses) {
          const side = maxInputSides[kind][decodeClass];
          const [format, type, name] = costliest[decodeClass];
          const what = `three ${name}s of ${side} × ${side} (the limit) at once, as ${kind === 'avatar' ? 'avatars' : 'event images'}`;
          cases.push({ what, route, make: () => solid(side, side, format, format.includes('png')), type, count: 3 });
        }
      }
      let worst = 0;
      for (const { what, route, make, type, count } of cases) {
        const bytes = await make();
        // A sign-in (argon2: 19 MiB) before the peak is watched, and time for its memory to go.
        const as = route === avatar ? await signIn(members.shift()!) : headers;
        await new Promise((r) => setTimeout(r, 500));
        const stop = watchPeak(child.pid!);
        const started = performance.now();
        const answers = await Promise.all(Array.from({ length: count }, () => send(route[0], route[1], bytes, type, as)));
        const peak = stop();
        worst = Math.max(worst, peak.peak);
        console.log(
          `${what} (${(bytes.length / 1024).toFixed(0)} KiB each): peak RSS ${mb(peak.peak)}, ${(performance.now() - started).toFixed(0)} ms; RSS after ${mb(status(child.pid!).rss)}`,
        );
        for (const [answer, n] of [...new Set(answers)].map((a) => [a, answers.filter((b) => b === a).length] as const))
          console.log(`  ${n} × ${answer}`);
      }
      console.log(`${worst <= budget ? 'PASS' : 'FAIL'} peak RSS ≤ ${budget} MB in every huge-dimension case (worst ${mb(worst)})`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
