// Join (docs/product.md §1, §2): the five departments with their groups and the executive committee,
// what we ask of members, and the application form, which can also be opened on its own in a new
// tab (/join?form=only).
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { pageRoutes } from '../../../../shared/routes';
import { useSite } from '../../lib/site-content';
import { usePageMeta } from '../../lib/page-meta';
import { ExternalIcon } from '../../components/icons';
import { PageBanner } from '../../components/PageBanner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import '../content.css';
import { emptyValues, JoinForm, type JoinValues } from './JoinForm';
import { joinCopy } from './join.copy';
import '../../styles/fields.css';
import './join.css';
import { Section } from '../../components/Section';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { withData } from '../../lib/trpc-react';

export const formOnlyHref = `${pageRoutes.join}?form=only`;

function JoinScreen() {
  const { t } = useI18n();
  const copy = useCopy(joinCopy);
  const site = useSite();
  // Closed (the society's record, issue 26): its message where the form would be.
  const form = (headingId: string) =>
    site.join.open ? (
      <JoinForm values={values} onChange={setValues} headingId={headingId} />
    ) : (
      <p className="join-closed" role="status" data-join-closed="">
        {site.join.closedMessage || copy.closed}
      </p>
    );
  usePageMeta('join');
  const formOnly = new URLSearchParams(useSearch()).get('form') === 'only';
  const [values, setValues] = useState<JoinValues>(emptyValues);

  // Arriving at /join#apply: the form is in place only now that this chunk has loaded.
  useEffect(() => {
    if (window.location.hash === '#apply') document.getElementById('apply')?.scrollIntoView();
  }, []);

  if (formOnly) {
    return (
      <div className="page page--narrow join-form-only" data-screen="join-form">
        <SocietyEyebrow />
        <h1 id="apply-title">{copy.applyTitle}</h1>
        <p className="lead">{copy.applyIntro}</p>
        <div className="card join-card">{form('apply-title')}</div>
        <p>
          <Link href={pageRoutes.join} className="text-link">
            {copy.fullPage}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div data-screen="join">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="聚" />

      <Section titleId="departments-title" title={copy.departmentsTitle}>
        <p className="lead">{copy.departmentsIntro}</p>
        <ul className="departments">
          {site.departments.map((department) => {
            const name = department.name;
            return (
              <li key={department.id} className="card accent-card department" data-department={department.id}>
                <h3 className="department__name">{name}</h3>
                <p className="department__summary">{department.summary || null}</p>
                <ul className="department__groups" aria-label={copy.groupsLabel(name)}>
                  {department.groups.map((group) => (
                    <li key={group.name}>
                      <span className="department__group">{group.name}</span>
                      <span className="department__group-text">{group.description}</span>
                    </li>
                  ))}
                </ul>
                {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link to the form (#apply); the handler also picks this department in it */}
                <a
                  href="#apply"
                  className="text-link department__apply"
                  onClick={() => setValues((current) => ({ ...current, group: department.id }))}
                >
                  {copy.applyTo(name)}
                </a>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section titleId="requirements-title" title={copy.requirementsTitle} tinted layout="content-columns">
        <ul className="check-list requirements">
          {site.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </Section>

      <Section
        titleId="apply-title"
        title={copy.applyTitle}
        id="apply"
        layout="apply"
        titleColumnClassName="apply__intro"
        titleColumn={
          <>
            <p>{copy.applyIntro}</p>
            <p>
              <a href={formOnlyHref} target="_blank" rel="noopener" className="text-link" data-new-tab-form="">
                {copy.newTab} <ExternalIcon />
                <span className="visually-hidden"> {t('app.newTab')}</span>
              </a>
            </p>
          </>
        }
      >
        <div className="card join-card">{form('apply-title')}</div>
      </Section>
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(JoinScreen);
