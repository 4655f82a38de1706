// What the benches that start the built site share: a free port, waiting for it to answer,
// starting a process, a raw request, the site's memory, load in rounds taking turns, and a bare
// Fastify route answering the site's bytes (bench/baseline-server.ts), the ceiling a budget's
// ratio is stated against.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { databaseFile } from '../server/db/database.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Seconds of load per target (BENCH_SECONDS, 6), in rounds of about 2 s. */
export const seconds = Number(process.env.BENCH_SECONDS ?? 6);
export const connections = 50;
const compressed = { 'accept-encoding': 'gzip, deflate, br' };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once GET /api/health answers 200; throws after 30 s. */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A Node process in the project's folder, its standard error shown. */
export function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A GET with these headers (by default asking for compression): status, headers and the bytes as sent. */
export function rawRequest(url: string, requestHeaders: Record<string, string> = compressed) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A process's resident memory now and at its peak (VmHWM), in MB. */
export function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** The targets in turn, in rounds of about 2 s, after a warm-up: req/s and the highest p99 of the rounds. */
export async function loadInRounds(targets: Array<{ name: string; url: string }>) {
  for (const { url } of targets) await autocannon({ url, connections, duration: 1, headers: compressed });
  const rounds = Math.max(1, Math.round(seconds / 2));
  const sums = targets.map(() => ({ requests: 0, ms: 0, p99: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, { url }] of targets.entries()) {
      const result = await autocannon({ url, connections, duration: seconds / rounds, headers: compressed });
      if (result.non2xx || result.errors || result.timeouts)
        throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      sums[i]!.requests += result.requests.total;
      sums[i]!.ms += result.duration * 1000;
      sums[i]!.p99 = Math.max(sums[i]!.p99, result.latency.p99);
    }
  }
  return targets.map(({ name }, i) => ({ name, rps: (sums[i]!.requests * 1000) / sums[i]!.ms, p99: sums[i]!.p99 }));
}

/**
 * A bare Fastify route (bench/baseline-server.ts) answering what the site answered (its bytes,
 * content-type and content-encoding) at /bare on `port`, once it answers. Its other routes answer
 * the same bytes: this bench compares one answer.
 */
export async function bareRoute(
  port: number,
  dataDir: string,
  name: string,
  answer: Awaited<ReturnType<typeof rawRequest>>,
): Promise<ChildProcess> {
  const bodyFile = path.join(dataDir, name);
  fs.writeFileSync(bodyFile, answer.body);
  const encoding = String(answer.headers['content-encoding'] ?? '');
  const server = start(['--import', 'tsx', 'bench/baseline-server.ts'], {
    PORT: String(port),
    BENCH_DB: databaseFile(dataDir),
    BENCH_BARE_BODY: bodyFile,
    BENCH_BARE_TYPE: String(answer.headers['content-type']),
    BENCH_BARE_ENCODING: encoding,
    ...Object.fromEntries(
      ['TEAM', 'HANT', 'SITE'].flatMap((other) => [
        [`BENCH_BARE_${other}_BODY`, bodyFile],
        [`BENCH_BARE_${other}_ENCODING`, encoding],
      ]),
    ),
  });
  for (let i = 0; i < 200; i++) {
    if ((await rawRequest(`http://127.0.0.1:${port}/bare`).catch(() => ({ status: 0 }))).status === 200) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  server.kill('SIGTERM');
  throw new Error(`the bare route on port ${port} did not start`);
}
