// Home (docs/product.md §2): the hero under a white header, a scroll hint, the about teaser, what we do,
// the magazine's newest articles, the society in numbers and an invitation to join.
import { lazy, Suspense, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { concert } from '../../../../shared/constants';
import { pageRoutes } from '../../../../shared/routes';
import { useSite, useSiteTexts } from '../../lib/site-content';
import { siteTextsSeed } from '../../../../shared/site-texts.seed';
import { usePageMeta } from '../../lib/page-meta';
import { CloudPattern } from '../../components/CloudPattern';
import { ArrowIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { currencyName, groupDigits, htmlLangOf, useI18n } from '../../i18n/i18n';
import { homeCopy } from './home.copy';
import './home.css';
import { Section } from '../../components/Section';
import { ActionLinks } from '../../components/ActionLinks';
import { WhenNear } from '../../components/WhenNear';

function Mountains() {
  return (
    <svg className="hero__mountains" viewBox="0 0 1440 320" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path
        d="M0 230 C120 170 200 120 300 150 S470 250 600 200 S820 90 960 140 S1180 240 1300 190 S1410 150 1440 160 V320 H0Z"
        fill="currentColor"
        opacity="0.28"
      />
      <path
        d="M0 270 C160 220 260 200 380 235 S600 300 760 250 S1000 180 1140 230 S1360 280 1440 250 V320 H0Z"
        fill="currentColor"
        opacity="0.45"
      />
      <path d="M0 300 C240 275 420 290 640 282 S1080 262 1440 290 V320 H0Z" fill="currentColor" opacity="0.7" />
    </svg>
  );
}

/** Glides down to the teaser (unless the visitor prefers reduced motion) and moves focus there. */
function scrollToIntro(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById('intro-title');
  if (!heading) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById('intro')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
}

// The magazine's newest articles, below the fold: their chunk (the cards) and their read come
// when the visitor scrolls near them, so the page's first load stays what it was (docs/budgets.md).
const NewestArticles = lazy(() => import('./NewestArticles'));

/** The society's motto, 以文会友 ("friends through letters"): Chinese in English too. */
const motto = { en: '以文会友', zh: '以文会友' };

export default function HomeScreen() {
  const { language, l } = useI18n();
  const copy = useCopy(homeCopy);
  // The concert's card names its first year as the society's record has it.
  const cardBody = (key: keyof typeof copy.cards) => {
    const body = copy.cards[key].body;
    return typeof body === 'function' ? body(site.concert.startYear) : body;
  };
  const site = useSite();
  const texts = useSiteTexts(siteTextsSeed);
  usePageMeta('home');
  const otherLanguage = language === 'en' ? 'zh' : 'en';
  const years = concert.consecutiveYears(new Date().getFullYear(), site.concert.startYear);

  return (
    <div className="home" data-screen="home">
      <section className="hero" aria-labelledby="hero-title">
        <CloudPattern className="hero__clouds" />
        <span className="hero__sun" aria-hidden="true" />
        <Mountains />
        {/* The motto is Chinese on every page, in the page's script on a Traditional one. */}
        <p className="hero__motto" lang={language === 'zh-Hant' ? htmlLangOf['zh-Hant'] : htmlLangOf.zh} aria-hidden="true" data-motto="">
          {l(motto)}
        </p>
        <div className="hero__content">
          <p className="hero__eyebrow">{copy.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {site.name}
          </h1>
          <p className="hero__alt" lang={htmlLangOf[otherLanguage]}>
            {site.otherName}
          </p>
          <p className="hero__lead">{texts.homeLead}</p>
          <ActionLinks
            className="hero__actions"
            onDark
            first={{ href: pageRoutes.join, label: copy.join }}
            second={{ href: pageRoutes.events, label: copy.events }}
          />
        </div>
        {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link to #intro (it works without script); the handler only makes the scroll smooth and moves the focus to the heading */}
        <a href="#intro" className="scroll-hint" onClick={scrollToIntro}>
          <span>
            {copy.scrollHint}
            <span className="visually-hidden">{copy.scrollHintLabel}</span>
          </span>
          <span className="scroll-hint__line" aria-hidden="true" />
        </a>
      </section>

      <section id="intro" className="section intro" aria-labelledby="intro-title">
        <div className="section__inner intro__grid">
          <div>
            <p className="eyebrow">{copy.introEyebrow}</p>
            <h2 id="intro-title" className="section__title" tabIndex={-1}>
              {copy.introTitle}
            </h2>
          </div>
          <div className="intro__body">
            {texts.homeIntro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <Link href={pageRoutes.about} className="text-link">
                {copy.introLink} <ArrowIcon />
              </Link>
            </p>
          </div>
        </div>
      </section>

      <Section titleId="what-title" title={copy.whatTitle} tinted centerTitle>
        <ul className="card-grid">
          {(
            [
              ['qin', pageRoutes.qinSociety, '琴'],
              ['concert', pageRoutes.newYearConcert, '樂'],
              ['events', pageRoutes.events, '會'],
            ] as const
          ).map(([key, href, glyph]) => (
            <li key={key} className="feature-card">
              <span className="feature-card__seal" lang="zh-Hant" aria-hidden="true">
                {glyph}
              </span>
              <h3 className="feature-card__title">{copy.cards[key].title}</h3>
              <p>{cardBody(key)}</p>
              <Link href={href} className="text-link feature-card__link">
                {copy.cards[key].link} <ArrowIcon />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <WhenNear>
        <Suspense fallback={null}>
          <NewestArticles />
        </Suspense>
      </WhenNear>

      <Section titleId="stats-title" title={copy.statsTitle} titleHidden>
        <dl className="stats">
          <div>
            <dt>{copy.stats.since}</dt>
            <dd>{site.concert.startYear}</dd>
          </div>
          <div>
            <dt>{copy.stats.years}</dt>
            <dd>{years}</dd>
          </div>
          <div>
            <dt>{copy.stats.charity(currencyName(language, site.charity.currency))}</dt>
            <dd data-figure="charity-total">{groupDigits(site.charity.amount)}+</dd>
          </div>
          <div>
            <dt>{copy.stats.departments}</dt>
            <dd>5 + 1</dd>
          </div>
        </dl>
      </Section>

      <section className="section join-band" aria-labelledby="join-band-title">
        <CloudPattern className="join-band__clouds" />
        <div className="section__inner join-band__inner">
          <h2 id="join-band-title" className="section__title">
            {copy.joinTitle}
          </h2>
          <p>{copy.joinBody}</p>
          <Link href={pageRoutes.join} className="button button--light">
            {copy.joinLink}
          </Link>
        </div>
      </section>
    </div>
  );
}
