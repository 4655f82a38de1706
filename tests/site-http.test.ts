// What the site answers besides the API's procedures: security headers (exactly), cached reads
// on the tRPC door, hashed assets, uploads, health with a broken database, and a start that fails.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { MigrationError } from '../server/db/migrate.js';
import { startTestApp, tempDir, type TestApp } from './helpers/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const csp =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'";

describe('security headers', () => {
  test('outside production: the CSP exactly, nosniff, no framing, a strict referrer policy, no HSTS', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    for (const p of ['/', '/api/events', '/api/nope', '/assets/missing.js']) {
      const response = await fetch(`${t.url}${p}`);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy'), p).toBe(csp);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Left out on purpose (http/security/headers.ts): headers no current browser acts on, and COEP.
      for (const name of [
        'x-xss-protection',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-dns-prefetch-control',
        'origin-agent-cluster',
        'cross-origin-embedder-policy',
      ]) {
        expect(response.headers.get(name), name).toBeNull();
      }
    }
  });

  test('in production: HSTS for a year with subdomains, and insecure requests upgraded', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false', NODE_ENV: 'production' } });
    const response = await fetch(`${t.url}/api/health`);
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toBe(`${csp};upgrade-insecure-requests`);
  });
});

describe('cached reads on the tRPC door', () => {
  test('are answered from the cache: an ETag, and 304 for a matching If-None-Match, batched or not', async () => {
    t = await startTestApp();
    for (const target of [
      `events.list?input=${encodeURIComponent('{"status":"upcoming"}')}`,
      `events.list?batch=1&input=${encodeURIComponent('{"0":{"status":"upcoming"}}')}`,
    ]) {
      const first = await fetch(`${t.url}/api/trpc/${target}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await fetch(`${t.url}/api/trpc/${target}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    }
  });
});

describe('files', () => {
  test('hashed assets are immutable for a year; other files are revalidated', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const clientDir = path.join(t.dataDir, '..', `${path.basename(t.dataDir)}-client`);
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const asset = await fetch(`${t.url}/assets/index-Ab12Cd34.js`);
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${t.url}/favicon.svg`);
    await icon.arrayBuffer();
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  test("the build's own files (.vite/manifest.json) are not files of the site", async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const clientDir = path.join(t.dataDir, '..', `${path.basename(t.dataDir)}-client`);
    fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
    const manifest = await fetch(`${t.url}/.vite/manifest.json`);
    await manifest.arrayBuffer();
    expect(manifest.status).toBe(404);
  });

  test('uploads are served only as images of their type, under /uploads/ and /static/', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const uploads = path.join(t.dataDir, 'uploads');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    fs.writeFileSync(path.join(uploads, 'photo.png'), png);
    fs.writeFileSync(path.join(uploads, 'page.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(uploads, 'logo.svg'), '<svg onload="alert(1)"/>');
    fs.writeFileSync(path.join(uploads, '.secret.png'), png);
    for (const prefix of ['/uploads/', '/static/']) {
      const image = await fetch(`${t.url}${prefix}photo.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
      for (const name of ['page.html', 'logo.svg', '.secret.png', '..%2F..%2Fetc%2Fpasswd']) {
        const refused = await fetch(`${t.url}${prefix}${name}`);
        expect([403, 404], `${prefix}${name}`).toContain(refused.status);
        expect(await refused.text()).not.toContain('alert');
      }
    }
  });
});

describe('health', () => {
  test('answers 503 with a localized error when the database does not answer', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    // Close the connection under the app: the next query fails.
    await t.app.services.db.destroy();
    const response = await fetch(`${t.url}/api/health?language=zh`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: '服务暂时不可用，请稍后再试。', code: 'SERVICE_UNAVAILABLE' });
    // Logged once, as an error.
    expect(t.takeErrorLogs()).toHaveLength(1);
  });
});

describe('start', () => {
  test('a failed migration stops the start and leaves the database closed', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'app.db');
    const existing = new SQLite(file);
    existing.exec('create table events (id integer primary key)');
    existing.close();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(buildApp({ config, clientDir: dataDir })).rejects.toBeInstanceOf(MigrationError);
    // A WAL database keeps its -wal file while a connection is open; the last close removes it.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
