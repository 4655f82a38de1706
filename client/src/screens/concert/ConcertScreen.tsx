// The New Year Concert's own page (/events/new-year-concert): its first year, the count of
// consecutive years computed from today's year, and the charity total, from the society's record.
import { concert } from '../../../../shared/constants';
import { pageRoutes } from '../../../../shared/routes';
import { usePageMeta } from '../../lib/page-meta';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { currencyName, groupDigits, useI18n } from '../../i18n/i18n';
import '../content.css';
import { concertCopy } from './concert.copy';
import { useSite } from '../../lib/site-content';
import { Section } from '../../components/Section';
import { ActionLinks } from '../../components/ActionLinks';
import { ProgrammeEvents } from '../../features/events/ProgrammeEvents';
import { withData } from '../../lib/trpc-react';

function ConcertScreen() {
  const copy = useCopy(concertCopy);
  const { language } = useI18n();
  usePageMeta('newYearConcert');
  const site = useSite();
  const years = concert.consecutiveYears(new Date().getFullYear(), site.concert.startYear);
  const amount = groupDigits(site.charity.amount);
  const first = site.concert.startYear;
  const currency = currencyName(language, site.charity.currency);
  return (
    <article data-screen="new-year-concert">
      <PageBanner eyebrow={copy.eyebrow(first)} title={copy.title} lead={copy.lead} glyph="樂" />

      <Section titleId="concert-stats-title" title={copy.statsTitle} titleHidden>
        <dl className="figures">
          <div className="card accent-card">
            <dt>{copy.firstConcert}</dt>
            <dd data-figure="start-year">{site.concert.startYear}</dd>
          </div>
          <div className="card accent-card">
            <dt>{copy.consecutive}</dt>
            <dd data-figure="consecutive-years">{years}</dd>
          </div>
          <div className="card accent-card">
            <dt>{copy.charity}</dt>
            <dd data-figure="charity">{copy.charityValue(amount, currency)}</dd>
          </div>
        </dl>
      </Section>

      <Section titleId="history-title" title={copy.historyTitle(first)} tinted layout="content-columns">
        <div className="prose">
          <p>{copy.history(years, first)}</p>
        </div>
      </Section>

      <Section
        titleId="programme-title"
        title={copy.programmeTitle}
        layout="three-up"
        titleColumn={<p>{copy.programme}</p>}
        below={
          <ActionLinks first={{ href: pageRoutes.events, label: copy.findConcert }} second={{ href: pageRoutes.join, label: copy.join }} />
        }
      >
        <div>
          <h2 className="section__title">{copy.charityTitle}</h2>
          <p>{copy.charityBody(amount, currency, first)}</p>
        </div>
        <div>
          <h2 className="section__title">{copy.takePartTitle}</h2>
          <p>{copy.takePart}</p>
        </div>
      </Section>
      {/* Last, so a list that arrives after the page has drawn moves nothing in view. */}
      <ProgrammeEvents programme="new-year-concert" />
    </article>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(ConcertScreen);
