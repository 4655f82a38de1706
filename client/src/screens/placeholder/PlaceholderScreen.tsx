// Stands in for the team screen (/team, /team/:member) and the staff area (/admin/*,
// /staff/profile) until their issues build them.
import { Link, useLocation } from 'wouter';
import { pageRoutes, type PageRouteName } from '../../../../shared/routes';
import { usePageMeta } from '../../app/page-meta';
import { useI18n } from '../../i18n/i18n';

/** The page of the route table the placeholder stands in for at a path. */
function placeholderPage(location: string): PageRouteName {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  const page = (['team', 'adminEvents', 'adminStaff', 'staffProfile'] as const).find((name) => pageRoutes[name] === path);
  return page ?? 'teamMember';
}

export default function PlaceholderScreen() {
  const { t } = useI18n();
  const [location] = useLocation();
  const team = location === '/team' || location.startsWith('/team/');
  usePageMeta(placeholderPage(location));
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
