// The server process: it stops cleanly on SIGTERM and SIGINT, closing the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { tempDir } from './helpers/test-app.js';

const root = path.resolve(import.meta.dirname, '..');

test.each(['SIGTERM', 'SIGINT'] as const)('on %s the server stops, closes the database and exits 0', async (signal) => {
  const dataDir = tempDir();
  // Port 0: the system picks a free one, read back from the log (a random port could be taken).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await expect.poll(() => output, { timeout: 15_000 }).toContain('Server listening');
  const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
  expect(port).toBeDefined();
  expect((await fetch(`http://127.0.0.1:${port}/api/events`)).status).toBe(200);
  child.kill(signal);
  expect(await exited).toBe(0);
  expect(output).toContain('stopping: finishing requests in flight');
  // The last connection to close removes the write-ahead log: the database was closed cleanly.
  expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
