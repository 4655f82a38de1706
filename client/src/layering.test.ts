// The client's layering, kept true: each folder of client/src imports only its own layer and the
// layers below it, and no module imports itself back through others (static, type-only and lazy
// `import()` imports all count). From the top: main.tsx, then app/ (shell and providers), screens/,
// features/, components/, lib/, i18n/, and styles/ (CSS only). The client reads only types from
// server/ (the AppRouter type): a value import of server code would put it in the browser bundle.
// Within screens/, each screen's folder is its own: no screen imports from another screen's
// folder (its components, logic or stylesheet), so a screen can change without breaking another.
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
