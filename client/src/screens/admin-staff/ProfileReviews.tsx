// The profile reviews tab: the submitted profiles by review status (those waiting, by default),
// searched and paged in the URL, each opening the review dialog. A reviewer who is not an admin
// cannot review their own profile (docs/decisions/020): that button is disabled, and says why.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { pageRoutes } from '../../../../shared/routes';
import { useSite } from '../../lib/site-content';
import { mayReviewProfile } from '../../../../shared/staff-rules';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { When } from '../../components/When';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { adminStaffCopy } from './admin-staff.copy';
import { FilterSelect } from '../../components/ListControls';
import { ActionsHeading, ListSection, ListToolbar, RowAction, useListPage, WhyBarred, type PanelProps } from './ListTools';
import { ReviewDialog } from './ReviewDialog';
import { filterOptions, reviewsListInput, writeView, type ReviewsView } from './staff-view';

export function ProfileReviews({ view, setView, hrefOf, announce, actor }: PanelProps<ReviewsView> & { actor: SessionUser }) {
  const copy = useCopy(adminStaffCopy);
  const { language } = useI18n();
  const site = useSite();
  const q = useDebounced(view.q);
  const query = trpc.profiles.list.useQuery(reviewsListInput(view, q), { placeholderData: keepPreviousData });
  const [reviewing, setReviewing] = useState<StaffProfile | null>(null);
  const { rows, list } = useListPage(query, (data) => data.profiles, { view, setView, hrefOf });
  const filtered = view.q.trim() !== '';
  const text = copy.reviews;

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
            options={filterOptions.reviews}
            names={text.statusFilter}
            onChange={(status) => setView({ ...view, status, page: 1 })}
          />
        }
      />
      <ListSection
        id="admin-staff-profiles"
        heading={text.listHeading}
        {...list}
        empty={filtered ? text.emptySearch : text.empty[view.status]}
        clearHref={filtered ? `${pageRoutes.adminStaff}${writeView({ ...view, q: '', page: 1 })}` : null}
      >
        <table className="admin-table admin-staff__table" aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{text.col.member}</th>
              <th scope="col">{text.col.department}</th>
              <th scope="col">{text.col.status}</th>
              <th scope="col">{text.col.submitted}</th>
              <ActionsHeading />
            </tr>
          </thead>
          <tbody>
            {rows.map((profile) => {
              const name = pick(language, profile.nameEn, profile.nameZh);
              const allowed = mayReviewProfile(actor, profile.accountId);
              const whyId = `admin-staff-review-why-${profile.accountId}`;
              const department = site.departments.find((d) => d.id === profile.department);
              return (
                <tr key={profile.accountId} data-profile={profile.username}>
                  <th scope="row" className="admin-staff__account">
                    <span className="admin-staff__username" lang={langOf(language, profile.nameEn, profile.nameZh)}>
                      {name || profile.username}
                    </span>
                    {name && <span className="admin-staff__email">{profile.username}</span>}
                  </th>
                  <td>{department ? department.name : text.noDepartment}</td>
                  <td className="admin-staff__state">
                    <span className={`badge badge--review-${profile.status}`}>{text.statusName[profile.status]}</span>
                    {profile.published && <span className="admin-staff__profile">{text.published}</span>}
                    {!profile.accountActive && <span className="admin-staff__profile">{text.inactiveAccount}</span>}
                  </td>
                  <td className="admin-staff__login">
                    {profile.submittedAt ? <When iso={profile.submittedAt} language={language} /> : null}
                  </td>
                  <td className="admin-table__actions">
                    <RowAction
                      className="button button--secondary"
                      label={text.review}
                      name={text.reviewAbout(name || profile.username)}
                      barred={allowed ? null : text.selfBlock}
                      whyId={whyId}
                      onClick={() => setReviewing(profile)}
                    />
                    <WhyBarred id={whyId} text={allowed ? null : text.selfBlock} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListSection>
      <ReviewDialog
        profile={reviewing}
        onClose={() => setReviewing(null)}
        onReviewed={(profile) => {
          const name = pick(language, profile.nameEn, profile.nameZh) || profile.username;
          const done =
            profile.status === 'approved'
              ? copy.review.done.approved
              : profile.status === 'rejected'
                ? copy.review.done.rejected
                : copy.review.done.pending;
          announce(done(name));
          setReviewing(null);
        }}
      />
    </>
  );
}
