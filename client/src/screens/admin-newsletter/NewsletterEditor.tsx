// One newsletter, opened from the list (or a new one): the composer (Composer.tsx), and once it is
// saved its preview in the three languages (NewsletterPreview.tsx) and its sending: a test to
// oneself, now or at a time, the progress every 2 s while it goes out, pause and resume
// (SendPanel.tsx). Leaving with unsaved changes (a link, the way back to the list) asks first.
// One that has not started going out can be deleted, behind a question.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Newsletter } from '../../../../shared/newsletter.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { Composer } from './Composer';
import { NewsletterPreview } from './NewsletterPreview';
import { subjectOf } from './newsletter-view';
import { StateBadge } from './StateBadge';
import { SendPanel } from './SendPanel';

interface EditorProps {
  /** null: a new newsletter, not saved yet. */
  id: number | null;
  onCreated: (id: number) => void;
  onBack: () => void;
  onDirty: (dirty: boolean) => void;
  announce: (text: string) => void;
}

/** How often the screen asks for a newsletter while it goes out, and while it waits for its time. */
const pollSending = 2000;
const pollScheduled = 15_000;

export function NewsletterEditor({ id, onCreated, onBack, onDirty, announce }: EditorProps) {
  const copy = useCopy(adminNewsletterCopy);
  const query = trpc.newsletters.get.useQuery(
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (current) => {
        const state = current.state.data?.state;
        return state === 'sending' ? pollSending : state === 'scheduled' ? pollScheduled : false;
      },
    },
  );
  const [dirty, setDirty] = useState(false);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [, navigate] = useLocation();
  useLeaveGuard(dirty, setLeavingTo);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const back = () => (dirty ? setLeavingTo('') : onBack());
  const newsletter: Newsletter | null = id === null ? null : (query.data ?? null);
  const utils = trpc.useUtils();
  const remove = trpc.newsletters.remove.useMutation();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deletable = newsletter !== null && newsletter.startedAt === null && newsletter.state !== 'sending' && newsletter.state !== 'sent';
  const { language } = useI18n();
  const nameOf = (one: Newsletter) => subjectOf(language, one.content, copy.untitled);

  const confirmDelete = async () => {
    if (!newsletter || remove.isPending) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ id: newsletter.id });
      void utils.newsletters.list.invalidate();
      announce(copy.editor.deleted(nameOf(newsletter)));
      setDeleting(false);
      setDirty(false);
      onDirty(false);
      onBack();
    } catch (failure) {
      setDeleteError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  return (
    <div className="newsletter-editor" data-newsletter-editor={id ?? 'new'}>
      <p className="newsletter-editor__back">
        <button type="button" className="button button--quiet" onClick={back} data-back="">
          <span aria-hidden="true">‹ </span>
          {copy.editor.back}
        </button>
      </p>
      {id !== null && query.isPending ? (
        <Spinner />
      ) : id !== null && query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="newsletter-editor__head">
            <h2 className="newsletter-editor__title">{newsletter ? copy.editor.editTitle : copy.editor.newTitle}</h2>
            {newsletter && <StateBadge state={newsletter.state} />}
            {deletable && (
              <button
                type="button"
                className="button button--quiet newsletter-editor__delete"
                aria-haspopup="dialog"
                onClick={() => {
                  setDeleteError(null);
                  setDeleting(true);
                }}
                data-delete=""
              >
                {copy.editor.delete}
              </button>
            )}
          </div>
          <Composer key={newsletter?.id ?? 'new'} newsletter={newsletter} onCreated={onCreated} onDirty={setDirty} announce={announce} />
          {newsletter && (
            <>
              <NewsletterPreview id={newsletter.id} version={newsletter.version} unsaved={dirty} />
              <SendPanel newsletter={newsletter} unsaved={dirty} announce={announce} />
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={leavingTo !== null}
        title={copy.editor.leaveTitle}
        confirmLabel={copy.editor.leave}
        cancelLabel={copy.editor.stay}
        onConfirm={() => {
          const to = leavingTo;
          setLeavingTo(null);
          setDirty(false);
          onDirty(false);
          if (to) navigate(to);
          else onBack();
        }}
        onCancel={() => setLeavingTo(null)}
      >
        <p>{copy.editor.leaveBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting && newsletter !== null}
        title={copy.editor.deleteTitle}
        confirmLabel={remove.isPending ? copy.editor.deleting : copy.editor.delete}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
        busy={remove.isPending}
        error={deleteError}
      >
        <p>{newsletter && copy.editor.deleteBody(nameOf(newsletter))}</p>
      </ConfirmDialog>
    </div>
  );
}
