// The guard of the staff pages (/admin/events, /admin/staff, /staff/profile): while the session
// loads, the spinner; signed out, the sign-in modal opens over a short page that says why (and
// can open it again); signed in without the permission, a clear 'no access' page. The server
// refuses the calls behind these pages on its own; this only spares people a page they can't use.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { mayOpenPage, type GuardedPage } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { Spinner } from '../../components/Spinner';
import { useI18n } from '../../i18n/i18n';
import { useAuth } from './auth-context';
import { preloadSignIn } from './AuthProvider';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';

export function RequireAccess({ page, children }: { page: GuardedPage; children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <Spinner page />;
  if (!auth.user) return <SignInNeeded page={page} />;
  // Held to setting up a second factor (decision 032): every page but the profile (where it is set up) says so.
  if (auth.user.mfaSetupRequired && page !== 'staffProfile') return <MfaSetupNeeded page={page} />;
  if (!mayOpenPage(page, auth.user)) return <NoAccess page={page} inactive={!auth.user.isActive} />;
  return children;
}

function SignInNeeded({ page }: { page: GuardedPage }) {
  const { t } = useI18n();
  const { openSignIn } = useAuth();
  usePageMeta(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page (the button opens it again); openSignIn changing must not open the modal again
  useEffect(() => {
    preloadSignIn();
    openSignIn();
    // Once per visit of the page; the button below opens it again.
  }, []);
  return (
    <div className="page page--narrow access-page" data-screen="staff" data-access="sign-in">
      <SocietyEyebrow />
      <h1>{t('guard.signInTitle')}</h1>
      <p className="lead">{t('guard.signInBody')}</p>
      <p className="actions">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => openSignIn()}>
          {t('auth.login')}
        </button>
        <Link href={pageRoutes.home} className="button button--secondary">
          {t('placeholder.back')}
        </Link>
      </p>
    </div>
  );
}

function MfaSetupNeeded({ page }: { page: GuardedPage }) {
  const { t } = useI18n();
  usePageMeta(page);
  return (
    <div className="page page--narrow access-page" data-screen="staff" data-access="mfa-setup">
      <SocietyEyebrow />
      <h1>{t('guard.mfaSetupTitle')}</h1>
      <p className="lead">{t('guard.mfaSetupBody')}</p>
      <p>
        <Link href={`${pageRoutes.staffProfile}#two-step`} className="button">
          {t('guard.mfaSetupAction')}
        </Link>
      </p>
    </div>
  );
}

function NoAccess({ page, inactive }: { page: GuardedPage; inactive: boolean }) {
  const { t } = useI18n();
  usePageMeta(page);
  return (
    <div className="page page--narrow access-page" data-screen="staff" data-access="denied">
      <SocietyEyebrow />
      <h1>{t('guard.noAccessTitle')}</h1>
      <p className="lead">{t(inactive ? 'guard.inactiveBody' : 'guard.noAccessBody')}</p>
      <p>
        <Link href={pageRoutes.home} className="button button--secondary">
          {t('placeholder.back')}
        </Link>
      </p>
    </div>
  );
}
