// Footer of docs/product.md §2: logo, address, contact e-mail, links to about, events, the magazine and join, the three
// social networks and the copyright line with the current year. Facts come from the society's
// record (lib/site-content.tsx, issue 26). Under them the newsletter's compact subscribe form
// (issue 37): the app gives it (app/Layout.tsx), as a chunk loaded when the visitor nears the footer.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import { useSite } from '../lib/site-content';
import { useI18n } from '../i18n/i18n';
import { SocialIcon } from './icons';
import { Logo } from './Logo';
import './footer.css';

/** `newsletter`: the subscribe form under the columns. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useI18n();
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo size={48} />
          <p className="footer__name">{site.name}</p>
          <p className="footer__tagline">{t('footer.tagline')}</p>
        </div>
        <div className="footer__column">
          <h2 className="footer__heading">{t('footer.contact')}</h2>
          <address className="footer__address">
            {site.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`mailto:${site.email}`} className="footer__email">
              {site.email}
            </a>
          </address>
        </div>
        <nav className="footer__column" aria-labelledby="footer-explore">
          <h2 className="footer__heading" id="footer-explore">
            {t('footer.explore')}
          </h2>
          <ul className="footer__links">
            <li>
              <Link href={pageRoutes.about}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link href={pageRoutes.events}>{t('nav.events')}</Link>
            </li>
            <li>
              <Link href={pageRoutes.magazine}>{t('nav.magazine')}</Link>
            </li>
            <li>
              <Link href={pageRoutes.join}>{t('nav.join')}</Link>
            </li>
          </ul>
        </nav>
        <div className="footer__column">
          <h2 className="footer__heading">{t('footer.follow')}</h2>
          <ul className="footer__links footer__social">
            {site.social.map((network) => (
              <li key={network.id}>
                <a href={network.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon id={network.id} />
                  <span>{network.name}</span>
                  <span className="visually-hidden"> {t('app.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {newsletter && <div className="footer__newsletter">{newsletter}</div>}
      </div>
      <div className="footer__bottom">
        <p>{t('footer.copyright', { year, name: site.name, university: site.university })}</p>
        <p>{t('footer.studentRun')}</p>
      </div>
    </footer>
  );
}
