// The coming events of one programme on its page (/events/qin-society, /events/new-year-concert):
// the events an editor put in that programme that have not ended, soonest first, each a link to
// its own page. The served HTML of the page marks up the same events for search engines
// (decision 017).
import { Link } from 'wouter';
import type { EventProgramme } from '../../../../shared/events';
import { eventListLimits } from '../../../../shared/events';
import { eventPath } from '../../../../shared/page-meta';
import { pageRoutes } from '../../../../shared/routes';
import { Section } from '../../components/Section';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc-react';
import { eventRange } from './event-time';
import './programme-events.css';

export function ProgrammeEvents({ programme }: { programme: EventProgramme }) {
  const { t, language } = useI18n();
  // The programme's events that have not ended, however many other events there are: its
  // ongoing ones, then its coming ones (each a cached read of its own).
  const ongoing = trpc.events.list.useQuery({ programme, status: 'ongoing', pageSize: eventListLimits.pageSizeMax });
  const upcoming = trpc.events.list.useQuery({ programme, status: 'upcoming', pageSize: eventListLimits.pageSizeMax });
  const events = [...(ongoing.data?.events ?? []), ...(upcoming.data?.events ?? [])];
  if (!events.length) return null;
  return (
    <Section titleId={`${programme}-events-title`} title={t('programme.comingUp')}>
      <ul className="programme-events">
        {events.map((event) => (
          <li key={event.id} className="programme-events__item">
            <h3 className="programme-events__title" lang={langOf(language, event.titleEn, event.titleZh)}>
              <Link href={eventPath(event.slug)}>{pick(language, event.titleEn, event.titleZh)}</Link>
            </h3>
            <p className="event-meta">
              <time dateTime={event.startsAt}>{eventRange(event, language)}</time>
              <span lang={langOf(language, event.locationEn, event.locationZh)}>{pick(language, event.locationEn, event.locationZh)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link href={pageRoutes.events}>{t('programme.allEvents')}</Link>
      </p>
    </Section>
  );
}
