// The Qin Society's own page (/events/qin-society).
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import '../content.css';
import { Guqin } from './Guqin';
import { qinCopy, repertoire } from './qin.copy';
import { Section } from '../../components/Section';
import { ActionLinks } from '../../components/ActionLinks';
import { ProgrammeEvents } from '../../features/events/ProgrammeEvents';
import { withData } from '../../lib/trpc-react';

function QinSocietyScreen() {
  const { language } = useI18n();
  const copy = useCopy(qinCopy);
  usePageMeta('qinSociety');
  return (
    <article data-screen="qin-society">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="琴" />

      <Section titleId="instrument-title" title={copy.instrumentTitle} layout="content-columns" below={<Guqin label={copy.illustration} />}>
        <div className="prose">
          {copy.instrument.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section
        titleId="sessions-title"
        title={copy.sessionsTitle}
        tinted
        layout="two-up"
        titleColumn={<p className="prose">{copy.sessions}</p>}
      >
        <div className="card padded-card">
          <h3>{copy.beginnersTitle}</h3>
          <ul className="check-list">
            {copy.beginners.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>

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
        <ActionLinks
          first={{ href: `${pageRoutes.events}?status=upcoming`, label: copy.upcoming }}
          second={{ href: pageRoutes.join, label: copy.join }}
        />
      </Section>
      {/* Last, so a list that arrives after the page has drawn moves nothing in view. */}
      <ProgrammeEvents programme="qin-society" />
    </article>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(QinSocietyScreen);
