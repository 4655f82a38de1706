// The "add to calendar" actions: the server's .ics file of the event (the same UID as in the
// calendar feed, so a subscribed calendar does not show it twice) in the current language, and
// Google Calendar's own "add event" page, which cannot open a file.
import type { Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import { pick, useI18n } from '../../i18n/i18n';
import { downloadFrom, eventIcsPath, icsFileName } from './ics';

export function useAddToCalendar() {
  const { language } = useI18n();
  return (event: Event) => downloadFrom(eventIcsPath(event.id, language), icsFileName(event.titleEn, `event-${event.id}`));
}

/** An instant as Google Calendar's `dates` write it: 20261205T230000Z. */
const googleInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Google Calendar's page that adds the event (its documented `render?action=TEMPLATE` address):
 * the title, the UTC times with the event's zone, the place, and the summary with the page's address.
 */
export function googleCalendarUrl(event: Event, language: Language, pageAddress: string): string {
  const summary = pick(language, event.summaryEn, event.summaryZh);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: pick(language, event.titleEn, event.titleZh),
    dates: `${googleInstant(event.startsAt)}/${googleInstant(event.endsAt)}`,
    ctz: event.timeZone,
    details: summary ? `${summary}\n\n${pageAddress}` : pageAddress,
    location: pick(language, event.locationEn, event.locationZh),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
