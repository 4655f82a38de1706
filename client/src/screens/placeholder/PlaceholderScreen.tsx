import { useI18n } from '../../i18n/i18n';

/** Stands in for the screens that the public-site, sign-in and staff issues build. */
export default function PlaceholderScreen() {
  const { t } = useI18n();
  return (
    <div className="page">
      <h1>{t('app.name')}</h1>
      <p>{t('placeholder.body')}</p>
    </div>
  );
}
