// The review of one article: it is read afresh (magazine.get: its version is what the decision
// names), shown as readers will see it (the cover, the bylines, the tags, and in English and in
// Chinese the title, the lines under it and the text rendered by the server, side by side at
// desktop, one after the other on a phone), then the decision: publish now, publish at a time in
// the society's zone, or return to its authors with a note (the server requires one and says so
// beside the field). A save since it was read answers 412: the article is read again and the
// editor told to look again. Success is announced by the screen; failures show in the dialog.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import { magazineLimits, type ArticleRow, type EditableArticle } from '../../../../shared/magazine.schema';
import { site } from '../../../../shared/site';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { CheckIcon, CrossIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { adminMagazineCopy } from './admin-magazine.copy';
import { bylineText, publishDecision, titleOf } from './magazine-view';

interface ArticleReviewProps {
  /** The row opened (null: closed); the article itself is read when the dialog opens. */
  article: ArticleRow | null;
  onClose: () => void;
  /** Told what was done, in words for the screen's notice. */
  onReviewed: (text: string) => void;
}

export function ArticleReview({ article, onClose, onReviewed }: ArticleReviewProps) {
  const titleId = useId();
  return (
    <Dialog open={article !== null} onClose={onClose} labelledBy={titleId} className="admin-dialog article-review">
      {article && <Review key={article.id} row={article} titleId={titleId} onClose={onClose} onReviewed={onReviewed} />}
    </Dialog>
  );
}

const reviewFields = ['note', 'publishAt'] as const;
type Decision = 'now' | 'at' | 'return';
const noteGiven = z.object({ note: z.string().trim().min(1, { error: 'validation.required' }) });
const timeGiven = z.object({ publishAt: z.string().trim().min(1, { error: 'validation.required' }) });

function Review({ row, titleId, onClose, onReviewed }: Omit<ArticleReviewProps, 'article'> & { row: ArticleRow; titleId: string }) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.reviewDialog;
  const { language } = useI18n();
  const query = trpc.magazine.get.useQuery({ id: row.id }, { staleTime: 0, gcTime: 0 });
  const utils = trpc.useUtils();
  const review = trpc.magazine.review.useMutation();
  const form = useForm({ fields: reviewFields });
  const [note, setNote] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const topRef = useRef<HTMLHeadingElement>(null);
  const article = query.data;
  const title = titleOf(language, article?.content ?? row, copy.untitled);
  // The editor reads first: focus starts on the dialog's title.
  useInitialFocus(topRef);

  const decide = (decision: Decision) => {
    if (!article) return;
    if (decision === 'return' && !form.validate(noteGiven, { note })) return;
    if (decision === 'at' && !form.validate(timeGiven, { publishAt })) return;
    const publish = decision === 'at' ? publishDecision(publishAt, site.timeZone) : { decision: 'publish' as const, publishAt: null };
    if ('invalid' in publish) {
      form.validate(z.object({ publishAt: z.iso.datetime({ error: 'validation.date' }) }), { publishAt });
      return;
    }
    const input =
      decision === 'return'
        ? { id: article.id, version: article.version, decision: 'return' as const, note, publishAt: null }
        : { id: article.id, version: article.version, note, ...publish };
    setDeciding(decision);
    void form
      .submit(async () => {
        const saved = await review.mutateAsync(input);
        await utils.magazine.all.invalidate();
        const done = titleOf(language, saved.content, copy.untitled);
        onReviewed(
          decision === 'return'
            ? text.returnedDone(done)
            : saved.state === 'scheduled' && saved.publishAt
              ? text.scheduled(done, formatMoment(language, saved.publishAt))
              : text.published(done),
        );
      })
      .then((failure) => {
        // Saved over since it was read: read again, and say so (nothing was published or returned).
        if (failure?.kind === 'server' && failure.code === 'STALE_VERSION') {
          form.setFailure({ kind: 'server', text: text.stale });
          void query.refetch();
        }
      })
      .finally(() => setDeciding(null));
  };

  const failure = form.failure;
  const errorText = !failure
    ? null
    : failure.kind === 'invalid'
      ? copy.fixErrors
      : failure.kind === 'network'
        ? copy.network
        : failure.kind === 'failed'
          ? copy.failed
          : failure.text;
  const busy = form.submitting || !article;

  return (
    <div className="dialog__content admin-dialog__content article-review__content">
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="admin-dialog__title article-review__title"
        title={text.title(title)}
        closeLabel={copy.close}
        onClose={onClose}
        titleRef={topRef}
      />
      {!article ? query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <Spinner /> : <AsReaders article={article} />}
      <form ref={form.formRef} noValidate onSubmit={(event) => event.preventDefault()} className="admin-dialog__form article-review__form">
        <FormAlert className="admin-dialog__alert" error={errorText} />
        <fieldset disabled={busy} className="admin-dialog__fields article-review__decision">
          <legend>{text.decision}</legend>
          <Field form={form} name="note" label={text.note} hint={text.noteHint}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={magazineLimits.note + 50}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  form.edited('note');
                }}
              />
            )}
          </Field>
          <Field form={form} name="publishAt" label={text.publishAt} hint={text.zone(text.place, site.timeZone)}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={publishAt}
                data-time-zone={site.timeZone}
                onChange={(e) => {
                  setPublishAt(e.target.value);
                  form.edited('publishAt');
                }}
              />
            )}
          </Field>
        </fieldset>
        <p className="admin-dialog__actions">
          <button type="button" className="button button--approve" disabled={busy} onClick={() => decide('now')} data-decision="now">
            <CheckIcon />
            {deciding === 'now' ? copy.saving : text.publishNow}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => decide('at')} data-decision="at">
            {deciding === 'at' ? copy.saving : text.schedule}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => decide('return')} data-decision="return">
            <CrossIcon />
            {deciding === 'return' ? copy.saving : text.returnIt}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={form.submitting}>
            {copy.cancel}
          </button>
        </p>
      </form>
    </div>
  );
}

/** The article as readers will see it, with what only editors see (its version and who saved it). */
function AsReaders({ article }: { article: EditableArticle }) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.reviewDialog;
  const { language } = useI18n();
  const id = useId();
  const { content } = article;
  const cover = content.coverUrl ? responsiveImage(imageUrl(content.coverUrl)) : null;
  // The issue it goes into when published (its number and title), read from the editors' list of issues.
  const issues = trpc.magazine.editIssues.useQuery(undefined, { enabled: content.issueId !== null });
  const issue = issues.data?.issues.find((one) => one.id === content.issueId);
  return (
    <section aria-labelledby={`${id}-readers`} className="article-review__readers" data-version={article.version}>
      <h3 id={`${id}-readers`}>{text.asReaders}</h3>
      <p className="article-review__version">
        {text.version(article.version, article.updatedBy)} ·{' '}
        <Link href={`/staff/articles/${article.id}`} className="text-link">
          {copy.articles.edit}
        </Link>
      </p>
      <dl className="article-review__facts">
        <div>
          <dt>{text.byline}</dt>
          <dd>{bylineText(language, article.bylines) || copy.noAuthors}</dd>
        </div>
        <div>
          <dt>{text.tags}</dt>
          <dd>{content.tags.length ? content.tags.join(', ') : text.noTags}</dd>
        </div>
        <div>
          <dt>{text.issue}</dt>
          <dd>
            {content.issueId === null
              ? text.noIssue
              : issue
                ? `${copy.issues.number(issue.number)} ${titleOf(language, issue, '')}`.trim()
                : '…'}
          </dd>
        </div>
        <div>
          <dt>{text.cover}</dt>
          <dd>
            {cover ? (
              <img
                className="article-review__cover"
                src={cover.src}
                srcSet={cover.srcSet}
                sizes={cover.srcSet ? '(max-width: 720px) calc(100vw - 4rem), 24rem' : undefined}
                width={cover.width}
                height={cover.height}
                alt={(language === 'en' ? content.coverAltEn : content.coverAltZh) || content.coverAltEn || content.coverAltZh}
                decoding="async"
              />
            ) : (
              text.noCover
            )}
          </dd>
        </div>
      </dl>
      <p className="article-review__reading">{text.reading(article.readingMinutes)}</p>
      <div className="article-review__languages">
        <LanguageSide
          heading={text.english}
          lang="en"
          title={content.titleEn}
          standfirst={content.standfirstEn}
          body={content.bodyEn}
          byline={article.bylines.map((b) => b.nameEn || b.nameZh).join(', ')}
        />
        <LanguageSide
          heading={text.chinese}
          lang="zh-CN"
          title={content.titleZh}
          standfirst={content.standfirstZh}
          body={content.bodyZh}
          byline={article.bylines.map((b) => b.nameZh || b.nameEn).join('、')}
        />
      </div>
    </section>
  );
}

function LanguageSide({
  heading,
  lang,
  title,
  standfirst,
  body,
  byline,
}: {
  heading: string;
  lang: string;
  title: string;
  standfirst: string;
  body: string;
  byline: string;
}) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.reviewDialog;
  const empty = !title && !standfirst && !body;
  return (
    <article className="article-review__side" data-language={lang}>
      <h3 className="article-review__language">{heading}</h3>
      {empty ? (
        <p className="article-review__empty">{text.empty}</p>
      ) : (
        <div lang={lang}>
          <p className="article-review__headline">{title || copy.untitled}</p>
          {standfirst && <p className="article-review__standfirst">{standfirst}</p>}
          {byline && <p className="article-review__byline">{byline}</p>}
          <RenderedBody markdown={body} />
        </div>
      )}
    </article>
  );
}

/** A body in Markdown as the server renders it for readers (articles.preview: the page's renderer and sanitizer). */
function RenderedBody({ markdown }: { markdown: string }) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.reviewDialog;
  const preview = trpc.articles.preview.useMutation();
  const { mutate } = preview;
  useEffect(() => {
    if (markdown.trim()) mutate({ markdown });
  }, [markdown, mutate]);
  if (!markdown.trim()) return <p className="article-review__empty">{text.emptyBody}</p>;
  if (preview.isError)
    return (
      <p className="form-error" role="alert">
        {text.renderFailed}
      </p>
    );
  if (!preview.data) return <p className="article-review__empty">{text.rendering}</p>;
  return (
    <div
      className="article-review__body"
      data-rendered=""
      // The server's safe HTML (markdown-it with raw HTML off, then sanitize-html's allow-list:
      // server/lib/markdown.ts, docs/decisions/048): the same the published page shows.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server, as above
      dangerouslySetInnerHTML={{ __html: preview.data.html }}
    />
  );
}
