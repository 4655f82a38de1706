// The applications tab: what the join form received, newest first, searched, filtered by handled
// or waiting and paged in the URL; each message opens in place; each application is marked
// handled (who and when are kept) or put back among the waiting. "Export CSV" downloads every
// application the search and filter find (GET /api/admin/applications.csv).
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { JoinApplication } from '../../../../shared/join.schema';
import { pageRoutes } from '../../../../shared/routes';
import { useSite } from '../../lib/site-content';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { When } from '../../components/When';
import { callFailureText } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { adminStaffCopy } from './admin-staff.copy';
import { FilterSelect } from '../../components/ListControls';
import { ListSection, ListToolbar, useListPage, type PanelProps } from './ListTools';
import { applicationsCsvHref, applicationsListInput, filterOptions, writeView, type ApplicationsView } from './staff-view';

export function Applications({ view, setView, hrefOf, announce }: PanelProps<ApplicationsView>) {
  const copy = useCopy(adminStaffCopy);
  const text = copy.applications;
  const { language } = useI18n();
  const site = useSite();
  const q = useDebounced(view.q);
  const query = trpc.join.list.useQuery(applicationsListInput(view, q), { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const mark = trpc.join.setHandled.useMutation();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const exportHint = useId();
  const { rows, list } = useListPage(query, (data) => data.applications, { view, setView, hrefOf });
  const filtered = view.q.trim() !== '' || view.status !== 'all';

  const setHandled = async (application: JoinApplication, handled: boolean) => {
    setErrors(({ [application.id]: _, ...rest }) => rest);
    try {
      await mark.mutateAsync({ id: application.id, handled });
      await utils.join.list.invalidate();
      announce(handled ? text.markedHandled(application.name) : text.markedUnhandled(application.name));
    } catch (error) {
      setErrors((current) => ({ ...current, [application.id]: callFailureText(error, copy.network, text.markFailed) }));
    }
  };

  return (
    <>
      <ListToolbar
        search={{ label: text.searchLabel, hint: text.searchHint }}
        q={view.q}
        onSearch={(q) => setView({ ...view, q, page: 1 })}
        filters={
          <FilterSelect
            label={text.status}
            value={view.status}
            options={filterOptions.applications}
            names={text.statusFilter}
            onChange={(status) => setView({ ...view, status, page: 1 })}
          />
        }
        action={
          <div className="admin-staff__action admin-staff__export">
            <p className="field__hint" id={exportHint}>
              {text.exportHint}
            </p>
            <a
              className="button button--secondary"
              href={applicationsCsvHref({ ...view, q }, language)}
              download
              aria-describedby={exportHint}
            >
              {text.exportCsv}
            </a>
          </div>
        }
      />
      <ListSection
        id="admin-staff-applications"
        heading={text.listHeading}
        {...list}
        empty={filtered ? text.emptySearch : text.empty}
        clearHref={filtered ? `${pageRoutes.adminStaff}${writeView({ tab: 'applications', q: '', status: 'all', page: 1 })}` : null}
      >
        <ul className="applications" aria-busy={query.isFetching || undefined}>
          {rows.map((application) => {
            const handled = application.handledAt !== null;
            const department = site.departments.find((d) => d.id === application.group);
            const action = handled ? text.markUnhandled : text.markHandled;
            return (
              <li key={application.id} className="application" data-application={application.id} data-handled={handled || undefined}>
                <div className="application__head">
                  <h3 className="application__name">{application.name}</h3>
                  {handled ? (
                    <span className="badge badge--handled">
                      {text.handledBy(application.handledBy ?? '?', formatMoment(language, application.handledAt!))}
                    </span>
                  ) : (
                    <span className="badge badge--waiting">{text.waiting}</span>
                  )}
                </div>
                <dl className="application__facts">
                  <div>
                    <dt>{text.email}</dt>
                    <dd>
                      <a href={`mailto:${application.email}`}>{application.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{text.group}</dt>
                    <dd>{department ? department.name : application.group}</dd>
                  </div>
                  <div>
                    <dt>{text.language}</dt>
                    <dd>{text.languageName[application.language] ?? application.language}</dd>
                  </div>
                  <div>
                    <dt>{text.receivedAt}</dt>
                    <dd>
                      <When iso={application.receivedAt} language={language} />
                    </dd>
                  </div>
                </dl>
                {application.message ? (
                  <details className="application__message">
                    <summary>{text.showMessage}</summary>
                    <p>{application.message}</p>
                  </details>
                ) : (
                  <p className="application__no-message">{text.noMessage}</p>
                )}
                <div className="application__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={text.markAbout(action, application.name)}
                    disabled={mark.isPending && mark.variables?.id === application.id}
                    onClick={() => void setHandled(application, !handled)}
                  >
                    {action}
                  </button>
                  {errors[application.id] && (
                    <p className="form-error" role="alert">
                      {errors[application.id]}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </ListSection>
    </>
  );
}
