// The "add to calendar" action: an .ics file of the event in the current language.
import type { Event } from '../../../../shared/events.schema';
import { pageRoutes } from '../../../../shared/routes';
import { pick, useI18n } from '../../i18n/i18n';
import { buildIcs, downloadIcs, icsFileName } from './ics';

export function useAddToCalendar() {
  const { language } = useI18n();
  return (event: Event) => {
    const title = pick(language, event.titleEn, event.titleZh);
    const ics = buildIcs({
      uid: `event-${event.id}@${window.location.host}`,
      title,
      description: pick(language, event.descriptionEn, event.descriptionZh) || pick(language, event.summaryEn, event.summaryZh),
      location: pick(language, event.locationEn, event.locationZh),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      url: event.externalUrl ?? `${window.location.origin}${pageRoutes.events}`,
    });
    downloadIcs(ics, icsFileName(event.titleEn, `event-${event.id}`));
  };
}
