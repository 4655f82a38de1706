import { describe, expect, test } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  let now = Date.parse('2026-11-22T12:00:00Z');
  const clock = () => new Date(now);

  test('a hit comes back as it is, without a promise, until it is invalidated', async () => {
    const cache = new ReadCache(clock);
    let loads = 0;
    const load = () => ({ data: { n: ++loads } });
    const first = await cache.get('a', load);
    expect(first.json).toBe('{"n":1}');
    expect(cache.get('a', load)).toBe(first);
    expect((await cache.get('b', load)).json).toBe('{"n":2}');
    cache.invalidate();
    const next = await cache.get('a', load);
    expect(next.json).toBe('{"n":3}');
    expect(next.view('rest').etag).not.toBe(first.view('rest').etag);
  });

  test('an answer is kept until its validUntil and no longer', async () => {
    const cache = new ReadCache(clock);
    let loads = 0;
    const load = () => ({ data: ++loads, validUntil: now + 1000 });
    const first = await cache.get('a', load);
    now += 999;
    expect(cache.get('a', load)).toBe(first);
    now += 1;
    expect((await cache.get('a', load)).data).toBe(2);
  });

  test('a read under way when a write comes is not handed to later readers: they load again', async () => {
    const cache = new ReadCache(clock);
    const loads: Array<(value: { data: string }) => void> = [];
    const load = () => new Promise<{ data: string }>((resolve) => loads.push(resolve));
    const before = cache.get('a', load);
    cache.invalidate();
    const after = cache.get('a', load);
    expect(after).not.toBe(before);
    expect(loads).toHaveLength(2);
    loads[0]!({ data: 'old' });
    loads[1]!({ data: 'new' });
    expect((await before).data).toBe('old');
    expect((await after).data).toBe('new');
    expect((cache.get('a', load) as { data: string }).data, 'the answer read across the write was not kept').toBe('new');
  });

  test('a failed load is not kept: the next read tries again', async () => {
    const cache = new ReadCache(clock);
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('database busy');
      return { data: 'ok' };
    };
    await expect(cache.get('a', load)).rejects.toThrow('database busy');
    fail = false;
    expect((await cache.get('a', load)).data).toBe('ok');
  });

  test('at most 64 inputs are kept: the 65th starts afresh, and stays', async () => {
    const cache = new ReadCache(clock);
    let loads = 0;
    const load = () => ({ data: ++loads });
    for (let i = 0; i < 64; i++) await cache.get(`k${i}`, load);
    const kept = cache.get('k0', load);
    expect(kept).not.toBeInstanceOf(Promise);
    await cache.get('k64', load);
    expect(cache.get('k64', load)).not.toBeInstanceOf(Promise);
    expect(cache.get('k1', load)).toBeInstanceOf(Promise);
  });
});
