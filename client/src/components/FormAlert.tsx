import type { ReactNode } from 'react';

/** A form's message about the whole form: an alert region that is always there, so what comes into it is read out. */
export function FormAlert({ className, error }: { className: string; error: ReactNode }) {
  return (
    <div role="alert" className={className}>
      {error && <p className="form-error">{error}</p>}
    </div>
  );
}
