// One form field as every form shows it (styles/fields.css): the label above, the control, a hint,
// the field's errors. The control is given the props that wire it up (its id for the label,
// aria-describedby naming the hint and the error, aria-invalid while it has one), so no form
// writes that by hand. In a form made with useForm, pass `form` and the field's `name`; a control
// outside such a form (a list's search box) passes neither.
import { useId, type ReactNode } from 'react';
import type { Form } from '../lib/use-form';
import { FieldError } from './FieldError';

/** What every input of an e-mail address says: the keyboard with @, the browser's saved address, no spelling marks. */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false } as const;

export interface ControlProps {
  id: string;
  name?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface CommonProps {
  label: ReactNode;
  /** Shown under the control and named by its aria-describedby. */
  hint?: ReactNode;
  /** Classes of the hint besides `field__hint`. */
  hintClassName?: string;
  /** Classes of the field besides `field`. */
  className?: string;
  /** A checkbox: the control comes before its label (`field--check`). */
  check?: boolean;
  /** The control, given the props that wire it to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

type FieldProps<F extends string> = CommonProps & ({ form: Form<F>; name: F } | { form?: undefined; name?: undefined });

export function Field<F extends string>(props: FieldProps<F>) {
  const ownId = useId();
  const { label, hint, hintClassName, className, check, children } = props;
  const hasHint = Boolean(hint);
  let control: ControlProps;
  let hintId: string;
  if (props.form) {
    const { form, name } = props;
    control = { id: form.inputId(name), name, ...form.describe(name, hasHint) };
    hintId = form.hintId(name);
  } else {
    hintId = `${ownId}-hint`;
    control = { id: ownId, 'aria-describedby': hasHint ? hintId : undefined };
  }
  return (
    <div className={['field', check ? 'field--check' : '', className ?? ''].filter(Boolean).join(' ')}>
      {check ? (
        <>
          {children(control)}
          <label htmlFor={control.id}>{label}</label>
        </>
      ) : (
        <>
          <label htmlFor={control.id}>{label}</label>
          {children(control)}
        </>
      )}
      {hasHint && (
        <p className={hintClassName ? `field__hint ${hintClassName}` : 'field__hint'} id={hintId}>
          {hint}
        </p>
      )}
      {props.form && <FieldError form={props.form} field={props.name} />}
    </div>
  );
}
