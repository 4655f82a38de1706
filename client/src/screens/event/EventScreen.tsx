// One event's page (issue 23; decision 026), /events/{slug}: when (in the event's time zone, and
// the visitor's when it differs), where with a map link, its image and programme, registration,
// the calendar actions, sharing (copy the link, or the system's share sheet where there is one)
// and the description. An address with old words is replaced by the current one; an id that
// names no event shows the not-found page (the server answered it with 404).
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { EventProgramme } from '../../../../shared/events';
import type { Event } from '../../../../shared/events.schema';
import { eventPageText, eventPath, pageUrl } from '../../../../shared/page-meta';
import { pageRoutes } from '../../../../shared/routes';
import { eventIdOfSlug } from '../../../../shared/slugs';
import { ArrowIcon, CalendarIcon, ExternalIcon, LinkIcon, MapPinIcon, ShareIcon } from '../../components/icons';
import { CloudPattern } from '../../components/CloudPattern';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Spinner } from '../../components/Spinner';
import { googleCalendarUrl, useAddToCalendar } from '../../features/events/add-to-calendar';
import { EventImage, imageSizes } from '../../features/events/EventImage';
import { eventRange, visitorRange } from '../../features/events/event-time';
import { mapUrl } from '../../features/events/map-link';
import { RegistrationPanel } from '../../features/registration/RegistrationPanel';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { publicOrigin, usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { eventCopy } from './event.copy';
import '../../components/page-banner.css';
import './event.css';

const programmePages: Record<EventProgramme, string> = {
  'qin-society': pageRoutes.qinSociety,
  'new-year-concert': pageRoutes.newYearConcert,
};

/** Opens in a new tab, and says so to a screen reader. */
function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('app.newTab')}</span>
    </a>
  );
}

function Facts({ event }: { event: Event }) {
  const { t, language } = useI18n();
  const copy = useCopy(eventCopy);
  const yourTime = visitorRange(event, language);
  const place = pick(language, event.locationEn, event.locationZh);
  const map = mapUrl(event);
  return (
    <section className="event-page__facts" aria-labelledby="event-details-title">
      <h2 id="event-details-title" className="visually-hidden">
        {copy.details}
      </h2>
      <dl>
        <div>
          <dt>{t('events.when')}</dt>
          <dd>
            <time dateTime={event.startsAt} data-event-time="">
              {eventRange(event, language)}
            </time>
            <span className="event-page__note">{t('events.timeZoneNote')}</span>
            {yourTime && <span className="event-page__note">{t('events.localTime', { time: yourTime })}</span>}
          </dd>
        </div>
        {place && (
          <div>
            <dt>{t('events.where')}</dt>
            <dd>
              <span lang={langOf(language, event.locationEn, event.locationZh)}>{place}</span>
              {map && (
                <NewTabLink href={map} className="text-link event-page__map">
                  <MapPinIcon />
                  {copy.map}
                </NewTabLink>
              )}
            </dd>
          </div>
        )}
        {event.programme && (
          <div>
            <dt>{copy.programme}</dt>
            <dd>
              <Link href={programmePages[event.programme]} className="text-link">
                {copy.programmes[event.programme]}
              </Link>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function CalendarActions({ event, address }: { event: Event; address: string }) {
  const { language } = useI18n();
  const copy = useCopy(eventCopy);
  const addToCalendar = useAddToCalendar();
  return (
    <p className="event-page__actions">
      <button type="button" className="button" onClick={() => addToCalendar(event)}>
        <CalendarIcon />
        {copy.addToCalendar}
      </button>
      <NewTabLink href={googleCalendarUrl(event, language, address)} className="button button--secondary">
        {copy.googleCalendar}
      </NewTabLink>
      {event.externalUrl && (
        <NewTabLink href={event.externalUrl} className="button button--secondary">
          {copy.externalLink} <ExternalIcon />
        </NewTabLink>
      )}
    </p>
  );
}

type ShareStatus = 'idle' | 'copied' | 'copyFailed' | 'shareFailed';

function Share({ title, text, address }: { title: string; text: string; address: string }) {
  const copy = useCopy(eventCopy);
  const [status, setStatus] = useState<ShareStatus>('idle');
  // The system's share sheet (phones, some desktops): where the browser has one.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setStatus('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is shown to copy by hand.
      setStatus('copyFailed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text: text || undefined, url: address });
      setStatus('idle');
    } catch (error) {
      // The visitor closed the sheet: nothing went wrong.
      if ((error as Error | undefined)?.name !== 'AbortError') setStatus('shareFailed');
    }
  };
  return (
    <section className="event-page__share" aria-labelledby="event-share-title">
      <h2 id="event-share-title" className="event-page__subtitle">
        {copy.share}
      </h2>
      <p className="event-page__actions">
        <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
          <LinkIcon />
          {copy.copyLink}
        </button>
        {canShare && (
          <button type="button" className="button button--secondary" onClick={() => void share()}>
            <ShareIcon />
            {copy.shareSheet}
          </button>
        )}
      </p>
      <p role="status" className="event-page__status" data-status={status}>
        {status === 'copied'
          ? copy.linkCopied
          : status === 'copyFailed'
            ? copy.copyFailed(address)
            : status === 'shareFailed'
              ? copy.shareFailed
              : ''}
      </p>
    </section>
  );
}

function EventPage({ event }: { event: Event }) {
  const { t, language } = useI18n();
  const copy = useCopy(eventCopy);
  const title = pick(language, event.titleEn, event.titleZh);
  const summary = pick(language, event.summaryEn, event.summaryZh);
  const description = pick(language, event.descriptionEn, event.descriptionZh);
  const address = pageUrl(publicOrigin(), eventPath(event.slug), language);
  return (
    <article data-screen="event" data-status={event.status} aria-labelledby="event-title">
      <header className="page-banner event-banner">
        <CloudPattern className="page-banner__clouds" />
        <div className="page-banner__inner">
          <nav aria-label={copy.breadcrumb} className="event-banner__crumbs">
            <Link href={pageRoutes.events} className="text-link">
              <span className="event-banner__back">
                <ArrowIcon />
              </span>
              {copy.allEvents}
            </Link>
          </nav>
          <p className="event-banner__badges">
            <span className={`badge badge--${event.status}`}>{t(`events.status.${event.status}`)}</span>
            {event.isFeatured && <span className="badge badge--featured">{t('events.featured')}</span>}
          </p>
          <h1 id="event-title" lang={langOf(language, event.titleEn, event.titleZh)}>
            {title}
          </h1>
          {summary && (
            <p className="lead" lang={langOf(language, event.summaryEn, event.summaryZh)}>
              {summary}
            </p>
          )}
        </div>
      </header>
      <div className={event.imageUrl ? 'page event-page' : 'page event-page event-page--text-only'}>
        {event.imageUrl && (
          <div className="event-page__media">
            <EventImage event={event} className="event-page__image" sizes={imageSizes.page} priority />
          </div>
        )}
        <div className="event-page__aside">
          <Facts event={event} />
          <RegistrationPanel event={event} />
          <CalendarActions event={event} address={address} />
          <Share title={title} text={summary} address={address} />
        </div>
        {description && (
          <section className="event-page__about" aria-labelledby="event-about-title">
            <h2 id="event-about-title" className="event-page__subtitle">
              {t('events.about')}
            </h2>
            <div className="event-page__description" lang={langOf(language, event.descriptionEn, event.descriptionZh)}>
              {description.split(/\n\s*\n/).map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, shown only, in their order; two may be the same
                <p key={i}>{paragraph.trim()}</p>
              ))}
            </div>
          </section>
        )}
      </div>
    </article>
  );
}

function EventScreen() {
  const { language } = useI18n();
  const copy = useCopy(eventCopy);
  const [, params] = useRoute<{ slug: string }>(pageRoutes.event);
  const [, navigate] = useLocation();
  const search = useSearch();
  const asked = params?.slug ?? '';
  const id = eventIdOfSlug(asked);
  const query = trpc.event.get.useQuery(
    { id: id ?? 0 },
    // An unknown event stays unknown: asked once.
    { enabled: id !== null, retry: (failures, error) => error.data?.httpStatus !== 404 && failures < 1 },
  );
  const event = query.data;
  const unknown = id === null || query.error?.data?.httpStatus === 404;
  usePageMeta(
    unknown ? 'notFound' : 'event',
    event && !unknown ? { text: eventPageText(event, language), path: eventPath(event.slug) } : undefined,
  );

  // An old address (the title changed since): the current one takes its place in history.
  useEffect(() => {
    if (event && event.slug !== asked) navigate(`${eventPath(event.slug)}${search ? `?${search}` : ''}`, { replace: true });
  }, [event, asked, search, navigate]);

  if (unknown) return <NotFound />;
  if (query.isError) {
    return (
      <div className="page page--narrow" data-screen="event">
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!event) {
    return (
      <div className="page" data-screen="event">
        <Spinner />
      </div>
    );
  }
  return <EventPage event={event} />;
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(EventScreen);
