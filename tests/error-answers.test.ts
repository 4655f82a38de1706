// The one error path with errors as plugins raise them (an Error carrying a statusCode), on a
// Fastify of its own: a 4xx keeps its status in our shape, anything else is a logged 500 that
// tells nothing; the form of the answer follows the path (REST JSON, tRPC envelope, plain text).
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorAnswers, languageOfRawHead, registerErrorHandler, registerMethodNotAllowed } from '../server/http/doors/errors.js';
import { registerRequestLanguage } from '../server/lib/language.js';

let app: FastifyInstance;
let url: string;
const logged: Array<{ level: number; msg: string; err?: { message: string } }> = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerRequestLanguage(app);
  const answers = errorAnswers();
  registerErrorHandler(app, answers);
  for (const prefix of ['/api', '/api/trpc', '']) {
    app.get(`${prefix}/raised/:status`, async (request) => {
      const { status } = request.params as { status: string };
      throw Object.assign(new Error('raised by a plugin at /work/secret/file.ts'), { statusCode: Number(status) });
    });
  }
  registerMethodNotAllowed(app, answers, '/api/both', ['GET', 'HEAD']);
  app.get('/api/both', async () => 'ok');
  registerMethodNotAllowed(app, answers, '/api/all', ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  app.all('/api/all', async () => 'ok');
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => app.close());

const errorsLogged = () => logged.filter((line) => line.level === 50).length;

describe('an error with a statusCode', () => {
  test.each([
    [400, 400, 'BAD_REQUEST', 'The request is not valid.'],
    [404, 404, 'NOT_FOUND', 'Not found.'],
    [413, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'],
    [499, 400, 'BAD_REQUEST', 'The request is not valid.'],
    [418, 400, 'BAD_REQUEST', 'The request is not valid.'],
  ])('%i: answered %i %s in our shape, not logged', async (raised, status, code, error) => {
    const before = errorsLogged();
    const response = await fetch(`${url}/api/raised/${raised}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error, code });
    expect(errorsLogged()).toBe(before);
  });

  test.each([500, 503, 399, 302, 0])('%i: a 500 that tells nothing, logged', async (raised) => {
    const before = errorsLogged();
    const response = await fetch(`${url}/api/raised/${raised}?language=zh`, { redirect: 'manual' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: '服务器出现问题，请稍后再试。', code: 'INTERNAL_SERVER_ERROR' });
    expect(errorsLogged()).toBe(before + 1);
    expect(logged.filter((line) => line.level === 50).at(-1)).toMatchObject({
      msg: 'unexpected error',
      err: { message: 'raised by a plugin at /work/secret/file.ts' },
    });
  });

  test('under /api/trpc the same answer comes in the envelope the web app reads', async () => {
    const response = await fetch(`${url}/api/trpc/raised/413?language=zh`);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { error: { message: string; error: string; data: { code: string; httpStatus: number } } };
    expect(body.error).toMatchObject({
      message: '请求内容过大。',
      error: '请求内容过大。',
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
    });
  });

  test('the envelope is the one a procedure error comes in, field for field (no stack, no path)', async () => {
    const response = await fetch(`${url}/api/trpc/raised/404`);
    expect(await response.json()).toEqual({
      error: { message: 'Not found.', code: -32004, error: 'Not found.', data: { code: 'NOT_FOUND', httpStatus: 404 } },
    });
    const failed = await fetch(`${url}/api/trpc/raised/500?language=zh`);
    expect(await failed.text()).toBe(
      JSON.stringify({
        error: {
          message: '服务器出现问题，请稍后再试。',
          code: -32603,
          error: '服务器出现问题，请稍后再试。',
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
        },
      }),
    );
  });

  test('outside /api it is plain text', async () => {
    const response = await fetch(`${url}/raised/404`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Not found.');
  });
});

describe('405', () => {
  test('a path served for GET answers HEAD too, and 405 names both', async () => {
    expect((await fetch(`${url}/api/both`, { method: 'HEAD' })).status).toBe(200);
    const response = await fetch(`${url}/api/both`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  test('a path served for every method never answers 405', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect((await fetch(`${url}/api/all`, { method })).status, method).toBe(200);
  });
});

describe('the language of a head Node could not parse', () => {
  test('the request line, then Accept-Language, else nothing to go by', () => {
    const head = (text: string) => languageOfRawHead(Buffer.from(text, 'latin1'));
    expect(head('GET /events?language=zh HTTP/1.1\r\nAccept-Language: en\r\nBad\r\n\r\n')).toBe('zh');
    expect(head('GET /events HTTP/1.1\r\nhost: x\r\naccept-language:zh-TW\r\nBad')).toBe('zh-Hant');
    expect(head('GET /events HTTP/1.1\r\nhost: x\r\naccept-language:zh-CN\r\nBad')).toBe('zh');
    expect(head('GET /events?language=zh-Hant HTTP/1.1\r\nAccept-Language: en\r\nBad\r\n\r\n')).toBe('zh-Hant');
    expect(head('GET /events HTTP/1.1\r\nHost: x\r\n\r\naccept-language: zh\r\n')).toBe('en');
    expect(head('x-big: aaaa\r\nAccept-Language: zh\r\n')).toBe('zh');
    expect(head('GARBAGE\r\n\r\n')).toBeUndefined();
    expect(head('')).toBeUndefined();
  });
});
