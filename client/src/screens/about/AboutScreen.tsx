// About (SPEC.md §2): story, quote, values.
import { Link } from 'wouter';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../app/page-meta';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import '../content.css';
import { aboutCopy } from './about.copy';

const valueGlyphs = ['承', '容', '匠', '善'] as const;

export default function AboutScreen() {
  const { language } = useI18n();
  const copy = useCopy(aboutCopy);
  usePageMeta('meta.about.title', 'meta.about.description');
  return (
    <article data-screen="about">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="和" />

      <section className="section" aria-labelledby="story-title">
        <div className="section__inner content-columns">
          <h2 id="story-title" className="section__title">
            {copy.storyTitle}
          </h2>
          <div className="prose">
            {copy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--tinted quote-section" aria-label={copy.quoteSource}>
        <figure className="quote">
          <blockquote>
            {/* The saying in its own words, then (in English) its translation. */}
            <p className="quote__original" lang="zh-CN">
              君子和而不同
            </p>
            {language === 'en' && <p className="quote__translation">{copy.quote}</p>}
          </blockquote>
          <figcaption>
            <cite>{copy.quoteSource}</cite>
          </figcaption>
          <p className="quote__note">{copy.quoteNote}</p>
        </figure>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="section__inner">
          <h2 id="values-title" className="section__title section__title--center">
            {copy.valuesTitle}
          </h2>
          <ul className="values">
            {copy.values.map((value, index) => (
              <li key={value.title} className="values__item">
                <span className="seal-chip" lang="zh-CN" aria-hidden="true">
                  {valueGlyphs[index]}
                </span>
                <h3>{value.title}</h3>
                <p>{value.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="next-title">
        <div className="section__inner cta-panel">
          <h2 id="next-title" className="section__title">
            {copy.nextTitle}
          </h2>
          <p>{copy.nextBody}</p>
          <p className="actions">
            <Link href={`${pageRoutes.events}?status=upcoming`} className="button">
              {copy.nextEvents}
            </Link>
            <Link href={pageRoutes.join} className="button button--secondary">
              {copy.nextJoin}
            </Link>
          </p>
        </div>
      </section>
    </article>
  );
}
