// When an event happens, in words: formatted for the visitor's locale, in the event's own time
// zone (with the zone's name), and in the visitor's zone when that differs.
import type { Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import { localeOf } from '../../i18n/i18n';

/** The browser's locale when it speaks the interface language (en-GB, zh-TW…), else ours. */
export function visitorLocale(language: Language): string {
  const browser = globalThis.navigator?.language ?? '';
  return browser.toLowerCase().startsWith(language) ? browser : localeOf[language];
}

const rangeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function formatRange(event: Event, language: Language, timeZone: string | undefined): string {
  // "EST" reads well in English; Chinese names the place instead of "GMT-5" (多伦多时间).
  const timeZoneName = language === 'zh' ? 'shortGeneric' : 'short';
  const format = new Intl.DateTimeFormat(visitorLocale(language), { ...rangeOptions, timeZone, timeZoneName });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

/** Start to end in the event's time zone. */
export function eventRange(event: Event, language: Language): string {
  return formatRange(event, language, event.timeZone);
}

/** Start to end in the visitor's zone, or null when that is the event's zone anyway. */
export function visitorRange(event: Event, language: Language): string | null {
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!visitorZone || visitorZone === event.timeZone) return null;
  const inEventZone = formatRange(event, language, event.timeZone);
  const inVisitorZone = formatRange(event, language, visitorZone);
  return inVisitorZone === inEventZone ? null : inVisitorZone;
}

/** The start as a short line for cards: weekday, date and time in the event's zone. */
export function eventStart(event: Event, language: Language): string {
  return new Intl.DateTimeFormat(visitorLocale(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
  }).format(new Date(event.startsAt));
}

/** Month and day for the calendar-leaf date block. */
export function dateLeaf(event: Event, language: Language): { month: string; day: string } {
  const locale = visitorLocale(language);
  const date = new Date(event.startsAt);
  return {
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: event.timeZone }).format(date),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: event.timeZone }).format(date),
  };
}
