// The client's layering, kept true: each folder of client/src imports only its own layer and the
// layers below it, and no module imports itself back through others (static, type-only and lazy
// `import()` imports all count). From the top: main.tsx, then app/ (shell and providers), screens/,
// features/, components/, lib/, i18n/, and styles/ (CSS only). The client reads only types from
// server/ (the AppRouter type): a value import of server code would put it in the browser bundle.
// Within screens/, each screen's folder is its own: no screen imports from another screen's
// folder (its components, logic or stylesheet), so a screen can change without breaking another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const layers = ['main.tsx', 'app', 'screens', 'features', 'components', 'lib', 'i18n', 'styles'];
const root = dirname(fileURLToPath(import.meta.url));
const serverRoot = resolve(root, '../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

export function importsOf(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].flatMap((match) => {
      const specifier = match[2] ?? match[3];
      if (!specifier?.startsWith('.')) return [];
      const to = resolveImport(file, specifier);
      if (!to) throw new Error(`${relative(dir, file)}: cannot resolve ${specifier}`);
      return [{ from: file, to, typeOnly: match[1] !== undefined }];
    }),
  );
}

/** The layer of a file of `dir` (its top folder, or main.tsx), -1 for a file outside any layer. */
function layerOf(dir: string, file: string): number {
  return layers.indexOf(relative(dir, file).split(sep)[0]!);
}

export function againstLayering(dir: string, imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      if (!to.startsWith(dir + sep)) return false;
      const [a, b] = [layerOf(dir, from), layerOf(dir, to)];
      return a === -1 || b === -1 || b < a;
    })
    .map(({ from, to }) => `${relative(dir, from)} -> ${relative(dir, to)}`);
}

/** The screen folder of a file (screens/<name>/…), or null for a file elsewhere. */
function screenOf(dir: string, file: string): string | null {
  const parts = relative(dir, file).split(sep);
  return parts[0] === 'screens' && parts.length > 2 ? parts[1]! : null;
}

/** Imports from one screen's folder into another's (screens/X/… -> screens/Y/…, X ≠ Y). */
export function acrossScreens(dir: string, imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const [a, b] = [screenOf(dir, from), screenOf(dir, to)];
      return a !== null && b !== null && a !== b;
    })
    .map(({ from, to }) => `${relative(dir, from)} -> ${relative(dir, to)}`);
}

/** Every strongly connected group of more than one file (Tarjan), each as its files. */
export function cyclesOf(dir: string, imports: Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) {
    if (from === to) continue;
    edges.set(from, [...(edges.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(dir, member));
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('client layering', () => {
  const imports = importsOf(root);

  it('reads the import lines (a sanity check of the reader)', () => {
    expect(imports.length).toBeGreaterThan(300);
    expect(imports.some(({ from, to }) => from.endsWith(join('app', 'App.tsx')) && to.endsWith(join('app', 'Layout.tsx')))).toBe(true);
    // a lazy import counts
    expect(imports.some(({ from, to }) => from.endsWith('AuthProvider.tsx') && to.endsWith('SignInModal.tsx'))).toBe(true);
  });

  it('no import goes up a layer', () => {
    expect(againstLayering(root, imports)).toEqual([]);
  });

  it('no screen imports from another screen', () => {
    expect(
      acrossScreens(root, imports),
      'a piece two screens share belongs in components/ (presentational) or features/<area>/ (with its data and texts), with its own stylesheet',
    ).toEqual([]);
  });

  it('no import cycle', () => {
    expect(cyclesOf(root, imports)).toEqual([]);
  });

  it('imports only types from the server', () => {
    const valueImports = imports.filter(({ to, typeOnly }) => to.startsWith(serverRoot + sep) && !typeOnly);
    expect(valueImports.map(({ from, to }) => `${relative(root, from)} -> ${relative(root, to)}`)).toEqual([]);
  });
});
