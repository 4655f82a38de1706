import { Link, useRoute } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../i18n/i18n';

export const navItems: readonly { to: string; label: MessageKey }[] = [
  { to: pageRoutes.home, label: 'nav.home' },
  { to: pageRoutes.about, label: 'nav.about' },
  { to: pageRoutes.team, label: 'nav.team' },
  { to: pageRoutes.events, label: 'nav.events' },
  { to: pageRoutes.magazine, label: 'nav.magazine' },
  { to: pageRoutes.join, label: 'nav.join' },
];

function NavLink({ to, label, onNavigate }: { to: string; label: MessageKey; onNavigate?: (() => void) | undefined }) {
  const { t } = useI18n();
  // A section stays highlighted on its sub-pages (/events/qin-society under Events).
  const [active] = useRoute(to === '/' ? '/' : `${to}/*?`);
  return (
    <li>
      <Link href={to} className="nav__link" aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {t(label)}
      </Link>
    </li>
  );
}

/** The six main links, as a list; `onNavigate` runs when one is followed. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav__list">
      {navItems.map((item) => (
        <NavLink key={item.to} to={item.to} label={item.label} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
