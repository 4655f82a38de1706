// A small yes/no dialog (delete an event, discard unsaved changes): the question as its name,
// the consequence as its description, the safe choice focused first.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** An error to show in the dialog (a delete that failed). */
  error?: string | null;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error = null,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => cancelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={bodyId} className="confirm-dialog">
      {open && (
        <div className="dialog__content confirm-dialog__content">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <div id={bodyId}>{children}</div>
          <div role="alert" className="confirm-dialog__alert">
            {error && <p className="form-error">{error}</p>}
          </div>
          <p className="confirm-dialog__actions">
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
            <button type="button" ref={cancelRef} className="button button--secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
