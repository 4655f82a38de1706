// Reading a source tree's import lines, for the layering tests (client/src/layering.test.ts,
// tests/layering.test.ts): static, type-only, re-exports and lazy `import()` all count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

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

/** Every relative import of the files under `dir`, resolved to the file it names. */
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

/** The package imports (not relative) of the files under `dir`, by file. */
export function packageImportsOf(dir: string): Array<{ from: string; specifier: string }> {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].flatMap((match) => {
      const specifier = match[2] ?? match[3];
      return specifier && !specifier.startsWith('.') ? [{ from: file, specifier }] : [];
    }),
  );
}

/** Every strongly connected group of more than one file (Tarjan), each as its files relative to `dir`. */
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
