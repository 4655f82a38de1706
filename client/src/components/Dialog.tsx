// A modal dialog on the native <dialog> element: the browser keeps focus inside and the rest of
// the page inert, and Esc closes it. Focus goes back to where it was when the dialog opened.
import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  /** Close when the backdrop (outside the dialog's box) is clicked. */
  closeOnBackdrop?: boolean;
  id?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, labelledBy, className, closeOnBackdrop = true, id, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={className ? `dialog ${className}` : 'dialog'}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
        if (closeOnBackdrop && event.target === ref.current) ref.current.close();
      }}
    >
      {children}
    </dialog>
  );
}
