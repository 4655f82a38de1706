// The header rules of cached answers: If-None-Match as RFC 9110 compares it, and the coding a
// client's Accept-Encoding allows; and the answer sent on a Fastify without a compression plugin,
// so the bytes seen are the cached ones.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { CachedAnswer, chooseEncoding, etagMatches, sendEncodedBody } from './encoded-answer.js';

describe('etagMatches', () => {
  const etag = '"abc"';
  test('the tag itself, weakly compared, anywhere in a list, or *', () => {
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', etag)).toBe(true);
    expect(etagMatches(' * ', etag)).toBe(true);
  });

  test('no header, another tag, or a tag that only contains ours does not match', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
    expect(etagMatches('"abcd"', etag)).toBe(false);
    expect(etagMatches('"x", "y"', etag)).toBe(false);
    expect(etagMatches('W/"x"', etag)).toBe(false);
    expect(etagMatches('X/"abc"', etag)).toBe(false);
    expect(etagMatches('"abc"W/', etag)).toBe(false);
  });
});

describe('chooseEncoding', () => {
  test('brotli before gzip, whatever the order or case, with or without weights', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('GZIP;q=0.5 , BR;q=0.1')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('deflate, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('gzip ;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br ; q=0 , gzip')).toBe('gzip');
  });

  test('q=0 refuses a coding; nothing acceptable, no header or an empty one is identity', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip; q=0')).toBe('identity');
    expect(chooseEncoding('br;q=0.0')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('CachedAnswer', () => {
  test('each view is its own bytes and ETag; the same content has the same ETag', () => {
    const answer = new CachedAnswer({ events: [] });
    const rest = answer.view('rest');
    const wrapped = answer.view('trpc', (json) => `{"result":{"data":${json}}}`);
    expect(rest.identity.toString()).toBe('{"events":[]}');
    expect(wrapped.identity.toString()).toBe('{"result":{"data":{"events":[]}}}');
    expect(rest.etag).not.toBe(wrapped.etag);
    expect(new CachedAnswer({ events: [] }).view('rest').etag).toBe(rest.etag);
    expect(new CachedAnswer({ events: [1] }).view('rest').etag).not.toBe(rest.etag);
  });
});

describe('sendEncodedBody', () => {
  const large = new CachedAnswer({ items: Array.from({ length: 200 }, (_, i) => `item number ${i}`) });
  const small = new CachedAnswer({ items: ['one'] });
  const app = Fastify();
  app.get('/:size', (request, reply) => {
    const answer = (request.params as { size: string }).size === 'large' ? large : small;
    return sendEncodedBody(request, reply, answer.view('rest'), 'public, max-age=10');
  });
  afterAll(() => app.close());
  const get = (size: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/${size}`, headers });

  test('JSON with its ETag and Cache-Control, varying by Accept-Encoding', async () => {
    const response = await get('large');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toBe(large.view('rest').etag);
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(large.data);
  });

  test('brotli or gzip as the client accepts, decoding to the same JSON', async () => {
    const br = await get('large', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(large.data);
    const gzip = await get('large', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(large.data);
    expect((await get('large', { 'accept-encoding': 'gzip' })).rawPayload).toEqual(gzip.rawPayload);
    expect((await get('large', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
  });

  test('a small answer is sent as it is, whatever the client accepts', async () => {
    const response = await get('small', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(small.data);
  });

  test('304 without a body for a matching If-None-Match, with the headers a cache updates', async () => {
    const response = await get('large', { 'if-none-match': `W/${large.view('rest').etag}`, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers.etag).toBe(large.view('rest').etag);
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect((await get('large', { 'if-none-match': small.view('rest').etag })).statusCode).toBe(200);
  });
});

test('chooseEncoding gives the same answer when a value comes again, and past the values it remembers', () => {
  for (let round = 0; round < 2; round++) {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br;q=0')).toBe('gzip');
  }
  for (let i = 0; i < 200; i++) expect(chooseEncoding(`x-${i}, gzip`)).toBe('gzip');
  expect(chooseEncoding('gzip, deflate, br')).toBe('br');
});

describe('EncodedBody.replyTo', () => {
  const body = new CachedAnswer({ items: Array.from({ length: 200 }, (_, i) => `item number ${i}`) }).view('rest');

  test('one reply per kind and Cache-Control value, made once and then given again', () => {
    const br = body.replyTo('public, max-age=10', undefined, 'gzip, br');
    expect(body.replyTo('public, max-age=10', undefined, 'br')).toBe(br);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.payload!.length));
    const gzip = body.replyTo('public, max-age=10', undefined, 'gzip');
    expect(gzip).not.toBe(br);
    expect(gzip.headers['content-length']).toBe(String(body.gzip().length));
    const identity = body.replyTo('public, max-age=10', undefined, undefined);
    expect(identity.payload).toBe(body.identity);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const shorter = body.replyTo('public, max-age=3', undefined, 'br');
    expect(shorter).not.toBe(br);
    expect(shorter.headers['cache-control']).toBe('public, max-age=3');
    expect(br.headers['cache-control']).toBe('public, max-age=10');
  });

  test('304 whatever the encoding asked, without a body, type or length', () => {
    const notModified = body.replyTo('no-cache', body.etag, 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.payload).toBeUndefined();
    expect(notModified.headers).toEqual({ etag: body.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' });
    expect(body.replyTo('no-cache', `W/${body.etag}`, undefined)).toBe(notModified);
    expect(body.replyTo('no-cache', '"other"', 'br').status).toBe(200);
  });
});
