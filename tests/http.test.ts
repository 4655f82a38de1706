// The HTTP surface around the procedures: pages, unknown paths, the OpenAPI document and its
// reference, health, security headers, and what an unexpected error looks like from outside.
import zlib from 'node:zlib';
import { validate } from '@readme/openapi-parser';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { languages, type Language } from '../shared/constants.js';
import { pageMeta } from '../shared/page-meta.js';
import { pageRoutes, type PageRouteName } from '../shared/routes.js';
import { openPage as openAppPage, readHead, type HtmlHead } from './helpers/html-head.js';
import { appForFile, startTestApp } from './helpers/test-app.js';

// PUBLIC_ORIGIN when unset: the default for port 3000.
const origin = 'http://localhost:3000';

const t = appForFile();

/** A page's head, with what every page answer shares checked. */
const openPage = async (path: string, status: number) => (await openAppPage(t, path, status)).head;

const htmlLang: Record<Language, string> = { en: 'en', zh: 'zh-CN', 'zh-Hant': 'zh-Hant' };
const ogLocale: Record<Language, string> = { en: 'en_CA', zh: 'zh_CN', 'zh-Hant': 'zh_TW' };

/** What every page tells a previewer whatever its address: its texts, language and image. */
function expectTexts(head: HtmlHead, page: keyof typeof pageMeta, language: Language) {
  const { title, description } = pageMeta[page][language];
  expect(head.lang).toBe(htmlLang[language]);
  // Once each: the fixture's own tags are replaced, not joined by a second set.
  expect(head.titles).toEqual([title]);
  expect(head.meta('description')).toEqual([description]);
  expect(head.meta('og:title')).toEqual([title]);
  expect(head.meta('og:description')).toEqual([description]);
  expect(head.meta('og:locale')).toEqual([ogLocale[language]]);
  expect(head.meta('og:locale:alternate')).toEqual(languages.filter((l) => l !== language).map((l) => ogLocale[l]));
  expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
}

/** The canonical address and language links of a page with a path of its own. */
function expectLinks(head: HtmlHead, path: string, language: Language) {
  const english = `${origin}${path}`;
  const simplified = `${english}?language=zh`;
  const traditional = `${english}?language=zh-Hant`;
  const own = { en: english, zh: simplified, 'zh-Hant': traditional }[language];
  expect(head.links('canonical')).toEqual([own]);
  expect(head.meta('og:url')).toEqual([own]);
  expect(head.links('alternate', 'en')).toEqual([english]);
  expect(head.links('alternate', 'zh-Hans')).toEqual([simplified]);
  expect(head.links('alternate', 'zh-Hant')).toEqual([traditional]);
  expect(head.links('alternate', 'x-default')).toEqual([english]);
  // Those four once each; the magazine's pages name their language's Atom feed besides (tests/magazine-pages.test.ts).
  const feed = path === '/magazine' ? [`${origin}/magazine/feed.xml?language=${language}`] : [];
  expect(head.links('alternate')).toEqual([english, simplified, traditional, english, ...feed]);
}

function expectNoLinks(head: HtmlHead) {
  expect(head.links('canonical')).toEqual([]);
  expect(head.meta('og:url')).toEqual([]);
  expect(head.links('alternate')).toEqual([]);
}

describe('pages', () => {
  // A page with a parameter answers per address: a team member's (tests/team-pages.test.ts), an
  // event's (tests/event-pages.test.ts), a registration's.
  const pages = (Object.keys(pageRoutes) as PageRouteName[])
    .filter((page) => !pageRoutes[page].includes(':'))
    .flatMap((page) => languages.map((language) => [page, language] as const));
  test.each(pages)('%s in %s → 200, never cached, with its own title, description, preview tags and links', async (page, language) => {
    const path = pageRoutes[page];
    const head = await openPage(language === 'en' ? path : `${path}?language=${language}`, 200);
    expectTexts(head, page, language);
    // The site's own search is kept out of search engines (shared/page-meta.ts keptOutOfSearch).
    expect(head.meta('robots')).toEqual(page === 'search' ? ['noindex'] : []);
    expectLinks(head, path, language);
  });

  test('a link preview in Traditional: ?language=zh-Hant (any case) or a zh-TW / zh-HK browser gets Traditional title, description, og:locale zh_TW', async () => {
    for (const [path, headers] of [
      ['/about?language=zh-Hant', {}],
      ['/about?language=ZH-HANT', {}],
      ['/about', { 'accept-language': 'zh-TW' }],
      ['/about', { 'accept-language': 'zh-HK,zh-CN;q=0.9' }],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url: path, headers });
      const head = readHead(answer.body);
      expect(head.lang, path).toBe('zh-Hant');
      expect(head.titles).toEqual(['關於我們 · 中華文化學生會']);
      expect(head.meta('description')).toEqual(['我們是誰、從哪裡來、珍視什麼：多倫多大學中華文化學生會的故事。']);
      expect(head.meta('og:locale')).toEqual(['zh_TW']);
    }
  });

  test('a cancel link’s page (its address carries the secret of a mail) → 200, kept out of search, without links', async () => {
    for (const language of languages) {
      const path = `/events/lantern-night-3/registrations/${'a'.repeat(32)}`;
      const head = await openPage(language === 'en' ? path : `${path}?language=${language}`, 200);
      expectTexts(head, 'eventRegistration', language);
      expect(head.meta('robots')).toEqual(['noindex']);
      expectNoLinks(head);
    }
  });

  test('a page is sent as made once: an ETag (304 when it matches), Vary on language and encoding, br and gzip of the same bytes; a 404 never 304', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    // The events page carries the events' JSON-LD: its bytes too are the same from one request to the next.
    for (const path of ['/about', '/events', '/events?language=zh']) {
      const plain = await get(path);
      expect(plain.statusCode, path).toBe(200);
      const etag = plain.headers.etag as string;
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expect(plain.headers.vary).toBe('accept-language, accept-encoding');
      expect(plain.headers['cache-control']).toBe('no-cache');
      const br = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect([br.headers.etag, gzip.headers.etag, (await get(path)).headers.etag]).toEqual([etag, etag, etag]);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const missing = await get('/nope');
    const notAgain = await get('/nope', { 'if-none-match': missing.headers.etag as string });
    expect([missing.statusCode, notAgain.statusCode]).toEqual([404, 404]);
    expect(notAgain.rawPayload.equals(missing.rawPayload)).toBe(true);
  });

  test('the concert page previews as the concert, in both languages', async () => {
    expect((await openPage('/events/new-year-concert', 200)).meta('og:title')[0]).toContain('New Year Concert');
    expect((await openPage('/events/new-year-concert?language=zh', 200)).meta('og:title')[0]).toContain('新年音乐会');
    expect((await openPage('/', 200)).titles).toEqual(['Chinese Culture Society · University of Toronto']);
  });

  test('the path chooses the page and the request its language: ?language=, else Accept-Language, else English', async () => {
    const about = await openPage('/about/', 200);
    expectTexts(about, 'about', 'en');
    expectLinks(about, '/about', 'en');
    const joinForm = await openPage('/join?form=only', 200);
    expectTexts(joinForm, 'join', 'en');
    expectLinks(joinForm, '/join', 'en');
    const pastEvents = await openPage('/events?status=past&language=zh', 200);
    expectTexts(pastEvents, 'events', 'zh');
    expectLinks(pastEvents, '/events', 'zh');
    expectTexts(await openPage('/events?language=fr', 200), 'events', 'en');
    const fromBrowser = await fetch(`${t.url}/events`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    // One URL, two answers: shared caches keep them apart.
    expect(fromBrowser.headers.get('vary')).toContain('accept-language');
    const head = readHead(await fromBrowser.text());
    expectTexts(head, 'events', 'zh');
    expectLinks(head, '/events', 'zh');
    const asked = await fetch(`${t.url}/events?language=en`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expectTexts(readHead(await asked.text()), 'events', 'en');
    const neither = await fetch(`${t.url}/events`, { headers: { 'accept-language': 'fr-CA, de;q=0.5' } });
    expectTexts(readHead(await neither.text()), 'events', 'en');
  });

  test('the not-found page takes Accept-Language too; a missing file is a plain 404 in it', async () => {
    const zh = { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } };
    const page = await fetch(`${t.url}/nope`, zh);
    expect(page.status).toBe(404);
    expect(page.headers.get('vary')).toContain('accept-language');
    expectTexts(readHead(await page.text()), 'notFound', 'zh');
    const member = await fetch(`${t.url}/team/li-hua`, zh);
    expect(member.status).toBe(404);
    expectTexts(readHead(await member.text()), 'notFound', 'zh');
    for (const path of ['/assets/index-missing.js', '/uploads/nothing.png']) {
      const file = await fetch(`${t.url}${path}`, zh);
      expect(file.status).toBe(404);
      expect(await file.text()).toBe('未找到。');
      expect(await (await fetch(`${t.url}${path}`)).text()).toBe('Not found.');
    }
  });

  test.each(['/nope', '/events/nope', '/team/a/b', '/team/li-hua', '/admin'])(
    'unknown page %s → 404 with the app, titled not found and kept out of search',
    async (path) => {
      for (const language of languages) {
        const head = await openPage(language === 'en' ? path : `${path}?language=${language}`, 404);
        expectTexts(head, 'notFound', language);
        expect(head.meta('robots')).toEqual(['noindex']);
        expectNoLinks(head);
      }
    },
  );

  test('a missing asset or upload is a plain 404, not the app', async () => {
    for (const path of ['/assets/index-missing.js', '/uploads/nothing.png', '/static/nothing.png']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
    }
  });
});

describe('API paths', () => {
  test.each(['/api/nope', '/api', '/api/events/5/extra'])('unknown API path %s → JSON 404 with a localized error', async (path) => {
    const en = await fetch(`${t.url}${path}`);
    expect(en.status).toBe(404);
    expect(en.headers.get('content-type')).toContain('application/json');
    expect(await en.json()).toEqual({ error: 'There is no API endpoint at this path.', code: 'NOT_FOUND' });
    const zh = await fetch(`${t.url}${path}?language=zh`);
    expect(await zh.json()).toEqual({ error: '此路径下没有 API 接口。', code: 'NOT_FOUND' });
  });

  test.each(['/apix', '/api-docs', '/apiary?next=/api/events'])(
    '%s only begins like /api: a page that does not exist, not the API',
    async (path) => {
      expectTexts(await openPage(path, 404), 'notFound', 'en');
    },
  );

  test('a body that is not JSON gets a localized 400 or 415, never a stack', async () => {
    const broken = await fetch(`${t.url}/api/join/applications?language=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: '请求无效。', code: 'BAD_REQUEST' });
    const text = await fetch(`${t.url}/api/join/applications`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
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
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/health', '/api/join/applications', '/api/openapi.json']),
    );
    const list = doc.paths['/api/events']!.get;
    expect(list.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref)).toEqual(
      expect.arrayContaining(['status', '#/components/parameters/language']),
    );
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
      expect(csp).not.toContain("unsafe-inline';script");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // WebAssembly may compile (the door scanner's QR decoder, issue 38); JavaScript eval may not.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
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
      await expect.poll(() => broken.errorLogs().length).toBe(2);
      const logged = broken.takeErrorLogs();
      expect(
        logged.every(
          (line) => typeof line.reqId === 'string' && String((line.err as { message: string }).message).includes('no such table'),
        ),
      ).toBe(true);
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
      expect(locs).toEqual(
        expect.arrayContaining([
          'https://ccs.example.org/',
          'https://ccs.example.org/events',
          'https://ccs.example.org/events/new-year-concert',
          'https://ccs.example.org/join',
        ]),
      );
      expect(locs.some((l) => l!.includes('/admin'))).toBe(false);
    } finally {
      await custom.close();
    }
  });

  test('the sitemap lists each page in each language, each entry naming the three as alternates (en, zh-Hans, zh-Hant) and English as x-default', async () => {
    const text = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const about = entries.filter((entry) => /<loc>[^<]*\/about(\?[^<]*)?<\/loc>/.test(entry));
    expect(about.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1])).toEqual([
      `${origin}/about`,
      `${origin}/about?language=zh`,
      `${origin}/about?language=zh-Hant`,
    ]);
    for (const entry of about) {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
      expect(links).toEqual([
        ['en', `${origin}/about`],
        ['zh-Hans', `${origin}/about?language=zh`],
        ['zh-Hant', `${origin}/about?language=zh-Hant`],
        ['x-default', `${origin}/about`],
      ]);
    }
  });
});
