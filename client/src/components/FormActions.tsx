import type { ReactNode } from 'react';

interface FormActionsProps {
  className: string;
  /** The submit button's text (the saving one while saving). */
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  cancelDisabled?: boolean;
}

/** A form's submit button and, beside it, Cancel. */
export function FormActions({ className, submitLabel, submitDisabled, cancelLabel, onCancel, cancelDisabled }: FormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="button" disabled={submitDisabled}>
        {submitLabel}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </button>
    </div>
  );
}
