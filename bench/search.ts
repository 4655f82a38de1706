// npx tsx bench/search.ts: the search of the magazine and the events (issue 36 item 7) over 500
// public articles and 1,500 events (bench/archive-events.ts), in one process on a temporary
// database: how long the first index takes, then the time of each search (the service itself,
// not its cache: every query differs from the last) for Chinese, Traditional, English and
// two-word queries in turn. The budget (docs/budgets.md): p99 under 20 ms. BENCH_SEARCHES (2000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseFile, openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { AuditService } from '../server/modules/audit/audit.service.js';
import { EventsService } from '../server/modules/events/events.service.js';
import { MagazineService } from '../server/modules/magazine/magazine.service.js';
import { SearchService } from '../server/modules/search/search.service.js';
import { archiveEventRows } from './archive-events.js';
import { insertBenchArticles } from './magazine-articles.js';

const searches = Number(process.env.BENCH_SEARCHES ?? 2000);
const articles = 500;
const budgetP99Ms = 20;
const queries = [
  '书法',
  '書法',
  'calligraphy',
  '古琴',
  '古琴 音乐',
  'lantern',
  'lanterns festival',
  '春节',
  '舞龙',
  'guqin',
  'tea',
  '茶',
  'concert',
  '音樂會',
  'brush ink',
  '社团',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const database = openDatabase(databaseFile(dataDir));
  try {
    const db = database.db;
    await migrateToLatest(db);
    const clock = () => new Date();
    const audit = new AuditService(db, clock);
    const events = new EventsService({ db, clock, audit, changed: () => {} });
    const magazine = new MagazineService({
      db,
      clock,
      audit,
      publicOrigin: 'https://example.org',
      changed: () => {},
      bylines: async () => new Map(),
      accountOfUsername: async () => undefined,
    });
    const rows = archiveEventRows(1500);
    await events.insertMany(rows);

    // Articles as long as real ones: ten events' texts each, in both languages, public.
    await insertBenchArticles(db, rows, articles);

    const search = new SearchService(db, [magazine.searchSource(), events.searchSource()]);
    let started = performance.now();
    await search.sync();
    const indexMs = performance.now() - started;

    // Warm-up, then the measured searches, each a query other than the last (pages 1 and 2 in turn).
    for (const q of queries) await search.search({ q, page: 1, pageSize: 10 }, 'zh');
    const times: number[] = [];
    const byQuery = new Map<string, number[]>();
    let found = 0;
    for (let i = 0; i < searches; i++) {
      const q = queries[i % queries.length]!;
      started = performance.now();
      const answer = await search.search(
        { q, page: 1 + (Math.floor(i / queries.length) % 2), pageSize: 10 },
        i % 3 === 0 ? 'zh-Hant' : 'zh',
      );
      const took = performance.now() - started;
      times.push(took);
      byQuery.set(q, [...(byQuery.get(q) ?? []), took]);
      found += answer.data.total;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(`search over ${articles} articles and ${rows.length} events`);
    console.log(`first index: ${Math.round(indexMs)} ms`);
    console.log(
      `${searches} searches: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, slowest ${times.at(-1)!.toFixed(2)} ms (${Math.round(found / searches)} results a search on average)`,
    );
    const slowest = [...byQuery]
      .map(([q, list]) => [q, list.sort((a, b) => a - b)] as const)
      .sort(([, a], [, b]) => percentile(b, 90) - percentile(a, 90))
      .slice(0, 4)
      .map(([q, list]) => `${q} ${percentile(list, 50).toFixed(1)}/${percentile(list, 90).toFixed(1)} ms`);
    console.log(`slowest queries (p50/p90): ${slowest.join(', ')}`);
    console.log(`budget p99 < ${budgetP99Ms} ms: ${p99 < budgetP99Ms ? 'PASS' : 'FAIL'}`);
    if (p99 >= budgetP99Ms) process.exitCode = 1;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
