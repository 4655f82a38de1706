// A modal dialog on the native <dialog> element: the browser keeps focus inside and the rest of
// the page inert, and Esc closes it. Focus goes back to where it was when the dialog opened.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** id of the element that describes it (a confirmation's consequence). */
  describedBy?: string;
  className?: string;
  /** Close when the backdrop (outside the dialog's box) is clicked. */
  closeOnBackdrop?: boolean;
  /**
   * When given, Esc and a backdrop click call this instead of closing the dialog; the owner then
   * closes it by setting `open` to false, or not (an editor with unsaved changes asks first).
   */
  onRequestClose?: () => void;
  id?: string;
  children: ReactNode;
}

export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  closeOnBackdrop = true,
  onRequestClose,
  id,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onRequestCloseRef = useRef(onRequestClose);
  onRequestCloseRef.current = onRequestClose;

  // In the commit's layout phase, so the content's initial focus (use-initial-focus.ts, a
  // microtask after this commit) finds the dialog open.
  useLayoutEffect(() => {
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
    // Esc. Chromium lets a page keep the dialog open this way only once per user action.
    const handleCancel = (event: Event) => {
      if (!onRequestCloseRef.current) return;
      event.preventDefault();
      onRequestCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `dialog ${className}` : 'dialog'}
      onKeyDown={(event) => {
        // Esc asks the owner first. Handled on the key itself: Chromium makes the cancel event
        // uncancelable when it comes without a fresh user action. A dialog opened inside this
        // one handles its own Esc.
        if (event.key !== 'Escape' || !onRequestCloseRef.current) return;
        if (!(event.target instanceof Element) || event.target.closest('dialog') !== ref.current) return;
        event.preventDefault();
        onRequestCloseRef.current();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
        if (!closeOnBackdrop || event.target !== ref.current) return;
        if (onRequestCloseRef.current) onRequestCloseRef.current();
        else ref.current.close();
      }}
    >
      {children}
    </dialog>
  );
}
