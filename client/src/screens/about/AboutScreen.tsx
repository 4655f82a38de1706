// About (docs/product.md §2): story, quote, values.
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import '../content.css';
import { aboutCopy } from './about.copy';
import { useSiteTexts } from '../../lib/site-content';
import { siteTextsSeed } from '../../../../shared/site-texts.seed';
import { Section } from '../../components/Section';
import { ActionLinks } from '../../components/ActionLinks';

const valueGlyphs = ['承', '容', '匠', '善'] as const;

export default function AboutScreen() {
  const { language } = useI18n();
  const copy = useCopy(aboutCopy);
  const texts = useSiteTexts(siteTextsSeed);
  usePageMeta('about');
  return (
    <article data-screen="about">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={texts.aboutLead} glyph="和" />

      <Section titleId="story-title" title={copy.storyTitle} layout="content-columns">
        <div className="prose">
          {texts.aboutStory.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

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

      <Section titleId="values-title" title={copy.valuesTitle} centerTitle>
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
      </Section>

      <Section titleId="next-title" title={copy.nextTitle} tinted layout="cta-panel">
        <p>{copy.nextBody}</p>
        <ActionLinks
          first={{ href: `${pageRoutes.events}?status=upcoming`, label: copy.nextEvents }}
          second={{ href: pageRoutes.join, label: copy.nextJoin }}
        />
      </Section>
    </article>
  );
}
