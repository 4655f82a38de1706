// Moments as people read them, in one place: every screen that shows when something happened
// (a profile sent for review, an application received, a last sign-in, an event's times) shows
// it in the society's time zone (shared/site.ts), whatever zone the browser is in, and names the
// zone, so a member in Shanghai and a reviewer in Toronto read the same text for the same moment.
// The site's own zone is named from our copy (zone-names.ts).
// The formatting itself is shared with the server's mails (shared/moments.ts): here, the
// society's zone and the interface language's locale by default.
import type { Language } from '../../../shared/constants';
import * as moments from '../../../shared/moments';
import { site } from '../../../shared/site';

export { zoneName } from '../../../shared/moments';

export type ZoneOptions = Partial<moments.ZoneOptions>;

/** A moment (an ISO instant) in the society's time zone (or `zone.timeZone`), with the zone named, in `language`. */
export function formatMoment(language: Language, iso: string | Date, zone: ZoneOptions = {}, options = moments.momentOptions): string {
  return moments.formatMoment(language, iso, { ...zone, timeZone: zone.timeZone ?? site.timeZone }, options);
}

/** From `start` to `end` in the society's time zone (or `zone.timeZone`), with the zone named. */
export function formatMomentRange(
  language: Language,
  start: string | Date,
  end: string | Date,
  zone: ZoneOptions = {},
  options = moments.momentOptions,
): string {
  return moments.formatMomentRange(language, start, end, { ...zone, timeZone: zone.timeZone ?? site.timeZone }, options);
}
