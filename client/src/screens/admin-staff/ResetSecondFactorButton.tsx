// "Reset two-step sign-in" in the staff editor (issue 24 item 4, decision 034): for a member who
// lost their phone or key, a staff manager removes the account's authenticator app, recovery codes
// and passkeys (the server also ends its sessions and mails it), after a question that says all
// that, and reads that it is done. Shown only where the server would allow it (canManageAccount:
// admins only for admin accounts), never for oneself (the profile's Security section is there).
import { useState } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import { canManageAccount } from '../../../../shared/staff-rules';
import type { StaffAccount } from '../../../../shared/staff.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { adminStaffCopy } from './admin-staff.copy';
import { resetSecondFactorCopy } from './reset-second-factor.copy';

export function ResetSecondFactorButton({ account, actor }: { account: StaffAccount; actor: SessionUser }) {
  const copy = useCopy(resetSecondFactorCopy);
  const common = useCopy(adminStaffCopy);
  const reset = trpc.staff.resetSecondFactor.useMutation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (!canManageAccount(actor, account) || actor.id === account.id) return null;

  const confirm = async () => {
    if (reset.isPending) return;
    setError(null);
    try {
      await reset.mutateAsync({ id: account.id });
      setDone(true);
      setAsking(false);
    } catch (failure) {
      setError(callFailureText(failure, common.network, copy.failed));
    }
  };

  return (
    <div className="staff-editor__sessions" data-part="reset-second-factor">
      <p className="field__hint">{copy.hint}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setError(null);
          setDone(false);
          setAsking(true);
        }}
      >
        {copy.button}
      </button>
      <p role="status" className="staff-editor__sessions-result">
        {done && copy.done(account.username)}
      </p>
      <ConfirmDialog
        open={asking}
        title={copy.title(account.username)}
        confirmLabel={reset.isPending ? copy.busy : copy.confirm}
        cancelLabel={common.cancel}
        busy={reset.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{copy.body(account.username)}</p>
        {(account.role === 'admin' || account.permissions.canManageStaff) && <p>{copy.bodyHeld}</p>}
      </ConfirmDialog>
    </div>
  );
}
