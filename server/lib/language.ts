// The language of a request: ?language=, then Accept-Language, then English. Worked out here
// only, once per request (`request.language`), for both doors, the pages, every error answer
// and Node's own client errors (http/doors/errors.ts).
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, type Language } from '../../shared/constants.js';
import { languageOfName, languageOfTags } from '../../shared/language-tags.js';
import { queryOf } from './query-string.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's answers (languageOf), worked out on first read and kept. */
    readonly language: Language;
  }
}

/**
 * ?language= (en, zh or zh-Hant, in any case), else the first language of Accept-Language by
 * weight that we offer, by the browsers' rule of shared/language-tags.ts (zh-TW, zh-HK, zh-MO and
 * zh-Hant* Traditional, other zh Simplified), else English.
 */
export function resolveLanguage(queryLanguage: unknown, acceptLanguage: string | undefined): Language {
  const named = languageOfName(queryLanguage);
  if (named) return named;
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
    const offered = languageOfTags(ranked.map((entry) => entry.tag));
    if (offered) return offered;
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
