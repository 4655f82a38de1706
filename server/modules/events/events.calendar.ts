// The events as iCalendar (RFC 5545) for calendar apps: the feed of every event that has not
// ended, and one event's file (decision 017). Only the feed is a calendar of its own (a name, a
// description, an address, how often to fetch it again): one event's file (its download and a
// registration mail's attachment) carries the event alone, so calendar apps add it to one of
// their calendars rather than offer to subscribe to a new one. ical-generator writes the file (escaping, folding
// at 75 octets without splitting a UTF-8 character, CRLF); it is loaded on the first request,
// not at start, so an idle server does not carry it.
import { z } from 'zod';
import { isChinese, isLanguage, languages, type Language } from '../../../shared/constants.js';
import type { Event } from '../../../shared/events.schema.js';
import { pageRoutes } from '../../../shared/routes.js';
import { site } from '../../../shared/site.js';

/** Which titles and texts a file carries: one language (falling back to the other), or both. */
export type CalendarLanguage = Language | 'both';

export interface CalendarOptions {
  /** PUBLIC_ORIGIN: the UIDs' host and the pages' addresses. */
  origin: string;
  language: CalendarLanguage;
  /** `feed`: the subscribed calendar, with its name, description, address and refresh interval; `event`: one event's file, without them. */
  kind: 'feed' | 'event';
  /** The society's name as its record has it (issue 26): rewrites the seed's in the calendar's name and description. */
  rename?: (text: string, language: Language) => string;
}

export const calendarContentType = 'text/calendar; charset=utf-8';

/**
 * `?language=`: titles and texts in that language, both when absent. Anything else reads as
 * absent: a calendar app keeps the address it was given, and a file is better than an error.
 */
const calendarLanguage = z
  .preprocess((value) => (isLanguage(value) ? value : undefined), z.enum(languages).optional())
  .meta({
    description:
      'Titles, texts and the calendar’s name in this language (falling back to the other when empty); both languages when absent. `zh-Hant`: the Chinese texts in Traditional (the staff’s own, else converted from the Simplified). Also the language of error messages.',
  });

/** The digits of an id in an address: no sign, no leading zero, no more than SQLite gives. */
const idDigits = /^[1-9]\d{0,15}$/;

/**
 * An event's id in the file's address (`/api/events/3.ics`), as text or (tRPC) a number: what is
 * not an id names no file, so it is looked up as 0 and answers 404 as an unknown id does.
 */
function idOrZero(value: unknown): number {
  const id = typeof value === 'string' && idDigits.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 ? id : 0;
}
const calendarEventId = z.preprocess(idOrZero, z.int().min(0)).meta({ description: 'The event’s id', example: 1, minimum: 1 });

export const calendarFeedInput = z.object({ language: calendarLanguage });
export const calendarEventInput = z.object({ id: calendarEventId, language: calendarLanguage });
/** One event by its id (GET /api/events/{id}): what is not an id answers 404, as an unknown id does. */
export const eventByIdInput = z.object({ id: calendarEventId });

/** How often subscribed calendars should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const calendarRefreshSeconds = 3600;

// The Traditional ones are the Simplified converted (tests/traditional-files.test.ts checks it).
export const calendarName: Readonly<Record<Language, string>> = {
  en: `${site.name.en} events`,
  zh: `${site.name.zh}活动`,
  'zh-Hant': '中華文化學生會活動',
};
export const calendarDescription: Readonly<Record<Language, string>> = {
  en: `Concerts, Qin Society sessions, workshops and festival evenings of the ${site.name.en}, ${site.university.en}.`,
  zh: `${site.university.zh}${site.name.zh}的音乐会、古琴社雅集、工作坊与节庆聚会。`,
  'zh-Hant': '多倫多大學中華文化學生會的音樂會、古琴社雅集、工作坊與節慶聚會。',
};

/** "English · 中文", one of them when the other is empty or the same. */
function both(en: string, zh: string, separator = ' · '): string {
  if (!en || !zh || en === zh) return en || zh;
  return `${en}${separator}${zh}`;
}

function inLanguage(language: CalendarLanguage, en: string, zh: string, separator?: string): string {
  if (language === 'both') return both(en, zh, separator);
  return isChinese(language) ? zh || en : en || zh;
}

function paragraphs(...texts: string[]) {
  return texts.filter(Boolean).join('\n\n');
}

/** The stable UID of an event, whatever its fields become: event-<id>@<host of PUBLIC_ORIGIN>. */
export function eventUid(id: number, origin: string): string {
  return `event-${id}@${new URL(origin).host}`;
}

const languageQuery = (language: CalendarLanguage) => (language === 'en' || language === 'both' ? '' : `?language=${language}`);

function eventsPageUrl(origin: string, language: CalendarLanguage) {
  return `${origin}${pageRoutes.events}${languageQuery(language)}`;
}

/** The page of an event, in `language`: PUBLIC_ORIGIN/events/{slug} (its `?language=` when not English). */
export function eventPageUrl(origin: string, slug: string, language: CalendarLanguage): string {
  return `${origin}${pageRoutes.event.replace(':slug', slug)}${languageQuery(language)}`;
}

type IcalModule = typeof import('ical-generator');
let library: Promise<IcalModule> | undefined;

/** Loads ical-generator once (the first feed or file asked for). */
export function loadCalendarLibrary(): Promise<IcalModule> {
  return (library ??= import('ical-generator'));
}

/**
 * The iCalendar text of `events`, the same bytes for the same events and options (DTSTAMP is
 * the event's last change, not the moment of writing), so an unchanged feed keeps its ETag
 * across restarts. Times are UTC instants (decision 017); X-WR-TIMEZONE names the society's zone.
 */
export function buildCalendar(ical: IcalModule, events: readonly Event[], options: CalendarOptions): string {
  const { origin, language } = options;
  const named = (text: string, side: Language) => options.rename?.(text, side) ?? text;
  const feed = options.kind === 'feed';
  const calendar = ical.default({
    prodId: { company: named(site.name.en, 'en'), product: 'Events', language: language !== 'both' && isChinese(language) ? 'ZH' : 'EN' },
    method: ical.ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ...(feed
      ? {
          // ical-generator writes the calendar's name and description as given: escaped here.
          name: ical.escape(
            language === 'zh-Hant'
              ? named(calendarName['zh-Hant'], 'zh-Hant')
              : inLanguage(language, named(calendarName.en, 'en'), named(calendarName.zh, 'zh')),
            false,
          ),
          description: ical.escape(
            language === 'zh-Hant'
              ? named(calendarDescription['zh-Hant'], 'zh-Hant')
              : inLanguage(language, named(calendarDescription.en, 'en'), named(calendarDescription.zh, 'zh'), ' '),
            false,
          ),
          url: eventsPageUrl(origin, language),
          ttl: calendarRefreshSeconds,
        }
      : {}),
  });
  for (const event of events) {
    const created = Date.parse(event.createdAt);
    const updated = Date.parse(event.updatedAt);
    const english = paragraphs(event.summaryEn, event.descriptionEn);
    const chinese = paragraphs(event.summaryZh, event.descriptionZh);
    calendar.createEvent({
      id: eventUid(event.id, origin),
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      stamp: new Date(updated),
      created: new Date(created),
      lastModified: new Date(updated),
      // Grows with every change (seconds since creation), as RFC 5545 asks of a revision.
      sequence: Math.max(0, Math.floor((updated - created) / 1000)),
      summary: inLanguage(language, event.titleEn, event.titleZh),
      description: inLanguage(language, english, chinese, '\n\n——\n\n') || null,
      // One language even in the bilingual feed: map apps look the place up from this text,
      // and an address in two languages at once finds nothing. English addresses look up best.
      location:
        (language !== 'both' && isChinese(language) ? event.locationZh || event.locationEn : event.locationEn || event.locationZh) || null,
      // The event's own page here (which links to its external page, if any).
      url: eventPageUrl(origin, event.slug, language),
      status: ical.ICalEventStatus.CONFIRMED,
    });
  }
  // ical-generator writes X- properties after the events, where RFC 5545 allows no calendar
  // property, and its own X-WR-TIMEZONE only with TZID times: the feed's goes beside METHOD
  // instead (one event's times are UTC instants and need none). And RFC 5545 ends every content
  // line with CRLF, the last one too.
  const text = calendar.toString();
  return `${feed ? text.replace('\r\nMETHOD:PUBLISH\r\n', `\r\nMETHOD:PUBLISH\r\nX-WR-TIMEZONE:${site.timeZone}\r\n`) : text}\r\n`;
}
