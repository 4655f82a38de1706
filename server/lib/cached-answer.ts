// An answer computed once and sent many times: its JSON, and per wire format ("view") the bytes,
// a strong ETag and gzip/brotli twins made on first use. Public reads are served from these
// without running the database, the adapters or a compressor per request.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies this small are sent as they are: compressing them saves less than a packet. */
export const compressionThreshold = 1024;

export class EncodedBody {
  readonly etag: string;
  private gzipped?: Buffer;
  private brotli?: Buffer;
  constructor(readonly identity: Buffer) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }
  gzip(): Buffer {
    return (this.gzipped ??= zlib.gzipSync(this.identity, { level: 6 }));
  }
  br(): Buffer {
    return (this.brotli ??= zlib.brotliCompressSync(this.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
}

export class CachedAnswer<T> {
  readonly json: string;
  private readonly views = new Map<string, EncodedBody>();
  /**
   * @param validUntil epoch ms at which the answer may change by itself (an event starts or
   *   ends); a write invalidates it earlier.
   */
  constructor(
    readonly data: T,
    readonly validUntil = Number.POSITIVE_INFINITY,
  ) {
    this.json = JSON.stringify(data);
  }
  /** The answer as `wrap(json)` bytes, made once per view name. */
  view(name: string, wrap: (json: string) => string = (json) => json): EncodedBody {
    let body = this.views.get(name);
    if (!body) {
      body = new EncodedBody(Buffer.from(wrap(this.json)));
      this.views.set(name, body);
    }
    return body;
  }
}

/** RFC 9110: If-None-Match is `*` or a list of entity tags, compared weakly. */
export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The choice per Accept-Encoding value. Browsers send a handful of values, and each read of a
 * cached answer would otherwise split and parse the header again; a client sending ever new
 * values only empties this now and then.
 */
const encodingByHeader = new Map<string, Encoding>();
const encodingsRemembered = 64;

/** br, gzip or none, as Accept-Encoding allows (a q=0 refuses a coding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (encodingByHeader.size >= encodingsRemembered) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const allowed = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) allowed.add(name.trim());
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached JSON body: 304 for a matching If-None-Match, else br, gzip or identity as accepted. */
export function sendEncodedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, cacheControl: string) {
  reply.header('etag', body.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (body.identity.length > compressionThreshold) {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br());
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.identity);
}
