// Which procedures have a REST door, and at which Fastify route: only those with OpenAPI meta
// that is not disabled, the published {param} path written as Fastify's :param.
import { expect, test } from 'vitest';
import { z } from 'zod';
import type { AppRouter } from '../../router.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';
import { restOperations } from './rest-door.js';

test('restOperations: published procedures only, with their method, route and cached flag', () => {
  const input = z.object({ id: z.number(), slug: z.string() });
  const things = router({
    list: publicProcedure
      .meta({ cachedRead: { cache: 'events', read: () => ({ data: [] }) }, openapi: { method: 'GET', path: '/things' } })
      .query(() => []),
    get: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/things/{id}/{slug}' } })
      .input(input)
      .query(() => null),
    rename: publicProcedure.meta({ openapi: { method: 'PUT', path: '/things/{id}', enabled: true } }).mutation(() => null),
    hidden: publicProcedure.meta({ openapi: { method: 'GET', path: '/hidden', enabled: false } }).query(() => null),
    internal: publicProcedure.query(() => null),
    tagged: publicProcedure.meta({ cachedRead: { cache: 'events', read: () => ({ data: [] }) } }).query(() => null),
  });
  const operations = restOperations(router({ things }) as unknown as AppRouter);
  expect(
    operations.map(({ procedure, method, url, cachedRead }) => ({
      procedure,
      method,
      url,
      cachedRead: cachedRead !== undefined && cachedRead !== false,
    })),
  ).toEqual([
    { procedure: 'things.list', method: 'GET', url: '/api/things', cachedRead: true },
    { procedure: 'things.get', method: 'GET', url: '/api/things/:id/:slug', cachedRead: false },
    { procedure: 'things.rename', method: 'PUT', url: '/api/things/:id', cachedRead: false },
  ]);
  expect(operations[1]!.input).toBe(input);
  expect(operations[0]!.input).toBeUndefined();
});
