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
  /** The replies made so far: per Cache-Control value, per kind (304 or an encoding). */
  private readonly replies = new Map<string, Partial<Record<Encoding | 'notModified', EncodedReply>>>();
  constructor(
    readonly identity: Buffer,
    readonly contentType = 'application/json; charset=utf-8',
    /** The request headers the answer depends on (a page's language: `accept-language, accept-encoding`). */
    private readonly vary = 'accept-encoding',
  ) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }
  /**
   * The reply to a request with these If-None-Match and Accept-Encoding values: 304 for a
   * matching ETag, else br, gzip or identity as accepted. Made once per kind and Cache-Control
   * value and then sent as it is: a header object made anew per request costs more than the
   * rest of a cached read (bench/run.ts).
   */
  replyTo(cacheControl: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): EncodedReply {
    const notModified = etagMatches(ifNoneMatch, this.etag);
    const kind = notModified ? 'notModified' : this.identity.length <= compressionThreshold ? 'identity' : chooseEncoding(acceptEncoding);
    let made = this.replies.get(cacheControl);
    if (!made) this.replies.set(cacheControl, (made = {}));
    return (made[kind] ??= this.makeReply(cacheControl, notModified, kind === 'notModified' ? 'identity' : kind));
  }
  private makeReply(cacheControl: string, notModified: boolean, encoding: Encoding): EncodedReply {
    const headers: Record<string, string> = { etag: this.etag, 'cache-control': cacheControl, vary: this.vary };
    if (notModified) return { status: 304, headers };
    const payload = encoding === 'br' ? this.br() : encoding === 'gzip' ? this.gzip() : this.identity;
    headers['content-type'] = this.contentType;
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(payload.length);
    return { status: 200, headers, payload };
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
  /**
   * The answer as another text made from its data (an iCalendar file, a JSON-LD block), made once
   * per view name and sent with `contentType`. Names share one space with `view`'s.
   */
  text(name: string, make: (data: T) => string, contentType: string): EncodedBody {
    let body = this.views.get(name);
    if (!body) {
      body = new EncodedBody(Buffer.from(make(this.data)), contentType);
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

export interface EncodedReply {
  readonly status: 200 | 304;
  /** Every header but the security headers, Date and the connection's; shared, never changed. */
  readonly headers: Readonly<Record<string, string>>;
  /** The bytes to send; none for 304. */
  readonly payload?: Buffer;
}

/** Sends a cached body through Fastify's reply (see EncodedBody.replyTo). */
export function sendEncodedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, cacheControl: string) {
  const answer = body.replyTo(cacheControl, request.headers['if-none-match'], request.headers['accept-encoding']);
  return reply.code(answer.status).headers(answer.headers).send(answer.payload);
}
