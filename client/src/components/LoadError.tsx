import { useI18n } from '../i18n/i18n';

/** A list that could not be loaded: says so (`message`, else the events' words) and offers to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="notice">
      <p>{message ?? t('events.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('events.retry')}
      </button>
    </div>
  );
}
