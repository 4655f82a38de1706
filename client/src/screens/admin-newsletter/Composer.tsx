// The composer of a newsletter: its subject and opening words in English and Chinese side by side
// (one after the other on a phone), the Traditional of one's own folded away, the articles IN
// ORDER (found among the published ones by words of their title, moved up and down with buttons,
// each move said in a live region and focus kept on the moved article), or a whole issue, and the
// coming events. Checked with the shared schema; the server's field errors are shown beside their
// fields. A save names the version it was made from: when someone else saved meanwhile (412),
// nothing typed is dropped until the editor chooses to keep theirs or load theirs.
import '../../lib/zod-jitless';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newsletterContent, newsletterLimits, type Newsletter, type NewsletterContent } from '../../../../shared/newsletter.schema';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { FormAlert } from '../../components/FormAlert';
import { SearchField } from '../../components/ListControls';
import { useCopy } from '../../i18n/copy';
import { langOf, useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { useForm } from '../../lib/use-form';
import { moveItem, unprefixIssues } from '../../lib/list-edits';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { composerFields, emptyContent, isEditable, sameContent, titleOf } from './newsletter-view';

type Titled = { id: number; titleEn: string; titleZh: string };

/** The code and field issues of a failed call (tRPC's error data), if it has them. */
function errorData(error: unknown): { code?: string; issues?: Array<{ path: string; message: string }> } {
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as { code?: string; issues?: Array<{ path: string; message: string }> }) : {};
}

interface ComposerProps {
  newsletter: Newsletter | null;
  onCreated: (id: number) => void;
  onDirty: (dirty: boolean) => void;
  announce: (text: string) => void;
}

export function Composer({ newsletter, onCreated, onDirty, announce }: ComposerProps) {
  const { t, language } = useI18n();
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.editor;
  const utils = trpc.useUtils();
  const form = useForm({ fields: composerFields });
  const [values, setValues] = useState<NewsletterContent>(() => newsletter?.content ?? emptyContent());
  const [saved, setSaved] = useState<NewsletterContent>(() => newsletter?.content ?? emptyContent());
  const versionRef = useRef(newsletter?.version);
  const [theirs, setTheirs] = useState<{ newsletter: Newsletter | null; failed: boolean } | null>(null);
  const [traditionalOpen, setTraditionalOpen] = useState(Boolean(values.subjectZhHant || values.introZhHant));
  const [said, setSaid] = useState('');
  const [find, setFind] = useState('');
  const [known, setKnown] = useState<Map<number, Titled>>(() => new Map());
  const listRef = useRef<HTMLOListElement>(null);
  const findRef = useRef<HTMLDivElement>(null);
  const readOnly = newsletter !== null && !isEditable(newsletter.state);
  const dirty = !sameContent(values, saved);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // The titles of the chosen articles (the published ones), and those the search finds.
  const q = useDebounced(find);
  const published = trpc.magazine.all.useQuery({ state: 'live', pageSize: 100 });
  const found = trpc.magazine.all.useQuery(
    { state: 'live', ...(q.trim() ? { q: q.trim() } : {}), pageSize: 10 },
    { placeholderData: keepPreviousData, enabled: !readOnly },
  );
  const issues = trpc.magazine.editIssues.useQuery();
  const titleById = new Map<number, Titled>(known);
  for (const article of published.data?.articles ?? []) titleById.set(article.id, article);
  const nameOf = (id: number) => {
    const article = titleById.get(id);
    return article ? titleOf(language, article, copy.untitled) : text.articleNumber(id);
  };
  const chosen = new Set(values.articleIds);
  const candidates = (found.data?.articles ?? []).filter((article) => !chosen.has(article.id));

  const set = <K extends keyof NewsletterContent>(field: K, value: NewsletterContent[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };

  const focusAfter = (id: number | null, selectors: string[], fallback?: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => {
      const item = id === null ? null : listRef.current?.querySelector(`[data-newsletter-article="${id}"]`);
      for (const selector of selectors) {
        const target = item?.querySelector<HTMLButtonElement>(selector);
        if (target && !target.disabled) return target.focus();
      }
      fallback?.()?.focus();
    });
  const move = (index: number, delta: number) => {
    const id = values.articleIds[index];
    if (id === undefined) return;
    const next = moveItem(values.articleIds, index, delta);
    set('articleIds', next);
    setSaid(text.moved(nameOf(id), next.indexOf(id) + 1, next.length));
    focusAfter(id, delta < 0 ? ['[data-move="up"]', '[data-move="down"]'] : ['[data-move="down"]', '[data-move="up"]']);
  };
  const removeAt = (index: number) => {
    const id = values.articleIds[index];
    if (id === undefined) return;
    const next = values.articleIds.filter((_, i) => i !== index);
    set('articleIds', next);
    setSaid(text.removed(nameOf(id)));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfter(neighbour ?? null, ['[data-remove]'], () => findRef.current?.querySelector('input'));
  };
  const add = (article: Titled) => {
    setKnown((current) => new Map(current).set(article.id, article));
    const next = [...values.articleIds, article.id];
    set('articleIds', next);
    setSaid(text.added(titleOf(language, article, copy.untitled), next.length));
    requestAnimationFrame(() => findRef.current?.querySelector('input')?.focus());
  };

  /** The version someone else saved (after a 412), to choose against. */
  const loadTheirs = () => {
    if (!newsletter) return;
    setTheirs({ newsletter: null, failed: false });
    utils.client.newsletters.get
      .query({ id: newsletter.id })
      .then((other) => setTheirs({ newsletter: other, failed: false }))
      .catch(() => setTheirs({ newsletter: null, failed: true }));
  };

  const save = (content: NewsletterContent) =>
    form.submit(async () => {
      try {
        const next = newsletter
          ? await utils.client.newsletters.save.mutate({ id: newsletter.id, content, version: versionRef.current })
          : await utils.client.newsletters.create.mutate(content);
        versionRef.current = next.version;
        setSaved(content);
        utils.newsletters.get.setData({ id: next.id }, next);
        void utils.newsletters.list.invalidate();
        announce(newsletter ? text.saved : text.createdNotice);
        if (!newsletter) onCreated(next.id);
      } catch (error) {
        const data = errorData(error);
        if (data.code === 'PRECONDITION_FAILED') {
          loadTheirs();
          return;
        }
        // A save's field issues name `content.subjectEn`…: as the form names its fields.
        if (data.issues) data.issues = unprefixIssues(data.issues, 'content');
        throw error;
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || theirs) return;
    const content = form.validate(newsletterContent, values);
    if (content) void save(values);
  };

  const choose = (choice: 'keepMine' | 'loadTheirs') => {
    const other = theirs?.newsletter;
    if (!other) return;
    versionRef.current = other.version;
    setTheirs(null);
    utils.newsletters.get.setData({ id: other.id }, other);
    if (choice === 'loadTheirs') {
      setValues(other.content);
      setSaved(other.content);
      announce(text.theirsLoaded);
    } else {
      void save(values);
    }
  };

  const failure = form.failure;
  const errorText = !failure
    ? null
    : failure.kind === 'invalid'
      ? t('auth.fixErrors')
      : failure.kind === 'network'
        ? copy.network
        : failure.kind === 'failed'
          ? copy.failed
          : failure.text;

  type TextField = 'subjectEn' | 'subjectZh' | 'subjectZhHant' | 'introEn' | 'introZh' | 'introZhHant';
  const textField = (field: TextField, label: string, lang: string, hint?: string) => (
    <Field form={form} name={field} label={label} hint={hint}>
      {(control) =>
        field.startsWith('subject') ? (
          <input
            type="text"
            {...control}
            lang={lang}
            maxLength={newsletterLimits.subject + 50}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        ) : (
          <textarea
            {...control}
            lang={lang}
            rows={6}
            maxLength={newsletterLimits.intro + 500}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        )
      }
    </Field>
  );

  const publishedIssues = (issues.data?.issues ?? []).filter((issue) => issue.isPublished || issue.id === values.issueId);

  return (
    <section className="newsletter-composer" aria-label={text.composerLabel}>
      {theirs && (
        <div className="newsletter-editor__panel newsletter-editor__panel--stale" role="alert" data-stale="">
          <h3>{text.staleTitle}</h3>
          <p>{text.staleBody}</p>
          {theirs.newsletter && <p>{text.staleBy(theirs.newsletter.updatedBy, formatMoment(language, theirs.newsletter.updatedAt))}</p>}
          {theirs.failed && <p className="form-error">{copy.network}</p>}
          <p className="newsletter-editor__panel-actions">
            <button type="button" className="button" disabled={!theirs.newsletter} onClick={() => choose('keepMine')} data-keep-mine="">
              {text.keepMine}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!theirs.newsletter}
              onClick={() => choose('loadTheirs')}
              data-load-theirs=""
            >
              {text.loadTheirs}
            </button>
          </p>
        </div>
      )}
      {readOnly && (
        <p className="notice" data-read-only="">
          {text.readOnly}
        </p>
      )}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={onSubmit}
        className="newsletter-composer__form"
        onKeyDown={(event) => {
          // Enter in a one-line field (the article search above all) does not save the newsletter; only the button does.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <FormAlert className="newsletter-composer__alert" error={errorText} />
        <fieldset disabled={form.submitting || readOnly} className="newsletter-composer__fields">
          <div className="newsletter-composer__pair">
            {textField('subjectEn', text.subjectEn, 'en')}
            {textField('subjectZh', text.subjectZh, 'zh-CN')}
          </div>
          <div className="newsletter-composer__pair">
            {textField('introEn', text.introEn, 'en', text.introHint)}
            {textField('introZh', text.introZh, 'zh-CN')}
          </div>
          <details
            className="newsletter-composer__traditional"
            open={traditionalOpen || Boolean(form.errors.subjectZhHant || form.errors.introZhHant)}
            onToggle={(e) => setTraditionalOpen(e.currentTarget.open)}
          >
            <summary>{text.traditional}</summary>
            <p className="field__hint">{text.traditionalHint}</p>
            {textField('subjectZhHant', text.subjectZhHant, 'zh-Hant')}
            {textField('introZhHant', text.introZhHant, 'zh-Hant')}
          </details>

          <fieldset className="newsletter-composer__articles" aria-describedby="newsletter-articles-hint">
            <legend>{text.articles}</legend>
            <p className="field__hint" id="newsletter-articles-hint">
              {text.articlesHint}
            </p>
            {values.articleIds.length === 0 ? (
              <p className="newsletter-composer__none">{text.noArticles}</p>
            ) : (
              <ol className="newsletter-composer__list" ref={listRef}>
                {values.articleIds.map((id, index) => {
                  const name = nameOf(id);
                  const article = titleById.get(id);
                  return (
                    <li key={id} className="newsletter-composer__item" data-newsletter-article={id}>
                      <span className="newsletter-composer__position" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span
                        className="newsletter-composer__name"
                        lang={article ? langOf(language, article.titleEn, article.titleZh) : undefined}
                      >
                        {name}
                      </span>
                      <span className="newsletter-composer__moves">
                        <button
                          type="button"
                          className="button button--secondary"
                          data-move="up"
                          aria-label={text.moveUpAbout(name)}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          {text.moveUp}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          data-move="down"
                          aria-label={text.moveDownAbout(name)}
                          disabled={index === values.articleIds.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          {text.moveDown}
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          data-remove=""
                          aria-label={text.removeAbout(name)}
                          onClick={() => removeAt(index)}
                        >
                          {text.remove}
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <FieldError form={form} field="articleIds" />
            <p className="visually-hidden" aria-live="polite" data-said="">
              {said}
            </p>
            {!readOnly && (
              <div className="newsletter-composer__add" ref={findRef}>
                <SearchField label={text.findArticles} hint={text.findHint} value={find} onChange={setFind} />
                {found.isSuccess && candidates.length === 0 ? (
                  <p className="field__hint">{text.noMatches}</p>
                ) : (
                  <ul className="newsletter-composer__candidates" aria-busy={found.isFetching || undefined}>
                    {candidates.map((article) => {
                      const name = titleOf(language, article, copy.untitled);
                      return (
                        <li key={article.id} className="newsletter-composer__item" data-candidate={article.id}>
                          <span className="newsletter-composer__name" lang={langOf(language, article.titleEn, article.titleZh)}>
                            {name}
                          </span>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={text.addAbout(name)}
                            onClick={() => add(article)}
                          >
                            {text.add}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            )}
          </fieldset>

          <Field form={form} name="issueId" label={text.issue} hint={text.issueHint}>
            {(control) => (
              <select
                {...control}
                value={values.issueId === null ? '' : String(values.issueId)}
                onChange={(e) => set('issueId', e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{text.noIssue}</option>
                {publishedIssues.map((issue) => (
                  <option key={issue.id} value={issue.id}>
                    {text.issueName(issue.number, titleOf(language, issue, ''))}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field form={form} name="includeEvents" check label={text.includeEvents} hint={text.includeEventsHint}>
            {(control) => (
              <input {...control} type="checkbox" checked={values.includeEvents} onChange={(e) => set('includeEvents', e.target.checked)} />
            )}
          </Field>
        </fieldset>
        {!readOnly && (
          <p className="newsletter-composer__actions">
            <button type="submit" className="button" disabled={form.submitting || theirs !== null} data-save="">
              {form.submitting ? text.saving : newsletter ? text.save : text.create}
            </button>
            <span className="newsletter-composer__state" data-dirty={dirty ? '' : undefined}>
              {dirty ? text.unsaved : newsletter ? text.allSaved : ''}
            </span>
          </p>
        )}
      </form>
    </section>
  );
}
