// The refusal of an end-of-life Node.js (scripts/check-node.mjs, docs/decisions/021): the rule,
// and that every way of running the project meets it before anything else happens.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { minimumNode, nodeVersionProblem } from '../scripts/check-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Runs a Node entry point with Node reporting `version` as its own, as an old Node would. */
function runAs(version: string, args: string[]) {
  const pretend = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:${JSON.stringify(version)}})`;
  return spawnSync(process.execPath, ['--import', pretend, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 20_000,
    // Nothing may start: a port of its own so a server that did start would not disturb others.
    env: { ...process.env, PORT: '1', DATA_DIR: path.join(root, 'data', 'never-made-by-this-test') },
  });
}

describe('the rule', () => {
  test.each(['20.20.2', 'v20.19.0', '18.20.8', '22.11.0', '22.0.0', '21.7.3', '0.12.18'])(
    'Node %s is refused, naming it and the version needed',
    (version) => {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain(`this is Node.js ${version.replace(/^v/, '')}`);
      expect(problem).toContain(`needs Node.js ${minimumNode} or newer`);
    },
  );

  test.each(['22.12.0', '22.23.3', 'v22.13.0', '23.0.0', '24.21.0', '26.10.0', '30.0.0'])('Node %s is accepted', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  test('the minimum is the one package.json declares, and the Node running the tests meets it', () => {
    expect(minimumNode).toBe('22.12.0');
    expect(packageJson.engines.node).toBe(`>=${minimumNode.replace(/\.0$/, '')}`);
    expect(nodeVersionProblem(process.versions.node)).toBeNull();
  });
});

describe('every entry point refuses an old Node before doing anything', () => {
  const refusal = /^This site needs Node\.js 22\.12\.0 or newer .*this is Node\.js 20\.20\.2\. See "Requirements" in README\.md\.\n$/;

  test.each([
    ['npm start', ['scripts/start.mjs']],
    ['npm run dev', ['scripts/dev.mjs']],
    ['npm run build (and so test:e2e and the benches)', ['scripts/build.mjs', '--if-stale']],
    ['the check npm test and the operator commands run first', ['scripts/check-node.mjs']],
    ['the server itself (node dist/server/main.js, as systemd runs it)', ['--import', 'tsx', 'server/main.ts']],
  ])('%s: one line on stderr, exit status 1', (_name, args) => {
    const result = runAs('20.20.2', args);
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(refusal);
    expect(result.stdout).toBe('');
  });

  test('with a Node that is new enough, the check says nothing and exits 0', () => {
    const result = runAs('26.10.0', ['scripts/check-node.mjs']);
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  });

  test('each npm script that runs the project goes through the check first', () => {
    const checkedEntries = ['scripts/start.mjs', 'scripts/dev.mjs', 'scripts/build.mjs'];
    for (const entry of checkedEntries) {
      const firstImport = fs.readFileSync(path.join(root, entry), 'utf8').match(/^import .*$/m)?.[0];
      expect(firstImport, entry).toBe("import './check-node.mjs';");
    }
    const unchecked = Object.entries(packageJson.scripts).filter(
      ([name, command]) =>
        name !== 'typecheck' &&
        !command.startsWith('node scripts/check-node.mjs && ') &&
        !checkedEntries.some((entry) => command.startsWith(`node ${entry}`)),
    );
    expect(unchecked).toEqual([]);
  });

  test('the operator commands are there, each behind the check', () => {
    for (const name of ['migrate', 'backup', 'restore', 'create-admin']) {
      expect(packageJson.scripts[name], name).toBe(`node scripts/check-node.mjs && tsx server/cli/${name}.ts`);
    }
  });
});
