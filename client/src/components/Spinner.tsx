import { useI18n } from '../i18n/i18n';
import './spinner.css';

/**
 * `page`: the stand-in for a whole screen while its chunk loads. It fills the first screen, so the
 * footer stays below the fold and does not jump down when the screen arrives (layout shift).
 */
export function Spinner({ page = false }: { page?: boolean }) {
  const { t } = useI18n();
  return (
    <div className={page ? 'spinner spinner--page' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
