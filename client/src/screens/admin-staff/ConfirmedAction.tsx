// An action of the staff editor that acts on the account at once after a question ("Sign out
// everywhere", "Reset two-step sign-in"): a hint, the button, the question with its busy state and
// the failure in it, and a line that says what was done. The caller says who may see it and what
// the action does; the server checks again.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import { adminStaffCopy } from './admin-staff.copy';

export interface ConfirmedActionText {
  hint: string;
  button: string;
  title: string;
  confirm: string;
  busy: string;
  failed: string;
}

export function ConfirmedAction<T>({
  part,
  text,
  run,
  done,
  children,
}: {
  /** `data-part` of its block (the browser tests find it by that). */
  part: string;
  text: ConfirmedActionText;
  run: () => Promise<T>;
  /** The line after it worked, from what `run` answered (said in the language shown now). */
  done: (result: T) => string;
  /** The question's body. */
  children: ReactNode;
}) {
  const common = useCopy(adminStaffCopy);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ value: T } | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setResult({ value: await run() });
      setAsking(false);
    } catch (failure) {
      setError(callFailureText(failure, common.network, text.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="staff-editor__sessions" data-part={part}>
      <p className="field__hint">{text.hint}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setError(null);
          setResult(null);
          setAsking(true);
        }}
      >
        {text.button}
      </button>
      <p role="status" className="staff-editor__sessions-result">
        {result && done(result.value)}
      </p>
      <ConfirmDialog
        open={asking}
        title={text.title}
        confirmLabel={busy ? text.busy : text.confirm}
        cancelLabel={common.cancel}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </div>
  );
}
