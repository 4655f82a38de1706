import type { ReactNode, Ref } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

interface DialogTopProps {
  /** The row's own class, beside dialog__top (its title's class is the title's own). */
  className: string;
  titleId: string;
  titleClassName: string;
  title: ReactNode;
  /** Under the title, beside the close button (the sign-in modal's intro). */
  intro?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Given, the title itself takes focus when the dialog opens (the review starts by reading). */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A dialog's title (its accessible name) beside its close button. */
export function DialogTop({ className, titleId, titleClassName, title, intro, closeLabel, onClose, titleRef }: DialogTopProps) {
  const heading = (
    <h2 id={titleId} className={titleClassName} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
      {title}
    </h2>
  );
  return (
    <div className={`dialog__top ${className}`}>
      {intro === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          {intro}
        </div>
      )}
      <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
        <CloseIcon />
      </button>
    </div>
  );
}
