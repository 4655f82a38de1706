// When an event happens, in words: formatted for the visitor's locale, in the event's own time
// zone (with the zone's name), and in the visitor's zone when that differs. Read by an event's
// page and by a programme's coming events; the cards' shorter texts: event-format.ts and
// event-dates.ts in screens/events.
import type { Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import { languageOfTag } from '../../../../shared/language-tags';
import { formatEventRange } from '../../../../shared/moments';
import { localeOf } from '../../i18n/i18n';

/** The browser's locale when it speaks the interface language (en-GB, zh-HK for Traditional…), else ours. */
export function visitorLocale(language: Language): string {
  const browser = globalThis.navigator?.language ?? '';
  return languageOfTag(browser) === language ? browser : localeOf[language];
}

// The same words as the registration mails (shared/moments.ts), in the visitor's locale.
function formatRange(event: Event, language: Language, timeZone: string): string {
  return formatEventRange(language, event, timeZone, visitorLocale(language));
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
