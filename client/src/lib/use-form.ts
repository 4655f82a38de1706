// The one form pattern (STYLE.md): check the values with the shared zod schema (its messages are
// dictionary keys, shown in the current language), send them, show the server's field errors
// beside their fields and its message for the form, focus the first field to fix, drop a field's
// error when it is edited, and say while a submission is on its way. The component keeps the
// values; fields are found in the form by their `name`.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../i18n/i18n';
import {
  failureAfterEdit,
  fieldErrorsFromIssues,
  fieldErrorText,
  firstInvalidField,
  readServerError,
  type FieldErrors,
  type FormFailure,
} from './form-errors';

interface Schema<T> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

interface FormOptions<F extends string> {
  /** The form's fields in the order they are shown (the first invalid one gets focus). */
  fields: readonly F[];
  /** Whether editing a field also drops the form-level error (the sign-in modal does). */
  clearFailureOnEdit?: boolean;
  /** The field to put the cursor in when the server refuses without naming a field (a wrong password). */
  focusOnFailure?: F;
  /**
   * Server error codes that are about one field (CONFLICT: a registered e-mail): the server's
   * message goes beside that field instead of above the form, and the field is focused and
   * scrolled into view with it.
   */
  fieldOfServerCode?: Partial<Record<string, F>>;
}

/** A field inside a closed section (`<details>`, the Traditional fields of issue 25) is shown before it gets focus. */
function shown<E extends HTMLElement>(input: E | null | undefined): E | null | undefined {
  for (let section = input?.closest('details'); section; section = section.parentElement?.closest('details')) section.open = true;
  return input;
}

export function useForm<F extends string>({ fields, clearFailureOnEdit = false, focusOnFailure, fieldOfServerCode }: FormOptions<F>) {
  const { t } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setShownErrors] = useState<FieldErrors<F>>({});
  // The errors as last set, read by `edited` (two edits in one event see each other's result).
  const errorsRef = useRef<FieldErrors<F>>({});
  const setErrors = useCallback((next: FieldErrors<F>) => {
    errorsRef.current = next;
    setShownErrors(next);
  }, []);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  /** A field to focus once the form is enabled again after a failed submission (and whether to scroll its error into view). */
  const pendingFocus = useRef<F | null>(null);
  const scrollOnFocus = useRef(false);

  const focusFirstInvalid = useCallback(
    (found: FieldErrors<F>) => {
      const first = firstInvalidField(fields, found);
      if (first) shown(formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
    },
    [fields],
  );

  /**
   * Call when the user edits a field: its error goes, and with the last field error the form's
   * message about them; with `clearFailureOnEdit`, the form's message in any case.
   */
  const edited = useCallback(
    (field: F | string) => {
      const before = errorsRef.current;
      if (field in before) {
        const after = { ...before, [field]: undefined };
        setErrors(after);
        setFailure((current) => failureAfterEdit(current, before, after));
      }
      if (clearFailureOnEdit) setFailure(null);
    },
    [clearFailureOnEdit, setErrors],
  );

  /** Checks the values; on failure shows the errors, focuses the first and returns null. */
  const validate = useCallback(
    <T>(schema: Schema<T>, values: unknown): T | null => {
      setFailure(null);
      const parsed = schema.safeParse(values);
      const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, fields);
      setErrors(found);
      if (parsed.success) return parsed.data;
      setFailure({ kind: 'invalid' });
      focusFirstInvalid(found);
      return null;
    },
    [fields, focusFirstInvalid, setErrors],
  );

  /** Shows a failed call: the server's field errors beside their fields and its message for the form. */
  const failed = useCallback(
    (error: unknown): FormFailure => {
      const { failure: found, fieldErrors } = readServerError(error, fields);
      const codeField = found.kind === 'server' && found.code ? fieldOfServerCode?.[found.code] : undefined;
      if (codeField && found.kind === 'server' && !fieldErrors[codeField]) fieldErrors[codeField] = { text: found.text };
      setErrors(fieldErrors);
      setFailure(codeField ? null : found);
      // Focused after the next render: a form that disables its fields while sending has them back then.
      pendingFocus.current = firstInvalidField(fields, fieldErrors) ?? focusOnFailure ?? null;
      scrollOnFocus.current = codeField !== undefined;
      return found;
    },
    [fields, focusOnFailure, fieldOfServerCode, setErrors],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: errors and failure are the trigger: the field is focused after the render that shows a failure (pendingFocus says which)
  useEffect(() => {
    const field = pendingFocus.current;
    if (submitting || !field) return;
    pendingFocus.current = null;
    const input = shown(formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`));
    if (!scrollOnFocus.current) return input?.focus();
    // The field with its error beside it, in view (a long dialog may have it scrolled away).
    input?.focus({ preventScroll: true });
    (input?.closest('.field') ?? input)?.scrollIntoView({ block: 'nearest' });
  }, [submitting, errors, failure]);

  /**
   * Runs a submission once at a time, with `submitting` true meanwhile. A failure of the call
   * becomes the form's failure and the server's field errors; it is also returned (null on success).
   */
  const submit = useCallback(
    async (send: () => Promise<unknown>): Promise<FormFailure | null> => {
      if (busy.current) return null;
      busy.current = true;
      setSubmitting(true);
      setFailure(null);
      try {
        await send();
        return null;
      } catch (error) {
        return failed(error);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [failed],
  );

  /** Forgets every error (a tab switch, a closed dialog). */
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, [setErrors]);

  const errorId = (field: F) => `${id}-${field}-error`;
  const hintId = (field: F) => `${id}-${field}-hint`;

  return {
    formRef,
    errors,
    failure,
    setFailure,
    submitting,
    edited,
    validate,
    submit,
    failed,
    reset,
    /** The element id for a field's input. */
    inputId: (field: F) => `${id}-${field}`,
    hintId,
    errorId,
    errorText: (field: F) => fieldErrorText(errors[field], t as (key: MessageKey) => string),
    /** aria-invalid and aria-describedby for a field's input (with its hint when it has one). */
    describe: (field: F, hint = false) => ({
      'aria-invalid': errors[field] ? (true as const) : undefined,
      'aria-describedby': [hint ? hintId(field) : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined,
    }),
  };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;

/**
 * A form's values kept in the component's state, and the setter of one field, which also tells
 * the form that the field was edited (its error goes).
 */
export function useFormValues<V extends object>(form: Pick<Form<string>, 'edited'>, initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };
  return [values, set] as const;
}
