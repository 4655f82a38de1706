// The newsletters (newsletters.list), newest first: subject, state, dates and progress; a new one,
// or one opened, in the composer (NewsletterEditor.tsx) in place of the list.
import { useEffect, useRef, useState } from 'react';
import type { Newsletter } from '../../../../shared/newsletter.schema';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { langOf, useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { NewsletterEditor } from './NewsletterEditor';
import { StateBadge } from './StateBadge';
import { ProgressBar } from './ProgressBar';
import { subjectOf } from './newsletter-view';

/** null: the list; 'new': a new newsletter; a number: that newsletter. */
type Opened = 'new' | number | null;

export function NewslettersTab({ announce, onDirty }: { announce: (text: string) => void; onDirty: (dirty: boolean) => void }) {
  const [opened, setOpened] = useState<Opened>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  useEffect(() => {
    if (opened !== null || !focusList.current) return;
    focusList.current = false;
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [opened]);

  if (opened !== null)
    return (
      <NewsletterEditor
        key={opened === 'new' ? 'new' : 'open'}
        id={opened === 'new' ? null : opened}
        onCreated={(id) => setOpened(id)}
        onBack={() => {
          onDirty(false);
          focusList.current = true;
          setOpened(null);
        }}
        onDirty={onDirty}
        announce={announce}
      />
    );
  return <NewsletterList headingRef={headingRef} onOpen={setOpened} />;
}

function NewsletterList({
  headingRef,
  onOpen,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onOpen: (opened: Opened) => void;
}) {
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.list;
  const { language } = useI18n();
  const query = trpc.newsletters.list.useQuery();
  const newsletters = query.data?.newsletters ?? [];
  const nameOf = (newsletter: Newsletter) => subjectOf(language, newsletter.content, copy.untitled);

  return (
    <>
      <div className="admin-tools admin-newsletter__tools admin-newsletter__tools--action">
        <button type="button" className="button" onClick={() => onOpen('new')} data-new-newsletter="">
          {text.new}
        </button>
      </div>
      <section aria-labelledby="admin-newsletter-list" className="admin-newsletter__list">
        <div className="admin-list-head">
          <h2 id="admin-newsletter-list" ref={headingRef} tabIndex={-1}>
            {text.heading}
          </h2>
        </div>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : newsletters.length === 0 ? (
          <div className="notice" data-empty="">
            <p>{text.empty}</p>
          </div>
        ) : (
          <table className="admin-table admin-newsletter__table">
            <thead>
              <tr>
                <th scope="col">{text.col.subject}</th>
                <th scope="col">{text.col.state}</th>
                <th scope="col">{text.col.when}</th>
                <th scope="col">{text.col.progress}</th>
                <th scope="col">
                  <span className="visually-hidden">{copy.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {newsletters.map((newsletter) => {
                const name = nameOf(newsletter);
                const { content, state } = newsletter;
                return (
                  <tr key={newsletter.id} data-newsletter={newsletter.id} data-state={state}>
                    <th scope="row" className="admin-newsletter__subject">
                      <span lang={langOf(language, content.subjectEn, content.subjectZh)}>{name}</span>
                    </th>
                    <td>
                      <StateBadge state={state} />
                    </td>
                    <td className="admin-newsletter__dates">
                      <span className="admin-newsletter__detail">
                        {text.created(formatMoment(language, newsletter.createdAt), newsletter.createdBy)}
                      </span>
                      {state === 'scheduled' && newsletter.sendAt && (
                        <span className="admin-newsletter__detail">{text.scheduledFor(formatMoment(language, newsletter.sendAt))}</span>
                      )}
                      {newsletter.finishedAt ? (
                        <span className="admin-newsletter__detail">{text.finishedAt(formatMoment(language, newsletter.finishedAt))}</span>
                      ) : newsletter.startedAt ? (
                        <span className="admin-newsletter__detail">{text.startedAt(formatMoment(language, newsletter.startedAt))}</span>
                      ) : null}
                    </td>
                    <td className="admin-newsletter__progress-cell">
                      {newsletter.startedAt ? <ProgressBar progress={newsletter.progress} compact /> : text.notStarted}
                    </td>
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={text.openAbout(name)}
                        onClick={() => onOpen(newsletter.id)}
                      >
                        {text.open}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
