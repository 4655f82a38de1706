// The cached-read lane (docs/decisions/013): a GET or HEAD of a URL that the app has already
// answered from a cached read is answered again from the http server's request event, before
// Fastify routes it. Only URLs that went through a door once are remembered (the door read and
// validated their input then), so the lane never answers what the doors would refuse; whatever
// it does not remember, or whose answer must be read again after a write, goes to Fastify.
//
// What the lane skips is what a public read does not need: routing, hooks, the request logger,
// the reply object. It sends the bytes, the security headers and the cache headers that Fastify's
// reply would (lib/encoded-answer.ts builds both), and stops when the server starts closing, so
// the closing 503 is Fastify's again. Public reads do not touch sessions: a staff member's
// session is not renewed by reading the event list.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { CachedAnswer, EncodedBody, EncodedReply } from '../../lib/encoded-answer.js';
import type { HeaderList } from '../security/headers.js';

export interface LaneEntry {
  /** The answer now, or a promise when it must be read again (the lane then passes). */
  read(): CachedAnswer<unknown> | Promise<CachedAnswer<unknown>>;
  /** The bytes of this door's view of the answer. */
  body(answer: CachedAnswer<unknown>): EncodedBody;
  cacheControl(answer: CachedAnswer<unknown>): string;
}

/** URLs remembered at most (then forgotten all at once), and the longest one remembered. */
export const laneLimits = { urls: 256, urlLength: 256 } as const;

export class CachedLane {
  private readonly entries = new Map<string, LaneEntry>();
  private readonly security: Record<string, string>;
  /** Per reply, its headers with the security headers: made once, like the reply. */
  private readonly withSecurity = new WeakMap<EncodedReply, Record<string, string>>();
  private open = true;
  /** Requests answered by the lane since start (for tests and the bench). */
  answered = 0;

  constructor(securityHeaders: HeaderList) {
    this.security = Object.fromEntries(securityHeaders);
  }

  /** Called by a door after it answered `url` (a GET) from a cached read with a valid input. */
  remember(url: string, entry: LaneEntry) {
    if (!this.open || url.length > laneLimits.urlLength || this.entries.has(url)) return;
    // A flood of new URLs (unknown parameters are valid and ignored) only empties the map.
    if (this.entries.size >= laneLimits.urls) this.entries.clear();
    this.entries.set(url, entry);
  }

  /** From now on every request goes to Fastify. */
  close() {
    this.open = false;
    this.entries.clear();
  }

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const entry = this.entries.get(request.url!);
    if (!entry) return false;
    const answer = entry.read();
    if (answer instanceof Promise) {
      // Read again through the door (which remembers it anew); no rejection left unhandled.
      answer.catch(() => {});
      return false;
    }
    const reply = entry
      .body(answer)
      .replyTo(entry.cacheControl(answer), request.headers['if-none-match'], request.headers['accept-encoding']);
    let headers = this.withSecurity.get(reply);
    if (!headers) {
      headers = { ...this.security, ...reply.headers };
      this.withSecurity.set(reply, headers);
    }
    response.writeHead(reply.status, headers);
    response.end(request.method === 'HEAD' ? undefined : reply.payload);
    this.answered++;
    return true;
  }

  /** Puts the lane in front of the request listener Fastify gave `server`. */
  install(server: Server) {
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) throw new Error(`the lane goes in front of one request listener, found ${listeners.length}`);
    const fastify = listeners[0]!;
    server.removeListener('request', fastify);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!this.answer(request, response)) fastify(request, response);
    });
  }
}
