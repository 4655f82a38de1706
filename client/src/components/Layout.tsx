import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import { useTheme } from '../app/theme';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../i18n/i18n';

const navItems: { to: string; label: MessageKey }[] = [
  { to: pageRoutes.home, label: 'nav.home' },
  { to: pageRoutes.about, label: 'nav.about' },
  { to: pageRoutes.team, label: 'nav.team' },
  { to: pageRoutes.events, label: 'nav.events' },
  { to: pageRoutes.join, label: 'nav.join' },
];

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [active] = useRoute(to === '/' ? '/' : `${to}/*?`);
  return (
    <Link href={to} className="nav__link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t, language, setLanguage } = useI18n();
  const { theme, toggleTheme } = useTheme();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="header">
        <Link href="/" className="header__brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="nav">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="header__controls">
          <div role="group" aria-label={t('language.label')} className="language">
            <button type="button" aria-pressed={language === 'en'} onClick={() => setLanguage('en')}>
              English
            </button>
            <button type="button" lang="zh-CN" aria-pressed={language === 'zh'} onClick={() => setLanguage('zh')}>
              中文
            </button>
          </div>
          <button type="button" className="theme-toggle" onClick={toggleTheme} aria-label={t(theme === 'light' ? 'theme.toDark' : 'theme.toLight')}>
            <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
