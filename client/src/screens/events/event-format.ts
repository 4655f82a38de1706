// The date texts of an event card, for a given locale: month and day for the calendar leaf and
// the start as a short line with the zone named, all in the event's own time zone. Plain functions of their inputs
// (no React, no page state), so the dates worker formats with exactly the same code.
import type { Event } from '../../../../shared/events.schema';
import { dateTimeFormat } from '../../lib/intl-format';
import { joinParts } from '../../lib/zone-names';
import { isChinese } from '../../../../shared/constants';
import { languageOfTag } from '../../../../shared/language-tags';

export type EventDates = Pick<Event, 'startsAt' | 'timeZone'>;

export interface CardDates {
  /** Weekday, date and time with the zone, short ("Sat, Nov 22, 2026, 7:00 p.m. EST"). */
  start: string;
  month: string;
  day: string;
}

export function formatCardDates(event: EventDates, locale: string): CardDates {
  const date = new Date(event.startsAt);
  const timeZone = event.timeZone;
  // The locale speaks the interface language (event-time.ts visitorLocale): the zone's name too.
  // zh-TW and zh-HK (and zh-Hant) speak Traditional: its zone name too.
  const language = languageOfTag(locale) ?? 'en';
  const start = dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: isChinese(language) ? 'shortGeneric' : 'short',
  });
  return {
    start: joinParts(start.formatToParts(date), timeZone, language, date),
    month: dateTimeFormat(locale, { month: 'short', timeZone }).format(date),
    day: dateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
  };
}
