// The events' schema.org JSON-LD for the served HTML of /events and the programme pages
// (decision 017), made from the events read cache (lib/read-cache.ts): once per change of the
// events (a write, an event starting or ending) and per page and language. The same events'
// iCalendar files are procedures (events.calendar, events.calendarEvent).
import type { Language } from '../../../shared/constants.js';
import { chineseSideOf, type ChineseSide } from '../../lib/traditional.js';
import type { Event } from '../../../shared/events.schema.js';
import type { PageMetaName } from '../../../shared/page-meta.js';
import type { CachedAnswer } from '../../lib/encoded-answer.js';
import { structuredDataScript, type Society } from '../../modules/events/events.structured-data.js';
import type { Services } from '../../services.js';

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

/** The events that have not ended (EventsService.current): never the archive. */
type CurrentEvents = { events: Event[] };

const noTags = Buffer.alloc(0);

export interface EventsStructuredData {
  /** The extra head tags of a page in a language: the events' JSON-LD on /events, else nothing. */
  structuredData(page: PageMetaName, language: Language): Buffer | Promise<Buffer>;
}

export function eventsStructuredData(services: Services, origin: string): EventsStructuredData {
  const cache = services.readCaches.events;
  // In zh-Hant, the events' Traditional texts (stored at write, docs/decisions/036): an answer of its own.
  const current = (side: ChineseSide) =>
    cache.get(`structured data current ${side}`, () => services.events.current(side)) as
      | CachedAnswer<CurrentEvents>
      | Promise<CachedAnswer<CurrentEvents>>;

  // The society's name and address are the record's (issue 26): a save invalidates the events
  // cache too, so each answer's blocks are made with the record of their time.
  const scriptOf = (
    answer: CachedAnswer<CurrentEvents>,
    page: PageMetaName,
    shown: (event: Event) => boolean,
    language: Language,
    society: Society,
  ) =>
    answer.text(
      `json-ld ${page} ${language}`,
      (data) => structuredDataScript(data.events.filter(shown), language, origin, society),
      'text/html; charset=utf-8',
    ).identity;

  return {
    structuredData(page, language) {
      const shown = Object.hasOwn(eventsOnPage, page) ? eventsOnPage[page] : undefined;
      if (!shown) return noTags;
      return (async () => {
        const [answer, society] = await Promise.all([current(chineseSideOf(language)), services.site.read(language)]);
        return scriptOf(answer, page, shown, language, society.data);
      })();
    },
  };
}
