// The REST door on a router of its own, over real HTTP with compression on as in the app: answers
// of any size arrive whole in every encoding, query and path strings are read as the schema asks
// without changing the schema (so the tRPC door still refuses "5" for a number), and domain
// errors keep their status.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../server/lib/app-error.js';
import { CachedAnswer } from '../server/lib/encoded-answer.js';
import { ReadCache } from '../server/lib/read-cache.js';
import { createCachedReads } from '../server/http/caching/cached-procedures.js';
import { errorAnswers, registerErrorHandler } from '../server/http/doors/errors.js';
import { readParameters, registerRestDoor } from '../server/http/doors/rest-door.js';
import type { AppRouter } from '../server/router.js';
import type { Context } from '../server/trpc/context.js';
import { createCallerFactory, router } from '../server/trpc/init.js';
import { publicProcedure } from '../server/trpc/procedures.js';
import { registerRequestLanguage } from '../server/lib/language.js';

const item = z.object({ id: z.number().int(), name: z.string() });
const testRouter = router({
  items: router({
    list: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/items' } })
      .input(z.object({ count: z.number().int().min(0).max(1000), upper: z.boolean().optional(), tags: z.array(z.string()).optional() }))
      .output(z.object({ items: z.array(item), tags: z.array(z.string()) }))
      .query(({ input }) => ({
        items: Array.from({ length: input.count }, (_, i) => ({ id: i, name: input.upper ? `ITEM NUMBER ${i}` : `item number ${i}` })),
        tags: input.tags ?? [],
      })),
    get: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/items/{id}' } })
      .input(z.object({ id: z.number().int().positive() }))
      .output(item)
      .query(({ input }) => {
        if (input.id > 100) throw new AppError('NOT_FOUND');
        return { id: input.id, name: `item number ${input.id}` };
      }),
    rename: publicProcedure
      .meta({ openapi: { method: 'PUT', path: '/items/{id}' } })
      .input(z.object({ id: z.number().int().positive(), name: z.string().min(1) }))
      .output(item)
      .mutation(({ input }) => input),
    remove: publicProcedure
      .meta({ openapi: { method: 'DELETE', path: '/items/{id}' } })
      .input(z.object({ id: z.number().int().positive(), reason: z.string().optional() }))
      .output(z.object({ removed: z.number(), reason: z.string() }))
      .mutation(({ input }) => ({ removed: input.id, reason: input.reason ?? '' })),
    internal: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/internal', enabled: false } })
      .output(z.literal('secret'))
      .query(() => 'secret' as const),
    unpublished: publicProcedure.output(z.literal('secret')).query(() => 'secret' as const),
    create: publicProcedure
      .meta({ openapi: { method: 'POST', path: '/items' } })
      .input(z.object({ name: z.string() }))
      .output(item)
      .mutation(({ input }) => ({ id: 1, name: input.name })),
    count: publicProcedure
      .meta({
        cachedRead: { cache: 'items' as never, read: () => ({ data: { count: 101 } }) },
        openapi: { method: 'GET', path: '/items/count' },
      })
      .output(z.object({ count: z.number() }))
      .query(() => ({ count: 101 })),
    strict: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/strict' } })
      .input(z.strictObject({ n: z.number().optional() }))
      .output(z.number())
      .query(({ input }) => input.n ?? 0),
  }),
});

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  const routerAsApp = testRouter as unknown as AppRouter;
  const answers = errorAnswers();
  app = Fastify();
  registerRequestLanguage(app);
  registerErrorHandler(app, answers);
  await app.register(compress, { threshold: 1024 });
  const createContext = async ({ req, res }: any) => ({ language: 'en', user: null, log: req.log, req, reply: res }) as unknown as Context;
  await registerRestDoor(app, {
    router: routerAsApp,
    createContext,
    cachedReads: createCachedReads(
      routerAsApp,
      { services: {} as never, caches: { items: new ReadCache(() => new Date()) } },
      () => new Date(),
    ),
    answers,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
});
afterAll(async () => app.close());

describe('answers arrive whole', () => {
  test.each(['identity', 'gzip', 'br', 'gzip, deflate, br'])('a 40 KB answer with accept-encoding: %s', async (encoding) => {
    const response = await fetch(`${url}/items?count=1000`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    const expected = encoding === 'identity' ? null : encoding === 'gzip' ? 'gzip' : 'br';
    expect(response.headers.get('content-encoding')).toBe(expected);
    const body = (await response.json()) as { items: unknown[] };
    expect(body.items).toHaveLength(1000);
    expect(body.items[999]).toEqual({ id: 999, name: 'item number 999' });
  });

  test('without Accept-Encoding the length is declared and the body complete', async () => {
    const response = await fetch(`${url}/items?count=300`, { headers: { 'accept-encoding': '' } });
    const text = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).items).toHaveLength(300);
  });
});

describe('strings read as the schema asks', () => {
  test('numbers, booleans and arrays from the query; numbers from the path', async () => {
    const body = (await (await fetch(`${url}/items?count=2&upper=true&tags=a&tags=b`)).json()) as {
      items: Array<{ name: string }>;
      tags: string[];
    };
    expect(body.items.map((i) => i.name)).toEqual(['ITEM NUMBER 0', 'ITEM NUMBER 1']);
    expect(body.tags).toEqual(['a', 'b']);
    expect(await (await fetch(`${url}/items/7`)).json()).toEqual({ id: 7, name: 'item number 7' });
    const renamed = await fetch(`${url}/items/7`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'seven' }),
    });
    expect(await renamed.json()).toEqual({ id: 7, name: 'seven' });
  });

  test('a string that is not a number stays a string, and the schema refuses it', async () => {
    const response = await fetch(`${url}/items?count=ten`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe('count');
    expect((await fetch(`${url}/items/seven`)).status).toBe(400);
  });

  test('a JSON body keeps its types: "5" is not a number there', async () => {
    const response = await fetch(`${url}/items/7`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 5 }),
    });
    expect(response.status).toBe(400);
  });

  test('after REST calls the procedures still refuse "5" for a number (the schemas are not coerced in place)', async () => {
    await (await fetch(`${url}/items?count=5`)).arrayBuffer();
    const caller = createCallerFactory(testRouter)({ language: 'en' } as Context);
    await expect(caller.items.list({ count: '5' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.items.get({ id: '5' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.items.list({ count: 1 })).toEqual({ items: [{ id: 0, name: 'item number 0' }], tags: [] });
  });

  test('readParameters: the language belongs to the door, repeats need an array field', () => {
    const schema = z.object({ n: z.number(), tags: z.array(z.string()).optional() }).optional();
    expect(readParameters(schema, new URLSearchParams('n=3&language=zh&tags=x'))).toEqual({ n: 3, tags: ['x'] });
    expect(() => readParameters(schema, new URLSearchParams('n=3&n=4'))).toThrow(AppError);
  });

  test('readParameters: only a whole decimal number becomes a number; anything else stays a string for the schema to refuse', () => {
    const schema = z.object({ n: z.number() });
    const read = (value: string) => readParameters(schema, new URLSearchParams({ n: value })).n;
    expect([read('5'), read('-12'), read('0.25'), read('-1.5'), read('007')]).toEqual([5, -12, 0.25, -1.5, 7]);
    for (const text of ['', ' 5', '5 ', '5x', 'x5', '1.', '.5', '1.2.3', '--1', '+1', '1e3', '0x10', 'Infinity', 'NaN'])
      expect(read(text), text).toBe(text);
  });

  test('readParameters: booleans are exactly true or false; other fields keep the string', () => {
    const schema = z.object({ b: z.boolean(), s: z.string(), e: z.enum(['1', 'true']) });
    const read = (query: string) => readParameters(schema, new URLSearchParams(query));
    expect(read('b=true&s=5&e=1')).toEqual({ b: true, s: '5', e: '1' });
    expect(read('b=false&s=true&e=true')).toEqual({ b: false, s: 'true', e: 'true' });
    for (const text of ['True', '1', 'yes', '']) expect(read(`b=${text}`).b).toBe(text);
  });

  test('readParameters: a field is read through optional, default, nullable, readonly, prefault and pipe', () => {
    const schema = z.object({
      a: z.number().optional(),
      b: z.number().default(1),
      c: z.boolean().nullable(),
      d: z.number().readonly(),
      e: z.number().prefault(2),
      f: z.number().transform((n) => n * 2),
      g: z.array(z.number()).default([]),
      h: z.number().optional().nullable().default(null),
    });
    expect(readParameters(schema, new URLSearchParams('a=1&b=2&c=true&d=4&e=5&f=6&g=7&g=8&h=9'))).toEqual({
      a: 1,
      b: 2,
      c: true,
      d: 4,
      e: 5,
      f: 6,
      g: [7, 8],
      h: 9,
    });
    expect(readParameters(schema.default({ b: 1, d: 0, g: [] } as never), new URLSearchParams('a=1'))).toEqual({ a: 1 });
  });

  test('readParameters: prototype names are refused; path values are read as their fields ask and win over the query', () => {
    const schema = z.object({ id: z.number(), name: z.string().optional() });
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(() => readParameters(schema, new URLSearchParams(`${key}=x`)), key).toThrow(AppError);
    }
    expect(readParameters(schema, new URLSearchParams('id=8&name=x'), { id: '7' })).toEqual({ id: 7, name: 'x' });
    expect(readParameters(undefined, new URLSearchParams('id=8'), { id: '7' })).toEqual({ id: '7' });
  });
});

describe('the input of a call', () => {
  const put = (path: string, body?: string) =>
    fetch(`${url}${path}`, { method: 'PUT', ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }) });

  test('DELETE reads the query and the path, as GET does', async () => {
    const response = await fetch(`${url}/items/7?reason=duplicate`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ removed: 7, reason: 'duplicate' });
  });

  test('the path names the item: an id in the body does not redirect the call', async () => {
    expect(await (await put('/items/7', JSON.stringify({ id: 8, name: 'seven' }))).json()).toEqual({ id: 7, name: 'seven' });
  });

  test('without a body the path values are the input; a body that is not an object is refused as it is', async () => {
    const empty = (await (await put('/items/7')).json()) as { issues: Array<{ path: string }> };
    expect(empty.issues.map((issue) => issue.path)).toEqual(['name']);
    for (const body of [['seven'], 'seven', 7]) {
      const response = await put('/items/7', JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path),
        JSON.stringify(body),
      ).toEqual(['']);
    }
  });

  test('a procedure whose REST door is disabled has no route', async () => {
    const response = await fetch(`${url}/internal`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  test('a POST without a body is refused as a missing body, not as an object with every field missing', async () => {
    const response = await fetch(`${url}/items`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path)).toEqual(['']);
  });

  test('a null body is no body: the path values are the input', async () => {
    const response = await put('/items/7', 'null');
    expect(((await response.json()) as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path)).toEqual(['name']);
  });

  test('a strict input: only the query is read, never the path', async () => {
    expect(await (await fetch(`${url}/strict`)).json()).toBe(0);
    expect(await (await fetch(`${url}/strict?n=4`)).json()).toBe(4);
    expect((await fetch(`${url}/strict?x=4`)).status).toBe(400);
  });

  test('a cached read without input is answered from its cache, with its ETag', async () => {
    const response = await fetch(`${url}/items/count`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(new CachedAnswer({ count: 101 }).view('rest').etag);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=10,/);
    expect(await response.json()).toEqual({ count: 101 });
  });

  test('another method on a path is 405, naming every method the path has', async () => {
    const response = await fetch(`${url}/items/7`, { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
    expect(await response.json()).toEqual({ error: 'This method is not allowed here.', code: 'METHOD_NOT_SUPPORTED' });
  });
});

describe('domain errors', () => {
  test('an AppError thrown by a procedure answers the status of its code', async () => {
    const response = await fetch(`${url}/items/101`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });
});
