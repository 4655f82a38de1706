// A dialog that edits one thing (an event, a staff account): its form is mounted only while the
// dialog is open, so every opening starts from the thing as it is now. Esc, the backdrop, the
// close button and Cancel all ask the form, which closes at once when nothing changed and asks
// before dropping unsaved changes.
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

/** Set by the open form: what closing means right now. */
export type RequestClose = { current: () => void };

interface EditorDialogProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  className: string;
  /** The form, keyed by what it edits; given the close request to answer. */
  children: (requestClose: RequestClose) => ReactNode;
}

export function EditorDialog({ open, onClose, titleId, className, children }: EditorDialogProps) {
  const requestClose = useRef<() => void>(onClose);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onRequestClose={() => requestClose.current()}
      labelledBy={titleId}
      className={`admin-dialog ${className}`}
    >
      {open && children(requestClose)}
    </Dialog>
  );
}

/**
 * Answers the close request: nothing while saving, closes when nothing is unsaved, else opens the
 * question (render `DiscardDialog` with what this returns).
 */
export function useDiscardGuard(
  requestClose: RequestClose,
  { unsaved, saving, onClose }: { unsaved: boolean; saving: boolean; onClose: () => void },
) {
  const [asking, setAsking] = useState(false);
  requestClose.current = () => {
    if (saving) return;
    if (unsaved) setAsking(true);
    else onClose();
  };
  return {
    asking,
    discard: () => {
      setAsking(false);
      onClose();
    },
    keepEditing: () => setAsking(false),
  };
}

export interface DiscardTexts {
  title: string;
  body: string;
  discard: string;
  keepEditing: string;
}

/** "Discard your changes?", asked by `useDiscardGuard`. */
export function DiscardDialog({ guard, texts }: { guard: ReturnType<typeof useDiscardGuard>; texts: DiscardTexts }) {
  return (
    <ConfirmDialog
      open={guard.asking}
      title={texts.title}
      confirmLabel={texts.discard}
      cancelLabel={texts.keepEditing}
      onConfirm={guard.discard}
      onCancel={guard.keepEditing}
    >
      <p>{texts.body}</p>
    </ConfirmDialog>
  );
}
