// How long shared caches may keep a public read, the start-up check that cached reads and their
// procedures go together, and which tRPC requests the cache answers: on a Fastify of its own
// whose only route stands for tRPC's adapter, so what the cache leaves to it is seen.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ReadCache } from '../../lib/read-cache.js';
import type { AppRouter } from '../../router.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';
import { createCachedReads, publicCacheControl } from './cached-procedures.js';

describe('publicCacheControl', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const header = (maxAge: number, sMaxAge: number, swr: number) =>
    `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`;

  test('an answer that does not change by itself: 10 s in browsers, a minute in shared caches, a minute stale', () => {
    expect(publicCacheControl(Number.POSITIVE_INFINITY, now)).toBe(header(10, 60, 60));
    expect(publicCacheControl(now + 3_600_000, now)).toBe(header(10, 60, 60));
  });

  test('never kept, fresh or stale, past the moment the answer changes by itself', () => {
    expect(publicCacheControl(now + 90_000, now)).toBe(header(10, 60, 30));
    expect(publicCacheControl(now + 60_000, now)).toBe(header(10, 60, 0));
    expect(publicCacheControl(now + 30_999, now)).toBe(header(10, 30, 0));
    expect(publicCacheControl(now + 5_500, now)).toBe(header(5, 5, 0));
    expect(publicCacheControl(now + 999, now)).toBe(header(0, 0, 0));
    expect(publicCacheControl(now, now)).toBe(header(0, 0, 0));
    expect(publicCacheControl(now - 5_000, now)).toBe(header(0, 0, 0));
  });
});

describe('createCachedReads', () => {
  const asApp = (r: unknown) => r as AppRouter;
  const clock = () => new Date();
  const sources = (caches: Record<string, ReadCache>) => ({ services: { tag: 'services' } as never, caches });
  const cachedRead = (cache: string, read: (services: any, input: any) => { data: unknown }) => ({ cache: cache as never, read });

  test('answers a cached procedure through its read and cache, and no other name', async () => {
    let reads = 0;
    const list = publicProcedure
      .meta({ cachedRead: cachedRead('things', (services, input) => (reads++, { data: { services: services.tag, n: input?.n ?? null } })) })
      .input(z.object({ n: z.number() }).optional())
      .query(() => ({ ok: true }));
    const cache = new ReadCache(clock);
    const reads_ = createCachedReads(
      asApp(router({ things: router({ list, count: publicProcedure.query(() => 1) }) })),
      sources({ things: cache }),
      clock,
    );
    const app = Fastify();
    app.get('/:name', (request, reply) =>
      reads_.answerRest(
        request,
        reply,
        (request.params as { name: string }).name,
        (request.query as { n?: string }).n ? { n: Number((request.query as { n: string }).n) } : undefined,
      ),
    );
    expect((await app.inject('/things.list')).body).toBe('{"services":"services","n":null}');
    expect((await app.inject('/things.list?n=2')).body).toBe('{"services":"services","n":2}');
    expect((await app.inject('/things.list?n=2')).body).toBe('{"services":"services","n":2}');
    expect(reads).toBe(2);
    cache.invalidate();
    expect((await app.inject('/things.list?n=2')).body).toBe('{"services":"services","n":2}');
    expect(reads).toBe(3);
    for (const name of ['things.count', 'toString', '__proto__']) expect((await app.inject(`/${name}`)).statusCode).toBe(500);
    await app.close();
  });

  test('refuses to start when a cached procedure names a cache there is not', () => {
    const list = publicProcedure.meta({ cachedRead: cachedRead('missing', () => ({ data: 1 })) }).query(() => 1);
    expect(() => createCachedReads(asApp(router({ list })), sources({ things: new ReadCache(clock) }), clock)).toThrow(
      'list: no read cache named missing',
    );
    const proto = publicProcedure.meta({ cachedRead: cachedRead('toString', () => ({ data: 1 })) }).query(() => 1);
    expect(() => createCachedReads(asApp(router({ proto })), sources({}), clock)).toThrow('proto: no read cache named toString');
  });
});

describe('the tRPC hook', () => {
  const events = [{ id: 1 }];
  const things = router({
    things: router({
      list: publicProcedure
        .meta({
          cachedRead: {
            cache: 'things' as never,
            read: (_services: unknown, input: { n: number } | undefined) => ({ data: { events, n: input?.n ?? null } }),
          },
        })
        .input(z.object({ n: z.number() }).optional())
        .query(() => ({ events, n: null })),
      count: publicProcedure
        .meta({ cachedRead: { cache: 'things' as never, read: () => ({ data: { count: 1 } }) } })
        .query(() => ({ count: 1 })),
      plain: publicProcedure.query(() => 'plain'),
    }),
  });
  const app = Fastify();
  beforeAll(() => {
    const reads = createCachedReads(
      things as unknown as AppRouter,
      { services: {} as never, caches: { things: new ReadCache(() => new Date()) } },
      () => new Date(),
    );
    app.addHook('onRequest', reads.trpcHook('/api/trpc/'));
    app.all('/*', async () => 'adapter');
  });
  afterAll(() => app.close());

  const call = async (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => {
    const response = await app.inject({ method, url });
    return { status: response.statusCode, etag: response.headers.etag, body: response.body };
  };
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  test('a valid read is answered from the cache in the envelope of its form, batched or not', async () => {
    expect(await call(`/api/trpc/things.list?input=${input({ n: 2 })}`)).toMatchObject({
      status: 200,
      body: '{"result":{"data":{"events":[{"id":1}],"n":2}}}',
    });
    expect((await call(`/api/trpc/things.list?batch=1&input=${input({ 0: { n: 2 } })}`)).body).toBe(
      '[{"result":{"data":{"events":[{"id":1}],"n":2}}}]',
    );
    expect((await call('/api/trpc/things.list')).body).toBe('{"result":{"data":{"events":[{"id":1}],"n":null}}}');
    expect((await call('/api/trpc/things.list?batch=1')).body).toBe('[{"result":{"data":{"events":[{"id":1}],"n":null}}}]');
    expect((await call('/api/trpc/things.list?input=')).body).toBe('{"result":{"data":{"events":[{"id":1}],"n":null}}}');
    const head = await call(`/api/trpc/things.list?input=${input({ n: 2 })}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.etag).toMatch(/^"[\w-]+"$/);
  });

  test('a procedure without input is cached only when called without one', async () => {
    expect((await call('/api/trpc/things.count')).body).toBe('{"result":{"data":{"count":1}}}');
    expect((await call('/api/trpc/things.count?batch=1&input=%7B%7D')).body).toBe('[{"result":{"data":{"count":1}}}]');
    expect((await call(`/api/trpc/things.count?input=${input({ n: 1 })}`)).body).toBe('adapter');
  });

  test('everything else is left to the adapter: invalid input, bad JSON, a batch that is not an object, POST, other procedures and paths', async () => {
    for (const url of [
      `/api/trpc/things.list?input=${input({ n: 'two' })}`,
      '/api/trpc/things.list?input=%7B',
      `/api/trpc/things.list?batch=1&input=5`,
      `/api/trpc/things.list?batch=1&input=null`,
      `/api/trpc/things.list?batch=1&input=${input({ 0: { n: 'two' } })}`,
      '/api/trpc/things.plain',
      '/api/trpc/things.list,things.count?batch=1',
      '/api/xxxx/things.list',
      '/things.list',
    ]) {
      expect(await call(url), url).toEqual({ status: 200, etag: undefined, body: 'adapter' });
    }
    expect((await call('/api/trpc/things.list', 'POST')).body).toBe('adapter');
  });
});

test('the boundary where the full lifetimes begin: 120 s before a change (max-age + stale-while-revalidate fit)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  expect(publicCacheControl(now + 120_000, now)).toBe('public, max-age=10, s-maxage=60, stale-while-revalidate=60');
  expect(publicCacheControl(now + 119_000, now)).toBe('public, max-age=10, s-maxage=60, stale-while-revalidate=59');
});
