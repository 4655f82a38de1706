// "Sign out everywhere" in the staff editor (issue 24, item 2): a staff manager ends every session
// of the account being edited, after a question, and reads how many ended. Shown only where the
// server would allow it (shared/staff-rules.ts canManageAccount); the server checks again.
import type { SessionUser } from '../../../../shared/auth.schema';
import { canManageAccount } from '../../../../shared/staff-rules';
import type { StaffAccount } from '../../../../shared/staff.schema';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc-react';
import { ConfirmedAction } from './ConfirmedAction';
import { endSessionsCopy } from './end-sessions.copy';

export function EndSessionsButton({ account, actor }: { account: StaffAccount; actor: SessionUser }) {
  const copy = useCopy(endSessionsCopy);
  const end = trpc.staff.endSessions.useMutation();
  if (!canManageAccount(actor, account)) return null;
  const self = actor.id === account.id;
  return (
    <ConfirmedAction
      part="end-sessions"
      text={{ ...copy, hint: self ? copy.hintSelf : copy.hint, title: copy.title(account.username) }}
      run={async () => (await end.mutateAsync({ id: account.id })).count}
      done={(count) => copy.done(account.username, count)}
    >
      <p>{self ? copy.bodySelf : copy.body(account.username)}</p>
    </ConfirmedAction>
  );
}
