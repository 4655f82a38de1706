// The subscribers (newsletterSubscribers.list): by part of the address, status, language and topic,
// a page at a time, with the count of each status; each removed after a question; the CSV file of
// what the filters show (its REST address, as the guest list's); and a CSV file of addresses read
// in the browser and imported (each new one is sent the confirmation mail), with what became of
// each line.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { languages, type Language } from '../../../../shared/constants';
import { newsletterLimits, newsletterTopics, type Subscriber } from '../../../../shared/newsletter.schema';
import { pageRoutes } from '../../../../shared/routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { FilterSelect, SearchField } from '../../components/ListControls';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { RangeCount } from '../../components/RangeCount';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import {
  defaultView,
  isFiltered,
  languageFilters,
  pageCount,
  pageSize,
  statusFilters,
  subscribersCsvHref,
  subscribersListInput,
  topicFilters,
  writeView,
  type NewsletterView,
  type SubscribersView,
} from './newsletter-view';

interface SubscribersTabProps {
  view: SubscribersView;
  setView: (next: NewsletterView) => void;
  hrefOf: (next: NewsletterView) => string;
  announce: (text: string) => void;
}

export function SubscribersTab({ view, setView, hrefOf, announce }: SubscribersTabProps) {
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.subscribers;
  const { language } = useI18n();
  const q = useDebounced(view.q);
  const query = trpc.newsletterSubscribers.list.useQuery(subscribersListInput(view, q), { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const remove = trpc.newsletterSubscribers.remove.useMutation();
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  const csvHint = useId();
  useEffect(() => {
    if (!focusList.current || removing) return;
    focusList.current = false;
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [removing]);

  const rows = query.data?.subscribers ?? [];
  const total = query.data?.total ?? 0;
  const counts = query.data?.counts;
  // Asked past the last page (rows gone since, an old link): the last one.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && rows.length === 0 && view.page > pageCount(total))
      setView({ ...view, page: pageCount(total) });
  });
  const filtered = isFiltered(view);
  const all = <T extends Record<string, string>>(names: T) => ({ all: text.all, ...names });

  const confirmRemove = async () => {
    if (!removing || remove.isPending) return;
    setError(null);
    try {
      await remove.mutateAsync({ id: removing.id });
      await utils.newsletterSubscribers.list.invalidate();
      announce(text.removed(removing.email));
      focusList.current = true;
      setRemoving(null);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  return (
    <>
      <div className="admin-tools admin-newsletter__tools">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is the search landmark only since Chrome and Firefox 118 and Safari 17; a div with role=search is one in all */}
        <div role="search" className="admin-newsletter__filters">
          <SearchField
            label={text.search}
            hint={text.searchHint}
            value={view.q}
            onChange={(next) => setView({ ...view, q: next, page: 1 })}
            className="admin-newsletter__search"
          />
          <FilterSelect
            label={text.status}
            value={view.status}
            options={statusFilters}
            names={all(text.statusNames)}
            onChange={(status) => setView({ ...view, status, page: 1 })}
          />
          <FilterSelect
            label={text.language}
            value={view.language}
            options={languageFilters}
            names={all(copy.languageNames)}
            onChange={(next) => setView({ ...view, language: next, page: 1 })}
          />
          <FilterSelect
            label={text.topic}
            value={view.topic}
            options={topicFilters}
            names={all(copy.topicNames)}
            onChange={(topic) => setView({ ...view, topic, page: 1 })}
          />
        </div>
        <p className="admin-newsletter__export">
          <a className="button button--secondary" href={subscribersCsvHref(view)} download aria-describedby={csvHint} data-export="">
            {text.export}
          </a>
          <span className="field__hint" id={csvHint}>
            {text.exportHint}
          </span>
        </p>
      </div>

      <section aria-labelledby="admin-newsletter-subscribers" className="admin-newsletter__list">
        <div className="admin-list-head">
          <h2 id="admin-newsletter-subscribers" ref={headingRef} tabIndex={-1}>
            {text.heading}
          </h2>
          {query.isSuccess && <RangeCount page={view.page} pageSize={pageSize} shown={rows.length} total={total} text={copy.count} />}
        </div>
        {counts && (
          <p className="admin-newsletter__counts" data-counts="">
            {text.counts(counts.pending, counts.subscribed, counts.unsubscribed)}
          </p>
        )}
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <div className="notice" data-empty="">
            <p>{filtered ? text.emptySearch : text.empty}</p>
            {filtered && (
              <Link href={`${pageRoutes.adminNewsletter}${writeView(defaultView('subscribers'))}`} className="text-link">
                {text.clearFilters}
              </Link>
            )}
          </div>
        ) : (
          <>
            <table className="admin-table admin-newsletter__table" aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{text.col.email}</th>
                  <th scope="col">{text.col.status}</th>
                  <th scope="col">{text.col.language}</th>
                  <th scope="col">{text.col.topics}</th>
                  <th scope="col">{text.col.confirmed}</th>
                  <th scope="col">
                    <span className="visually-hidden">{copy.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((subscriber) => (
                  <tr key={subscriber.id} data-subscriber={subscriber.email} data-status={subscriber.status}>
                    <th scope="row" className="admin-newsletter__email">
                      {subscriber.email}
                    </th>
                    <td>
                      <span className={`badge badge--subscriber-${subscriber.status}`}>{text.statusNames[subscriber.status]}</span>
                    </td>
                    <td>{copy.languageNames[subscriber.language]}</td>
                    <td>{subscriber.topics.map((topic) => copy.topicNames[topic]).join(', ')}</td>
                    <td className="admin-newsletter__detail-cell">
                      {subscriber.confirmedAt ? (
                        <time dateTime={subscriber.confirmedAt}>{formatMoment(language, subscriber.confirmedAt)}</time>
                      ) : (
                        text.notConfirmed
                      )}
                    </td>
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-haspopup="dialog"
                        aria-label={text.removeAbout(subscriber.email)}
                        onClick={() => {
                          setError(null);
                          setRemoving(subscriber);
                        }}
                      >
                        {text.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={view.page} count={pageCount(total)} hrefOf={(page) => hrefOf({ ...view, page })} />
          </>
        )}
      </section>

      <ImportForm announce={announce} />

      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        confirmLabel={remove.isPending ? text.removing : text.removeConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
        error={error}
      >
        <p>{removing && text.removeBody(removing.email)}</p>
      </ConfirmDialog>
    </>
  );
}

type ImportResult = { invited: number; alreadySubscribed: number; invalid: { line: number; reason: string }[] };

/** A CSV file read in the browser and sent as text; what became of its lines shown under it. */
function ImportForm({ announce }: { announce: (text: string) => void }) {
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.subscribers;
  const ids = useId();
  const utils = trpc.useUtils();
  const importing = trpc.newsletterSubscribers.import.useMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [importLanguage, setImportLanguage] = useState<Language>('en');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing.isPending) return;
    setError(null);
    setResult(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(text.importChoose);
      fileRef.current?.focus();
      return;
    }
    if (file.size > newsletterLimits.importBytes) {
      setError(text.importTooLarge);
      fileRef.current?.focus();
      return;
    }
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setError(text.importUnreadable);
      return;
    }
    try {
      const done = await importing.mutateAsync({ csv, language: importLanguage, topics: [...newsletterTopics] });
      setResult(done);
      await utils.newsletterSubscribers.list.invalidate();
      announce(text.importDone(done.invited, done.alreadySubscribed, done.invalid.length));
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  return (
    <section className="admin-newsletter__import" aria-labelledby={`${ids}-heading`} data-import="">
      <h2 id={`${ids}-heading`}>{text.importHeading}</h2>
      <p className="field__hint">{text.importHint}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="admin-newsletter__import-form">
        <FormAlert className="admin-newsletter__import-alert" error={error} />
        <fieldset disabled={importing.isPending} className="admin-newsletter__import-fields">
          <Field label={text.importFile}>
            {(control) => <input {...control} ref={fileRef} type="file" accept=".csv,text/csv" name="csv" />}
          </Field>
          <Field label={text.importLanguage}>
            {(control) => (
              <select {...control} value={importLanguage} onChange={(e) => setImportLanguage(e.target.value as Language)}>
                {languages.map((one) => (
                  <option key={one} value={one}>
                    {copy.languageNames[one]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
        <p>
          <button type="submit" className="button" disabled={importing.isPending} data-import-submit="">
            {importing.isPending ? text.importing : text.importSubmit}
          </button>
        </p>
      </form>
      {result && (
        <div className="admin-newsletter__import-result" data-import-result="">
          <h3>{text.importResult}</h3>
          <ul>
            <li>{text.invited(result.invited)}</li>
            <li>{text.alreadySubscribed(result.alreadySubscribed)}</li>
            <li>{text.invalidLines(result.invalid.length)}</li>
          </ul>
          {result.invalid.length > 0 && (
            <ul className="admin-newsletter__invalid" data-invalid-lines="">
              {result.invalid.map((line) => (
                <li key={line.line}>
                  {text.line(line.line)}: {line.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
