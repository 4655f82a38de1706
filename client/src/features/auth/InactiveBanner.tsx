// docs/product.md §2 Inactive banner: sticky at the top for a signed-in user whose account is not active;
// hidden for the rest of the browser session once dismissed (sessionStorage). In its place, when
// the server ended the session because an admin deactivated the account, a notice that says so
// (issue 21, item 15) until it is dismissed or the user signs in again.
import { useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import { useAuth } from './auth-context';

const dismissedKey = 'inactiveBannerDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

export function InactiveBanner() {
  const { t } = useI18n();
  const { user, endedBecause, dismissEndNotice } = useAuth();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!user && endedBecause === 'deactivated') {
    return (
      <aside className="inactive-banner inactive-banner--ended" aria-labelledby="ended-banner-title" data-ended-banner="">
        {/* An alert: it comes after something the user did, which the server refused. */}
        <div className="inactive-banner__inner" role="alert">
          <div>
            <p className="inactive-banner__title" id="ended-banner-title">
              {t('ended.title')}
            </p>
            <p className="inactive-banner__body">{t('ended.body')}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={dismissEndNotice}
            aria-label={t('inactive.dismiss')}
            title={t('inactive.dismiss')}
          >
            <CloseIcon />
          </button>
        </div>
      </aside>
    );
  }
  if (!user || user.isActive || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Private mode: hidden until the page is reloaded.
    }
    setDismissed(true);
  };
  return (
    <aside className="inactive-banner" aria-labelledby="inactive-banner-title" data-inactive-banner="">
      <div className="inactive-banner__inner">
        <div>
          <p className="inactive-banner__title" id="inactive-banner-title">
            {t('inactive.title')}
          </p>
          <p className="inactive-banner__body">{t('inactive.body')}</p>
        </div>
        <button type="button" className="icon-button" onClick={dismiss} aria-label={t('inactive.dismiss')} title={t('inactive.dismiss')}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
