// The events for calendar apps and search engines (decision 017):
//  - GET /api/events.ics: every event that has not ended, as a subscribable iCalendar feed;
//  - GET /api/events/{id}.ics: one event (any status), for "add to calendar";
//  - the schema.org JSON-LD of the same events, for the served HTML of /events.
// All are made from the events read cache (lib/read-cache.ts): once per change of the events
// (a write, an event starting or ending) and per language, then sent as cached public reads are:
// ETag and 304, Cache-Control, gzip or br made once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../shared/constants.js';
import type { ListEventsOutput, Event } from '../../shared/events.schema.js';
import type { PageMetaName } from '../../shared/page-meta.js';
import { AppError } from '../lib/app-error.js';
import { sendEncodedBody, type CachedAnswer } from '../lib/cached-answer.js';
import type { Clock } from '../lib/clock.js';
import { buildCalendar, calendarContentType, loadCalendarLibrary, type CalendarLanguage } from '../modules/events/events.calendar.js';
import { structuredDataScript } from '../modules/events/events.structured-data.js';
import type { Services } from '../services.js';
import { publicCacheControl } from './cached-reads.js';
import { registerMethodNotAllowed, type ErrorAnswers } from './errors.js';

export const calendarPaths = { feed: '/api/events.ics', event: '/api/events/:id.ics' } as const;

/**
 * Pages whose served HTML carries the events' structured data, and which events: every event
 * that has not ended on /events, a programme's own on its page (the events each page shows:
 * decision 017).
 */
const eventsOnPage: Partial<Record<PageMetaName, (event: Event) => boolean>> = {
  events: () => true,
  qinSociety: (event) => event.programme === 'qin-society',
  newYearConcert: (event) => event.programme === 'new-year-concert',
};

/** The largest id SQLite gives a row; longer digit strings are no event. */
const idPattern = /^[1-9]\d{0,15}$/;

const noTags = Buffer.alloc(0);

export interface CalendarOptions {
  services: Services;
  answers: ErrorAnswers;
  clock: Clock;
  publicOrigin: string;
}

export interface Calendar {
  /** The extra head tags of a page in a language: the events' JSON-LD on /events, else nothing. */
  structuredData(page: PageMetaName, language: Language): Buffer | Promise<Buffer>;
}

export function registerCalendar(app: FastifyInstance, opts: CalendarOptions): Calendar {
  const { services, answers, clock, publicOrigin: origin } = opts;
  const cache = services.readCaches.events;
  const current = () => cache.get('calendar current', () => services.events.current()) as CachedAnswer<ListEventsOutput> | Promise<CachedAnswer<ListEventsOutput>>;
  const oneEvent = (id: number) => cache.get(`calendar event ${id}`, () => services.events.get(id)) as CachedAnswer<Event> | Promise<CachedAnswer<Event>>;

  /** ?language=en|zh: titles and texts in that language; anything else: both. */
  const calendarLanguageOf = (request: FastifyRequest): CalendarLanguage => {
    const { language } = request.query as { language?: unknown };
    return isLanguage(language) ? language : 'both';
  };

  const send = async <T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>, events: (data: T) => readonly Event[]) => {
    const ical = await loadCalendarLibrary();
    const language = calendarLanguageOf(request);
    const body = answer.text(`ics ${language}`, (data) => buildCalendar(ical, events(data), { origin, language }), calendarContentType);
    return sendEncodedBody(request, reply, body, publicCacheControl(answer.validUntil, clock().getTime()));
  };

  // Bodies are encoded once per answer (lib/cached-answer.ts): no compression hooks.
  app.get(calendarPaths.feed, { compress: false }, async (request, reply) => send(request, reply, await current(), (data) => data.events));
  app.get(calendarPaths.event, { compress: false }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const notFound = new AppError('NOT_FOUND', 'errors.eventNotFound');
    if (!idPattern.test(id) || !Number.isSafeInteger(Number(id))) return answers.send(request, reply, notFound);
    let answer: CachedAnswer<Event>;
    try {
      answer = await oneEvent(Number(id));
    } catch (error) {
      // An unknown id is not kept in the cache: the read throws, and the next request reads again.
      if (error instanceof AppError) return answers.send(request, reply, error);
      throw error;
    }
    return send(request, reply, answer, (event) => [event]);
  });
  for (const url of Object.values(calendarPaths)) registerMethodNotAllowed(app, answers, url, ['GET']);

  const scriptOf = (answer: CachedAnswer<ListEventsOutput>, page: PageMetaName, shown: (event: Event) => boolean, language: Language) =>
    answer.text(`json-ld ${page} ${language}`, (data) => structuredDataScript(data.events.filter(shown), language, origin), 'text/html; charset=utf-8').identity;

  return {
    structuredData(page, language) {
      const shown = Object.hasOwn(eventsOnPage, page) ? eventsOnPage[page] : undefined;
      if (!shown) return noTags;
      const answer = current();
      return answer instanceof Promise ? answer.then((a) => scriptOf(a, page, shown, language)) : scriptOf(answer, page, shown, language);
    },
  };
}
