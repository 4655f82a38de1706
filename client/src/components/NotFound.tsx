// The not-found page's content: any path outside the route table, and a page whose parameter
// names nothing (an unknown event). The server answers both with 404.
import { Link } from 'wouter';
import { usePageMeta } from '../lib/page-meta';
import { useI18n } from '../i18n/i18n';
import './not-found.css';

export function NotFound() {
  const { t } = useI18n();
  usePageMeta('notFound');
  return (
    <div className="page page--narrow not-found" data-screen="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <p className="actions">
        <Link href="/" className="button">
          {t('notFound.home')}
        </Link>
        <Link href="/events" className="button button--secondary">
          {t('notFound.events')}
        </Link>
      </p>
    </div>
  );
}
