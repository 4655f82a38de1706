// The fixed header of docs/product.md §2: logo and name, the six links, the search, language and theme, and the
// place of the sign-in controls. Translucent once the page is scrolled more than 20 px; over the
// home page's hero (before scrolling) its text is white. At 768 px and narrower the links and
// controls move into a full-screen menu.
import { useSite } from '../lib/site-content';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { limits } from '../../../shared/constants';
import { pageRoutes } from '../../../shared/routes';
import { useI18n } from '../i18n/i18n';
import { AccountSlot } from './AccountSlot';
import { Dialog } from '../components/Dialog';
import { CloseIcon, MenuIcon, SearchIcon } from '../components/icons';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Logo } from '../components/Logo';
import { NavLinks } from '../components/NavLinks';
import { ThemeToggle } from '../components/ThemeToggle';
import './header.css';

function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > px);
  useEffect(() => {
    // Read at most once a frame, when the browser lays out anyway: reading scrollY straight
    // after the first commit would force the whole new page to be laid out inside this effect.
    let frame = 0;
    const update = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        setScrolled(window.scrollY > px);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
    };
  }, [px]);
  return scrolled;
}

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  // The society's record (issue 26): its name and university as staff last saved them.
  const site = useSite();
  return (
    <Link href="/" className="brand" onClick={onNavigate}>
      <Logo size={38} className="brand__mark" />
      <span className="brand__text">
        <span className="brand__name">{site.name}</span>
        <span className="brand__university">{site.university}</span>
      </span>
    </Link>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} labelledBy="mobile-menu-title" className="mobile-menu" closeOnBackdrop={false} id="mobile-menu">
      <div className="mobile-menu__top">
        <Brand onNavigate={onClose} />
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </button>
      </div>
      <h2 id="mobile-menu-title" className="visually-hidden">
        {t('nav.menu')}
      </h2>
      <nav aria-label={t('nav.main')} className="mobile-menu__nav">
        <NavLinks onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__controls">
        <Link href={pageRoutes.search} className="icon-button icon-button--labelled mobile-menu__search" onClick={onClose}>
          <SearchIcon />
          {t('nav.search')}
        </Link>
        <p className="mobile-menu__label" id="mobile-menu-language">
          {t('language.label')}
        </p>
        <LanguageSwitch className="segmented--large" />
        <p className="mobile-menu__label">{t('theme.label')}</p>
        <ThemeToggle withLabel />
        <AccountSlot placement="menu" onAction={onClose} />
      </div>
    </Dialog>
  );
}

export function Header({ isHome }: { isHome: boolean }) {
  const { t } = useI18n();
  const [location] = useLocation();
  const scrolled = useScrolledPast(limits.headerTranslucentScrollPx);
  const [menuOpen, setMenuOpen] = useState(false);

  // Any navigation closes the menu (links close it too, for a click on the current page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read: any navigation closes the menu
  useEffect(() => setMenuOpen(false), [location]);

  // Widening the window past the breakpoint leaves no hidden menu open.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${limits.mobileBreakpointPx + 1}px)`);
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <header className="header" data-scrolled={scrolled} data-over-hero={isHome && !scrolled}>
        <div className="header__inner">
          <Brand />
          <nav aria-label={t('nav.main')} className="nav">
            <NavLinks />
          </nav>
          <div className="header__controls">
            <Link href={pageRoutes.search} className="icon-button header__search" aria-label={t('nav.search')}>
              <SearchIcon />
            </Link>
            <LanguageSwitch />
            <ThemeToggle />
            <AccountSlot placement="header" />
          </div>
          <button
            type="button"
            className="icon-button menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </button>
        </div>
      </header>
      {/* Outside the header, so the header's white-over-the-hero colours never reach it. */}
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
