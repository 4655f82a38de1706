// "Reset two-step sign-in" in the staff editor (issue 24 item 4, decision 034): for a member who
// lost their phone or key, a staff manager removes the account's authenticator app, recovery codes
// and passkeys (the server also ends its sessions and mails it), after a question that says all
// that, and reads that it is done. Shown only where the server would allow it (canManageAccount:
// admins only for admin accounts), never for oneself (the profile's Security section is there).
import type { SessionUser } from '../../../../shared/auth.schema';
import { canManageAccount } from '../../../../shared/staff-rules';
import type { StaffAccount } from '../../../../shared/staff.schema';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc-react';
import { ConfirmedAction } from './ConfirmedAction';
import { resetSecondFactorCopy } from './reset-second-factor.copy';

export function ResetSecondFactorButton({ account, actor }: { account: StaffAccount; actor: SessionUser }) {
  const copy = useCopy(resetSecondFactorCopy);
  const reset = trpc.staff.resetSecondFactor.useMutation();
  if (!canManageAccount(actor, account) || actor.id === account.id) return null;
  return (
    <ConfirmedAction
      part="reset-second-factor"
      text={{ ...copy, title: copy.title(account.username) }}
      run={() => reset.mutateAsync({ id: account.id })}
      done={() => copy.done(account.username)}
    >
      <p>{copy.body(account.username)}</p>
      {(account.role === 'admin' || account.permissions.canManageStaff) && <p>{copy.bodyHeld}</p>}
    </ConfirmedAction>
  );
}
