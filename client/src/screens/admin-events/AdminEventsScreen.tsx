// Event management (/admin/events, docs/product.md §2): behind its guard (manageEvents), the list of
// every event with search, a status filter and pages (all three in the URL, so a view can be
// shared and survives a reload), a dialog to create or edit one, and a confirmation to delete.
// An event that takes registrations shows its counts and opens its guest list (GuestList.tsx).
// Each change is read back into every list of events at once (this one and /events).
import '../../lib/zod-jitless';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isChinese, type Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { Notice, useNotice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { pick, useI18n } from '../../i18n/i18n';
import { readServerError } from '../../lib/form-errors';
import { trpc, withData } from '../../lib/trpc-react';
import { formatMomentRange } from '../../lib/site-time';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterSelect, SearchField } from '../../components/ListControls';
import { Pager } from '../../components/Pager';
import { RangeCount } from '../../components/RangeCount';
import { useListView } from '../../lib/list-view';
import { filterEvents, pageOf, pageSize, readView, statusFilters, writeView, type StatusFilter } from './event-list';
import { adminEventsCopy } from './admin-events.copy';
import { useAllEvents } from './all-events';
import { EventEditor, type EditorTarget } from './EventEditor';
import { GuestList } from './GuestList';
import { registrantsOf, showsRegistrations } from './guest-list';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './admin-events.css';
import { LoadError } from '../../components/LoadError';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';

function AdminEventsScreen() {
  return (
    <RequireAccess page="adminEvents">
      <EventManager />
    </RequireAccess>
  );
}

/** The title in the interface language, or in the other one (marked with its language) when empty. */
function Title({ event, language }: { event: Event; language: Language }) {
  const own = isChinese(language) ? event.titleZh : event.titleEn;
  const shown = pick(language, event.titleEn, event.titleZh);
  if (own) return <>{shown}</>;
  return <span lang={isChinese(language) ? 'en' : 'zh-CN'}>{shown}</span>;
}

function When({ event, language }: { event: Event; language: Language }) {
  return <time dateTime={event.startsAt}>{formatMomentRange(language, event.startsAt, event.endsAt)}</time>;
}

function EventManager() {
  const { t, language } = useI18n();
  const copy = useCopy(adminEventsCopy);
  usePageMeta('adminEvents');
  const { view, setView, hrefOf } = useListView(pageRoutes.adminEvents, readView, writeView);
  const query = useAllEvents();
  const utils = trpc.useUtils();
  const remove = trpc.events.delete.useMutation();
  const [editing, setEditing] = useState<EditorTarget>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [guests, setGuests] = useState<Event | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Every change that went through is confirmed in sight and to screen readers (issue 21, item 10).
  const notice = useNotice();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // After a delete the row and its button are gone: focus goes to the list's heading, once the
  // confirmation has closed (closing a dialog puts focus back where it was, here on nothing).
  const focusList = useRef(false);
  useEffect(() => {
    if (!focusList.current || deleting) return;
    focusList.current = false;
    requestAnimationFrame(() => listHeadingRef.current?.focus());
  }, [deleting]);

  const matching = query.data ? filterEvents(query.data.events, view.q, view.status) : [];
  const page = pageOf(matching, view.page);
  const titleOf = (event: Event) => pick(language, event.titleEn, event.titleZh);
  const statusNames = Object.fromEntries(statusFilters.map((status) => [status, t(`events.filter.${status}`)])) as Record<
    StatusFilter,
    string
  >;

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ id: deleting.id });
      await utils.events.list.invalidate();
      notice.show(copy.deleted(titleOf(deleting)));
      focusList.current = true;
      setDeleting(null);
    } catch (error) {
      const { failure } = readServerError(error, []);
      setDeleteError(
        failure.kind === 'server'
          ? failure.code === 'FORBIDDEN'
            ? copy.forbidden
            : failure.text
          : failure.kind === 'network'
            ? copy.network
            : copy.deleteFailed,
      );
    }
  };

  return (
    <div className="page admin admin-events" data-screen="admin-events">
      <div className="admin-events__head">
        <div>
          <SocietyEyebrow />
          <h1>{copy.title}</h1>
          <p className="lead">{copy.intro}</p>
        </div>
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setEditing({ event: null })}>
          {copy.new}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is the search landmark only since Chrome and Firefox 118 and Safari 17; the build targets ES2022 browsers, where a div with role=search is one in all */}
      <div role="search" className="admin-tools admin-events__tools">
        <SearchField
          label={copy.search}
          hint={copy.searchHint}
          value={view.q}
          onChange={(q) => setView({ ...view, q, page: 1 })}
          className="admin-events__search"
        />
        <FilterSelect
          label={copy.status}
          value={view.status}
          options={statusFilters}
          names={statusNames}
          onChange={(status) => setView({ ...view, status, page: 1 })}
          className="admin-events__status"
        />
      </div>
      <section aria-labelledby="admin-events-list" className="admin-events__list">
        <div className="admin-list-head">
          <h2 id="admin-events-list" ref={listHeadingRef} tabIndex={-1}>
            {copy.listHeading}
          </h2>
          {query.isSuccess && (
            <RangeCount
              page={page.page}
              pageSize={pageSize}
              shown={page.rows.length}
              total={page.total}
              text={(from, to, total) => copy.count(from, to, total)}
            />
          )}
        </div>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : page.total === 0 ? (
          <div className="notice" data-empty="">
            <p>{query.data.events.length === 0 ? copy.empty : copy.emptySearch}</p>
            {query.data.events.length > 0 && (
              <Link href={pageRoutes.adminEvents} className="text-link">
                {copy.clearSearch}
              </Link>
            )}
          </div>
        ) : (
          <>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{copy.col.title}</th>
                  <th scope="col">{copy.col.when}</th>
                  <th scope="col">{copy.col.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{copy.col.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((event) => (
                  <tr key={event.id} data-event-id={event.id}>
                    <th scope="row" className="admin-table__title">
                      <Title event={event} language={language} />
                    </th>
                    <td className="admin-table__when">
                      <When event={event} language={language} />
                    </td>
                    <td className="admin-table__status">
                      <span className={`badge badge--${event.status}`}>{t(`events.status.${event.status}`)}</span>
                      {event.isFeatured && <span className="badge badge--featured">{t('events.featured')}</span>}
                      {showsRegistrations(event) && (
                        <span className="admin-table__registrations" data-registrations="">
                          {[
                            copy.registered(event.registrations.confirmed, event.capacity),
                            ...(event.registrations.waitlisted ? [copy.waiting(event.registrations.waitlisted)] : []),
                            ...(event.registrationOpen ? [] : [copy.registrationClosed]),
                          ].join(' · ')}
                        </span>
                      )}
                    </td>
                    <td className="admin-table__actions">
                      {showsRegistrations(event) && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-haspopup="dialog"
                          aria-label={copy.guestListAbout(titleOf(event))}
                          onClick={() => setGuests(event)}
                        >
                          {copy.guestList}
                        </button>
                      )}
                      {showsRegistrations(event) && (
                        <Link
                          href={pageRoutes.adminCheckIn.replace(':id', String(event.id))}
                          className="button button--secondary"
                          aria-label={copy.doorCheckInAbout(titleOf(event))}
                          data-check-in-link=""
                        >
                          {copy.doorCheckIn}
                        </Link>
                      )}
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-haspopup="dialog"
                        aria-label={copy.editAbout(titleOf(event))}
                        onClick={() => setEditing({ event })}
                      >
                        {copy.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-haspopup="dialog"
                        aria-label={copy.deleteAbout(titleOf(event))}
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(event);
                        }}
                      >
                        {copy.delete}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page.page} count={page.pageCount} hrefOf={(n) => hrefOf({ ...view, page: n })} />
          </>
        )}
      </section>
      <EventEditor
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(event, created) => {
          notice.show((created ? copy.created : copy.updated)(titleOf(event)));
          setEditing(null);
        }}
      />
      <GuestList event={guests} onClose={() => setGuests(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={copy.deleteTitle}
        confirmLabel={remove.isPending ? copy.deleting : copy.deleteConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={deleteError}
      >
        <p>{deleting && copy.deleteBody(titleOf(deleting))}</p>
        {deleting && registrantsOf(deleting) > 0 && (
          <p data-registrants={registrantsOf(deleting)}>{copy.deleteRegistrants(registrantsOf(deleting))}</p>
        )}
      </ConfirmDialog>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(AdminEventsScreen);
