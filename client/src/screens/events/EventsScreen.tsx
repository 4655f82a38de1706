// The events screen (SPEC.md §2): filters all / upcoming / ongoing / past kept in the URL
// (?status=) so a filter can be shared, the featured event, a learn-more link to each event's
// own page, an .ics download per event, the no-events message and the calendar subscription.
import { Link, useSearch } from 'wouter';
import { eventStatuses, featuredEvent, type EventStatus } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { eventPath } from '../../../../shared/page-meta';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { CalendarIcon } from '../../components/icons';
import { PageBanner } from '../../components/PageBanner';
import { Spinner } from '../../components/Spinner';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { useAddToCalendar } from '../../features/events/add-to-calendar';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventImage, imageSizes } from '../../features/events/EventImage';
import { cardDates, useCardDatesReady } from './event-dates';
import './events.css';
import { LoadError } from '../../components/LoadError';

const filters = ['all', ...eventStatuses] as const;
type Filter = (typeof filters)[number];

function readFilter(search: string): Filter {
  const status = new URLSearchParams(search).get('status');
  return (eventStatuses as readonly string[]).includes(status ?? '') ? (status as EventStatus) : 'all';
}

function DateLeaf({ event }: { event: Event }) {
  const { language } = useI18n();
  const leaf = cardDates(event, language);
  return (
    <span className="date-leaf" aria-hidden="true">
      <span className="date-leaf__month">{leaf.month}</span>
      <span className="date-leaf__day">{leaf.day}</span>
    </span>
  );
}

function EventActions({ event, prominent = false }: { event: Event; prominent?: boolean }) {
  const { t, language } = useI18n();
  const addToCalendar = useAddToCalendar();
  const title = pick(language, event.titleEn, event.titleZh);
  return (
    <p className="event-actions">
      <Link href={eventPath(event.slug)} className={prominent ? 'button' : 'button button--secondary'} aria-label={t('events.learnMoreAbout', { title })}>
        {t('events.learnMore')}
      </Link>
      <button
        type="button"
        className={prominent ? 'button button--secondary' : 'button button--quiet'}
        onClick={() => addToCalendar(event)}
        aria-label={t('events.addToCalendarAbout', { title })}
      >
        <CalendarIcon />
        {t('events.addToCalendar')}
      </button>
    </p>
  );
}

function Badges({ event }: { event: Event }) {
  const { t } = useI18n();
  return (
    <p className="event-badges">
      <span className={`badge badge--${event.status}`}>{t(`events.status.${event.status}`)}</span>
      {event.isFeatured && <span className="badge badge--featured">{t('events.featured')}</span>}
    </p>
  );
}

function FeaturedEvent({ event }: { event: Event }) {
  const { t, language } = useI18n();
  return (
    <section className="featured-event" aria-labelledby="featured-title" data-status={event.status}>
      <p className="featured-event__label">{t('events.featuredHeading')}</p>
      <div className={event.imageUrl ? 'featured-event__body featured-event__body--image' : 'featured-event__body'}>
        <DateLeaf event={event} />
        <div>
          <h2 id="featured-title" className="featured-event__title" lang={langOf(language, event.titleEn, event.titleZh)}>
            {pick(language, event.titleEn, event.titleZh)}
          </h2>
          <Badges event={event} />
          <p className="event-meta">
            <time dateTime={event.startsAt}>{cardDates(event, language).start}</time>
            <span lang={langOf(language, event.locationEn, event.locationZh)}>{pick(language, event.locationEn, event.locationZh)}</span>
          </p>
          <p className="featured-event__summary" lang={langOf(language, event.summaryEn, event.summaryZh)}>{pick(language, event.summaryEn, event.summaryZh)}</p>
          <EventActions event={event} prominent />
        </div>
        <EventImage event={event} className="featured-event__image" sizes={imageSizes.featured} priority />
      </div>
    </section>
  );
}

function EventCard({ event, priority }: { event: Event; priority: boolean }) {
  const { language } = useI18n();
  return (
    <li className={event.imageUrl ? 'event-card event-card--image' : 'event-card'} data-status={event.status} data-featured={event.isFeatured || undefined}>
      <DateLeaf event={event} />
      <div className="event-card__body">
        <Badges event={event} />
        <h3 className="event-card__title" lang={langOf(language, event.titleEn, event.titleZh)}>{pick(language, event.titleEn, event.titleZh)}</h3>
        <p className="event-meta">
          <time dateTime={event.startsAt} className="event-card__when">
            {cardDates(event, language).start}
          </time>
          <span className="event-card__where" lang={langOf(language, event.locationEn, event.locationZh)}>{pick(language, event.locationEn, event.locationZh)}</span>
        </p>
        <p className="event-card__summary" lang={langOf(language, event.summaryEn, event.summaryZh)}>{pick(language, event.summaryEn, event.summaryZh)}</p>
        <EventActions event={event} />
      </div>
      <EventImage event={event} className="event-card__image" sizes={imageSizes.card} priority={priority} />
    </li>
  );
}

export default function EventsScreen() {
  const { t, language } = useI18n();
  usePageMeta('events');
  const filter = readFilter(useSearch());
  const query = trpc.events.list.useQuery(filter === 'all' ? undefined : { status: filter });
  const datesReady = useCardDatesReady(query.data?.events, language);
  const featured = featuredEvent(query.data?.events);

  return (
    <div data-screen="events">
      <PageBanner eyebrow={t('app.name')} title={t('events.title')} lead={t('events.intro')} glyph="會">
        <p className="banner-links">
          <Link href={pageRoutes.qinSociety} className="text-link">
            {t('events.qinLink')}
          </Link>
          <Link href={pageRoutes.newYearConcert} className="text-link">
            {t('events.concertLink')}
          </Link>
        </p>
      </PageBanner>
      <div className="page events-page">
        <nav aria-label={t('events.filter.label')} className="filters">
          {filters.map((f) => (
            <Link
              key={f}
              href={f === 'all' ? pageRoutes.events : `${pageRoutes.events}?status=${f}`}
              className="filter"
              aria-current={f === filter ? 'page' : undefined}
            >
              {t(`events.filter.${f}`)}
            </Link>
          ))}
        </nav>
        {query.isPending || (query.isSuccess && !datesReady) ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : query.data.events.length === 0 ? (
          <div className="notice events-empty" role="status">
            <p>{t('events.empty')}</p>
            {filter !== 'all' && (
              <Link href={pageRoutes.events} className="text-link">
                {t('events.emptyAll')}
              </Link>
            )}
          </div>
        ) : (
          <>
            {featured && <FeaturedEvent event={featured} />}
            <section aria-labelledby="event-list-title">
              <h2 id="event-list-title" className="events-page__heading">
                {filter === 'all' ? t('events.listHeading') : t(`events.filter.${filter}`)}
              </h2>
              <ul className="event-list">
                {query.data.events.map((event, index) => (
                  // The first card's image is near the top when no featured event is above it.
                  <EventCard key={event.id} event={event} priority={index === 0 && !featured?.imageUrl} />
                ))}
              </ul>
            </section>
          </>
        )}
        <CalendarSubscribe />
      </div>
    </div>
  );
}
