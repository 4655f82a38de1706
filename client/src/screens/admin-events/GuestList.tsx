// An event's guest list, for the door (issue 23): a dialog, full screen on a phone, with the
// counts (checked in, confirmed, waiting), a search by name or e-mail, one tap to check a guest
// in (and one to undo it), the waitlist in its order, the cancelled apart, and the CSV download.
// Each check-in is said in a status line in the dialog, and the count changes at once.
import { useId, useState } from 'react';
import type { Event } from '../../../../shared/events.schema';
import type { Registration } from '../../../../shared/registrations.schema';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { SearchField } from '../../components/ListControls';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { pick, useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { adminEventsCopy } from './admin-events.copy';
import { groupGuests, searchGuests, withRegistration } from './guest-list';

interface GuestListProps {
  /** The event whose guests are shown; null: closed. */
  event: Event | null;
  onClose: () => void;
}

export function GuestList({ event, onClose }: GuestListProps) {
  const titleId = useId();
  return (
    <Dialog open={event !== null} onClose={onClose} labelledBy={titleId} className="admin-dialog guest-list" closeOnBackdrop={false}>
      {event && <Guests key={event.id} event={event} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

/** The CSV of an event's registrations, its headers in the interface language. */
export const registrationsCsvHref = (eventId: number, language: string) =>
  `/api/admin/events/${eventId}/registrations.csv?language=${language}`;

function Guests({ event, titleId, onClose }: { event: Event; titleId: string; onClose: () => void }) {
  const { language } = useI18n();
  const copy = useCopy(adminEventsCopy);
  const input = { id: event.id };
  // Another door keeper may check guests in meanwhile: read again now and then.
  const query = trpc.registrations.list.useQuery(input, { refetchInterval: 30_000 });
  const utils = trpc.useUtils();
  const setAttended = trpc.registrations.setAttended.useMutation();
  const [q, setQ] = useState('');
  const [pending, setPending] = useState<number | null>(null);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const csvHint = useId();
  const title = pick(language, event.titleEn, event.titleZh);

  const toggle = async (guest: Registration) => {
    if (pending !== null) return;
    setPending(guest.id);
    setSaid(null);
    try {
      const changed = await setAttended.mutateAsync({ id: event.id, registrationId: guest.id, attended: !guest.attended });
      utils.registrations.list.setData(input, (list) => (list ? withRegistration(list, changed) : list));
      setSaid({ text: (changed.attended ? copy.checkedInNotice : copy.uncheckedNotice)(guest.name), error: false });
      // The same button, now the other way (Check in ↔ Undo), keeps the focus.
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`.guest[data-registration-id="${guest.id}"] .guest__check`)?.focus(),
      );
    } catch (error) {
      setSaid({ text: callFailureText(error, copy.network, copy.checkInFailed), error: true });
    } finally {
      setPending(null);
    }
  };

  const guestRow = (guest: Registration) => (
    <li key={guest.id} className="guest" data-registration-id={guest.id} data-attended={guest.attended || undefined}>
      <div className="guest__who">
        <span className="guest__name">{guest.name}</span>
        <span className="guest__email">{guest.email}</span>
        {guest.status === 'confirmed' && guest.attended && guest.attendedAt ? (
          <span className="guest__when guest__when--in">
            ✓ {copy.checkedIn} ·{' '}
            <time dateTime={guest.attendedAt}>{formatMoment(language, guest.attendedAt, { timeZone: event.timeZone })}</time>
          </span>
        ) : guest.status === 'cancelled' && guest.cancelledAt ? (
          <span className="guest__when">{copy.cancelledAt(formatMoment(language, guest.cancelledAt, { timeZone: event.timeZone }))}</span>
        ) : (
          <span className="guest__when">{copy.registeredAt(formatMoment(language, guest.createdAt, { timeZone: event.timeZone }))}</span>
        )}
      </div>
      {guest.status === 'waitlisted' && guest.position !== null && (
        <span className="guest__place">{copy.waitlistPlace(guest.position)}</span>
      )}
      {guest.status === 'confirmed' && (
        <button
          type="button"
          className={guest.attended ? 'button button--secondary guest__check' : 'button guest__check'}
          aria-label={(guest.attended ? copy.undoCheckInAbout : copy.checkInAbout)(guest.name)}
          // Not disabled while it saves: a disabled button drops the focus to the page (toggle ignores a second press).
          aria-disabled={pending === guest.id || undefined}
          onClick={() => void toggle(guest)}
        >
          {guest.attended ? copy.undoCheckIn : copy.checkIn}
        </button>
      )}
    </li>
  );

  const body = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    const list = query.data;
    const found = searchGuests(list.registrations, q);
    const groups = groupGuests(found);
    return (
      <>
        <ul className="guest-list__counts">
          <li data-count="attended">{copy.checkedInCount(list.attended)}</li>
          <li data-count="confirmed">{copy.confirmedCount(list.confirmed, list.capacity)}</li>
          <li data-count="waitlisted">{copy.waitingCount(list.waitlisted)}</li>
        </ul>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is the search landmark only since Chrome and Firefox 118 and Safari 17; the build targets ES2022 browsers, where a div with role=search is one in all */}
        <div role="search" className="guest-list__search">
          <SearchField label={copy.guestSearch} hint={copy.guestSearchHint} value={q} onChange={setQ} />
        </div>
        <div className="guest-list__said" role="status">
          {said && !said.error && <p>{said.text}</p>}
        </div>
        <div className="guest-list__said" role="alert">
          {said?.error && <p className="form-error">{said.text}</p>}
        </div>
        {list.registrations.length === 0 ? (
          <p className="notice">{copy.noGuests}</p>
        ) : found.length === 0 ? (
          <p className="notice">{copy.noGuestMatch(q.trim())}</p>
        ) : (
          <>
            <section aria-labelledby={`${titleId}-confirmed`}>
              <h3 id={`${titleId}-confirmed`}>{copy.confirmedHeading}</h3>
              {groups.confirmed.length ? (
                <ul className="guest-list__guests">{groups.confirmed.map(guestRow)}</ul>
              ) : (
                <p className="guest-list__none">{copy.noneInGroup}</p>
              )}
            </section>
            {groups.waitlisted.length > 0 && (
              <section aria-labelledby={`${titleId}-waitlist`}>
                <h3 id={`${titleId}-waitlist`}>{copy.waitlistHeading}</h3>
                <ol className="guest-list__guests">{groups.waitlisted.map(guestRow)}</ol>
              </section>
            )}
            {groups.cancelled.length > 0 && (
              <details className="guest-list__cancelled">
                <summary>{copy.cancelledHeading(groups.cancelled.length)}</summary>
                <ul className="guest-list__guests">{groups.cancelled.map(guestRow)}</ul>
              </details>
            )}
          </>
        )}
      </>
    );
  };

  return (
    <div className="dialog__content guest-list__content">
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="guest-list__title"
        title={copy.guestList}
        intro={<p className="guest-list__event">{title}</p>}
        closeLabel={copy.close}
        onClose={onClose}
      />
      {body()}
      <div className="guest-list__foot">
        <p className="field__hint" id={csvHint}>
          {copy.downloadCsvHint}
        </p>
        <a className="button button--secondary" href={registrationsCsvHref(event.id, language)} download aria-describedby={csvHint}>
          {copy.downloadCsv}
        </a>
      </div>
    </div>
  );
}
