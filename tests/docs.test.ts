// The docs stand on the repository alone (issue 35): every repository path README.md and
// docs/**/*.md name in backticks exists, and no tracked file cites the product specification or
// design document the team keeps outside the repository (a clone holds neither).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const markdown = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdown(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
const docs = [resolve(root, 'README.md'), ...markdown(resolve(root, 'docs'))];
const tops = ['server', 'client', 'shared', 'docs', 'tests', 'e2e', 'bench', 'scripts', 'migrations', '.ci'];
const pathPattern = new RegExp('`((?:' + tops.map((t) => t.replace('.', '\\.')).join('|') + ')/[^`\\s*{}<>]*)`', 'g');

describe('the docs', () => {
  it('name only repository paths that exist', () => {
    const missing = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pathPattern)]
        .map((match) => match[1]!.replace(/[.,:;]$/, ''))
        .filter((path) => !existsSync(resolve(root, path)))
        .map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite no document outside the repository', () => {
    const names = [['SPEC', 'md'].join('.'), ['DESIGN', 'md'].join('.')];
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    const citing = tracked.filter((file) => {
      const path = resolve(root, file);
      if (!existsSync(path) || !/\.(ts|tsx|js|mjs|md|json|sh|css|html|yml|yaml)$|^\.ci\//.test(file)) return false;
      const text = readFileSync(path, 'utf8');
      return names.some((name) => text.includes(name));
    });
    expect(citing).toEqual([]);
  });
});
