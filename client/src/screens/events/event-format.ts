// The date texts of an event card, for a given locale: month and day for the calendar leaf and
// its times as a short line with the zone named ("Sat, Nov 22, 2026, 7:00 p.m. EST"; an event
// over several days to its end: "Mon, Mar 2, 10:00 a.m. – Tue, Mar 3, 2026, 4:00 p.m. EST"), all
// in the event's own time zone. Plain functions of their inputs (no React, no page state), so the
// dates worker formats with exactly the same code; the words are shared/moments.ts's.
import type { Event } from '../../../../shared/events.schema';
import { dateTimeFormat, formatMoment, formatMomentRange } from '../../../../shared/moments';
import { languageOfTag } from '../../../../shared/language-tags';
import { zonedDate } from '../../../../shared/zoned-time';

export type EventDates = Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>;

export interface CardDates {
  /** Weekday, date and time with the zone, short; to the end's day and time when it ends on another day. */
  start: string;
  month: string;
  day: string;
}

const cardOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const sameDay = (a: Date, b: Date, timeZone: string) => JSON.stringify(zonedDate(a, timeZone)) === JSON.stringify(zonedDate(b, timeZone));

export function formatCardDates(event: EventDates, locale: string): CardDates {
  const date = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const timeZone = event.timeZone;
  // The locale speaks the interface language (event-time.ts visitorLocale): the zone's name too.
  // zh-TW and zh-HK (and zh-Hant) speak Traditional: its zone name too.
  const language = languageOfTag(locale) ?? 'en';
  const zone = { timeZone, locale, intlZoneName: language === 'en' ? 'short' : 'shortGeneric' } as const;
  return {
    start:
      sameDay(date, end, timeZone) || end <= date
        ? formatMoment(language, date, zone, cardOptions)
        : formatMomentRange(language, date, end, zone, cardOptions),
    month: dateTimeFormat(locale, { month: 'short', timeZone }).format(date),
    day: dateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
  };
}
