// The floating social rail (hidden on narrow screens): the footer's three networks and WeChat,
// which has no public profile link, so its button tells the visitor what to search for.
import { useSite } from '../lib/site-content';
import { useI18n } from '../i18n/i18n';
import { SocialIcon, WeChatIcon } from './icons';
import './social-rail.css';

export function SocialRail() {
  const { t } = useI18n();
  const site = useSite();
  return (
    <aside className="social-rail" aria-label={t('social.label')}>
      <ul>
        {site.social.map((network) => (
          <li key={network.id}>
            <a href={network.url} target="_blank" rel="noopener noreferrer" className="social-rail__button" title={network.name}>
              <SocialIcon id={network.id} />
              <span className="visually-hidden">
                {network.name} {t('app.newTab')}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="social-rail__button"
            title={t('social.wechat')}
            onClick={() => window.alert(t('social.wechatAlert', { name: site.wechat.searchName }))}
          >
            <WeChatIcon />
            <span className="visually-hidden">{t('social.wechat')}</span>
          </button>
        </li>
      </ul>
    </aside>
  );
}
