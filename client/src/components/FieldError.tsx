import type { Form } from '../lib/use-form';

/** The error beside a field, named by the field's aria-describedby (see useForm's describe). */
export function FieldError<F extends string>({ form, field }: { form: Form<F>; field: F }) {
  const text = form.errorText(field);
  return text ? (
    <p className="field__error" id={form.errorId(field)}>
      {text}
    </p>
  ) : null;
}
