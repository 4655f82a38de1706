// The server's and shared/'s layering, kept true (issue 22): no import cycle, type-only imports
// included; shared/ imports neither side; the domain (services, repositories, lib/, db/) knows
// nothing of the HTTP edge or tRPC; the HTTP edge (server/http/) reads routers only as the
// AppRouter type, so a plain route calling a procedure cannot come back; nothing imports tRPC's
// internals. The client's own rules: client/src/layering.test.ts.
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, packageImportsOf } from './helpers/imports.js';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => relative(root, path);
const imports = [...importsOf(resolve(root, 'server')), ...importsOf(resolve(root, 'shared'))];
const lines = (found: typeof imports) => found.map(({ from, to, typeOnly }) => `${at(from)} -> ${at(to)}${typeOnly ? ' (type)' : ''}`);

const isDomain = (path: string) => /^server\/(lib|db)\//.test(path) || /^server\/modules\/.*\.(service|repository)\.ts$/.test(path);
const isEdge = (path: string) => /^server\/(http|trpc)\//.test(path);
const isRouter = (path: string) => path === 'server/router.ts' || /\.router\.ts$/.test(path);

describe('server and shared layering', () => {
  it('reads the import lines (a sanity check of the reader)', () => {
    expect(imports.length).toBeGreaterThan(300);
    expect(imports.some(({ from, to }) => at(from) === 'server/app.ts' && at(to) === 'server/http/doors/rest-door.ts')).toBe(true);
    expect(
      imports.some(({ from, to, typeOnly }) => at(from) === 'server/http/doors/rest-door.ts' && at(to) === 'server/router.ts' && typeOnly),
    ).toBe(true);
  });

  it('no import cycle, type-only imports included', () => {
    expect(cyclesOf(root, imports)).toEqual([]);
  });

  it('shared/ imports nothing of the server or the client', () => {
    expect(lines(imports.filter(({ from, to }) => at(from).startsWith('shared/') && !at(to).startsWith('shared/')))).toEqual([]);
  });

  it('services, repositories, lib/ and db/ import nothing of the HTTP edge or tRPC', () => {
    expect(lines(imports.filter(({ from, to }) => isDomain(at(from)) && isEdge(at(to))))).toEqual([]);
  });

  it('the HTTP edge reads routers as types only: every operation goes through a door', () => {
    expect(lines(imports.filter(({ from, to, typeOnly }) => at(from).startsWith('server/http/') && isRouter(at(to)) && !typeOnly))).toEqual(
      [],
    );
  });

  it('nothing imports tRPC internals (@trpc/server/unstable-core-do-not-import)', () => {
    const found = ['server', 'shared', 'client/src'].flatMap((dir) => packageImportsOf(resolve(root, dir)));
    expect(found.filter(({ specifier }) => specifier.includes('unstable-core')).map(({ from }) => at(from))).toEqual([]);
  });
});
