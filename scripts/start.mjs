// npm start: build when dist/ is missing or stale, then run the bundled server, which migrates
// the database and seeds an empty one before it listens. The server runs in a process of its own,
// started with the Node flags and environment of scripts/server-runtime.mjs (V8's heap limits
// cannot be set once a process runs); this one passes SIGINT and SIGTERM on and exits as it did.
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from './server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build runs in its own process so the server does not carry Vite's memory.
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  env: { ...serverEnvironment, ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('error', (error) => {
  console.error('Cannot start the server:', error);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
