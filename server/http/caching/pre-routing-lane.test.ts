// The lane on a bare http server whose only listener stands for Fastify: what it answers, what it
// hands on (and that it never does both), and its limits at their exact boundaries.
import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { CachedAnswer } from '../../lib/encoded-answer.js';
import { CachedLane, laneLimits, type LaneEntry } from './pre-routing-lane.js';

const answer = new CachedAnswer({ events: [] });
const entry = (read: () => CachedAnswer<unknown> | Promise<CachedAnswer<unknown>> = () => answer): LaneEntry => ({
  read,
  body: (a) => a.view('rest'),
  cacheControl: () => 'public, max-age=10',
});

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A lane in front of a listener that counts what reaches it. */
async function laneOnServer() {
  const handed: string[] = [];
  server = http.createServer((request, response) => {
    handed.push(`${request.method} ${request.url}`);
    response.writeHead(418, { 'content-type': 'text/plain' }).end('door');
  });
  const lane = new CachedLane([['x-frame-options', 'DENY']]);
  lane.install(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const call = (path: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request(`${origin}${path}`, { method }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  return { lane, handed, call };
}

describe('CachedLane', () => {
  test('a remembered URL is answered by the lane alone: the listener behind never sees it', async () => {
    const { lane, handed, call } = await laneOnServer();
    lane.remember('/api/events', entry());
    const got = await call('/api/events');
    expect(got).toMatchObject({ status: 200, body: '{"events":[]}' });
    expect(got.headers['x-frame-options']).toBe('DENY');
    expect(got.headers['cache-control']).toBe('public, max-age=10');
    expect(handed).toEqual([]);
    expect(lane.answered).toBe(1);
  });

  test('HEAD is answered by the lane too, with the headers and no body', async () => {
    const { lane, handed, call } = await laneOnServer();
    lane.remember('/api/events', entry());
    const head = await call('/api/events', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(answer.view('rest').identity.length));
    expect(head.body).toBe('');
    expect(handed).toEqual([]);
    expect(lane.answered).toBe(1);
  });

  test('other methods, unknown URLs and answers to read again go to the listener', async () => {
    const { lane, handed, call } = await laneOnServer();
    lane.remember('/api/events', entry());
    lane.remember(
      '/api/stale',
      entry(async () => answer),
    );
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect((await call('/api/events', method)).status).toBe(418);
    expect((await call('/api/other')).status).toBe(418);
    expect((await call('/api/stale')).status).toBe(418);
    expect(handed).toEqual([
      'POST /api/events',
      'PUT /api/events',
      'DELETE /api/events',
      'OPTIONS /api/events',
      'GET /api/other',
      'GET /api/stale',
    ]);
    expect(lane.answered).toBe(0);
  });

  test(`URLs of up to ${laneLimits.urlLength} characters are remembered, longer ones not`, async () => {
    const { lane, call } = await laneOnServer();
    const at = `/api/events?pad=${'x'.repeat(laneLimits.urlLength - '/api/events?pad='.length)}`;
    expect(at).toHaveLength(laneLimits.urlLength);
    lane.remember(at, entry());
    lane.remember(`${at}y`, entry());
    expect((await call(at)).status).toBe(200);
    expect((await call(`${at}y`)).status).toBe(418);
  });

  test(`${laneLimits.urls} URLs are kept; the next one empties the lane first`, async () => {
    const { lane, call } = await laneOnServer();
    for (let i = 0; i < laneLimits.urls; i++) lane.remember(`/api/events?n=${i}`, entry());
    expect((await call('/api/events?n=0')).status).toBe(200);
    expect((await call(`/api/events?n=${laneLimits.urls - 1}`)).status).toBe(200);
    lane.remember('/api/events?n=new', entry());
    expect((await call('/api/events?n=0')).status).toBe(418);
    expect((await call('/api/events?n=new')).status).toBe(200);
  });

  test('after close, everything goes to the listener and nothing new is remembered', async () => {
    const { lane, call } = await laneOnServer();
    lane.remember('/api/events', entry());
    lane.close();
    lane.remember('/api/later', entry());
    expect((await call('/api/events')).status).toBe(418);
    expect((await call('/api/later')).status).toBe(418);
  });

  test('installs in front of exactly one request listener', () => {
    const bare = http.createServer();
    expect(() => new CachedLane([]).install(bare)).toThrow('the lane goes in front of one request listener, found 0');
    const two = http.createServer(() => {});
    two.on('request', () => {});
    expect(() => new CachedLane([]).install(two)).toThrow('found 2');
  });
});
