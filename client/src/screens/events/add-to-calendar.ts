// The "add to calendar" action: the server's .ics file of the event (the same UID as in the
// calendar feed, so a subscribed calendar does not show it twice) in the current language.
import type { Event } from '../../../../shared/events.schema';
import { useI18n } from '../../i18n/i18n';
import { downloadFrom, eventIcsPath, icsFileName } from './ics';

export function useAddToCalendar() {
  const { language } = useI18n();
  return (event: Event) => downloadFrom(eventIcsPath(event.id, language), icsFileName(event.titleEn, `event-${event.id}`));
}
