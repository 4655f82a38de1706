// The events list with its four filters; the filter lives in the URL (?status=) so it can be shared.
import { Link, useSearch } from 'wouter';
import { eventStatuses, type EventStatus } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { Spinner } from '../../components/Spinner';
import { pick, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';

const filters = ['all', ...eventStatuses] as const;
type Filter = (typeof filters)[number];

function readFilter(search: string): Filter {
  const status = new URLSearchParams(search).get('status');
  return (eventStatuses as readonly string[]).includes(status ?? '') ? (status as EventStatus) : 'all';
}

function EventCard({ event }: { event: Event }) {
  const { language, t } = useI18n();
  const locale = language === 'zh' ? 'zh-CN' : 'en-CA';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: event.timeZone }).format(
    new Date(event.startsAt),
  );
  return (
    <li className="event-card" data-status={event.status}>
      <p className="event-card__meta">
        <span className={`badge badge--${event.status}`}>{t(`events.status.${event.status}`)}</span>
        {event.isFeatured && <span className="badge badge--featured">{t('events.featured')}</span>}
      </p>
      <h2 className="event-card__title">{pick(language, event.titleEn, event.titleZh)}</h2>
      <p className="event-card__when">
        <time dateTime={event.startsAt}>{when}</time>
      </p>
      <p className="event-card__where">{pick(language, event.locationEn, event.locationZh)}</p>
      <p>{pick(language, event.summaryEn, event.summaryZh)}</p>
    </li>
  );
}

export default function EventsScreen() {
  const { t } = useI18n();
  const filter = readFilter(useSearch());
  const query = trpc.events.list.useQuery(filter === 'all' ? undefined : { status: filter });

  return (
    <div className="page">
      <h1>{t('events.title')}</h1>
      <p className="lead">{t('events.intro')}</p>
      <nav aria-label={t('events.filter.label')} className="filters">
        {filters.map((f) => (
          <Link key={f} href={f === 'all' ? '/events' : `/events?status=${f}`} className="filter" aria-current={f === filter ? 'page' : undefined}>
            {t(`events.filter.${f}`)}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div role="alert" className="notice">
          <p>{t('events.loadError')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('events.retry')}
          </button>
        </div>
      ) : query.data.events.length === 0 ? (
        <p className="notice">{t('events.empty')}</p>
      ) : (
        <ul className="event-list">
          {query.data.events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </div>
  );
}
