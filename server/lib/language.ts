// The language of a request: ?language=, then Accept-Language, then English. Worked out here
// only, once per request (`request.language`), for both doors, the pages, every error answer
// and Node's own client errors (http/doors/errors.ts).
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, type Language } from '../../shared/constants.js';
import { languageOfName, languageOfTags } from '../../shared/language-tags.js';
import { queryOf } from './query-string.js';

/** Which Chinese the `…Zh` fields of an answer carry (docs/decisions/036). */
export type ChineseSide = 'zh' | 'zh-Hant';

export function chineseSideOf(language: Language | undefined): ChineseSide {
  return language === 'zh-Hant' ? 'zh-Hant' : 'zh';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's answers (languageOf), worked out on first read and kept. */
    readonly language: Language;
    /**
     * Which Chinese the content of the answer carries: the Chinese side of ?language= alone (any
     * case), never Accept-Language, so one URL has one answer for the caches (docs/decisions/036, 046).
     */
    readonly chineseSide: ChineseSide;
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
  return requestLanguage(request).language;
}

/** The request's language and the Chinese side of its content, both from this one reading of the URL. */
export function requestLanguage(request: { url: string; headers: { 'accept-language'?: string | undefined } }): {
  language: Language;
  chineseSide: ChineseSide;
} {
  const named = languageOfName(languageFromUrl(request.url));
  return {
    language: named ?? resolveLanguage(undefined, request.headers['accept-language']),
    chineseSide: chineseSideOf(named),
  };
}

const worked = Symbol('language');

/** `request.language` on every request of the app, Fastify's own errors included. */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest(worked, null);
  type Worked = ReturnType<typeof requestLanguage>;
  const of = (request: object) => {
    const r = request as { url: string; headers: { 'accept-language'?: string }; [worked]: Worked | null };
    return (r[worked] ??= requestLanguage(r));
  };
  app.decorateRequest('language', {
    getter() {
      return of(this).language;
    },
  });
  app.decorateRequest('chineseSide', {
    getter() {
      return of(this).chineseSide;
    },
  });
}
