// schema.org Event data of the events that have not ended, for search engines' event results
// (decision 017): written into the served HTML of /events as a JSON-LD block, and of one event
// into its own page's (decision 026). Each event's `url` is its own page.
import { eventPath, htmlLangOf, pageUrl } from '../../../shared/page-meta.js';
import { isChinese, type Language } from '../../../shared/constants.js';
import type { Event } from '../../../shared/events.schema.js';
import type { PublicSite } from '../../../shared/site-content.schema.js';
import { zonedIso } from '../../../shared/zoned-time.js';
import { imageUrl } from '../../../shared/images.js';

/** Events marked up at most: the soonest ones; a page is not the place for a whole archive. */
export const structuredEventsShown = 50;

/** The language's text, else the other's (docs/architecture.md: content falls back to the other language). */
function pick(language: Language, en: string, zh: string) {
  return isChinese(language) ? zh || en : en || zh;
}

/** What the events' data says of the society: its name and address, from its record in the page's language (issue 26). */
export type Society = Pick<PublicSite, 'name' | 'postalAddress'>;

function location(event: Event, language: Language, society: Society) {
  const text = pick(language, event.locationEn, event.locationZh);
  if (!text) return undefined;
  // Held at the society's home: its address in parts. Elsewhere the editor's text is the address.
  const atHome = `${event.locationEn} ${event.locationZh}`.includes(society.postalAddress.streetAddress);
  return {
    '@type': 'Place',
    name: text,
    address: atHome ? { '@type': 'PostalAddress', ...society.postalAddress } : text,
  };
}

export function eventStructuredData(event: Event, language: Language, origin: string, society: Society) {
  const description = pick(language, event.summaryEn, event.summaryZh) || pick(language, event.descriptionEn, event.descriptionZh);
  const where = location(event, language, society);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: pick(language, event.titleEn, event.titleZh),
    startDate: zonedIso(event.startsAt, event.timeZone),
    endDate: zonedIso(event.endsAt, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(where ? { location: where } : {}),
    // Without an image of its own, the site's share image (client/public/og-image.jpg).
    image: [imageUrl(event.imageUrl ?? '/og-image.jpg', origin)],
    ...(description ? { description } : {}),
    // Its own page in the language (the external link, tickets or sign-up, is on that page).
    url: pageUrl(origin, eventPath(event.slug), language),
    inLanguage: htmlLangOf[language],
    organizer: { '@type': 'Organization', name: society.name, url: origin },
  };
}

/** Characters that could end the script element or confuse an HTML parser, as JSON escapes. */
const unsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The `<script type="application/ld+json">` block of `events` (the soonest first), or an empty
 * string when there are none. No event text can close the element: `<` is written `\u003c`.
 */
export function structuredDataScript(events: readonly Event[], language: Language, origin: string, society: Society): string {
  if (!events.length) return '';
  const soonest = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)).slice(0, structuredEventsShown);
  return scriptOf(soonest.map((event) => eventStructuredData(event, language, origin, society)));
}

/** The block of one event's own page: the event itself, not a list. */
export function eventStructuredDataScript(event: Event, language: Language, origin: string, society: Society): string {
  return scriptOf(eventStructuredData(event, language, origin, society));
}

function scriptOf(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);
  return `<script type="application/ld+json">${json}</script>`;
}
