// npm start: build when dist/ is missing or stale, then run the bundled server, which migrates
// the database and seeds an empty one before it listens.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build runs in its own process so the server does not carry Vite's memory.
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
