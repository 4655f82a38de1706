// The language of a request: ?language=, then Accept-Language, then English. Worked out here
// only, once per request (`request.language`), for both doors, the pages, every error answer
// and Node's own client errors (http/doors/errors.ts).
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '../../shared/constants.js';
import { queryOf } from './query-string.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's answers (languageOf), worked out on first read and kept. */
    readonly language: Language;
  }
}

export function resolveLanguage(queryLanguage: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(queryLanguage)) return queryLanguage;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .filter((entry) => entry.q > 0)
      // A stable sort (ES2019): equal weights keep the header's order.
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const primary = tag.split('-')[0];
      if (isLanguage(primary)) return primary;
    }
  }
  return defaultLanguage;
}

/** Reads `language` from a raw request URL without a full URL parse. */
export function languageFromUrl(url: string): string | undefined {
  return queryOf(url).get('language') ?? undefined;
}

/** The language of a request's answers: ?language=, then Accept-Language, then English. */
export function languageOf(request: { url: string; headers: { 'accept-language'?: string | undefined } }): Language {
  return resolveLanguage(languageFromUrl(request.url), request.headers['accept-language']);
}

const worked = Symbol('language');

/** `request.language` on every request of the app, Fastify's own errors included. */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest(worked, null);
  app.decorateRequest('language', {
    getter() {
      const request = this as typeof this & { [worked]: Language | null };
      return (request[worked] ??= languageOf(request));
    },
  });
}
