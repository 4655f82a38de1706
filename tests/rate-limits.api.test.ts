// The join limit (5 per address per 15 minutes) in the real app: it keeps a blocked address
// blocked through a flood of other addresses, its Retry-After follows the app's clock to the end
// of the window, and an IPv6 client's /64 counts as one address.
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { defaultRateLimitCapacity } from '../server/lib/rate-limit-store.js';
import { createRateLimits } from '../server/lib/rate-limits.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const good = { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca', group: 'arts', message: 'I play the pipa.' };

/** A join post from `address`; an empty body is refused (400) but still counted, and cheap. */
async function join(t: TestApp, address: string, body: object = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/join/applications', payload: body, remoteAddress: address });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
}

async function block(t: TestApp, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await join(t, address)).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
}

describe('join rate limit', () => {
  test('the limiters the app makes keep a blocked address blocked through more new addresses than their store holds', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    // The same limiters the procedures use, on the app's registered store, called directly (over
    // HTTP, this many requests take a minute). An LRU of this capacity forgets the blocked one.
    const limit = createRateLimits(t.app).joinApplication;
    const request = (ip: string) => ({ ip, routeOptions: { config: {} } }) as unknown as FastifyRequest;
    for (let i = 0; i < 6; i++) await limit(request('203.0.113.9'));
    for (let i = 0; i < defaultRateLimitCapacity + 100; i++) await limit(request(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`));
    expect(await limit(request('203.0.113.9'))).toMatchObject({ isExceeded: true, ttlInSeconds: 900 });
    // The first of the flood, still under its limit, made room for the last: it starts again.
    expect(await limit(request('10.0.0.0'))).toMatchObject({ isExceeded: false, remaining: 4 });
  });

  test("Retry-After counts down on the app's clock, and the address is let in when its window ends", async () => {
    const time = testClock(new Date('2026-11-22T12:00:00Z'));
    t = await startTestApp({ env: { SEED_DEMO: 'false' }, clock: time.clock });
    await block(t, '203.0.113.9');
    expect((await join(t, '203.0.113.9')).retryAfter).toBe('900');
    time.advance(10 * 60_000);
    expect(await join(t, '203.0.113.9')).toEqual({ status: 429, retryAfter: '300' });
    time.advance(5 * 60_000 - 1000);
    expect(await join(t, '203.0.113.9')).toEqual({ status: 429, retryAfter: '1' });
    time.advance(1000);
    expect((await join(t, '203.0.113.9', good)).status).toBe(200);
  });

  test('the addresses of one IPv6 /64 share a count; another /64 and IPv4 have their own', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await join(t, `2001:db8:0:1::${i.toString(16)}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await join(t, '2001:db8:0:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await join(t, '2001:db8:0:2::1')).status).toBe(400);
    expect((await join(t, '203.0.113.9')).status).toBe(400);
  });
});
