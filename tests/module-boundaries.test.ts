// The server's modules keep to their own tables (issue 35, item 3): a module reaches another
// through its service or the reads it exports on purpose (its index.ts), never its repository;
// the modules' folders import each other without a cycle (type-only imports count); a router
// mounts only procedures of its own module; and the outbox imports no other module (decision
// 045). The file-level rules: tests/layering.test.ts.
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, type Import } from './helpers/imports.js';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => relative(root, path);
const imports = importsOf(resolve(root, 'server')).filter(({ from }) => !/\.test\.ts$/.test(from));

/** The module a file belongs to (server/modules/<module>/…), or none. */
const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(at(path))?.[1];
const line = ({ from, to, typeOnly }: Import) => `${at(from)} -> ${at(to)}${typeOnly ? ' (type)' : ''}`;
const across = imports.filter(({ from, to }) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to));

/** Every group of modules whose folders import each other round (Tarjan on the folder graph). */
function folderCycles(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of edges) next.set(a, (next.get(a) ?? new Set()).add(b));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('module boundaries', () => {
  it('reads the imports between modules (a sanity check of the reader)', () => {
    expect(new Set(imports.map(({ from }) => moduleOf(from)).filter(Boolean)).size).toBeGreaterThan(10);
    expect(across.some(({ from, to }) => moduleOf(from) === 'staff' && moduleOf(to) === 'accounts')).toBe(true);
    expect(
      folderCycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c']]);
  });

  it("no module imports another module's repository", () => {
    expect(across.filter(({ to }) => /\.repository\.ts$/.test(to)).map(line)).toEqual([]);
  });

  it('no cycle among the modules’ folders, type-only imports included', () => {
    const edges = across.map(({ from, to }) => [moduleOf(from)!, moduleOf(to)!] as const);
    expect(folderCycles(edges)).toEqual([]);
  });

  it('the outbox imports no other module: features hand it their mails and register their kinds of job (decision 045)', () => {
    expect(across.some(({ from, to }) => moduleOf(from) === 'registrations' && moduleOf(to) === 'outbox')).toBe(true);
    expect(across.filter(({ from }) => moduleOf(from) === 'outbox').map(line)).toEqual([]);
  });

  it('a router mounts only the procedures of its own module', () => {
    const mounted = imports.filter(({ from, to }) => /\.router\.ts$/.test(from) && /\/procedures\//.test(at(to)));
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.filter(({ from, to }) => moduleOf(from) !== moduleOf(to)).map(line)).toEqual([]);
  });
});
