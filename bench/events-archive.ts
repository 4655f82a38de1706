// npm run bench:archive: the events' archive with 1,500 events (bench/archive-events.ts: one
// every five days since 2007) on the built site, started as production starts it (decision 027).
//
//  1. a page of the archive as the events screen asks for it (GET /api/events?status=past&year=
//     2019&page=2&pageSize=24) over REST and over tRPC, against a bare Fastify route answering the
//     same bytes (bench/baseline-server.ts), in rounds taking turns so the ratios of one run hold;
//     and GET /api/events without parameters (the default page of 50): its size;
//     and an event's own page (GET /events/{slug}: its HTML with its own head and JSON-LD) against
//     a second bare route answering its bytes;
//  2. memory: the site's peak RSS (VmHWM, reset first) while it is asked for every page of every
//     list the screen and the API offer (every status and year, pages of 24, 50 and 100), over
//     both doors and in identity, gzip and br; with the read cache's entries at the end;
// then the budgets (docs/budgets.md: at least 0.75 of the bare route; peak RSS at most 200 MB), PASS or
// FAIL. BENCH_SECONDS (6) per target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { insertEvents } from '../server/modules/events/events.repository.js';
import { archiveEventRows } from './archive-events.js';
import type { ChildProcess } from 'node:child_process';
import { bareRoute, connections, freePort, loadInRounds, memory, rawRequest, root, seconds, start, waitForHealth } from './site.js';

const archivePage = '/api/events?status=past&year=2019&page=2&pageSize=24';
const archivePageTrpc = `/api/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ status: 'past', year: 2019, page: 2, pageSize: 24 }))}`;

/** Every address of the archive a visitor, the screen or a crawler may ask for. */
function everyRead(years: number[]): string[] {
  const urls: string[] = [];
  const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
  const add = (query: Record<string, string | number | undefined>, total: number, size: number) => {
    for (let page = 1; page <= pagesOf(total, size); page++) {
      const params = new URLSearchParams(
        Object.entries({ ...query, page, pageSize: size })
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      urls.push(`/api/events?${params}`);
      urls.push(`/api/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ ...query, page, pageSize: size }))}`);
    }
  };
  for (const size of [24, 50, 100]) {
    add({}, 1500, size);
    add({ status: 'past' }, 1500, size);
    add({ status: 'upcoming' }, 100, size);
    for (const year of years) add({ status: 'past', year }, 80, size);
    for (const year of years) add({ year }, 80, size);
  }
  for (const status of ['', '?status=past', '?status=upcoming', '?status=ongoing']) urls.push(`/api/events/years${status}`);
  return urls;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench:archive does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-archive-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  const rows = archiveEventRows(1500);
  for (let i = 0; i < rows.length; i += 200) await insertEvents(database.db, rows.slice(i, i + 200));
  await database.close();

  const [sitePort, basePort] = [await freePort(), await freePort()];
  const site_ = `http://127.0.0.1:${sitePort}`;
  const site = start([...serverNodeFlags, 'dist/server/main.js'], {
    ...serverEnvironment,
    NODE_ENV: 'production',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  let baseline: ChildProcess | undefined;
  let pageBaseline: ChildProcess | undefined;
  const lines: string[] = [];
  try {
    await waitForHealth(site_);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = memory(site.pid!);

    // 1. A page of the archive against the bare route answering its bytes.
    const answer = await rawRequest(`${site_}${archivePage}`);
    if (answer.status !== 200) throw new Error(`${archivePage}: ${answer.status}`);
    const identity = await rawRequest(`${site_}${archivePage}`, {});
    const whole = await rawRequest(`${site_}/api/events`, {});
    baseline = await bareRoute(basePort, dataDir, 'bare-body', answer);
    const bare = await rawRequest(`http://127.0.0.1:${basePort}/bare`);
    if (!bare.body.equals(answer.body)) throw new Error('the bare route does not answer the bytes of the site');
    console.log(
      `1,500 events; a page of the archive (24 events): ${identity.body.length} bytes, ${answer.body.length} in ${answer.headers['content-encoding']}; GET /api/events without parameters (the default page of 50): ${whole.body.length} bytes (3.3 MB before, with every event)`,
    );
    console.log(`${connections} connections, ${seconds} s per target in rounds taking turns\n`);
    const [bareR, restR, trpcR] = await loadInRounds([
      { name: 'bare route, same bytes', url: `http://127.0.0.1:${basePort}/bare` },
      { name: `REST ${archivePage}`, url: `${site_}${archivePage}` },
      { name: 'tRPC the same page', url: `${site_}${archivePageTrpc}` },
    ]);
    console.log('target                                                             req/s   p99 ms   vs bare');
    for (const r of [bareR!, restR!, trpcR!])
      console.log(
        `${r.name.padEnd(64)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${(r.rps / bareR!.rps).toFixed(2).padStart(9)}`,
      );
    lines.push(
      `${restR!.rps / bareR!.rps >= 0.75 ? 'PASS' : 'FAIL'}  a page of the archive over REST vs the bare route     ${(restR!.rps / bareR!.rps).toFixed(2)}  (≥ 0.75)`,
    );
    // On a machine shared with other work the bare route's own p99 says what the machine allows.
    lines.push(
      `${restR!.p99 < 10 ? 'PASS' : 'FAIL'}  its p99 at ${connections} connections (bare route: ${bareR!.p99.toFixed(1)} ms)     ${restR!.p99.toFixed(1)} ms  (< 10 ms)`,
    );

    // 1b. An event's own page against a bare route answering its bytes.
    const one = await rawRequest(`${site_}/api/events/700`, {});
    if (one.status !== 200) throw new Error(`GET /api/events/700: ${one.status}`);
    const { slug } = JSON.parse(one.body.toString()) as { slug: string };
    const eventPage = `/events/${slug}`;
    const page = await rawRequest(`${site_}${eventPage}`);
    if (page.status !== 200) throw new Error(`${eventPage}: ${page.status}`);
    const pagePort = await freePort();
    pageBaseline = await bareRoute(pagePort, dataDir, 'bare-page', page);
    console.log(`\nan event's page ${eventPage}: ${page.body.length} bytes in ${page.headers['content-encoding'] ?? 'identity'}`);
    const [barePage, sitePage] = await loadInRounds([
      { name: 'bare route, same bytes', url: `http://127.0.0.1:${pagePort}/bare` },
      { name: `GET ${eventPage}`, url: `${site_}${eventPage}` },
    ]);
    for (const r of [barePage!, sitePage!])
      console.log(
        `${r.name.padEnd(64)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${(r.rps / barePage!.rps).toFixed(2).padStart(9)}`,
      );
    lines.push(
      `${sitePage!.rps / barePage!.rps >= 0.75 ? 'PASS' : 'FAIL'}  an event's page vs the bare route                     ${(sitePage!.rps / barePage!.rps).toFixed(2)}  (≥ 0.75)`,
    );

    // 2. Memory after reading everything.
    fs.writeFileSync(`/proc/${site.pid}/clear_refs`, '5');
    const years = Array.from({ length: 2027 - 2007 + 1 }, (_, i) => 2007 + i);
    const urls = everyRead(years);
    const encodings: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }];
    const started = Date.now();
    let answered = 0;
    // Eight at a time, as a crawler or a few visitors would.
    const queue = urls.flatMap((url) => encodings.map((h) => ({ url, h })));
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const r = await rawRequest(`${site_}${next.url}`, next.h);
          if (r.status !== 200) throw new Error(`${next.url}: ${r.status}`);
          answered++;
        }
      }),
    );
    const after = memory(site.pid!);
    console.log(
      `\nmemory: idle ${idle.rss.toFixed(0)} MB; ${answered} answers (${urls.length} addresses: every page of 24, 50 and 100 of every status and year, both doors, × identity, gzip, br) in ${((Date.now() - started) / 1000).toFixed(1)} s: peak RSS ${after.peak.toFixed(0)} MB, ${after.rss.toFixed(0)} MB at the end`,
    );
    lines.push(
      `${after.peak <= 200 ? 'PASS' : 'FAIL'}  peak RSS after reading every page and year             ${after.peak.toFixed(0)} MB  (≤ 200 MB)`,
    );
  } finally {
    baseline?.kill('SIGTERM');
    pageBaseline?.kill('SIGTERM');
    site.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
