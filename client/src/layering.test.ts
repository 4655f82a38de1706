// The client's layering, kept true: each folder of client/src imports only its own layer and the
// layers below it, and no module imports itself back through others (static, type-only and lazy
// `import()` imports all count). From the top: main.tsx, then app/ (shell and providers), screens/,
// features/, components/, lib/, i18n/, and styles/ (CSS only). The client reads only types from
// server/ (the AppRouter type): a value import of server code would put it in the browser bundle.
// Within screens/, each screen's folder is its own: no screen imports from another screen's
// folder (its components, logic or stylesheet), so a screen can change without breaking another.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, type Import } from '../../tests/helpers/imports.js';

const layers = ['main.tsx', 'app', 'screens', 'features', 'components', 'lib', 'i18n', 'styles'];
const root = dirname(fileURLToPath(import.meta.url));
const serverRoot = resolve(root, '../../server');

/** The layer of a file of `dir` (its top folder, or main.tsx), -1 for a file outside any layer. */
function layerOf(dir: string, file: string): number {
  return layers.indexOf(relative(dir, file).split(sep)[0]!);
}

function againstLayering(dir: string, imports: Import[]): string[] {
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
function acrossScreens(dir: string, imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const [a, b] = [screenOf(dir, from), screenOf(dir, to)];
      return a !== null && b !== null && a !== b;
    })
    .map(({ from, to }) => `${relative(dir, from)} -> ${relative(dir, to)}`);
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

/**
 * The packages a module loads with it: its static value imports, followed through client/src
 * and shared/ (type-only imports and lazy `import()` do not load anything with it).
 */
function packagesLoadedWith(file: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const staticImport = /(?:^|[\s;])import\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const [, typeOnly, specifier] of readFileSync(path, 'utf8').matchAll(staticImport)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
        continue;
      }
      const target = resolve(dirname(path), specifier).replace(/\.js$/, '');
      const found = ['', '.ts', '.tsx'].map((ext) => target + ext).find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
      if (found) visit(found);
    }
  };
  visit(file);
  return packages;
}

describe('what a public screen loads', () => {
  // The public screens paint without zod (about 23 KB gzip): the join form loads its schema after
  // the page (join-validation.ts); editors and the sign-in modal load it with their own chunks.
  const paintWithoutZod = [
    'home/HomeScreen.tsx',
    'about/AboutScreen.tsx',
    'events/EventsScreen.tsx',
    'team/TeamScreen.tsx',
    'qin-society/QinSocietyScreen.tsx',
    'concert/ConcertScreen.tsx',
    'join/JoinScreen.tsx',
  ];
  it.each(paintWithoutZod)('%s loads no zod', (screen) => {
    expect([...packagesLoadedWith(join(root, 'screens', screen))]).not.toContain('zod');
  });

  it('sees zod where a screen does load it (a check of the reader)', () => {
    expect([...packagesLoadedWith(join(root, 'screens/join/join-validation.ts'))]).toContain('zod');
  });
});
