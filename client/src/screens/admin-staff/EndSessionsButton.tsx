// "Sign out everywhere" in the staff editor (issue 24, item 2): a staff manager ends every session
// of the account being edited, after a question, and reads how many ended. Shown only where the
// server would allow it (shared/staff-rules.ts canManageAccount); the server checks again.
import { useState } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import { canManageAccount } from '../../../../shared/staff-rules';
import type { StaffAccount } from '../../../../shared/staff.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { adminStaffCopy } from './admin-staff.copy';
import { endSessionsCopy } from './end-sessions.copy';

export function EndSessionsButton({ account, actor }: { account: StaffAccount; actor: SessionUser }) {
  const copy = useCopy(endSessionsCopy);
  const common = useCopy(adminStaffCopy);
  const end = trpc.staff.endSessions.useMutation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  if (!canManageAccount(actor, account)) return null;
  const self = actor.id === account.id;

  const confirm = async () => {
    if (end.isPending) return;
    setError(null);
    try {
      const { count } = await end.mutateAsync({ id: account.id });
      setEnded(count);
      setAsking(false);
    } catch (failure) {
      setError(callFailureText(failure, common.network, copy.failed));
    }
  };

  return (
    <div className="staff-editor__sessions" data-part="end-sessions">
      <p className="field__hint">{self ? copy.hintSelf : copy.hint}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setError(null);
          setEnded(null);
          setAsking(true);
        }}
      >
        {copy.button}
      </button>
      <p role="status" className="staff-editor__sessions-result">
        {ended !== null && copy.done(account.username, ended)}
      </p>
      <ConfirmDialog
        open={asking}
        title={copy.title(account.username)}
        confirmLabel={end.isPending ? copy.busy : copy.confirm}
        cancelLabel={common.cancel}
        busy={end.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{self ? copy.bodySelf : copy.body(account.username)}</p>
      </ConfirmDialog>
    </div>
  );
}
