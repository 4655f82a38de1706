// My profile (/staff/profile, docs/product.md §2–§5; issue 13): behind its guard (any signed-in account),
// where the member stands (account and review), the photo, the editor in both languages, and a
// preview of the team page's card as it is being typed. Saving sends the profile for review and
// updates the session user; unsaved changes are not lost to a stray link or a closed tab.
// Accounts that are not active read their profile and are told why they cannot edit it.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { StaffProfile } from '../../../../shared/profiles.schema';
import { useSite } from '../../lib/site-content';
import { usePageMeta } from '../../lib/page-meta';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Notice, useNotice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../features/auth/auth-context';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { SecurityPanel } from '../../features/auth/security/SecurityPanel';
import { MemberCard } from '../../features/team/MemberCard';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { trpc, withData } from '../../lib/trpc-react';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { AvatarField } from './AvatarField';
import {
  accountStateOf,
  previewOf,
  sameValues,
  sessionChangesOf,
  valuesOf,
  type ProfileFormField,
  type ProfileValues,
} from './profile-form';
import { ProfileForm } from './ProfileForm';
import { PastTeamsContactField } from './PastTeamsContactField';
import { ProfileStatusPanel } from './ProfileStatusPanel';
import { staffProfileCopy } from './staff-profile.copy';
import '../../styles/fields.css';
import './staff-profile.css';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';

function StaffProfileScreen() {
  return (
    <RequireAccess page="staffProfile">
      <MyProfile />
    </RequireAccess>
  );
}

function MyProfile() {
  const { t } = useI18n();
  const copy = useCopy(staffProfileCopy);
  usePageMeta('staffProfile');
  // An account held to setting up two-step sign-in (decision 032) is told so; its profile loads once it is set up.
  const held = useAuth().user?.mfaSetupRequired === true;
  const query = trpc.profiles.mine.useQuery(undefined, { staleTime: 0, enabled: !held });
  const securityNotice = useNotice();

  return (
    <div className="page staff-profile" data-screen="staff-profile">
      <SocietyEyebrow />
      <h1>{copy.title}</h1>
      <p className="lead">{copy.lead}</p>
      {held ? (
        <div className="two-step-required" data-mfa-setup-prompt="">
          <h2>{t('guard.mfaSetupTitle')}</h2>
          <p>{t('guard.mfaSetupBody')}</p>
        </div>
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      ) : (
        // The editor starts from the profile as first read; later reads (after an upload) keep the edits.
        <ProfileEditor key={query.data.profile.accountId} profile={query.data.profile} />
      )}
      {/* In the same place whether or not the account is held: turning two-step sign-in on lifts
          the hold, and its section must stay (the recovery codes are shown once). Held, only that
          section: the sessions wait for the second factor. */}
      <SecurityPanel notify={securityNotice.show} held={held} />
      <Notice notice={securityNotice.notice} dismiss={securityNotice.dismiss} />
    </div>
  );
}

function ProfileEditor({ profile }: { profile: StaffProfile }) {
  const copy = useCopy(staffProfileCopy);
  const site = useSite();
  const auth = useAuth();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const [initial, setInitial] = useState<ProfileValues>(() => valuesOf(profile));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [uploading, setUploading] = useState(false);
  // A save (which sends the profile for review) is confirmed in sight and to screen readers (issue 21, item 10).
  const notice = useNotice();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const account = accountStateOf(profile, auth.user);
  const editable = account === 'active';
  const dirty = editable && !sameValues(values, initial);
  const preview = previewOf(values, profile);

  useLeaveGuard(dirty || uploading, setLeavingTo);

  /** The profile as the server now has it: the query's cache, and the session user's status. */
  const keep = (next: StaffProfile) => {
    utils.profiles.mine.setData(undefined, { profile: next });
    auth.updateUser(sessionChangesOf(next));
  };

  const onChange = (field: ProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <>
      <ProfileStatusPanel profile={profile} account={account} />
      {!editable && (
        <div className="staff-profile__read-only notice" data-read-only={account}>
          <h2 className="staff-profile__section-title">{copy.readOnlyTitle}</h2>
          <p>{copy.readOnly[account === 'deactivated' ? 'deactivated' : 'notActivated']}</p>
        </div>
      )}
      <div className="staff-profile__layout">
        <div className="staff-profile__main">
          <AvatarField
            profile={profile}
            name={{ en: values.nameEn, zh: values.nameZh }}
            editable={editable}
            dirty={dirty}
            onUploading={setUploading}
            onUploaded={keep}
          />
          <ProfileForm
            profile={profile}
            values={values}
            onChange={onChange}
            editable={editable}
            dirty={dirty}
            uploading={uploading}
            onSaved={(next) => {
              keep(next);
              const savedValues = valuesOf(next);
              setInitial(savedValues);
              setValues(savedValues);
              notice.show(copy.saved);
            }}
            onRefused={() => void utils.profiles.mine.invalidate()}
          />
          <PastTeamsContactField profile={profile} onSaved={(next) => utils.profiles.mine.setData(undefined, { profile: next })} />
        </div>
        <aside className="staff-profile__preview" aria-labelledby="profile-preview-heading">
          <h2 id="profile-preview-heading" className="staff-profile__section-title">
            {copy.previewHeading}
          </h2>
          <p className="field__hint">{copy.previewHint}</p>
          {/* The team page's own card, as typed (it groups cards by department, named above them). */}
          {preview.department && (
            <p className="staff-profile__preview-department">
              {copy.previewDepartment(site.departments.find((d) => d.id === preview.department)?.name ?? preview.department)}
            </p>
          )}
          <ul className="team-grid staff-profile__preview-card">
            <MemberCard member={preview.member} linked={false} />
          </ul>
          <p className="field__hint">{copy.previewPhone}</p>
        </aside>
      </div>
      <ConfirmDialog
        open={leavingTo !== null}
        title={copy.leaveTitle}
        confirmLabel={copy.leave}
        cancelLabel={copy.stay}
        onConfirm={() => {
          const to = leavingTo;
          setLeavingTo(null);
          // A navigation of the app's own: the guard holds only clicks on links.
          if (to) navigate(to);
        }}
        onCancel={() => setLeavingTo(null)}
      >
        <p>{copy.leaveBody}</p>
      </ConfirmDialog>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(StaffProfileScreen);
