// An article's revisions (magazine.revisions), newest first: which version, what was done (started,
// saved, restored from which), by whom and when. Restore one asks first, then saves the working
// copy as that revision held it, checked against the version read with the list (a save since
// answers 412: both are read again and the editor chooses again).
import { useId, useRef, useState } from 'react';
import type { ArticleRow } from '../../../../shared/magazine.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { When } from '../../components/When';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { readServerError } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { adminMagazineCopy } from './admin-magazine.copy';
import { titleOf } from './magazine-view';

interface RevisionsProps {
  article: ArticleRow | null;
  onClose: () => void;
  onRestored: (text: string) => void;
}

export function Revisions({ article, onClose, onRestored }: RevisionsProps) {
  const titleId = useId();
  return (
    <Dialog open={article !== null} onClose={onClose} labelledBy={titleId} className="admin-dialog article-revisions">
      {article && <RevisionList key={article.id} article={article} titleId={titleId} onClose={onClose} onRestored={onRestored} />}
    </Dialog>
  );
}

function RevisionList({
  article,
  titleId,
  onClose,
  onRestored,
}: Omit<RevisionsProps, 'article'> & { article: ArticleRow; titleId: string }) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.revisions;
  const { language } = useI18n();
  const revisions = trpc.magazine.revisions.useQuery({ id: article.id }, { staleTime: 0, gcTime: 0 });
  const current = trpc.magazine.get.useQuery({ id: article.id }, { staleTime: 0, gcTime: 0 });
  const utils = trpc.useUtils();
  const restore = trpc.magazine.restore.useMutation();
  const [asking, setAsking] = useState<{ id: number; version: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const topRef = useRef<HTMLHeadingElement>(null);
  const name = titleOf(language, current.data?.content ?? article, copy.untitled);
  useInitialFocus(topRef);

  const confirm = async () => {
    if (!asking || !current.data || restore.isPending) return;
    setError(null);
    try {
      const saved = await restore.mutateAsync({ id: article.id, revisionId: asking.id, version: current.data.version });
      await utils.magazine.all.invalidate();
      setAsking(null);
      onRestored(text.restored(titleOf(language, saved.content, copy.untitled), asking.version));
    } catch (failure) {
      const { failure: found } = readServerError(failure, []);
      if (found.kind === 'server' && found.code === 'STALE_VERSION') {
        setAsking(null);
        setStale(true);
        await Promise.all([revisions.refetch(), current.refetch()]);
        return;
      }
      setError(found.kind === 'server' ? found.text : found.kind === 'network' ? copy.network : copy.failed);
    }
  };

  const loaded = revisions.data && current.data;
  return (
    <div className="dialog__content admin-dialog__content">
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="admin-dialog__title"
        title={text.title(name)}
        closeLabel={copy.close}
        onClose={onClose}
        titleRef={topRef}
      />
      <p className="field__hint">{text.intro}</p>
      <div role="alert" className="admin-dialog__alert">
        {stale && <p className="form-error">{text.stale}</p>}
      </div>
      {!loaded ? (
        revisions.isError || current.isError ? (
          <LoadError
            onRetry={() => {
              void revisions.refetch();
              void current.refetch();
            }}
          />
        ) : (
          <Spinner />
        )
      ) : revisions.data.revisions.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="article-revisions__list">
          {revisions.data.revisions.map((revision) => {
            const isCurrent = revision.version === current.data.version;
            return (
              <li key={revision.id} className="article-revisions__item" data-revision={revision.version}>
                <div>
                  <p className="article-revisions__what">
                    <strong>{text.version(revision.version)}</strong> · {text.action[revision.action]}
                    {revision.restoredFrom !== null && ` ${text.restoredFrom(revision.restoredFrom)}`}
                    {isCurrent && <span className="badge article-revisions__current">{text.current}</span>}
                  </p>
                  <p className="article-revisions__who">
                    {revision.by} · <When iso={revision.at} language={language} />
                  </p>
                </div>
                {!isCurrent && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-haspopup="dialog"
                    aria-label={text.restoreAbout(revision.version)}
                    onClick={() => {
                      setError(null);
                      setStale(false);
                      setAsking({ id: revision.id, version: revision.version });
                    }}
                  >
                    {text.restore}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="admin-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.close}
        </button>
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={text.restoreTitle}
        confirmLabel={restore.isPending ? text.restoring : text.restore}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        busy={restore.isPending}
        error={error}
      >
        <p>{asking && text.restoreBody(asking.version)}</p>
      </ConfirmDialog>
    </div>
  );
}
