// Moments as people read them, in one place: every screen that shows when something happened
// (a profile sent for review, an application received, a last sign-in, an event's times) shows
// it in the society's time zone (shared/site.ts), whatever zone the browser is in, and names the
// zone, so a member in Shanghai and a reviewer in Toronto read the same text for the same moment.
// The site's own zone is named from our copy (zone-names.ts).
import type { Language } from '../../../shared/constants';
import { site } from '../../../shared/site';
import { localeOf } from '../i18n/i18n';
import { dateTimeFormat } from './intl-format';
import { joinParts } from './zone-names';

export { zoneName } from './zone-names';

/** Date and time of a moment, short: "Jan 15, 2026, 12:47 a.m. EST", "2026年1月15日 多伦多时间 00:47". */
const momentOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

export interface ZoneOptions {
  /** IANA zone to show the time in; the society's by default. */
  timeZone?: string;
  /** Locale of the numbers and words; the interface language's by default. */
  locale?: string;
  /** Intl's style of zone name where we have none of our own (Chinese reads "中国时间" better than "GMT+8"). */
  intlZoneName?: Intl.DateTimeFormatOptions['timeZoneName'];
}

function formatOf(language: Language, options: Intl.DateTimeFormatOptions, zone: ZoneOptions) {
  const timeZone = zone.timeZone ?? site.timeZone;
  const timeZoneName = zone.intlZoneName ?? 'short';
  return { timeZone, format: dateTimeFormat(zone.locale ?? localeOf[language], { ...options, timeZone, timeZoneName }) };
}

/** A moment (an ISO instant) in the society's time zone, with the zone named, in `language`. */
export function formatMoment(language: Language, iso: string | Date, zone: ZoneOptions = {}, options = momentOptions): string {
  const instant = new Date(iso);
  const { timeZone, format } = formatOf(language, options, zone);
  return joinParts(format.formatToParts(instant), timeZone, language, instant);
}

/** From `start` to `end` in the society's time zone (or `zone.timeZone`), with the zone named. */
export function formatMomentRange(language: Language, start: string | Date, end: string | Date, zone: ZoneOptions = {}, options = momentOptions): string {
  const from = new Date(start);
  const to = new Date(end);
  const { timeZone, format } = formatOf(language, options, zone);
  return joinParts(format.formatRangeToParts(from, to), timeZone, language, from, to);
}
