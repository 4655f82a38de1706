// The cached-read lane (decision 013) against the real app: a repeat public read is answered
// before Fastify with the very status, headers and bytes the doors gave the first time; what the
// doors refused, what changed and what the lane does not remember all go to the doors; and it
// stops when the server starts closing.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { CachedLane, laneLimits } from '../server/http/caching/pre-routing-lane.js';
import { EncodedBody } from '../server/lib/encoded-answer.js';
import { createEvents, eventRow } from './helpers/events.js';
import { appForFile, startTestApp, testClock } from './helpers/test-app.js';

const t = appForFile({ env: { SEED_DEMO: 'true' } });

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as on the wire (bodies not decoded). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;
const answered = () => t.app.cachedLane.answered;
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('a repeat read', () => {
  const paths = [
    '/api/events?status=upcoming',
    '/api/events',
    '/api/events?status=past&language=zh',
    `/api/trpc/events.list?input=${input({ status: 'upcoming' })}`,
    `/api/trpc/events.list?batch=1&input=${input({ 0: { status: 'ongoing' } })}`,
  ];
  const asked: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, deflate, br' }];

  test.each(paths)('%s: the lane sends what the door sent, in every encoding, as 304 and to HEAD', async (path) => {
    const first = await raw(path, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const before = answered();
    const again = await raw(path, { 'accept-encoding': 'br' });
    expect(answered()).toBe(before + 1);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    for (const headers of asked) {
      const viaLane = await raw(path, headers);
      expect(answered()).toBe(before + 2 + asked.indexOf(headers));
      expect(viaLane.headers['content-length']).toBe(String(viaLane.body.length));
      expect(viaLane.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    }
    const notModified = await raw(path, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    const head = await raw(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  test('the same bytes as the door sends in each encoding', async () => {
    // Fastify's answers, from URLs the lane has not seen (an unknown parameter is ignored).
    for (const [i, headers] of asked.entries()) {
      const viaDoor = await raw(`/api/events?status=upcoming&door=${i}`, headers);
      expect(viaDoor.headers['content-encoding']).toBe([undefined, 'gzip', 'br'][i]);
      const viaLane = await raw('/api/events?status=upcoming', headers);
      expect(withoutDate(viaLane.headers)).toEqual(withoutDate(viaDoor.headers));
      expect(viaLane.body.equals(viaDoor.body)).toBe(true);
    }
  });
});

describe('what goes to the doors', () => {
  test('a refused input is refused every time', async () => {
    for (let i = 0; i < 2; i++) {
      const before = answered();
      expect((await raw('/api/events?status=someday')).status).toBe(400);
      expect((await raw(`/api/trpc/events.list?input=${input({ status: 'someday' })}`)).status).toBe(400);
      expect(answered()).toBe(before);
    }
  });

  test('after a write, the new answer with a new ETag; the lane then sends that one', async () => {
    const path = '/api/events?status=upcoming';
    await raw(path);
    const old = await raw(path);
    const start = new Date(Date.now() + 3 * 86_400_000);
    await createEvents(t, [eventRow('Lane test evening', start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString())]);
    const before = answered();
    const fresh = await raw(path);
    expect(answered()).toBe(before);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.body.toString()).toContain('Lane test evening');
    const again = await raw(path);
    expect(answered()).toBe(before + 1);
    expect(again.headers.etag).toBe(fresh.headers.etag);
  });

  test('methods other than GET and HEAD, and URLs longer than the lane keeps', async () => {
    await raw('/api/events');
    const before = answered();
    expect((await raw('/api/events', {}, 'PATCH')).status).toBe(405);
    expect((await raw('/api/events', {}, 'POST')).status).toBe(401);
    const long = `/api/events?status=upcoming&pad=${'x'.repeat(laneLimits.urlLength)}`;
    expect((await raw(long)).status).toBe(200);
    expect((await raw(long)).status).toBe(200);
    expect(answered()).toBe(before);
  });

  test('a flood of new URLs is answered by the doors and only empties the lane', async () => {
    for (let i = 0; i <= laneLimits.urls; i++) expect((await raw(`/api/events?status=past&n=${i}`)).status).toBe(200);
    const before = answered();
    expect((await raw('/api/events?status=past&n=0')).status).toBe(200);
    expect(answered()).toBe(before);
    expect((await raw(`/api/events?status=past&n=${laneLimits.urls}`)).status).toBe(200);
    expect(answered()).toBe(before + 1);
  });
});

describe('pages (decision 049)', () => {
  const asked: Array<Record<string, string>> = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, deflate, br' }];

  test('a page asked again is sent by the lane as the pages sent it, in every encoding, as 304 and to HEAD', async () => {
    for (const [i, headers] of asked.entries()) {
      // The pages' answer, from a URL the lane has not seen; then the lane's, of one it has.
      const viaPages = await raw(`/about?pages=${i}`, headers);
      expect(viaPages.status).toBe(200);
      await raw('/about', headers);
      const before = answered();
      const viaLane = await raw('/about', headers);
      expect(answered()).toBe(before + 1);
      expect(withoutDate(viaLane.headers)).toEqual(withoutDate(viaPages.headers));
      expect(viaLane.body.equals(viaPages.body)).toBe(true);
    }
    const first = await raw('/about', { 'accept-encoding': 'br' });
    const before = answered();
    const notModified = await raw('/about', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const head = await raw('/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(answered()).toBe(before + 2);
  });

  test('each language is its own page: by Accept-Language and by ?language=', async () => {
    const english = await raw('/team', { 'accept-language': 'en' });
    await raw('/team', { 'accept-language': 'en' });
    const before = answered();
    // Traditional was never asked at this URL: the pages make it, then the lane sends it.
    const traditional = await raw('/team', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(answered()).toBe(before);
    expect(traditional.body.toString()).toContain('<html lang="zh-Hant"');
    const again = await raw('/team', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(answered()).toBe(before + 1);
    expect(again.body.equals(traditional.body)).toBe(true);
    expect((await raw('/team', { 'accept-language': 'en-GB' })).body.equals(english.body)).toBe(true);
    expect(answered()).toBe(before + 2);
    // ?language= wins over the header, in the lane as at the pages.
    await raw('/team?language=zh', { 'accept-language': 'en' });
    const simplified = await raw('/team?language=zh', { 'accept-language': 'zh-TW' });
    expect(answered()).toBe(before + 3);
    expect(simplified.body.toString()).toContain('<html lang="zh-CN"');
  });

  test('after a write to any area the page is made again, then sent by the lane', async () => {
    const path = '/events';
    await raw(path);
    const old = await raw(path);
    const start = new Date(Date.now() + 5 * 86_400_000);
    await createEvents(t, [eventRow('Lane page evening', start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString())]);
    const before = answered();
    const fresh = await raw(path);
    expect(answered()).toBe(before);
    expect(fresh.body.toString()).toContain('Lane page evening');
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect((await raw(path)).body.equals(fresh.body)).toBe(true);
    expect(answered()).toBe(before + 1);
    // A write elsewhere (a team member's change) counts too: the page may show it.
    t.app.services.readCaches.team.invalidate();
    await raw(path);
    expect(answered()).toBe(before + 1);
  });

  test("a page not found, and a page moved, are always the pages' own", async () => {
    for (const path of ['/no-such-page', '/events/no-such-event-99999', '/magazine/tags/no-such-tag']) {
      const before = answered();
      expect((await raw(path)).status).toBe(404);
      expect((await raw(path)).status).toBe(404);
      expect(answered()).toBe(before);
    }
  });
});

test('a page made from an answer that changes by itself (an event starting) is made again from that moment', async () => {
  const clock = testClock(new Date('2026-03-01T12:00:00Z'));
  const app = await startTestApp({ env: { SEED_DEMO: 'false' }, clock: clock.clock });
  try {
    const startsAt = new Date('2026-03-01T13:00:00Z');
    await app.app.services.events.insertMany([
      eventRow('Lane clock evening', startsAt.toISOString(), new Date(startsAt.getTime() + 3_600_000).toISOString()),
    ]);
    const get = async () => (await fetch(`${app.url}/events`)).text();
    await get();
    await get();
    expect(app.app.cachedLane.answered).toBe(1);
    clock.set(new Date('2026-03-01T12:59:00Z'));
    await get();
    expect(app.app.cachedLane.answered).toBe(2);
    clock.set(new Date('2026-03-01T13:00:00Z'));
    await get();
    expect(app.app.cachedLane.answered).toBe(2);
    await get();
    expect(app.app.cachedLane.answered).toBe(3);
  } finally {
    await app.close();
  }
});

describe('what the lane keeps of a page', () => {
  /** The lane alone, with read caches whose state the test sets, and a request it answers or not. */
  function laneWith(state: { writes: number; until: number; now: number }) {
    const lane = new CachedLane([], () => state);
    const ask = (url: string) => {
      let status = 0;
      const response = { writeHead: (code: number) => (status = code), end: () => {} } as unknown as ServerResponse;
      const request = { method: 'GET', url, headers: {} } as IncomingMessage;
      return lane.answer(request, response) ? status : 'to Fastify';
    };
    return { lane, ask, body: new EncodedBody(Buffer.from('<!doctype html>'), 'text/html; charset=utf-8') };
  }

  test('a page made across a write is sent, not kept', () => {
    const state = { writes: 4, until: Number.POSITIVE_INFINITY, now: 0 };
    const { lane, ask, body } = laneWith(state);
    const made = lane.pageWrites();
    state.writes = 5;
    lane.rememberPage('/about', 'en', body, made);
    expect(ask('/about')).toBe('to Fastify');
    lane.rememberPage('/about', 'en', body, lane.pageWrites());
    expect(ask('/about')).toBe(200);
  });

  test('a page made from an answer whose moment has come is not kept', () => {
    const state = { writes: 1, until: 1000, now: 1000 };
    const { lane, ask, body } = laneWith(state);
    lane.rememberPage('/events', 'en', body, lane.pageWrites());
    expect(ask('/events')).toBe('to Fastify');
    state.now = 999;
    lane.rememberPage('/events', 'en', body, lane.pageWrites());
    expect(ask('/events')).toBe(200);
  });

  test('pages the lane keeps are bounded like its URLs, and a long URL is never kept', () => {
    const { lane, ask, body } = laneWith({ writes: 0, until: Number.POSITIVE_INFINITY, now: 0 });
    for (let i = 0; i <= laneLimits.urls; i++) lane.rememberPage(`/about?n=${i}`, 'en', body, 0);
    expect(ask('/about?n=0')).toBe('to Fastify');
    expect(ask(`/about?n=${laneLimits.urls}`)).toBe(200);
    const long = `/about?pad=${'x'.repeat(laneLimits.urlLength)}`;
    lane.rememberPage(long, 'en', body, 0);
    expect(ask(long)).toBe('to Fastify');
  });
});

test('once the server is closing, a remembered URL gets the closing 503, not the lane', async () => {
  const app = await startTestApp({ env: { SEED_DEMO: 'true' } });
  const path = '/api/events?status=upcoming';
  expect((await fetch(`${app.url}${path}`)).status).toBe(200);
  expect((await fetch(`${app.url}${path}`)).status).toBe(200);
  expect(app.app.cachedLane.answered).toBe(1);
  const { port } = new URL(app.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += d));
  const closedSocket = new Promise((resolve) => socket.on('close', resolve));
  // A request whose body is still coming keeps the connection busy while the server closes;
  // the read after it arrives during the close.
  const body = '{"name":"Li Hua"}';
  socket.write(
    `POST /api/join/applications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{`,
  );
  await new Promise((r) => setTimeout(r, 100));
  const closed = app.close();
  await new Promise((r) => setTimeout(r, 50));
  socket.write(`${body.slice(1)}GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  await closed;
  await closedSocket;
  const answers = received.split(/(?=HTTP\/1\.1 )/);
  expect(answers).toHaveLength(2);
  expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
  expect(app.app.cachedLane.answered).toBe(1);
});
