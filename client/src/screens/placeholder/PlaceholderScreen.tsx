// Stands in for the team screen (/team, /team/:member) and the staff area (/admin/*,
// /staff/profile) until their issues build them.
import { Link, useLocation } from 'wouter';
import { usePageMeta } from '../../app/page-meta';
import { useI18n } from '../../i18n/i18n';

export default function PlaceholderScreen() {
  const { t } = useI18n();
  const [location] = useLocation();
  const team = location === '/team' || location.startsWith('/team/');
  usePageMeta(team ? 'meta.team.title' : 'meta.staff.title', team ? 'meta.team.description' : 'meta.staff.description');
  return (
    <div className="page page--narrow placeholder" data-screen={team ? 'team' : 'staff'}>
      <p className="eyebrow">{t('app.name')}</p>
      <h1>{t(team ? 'placeholder.teamTitle' : 'placeholder.staffTitle')}</h1>
      <p className="lead">{t(team ? 'placeholder.teamBody' : 'placeholder.staffBody')}</p>
      <p>
        <Link href="/" className="button button--secondary">
          {t('placeholder.back')}
        </Link>
      </p>
    </div>
  );
}
