// Where the member stands: the account (activated, not activated yet, deactivated) and the review
// of the saved profile (not submitted, waiting, approved, not approved), with the reviewer's
// reason and note, and what the team page shows meanwhile.
import { Link } from 'wouter';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { useSite } from '../../lib/site-content';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import type { AccountState } from './profile-form';
import { reviewSummaryOf } from './profile-form';
import { staffProfileCopy } from './staff-profile.copy';

interface ProfileStatusPanelProps {
  profile: StaffProfile;
  account: AccountState;
}

export function ProfileStatusPanel({ profile, account }: ProfileStatusPanelProps) {
  const { language } = useI18n();
  const site = useSite();
  const copy = useCopy(staffProfileCopy);
  const review = reviewSummaryOf(profile);
  const when = (iso: string) => formatMoment(language, iso);
  const onTeam = account === 'active' && (profile.status === 'approved' || review.approvedVersionShown);

  return (
    <section className="profile-status" aria-labelledby="profile-status-heading" data-status={profile.status} data-account={account}>
      <h2 id="profile-status-heading" className="visually-hidden">
        {copy.statusHeading}
      </h2>
      <div className="profile-status__item" data-part="account">
        <p className="profile-status__label">
          {copy.accountLabel}
          <span className={`badge profile-status__badge profile-status__badge--${account}`}>{copy.account[account]}</span>
        </p>
        <p>{copy.accountBody[account]}</p>
        {account !== 'active' && (
          <p>
            {copy.contactAdmin} <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        )}
      </div>
      <div className="profile-status__item" data-part="review">
        <p className="profile-status__label">
          {copy.reviewLabel}
          <span className={`badge profile-status__badge profile-status__badge--${profile.status}`}>{copy.status[profile.status]}</span>
          {profile.verified && profile.status !== 'new' && <span className="badge badge--verified">{copy.verified}</span>}
        </p>
        <p>{profile.status === 'new' && account !== 'active' ? copy.newInactive : copy.statusBody[profile.status]}</p>
        {review.approvedVersionShown && <p>{copy.approvedStays}</p>}
        {review.reason && (
          <div className="profile-status__quote" data-reason="">
            <p className="profile-status__quote-label">{review.status === 'rejected' ? copy.rejectedReason : copy.previousReason}</p>
            <blockquote>
              <p>{review.reason}</p>
            </blockquote>
          </div>
        )}
        {review.note && (
          <div className="profile-status__quote" data-note="">
            <p className="profile-status__quote-label">{copy.reviewNote}</p>
            <blockquote>
              <p>{review.note}</p>
            </blockquote>
          </div>
        )}
        {(profile.submittedAt || profile.reviewedAt) && (
          <ul className="profile-status__dates">
            {profile.submittedAt && <li>{copy.submittedOn(when(profile.submittedAt))}</li>}
            {profile.reviewedAt && (
              <li>
                {profile.reviewedBy
                  ? copy.reviewedBy(profile.reviewedBy, when(profile.reviewedAt))
                  : copy.reviewedOn(when(profile.reviewedAt))}
              </li>
            )}
          </ul>
        )}
        {onTeam && (
          <p>
            <Link href={`/team/${encodeURIComponent(profile.username)}`} className="text-link">
              {copy.seeOnTeam}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
