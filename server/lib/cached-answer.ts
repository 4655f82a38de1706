// An answer computed once and sent many times: its JSON, and per wire format ("view") the bytes,
// a strong ETag and gzip/brotli twins made on first use. Public reads are served from these
// without running the database, the adapters or a compressor per request.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

  constructor(readonly data: T) {
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

function etagMatches(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  return !!header && (header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

/** Sends a cached JSON body: 304 for a matching If-None-Match, else br, gzip or identity as accepted. */
export function sendEncodedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request, body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (body.identity.length > 1024) {
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br());
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.identity);
}
