// The HTTP surface around the procedures: pages, unknown paths, the OpenAPI document and its
// reference, health, security headers, and what an unexpected error looks like from outside.
import { validate } from '@readme/openapi-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureIndexHtml, startTestApp, type TestApp } from './helpers/test-app.js';

// The server fills in PUBLIC_ORIGIN (here the default for port 3000).
const servedIndex = fixtureIndexHtml.replace('</head>', '<meta property="og:image" content="http://localhost:3000/og-image.jpg"></head>');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('pages', () => {
  test.each(['/', '/about', '/join', '/team', '/team/li-hua', '/events', '/events/qin-society', '/events/new-year-concert', '/admin/events', '/admin/staff', '/staff/profile', '/about/'])(
    'known page %s → 200 with the app, never cached',
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(servedIndex);
    },
  );

  test.each(['/nope', '/events/nope', '/team/a/b', '/admin'])('unknown page %s → 404 with the app (it shows not found)', async (path) => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(servedIndex);
  });

  test('a missing asset or upload is a plain 404, not the app', async () => {
    for (const path of ['/assets/index-missing.js', '/uploads/nothing.png', '/static/nothing.png']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
    }
  });
});

describe('API paths', () => {
  test.each(['/api/nope', '/api', '/api/events/extra'])('unknown API path %s → JSON 404 with a localized error', async (path) => {
    const en = await fetch(`${t.url}${path}`);
    expect(en.status).toBe(404);
    expect(en.headers.get('content-type')).toContain('application/json');
    expect(await en.json()).toEqual({ error: 'There is no API endpoint at this path.', code: 'NOT_FOUND' });
    const zh = await fetch(`${t.url}${path}?language=zh`);
    expect(await zh.json()).toEqual({ error: '此路径下没有 API 接口。', code: 'NOT_FOUND' });
  });

  test('a body that is not JSON gets a localized 400 or 415, never a stack', async () => {
    const broken = await fetch(`${t.url}/api/join/applications?language=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: '请求无效。', code: 'BAD_REQUEST' });
    const text = await fetch(`${t.url}/api/join/applications`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('GET /api/health → 200 with the database reachable', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('OpenAPI', () => {
  test('/api/openapi.json is a valid OpenAPI 3 document listing the published paths', async () => {
    const response = await fetch(`${t.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(doc.openapi).toMatch(/^3\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors)).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/events', '/api/health', '/api/join/applications', '/api/openapi.json']));
    const list = doc.paths['/api/events']!.get;
    expect(list.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref)).toEqual(expect.arrayContaining(['status', '#/components/parameters/language']));
    expect(list.security).toEqual([]);
    expect(list.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorResponse');
    expect(doc.paths['/api/join/applications']!.post.requestBody.content['application/json']).toBeDefined();
  });

  test('/api/docs serves the reference with its assets from this server', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of html.match(/(?:src|href)="([^"]+)"/g)!.map((m) => m.split('"')[1]!)) {
      const asset = await fetch(`${t.url}${src}`);
      expect(asset.status, src).toBe(200);
      // Read it whole: an unread body keeps the connection busy and the app from closing.
      expect((await asset.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
  });
});

describe('headers', () => {
  test('a CSP without inline script, nosniff and no framing on pages and API answers', async () => {
    for (const path of ['/', '/api/events']) {
      const response = await fetch(`${t.url}${path}`);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline\';script');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('unexpected errors', () => {
  test('are answered 500 with a generic localized message, and logged with the request id', async () => {
    const broken = await startTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      await sql`drop table events`.execute(broken.app.services.db);
      const response = await fetch(`${broken.url}/api/events?status=past&language=zh`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ error: '服务器出现问题，请稍后再试。', code: 'INTERNAL_SERVER_ERROR' });
      expect(body).not.toMatch(/events|sqlite|select|\/work\/|at /i);
      const viaTrpc = await fetch(`${broken.url}/api/trpc/events.list?input=${encodeURIComponent('{"status":"past"}')}`);
      const trpcBody = await viaTrpc.text();
      expect(viaTrpc.status).toBe(500);
      expect(trpcBody).not.toMatch(/sqlite|no such table|select|stack|\/work\//i);
      const unexpected = () => broken.logs().filter((line) => line.level === 50);
      await expect.poll(() => unexpected().length).toBe(2);
      const logged = unexpected();
      expect(logged.every((line) => typeof line.reqId === 'string' && String((line.err as { message: string }).message).includes('no such table'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});

describe('crawlers', () => {
  test('robots.txt keeps crawlers out of private areas and points to the sitemap at PUBLIC_ORIGIN', async () => {
    const custom = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://ccs.example.org' } });
    try {
      const robots = await (await fetch(`${custom.url}/robots.txt`)).text();
      expect(robots).toContain('Disallow: /admin/');
      expect(robots).toContain('Disallow: /api/');
      expect(robots).toContain('Sitemap: https://ccs.example.org/sitemap.xml');
      const sitemap = await fetch(`${custom.url}/sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toContain('application/xml');
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(expect.arrayContaining(['https://ccs.example.org/', 'https://ccs.example.org/events', 'https://ccs.example.org/events/new-year-concert', 'https://ccs.example.org/join']));
      expect(locs.some((l) => l!.includes('/admin'))).toBe(false);
    } finally {
      await custom.close();
    }
  });
});
