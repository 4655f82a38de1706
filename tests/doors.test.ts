// Both API doors as a hostile client meets them: every answer under /api has one shape and the
// security headers, whatever failed; the limits hold on both doors alike.
import net from 'node:net';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { limits } from '../server/app.js';
import { maxJsonDepth } from '../server/lib/json-body.js';
import { maxBatchSize } from '../server/http/doors/trpc-door.js';
import { appForFile, startTestApp } from './helpers/test-app.js';

const t = appForFile({ env: { SEED_DEMO: 'false' } });

const rest = (path: string, init?: RequestInit) => fetch(`${t.url}/api${path}`, init);
const json = (body: string, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body });
const good = { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca', group: 'arts', message: 'I play the pipa.' };

/** The REST error body, checked for shape and the security headers. */
async function restError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: string; code: string };
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  return body;
}

/** The tRPC door's error: tRPC's envelope, with the same code and localized message inside. */
async function trpcError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const body = (await response.json()) as { error: { message: string; error: string; data: { code: string; httpStatus: number } } };
  expect(body.error.data.code).toBe(code);
  expect(body.error.data.httpStatus).toBe(status);
  expect(body.error.error).toBe(body.error.message);
  return body.error;
}

/** Raw bytes to the server; resolves with what it answered before closing. */
function rawRequest(text: string | Buffer, { endAfterWrite = false } = {}): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(text);
      if (endAfterWrite) socket.end();
    });
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', (e) => (answer ? resolve(answer) : reject(e)));
  });
}

/** A raw HTTP answer read as a client reads it: every header line must be `name: value`. */
function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const match = /^([\w-]+): (.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    headers.set(match![1]!, match![2]!);
  }
  return { statusLine, headers, body: body ? JSON.parse(body) : undefined };
}

describe('methods', () => {
  test('a wrong method on a published REST path is 405 with Allow, in the request language', async () => {
    const response = await rest('/events?language=zh', { method: 'DELETE' });
    const body = await restError(response, 405, 'METHOD_NOT_SUPPORTED');
    expect(body.error).toBe('此处不允许该请求方法。');
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD');
    const item = await rest('/events/5', { method: 'PATCH' });
    await restError(item, 405, 'METHOD_NOT_SUPPORTED');
    expect(item.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
    const post = await rest('/join/applications', { method: 'GET' });
    await restError(post, 405, 'METHOD_NOT_SUPPORTED');
    expect(post.headers.get('allow')).toBe('POST');
    expect((await rest('/openapi.json', { method: 'POST' })).status).toBe(405);
  });

  test('the tRPC door takes GET and POST only', async () => {
    const response = await fetch(`${t.url}/api/trpc/events.list`, { method: 'PUT' });
    await trpcError(response, 405, 'METHOD_NOT_SUPPORTED');
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    const zh = await trpcError(await fetch(`${t.url}/api/trpc/events.list?language=zh`, { method: 'DELETE' }), 405, 'METHOD_NOT_SUPPORTED');
    expect(zh.message).toBe('此处不允许该请求方法。');
  });

  test('a tRPC query is read with GET or HEAD, never with POST, even when it is cached', async () => {
    const get = await fetch(`${t.url}/api/trpc/events.list`);
    expect(get.status).toBe(200);
    expect(get.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    await get.arrayBuffer();
    const head = await fetch(`${t.url}/api/trpc/events.list`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
    await trpcError(await fetch(`${t.url}/api/trpc/events.list`, json('{}')), 405, 'METHOD_NOT_SUPPORTED');
  });
});

describe('query parameters', () => {
  test('a parameter given twice is refused in either order, on the cached path and the procedure alike', async () => {
    for (const query of ['status=bogus&status=upcoming', 'status=upcoming&status=bogus', 'status=upcoming&status=upcoming']) {
      const body = await restError(await rest(`/events?${query}`), 400, 'BAD_REQUEST');
      expect(body.error).toBe('Give each query parameter only once.');
    }
  });

  test('a valid read and an invalid one differ only in the status, never in the rule', async () => {
    expect((await rest('/events?status=upcoming')).status).toBe(200);
    await restError(await rest('/events?status=bogus'), 400, 'BAD_REQUEST');
  });
});

describe('bodies', () => {
  test(`JSON nested deeper than ${maxJsonDepth} is refused with 400 on both doors, not a 500`, async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const viaRest = await restError(await rest('/join/applications', json(deep)), 400, 'BAD_REQUEST');
    expect(viaRest.error).toBe('The request body is nested too deeply.');
    await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, json(deep)), 400, 'BAD_REQUEST');
    const input = encodeURIComponent(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`);
    await trpcError(await fetch(`${t.url}/api/trpc/events.list?input=${input}`), 400, 'BAD_REQUEST');
    // Just under the limit is the schema's business, not the parser's.
    const shallow = `{"name":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`;
    const answer = (await (await rest('/join/applications', json(shallow))).json()) as { error: string };
    expect(answer.error).not.toBe('The request body is nested too deeply.');
  });

  test('__proto__ and constructor.prototype keys are refused alike by both doors, in bodies and queries', async () => {
    const bodies = [
      JSON.stringify(good).replace('{', '{"__proto__":{"isAdmin":true},'),
      JSON.stringify(good).replace('{', '{"constructor":{"prototype":{"x":1}},'),
    ];
    for (const body of bodies) {
      await restError(await rest('/join/applications', json(body)), 400, 'BAD_REQUEST');
      await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, json(body)), 400, 'BAD_REQUEST');
    }
    await trpcError(
      await fetch(`${t.url}/api/trpc/events.list?input=${encodeURIComponent('{"__proto__":{"status":"past"}}')}`),
      400,
      'BAD_REQUEST',
    );
    await restError(await rest('/events?__proto__=x'), 400, 'BAD_REQUEST');
    expect(await t.app.services.db.selectFrom('join_applications').selectAll().execute()).toEqual([]);
  });

  test(`a body over ${limits.bodyBytes / 1024} KiB is 413 on both doors, whatever its type`, async () => {
    const big = JSON.stringify({ ...good, message: 'x'.repeat(limits.bodyBytes) });
    await restError(await rest('/join/applications', json(big)), 413, 'PAYLOAD_TOO_LARGE');
    await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, json(big)), 413, 'PAYLOAD_TOO_LARGE');
  });

  test('only JSON bodies: text, forms and multipart are 415 on both doors, before the body is read', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.bin');
    for (const init of [
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' },
      { method: 'POST', body: form },
    ]) {
      await restError(await rest('/join/applications', init), 415, 'UNSUPPORTED_MEDIA_TYPE');
      await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, init), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  test('the media type is read alike by both doors: any case, parameters after it; a look-alike or none is 415 in our shape', async () => {
    for (const type of ['Application/JSON; Charset=UTF-8', 'application/json ; charset=utf-8']) {
      const viaRest = await restError(
        await rest('/join/applications', { method: 'POST', headers: { 'content-type': type }, body: '{}' }),
        400,
        'BAD_REQUEST',
      );
      expect(viaRest.error, type).toBe('Some fields are not valid.');
      await trpcError(
        await fetch(`${t.url}/api/trpc/join.submit`, { method: 'POST', headers: { 'content-type': type }, body: '{}' }),
        400,
        'BAD_REQUEST',
      );
    }
    // The last is multipart, which tRPC would read as a stream without a limit.
    for (const type of [
      'application/jsonx',
      'application/json-seq',
      'text/plain; application/json',
      'multipart/form-data; boundary=application/json',
    ]) {
      await restError(
        await rest('/join/applications', { method: 'POST', headers: { 'content-type': type }, body: '{}' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      await trpcError(
        await fetch(`${t.url}/api/trpc/join.submit`, { method: 'POST', headers: { 'content-type': type }, body: '{}' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
    const untyped = { method: 'POST', body: new TextEncoder().encode('{}') };
    await restError(await rest('/join/applications', untyped), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const viaTrpc = await fetch(`${t.url}/api/trpc/join.submit?language=zh`, untyped);
    expect(viaTrpc.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await trpcError(viaTrpc, 415, 'UNSUPPORTED_MEDIA_TYPE')).message).toBe('请以 application/json 格式发送请求内容。');
  });

  test('a compressed body is 415 on both doors, never inflated; identity is read as usual', async () => {
    const { gzipSync } = await import('node:zlib');
    const gzipped = gzipSync(JSON.stringify(good));
    for (const encoding of ['gzip', 'br', 'deflate', 'GZIP', 'x-unknown']) {
      const init = { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body: gzipped };
      expect((await restError(await rest('/join/applications', init), 415, 'UNSUPPORTED_MEDIA_TYPE')).error).toBe(
        'Send the request body uncompressed (no Content-Encoding).',
      );
      const viaTrpc = await fetch(`${t.url}/api/trpc/join.submit?language=zh`, init);
      expect((await trpcError(viaTrpc, 415, 'UNSUPPORTED_MEDIA_TYPE')).message).toBe('请发送未压缩的请求内容（不带 Content-Encoding）。');
    }
    // Identity is read: cut-off JSON gets the parser's 400.
    const identity = { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body: '{"name": ' };
    await restError(await rest('/join/applications', identity), 400, 'BAD_REQUEST');
    await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, identity), 400, 'BAD_REQUEST');
  });

  test('a body that is not JSON is 400 on both doors', async () => {
    await restError(await rest('/join/applications', json('{"name": ')), 400, 'BAD_REQUEST');
    await trpcError(await fetch(`${t.url}/api/trpc/join.submit`, json('{"name": ')), 400, 'BAD_REQUEST');
  });
});

describe('batches', () => {
  test(`at most ${maxBatchSize} calls in one tRPC request`, async () => {
    const names = (n: number) => Array.from({ length: n }, () => 'system.health').join(',');
    const ok = await fetch(`${t.url}/api/trpc/${names(maxBatchSize)}?batch=1&input={}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()) as unknown[]).toHaveLength(maxBatchSize);
    // The commas of the inputs are not calls.
    const lists = Array.from({ length: maxBatchSize }, () => 'events.list').join(',');
    const inputs = Object.fromEntries(Array.from({ length: maxBatchSize }, (_, i) => [i, { status: 'past' }]));
    const withInputs = await fetch(`${t.url}/api/trpc/${lists}?batch=1&input=${JSON.stringify(inputs)}`);
    expect(withInputs.status).toBe(200);
    expect((await withInputs.json()) as unknown[]).toHaveLength(maxBatchSize);
    const refused = await trpcError(await fetch(`${t.url}/api/trpc/${names(maxBatchSize + 1)}?batch=1&input={}`), 400, 'BAD_REQUEST');
    expect(refused.message).toBe('Too many calls in one batch.');
    const zh = await trpcError(
      await fetch(`${t.url}/api/trpc/${names(maxBatchSize + 1)}?batch=1&input={}&language=zh`),
      400,
      'BAD_REQUEST',
    );
    expect(zh.message).toBe('一次批量请求中的调用过多。');
    // The 416-call URL of the review: refused before any call runs. Its path is longer than a
    // route parameter may be, so no route matches it (not a 403 from the site's files).
    const long = await trpcError(await fetch(`${t.url}/api/trpc/${names(416)}?batch=1&input={}`), 404, 'NOT_FOUND');
    expect(long.message).toBe('There is no API endpoint at this path.');
    // Without batch=1 the commas are part of one procedure's name.
    await trpcError(await fetch(`${t.url}/api/trpc/${names(maxBatchSize + 1)}`), 404, 'NOT_FOUND');
  });

  test('encoded commas are calls too: the batch limit counts them', async () => {
    const encoded = Array.from({ length: maxBatchSize + 1 }, () => 'system.health').join('%2C');
    await trpcError(await fetch(`${t.url}/api/trpc/${encoded}?batch=1&input={}`), 400, 'BAD_REQUEST');
  });

  test('no more than one sign-in in a batch: the whole batch is refused before any call runs, in both languages', async () => {
    const body = JSON.stringify({ 0: { identifier: 'nobody', password: 'wrong one' }, 1: { identifier: 'nobody', password: 'wrong two' } });
    const post = (path: string) =>
      fetch(`${t.url}/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const path of [
      'auth.login,auth.login?batch=1',
      'auth.login%2Cauth.loginEmail?batch=1',
      'system.health,auth.register,auth.changePassword?batch=1',
      'auth.resetPassword,auth.resetPassword?batch=1',
    ]) {
      const refused = await trpcError(await post(path), 400, 'BAD_REQUEST');
      expect(refused.message, path).toBe('Send one sign-in at a time.');
    }
    const zh = await trpcError(await post('auth.login,auth.login?batch=1&language=zh'), 400, 'BAD_REQUEST');
    expect(zh.message).toBe('请一次只提交一个登录请求。');
    // One sign-in in a batch is a batch like any other.
    const one = await fetch(`${t.url}/api/trpc/auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(((await one.json()) as Array<{ error?: { data: { httpStatus: number } } }>).map((r) => r.error?.data.httpStatus)).toEqual([401]);
  });

  test('a batch whose input is not an object of calls is refused, also for a cached read', async () => {
    for (const input of ['5', '"x"', 'null']) {
      const response = await fetch(`${t.url}/api/trpc/events.list?batch=1&input=${encodeURIComponent(input)}`);
      expect(response.status, input).toBe(400);
      expect(response.headers.get('etag')).toBeNull();
      await response.arrayBuffer();
    }
  });
});

describe("Fastify's and Node's own errors", () => {
  test('a URL that cannot be decoded gets our JSON body and the security headers, on both doors', async () => {
    await restError(await fetch(`${t.url}/api/%E0%A4%A?language=zh`), 400, 'BAD_REQUEST');
    await trpcError(await fetch(`${t.url}/api/trpc/%E0%A4%A`), 400, 'BAD_REQUEST');
  });

  test('headers too large: 431 with our JSON body and the security headers', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain("content-security-policy: default-src 'self'");
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  test('a request line that is not HTTP: 400 with our JSON body, every header readable, and the connection closed', async () => {
    const { statusLine, headers, body } = parseRaw(await rawRequest('GARBAGE\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toEqual({ error: 'The request is not valid.', code: 'BAD_REQUEST' });
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('connection')).toBe('close');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test("the tRPC envelope is the same, field for field, for an error before any procedure and a procedure's own", async () => {
    const before = await fetch(`${t.url}/api/trpc//events.list?language=zh`);
    expect(await before.text()).toBe(
      JSON.stringify({
        error: {
          message: '此路径下没有 API 接口。',
          code: -32004,
          error: '此路径下没有 API 接口。',
          data: { code: 'NOT_FOUND', httpStatus: 404 },
        },
      }),
    );
    const own = await fetch(`${t.url}/api/trpc/events.list?input=${encodeURIComponent('{"status":"nope"}')}`);
    const body = (await own.json()) as { error: { message: string; data: { issues: unknown[] } } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error)).toEqual(['message', 'code', 'error', 'data']);
    expect(body.error).toMatchObject({
      code: -32600,
      error: body.error.message,
      data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'events.list' },
    });
    expect(Object.keys(body.error.data)).toEqual(['code', 'httpStatus', 'path', 'issues']);
    expect(body.error.data.issues).toHaveLength(1);
  });

  test("Fastify's and Node's own errors are in the request's language: ?language=, else Accept-Language", async () => {
    const zh = { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } };
    expect((await restError(await fetch(`${t.url}/api/%E0%A4%A`, zh), 400, 'BAD_REQUEST')).error).toBe('请求无效。');
    expect((await trpcError(await fetch(`${t.url}/api/trpc/%E0%A4%A?language=zh`), 400, 'BAD_REQUEST')).message).toBe('请求无效。');
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    for (const head of [
      `GET /api/health?language=zh HTTP/1.1\r\nHost: x\r\n${big}\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\n${big}\r\n`,
    ]) {
      const { statusLine, body } = parseRaw(await rawRequest(head));
      expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(body).toEqual({ error: '请求头过大。', code: 'HEADERS_TOO_LARGE' });
    }
    const malformed = parseRaw(
      await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\naccept-language: fr, zh;q=0.8\r\nNot a header\r\n\r\n'),
    );
    expect(malformed.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(malformed.body).toEqual({ error: '请求无效。', code: 'BAD_REQUEST' });
    const asked = parseRaw(
      await rawRequest('GET /api/health?language=en HTTP/1.1\r\nHost: x\r\nAccept-Language: zh\r\nNot a header\r\n\r\n'),
    );
    expect(asked.body).toEqual({ error: 'The request is not valid.', code: 'BAD_REQUEST' });
  });

  test('an unknown API path is a JSON 404, on both doors', async () => {
    await restError(await rest('/nope'), 404, 'NOT_FOUND');
    // Paths the site's files would refuse as files (403) are the API's to answer.
    await restError(await rest('//events'), 404, 'NOT_FOUND');
    await trpcError(await fetch(`${t.url}/api/trpc//events.list`), 404, 'NOT_FOUND');
    await trpcError(await fetch(`${t.url}/api/trpc/nope.nothing`), 404, 'NOT_FOUND');
  });
});

describe('timeouts', () => {
  test('a request that never finishes arriving is answered 408 and closed', async () => {
    const slow = await startTestApp({
      env: { SEED_DEMO: 'false' },
      limits: { requestTimeoutMs: 600, headersTimeoutMs: 500, timeoutCheckIntervalMs: 200 },
    });
    try {
      const { port } = new URL(slow.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(
            'POST /api/join/applications HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"name":',
          ),
        );
        let text = '';
        socket.on('data', (d) => (text += d));
        socket.on('close', () => resolve(text));
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"TIMEOUT"');
      expect(answer).toContain('x-content-type-options: nosniff');
    } finally {
      await slow.close();
    }
  });

  test("a request whose body never finishes arriving is told so in the request's language", async () => {
    const slow = await startTestApp({
      env: { SEED_DEMO: 'false' },
      limits: { requestTimeoutMs: 600, headersTimeoutMs: 500, timeoutCheckIntervalMs: 200 },
    });
    try {
      const { port } = new URL(slow.url);
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(
            'POST /api/join/applications HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"name":',
          ),
        );
        let text = '';
        socket.on('data', (d) => (text += d));
        socket.on('close', () => resolve(text));
      });
      const { statusLine, body } = parseRaw(answer);
      expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(body).toEqual({ error: '请求发送时间过长，请重试。', code: 'TIMEOUT' });
    } finally {
      await slow.close();
    }
  });

  test('the server is built with timeouts, never 0', () => {
    expect(t.app.server.requestTimeout).toBe(limits.requestTimeoutMs);
    expect(t.app.server.headersTimeout).toBe(limits.headersTimeoutMs);
    expect(t.app.server.keepAliveTimeout).toBe(limits.keepAliveTimeoutMs);
    expect(t.app.server.timeout).toBe(limits.connectionTimeoutMs);
  });
});

describe('domain errors', () => {
  test('an AppError answers the status of its code on the tRPC door too (429 with Retry-After)', async () => {
    const limited = await startTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      for (let i = 0; i < 5; i++)
        expect((await fetch(`${limited.url}/api/join/applications`, json(JSON.stringify(good)))).status).toBe(200);
      const response = await fetch(`${limited.url}/api/trpc/join.submit?language=zh`, json(JSON.stringify(good)));
      const error = await trpcError(response, 429, 'TOO_MANY_REQUESTS');
      expect(error.message).toBe('请求过于频繁，请稍后再试。');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('unexpected errors', () => {
  test('a failure inside a procedure is a generic 500 on both doors, in the request language, logged once each with the request id', async () => {
    const broken = await startTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      await sql`drop table join_applications`.execute(broken.app.services.db);
      const viaRest = await fetch(`${broken.url}/api/join/applications?language=zh`, json(JSON.stringify(good)));
      const text = await viaRest.clone().text();
      expect(await viaRest.json()).toEqual({ error: '服务器出现问题，请稍后再试。', code: 'INTERNAL_SERVER_ERROR' });
      expect(viaRest.status).toBe(500);
      expect(text).not.toMatch(/join_applications|sqlite|insert|no such|\/work\/|at /i);
      const viaTrpc = await fetch(`${broken.url}/api/trpc/join.submit`, json(JSON.stringify(good)));
      const trpcText = await viaTrpc.text();
      expect(viaTrpc.status).toBe(500);
      expect(JSON.parse(trpcText).error.message).toBe('Something went wrong on our side. Please try again.');
      expect(trpcText).not.toMatch(/join_applications|sqlite|insert|no such|stack|\/work\//i);
      await expect.poll(() => broken.errorLogs().length).toBe(2);
      for (const line of broken.takeErrorLogs()) {
        expect(typeof line.reqId).toBe('string');
        expect(String((line.err as { message: string }).message)).toContain('no such table: join_applications');
      }
    } finally {
      await broken.close();
    }
  });
});
