// A ticket's own page (/tickets/{code}, issue 38): its QR code large (black on white in both
// themes, to be scanned at the door), the event in the page's language, when (in the event's own
// zone) and where, the name, and whether it still lets them in; links to the event's page and its
// calendar file. It works offline once opened: the last answer is kept on the device (kept-ticket.ts)
// and shown, said to be the kept copy, when the network is gone; the offline shell (a service
// worker) brings the page itself back on a reload with no network. A code of the wrong shape, or
// one the server does not know (404), is a bad link, said so. The server answers this address with
// noindex and no-referrer (shared/page-meta.ts carriesSecret).
import { useEffect, useState } from 'react';
import { Link, useRoute } from 'wouter';
import type { Ticket } from '../../../../shared/check-in.schema';
import { formatEventRange } from '../../../../shared/moments';
import { eventPath } from '../../../../shared/page-meta';
import { pageRoutes } from '../../../../shared/routes';
import { CalendarIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { visitorLocale } from '../../features/events/event-time';
import { eventIcsPath, icsFileName } from '../../features/events/ics';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { registerOfflineShell } from '../../lib/offline-shell';
import { usePageMeta } from '../../lib/page-meta';
import { formatMoment } from '../../lib/site-time';
import { trpc, withData } from '../../lib/trpc-react';
import { forgetTicket, isTicketCode, keepTicket, keptTicket, qrImageSrc } from './kept-ticket';
import { ticketCopy } from './ticket.copy';
import './ticket.css';

function TicketScreen() {
  usePageMeta('ticket');
  const [, params] = useRoute<{ code: string }>(pageRoutes.ticket);
  const code = params?.code ?? '';
  // Another code is another page: its state starts afresh.
  return <TicketPage key={code} code={code} />;
}

/** The server's answer that no ticket has this code (404), or that it is not one (400). */
function isUnknownTicket(error: { data?: { httpStatus?: number } | null } | null): boolean {
  const status = error?.data?.httpStatus;
  return status === 404 || status === 400;
}

function TicketPage({ code }: { code: string }) {
  const copy = useCopy(ticketCopy);
  const shaped = isTicketCode(code);
  const [kept] = useState(() => (shaped ? keptTicket(code) : null));
  const [shellReady, setShellReady] = useState(false);
  const query = trpc.checkIn.ticket.useQuery(
    { code },
    // An unknown ticket stays unknown: asked once. With a kept copy, a failure shows it at once.
    { enabled: shaped, retry: (failures, error) => !isUnknownTicket(error) && !kept && failures < 1 },
  );
  const unknown = !shaped || isUnknownTicket(query.error);

  useEffect(() => {
    if (!query.data) return;
    keepTicket(code, query.data);
    // Shown: from now on this page opens with no network too.
    let live = true;
    void registerOfflineShell().then(() => live && setShellReady(true));
    return () => {
      live = false;
    };
  }, [code, query.data]);

  useEffect(() => {
    if (unknown && shaped) forgetTicket(code);
  }, [unknown, shaped, code]);

  if (unknown) return <BadLink />;
  // Offline: the query waits for the network (paused) or failed; the kept copy stands in.
  const offline = !query.data && (query.fetchStatus === 'paused' || query.isError);
  const ticket = query.data ?? kept?.ticket;
  if (!ticket) {
    if (offline) {
      return (
        <div className="page page--narrow" data-screen="ticket" data-state="error">
          <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
        </div>
      );
    }
    return (
      <div className="page page--narrow" data-screen="ticket" data-state="loading">
        <Spinner />
      </div>
    );
  }
  return (
    <TicketView
      ticket={ticket}
      keptAt={query.data ? null : (kept?.savedAt ?? null)}
      offline={offline}
      shellReady={shellReady}
      code={code}
    />
  );
}

function TicketView({
  ticket,
  keptAt,
  offline,
  shellReady,
  code,
}: {
  ticket: Ticket;
  keptAt: string | null;
  offline: boolean;
  shellReady: boolean;
  code: string;
}) {
  const { t, language } = useI18n();
  const copy = useCopy(ticketCopy);
  const { event } = ticket;
  const title = pick(language, event.titleEn, event.titleZh);
  const place = pick(language, event.locationEn, event.locationZh);
  const when = formatEventRange(language, event, event.timeZone, visitorLocale(language));
  const lets = ticket.status === 'confirmed';
  return (
    <article
      className="page page--narrow ticket-page"
      data-screen="ticket"
      data-state="ticket"
      data-status={ticket.status}
      data-source={keptAt ? 'kept' : 'network'}
      data-offline-ready={shellReady ? '' : undefined}
      data-code={code}
      aria-labelledby="ticket-title"
    >
      <header className="ticket-page__head">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1 id="ticket-title" lang={langOf(language, event.titleEn, event.titleZh)}>
          {title}
        </h1>
      </header>
      {offline && keptAt && (
        <div className="ticket-page__offline" role="status" data-offline="">
          <p>{copy.offline(formatMoment(language, keptAt))}</p>
          {lets && <p>{copy.offlineHint}</p>}
        </div>
      )}
      <div className={`ticket-page__status ticket-page__status--${ticket.status}`} data-ticket-status={ticket.status}>
        <p className="ticket-page__status-title">
          <span aria-hidden="true">{lets ? '✓ ' : '✕ '}</span>
          {ticket.status === 'confirmed' ? copy.valid : ticket.status === 'cancelled' ? copy.cancelled : copy.waitlisted}
        </p>
        {ticket.status === 'cancelled' && <p>{copy.cancelledHint}</p>}
        {ticket.checkedInAt && (
          <p data-checked-in="">
            {copy.checkedIn(formatMoment(language, ticket.checkedInAt, { timeZone: event.timeZone, intlZoneName: 'short' }))}
          </p>
        )}
      </div>
      {lets && (
        <figure className="ticket-page__qr">
          <img src={qrImageSrc(ticket.qrSvg)} alt={copy.qrAlt(ticket.name)} width={320} height={320} decoding="sync" />
          <figcaption>{copy.showAtDoor}</figcaption>
        </figure>
      )}
      <dl className="ticket-page__facts">
        <div>
          <dt>{copy.name}</dt>
          <dd data-ticket-name="">{ticket.name}</dd>
        </div>
        <div>
          <dt>{t('events.when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{when}</time>
          </dd>
        </div>
        {place && (
          <div>
            <dt>{t('events.where')}</dt>
            <dd lang={langOf(language, event.locationEn, event.locationZh)}>{place}</dd>
          </div>
        )}
      </dl>
      <p className="actions ticket-page__actions">
        <a
          href={eventIcsPath(event.id, language)}
          download={icsFileName(event.titleEn, `event-${event.id}`)}
          className="button button--secondary"
        >
          <CalendarIcon />
          {copy.addToCalendar}
        </a>
        <Link href={eventPath(event.slug)} className="text-link">
          {copy.eventPage}
        </Link>
      </p>
    </article>
  );
}

function BadLink() {
  const copy = useCopy(ticketCopy);
  return (
    <div className="page page--narrow ticket-page" data-screen="ticket" data-state="bad-link">
      <p className="eyebrow">{copy.eyebrow}</p>
      <div className="ticket-page__bad" role="alert">
        <h1 className="ticket-page__bad-title">{copy.badLink}</h1>
        <p>{copy.badLinkHint}</p>
      </div>
      <p className="actions">
        <Link href={pageRoutes.events} className="text-link">
          {copy.toEvents}
        </Link>
      </p>
    </div>
  );
}

// Its query needs the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(TicketScreen);
