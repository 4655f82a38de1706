// Create or edit an issue in a dialog: its number and date, its title in English and Chinese (the
// Traditional of one's own under a closed section), whether readers see it, its cover (upload or
// address) with what it shows in each language, and its articles IN ORDER: added from the
// published ones (searched by title), moved up and down with buttons (each move said in the
// dialog's own live region, focus staying on the moved article), removed. Checked with the shared
// schema; the server's field errors (a taken number, …) are shown beside their fields in the
// request's language. Closing with unsaved changes asks first.
import '../../lib/zod-jitless';
import { TRPCClientError } from '@trpc/client';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { issueContent, magazineLimits, type EditableIssue } from '../../../../shared/magazine.schema';
import { site } from '../../../../shared/site';
import { DialogTop } from '../../components/DialogTop';
import { DiscardDialog, EditorDialog, useDiscardGuard, type RequestClose } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { FormActions } from '../../components/FormActions';
import { FormAlert } from '../../components/FormAlert';
import { SearchField } from '../../components/ListControls';
import { useCopy } from '../../i18n/copy';
import { langOf, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { useForm, useFormValues } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { adminMagazineCopy } from './admin-magazine.copy';
import { ImageField } from '../../components/ImageField';
import {
  issueFields,
  issueInputOf,
  issueValuesOf,
  moveItem,
  sameIssueValues,
  titleOf,
  todayIn,
  unprefixIssues,
  type IssueArticle,
  type IssueValues,
} from './magazine-view';

/** null: closed; { issue: null }: a new issue; { issue }: that issue. */
export type IssueTarget = { issue: EditableIssue | null } | null;

interface IssueEditorProps {
  target: IssueTarget;
  /** Every issue (the next number of a new one). */
  existing: readonly EditableIssue[];
  onClose: () => void;
  onSaved: (issue: EditableIssue, created: boolean) => void;
}

export function IssueEditor({ target, existing, onClose, onSaved }: IssueEditorProps) {
  const titleId = useId();
  return (
    <EditorDialog open={target !== null} onClose={onClose} titleId={titleId} className="issue-editor">
      {(requestClose) =>
        target && (
          <IssueForm
            key={target.issue?.id ?? 'new'}
            issue={target.issue}
            existing={existing}
            titleId={titleId}
            onClose={onClose}
            onSaved={onSaved}
            requestClose={requestClose}
          />
        )
      }
    </EditorDialog>
  );
}

type TextField = 'titleEn' | 'titleZh' | 'titleZhHant' | 'coverAltEn' | 'coverAltZh';

function IssueForm({
  issue,
  existing,
  titleId,
  onClose,
  onSaved,
  requestClose,
}: Omit<IssueEditorProps, 'target'> & { issue: EditableIssue | null; titleId: string; requestClose: RequestClose }) {
  const { t, language } = useI18n();
  const copy = useCopy(adminMagazineCopy);
  const text = copy.issueEditor;
  const form = useForm({ fields: issueFields, fieldOfServerCode: { CONFLICT: 'number' } });
  const utils = trpc.useUtils();
  const create = trpc.magazine.createIssue.useMutation();
  const update = trpc.magazine.updateIssue.useMutation();
  const [initial] = useState(() => issueValuesOf(issue, existing, todayIn(site.timeZone)));
  const [values, set] = useFormValues<IssueValues>(form, initial);
  const [uploading, setUploading] = useState(false);
  const [traditionalOpen, setTraditionalOpen] = useState(initial.titleZhHant !== '');
  const [said, setSaid] = useState('');
  const [find, setFind] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const findRef = useRef<HTMLDivElement>(null);
  const guard = useDiscardGuard(requestClose, {
    unsaved: uploading || !sameIssueValues(values, initial),
    saving: form.submitting,
    onClose,
  });
  useInitialFocus(contentRef, 'input[name="number"]');

  const q = useDebounced(find);
  const live = trpc.magazine.all.useQuery(
    { state: 'live', ...(q.trim() ? { q: q.trim() } : {}), pageSize: 10 },
    { placeholderData: keepPreviousData },
  );
  const inIssue = new Set(values.articles.map((article) => article.id));
  const candidates = (live.data?.articles ?? []).filter((article) => !inIssue.has(article.id));
  const nameOf = (article: { titleEn: string; titleZh: string }) => titleOf(language, article, copy.untitled);

  const setArticles = (articles: IssueArticle[]) => set('articles', articles);
  /** After a change to the list: focus `selector` inside the article `id`'s item (or `fallback`). */
  const focusAfter = (id: number | null, selectors: string[], fallback?: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => {
      const item = id === null ? null : listRef.current?.querySelector(`[data-issue-article="${id}"]`);
      for (const selector of selectors) {
        const target = item?.querySelector<HTMLButtonElement>(selector);
        if (target && !target.disabled) return target.focus();
      }
      fallback?.()?.focus();
    });

  const move = (index: number, delta: number) => {
    const article = values.articles[index];
    if (!article) return;
    const next = moveItem(values.articles, index, delta);
    setArticles(next);
    setSaid(text.moved(nameOf(article), next.indexOf(article) + 1, next.length));
    focusAfter(article.id, delta < 0 ? ['[data-move="up"]', '[data-move="down"]'] : ['[data-move="down"]', '[data-move="up"]']);
  };
  const removeAt = (index: number) => {
    const article = values.articles[index];
    if (!article) return;
    const next = values.articles.filter((_, i) => i !== index);
    setArticles(next);
    setSaid(text.removed(nameOf(article)));
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfter(neighbour?.id ?? null, ['[data-remove]'], () => findRef.current?.querySelector('input'));
  };
  const add = (article: { id: number; titleEn: string; titleZh: string; isLive: boolean }) => {
    const next = [...values.articles, { id: article.id, titleEn: article.titleEn, titleZh: article.titleZh, isLive: article.isLive }];
    setArticles(next);
    setSaid(text.added(nameOf(article), next.length));
    requestAnimationFrame(() => findRef.current?.querySelector('input')?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) {
      form.setFailure({ kind: 'server', text: text.waitForUpload });
      return;
    }
    const input = form.validate(issueContent, issueInputOf(values));
    if (!input) return;
    void form.submit(async () => {
      try {
        const saved = issue ? await update.mutateAsync({ id: issue.id, issue: input }) : await create.mutateAsync(input);
        await Promise.all([utils.magazine.editIssues.invalidate(), utils.magazine.all.invalidate()]);
        onSaved(saved, !issue);
      } catch (error) {
        // An update's field issues name `issue.number`…: as the form names its fields.
        const data =
          error instanceof TRPCClientError ? (error.data as { issues?: { path: string; message: string }[] } | undefined) : undefined;
        if (data?.issues) data.issues = unprefixIssues(data.issues, 'issue');
        throw error;
      }
    });
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

  const textField = (field: TextField, label: string, lang: string, hint?: string) => (
    <Field form={form} name={field} label={label} hint={hint}>
      {(control) => (
        <input
          type="text"
          {...control}
          lang={lang}
          maxLength={(field.startsWith('title') ? magazineLimits.issueTitle : magazineLimits.alt) + 50}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="dialog__content issue-editor__content" ref={contentRef}>
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="issue-editor__title"
        title={issue ? text.editTitle : text.createTitle}
        closeLabel={copy.close}
        onClose={() => requestClose.current()}
      />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="issue-editor__form">
        <FormAlert className="admin-dialog__alert" error={errorText} />
        <fieldset disabled={form.submitting} className="issue-editor__fields">
          <div className="issue-editor__pair">
            <Field form={form} name="number" label={text.numberField} hint={text.numberHint}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={magazineLimits.issueNumberMax}
                  step={1}
                  value={values.number}
                  onChange={(e) => set('number', e.target.value)}
                />
              )}
            </Field>
            <Field form={form} name="date" label={text.date}>
              {(control) => <input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />}
            </Field>
          </div>
          <div className="issue-editor__pair">
            {textField('titleEn', text.titleEn, 'en', text.titleHint)}
            {textField('titleZh', text.titleZh, 'zh-CN')}
          </div>
          <details
            className="issue-editor__traditional"
            open={traditionalOpen || Boolean(form.errors.titleZhHant)}
            onToggle={(e) => setTraditionalOpen(e.currentTarget.open)}
          >
            <summary>{text.traditional}</summary>
            <p className="field__hint">{text.traditionalHint}</p>
            {textField('titleZhHant', text.titleZhHant, 'zh-Hant')}
          </details>
          <Field form={form} name="isPublished" check label={text.isPublished} hint={text.isPublishedHint}>
            {(control) => (
              <input {...control} type="checkbox" checked={values.isPublished} onChange={(e) => set('isPublished', e.target.checked)} />
            )}
          </Field>
          <ImageField
            form={form}
            field="coverUrl"
            texts={{
              legend: text.cover,
              hint: text.coverHint,
              preview: text.imagePreview,
              uploaded: text.uploaded,
              uploading: text.uploading,
              cancelUpload: text.cancelUpload,
              choose: text.chooseImage,
              replace: text.replaceImage,
              remove: text.removeImage,
              url: text.coverUrl,
              urlHint: text.coverUrlHint,
            }}
            value={values.coverUrl}
            onChange={(url) => set('coverUrl', url)}
            onUploading={setUploading}
            disabled={form.submitting}
          />
          <div className="issue-editor__pair">
            {textField('coverAltEn', text.coverAltEn, 'en')}
            {textField('coverAltZh', text.coverAltZh, 'zh-CN')}
          </div>
          <fieldset className="issue-editor__articles" aria-describedby={`${titleId}-articles-hint`}>
            <legend>{text.articles}</legend>
            <p className="field__hint" id={`${titleId}-articles-hint`}>
              {text.articlesHint}
            </p>
            {values.articles.length === 0 ? (
              <p className="issue-editor__none">{text.noArticles}</p>
            ) : (
              <ol className="issue-editor__list" ref={listRef}>
                {values.articles.map((article, index) => {
                  const name = nameOf(article);
                  return (
                    <li key={article.id} className="issue-editor__item" data-issue-article={article.id}>
                      <span className="issue-editor__position" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className="issue-editor__name">
                        <span lang={langOf(language, article.titleEn, article.titleZh)}>{name}</span>
                        {!article.isLive && <span className="badge issue-editor__hidden">{text.notLive}</span>}
                      </span>
                      <span className="issue-editor__moves">
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
                          disabled={index === values.articles.length - 1}
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
            {/* Each move, removal and addition said in the dialog itself (the page behind it is inert). */}
            <p className="visually-hidden" aria-live="polite" data-said="">
              {said}
            </p>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in the search box finds; it must not send the issue's form */}
            <div
              className="issue-editor__add"
              ref={findRef}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
              }}
            >
              <p className="issue-editor__add-heading">{text.addHeading}</p>
              <SearchField label={text.find} hint={text.findHint} value={find} onChange={setFind} />
              {live.isSuccess && candidates.length === 0 ? (
                <p className="field__hint">{text.noMatches}</p>
              ) : (
                <ul className="issue-editor__candidates" aria-busy={live.isFetching || undefined}>
                  {candidates.map((article) => {
                    const name = nameOf(article);
                    return (
                      <li key={article.id} className="issue-editor__item" data-candidate={article.id}>
                        <span className="issue-editor__name" lang={langOf(language, article.titleEn, article.titleZh)}>
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
          </fieldset>
        </fieldset>
        <FormActions
          className="admin-dialog__actions"
          submitLabel={form.submitting ? copy.saving : issue ? text.save : text.create}
          submitDisabled={form.submitting || uploading}
          cancelLabel={copy.cancel}
          onCancel={() => requestClose.current()}
          cancelDisabled={form.submitting}
        />
      </form>
      <DiscardDialog
        guard={guard}
        texts={{ title: copy.discardTitle, body: copy.discardBody, discard: copy.discard, keepEditing: copy.keepEditing }}
      />
    </div>
  );
}
