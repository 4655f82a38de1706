// A screen's stylesheet stays on its screen: once a route's CSS is loaded it applies to every page
// after it, so a screen restyles the shared field classes (styles/fields.css, components/Field.tsx)
// only inside its own root. The join form's unscoped `.field__error::before { content: '!' }` put
// a badge on every form's errors once /join had been opened.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const screens = path.join(import.meta.dirname);
const sheets = fs
  .readdirSync(screens, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => path.join(screens, file));

/** The selectors of a stylesheet, one per comma-separated part, at-rules left out. */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((selector) => !selector.startsWith('@'))
    .flatMap((selector) => selector.split(',').map((part) => part.trim()));
}

test('no screen stylesheet restyles the shared field classes outside its own root', () => {
  expect(sheets.length).toBeGreaterThan(5);
  const unscoped = sheets.flatMap((file) =>
    selectorsOf(fs.readFileSync(file, 'utf8'))
      .filter((selector) => /^\.(field|form-error|form-success)/.test(selector))
      .map((selector) => `${path.basename(file)}: ${selector}`),
  );
  expect(unscoped).toEqual([]);
});
