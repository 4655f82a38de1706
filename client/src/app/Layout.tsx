// The frame of every screen: skip link, fixed header, main, footer and the social rail. On a path
// change the page goes back to the top (or to the #fragment) and focus moves to the main content,
// so keyboard and screen reader users start reading the new page (not when the path stays on the
// same screen: a team member's detail over the team).
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { InactiveBanner } from '../features/auth/InactiveBanner';
import { useI18n } from '../i18n/i18n';
import { Footer } from '../components/Footer';
import { WhenNear } from '../components/WhenNear';
import { Header } from './Header';
import { LanguageFlash } from '../components/LanguageFlash';
import { SocialRail } from '../components/SocialRail';
import './layout.css';

// The newsletter's form in the footer (issue 37), a chunk of its own loaded near the footer: a
// page's first load stays what it was (docs/budgets.md).
const FooterSubscribe = lazy(() => import('../features/newsletter/FooterSubscribe'));

/**
 * The screen a path shows. A team member's detail opens over the team (/team ↔ /team/{member}):
 * moving between them is not a new page, so the scroll position and focus stay.
 */
function screenOf(path: string): string {
  return path.replace(/^\/team\/[^/]+\/?$/, '/team');
}

function useRouteChange() {
  const [location] = useLocation();
  const first = useRef(true);
  const shown = useRef(screenOf(location));
  useEffect(() => {
    const screen = screenOf(location);
    if (screen === shown.current && !first.current) return;
    shown.current = screen;
    const fragment = window.location.hash.slice(1);
    const target = fragment ? document.getElementById(decodeURIComponent(fragment)) : null;
    if (first.current) {
      first.current = false;
      // A page load starts at the top: the browser does not restore an old position (a reload
      // included), so only a fragment needs a scroll. Scrolling to the top here regardless would
      // force the whole first page to be laid out inside this effect, a long task on a phone.
      history.scrollRestoration = 'manual';
      target?.scrollIntoView();
      return;
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // After the frame, so a closing menu's focus return does not win over the new page.
    const frame = requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [location]);
  return location;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const location = useRouteChange();
  const isHome = location === '/';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header isHome={isHome} />
      <main id="main" tabIndex={-1} className={isHome ? 'main main--home' : 'main'}>
        <InactiveBanner />
        {children}
      </main>
      <Footer
        newsletter={
          <WhenNear>
            <Suspense fallback={null}>
              <FooterSubscribe />
            </Suspense>
          </WhenNear>
        }
      />
      <SocialRail />
      <LanguageFlash />
    </>
  );
}
