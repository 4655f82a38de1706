// The application form: checked in the browser with the same zod schema the server uses (its
// messages are dictionary keys; the schema loads after the page, join-validation.ts), sent with
// join.submit, field errors beside their fields, and a confirmation or an error in the visitor's
// language.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Department } from '../../../../shared/departments';
import { joinLimits } from '../../../../shared/join-limits';
import { useSite } from '../../lib/site-content';
import { emailInput, Field } from '../../components/Field';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import type { FormFailure } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { joinCopy } from './join.copy';

const loadValidation = () => import('./join-validation');

const fieldOrder = ['name', 'email', 'group', 'message'] as const;

export interface JoinValues {
  name: string;
  email: string;
  group: Department | '';
  message: string;
  website: string;
}

export const emptyValues: JoinValues = { name: '', email: '', group: '', message: '', website: '' };

interface Receipt {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
}

interface JoinFormProps {
  values: JoinValues;
  onChange: (values: JoinValues) => void;
  headingId: string;
}

export function JoinForm({ values, onChange, headingId }: JoinFormProps) {
  const { language } = useI18n();
  const site = useSite();
  const copy = useCopy(joinCopy);
  // The honeypot is the server's business: people never see it, so it is not among the fields.
  const form = useForm({ fields: fieldOrder });
  useEffect(() => void loadValidation().catch(() => undefined), []);
  const honeypotId = useId();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const submit = trpc.join.submit.useMutation();

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const set = (field: keyof JoinValues, value: string) => {
    onChange({ ...values, [field]: value });
    form.edited(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    // Loaded since the form mounted; should the chunk fail, the server checks the same rules.
    const schema = await loadValidation().catch(() => null);
    if (schema && !form.validate(schema.joinApplicationInput, values)) return;
    void form.submit(async () => {
      const result = await submit.mutateAsync({ ...values, group: values.group as Department });
      setReceipt({ id: result.id, receivedAt: result.receivedAt, name: values.name.trim(), email: values.email.trim() });
      onChange(emptyValues);
    });
  };

  if (receipt) {
    const when = formatMoment(language, receipt.receivedAt);
    return (
      <div className="join-receipt" role="status" tabIndex={-1} ref={receiptRef} data-application-id={receipt.id}>
        <span className="join-receipt__seal" aria-hidden="true">
          ✓
        </span>
        <h3 className="join-receipt__title">{copy.successTitle(receipt.name)}</h3>
        <p>{copy.successBody(receipt.email)}</p>
        <p className="join-receipt__reference">{copy.successReference(receipt.id, when)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setReceipt(null);
            submit.reset();
          }}
        >
          {copy.another}
        </button>
      </div>
    );
  }

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'server') return failure.text;
    return copy[failure.kind === 'invalid' ? 'fixErrors' : failure.kind === 'network' ? 'errorNetwork' : 'errorGeneric'];
  };
  const formErrorText = failureText(form.failure);

  return (
    <form ref={form.formRef} className="join-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      <div className="join-form__alert" role="alert">
        {formErrorText && <p className="form-error">{formErrorText}</p>}
      </div>
      <Field form={form} name="name" label={copy.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            required
            maxLength={joinLimits.nameMax + 20}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field form={form} name="email" label={copy.email} hint={copy.emailHint}>
        {(control) => <input {...control} {...emailInput} required value={values.email} onChange={(e) => set('email', e.target.value)} />}
      </Field>
      <Field form={form} name="group" label={copy.group}>
        {(control) => (
          <select {...control} required value={values.group} onChange={(e) => set('group', e.target.value)}>
            <option value="">{copy.groupPlaceholder}</option>
            {site.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        form={form}
        name="message"
        label={copy.message}
        hintClassName="field__hint--split"
        hint={
          <>
            <span>{copy.messageHint}</span>
            <span className={values.message.length > joinLimits.messageMax ? 'field__count field__count--over' : 'field__count'}>
              {copy.counter(values.message.length, joinLimits.messageMax)}
            </span>
          </>
        }
      >
        {(control) => <textarea {...control} rows={5} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
      {/* A trap for bots: hidden from people and assistive technology, never focused by Tab. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${honeypotId}`}>{copy.website}</label>
        <input
          id={`${honeypotId}`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>
      <button type="submit" className="button join-form__submit" disabled={form.submitting}>
        {form.submitting ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
