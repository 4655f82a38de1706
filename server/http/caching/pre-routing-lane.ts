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
//
// Pages too (docs/decisions/049): a page's HTML answered 200 by http/pages/static-site.ts is
// remembered per URL and language, with what it was made from: the read caches' count of writes
// when the request came, and the first moment one of their answers changes by itself. A write to
// any area, or that moment, and the page goes to Fastify again. Pages never touch sessions either.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Language } from '../../../shared/constants.js';
import type { CachedAnswer, EncodedBody, EncodedReply } from '../../lib/encoded-answer.js';
import { languageOf } from '../../lib/language.js';
import type { HeaderList } from '../security/headers.js';

export interface LaneEntry {
  /** The answer now, or a promise when it must be read again (the lane then passes). */
  read(): CachedAnswer<unknown> | Promise<CachedAnswer<unknown>>;
  /** The bytes of this door's view of the answer. */
  body(answer: CachedAnswer<unknown>): EncodedBody;
  cacheControl(answer: CachedAnswer<unknown>): string;
}

/** URLs remembered at most (then forgotten all at once), and the longest one remembered; as many pages again. */
export const laneLimits = { urls: 256, urlLength: 256 } as const;

/** What the pages are made from (the read caches, lib/read-cache.ts readCachesState), as of now. */
export type PageSources = () => { writes: number; until: number; now: number };

interface PageEntry {
  body: EncodedBody;
  writes: number;
  until: number;
}

/** A page's HTML is revalidated every time (304 while it is the same): the pages' and the lane's. */
export const pageCacheControl = 'no-cache';

export class CachedLane {
  private readonly entries = new Map<string, LaneEntry>();
  private readonly pages = new Map<string, Map<Language, PageEntry>>();
  private readonly security: Record<string, string>;
  /** Per reply, its headers with the security headers: made once, like the reply. */
  private readonly withSecurity = new WeakMap<EncodedReply, Record<string, string>>();
  private open = true;
  /** Requests answered by the lane since start (for tests and the bench). */
  answered = 0;

  constructor(
    securityHeaders: HeaderList,
    private readonly pageSources?: PageSources,
  ) {
    this.security = Object.fromEntries(securityHeaders);
  }

  /** The read caches' count of writes, taken when a page's request comes, before it is made. */
  pageWrites(): number | undefined {
    return this.pageSources?.().writes;
  }

  /**
   * Called by the pages after they answered `url` (a GET or HEAD) with 200 and `body` in
   * `language`, made from the caches as they were at `writes` (pageWrites when the request came):
   * a page made across a write is kept with the count before it, so it is never sent.
   */
  rememberPage(url: string, language: Language, body: EncodedBody, writes: number | undefined) {
    if (!this.open || writes === undefined || !this.pageSources || url.length > laneLimits.urlLength) return;
    const sources = this.pageSources();
    let byLanguage = this.pages.get(url);
    if (!byLanguage) {
      if (this.pages.size >= laneLimits.urls) this.pages.clear();
      this.pages.set(url, (byLanguage = new Map()));
    }
    byLanguage.set(language, { body, writes, until: sources.until });
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
    this.pages.clear();
  }

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const entry = this.entries.get(request.url!);
    if (!entry) return this.answerPage(request, response);
    const answer = entry.read();
    if (answer instanceof Promise) {
      // Read again through the door (which remembers it anew); no rejection left unhandled.
      answer.catch(() => {});
      return false;
    }
    const reply = entry
      .body(answer)
      .replyTo(entry.cacheControl(answer), request.headers['if-none-match'], request.headers['accept-encoding']);
    this.send(request, response, reply);
    return true;
  }

  /** A page remembered in the request's language, still made from what the caches hold. */
  private answerPage(request: IncomingMessage, response: ServerResponse): boolean {
    const byLanguage = this.pages.get(request.url!);
    if (!byLanguage) return false;
    const language = languageOf(request as { url: string; headers: { 'accept-language'?: string } });
    const page = byLanguage.get(language);
    if (!page) return false;
    const sources = this.pageSources!();
    if (sources.writes !== page.writes || sources.now >= page.until) {
      // Made again by the pages, which remember it anew.
      this.pages.delete(request.url!);
      return false;
    }
    this.send(request, response, page.body.replyTo(pageCacheControl, request.headers['if-none-match'], request.headers['accept-encoding']));
    return true;
  }

  private send(request: IncomingMessage, response: ServerResponse, reply: EncodedReply) {
    let headers = this.withSecurity.get(reply);
    if (!headers) {
      headers = { ...this.security, ...reply.headers };
      this.withSecurity.set(reply, headers);
    }
    response.writeHead(reply.status, headers);
    response.end(request.method === 'HEAD' ? undefined : reply.payload);
    this.answered++;
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
