// TRUST_PROXY over real HTTP: the join limit (5 per address per 15 minutes) counts the address a
// trusted proxy saw, whatever a client writes into X-Forwarded-For itself; untrusted, the header
// is ignored. The test client connects from 127.0.0.1, standing in for a proxy on this machine.
import { afterEach, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const good = { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca', group: 'arts', message: 'I play the pipa.' };

async function join(url: string, forwardedFor: string) {
  const response = await fetch(`${url}/api/join/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(good),
  });
  await response.body?.cancel();
  return response.status;
}

/** Six posts from one client who puts a new made-up address in front of the header each time. */
async function spoofingClient(url: string, realAddress: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) statuses.push(await join(url, `198.51.100.${i}, ${realAddress}`));
  return statuses;
}

describe.each(['1', '127.0.0.1,::1'])('TRUST_PROXY=%s', (trustProxy) => {
  test('a client cannot choose its address: the one the proxy appended is limited, a made-up one in front is not used', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false', TRUST_PROXY: trustProxy } });
    expect(await spoofingClient(t.url, '203.0.113.50')).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy has its own count: the address comes from the header.
    expect(await join(t.url, '203.0.113.51')).toBe(200);
    expect(await join(t.url, '198.51.100.7, 203.0.113.50')).toBe(429);
  });
});

describe.each([
  ['unset', {}],
  ['a list without the peer', { TRUST_PROXY: '10.0.0.0/8' }],
])('TRUST_PROXY %s', (_name, env: Record<string, string>) => {
  test('X-Forwarded-For is ignored entirely: every post counts against the connecting address', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false', ...env } });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push(await join(t.url, `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
