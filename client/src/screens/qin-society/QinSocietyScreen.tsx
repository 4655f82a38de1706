// The Qin Society's own page (/events/qin-society).
import { Link } from 'wouter';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import '../content.css';
import { Guqin } from './Guqin';
import { qinCopy, repertoire } from './qin.copy';
import { Section } from '../../components/Section';
import { ProgrammeEvents } from '../../features/events/ProgrammeEvents';

export default function QinSocietyScreen() {
  const { language } = useI18n();
  const copy = useCopy(qinCopy);
  usePageMeta('qinSociety');
  return (
    <article data-screen="qin-society">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="琴" />

      <section className="section" aria-labelledby="instrument-title">
        <div className="section__inner content-columns">
          <h2 id="instrument-title" className="section__title">
            {copy.instrumentTitle}
          </h2>
          <div className="prose">
            {copy.instrument.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="section__inner">
          <Guqin label={copy.illustration} />
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="sessions-title">
        <div className="section__inner two-up">
          <div>
            <h2 id="sessions-title" className="section__title">
              {copy.sessionsTitle}
            </h2>
            <p className="prose">{copy.sessions}</p>
          </div>
          <div className="card padded-card">
            <h3>{copy.beginnersTitle}</h3>
            <ul className="check-list">
              {copy.beginners.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Section titleId="repertoire-title" title={copy.repertoireTitle}>
        <ul className="repertoire">
          {repertoire.map((piece) => (
            <li key={piece.zh}>
              <span className="repertoire__zh" lang="zh-CN">
                《{piece.zh}》
              </span>
              {language === 'en' && <span className="repertoire__en">{piece.en}</span>}
            </li>
          ))}
        </ul>
        <p className="actions">
          <Link href={`${pageRoutes.events}?status=upcoming`} className="button">
            {copy.upcoming}
          </Link>
          <Link href={pageRoutes.join} className="button button--secondary">
            {copy.join}
          </Link>
        </p>
      </Section>
      {/* Last, so a list that arrives after the page has drawn moves nothing in view. */}
      <ProgrammeEvents programme="qin-society" />
    </article>
  );
}
