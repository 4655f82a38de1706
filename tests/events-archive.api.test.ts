// The events' archive (issue 23, decision 027): GET /api/events in pages with the total and by
// calendar year in the society's time zone, GET /api/events/years, validation in both languages,
// both doors alike, every query a search of an index, and the cache bounded however it is asked.
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { archiveEventRows } from '../bench/archive-events.js';
import type { Database } from '../server/db/schema.js';
import * as repo from '../server/modules/events/events.repository.js';
import { yearWindow } from '../server/modules/events/events.service.js';
import { eventStatusAt, type EventStatus } from '../shared/events.js';
import { zonedDate } from '../shared/zoned-time.js';
import { migratedDatabaseForFile } from './helpers/database.js';
import { eventRow } from './helpers/events.js';
import { appForFile, testClock } from './helpers/test-app.js';

const now = new Date('2026-11-26T17:00:00.000Z');
const clock = testClock(now);
const t = appForFile({ env: { SEED_DEMO: 'false' }, clock: clock.clock });
const rows = archiveEventRows(1500);

interface Page {
  events: Array<{ id: number; titleEn: string; status: EventStatus; startsAt: string }>;
  total: number;
  page: number;
  pageSize: number;
}
const get = async (query = '', headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/api/events${query}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as Page & { error?: string },
    bytes: Number(response.headers.get('content-length')),
  };
};

/** The list docs/product.md describes, worked out here from the rows: ongoing, upcoming, past, each in its order. */
function expectedTitles(status?: EventStatus, year?: number) {
  const withStatus = rows.map((row) => ({ row, status: eventStatusAt(row.starts_at, row.ends_at, now) }));
  const inYear = withStatus.filter(({ row }) => year === undefined || zonedDate(new Date(row.starts_at), 'America/Toronto').year === year);
  const by = (s: EventStatus) => inYear.filter((e) => e.status === s).map((e) => e.row);
  const asc = (key: 'starts_at' | 'ends_at') => (a: (typeof rows)[number], b: (typeof rows)[number]) => a[key].localeCompare(b[key]);
  const lists = {
    ongoing: by('ongoing').sort(asc('ends_at')),
    upcoming: by('upcoming').sort(asc('starts_at')),
    past: by('past').sort((a, b) => b.starts_at.localeCompare(a.starts_at)),
  };
  return (status ? lists[status] : [...lists.ongoing, ...lists.upcoming, ...lists.past]).map((row) => row.title_en);
}

beforeAll(async () => {
  await t.app.services.events.insertMany(rows);
});

describe('GET /api/events in pages', () => {
  test('without paging parameters: the first 50 of the list docs/product.md describes, with the total', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.total).toBe(1500);
    expect([body.page, body.pageSize]).toEqual([1, 50]);
    expect(body.events.map((e) => e.titleEn)).toEqual(expectedTitles().slice(0, 50));
    expect(body.events.filter((e) => e.status !== 'past').length, 'the coming events come first').toBeGreaterThan(40);
  });

  test('every page of 100 in turn is the whole list, in order, across the statuses; past the last page, none', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 15; page++) {
      const { body } = await get(`?page=${page}&pageSize=100`);
      expect(body.total).toBe(1500);
      seen.push(...body.events.map((e) => e.titleEn));
    }
    expect(seen).toEqual(expectedTitles());
    const beyond = await get('?page=16&pageSize=100');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ events: [], total: 1500, page: 16 });
  });

  test('a status pages its own list; a year with it, the year’s events of that status', async () => {
    for (const status of ['upcoming', 'past'] as const) {
      const { body } = await get(`?status=${status}&page=2&pageSize=30`);
      expect(body.total).toBe(expectedTitles(status).length);
      expect(body.events.map((e) => e.titleEn)).toEqual(expectedTitles(status).slice(30, 60));
    }
    const { body } = await get('?status=past&year=2019&pageSize=50&page=2');
    expect(body.total).toBe(73);
    expect(body.events.map((e) => e.titleEn)).toEqual(expectedTitles('past', 2019).slice(50));
    expect(body.events.at(-1)?.titleEn).toBe('Mandarin–English Language Exchange, January 2019');
  });

  test('a programme pages its own events: the Qin Society’s coming ones, the concert’s past ones by year', async () => {
    const of = (programme: string, status: EventStatus) =>
      rows
        .filter((row) => row.programme === programme && eventStatusAt(row.starts_at, row.ends_at, now) === status)
        .map((row) => row.title_en);
    const coming = await get('?programme=qin-society&status=upcoming&pageSize=100');
    expect(coming.body.total).toBe(of('qin-society', 'upcoming').length);
    expect(coming.body.events.map((e) => e.titleEn)).toEqual(
      expectedTitles('upcoming').filter((title) => of('qin-society', 'upcoming').includes(title)),
    );
    const concerts = await get('?programme=new-year-concert&status=past&pageSize=100');
    expect(concerts.body.total).toBe(of('new-year-concert', 'past').length);
    expect(concerts.body.total).toBeGreaterThan(15);
    expect(concerts.body.events.every((e) => e.titleEn.includes('Concert'))).toBe(true);
    const bad = await get('?programme=opera');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'programme' }] });
  });

  test('limit is another name of pageSize: the same page; both given, they must agree', async () => {
    const byLimit = await get('?status=past&page=3&limit=7');
    const byPageSize = await get('?status=past&page=3&pageSize=7');
    expect(byLimit.status).toBe(200);
    expect(byLimit.body).toEqual(byPageSize.body);
    expect(byLimit.body.events).toHaveLength(7);
    expect((await get('?limit=7&pageSize=7')).body.pageSize).toBe(7);
    const both = await get('?limit=7&pageSize=8');
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'Give the page size once: limit and pageSize differ.',
      issues: [{ path: 'limit' }],
    });
    expect((await get('?limit=7&pageSize=8&language=zh')).body.error).toBe('每页条数只需给一次：limit 与 pageSize 不一致。');
    expect((await get('?limit=101')).status).toBe(400);
  });

  test('featured: only the featured events (or only the others), in the list’s order; a page of one is the events page’s featured event', async () => {
    const featuredTitles = new Set(rows.filter((row) => row.is_featured === 1).map((row) => row.title_en));
    expect(featuredTitles.size).toBeGreaterThan(10);
    const all = expectedTitles();
    const only = await get('?featured=true&pageSize=100');
    expect(only.body.total).toBe(featuredTitles.size);
    expect(only.body.events.map((e) => e.titleEn)).toEqual(all.filter((title) => featuredTitles.has(title)));
    const first = await get('?featured=true&pageSize=1');
    expect(first.body.events.map((e) => [e.titleEn, e.status])).toEqual([[all.find((title) => featuredTitles.has(title)), 'upcoming']]);
    const others = await get('?featured=false&status=upcoming&pageSize=100');
    expect(others.body.events.map((e) => e.titleEn)).toEqual(expectedTitles('upcoming').filter((title) => !featuredTitles.has(title)));
    expect((await get('?featured=maybe')).status).toBe(400);
  });

  test('the oldest event is on the last page of its year', async () => {
    const { body: first } = await get('?status=past&year=2007&pageSize=50');
    const last = Math.ceil(first.total / 50);
    const { body } = await get(`?status=past&year=2007&pageSize=50&page=${last}`);
    expect(body.events.at(-1)?.startsAt).toBe(rows[0]!.starts_at);
  });

  test('a page of 50 is about a hundred kilobytes, whatever the size of the archive', async () => {
    const { bytes } = await get('?status=past', { 'accept-encoding': 'identity' });
    expect(bytes).toBeGreaterThan(50_000);
    expect(bytes).toBeLessThan(150_000);
  });
});

describe('a year is the calendar year in the society’s time zone', () => {
  const y = appForFile({ env: { SEED_DEMO: 'false' }, clock: testClock(now).clock });
  beforeAll(async () => {
    // Toronto is five hours behind UTC in winter: its New Year is at 05:00 UTC.
    await y.app.services.events.insertMany([
      eventRow('last of 2018', '2019-01-01T04:59:59.999Z', '2019-01-01T06:00:00.000Z'),
      eventRow('first of 2019', '2019-01-01T05:00:00.000Z', '2019-01-01T06:00:00.000Z'),
      eventRow('last of 2019', '2020-01-01T04:59:59.999Z', '2020-01-01T06:00:00.000Z'),
      eventRow('coming in 2027', '2027-03-01T17:00:00.000Z', '2027-03-01T18:00:00.000Z'),
    ]);
  });
  const titlesOf = async (query: string) =>
    ((await (await fetch(`${y.url}/api/events${query}`)).json()) as Page).events.map((e) => e.titleEn);

  test('exact at New Year’s midnight there', async () => {
    expect(yearWindow(2019)).toEqual({ from: '2019-01-01T05:00:00.000Z', to: '2020-01-01T05:00:00.000Z' });
    expect(await titlesOf('?year=2018')).toEqual(['last of 2018']);
    expect(await titlesOf('?year=2019')).toEqual(['last of 2019', 'first of 2019']);
    expect(await titlesOf('?year=2020')).toEqual([]);
  });

  test('GET /api/events/years: every year with events, latest first, with counts; with a status, its own', async () => {
    const years = async (query = '') =>
      (await (await fetch(`${y.url}/api/events/years${query}`)).json()) as { years: Array<{ year: number; count: number }> };
    expect(await years()).toEqual({
      years: [
        { year: 2027, count: 1 },
        { year: 2019, count: 2 },
        { year: 2018, count: 1 },
      ],
    });
    expect(await years('?status=past')).toEqual({
      years: [
        { year: 2019, count: 2 },
        { year: 2018, count: 1 },
      ],
    });
    expect(await years('?status=upcoming')).toEqual({ years: [{ year: 2027, count: 1 }] });
    expect((await y.trpc().events.years.query({ status: 'past' })).years).toHaveLength(2);
  });

  test('the archive’s years: every year since 2007, their counts adding up to the past events', async () => {
    const { years } = (await (await fetch(`${t.url}/api/events/years?status=past`)).json()) as {
      years: Array<{ year: number; count: number }>;
    };
    expect(years.map((e) => e.year)).toEqual(Array.from({ length: 2026 - 2007 + 1 }, (_, i) => 2026 - i));
    expect(years.reduce((n, e) => n + e.count, 0)).toBe(expectedTitles('past').length);
  });
});

describe('bad paging or year: 400 with the reason, in English and in Chinese', () => {
  test.each([
    ['pageSize=0', 'pageSize', 'The page size must be a whole number from 1 to 100.', '每页条数必须是 1 到 100 之间的整数。'],
    ['pageSize=101', 'pageSize', 'The page size must be a whole number from 1 to 100.', '每页条数必须是 1 到 100 之间的整数。'],
    ['page=0', 'page', 'The page must be a whole number from 1.', '页码必须是从 1 开始的整数。'],
    ['page=1.5', 'page', 'The page must be a whole number from 1.', '页码必须是从 1 开始的整数。'],
    ['year=1969', 'year', 'The year must be a whole number from 1970 to 2100.', '年份必须是 1970 到 2100 之间的整数。'],
    ['year=twenty', 'year', 'The year must be a whole number from 1970 to 2100.', '年份必须是 1970 到 2100 之间的整数。'],
  ])('%s', async (query, path, en, zh) => {
    const english = await get(`?${query}`);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ error: en, code: 'BAD_REQUEST', issues: [{ path, message: en }] });
    expect((await get(`?${query}&language=zh`)).body.error).toBe(zh);
  });

  test('over tRPC too', async () => {
    const error = await t
      .trpc({ language: 'zh' })
      .events.list.query({ year: 2101 })
      .catch((e: unknown) => e as { message: string; data?: { code: string } });
    expect(error).toMatchObject({ message: '年份必须是 1970 到 2100 之间的整数。', data: { code: 'BAD_REQUEST' } });
  });
});

describe('both doors, and the cache', () => {
  test('tRPC answers what REST answers, page and year included', async () => {
    const rest = (await get('?status=past&year=2012&page=2&pageSize=20')).body;
    expect(await t.trpc().events.list.query({ status: 'past', year: 2012, page: 2, pageSize: 20 })).toEqual(rest);
    expect(await t.trpc().events.list.query(undefined)).toEqual((await get()).body);
  });

  test('each page is one cached answer with its own ETag; the default page and page=1 are the same answer', async () => {
    const first = await fetch(`${t.url}/api/events?year=2010&page=1&pageSize=20`);
    const second = await fetch(`${t.url}/api/events?year=2010&page=2&pageSize=20`);
    expect(first.headers.get('etag')).not.toBe(second.headers.get('etag'));
    const again = await fetch(`${t.url}/api/events?year=2010&page=2&pageSize=20`, {
      headers: { 'if-none-match': second.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${t.url}/api/events?page=1&pageSize=50`)).headers.get('etag')).toBe(
      (await fetch(`${t.url}/api/events`)).headers.get('etag'),
    );
  });

  test('reading every page and every year keeps at most 64 answers in memory', async () => {
    const cache = t.app.services.readCaches.events as unknown as { entries: Map<string, unknown> };
    for (let page = 1; page <= 30; page++) await fetch(`${t.url}/api/events?status=past&page=${page}&pageSize=50`);
    for (let year = 2007; year <= 2027; year++) for (const page of [1, 2]) await fetch(`${t.url}/api/events?year=${year}&page=${page}`);
    expect(cache.entries.size).toBeGreaterThan(10);
    expect(cache.entries.size).toBeLessThanOrEqual(64);
  });

  test('the calendar feed and the JSON-LD of /events hold only events that have not ended', async () => {
    const coming = expectedTitles('upcoming').length + expectedTitles('ongoing').length;
    expect(coming).toBeLessThan(60);
    const feed = await (await fetch(`${t.url}/api/events.ics`)).text();
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(coming);
    const html = await (await fetch(`${t.url}/events`)).text();
    expect(html.match(/"@type":"Event"/g)).toHaveLength(coming);
  });
});

describe('every query of the list searches an index', () => {
  const database = migratedDatabaseForFile();
  test('no scan of the events table and no sort, whatever the status, year and page', async () => {
    const queries: Array<{ query: CompiledQuery; sorts: boolean }> = [];
    let sorts = false;
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: database.sqlite }),
      log: (event) => void queries.push({ query: event.query, sorts }),
    });
    await repo.insertEvents(database.db, rows);
    const nowIso = now.toISOString();
    for (const status of ['upcoming', 'ongoing', 'past'] as const) {
      for (const window of [undefined, yearWindow(2019)]) {
        // The events ongoing in a year are sorted by their end: a few at most (the screen never asks).
        sorts = status === 'ongoing' && window !== undefined;
        await repo.selectEventsByStatus(db, status, nowIso, { window, limit: 50, offset: 100 });
        sorts = false;
        await repo.countEventsByStatus(db, status, nowIso, { window });
      }
    }
    await repo.countEventsStarting(db, yearWindow(2019));
    await repo.startSpan(db);
    await repo.nextStatusChangeAfter(db, nowIso);
    expect(queries.length).toBe(17);
    for (const { query, sorts } of queries) {
      const plan = database.sqlite
        .prepare(`explain query plan ${query.sql}`)
        .all(...(query.parameters as unknown[]))
        .map((step) => (step as { detail: string }).detail);
      const onEvents = plan.filter((detail) => /\bevents\b/.test(detail));
      expect(onEvents.length, query.sql).toBeGreaterThan(0);
      for (const detail of onEvents) expect(detail, query.sql).toMatch(/^SEARCH events USING (COVERING )?INDEX events_(starts|ends)_at/);
      if (!sorts) expect(plan.join('\n'), query.sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});
