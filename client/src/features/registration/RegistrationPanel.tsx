// An event page's registration (issue 23): seats left, "Waitlist open" or "Registration closed",
// when registration closes (in the event's zone), and the form: a name and an e-mail address,
// the mails in the interface language. Checked with the shared schema; the server's refusals
// (already registered, closed, too many tries) shown in the visitor's language above the form. Nothing at all for an event that takes no registrations and has none.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Event } from '../../../../shared/events.schema';
import { joinLimits } from '../../../../shared/join-limits';
import { registerInput, type RegisterOutput } from '../../../../shared/registrations.schema';
import { emailInput, Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import type { FormFailure } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { useForm, useFormValues } from '../../lib/use-form';
import { registrationCopy } from './registration.copy';
import { registrationState } from './registration-state';
import '../../styles/fields.css';
import './registration.css';
import { isChinese } from '../../../../shared/constants';

const fields = ['name', 'email'] as const;
const empty = { name: '', email: '' };

export function RegistrationPanel({ event }: { event: Event }) {
  const { language } = useI18n();
  const copy = useCopy(registrationCopy);
  const headingId = useId();
  const form = useForm({ fields });
  const [values, set] = useFormValues(form, empty);
  const [result, setResult] = useState<(RegisterOutput & { email: string }) | null>(null);
  // The newsletter (issue 37): never ticked for the visitor; sent only when ticked.
  const [newsletter, setNewsletter] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const register = trpc.registrations.register.useMutation();
  const utils = trpc.useUtils();
  // The time the state is read at; the page is not kept open for days, a render is enough.
  const state = registrationState(event, Date.now());

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (state.kind === 'none') return null;

  const onSubmit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (form.submitting) return;
    const input = form.validate(registerInput, { id: event.id, ...values, ...(newsletter ? { newsletter: true } : {}) });
    if (!input) return;
    void form
      .submit(async () => {
        const registered = await register.mutateAsync(input);
        setResult({ ...registered, email: input.email });
        set('name', '');
        set('email', '');
        setNewsletter(false);
      })
      // The seats left, on this page and every list of events; after a refusal (closed, full,
      // already registered: the server's words stay above the form), what the event says now.
      .then(() => {
        void utils.event.get.invalidate({ id: event.id });
        void utils.events.invalidate();
      });
  };

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'server') return failure.text;
    return copy[failure.kind === 'invalid' ? 'fixErrors' : failure.kind === 'network' ? 'errorNetwork' : 'errorGeneric'];
  };

  const when = (iso: string) =>
    formatMoment(language, iso, { timeZone: event.timeZone, intlZoneName: isChinese(language) ? 'shortGeneric' : 'short' });
  const status =
    state.kind === 'seats'
      ? copy.seatsLeft(state.left)
      : state.kind === 'waitlist'
        ? copy.waitlist
        : state.kind === 'open'
          ? copy.open
          : copy.closed;

  return (
    <section className="registration" aria-labelledby={headingId} data-registration={state.kind}>
      <h2 id={headingId} className="registration__heading">
        {copy.heading}
      </h2>
      <p className="registration__status" data-state={state.kind}>
        {status}
      </p>
      {state.kind !== 'closed' && <p className="registration__closes">{copy.closes(when(state.closesAt))}</p>}
      {result ? (
        <div className="registration__result" role="status" tabIndex={-1} ref={resultRef} data-status={result.status}>
          <p className="registration__result-title">
            <span aria-hidden="true">✓ </span>
            {result.status === 'waitlisted' && result.position !== null ? copy.waitlistedTitle(result.position) : copy.confirmedTitle}
          </p>
          <p>{result.status === 'waitlisted' ? copy.waitlistedBody(result.email) : copy.confirmedBody(result.email)}</p>
          {state.kind !== 'closed' && (
            <button type="button" className="button button--secondary" onClick={() => setResult(null)}>
              {copy.another}
            </button>
          )}
        </div>
      ) : (
        state.kind !== 'closed' && (
          <form ref={form.formRef} className="registration__form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
            <p className="registration__intro">{state.kind === 'waitlist' ? copy.waitlistHint : copy.intro}</p>
            <FormAlert className="registration__alert" error={failureText(form.failure)} />
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
              {(control) => (
                <input {...control} {...emailInput} required value={values.email} onChange={(e) => set('email', e.target.value)} />
              )}
            </Field>
            <Field label={copy.newsletter} hint={copy.newsletterHint} check className="registration__newsletter">
              {(control) => <input {...control} type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />}
            </Field>
            <button type="submit" className="button registration__submit" disabled={form.submitting}>
              {form.submitting ? copy.sending : state.kind === 'waitlist' ? copy.submitWaitlist : copy.submit}
            </button>
          </form>
        )
      )}
    </section>
  );
}
