import { Link } from 'wouter';
import { useI18n } from '../../i18n/i18n';

export default function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <div className="page not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link href="/" className="button">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
