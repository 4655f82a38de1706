// The application form: checked in the browser with the same zod schema the server uses (its
// messages are dictionary keys), sent with join.submit, field errors beside their fields, and a
// confirmation or an error in the visitor's language.
import '../../lib/zod-jitless';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Department } from '../../../../shared/departments';
import { joinApplicationInput, joinLimits } from '../../../../shared/join.schema';
import { site } from '../../../../shared/site';
import { useCopy } from '../../i18n/copy';
import type { MessageKey } from '../../i18n/en';
import { isMessageKey, localeOf, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { joinCopy } from './join.copy';

const fieldOrder = ['name', 'email', 'group', 'message'] as const;
type Field = (typeof fieldOrder)[number];

export interface JoinValues {
  name: string;
  email: string;
  group: Department | '';
  message: string;
  website: string;
}

export const emptyValues: JoinValues = { name: '', email: '', group: '', message: '', website: '' };

/** A client-side error is a key (shown in the current language); the server's is already text. */
type FieldError = { key: MessageKey } | { text: string };
type FormError = 'fixErrors' | 'errorGeneric' | 'errorNetwork' | { text: string };

interface Receipt {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
}

function isField(value: string): value is Field {
  return (fieldOrder as readonly string[]).includes(value);
}

interface JoinFormProps {
  values: JoinValues;
  onChange: (values: JoinValues) => void;
  headingId: string;
}

export function JoinForm({ values, onChange, headingId }: JoinFormProps) {
  const { t, l, language } = useI18n();
  const copy = useCopy(joinCopy);
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = trpc.join.submit.useMutation();

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const set = (field: keyof JoinValues, value: string) => {
    onChange({ ...values, [field]: value });
    if (isField(field) && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = (fields: Partial<Record<Field, unknown>>) => {
    const first = fieldOrder.find((field) => fields[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setFormError(null);
    const parsed = joinApplicationInput.safeParse(values);
    const found: Partial<Record<Field, FieldError>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // The honeypot is the server's business: people never see it, so it never shows an error.
      if (isField(field) && !found[field]) found[field] = { key: isMessageKey(issue.message) ? issue.message : 'validation.invalid' };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('fixErrors');
      focusFirstInvalid(found);
      return;
    }
    const input = { ...values, group: values.group as Department };
    submit.mutate(input, {
      onSuccess: (result) => {
        setReceipt({ id: result.id, receivedAt: result.receivedAt, name: values.name.trim(), email: values.email.trim() });
        onChange(emptyValues);
      },
      onError: (error) => {
        if (!(error instanceof TRPCClientError) || !error.data) {
          setFormError('errorNetwork');
          return;
        }
        const data = error.data as { code?: string; issues?: { path: string; message: string }[] };
        const fromServer: Partial<Record<Field, FieldError>> = {};
        for (const issue of data.issues ?? []) {
          const field = issue.path.split('.')[0] ?? '';
          if (isField(field) && !fromServer[field]) fromServer[field] = { text: issue.message };
        }
        setErrors(fromServer);
        setFormError(error.message ? { text: error.message } : 'errorGeneric');
        focusFirstInvalid(fromServer);
      },
    });
  };

  if (receipt) {
    const when = new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(receipt.receivedAt));
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

  const errorText = (field: Field) => {
    const error = errors[field];
    return error ? ('key' in error ? t(error.key) : error.text) : null;
  };
  const describedBy = (field: Field, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errorText(field)}
      </p>
    ) : null;
  const formErrorText =
    formError === null ? null : typeof formError === 'object' ? formError.text : copy[formError];

  return (
    <form ref={formRef} className="join-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <div className="join-form__alert" role="alert">
        {formErrorText && <p className="form-error">{formErrorText}</p>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{copy.name}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={joinLimits.nameMax + 20}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{copy.email}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', true)}
        />
        <p className="field__hint" id={`${id}-email-hint`}>
          {copy.emailHint}
        </p>
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-group`}>{copy.group}</label>
        <select
          id={`${id}-group`}
          name="group"
          required
          value={values.group}
          onChange={(e) => set('group', e.target.value)}
          aria-invalid={errors.group ? true : undefined}
          aria-describedby={describedBy('group')}
        >
          <option value="">{copy.groupPlaceholder}</option>
          {site.departments.map((department) => (
            <option key={department.id} value={department.id}>
              {l(department.name)}
            </option>
          ))}
        </select>
        {fieldError('group')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{copy.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', true)}
        />
        <p className="field__hint field__hint--split" id={`${id}-message-hint`}>
          <span>{copy.messageHint}</span>
          <span className={values.message.length > joinLimits.messageMax ? 'field__count field__count--over' : 'field__count'}>
            {copy.counter(values.message.length, joinLimits.messageMax)}
          </span>
        </p>
        {fieldError('message')}
      </div>
      {/* A trap for bots: hidden from people and assistive technology, never focused by Tab. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{copy.website}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>
      <button type="submit" className="button join-form__submit" disabled={submit.isPending}>
        {submit.isPending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
