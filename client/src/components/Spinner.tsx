import { useI18n } from '../i18n/i18n';

export function Spinner() {
  const { t } = useI18n();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
