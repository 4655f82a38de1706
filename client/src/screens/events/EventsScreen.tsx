// The events screen (docs/product.md §2): filters all / upcoming / ongoing / past kept in the URL
// (?status=) so a filter can be shared, the featured event, a learn-more link to each event's
// own page, an .ics download per event, the no-events message and the calendar subscription. What
// is on now and next comes first (a page, then "show more"); the past events follow by year and
// in pages, the year and page in the URL (?year=2019&page=2), so twenty years of events stay a
// light page that a visitor can still click through to the first event (decision 027).
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { featuredEvent, type EventStatus } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { eventPath } from '../../../../shared/page-meta';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { CalendarIcon } from '../../components/icons';
import { PageBanner } from '../../components/PageBanner';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { trpc, withData } from '../../lib/trpc-react';
import { useAddToCalendar } from '../../features/events/add-to-calendar';
import { comingPageSize, filters, pagesOf, pastPageSize, readView, showsPast, viewHref, type EventsView } from './archive-view';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EventImage, imageSizes } from '../../features/events/EventImage';
import { cardDates, useCardDatesReady } from './event-dates';
import './events.css';
import { LoadError } from '../../components/LoadError';
import { useSite } from '../../lib/site-content';

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
      {/* The title is in the link's text too, out of sight: crawlers (Lighthouse's link-text
          audit) read the text, where "Learn more" alone says nothing; the aria-label keeps the
          name screen readers say exactly "Learn more: <title>". */}
      <Link
        href={eventPath(event.slug)}
        className={prominent ? 'button' : 'button button--secondary'}
        aria-label={t('events.learnMoreAbout', { title })}
      >
        {t('events.learnMore')}
        <span className="visually-hidden">{t('events.learnMoreAbout', { title }).slice(t('events.learnMore').length)}</span>
      </Link>
      {/* A past event has nothing left to put in a calendar. */}
      {event.status !== 'past' && (
        <button
          type="button"
          className={prominent ? 'button button--secondary' : 'button button--quiet'}
          onClick={() => addToCalendar(event)}
          aria-label={t('events.addToCalendarAbout', { title })}
        >
          <CalendarIcon />
          {t('events.addToCalendar')}
        </button>
      )}
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
          <p className="featured-event__summary" lang={langOf(language, event.summaryEn, event.summaryZh)}>
            {pick(language, event.summaryEn, event.summaryZh)}
          </p>
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
    <li
      className={event.imageUrl ? 'event-card event-card--image' : 'event-card'}
      data-status={event.status}
      data-featured={event.isFeatured || undefined}
    >
      <DateLeaf event={event} />
      <div className="event-card__body">
        <Badges event={event} />
        <h3 className="event-card__title" lang={langOf(language, event.titleEn, event.titleZh)}>
          {pick(language, event.titleEn, event.titleZh)}
        </h3>
        <p className="event-meta">
          <time dateTime={event.startsAt} className="event-card__when">
            {cardDates(event, language).start}
          </time>
          <span className="event-card__where" lang={langOf(language, event.locationEn, event.locationZh)}>
            {pick(language, event.locationEn, event.locationZh)}
          </span>
        </p>
        <p className="event-card__summary" lang={langOf(language, event.summaryEn, event.summaryZh)}>
          {pick(language, event.summaryEn, event.summaryZh)}
        </p>
        <EventActions event={event} />
      </div>
      <EventImage event={event} className="event-card__image" sizes={imageSizes.card} priority={priority} />
    </li>
  );
}

/**
 * The events of a coming status, `comingPageSize` at a time: the first page, then one more per
 * "show more". Each page is its own cached read (GET /api/events?status=…&page=…).
 */
function useComing(status: Exclude<EventStatus, 'past'>, enabled: boolean) {
  const [pages, setPages] = useState(1);
  const queries = trpc.useQueries((t) =>
    Array.from({ length: enabled ? pages : 0 }, (_, i) => t.events.list({ status, page: i + 1, pageSize: comingPageSize })),
  );
  const loaded = queries.filter((q) => q.data).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: queries is a new array each render; the pages' data changes only with their update times
  const events = useMemo(() => queries.flatMap((q) => q.data?.events ?? []), [queries.map((q) => q.dataUpdatedAt).join()]);
  return {
    events,
    total: queries[0]?.data?.total ?? 0,
    /** Only the first page is waited for; later ones show on the button. */
    isPending: enabled && !queries[0]?.data && !queries[0]?.isError,
    isError: queries.some((q) => q.isError),
    loadingMore: loaded < queries.length,
    showMore: () => setPages((n) => n + 1),
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}

type Coming = ReturnType<typeof useComing>;

/** Cards of coming events, and "show more" while there are more than those shown. */
function ComingList({ coming, titleId, title, featured }: { coming: Coming; titleId: string; title: string; featured?: Event }) {
  const { t } = useI18n();
  if (coming.events.length === 0) return null;
  const more = coming.events.length < coming.total;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="events-page__heading">
        {title}
      </h2>
      <ul className="event-list">
        {coming.events.map((event, index) => (
          // The first card's image is near the top when no featured event is above it.
          <EventCard key={event.id} event={event} priority={index === 0 && !featured?.imageUrl} />
        ))}
      </ul>
      <div className="events-more">
        <p className="events-more__count" role="status">
          {more ? t('events.shownOf', { shown: coming.events.length, total: coming.total }) : ''}
        </p>
        {more && (
          // aria-disabled, not disabled, while the next page loads: a disabled button would drop the keyboard's focus.
          <button
            type="button"
            className="button button--secondary"
            onClick={() => !coming.loadingMore && coming.showMore()}
            aria-disabled={coming.loadingMore || undefined}
            aria-busy={coming.loadingMore || undefined}
          >
            {coming.loadingMore ? t('app.loading') : t('events.showMore')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Where the visitor was on a page of the archive when they followed one of its links. */
interface ArchivePosition {
  scrollY: number;
  href: string;
}
const positionKey = 'archivePosition';

/** A click on a link of the archive (a page or a year): its entry in the history keeps the scroll position and the link. */
function keepArchivePosition(event: ReactMouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // Before the link's own handler pushes the next entry (this is the capture phase).
  const position: ArchivePosition = { scrollY: window.scrollY, href: link.getAttribute('href')! };
  history.replaceState({ ...(history.state as object | null), [positionKey]: position }, '');
}

/**
 * The position kept in the current history entry, taken out of it: there only when the visitor
 * left this entry by a link of the archive and came back to it (Back, Forward), a followed link
 * making an entry of its own.
 */
function takeArchivePosition(): ArchivePosition | null {
  const state = history.state as Record<string, unknown> | null;
  const position = state?.[positionKey] as ArchivePosition | undefined;
  if (!position || typeof position.scrollY !== 'number') return null;
  const { [positionKey]: _taken, ...rest } = state!;
  history.replaceState(Object.keys(rest).length ? rest : null, '');
  return position;
}

/** The past events: a link per year that has some, and the page of the year (or of every year) asked for. */
function PastEvents({ view, hideWhenEmpty }: { view: EventsView; hideWhenEmpty: boolean }) {
  const { t, language } = useI18n();
  const years = trpc.events.years.useQuery({ status: 'past' });
  const list = trpc.events.list.useQuery({ status: 'past', year: view.year, page: view.page, pageSize: pastPageSize });
  const datesReady = useCardDatesReady(list.data?.events, language);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const listReady = list.isSuccess && datesReady;
  // After a year or page link the new page starts at its heading (focus brings it into view);
  // on arrival the page starts at the top. Back (or Forward) to a page of the archive returns
  // where the visitor left it: the link they followed gets the focus at the scroll position it
  // had (kept in that history entry: the app restores no scroll positions itself).
  const arrived = useRef(false);
  const returning = useRef<ArchivePosition | null>(null);
  // Layout effects both, in this order: the position is taken, then restored in the same commit
  // when the page's list is already here (a page seen before), else when it comes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view.year and view.page are the trigger: a new page of the archive
  useLayoutEffect(() => {
    if (arrived.current) {
      returning.current = takeArchivePosition();
      if (!returning.current) headingRef.current?.focus();
    }
    arrived.current = true;
  }, [view.year, view.page]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: view.year and view.page are the trigger: the position is restored for the page just arrived at
  useLayoutEffect(() => {
    const position = returning.current;
    if (!position || !listReady) return;
    returning.current = null;
    window.scrollTo(0, position.scrollY);
    const link = [...(sectionRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])].find(
      (a) => a.getAttribute('href') === position.href,
    );
    (link ?? headingRef.current)?.focus({ preventScroll: true });
  }, [listReady, view.year, view.page]);

  if (hideWhenEmpty && view.year === undefined && list.data?.total === 0) return null;
  const yearLinks = years.data?.years ?? [];
  const pages = pagesOf(list.data?.total ?? 0, pastPageSize);
  return (
    <section aria-labelledby="past-events-title" className="past-events" ref={sectionRef} onClickCapture={keepArchivePosition}>
      <h2 id="past-events-title" className="events-page__heading" ref={headingRef} tabIndex={-1}>
        {view.year === undefined ? t('events.pastHeading') : t('events.pastYearHeading', { year: view.year })}
      </h2>
      {yearLinks.length > 0 && (
        <nav aria-label={t('events.years.label')} className="event-years">
          <ul>
            <li>
              <Link
                href={viewHref({ filter: view.filter, page: 1 })}
                className="filter year-link"
                aria-current={view.year === undefined ? 'page' : undefined}
              >
                {t('events.years.latest')}
              </Link>
            </li>
            {yearLinks.map(({ year, count }) => (
              <li key={year}>
                <Link
                  href={viewHref({ filter: view.filter, year, page: 1 })}
                  className="filter year-link"
                  aria-current={view.year === year ? 'page' : undefined}
                  aria-label={t('events.years.link', { year, count })}
                >
                  {year}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.isPending || (list.isSuccess && !datesReady) ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.events.length === 0 ? (
        <div className="notice events-empty" role="status">
          <p>{view.year === undefined ? t('events.empty') : t('events.pastEmptyYear', { year: view.year })}</p>
          <Link href={viewHref({ filter: view.filter, page: 1 })} className="text-link">
            {t('events.years.latestLink')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="event-list">
            {list.data.events.map((event) => (
              <EventCard key={event.id} event={event} priority={false} />
            ))}
          </ul>
          <Pager page={view.page} count={pages} hrefOf={(page) => viewHref({ ...view, page })} />
        </>
      )}
    </section>
  );
}

function EventsScreen() {
  const { t, language } = useI18n();
  usePageMeta('events');
  const view = readView(useSearch());
  const filter = view.filter;
  const ongoing = useComing('ongoing', filter === 'all' || filter === 'ongoing');
  const upcoming = useComing('upcoming', filter === 'all' || filter === 'upcoming');
  // Whether the past list is empty too (to show one no-events message for "all"): its first page is one small cached read.
  const pastProbe = trpc.events.list.useQuery({ status: 'past', page: 1, pageSize: pastPageSize }, { enabled: showsPast(filter) });
  // The featured event, however far down the coming events it is: the first flagged one of the
  // list's order (ongoing, upcoming, past) that has not ended, one small cached read.
  const showsComing = filter !== 'past';
  const featuredQuery = trpc.events.list.useQuery(
    { featured: true, pageSize: 1, ...(filter === 'all' ? {} : { status: filter }) },
    { enabled: showsComing },
  );
  const featured = showsComing ? featuredEvent(featuredQuery.data?.events) : undefined;
  const coming = useMemo(() => [...ongoing.events, ...upcoming.events], [ongoing.events, upcoming.events]);
  const dated = useMemo(() => (featured && !coming.some((e) => e.id === featured.id) ? [featured, ...coming] : coming), [featured, coming]);
  const datesReady = useCardDatesReady(dated, language);
  const comingLists = filter === 'all' ? [ongoing, upcoming] : filter === 'ongoing' ? [ongoing] : filter === 'upcoming' ? [upcoming] : [];
  const pending =
    comingLists.some((c) => c.isPending) ||
    (showsComing && featuredQuery.isPending) ||
    (showsPast(filter) && pastProbe.isPending) ||
    !datesReady;
  const failed =
    comingLists.find((c) => c.isError) ??
    (pastProbe.isError ? { refetch: () => void pastProbe.refetch() } : undefined) ??
    (showsComing && featuredQuery.isError ? { refetch: () => void featuredQuery.refetch() } : undefined);
  const noComing = comingLists.every((c) => c.total === 0);
  const noPast = !showsPast(filter) || (pastProbe.data?.total ?? 0) === 0;
  const empty = noComing && noPast && view.year === undefined;

  const siteName = useSite().name;
  return (
    <div data-screen="events">
      <PageBanner eyebrow={siteName} title={t('events.title')} lead={t('events.intro')} glyph="會">
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
            <Link key={f} href={viewHref({ filter: f, page: 1 })} className="filter" aria-current={f === filter ? 'page' : undefined}>
              {t(`events.filter.${f}`)}
            </Link>
          ))}
        </nav>
        {pending ? (
          <Spinner />
        ) : failed ? (
          <LoadError onRetry={failed.refetch} />
        ) : empty ? (
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
            {filter === 'all' ? (
              <>
                <ComingList coming={ongoing} titleId="ongoing-events-title" title={t('events.filter.ongoing')} featured={featured} />
                <ComingList coming={upcoming} titleId="upcoming-events-title" title={t('events.filter.upcoming')} featured={featured} />
              </>
            ) : (
              filter !== 'past' && (
                <ComingList
                  coming={filter === 'ongoing' ? ongoing : upcoming}
                  titleId="event-list-title"
                  title={t(`events.filter.${filter}`)}
                  featured={featured}
                />
              )
            )}
            {showsPast(filter) && <PastEvents view={view} hideWhenEmpty={filter === 'all'} />}
          </>
        )}
        <CalendarSubscribe />
      </div>
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(EventsScreen);
