// npm run bench:magazine: the magazine (issue 36 item 9) on the built site with 500 public articles
// (bench/magazine-articles.ts), started as production starts it:
//  1. an article over REST (GET /api/magazine/articles/{slug}), a page of the list (GET
//     /api/magazine/articles?page=2&pageSize=12) and an article's own page (GET /magazine/{slug}:
//     its HTML with its head and JSON-LD), each against a bare Fastify route answering the same
//     bytes (bench/baseline-server.ts), in rounds taking turns so the ratios of one run hold;
//  2. the first view of /magazine in Chromium at 360 px: its elements and the bytes of API data it
//     fetched (decoded, and as sent);
// then the budgets (docs/budgets.md: at least 0.75 of the bare route; at most ~1,500 elements and
// ~100 KB of API data), PASS or FAIL. BENCH_SECONDS (6) per target.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { archiveEventRows } from './archive-events.js';
import { insertBenchArticles } from './magazine-articles.js';
import { bareRoute, connections, freePort, loadInRounds, rawRequest, root, seconds, start, waitForHealth } from './site.js';

const articles = 500;
const budget = { ratio: 0.75, elements: 1500, apiBytes: 100 * 1024 };
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run npm run build first (npm run bench:magazine does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-magazine-'));
  const database = openDatabase(databaseFile(dataDir));
  await migrateToLatest(database.db);
  await insertBenchArticles(database.db, archiveEventRows(200), articles);
  await database.close();

  const sitePort = await freePort();
  const base = `http://127.0.0.1:${sitePort}`;
  const site = start([...serverNodeFlags, 'dist/server/main.js'], {
    ...serverEnvironment,
    NODE_ENV: 'production',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const bares: ChildProcess[] = [];
  const lines: string[] = [];
  const verdict = (pass: boolean) => {
    if (!pass) process.exitCode = 1;
    return pass ? 'PASS' : 'FAIL';
  };
  try {
    await waitForHealth(base);
    const list = JSON.parse((await rawRequest(`${base}/api/magazine/articles?pageSize=1&page=250`, {})).body.toString()) as {
      articles: Array<{ slug: string }>;
    };
    const slug = list.articles[0]!.slug;
    const targets = [
      { label: 'an article over REST', url: `/api/magazine/articles/${slug}` },
      { label: 'a page of the list over REST', url: '/api/magazine/articles?page=2&pageSize=12' },
      { label: 'an article’s page (HTML)', url: `/magazine/${slug}` },
    ];
    console.log(`${articles} articles; ${connections} connections, ${seconds} s per target in rounds taking turns\n`);
    console.log('target                                                             req/s   p99 ms   vs bare');
    for (const target of targets) {
      const answer = await rawRequest(`${base}${target.url}`);
      if (answer.status !== 200) throw new Error(`${target.url}: ${answer.status}`);
      const port = await freePort();
      const bare = await bareRoute(port, dataDir, `bare-${bares.length}`, answer);
      bares.push(bare);
      const [bareR, siteR] = await loadInRounds([
        { name: 'bare route, same bytes', url: `http://127.0.0.1:${port}/bare` },
        { name: `GET ${target.url.slice(0, 56)}`, url: `${base}${target.url}` },
      ]);
      for (const r of [bareR!, siteR!])
        console.log(
          `${r.name.padEnd(64)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(8)} ${(r.rps / bareR!.rps).toFixed(2).padStart(9)}`,
        );
      const ratio = siteR!.rps / bareR!.rps;
      lines.push(
        `${verdict(ratio >= budget.ratio)}  ${target.label.padEnd(40)} vs the bare route   ${ratio.toFixed(2)}  (≥ ${budget.ratio})`,
      );
      bare.kill('SIGTERM');
    }

    // 2. The first view of /magazine on a phone.
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeFlags });
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      const api: Array<Promise<{ decoded: number; sent: number }>> = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        api.push(
          Promise.all([response.body().catch(() => Buffer.alloc(0)), response.request().sizes()]).then(([body, sizes]) => ({
            decoded: body.length,
            sent: sizes.responseBodySize,
          })),
        );
      });
      await page.goto(`${base}/magazine`, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-screen="magazine"] h1');
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const sizes = await Promise.all(api);
      const decoded = sizes.reduce((sum, s) => sum + s.decoded, 0);
      const sent = sizes.reduce((sum, s) => sum + s.sent, 0);
      console.log(
        `\n/magazine at 360 px, first view: ${elements} elements; ${sizes.length} API answers, ${decoded} bytes of data (${sent} as sent)`,
      );
      lines.push(
        `${verdict(elements <= budget.elements)}  /magazine's first view: elements                    ${elements}  (≤ ${budget.elements})`,
      );
      lines.push(
        `${verdict(decoded <= budget.apiBytes)}  /magazine's first view: API data                    ${(decoded / 1024).toFixed(1)} KB  (≤ ${budget.apiBytes / 1024} KB)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    for (const bare of bares) bare.kill('SIGTERM');
    site.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
