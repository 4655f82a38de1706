// Starts the server: configuration, app, listen, and a graceful stop on SIGTERM and SIGINT.
// First of all: an end-of-life Node.js is refused with one line (scripts/check-node.mjs).
import '../scripts/check-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { MigrationError } from './db/migrate.js';
import { settleStartupMemory } from './lib/settle-memory.js';

async function main() {
  // A .env file in the working directory, if any; variables already set in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Bundled, this file is dist/server/main.js beside dist/client; run from source (npm run dev)
  // Vite serves the client and this looks for a build in dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = here.endsWith(path.join('dist', 'server'));
  const app = await buildApp({ config, clientDir: path.resolve(here, bundled ? '../client' : '../dist/client') });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Start-up's garbage collected before the first request can arrive (idle RSS, lib/settle-memory.ts).
  settleStartupMemory();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
