// GET /api/events and events.list: statuses derived at request time, boundaries, order,
// validation in both languages, the cache with its ETag, and the same list over tRPC.
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, test } from 'vitest';
import type { NewEventRow } from '../server/modules/events/events.repository.js';
import type { AppRouter } from '../server/router.js';
import { eventRow } from './helpers/events.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

const row = (title: string, startsAt: string, endsAt: string, extra: Partial<NewEventRow> = {}): NewEventRow =>
  eventRow(title, startsAt, endsAt, { created_at: now.toISOString(), updated_at: now.toISOString(), ...extra });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(rows: NewEventRow[], clock = testClock(now)) {
  t = await startTestApp({ env: { SEED_DEMO: 'false' }, clock: clock.clock });
  await t.app.services.events.insertMany(rows);
  return { t, clock };
}

async function titles(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { events: Array<{ titleEn: string; status: string }> };
  return body.events.map((e) => `${e.titleEn}:${e.status}`);
}

describe('GET /api/events', () => {
  const rows = [
    row('past-late', minutes(-120), minutes(-60)),
    row('past-early', minutes(-600), minutes(-500)),
    row('ends-now', minutes(-30), minutes(0)),
    row('starts-now', minutes(0), minutes(90)),
    row('ongoing-long', minutes(-60 * 24), minutes(60 * 24), { is_featured: 1 }),
    row('upcoming-later', minutes(60 * 24 * 7), minutes(60 * 24 * 7 + 60)),
    row('upcoming-soon', minutes(60), minutes(120)),
  ];

  test('each status lists its events in order; an event starting now is ongoing and one ending now is past', async () => {
    const { t } = await appWith(rows);
    expect(await titles(`${t.url}/api/events?status=upcoming`)).toEqual(['upcoming-soon:upcoming', 'upcoming-later:upcoming']);
    expect(await titles(`${t.url}/api/events?status=ongoing`)).toEqual(['starts-now:ongoing', 'ongoing-long:ongoing']);
    expect(await titles(`${t.url}/api/events?status=past`)).toEqual(['ends-now:past', 'past-late:past', 'past-early:past']);
  });

  test('without a status: ongoing, then upcoming, then past, the featured flag visible', async () => {
    const { t } = await appWith(rows);
    expect(await titles(`${t.url}/api/events`)).toEqual([
      'starts-now:ongoing',
      'ongoing-long:ongoing',
      'upcoming-soon:upcoming',
      'upcoming-later:upcoming',
      'ends-now:past',
      'past-late:past',
      'past-early:past',
    ]);
    const body = (await (await fetch(`${t.url}/api/events?status=ongoing`)).json()) as {
      events: Array<{ titleEn: string; isFeatured: boolean }>;
    };
    expect(body.events.filter((e) => e.isFeatured).map((e) => e.titleEn)).toEqual(['ongoing-long']);
  });

  test('status follows the clock: the cached list changes the moment an event starts or ends', async () => {
    const { t, clock } = await appWith([row('soon', minutes(10), minutes(20))]);
    expect(await titles(`${t.url}/api/events?status=upcoming`)).toEqual(['soon:upcoming']);
    clock.set(new Date(minutes(10)));
    expect(await titles(`${t.url}/api/events?status=upcoming`)).toEqual([]);
    expect(await titles(`${t.url}/api/events?status=ongoing`)).toEqual(['soon:ongoing']);
    clock.set(new Date(minutes(20)));
    expect(await titles(`${t.url}/api/events`)).toEqual(['soon:past']);
  });

  test('a write through the service makes the cached list stale at once', async () => {
    const { t } = await appWith([row('first', minutes(10), minutes(20))]);
    expect(await titles(`${t.url}/api/events`)).toEqual(['first:upcoming']);
    await t.app.services.events.insertMany([row('second', minutes(30), minutes(40))]);
    expect(await titles(`${t.url}/api/events`)).toEqual(['first:upcoming', 'second:upcoming']);
  });

  test('reads that miss together share one database read; a write during it starts a new one', async () => {
    const { t } = await appWith([row('first', minutes(10), minutes(20))]);
    const cache = t.app.services.readCaches.events;
    let loads = 0;
    const load = () => (loads++, t.app.services.events.list({ status: 'upcoming' }));
    const first = cache.get('k', load);
    expect(first).toBeInstanceOf(Promise);
    expect(cache.get('k', load)).toBe(first);
    const answer = await first;
    expect(cache.get('k', load)).toBe(answer);
    expect(loads).toBe(1);
    await t.app.services.events.insertMany([row('second', minutes(30), minutes(40))]);
    const reading = cache.get('k', load);
    await t.app.services.events.insertMany([row('third', minutes(50), minutes(60))]);
    const again = cache.get('k', load);
    expect(again).not.toBe(reading);
    expect((await reading).data).toMatchObject({ events: [{ titleEn: 'first' }, { titleEn: 'second' }] });
    expect((await again).data).toMatchObject({ events: [{ titleEn: 'first' }, { titleEn: 'second' }, { titleEn: 'third' }] });
    expect(cache.get('k', load)).toBe(await again);
    expect(loads).toBe(3);
  });

  test('answers carry an ETag; a repeat with If-None-Match gets 304 until the list changes', async () => {
    const { t } = await appWith([row('first', minutes(10), minutes(20))]);
    const first = await fetch(`${t.url}/api/events?status=upcoming&language=zh`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const repeat = await fetch(`${t.url}/api/events?status=upcoming`, { headers: { 'if-none-match': etag! } });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe('');
    const otherList = await fetch(`${t.url}/api/events?status=past`, { headers: { 'if-none-match': etag! } });
    expect(otherList.status).toBe(200);
    await t.app.services.events.insertMany([row('second', minutes(30), minutes(40))]);
    const changed = await fetch(`${t.url}/api/events?status=upcoming`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test('a bad status is refused with 400 and a localized error, in English and in Chinese', async () => {
    const { t } = await appWith([]);
    const en = await fetch(`${t.url}/api/events?status=soon`);
    expect(en.status).toBe(400);
    expect(en.headers.get('content-type')).toContain('application/json');
    const enBody = (await en.json()) as Record<string, unknown>;
    expect(enBody).toEqual({
      error: 'Status must be one of upcoming, ongoing or past.',
      code: 'BAD_REQUEST',
      issues: [{ path: 'status', message: 'Status must be one of upcoming, ongoing or past.' }],
    });
    const zh = await fetch(`${t.url}/api/events?status=soon&language=zh`);
    expect(zh.status).toBe(400);
    expect(((await zh.json()) as { error: string }).error).toBe(
      '状态必须是 upcoming（即将举行）、ongoing（进行中）或 past（已结束）之一。',
    );
    const byHeader = await fetch(`${t.url}/api/events?status=soon`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(((await byHeader.json()) as { error: string }).error).toContain('状态必须是');
  });
});

describe('events.list over tRPC', () => {
  test('returns the same list as the REST door', async () => {
    const { t } = await appWith([
      row('a', minutes(-10), minutes(10)),
      row('b', minutes(10), minutes(20)),
      row('c', minutes(-20), minutes(-10)),
    ]);
    const client = t.trpc();
    for (const status of [undefined, 'upcoming', 'ongoing', 'past'] as const) {
      const rest = await (await fetch(`${t.url}/api/events${status ? `?status=${status}` : ''}`)).json();
      const viaTrpc = await client.events.list.query(status ? { status } : undefined);
      expect(viaTrpc).toEqual(rest);
    }
  });

  test('refuses a bad status with a localized message and field issues', async () => {
    const { t } = await appWith([]);
    const error = await t
      .trpc({ language: 'zh' })
      .events.list.query({ status: 'soon' as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const e = error as TRPCClientError<AppRouter>;
    expect(e.message).toContain('状态必须是');
    expect(e.data?.code).toBe('BAD_REQUEST');
    expect(e.data?.issues?.[0]?.path).toBe('status');
    expect(JSON.stringify(e.shape)).not.toMatch(/stack|at \w+ \(|node_modules/);
  });
});

describe('cached answers', () => {
  test('the tRPC fast path answers exactly what the adapter answers, batched or not', async () => {
    const { t } = await appWith([row('a', minutes(-10), minutes(10)), row('b', minutes(10), minutes(20))]);
    const input = encodeURIComponent(JSON.stringify({ status: 'upcoming' }));
    const single = await (await fetch(`${t.url}/api/trpc/events.list?input=${input}`)).json();
    const batched = (await (
      await fetch(`${t.url}/api/trpc/events.list?batch=1&input=${encodeURIComponent('{"0":{"status":"upcoming"}}')}`)
    ).json()) as unknown[];
    // Two procedures in one batch are not cached: this is the adapter's own answer.
    const viaAdapter = (await (
      await fetch(`${t.url}/api/trpc/events.list,system.health?batch=1&input=${encodeURIComponent('{"0":{"status":"upcoming"}}')}`)
    ).json()) as unknown[];
    expect(batched).toEqual([viaAdapter[0]]);
    expect(single).toEqual(viaAdapter[0]);
    expect((single as { result: { data: { events: unknown[] } } }).result.data.events).toHaveLength(1);
  });

  test('compressed answers decode to the same JSON, and are only sent to clients that accept them', async () => {
    const { t } = await appWith(Array.from({ length: 20 }, (_, i) => row(`event ${i}`, minutes(10 + i), minutes(20 + i))));
    const plain = await fetch(`${t.url}/api/events`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    for (const encoding of ['gzip', 'br']) {
      // fetch decodes the body itself and reports the encoding it received.
      const response = await fetch(`${t.url}/api/events`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(await response.text()).toBe(plainBody);
    }
  });
});
