// When an event happens, in words: formatted for the visitor's locale, in the event's own time
// zone (with the zone's name), and in the visitor's zone when that differs. Read by an event's
// page and by a programme's coming events; the cards' shorter texts: event-format.ts and
// event-dates.ts in screens/events.
import { isChinese, type Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import { languageOfTag } from '../../../../shared/language-tags';
import { localeOf } from '../../i18n/i18n';
import { formatMomentRange } from '../../lib/site-time';

/** The browser's locale when it speaks the interface language (en-GB, zh-HK for Traditional…), else ours. */
export function visitorLocale(language: Language): string {
  const browser = globalThis.navigator?.language ?? '';
  return languageOfTag(browser) === language ? browser : localeOf[language];
}

const rangeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function formatRange(event: Event, language: Language, timeZone: string): string {
  // The society's zone is named from our copy (EST, 多伦多时间); for another zone "EST"-like
  // names read well in English, and Chinese names the place instead of "GMT+8" (中国时间).
  const intlZoneName = isChinese(language) ? 'shortGeneric' : 'short';
  return formatMomentRange(language, event.startsAt, event.endsAt, { timeZone, locale: visitorLocale(language), intlZoneName }, rangeOptions);
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
