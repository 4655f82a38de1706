// The rate-limit store on its own, with a test clock and a small capacity: a key that has used its
// allowance stays blocked for its whole window however many keys arrive, and the store never
// holds more keys than its capacity.
import { describe, expect, test, vi } from 'vitest';
import { BoundedRateLimitStore, defaultRateLimitCapacity, type RateLimitCount } from '../server/lib/rate-limit-store.js';
import { testClock } from './helpers/test-app.js';

const window = 15 * 60_000;
const max = 5;

function setup(capacity: number, onFull?: () => void) {
  const time = testClock(new Date('2026-11-22T12:00:00Z'));
  const store = new BoundedRateLimitStore({ cache: capacity, clock: time.clock, onFull });
  const incr = (key: string) => {
    let result: RateLimitCount | undefined;
    store.incr(key, (_error, count) => (result = count), window, max);
    if (!result) throw new Error('incr must answer at once');
    return result;
  };
  const read = (key: string) => {
    let result: RateLimitCount | undefined;
    store.read(key, (_error, count) => (result = count), window);
    return result;
  };
  const times = (key: string, n: number) => {
    let last: RateLimitCount | undefined;
    for (let i = 0; i < n; i++) last = incr(key);
    return last;
  };
  return { store, time, incr, read, times };
}

describe('BoundedRateLimitStore', () => {
  test('counts each key on its own', () => {
    const { incr } = setup(10);
    expect(incr('a').current).toBe(1);
    expect(incr('a').current).toBe(2);
    expect(incr('b').current).toBe(1);
    expect(incr('a').current).toBe(3);
  });

  test('ttl is what is left of the window; when the window ends the key starts again', () => {
    const { incr, times, time } = setup(10);
    expect(incr('a')).toEqual({ current: 1, ttl: window });
    time.advance(60_000);
    expect(times('a', 5)).toEqual({ current: 6, ttl: window - 60_000 });
    time.advance(window - 60_000 - 1);
    expect(incr('a')).toEqual({ current: 7, ttl: 1 });
    time.advance(1);
    expect(incr('a')).toEqual({ current: 1, ttl: window });
  });

  test('a blocked key stays blocked while many more keys than the capacity arrive', () => {
    const { store, incr, times } = setup(10);
    expect(times('blocked', max + 1)?.current).toBe(max + 1);
    for (let i = 0; i < 1000; i++) {
      incr(`other-${i}`);
      expect(store.size).toBeLessThanOrEqual(10);
    }
    expect(incr('blocked').current).toBe(max + 2);
  });

  test('a key that has used its whole allowance is kept too: its next request is over the limit', () => {
    const { incr, times } = setup(10);
    times('spent', max);
    for (let i = 0; i < 100; i++) incr(`other-${i}`);
    expect(incr('spent').current).toBe(max + 1);
  });

  test('room is made from keys under their limit, the oldest window first', () => {
    const { incr, time } = setup(3);
    incr('a');
    time.advance(1000);
    incr('b');
    incr('b');
    incr('c');
    incr('d'); // full: a goes, the oldest under its limit
    expect(incr('b').current).toBe(3);
    expect(incr('a').current).toBe(1); // forgotten; c (now the oldest) goes to make room
    expect(incr('d').current).toBe(2);
  });

  test('keys whose window has ended make room before any key still counting', () => {
    const { incr, times, time } = setup(2);
    times('spent-early', max);
    time.advance(1000);
    incr('counting');
    time.advance(window - 1000); // spent-early's window ends; counting's has a second left
    incr('new');
    expect(incr('counting').current).toBe(2);
  });

  test('full of blocked keys, a new key is refused until the first window ends, and onFull is told once', () => {
    const onFull = vi.fn();
    const { store, incr, times, time } = setup(2, onFull);
    times('a', max + 1);
    time.advance(60_000);
    times('b', max);
    expect(incr('new-1')).toEqual({ current: max + 1, ttl: window - 60_000 });
    time.advance(1000);
    expect(incr('new-2')).toEqual({ current: max + 1, ttl: window - 61_000 });
    expect(onFull).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(2);
    time.advance(window - 61_000); // a's window ends: its place is free
    expect(incr('new-1')).toEqual({ current: 1, ttl: window });
    expect(incr('b').current).toBe(max + 1);
    times('new-1', max - 1); // spent too: full again
    expect(incr('x')).toEqual({ current: max + 1, ttl: 60_000 }); // b's window ends first
    expect(onFull).toHaveBeenCalledTimes(2);
  });

  test('read reports a count without counting', () => {
    const { incr, read, time } = setup(10);
    expect(read('a')).toEqual({ current: 0, ttl: 0 });
    incr('a');
    time.advance(1000);
    expect(read('a')).toEqual({ current: 1, ttl: window - 1000 });
    expect(read('a')).toEqual({ current: 1, ttl: window - 1000 });
    time.advance(window - 1001);
    expect(read('a')).toEqual({ current: 1, ttl: 1 });
    time.advance(1); // the window ends now, as incr counts it
    expect(read('a')).toEqual({ current: 0, ttl: 0 });
    expect(incr('a')).toEqual({ current: 1, ttl: window });
  });

  test("the capacity is the plugin's cache option, read as the plugin reads it: a positive number, else the default", () => {
    expect(new BoundedRateLimitStore({ cache: 10.7 }).capacity).toBe(10);
    expect(new BoundedRateLimitStore({ cache: 1 }).capacity).toBe(1);
    for (const cache of [undefined, 0, -5])
      expect(new BoundedRateLimitStore({ cache }).capacity, String(cache)).toBe(defaultRateLimitCapacity);
    expect(new BoundedRateLimitStore().capacity).toBe(defaultRateLimitCapacity);
    expect(new BoundedRateLimitStore().child({ cache: 3, timeWindow: window }).capacity).toBe(3);
  });

  test('under a mixed flood no key is let in early, and the size never passes the capacity', () => {
    const capacity = 50;
    const { store, incr, time } = setup(capacity);
    // A fixed pseudo-random sequence (mulberry32) so a failure can be replayed.
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const blockedUntil = new Map<string, number>();
    const windowEnd = new Map<string, number>();
    const letInEarly: string[] = [];
    let largest = 0;
    let refusedForRoom = 0;
    let forgotten = 0;
    for (let requests = 0; requests < 20_000; ) {
      // A burst of 1 to 8 requests from one of 200 addresses, or one request from a fresh one.
      const burst = random() < 0.5;
      const key = burst ? `pool-${Math.floor(random() * 200)}` : `fresh-${requests}`;
      const n = burst ? 1 + Math.floor(random() * 8) : 1;
      for (let i = 0; i < n; i++, requests++) {
        time.advance(Math.floor(random() * 1000));
        const now = time.clock().getTime();
        const { current, ttl } = incr(key);
        const until = blockedUntil.get(key);
        if (until !== undefined && now < until) {
          if (current <= max) letInEarly.push(`${key} at ${now}`);
        } else if (current > max) refusedForRoom++;
        if (current >= max) blockedUntil.set(key, Math.max(until ?? 0, now + ttl));
        if (current === 1 && now < (windowEnd.get(key) ?? 0)) forgotten++;
        if (current <= max) windowEnd.set(key, now + ttl);
        largest = Math.max(largest, store.size);
      }
    }
    expect(letInEarly).toEqual([]);
    expect(largest).toBe(capacity);
    // The flood went through every state: keys under their limit gave way, the store filled with
    // spent keys and refused new ones, and windows ended (over 11 windows of time).
    expect(forgotten).toBeGreaterThan(0);
    expect(refusedForRoom).toBeGreaterThan(0);
    expect(time.clock().getTime() - new Date('2026-11-22T12:00:00Z').getTime()).toBeGreaterThan(10 * window);
  });
});
