// The article editor (/staff/articles/{id}; issue 36, item 2): the English and Chinese side by
// side (stacked on a phone), each body with its live preview; the Traditional overrides folded
// away; the cover, tags, byline and issue. A draft is never lost: it saves itself ~1.5 s after
// typing stops, on leaving a field and when the tab is hidden, always naming the version it was
// made from; a local copy of unsaved text stays in this browser until the site has it; leaving with
// unsaved changes asks first. When someone else saved meanwhile (412) nothing typed is dropped:
// the author keeps theirs (saved over the other) or loads the other's with theirs kept aside.
// While the article waits for review (409) its author reads it only. Editors open any article here.
import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { intlLocaleOf } from '../../../../shared/moments';
import { mayOpenPage } from '../../../../shared/permissions';
import { pageRoutes } from '../../../../shared/routes';
import { magazineLimits, type ArticleContent, type EditableArticle } from '../../../../shared/magazine.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { ImageFileInput, UploadProgress } from '../../components/ImageUpload';
import { LoadError } from '../../components/LoadError';
import { Notice, useNotice } from '../../components/Notice';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { dateTimeFormat } from '../../lib/intl-format';
import { usePageMeta } from '../../lib/page-meta';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { useUpload } from '../../lib/use-upload';
import {
  backupDecision,
  backupKey,
  editorFields,
  effectiveAuthors,
  fieldOfIssuePath,
  imageMarkdown,
  insertAt,
  issuesByField,
  mayAutosave,
  mayRemoveAuthor,
  nextSaveState,
  readBackup,
  resolveStale,
  sameContent,
  saveOutcome,
  tagToAdd,
  type Backup,
  type EditorField,
  type SaveState,
} from './article-editor';
import { badgeOf } from './article-list';
import { BodyField } from './BodyField';
import { ImageDialog } from './ImageDialog';
import { staffArticlesCopy } from './staff-articles.copy';
import { UploadError, uploadArticleImage } from './upload';

type Copy = (typeof staffArticlesCopy)['en'];
type Body = 'bodyEn' | 'bodyZh' | 'bodyZhHant';

/** How long typing must pause before the draft saves itself. */
const autosaveDelay = 1500;

const storage = {
  read(key: string): Backup | null {
    try {
      return readBackup(localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  write(key: string, backup: Backup) {
    try {
      localStorage.setItem(key, JSON.stringify(backup));
    } catch {
      // A full or forbidden storage: the autosave still runs.
    }
  },
  clear(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
};

/** The code and field issues of a failed call (tRPC's error data), if it has them. */
function errorData(error: unknown): { code?: string; issues?: Array<{ path: string; message: string }> } {
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as { code?: string; issues?: Array<{ path: string; message: string }> }) : {};
}

/** The same error with its issues' paths named as the editor's fields (`content.bodyEn` → `bodyEn`), for the form hook. */
function withFieldPaths(error: unknown): unknown {
  const data = errorData(error);
  if (data.issues) data.issues = data.issues.map((issue) => ({ ...issue, path: fieldOfIssuePath(issue.path) ?? issue.path }));
  return error;
}

export function ArticleEditor({ id }: { id: number }) {
  usePageMeta('staffArticle');
  const copy = useCopy(staffArticlesCopy);
  const { t } = useI18n();
  const user = useAuth().user;
  const isEditor = user ? mayOpenPage('adminMagazine', user) : false;
  const query = trpc.articles.get.useQuery(
    { id },
    // Never from the cache: the editor starts from the version the site has now, or its first save would be stale.
    { enabled: id > 0, staleTime: 0, gcTime: 0, retry: (count, error) => count < 1 && errorData(error).code !== 'NOT_FOUND' },
  );
  const notFound = id === 0 || (query.isError && errorData(query.error).code === 'NOT_FOUND');
  return (
    <div className="page article-editor" data-screen="staff-article">
      <SocietyEyebrow />
      <p className="article-editor__back">
        <Link href={pageRoutes.staffArticles} className="text-link">
          ‹ {copy.back}
        </Link>
        {isEditor && (
          <Link href={pageRoutes.adminMagazine} className="text-link">
            ‹ {t('account.manageMagazine')}
          </Link>
        )}
      </p>
      <h1>{copy.editorTitle}</h1>
      {notFound ? (
        <p className="notice" role="alert">
          {copy.notFound}
        </p>
      ) : query.isPending || (query.isFetching && !query.isFetchedAfterMount) ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError message={copy.articleLoadError} onRetry={() => void query.refetch()} />
      ) : (
        // The editor starts from the article as first read; it keeps its own copy from then on.
        <EditorForm key={query.data.id} article={query.data} />
      )}
    </div>
  );
}

function EditorForm({ article: first }: { article: EditableArticle }) {
  const copy = useCopy(staffArticlesCopy);
  const { language } = useI18n();
  const auth = useAuth();
  const me = auth.user;
  const isEditor = me ? mayOpenPage('adminMagazine', me) : false;
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const id = first.id;
  const backupOf = backupKey(me?.id ?? 0, id);
  const notice = useNotice();
  const form = useForm({ fields: editorFields });
  const traditionalId = useId();

  // The article as the site last answered it (its standing, version and bylines).
  const [meta, setMeta] = useState(first);
  const [values, setValues] = useState<ArticleContent>(first.content);
  // What the site has of this text, as this editor sent it (the dirty check compares with it).
  const [saved, setSaved] = useState<ArticleContent>(first.content);
  const [saveState, dispatch] = useReducer(nextSaveState, { phase: 'idle' } as SaveState);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [backupOffer, setBackupOffer] = useState<Backup | null>(() => {
    const backup = storage.read(backupOf);
    const decision = backupDecision(backup, first.content);
    if (decision === 'discard') storage.clear(backupOf);
    return decision === 'offer' ? backup : null;
  });
  const [theirs, setTheirs] = useState<{ article: EditableArticle | null; failed: boolean } | null>(null);
  const [keptAside, setKeptAside] = useState<ReturnType<typeof resolveStale>['keptAside']>(null);
  const [summary, setSummary] = useState<Array<{ field: EditorField | null; message: string }>>([]);
  const [submitting, setSubmitting] = useState(false);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [imageTarget, setImageTarget] = useState<{ field: Body; start: number; end: number } | null>(null);
  const [traditionalOpen, setTraditionalOpen] = useState(() =>
    Boolean(first.content.titleZhHant || first.content.standfirstZhHant || first.content.bodyZhHant),
  );

  // Read by the save chain, which outlives renders.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const versionRef = useRef(first.version);
  const phaseRef = useRef(saveState.phase);
  phaseRef.current = saveState.phase;
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  /** The text a save was last refused for: not autosaved again until it changes. */
  const failedContent = useRef<ArticleContent | null>(null);
  const bodyRefs = useRef<Partial<Record<Body, HTMLTextAreaElement | null>>>({});

  const readOnly = saveState.phase === 'locked' || (meta.state === 'submitted' && !isEditor);
  const dirty = !sameContent(values, saved);

  useLeaveGuard(dirty || saving || uploading, setLeavingTo);

  // The local copy: written while something is unsaved, dropped once the site has it (kept while a found one awaits the author's choice).
  useEffect(() => {
    if (backupOffer) return;
    if (dirty) storage.write(backupOf, { version: versionRef.current, content: values, at: new Date().toISOString() });
    else storage.clear(backupOf);
  }, [backupOf, values, dirty, backupOffer]);

  const reasonOf = useCallback(
    (error: unknown) => {
      const text = (error as { message?: unknown } | null)?.message;
      if (!errorData(error).code) return copy.network;
      return typeof text === 'string' && text.trim() ? text.trim() : copy.saveFailedReason;
    },
    [copy],
  );

  /** The version someone else saved (after a 412), to choose against. */
  const loadTheirs = useCallback(() => {
    setTheirs({ article: null, failed: false });
    utils.client.articles.get
      .query({ id })
      .then((article) => setTheirs({ article, failed: false }))
      .catch(() => setTheirs({ article: null, failed: true }));
  }, [id, utils]);

  /** One save of what is typed now, made from the version it started from; true when the site has it. */
  const saveOnce = useCallback(
    async (how: 'auto' | 'manual'): Promise<boolean> => {
      const content = valuesRef.current;
      if (sameContent(content, savedRef.current)) return true;
      if (phaseRef.current === 'stale' || phaseRef.current === 'locked') return false;
      dispatch({ type: 'start' });
      setSaving(true);
      try {
        const next = await utils.client.articles.save.mutate({ id, content, version: versionRef.current });
        versionRef.current = next.version;
        savedRef.current = content;
        setSaved(content);
        setMeta(next);
        dispatch({ type: 'saved', at: new Date().toISOString() });
        return true;
      } catch (error) {
        const outcome = saveOutcome(errorData(error).code);
        if (outcome === 'stale') {
          phaseRef.current = 'stale';
          dispatch({ type: 'stale' });
          loadTheirs();
        } else if (outcome === 'locked') {
          phaseRef.current = 'locked';
          dispatch({ type: 'locked' });
          utils.client.articles.get
            .query({ id })
            .then(setMeta)
            .catch(() => {});
        } else {
          failedContent.current = content;
          dispatch({ type: 'failed', reason: reasonOf(error) });
          // Asked for: the fields the site refused are shown (and the first focused); an autosave only says so.
          if (how === 'manual') form.failed(withFieldPaths(error));
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [id, utils, form.failed, reasonOf, loadTheirs],
  );

  /** Saves after any save under way (one at a time, each from the version the last one left). */
  const save = useCallback(
    (how: 'auto' | 'manual'): Promise<boolean> => {
      const next = chain.current.then(() => saveOnce(how));
      chain.current = next.catch(() => false);
      return next;
    },
    [saveOnce],
  );

  // Saves itself once typing has paused (after a refused save, once the text has changed again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: values is the trigger: each change of the text starts the wait again
  useEffect(() => {
    if (!mayAutosave(saveState, dirty, saving, readOnly) || backupOffer) return;
    if (saveState.phase === 'failed' && failedContent.current === valuesRef.current) return;
    const timer = setTimeout(() => void save('auto'), autosaveDelay);
    return () => clearTimeout(timer);
  }, [values, dirty, saving, readOnly, saveState, backupOffer, save]);

  // A save that found no connection is tried again a while later, typing or not.
  useEffect(() => {
    if (saveState.phase !== 'failed' || saveState.reason !== copy.network || !dirty || readOnly) return;
    const timer = setTimeout(() => {
      failedContent.current = null;
      void save('auto');
    }, 10_000);
    return () => clearTimeout(timer);
  }, [saveState, dirty, readOnly, save, copy.network]);

  // And when the tab is hidden (switched away, closed on a phone).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && !sameContent(valuesRef.current, savedRef.current)) void save('auto');
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [save]);

  const saveNow = useCallback(() => {
    if (readOnly) return;
    void save('manual').then((ok) => {
      if (ok) notice.show(copy.savedNotice);
    });
  }, [readOnly, save, notice.show, copy.savedNotice]);

  // Ctrl+S / Cmd+S saves at once (instead of the browser saving the page).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [saveNow]);

  const set = <K extends keyof ArticleContent>(field: K, value: ArticleContent[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
    setSummary((current) => current.filter((item) => item.field !== field));
  };

  // After a 412: the two ways on.
  const choose = (choice: 'keepMine' | 'loadTheirs') => {
    const other = theirs?.article;
    if (!other) return;
    const resolved = resolveStale(choice, valuesRef.current, { version: other.version, content: other.content });
    versionRef.current = resolved.version;
    savedRef.current = resolved.saved;
    phaseRef.current = 'idle';
    setSaved(resolved.saved);
    setMeta(other);
    setTheirs(null);
    dispatch({ type: 'resolved' });
    if (choice === 'loadTheirs') {
      valuesRef.current = resolved.content;
      setValues(resolved.content);
      setKeptAside(resolved.keptAside);
      focusSoon(resolved.keptAside ? '[data-kept-aside] h2' : '.article-form__state');
    } else {
      saveNow();
      focusSoon('.article-form__state');
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || submitting || uploading) return;
    setSummary([]);
    setSubmitting(true);
    try {
      if (!(await save('manual'))) return;
      const failure = await form.submit(async () => {
        try {
          const next = await utils.client.articles.submit.mutate({ id });
          versionRef.current = next.version;
          setMeta(next);
          notice.show(copy.submitted);
          focusSoon('[data-read-only] h2, .article-form__state');
        } catch (error) {
          const issues = errorData(error).issues ?? [];
          const { fields, other } = issuesByField(issues);
          setSummary([
            ...editorFields.filter((field) => fields[field]).map((field) => ({ field, message: fields[field]! })),
            ...other.map((message) => ({ field: null, message })),
          ]);
          if (errorData(error).code === 'CONFLICT') void utils.client.articles.get.query({ id }).then(setMeta);
          throw withFieldPaths(error);
        }
      });
      if (failure) void utils.articles.mine.invalidate();
    } finally {
      setSubmitting(false);
      void utils.articles.mine.invalidate();
    }
  };

  const labelOf: Record<EditorField, string> = {
    titleEn: copy.titleEn,
    standfirstEn: copy.standfirstEn,
    bodyEn: copy.bodyEn,
    titleZh: copy.titleZh,
    standfirstZh: copy.standfirstZh,
    bodyZh: copy.bodyZh,
    titleZhHant: copy.titleZhHant,
    standfirstZhHant: copy.standfirstZhHant,
    bodyZhHant: copy.bodyZhHant,
    coverUrl: copy.coverUrl,
    coverAltEn: copy.coverAltEn,
    coverAltZh: copy.coverAltZh,
    tags: copy.tags,
    authorIds: copy.authors,
    guestByline: copy.guestByline,
    issueId: copy.issue,
  };

  /** Focus for the next render's `selector` (a panel that took the control in use away with it). */
  const focusSoon = (selector: string) =>
    requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus()));

  const focusField = (field: EditorField) => {
    const input = form.formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    const details = input?.closest('details');
    if (details) details.open = true;
    input?.focus();
  };

  const textInput = (
    field: 'titleEn' | 'titleZh' | 'titleZhHant' | 'coverAltEn' | 'coverAltZh' | 'guestByline',
    lang?: string,
    hint?: string,
  ) => (
    <Field form={form} name={field} label={labelOf[field]} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          lang={lang}
          value={values[field]}
          maxLength={
            (field.startsWith('title') ? magazineLimits.title : field === 'guestByline' ? magazineLimits.byline : magazineLimits.alt) + 20
          }
          readOnly={readOnly}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
  const standfirst = (field: 'standfirstEn' | 'standfirstZh' | 'standfirstZhHant', lang: string) => (
    <Field form={form} name={field} label={labelOf[field]} hint={copy.standfirstHint}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          lang={lang}
          value={values[field]}
          maxLength={magazineLimits.standfirst + 20}
          readOnly={readOnly}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
  const body = (field: Body, lang: 'en' | 'zh-CN' | 'zh-Hant') => (
    <BodyField
      form={form}
      field={field}
      label={labelOf[field]}
      lang={lang}
      value={values[field]}
      onChange={(value) => set(field, value)}
      readOnly={readOnly}
      textareaRef={(element) => {
        bodyRefs.current[field] = element;
      }}
      onInsertImage={() => {
        const area = bodyRefs.current[field];
        const end = area?.selectionEnd ?? values[field].length;
        setImageTarget({ field, start: area?.selectionStart ?? end, end });
      }}
    />
  );

  const insertImage = (alt: string, url: string) => {
    const target = imageTarget;
    if (!target) return;
    const result = insertAt(valuesRef.current[target.field], target.start, target.end, imageMarkdown(alt, url));
    set(target.field, result.text);
    setImageTarget(null);
    notice.show(copy.imageInserted);
    // Back in the text, just after the image.
    requestAnimationFrame(() => {
      const area = bodyRefs.current[target.field];
      area?.focus();
      area?.setSelectionRange(result.cursor, result.cursor);
    });
  };

  const badge = badgeOf(meta);
  const stateText = saveStateText(copy, saveState, dirty, language);

  return (
    <>
      <StandingNotes meta={meta} isEditor={isEditor} readOnly={readOnly} />

      {backupOffer && !readOnly && (
        <section className="article-editor__panel" role="alert" data-backup-offer="">
          <h2 className="article-editor__panel-title">{copy.backupTitle}</h2>
          <p>{copy.backupBody(formatMoment(language, backupOffer.at))}</p>
          <p className="article-editor__panel-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setValues(backupOffer.content);
                setBackupOffer(null);
                notice.show(copy.backupRestored);
                focusSoon('form.article-form [name="titleEn"]');
              }}
            >
              {copy.restoreBackup}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                storage.clear(backupOf);
                setBackupOffer(null);
                focusSoon('form.article-form [name="titleEn"]');
              }}
            >
              {copy.discardBackup}
            </button>
          </p>
        </section>
      )}

      {theirs && (
        <section className="article-editor__panel article-editor__panel--stale" role="alert" data-stale="">
          <h2 className="article-editor__panel-title">{copy.staleTitle}</h2>
          <p>{copy.staleBody}</p>
          {theirs.article && <p>{copy.staleBy(theirs.article.updatedBy, formatMoment(language, theirs.article.updatedAt))}</p>}
          {theirs.failed && (
            <p className="form-error">
              {copy.staleLoadFailed}{' '}
              <button type="button" className="button button--secondary" onClick={loadTheirs}>
                {copy.retry}
              </button>
            </p>
          )}
          <p className="article-editor__panel-actions">
            <button type="button" className="button" disabled={!theirs.article} onClick={() => choose('keepMine')} data-keep-mine="">
              {copy.keepMine}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!theirs.article}
              onClick={() => choose('loadTheirs')}
              data-load-theirs=""
            >
              {copy.loadTheirs}
            </button>
          </p>
        </section>
      )}

      {keptAside && (
        <section className="article-editor__panel" aria-labelledby={`${traditionalId}-aside`} data-kept-aside="">
          <h2 className="article-editor__panel-title" id={`${traditionalId}-aside`} tabIndex={-1}>
            {copy.keptAsideTitle}
          </h2>
          <p>{copy.keptAsideBody}</p>
          {keptAside.fields.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${traditionalId}-aside-${field}`}>{labelOf[field]}</label>
              <textarea
                id={`${traditionalId}-aside-${field}`}
                readOnly
                rows={field.startsWith('body') ? 8 : 2}
                value={asText(keptAside.content[field])}
              />
            </div>
          ))}
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setKeptAside(null);
                focusSoon('form.article-form [name="titleEn"]');
              }}
            >
              {copy.keptAsideClose}
            </button>
          </p>
        </section>
      )}

      <form
        ref={form.formRef}
        noValidate
        className="article-form"
        data-state={badge}
        aria-label={copy.editorTitle}
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={(event) => {
          // Enter in a one-line field does not send the article for review (the browser's implicit submission); only the button does.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
        onBlur={(event) => {
          // Leaving a text field saves what is typed (the save chain keeps saves in order).
          const left = event.target;
          if ((left instanceof HTMLInputElement || left instanceof HTMLTextAreaElement) && dirty && !readOnly && !backupOffer)
            void save('auto');
        }}
      >
        <div role="alert" className="article-form__alert">
          {form.failure && (
            <div className="form-error">
              <p>{summary.length > 0 ? copy.notReady : form.failure.kind === 'server' ? form.failure.text : copy.submitFailed}</p>
              {summary.length > 0 && (
                <ul className="article-form__summary">
                  {summary.map((item) => (
                    <li key={`${item.field}-${item.message}`}>
                      {item.field ? (
                        <button type="button" className="link-button" onClick={() => focusField(item.field!)}>
                          {labelOf[item.field]}: {item.message}
                        </button>
                      ) : (
                        item.message
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>

        <div className="article-form__languages">
          <fieldset className="article-form__language" lang="en">
            <legend>{copy.english}</legend>
            {textInput('titleEn', 'en')}
            {standfirst('standfirstEn', 'en')}
            {body('bodyEn', 'en')}
          </fieldset>
          <fieldset className="article-form__language" lang="zh-CN">
            <legend>{copy.chinese}</legend>
            {textInput('titleZh', 'zh-CN')}
            {standfirst('standfirstZh', 'zh-CN')}
            {body('bodyZh', 'zh-CN')}
          </fieldset>
        </div>

        <details className="article-form__traditional" open={traditionalOpen} onToggle={(e) => setTraditionalOpen(e.currentTarget.open)}>
          <summary>{copy.traditional}</summary>
          <p className="field__hint">{copy.traditionalHint}</p>
          {textInput('titleZhHant', 'zh-Hant')}
          {standfirst('standfirstZhHant', 'zh-Hant')}
          {body('bodyZhHant', 'zh-Hant')}
        </details>

        <fieldset className="article-form__details">
          <legend>{copy.detailsLegend}</legend>
          <CoverField
            form={form}
            value={values.coverUrl}
            readOnly={readOnly}
            onChange={(url) => set('coverUrl', url)}
            onUploading={setUploading}
          />
          <div className="article-form__grid">
            {textInput('coverAltEn', 'en')}
            {textInput('coverAltZh', 'zh-CN')}
          </div>
          <TagsField form={form} tags={values.tags} readOnly={readOnly} onChange={(tags) => set('tags', tags)} />
          <AuthorsField
            form={form}
            authorIds={values.authorIds}
            meta={meta}
            isEditor={isEditor}
            readOnly={readOnly}
            onChange={(ids) => set('authorIds', ids)}
          />
          {textInput('guestByline', undefined, copy.guestBylineHint)}
          <IssueField
            form={form}
            isEditor={isEditor}
            value={values.issueId}
            readOnly={readOnly}
            onChange={(issueId) => set('issueId', issueId)}
          />
        </fieldset>

        <div className="article-form__bar">
          <p
            className="article-form__state"
            tabIndex={-1}
            role="status"
            aria-live="polite"
            data-save-state={dirty && saveState.phase !== 'saving' ? 'dirty' : saveState.phase}
          >
            {stateText}
          </p>
          {!readOnly && (
            <p className="article-form__buttons">
              <button
                type="button"
                className="button button--secondary"
                onClick={saveNow}
                disabled={saving || !dirty}
                aria-keyshortcuts="Control+S Meta+S"
              >
                {copy.saveNow}
              </button>
              {meta.state === 'draft' && (
                <button type="submit" className="button" disabled={submitting || uploading}>
                  {submitting ? copy.submitting : copy.submit}
                </button>
              )}
            </p>
          )}
          <p className="field__hint article-form__hint">
            {readOnly ? '' : `${copy.saveShortcut} ${meta.state === 'draft' ? copy.submitHint : ''}`}
          </p>
        </div>
      </form>

      <ImageDialog
        open={imageTarget !== null}
        target={imageTarget ? copy.insertImageInto(labelOf[imageTarget.field]) : ''}
        onInsert={insertImage}
        onClose={() => setImageTarget(null)}
        onUploading={setUploading}
      />
      <ConfirmDialog
        open={leavingTo !== null}
        title={copy.leaveTitle}
        confirmLabel={copy.leave}
        cancelLabel={copy.stay}
        onConfirm={() => {
          const to = leavingTo;
          setLeavingTo(null);
          if (to) navigate(to);
        }}
        onCancel={() => setLeavingTo(null)}
      >
        <p>{copy.leaveBody}</p>
      </ConfirmDialog>
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </>
  );
}

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value));

function saveStateText(copy: Copy, state: SaveState, dirty: boolean, language: keyof typeof intlLocaleOf): string {
  switch (state.phase) {
    case 'locked':
      return copy.saveState.locked;
    case 'stale':
      return copy.saveState.stale;
    case 'saving':
      return copy.saveState.saving;
    case 'failed':
      return copy.saveState.failed(state.reason);
    default:
      if (dirty) return copy.saveState.dirty;
      if (state.phase === 'saved')
        return copy.saveState.saved(
          dateTimeFormat(intlLocaleOf[language], { hour: 'numeric', minute: '2-digit' }).format(new Date(state.at)),
        );
      return copy.saveState.idle;
  }
}

/** Where the article stands, said above the form: waiting for review, returned with a note, live, scheduled. */
function StandingNotes({ meta, isEditor, readOnly }: { meta: EditableArticle; isEditor: boolean; readOnly: boolean }) {
  const copy = useCopy(staffArticlesCopy);
  const { language } = useI18n();
  const badge = badgeOf(meta);
  return (
    <div className="article-editor__standing" data-standing={badge}>
      <p className="article-editor__badge">
        <span className={`badge article-badge article-badge--${badge}`} data-badge={badge}>
          {copy.state[badge]}
        </span>
        {meta.isLive && (
          <Link href={`/magazine/${meta.slug}`} className="text-link">
            {copy.read}
          </Link>
        )}
      </p>
      {readOnly && (
        <div className="article-editor__panel" data-read-only="">
          <h2 className="article-editor__panel-title" tabIndex={-1}>
            {copy.lockedTitle}
          </h2>
          <p>{copy.lockedBody}</p>
        </div>
      )}
      {!readOnly && meta.state === 'submitted' && isEditor && <p className="notice">{copy.editorEditing}</p>}
      {badge === 'returned' && (
        <div className="article-editor__panel article-editor__panel--note" data-review-note="">
          <h2 className="article-editor__panel-title">{copy.returnedTitle}</h2>
          <p className="article-row__note-label">{copy.editorNote}</p>
          <blockquote>
            <p>{meta.reviewNote}</p>
          </blockquote>
        </div>
      )}
      {badge === 'changed' && <p className="notice">{copy.liveNote}</p>}
      {meta.state === 'scheduled' && meta.publishAt && (
        <p className="notice">{copy.scheduledNote(formatMoment(language, meta.publishAt))}</p>
      )}
    </div>
  );
}

interface PartProps<V> {
  form: ReturnType<typeof useForm<EditorField>>;
  readOnly: boolean;
  onChange: (value: V) => void;
}

/** The cover: upload one (checked, sent with its progress), see it, remove it, or give an https address. */
function CoverField({
  form,
  value,
  readOnly,
  onChange,
  onUploading,
}: PartProps<string> & { value: string; onUploading: (on: boolean) => void }) {
  const copy = useCopy(staffArticlesCopy);
  const { t, language } = useI18n();
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const upload = useUpload({
    send: (file, onProgress) => uploadArticleImage(file, language, onProgress),
    onRefused: (key) => setMessage({ kind: 'error', text: t(key) }),
    onStart: () => setMessage(null),
    onDone: (url) => {
      onChange(url);
      setMessage({ kind: 'done', text: copy.coverUploaded });
    },
    onFailed: (error) => {
      if (error instanceof UploadError && error.key === 'upload.aborted') return;
      setMessage({ kind: 'error', text: error instanceof UploadError ? (error.text ?? t(error.key)) : t('upload.failed') });
    },
    onUploading,
  });
  const showable = /^(https:\/\/|\/uploads\/)/.test(value);
  return (
    <div className="cover-field" data-cover="">
      <p className="cover-field__label">{copy.cover}</p>
      <p className="field__hint">{copy.coverHint}</p>
      {value && showable && !upload.progress && <img className="cover-field__preview" src={value} alt={copy.coverPreview} />}
      {upload.progress && (
        <UploadProgress
          id={`${form.inputId('coverUrl')}-progress`}
          label={copy.uploading(upload.progress.name, upload.percent)}
          percent={upload.percent}
          cancelLabel={copy.cancelUpload}
          onCancel={upload.cancel}
          className="cover-field__progress"
        />
      )}
      <div role="status" className="cover-field__status">
        {message && <p className={message.kind === 'error' ? 'form-error' : 'form-success'}>{message.text}</p>}
      </div>
      {!readOnly && !upload.progress && (
        <p className="cover-field__actions">
          <button type="button" className="button button--secondary" onClick={() => fileRef.current?.click()}>
            {value ? copy.replaceCover : copy.chooseCover}
          </button>
          {value && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onChange('');
                setMessage(null);
              }}
            >
              {copy.removeCover}
            </button>
          )}
        </p>
      )}
      <ImageFileInput inputRef={fileRef} onFile={upload.start} disabled={readOnly} data-cover-file="" />
      <Field form={form} name="coverUrl" label={copy.coverUrl}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/** Tags as chips: typed and added with Enter or the button, each with its remove button; at most magazineLimits.tags. */
function TagsField({ form, tags, readOnly, onChange }: PartProps<string[]> & { tags: string[] }) {
  const copy = useCopy(staffArticlesCopy);
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = form.inputId('tags');
  const hintId = form.hintId('tags');
  const full = tags.length >= magazineLimits.tags;
  const add = () => {
    const found = tagToAdd(tags, typed);
    if (found === null) {
      setTyped('');
      return;
    }
    if ('error' in found) {
      setError(t(found.error));
      return;
    }
    setError(null);
    setTyped('');
    onChange([...tags, found.tag]);
  };
  const described = form.describe('tags', true);
  return (
    <div className="field tags-field">
      <label htmlFor={inputId}>{copy.tags}</label>
      {tags.length > 0 && (
        <ul className="chips">
          {tags.map((tag) => (
            <li key={tag} className="chip" data-tag={tag}>
              <span>{tag}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={copy.removeTag(tag)}
                  onClick={() => onChange(tags.filter((other) => other !== tag))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="tags-field__add">
          <input
            id={inputId}
            name="tags"
            type="text"
            value={typed}
            placeholder={copy.newTag}
            disabled={full}
            maxLength={magazineLimits.tag + 10}
            aria-invalid={described['aria-invalid'] ?? (error ? true : undefined)}
            aria-describedby={[described['aria-describedby'], error ? `${inputId}-local-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button--secondary" onClick={add} disabled={full || !typed.trim()}>
            {copy.addTag}
          </button>
        </div>
      )}
      <p className="field__hint" id={hintId}>
        {full ? copy.tagsFull : copy.tagsHint(magazineLimits.tags)}
      </p>
      {error && (
        <p className="field__error" id={`${inputId}-local-error`}>
          {error}
        </p>
      )}
      <FieldError form={form} field="tags" />
    </div>
  );
}

/**
 * The byline's staff accounts. The site offers no list of members' account ids to choose from, so
 * the byline keeps whom it has (named from the article's bylines), and the person editing may add
 * themselves; a writer without an account goes in the guest byline.
 */
function AuthorsField({
  form,
  authorIds,
  meta,
  isEditor,
  readOnly,
  onChange,
}: PartProps<number[]> & { authorIds: number[]; meta: EditableArticle; isEditor: boolean }) {
  const copy = useCopy(staffArticlesCopy);
  const { language } = useI18n();
  const me = useAuth().user;
  const authors = effectiveAuthors(authorIds, meta.createdBy);
  const nameOf = (id: number) => {
    if (me && id === me.id) return copy.you(me.username);
    const byline = meta.bylines.find((entry) => entry.accountId === id);
    if (!byline) return copy.account(id);
    return (language === 'en' ? byline.nameEn || byline.nameZh : byline.nameZh || byline.nameEn) || copy.account(id);
  };
  const described = form.describe('authorIds', true);
  return (
    <fieldset className="authors-field" aria-describedby={described['aria-describedby']}>
      <legend>{copy.authors}</legend>
      <ul className="chips">
        {authors.map((id) => (
          <li key={id} className="chip" data-author={id}>
            <span>{nameOf(id)}</span>
            {!readOnly && me && mayRemoveAuthor(id, authors, me.id, meta.createdBy, isEditor) && (
              <button
                type="button"
                className="chip__remove"
                aria-label={copy.removeAuthor(nameOf(id))}
                onClick={() => onChange(authors.filter((other) => other !== id))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && me && !authors.includes(me.id) && authors.length < magazineLimits.authors && (
        <p>
          <button type="button" name="authorIds" className="button button--secondary" onClick={() => onChange([...authors, me.id])}>
            {copy.addMe}
          </button>
        </p>
      )}
      <p className="field__hint" id={form.hintId('authorIds')}>
        {copy.authorsHint}
      </p>
      <FieldError form={form} field="authorIds" />
    </fieldset>
  );
}

/** The issue, for editors (from the editors' list of issues: ids the public list does not give); an author is told an editor chooses. */
function IssueField({ form, isEditor, value, readOnly, onChange }: PartProps<number | null> & { isEditor: boolean; value: number | null }) {
  const copy = useCopy(staffArticlesCopy);
  const { language } = useI18n();
  const issues = trpc.magazine.editIssues.useQuery(undefined, { enabled: isEditor, staleTime: 60_000 });
  if (!isEditor) return <p className="field__hint article-form__issue-note">{copy.issueAuthorNote}</p>;
  return (
    <Field form={form} name="issueId" label={copy.issue} hint={copy.issueHint}>
      {(control) => (
        <select
          {...control}
          value={value === null ? '' : String(value)}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{copy.issueNone}</option>
          {(issues.data?.issues ?? []).map((issue) => (
            <option key={issue.id} value={issue.id}>
              {`${issue.number} · ${(language === 'en' ? issue.titleEn || issue.titleZh : issue.titleZh || issue.titleEn) || ''}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
