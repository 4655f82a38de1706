// The REST door on a router of its own, over real HTTP with compression on as in the app: answers
// of any size arrive whole in every encoding, query and path strings are read as the schema asks
// without changing the schema (so the tRPC door still refuses "5" for a number), and domain
// errors keep their status.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../server/lib/app-error.js';
import { createCachedReads } from '../server/plugins/cached-reads.js';
import { errorAnswers, registerErrorHandler } from '../server/plugins/errors.js';
import { readParameters, registerRestDoor } from '../server/plugins/rest.js';
import type { AppRouter } from '../server/router.js';
import type { Context } from '../server/trpc/context.js';
import { createCallerFactory, router } from '../server/trpc/init.js';
import { publicProcedure } from '../server/trpc/procedures.js';

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
  }),
});

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  const routerAsApp = testRouter as unknown as AppRouter;
  const answers = errorAnswers(routerAsApp);
  app = Fastify();
  registerErrorHandler(app, answers);
  await app.register(compress, { threshold: 1024 });
  const createContext = async ({ req, res }: any) => ({ language: 'en', user: null, log: req.log, req, reply: res }) as unknown as Context;
  await registerRestDoor(app, { router: routerAsApp, createContext, cachedReads: createCachedReads(routerAsApp, {}, () => new Date()), answers });
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
    const body = (await (await fetch(`${url}/items?count=2&upper=true&tags=a&tags=b`)).json()) as { items: Array<{ name: string }>; tags: string[] };
    expect(body.items.map((i) => i.name)).toEqual(['ITEM NUMBER 0', 'ITEM NUMBER 1']);
    expect(body.tags).toEqual(['a', 'b']);
    expect(await (await fetch(`${url}/items/7`)).json()).toEqual({ id: 7, name: 'item number 7' });
    const renamed = await fetch(`${url}/items/7`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'seven' }) });
    expect(await renamed.json()).toEqual({ id: 7, name: 'seven' });
  });

  test('a string that is not a number stays a string, and the schema refuses it', async () => {
    const response = await fetch(`${url}/items?count=ten`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe('count');
    expect((await fetch(`${url}/items/seven`)).status).toBe(400);
  });

  test('a JSON body keeps its types: "5" is not a number there', async () => {
    const response = await fetch(`${url}/items/7`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 5 }) });
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
});

describe('domain errors', () => {
  test('an AppError thrown by a procedure answers the status of its code', async () => {
    const response = await fetch(`${url}/items/101`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });
});
