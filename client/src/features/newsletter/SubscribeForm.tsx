// The newsletter's subscribe form (issue 37 item 1): an e-mail address, the language of the mails
// (the page's by default) and the topics (both ticked by default), checked with the shared schema;
// the server's refusals (a bad address, too many tries: 429) in the visitor's language beside the
// field or above the form. The answer is the same whatever the address's state (no enumeration),
// so the success says to check the inbox. `compact` (the footer): the address and the button, the
// choices folded away with their defaults. Needs the query providers (withData) around it.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { languages, type Language } from '../../../../shared/constants';
import { newsletterTopics, subscribeInput, type NewsletterTopic } from '../../../../shared/newsletter.schema';
import { emailInput, Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { htmlLangOf, useI18n } from '../../i18n/i18n';
import type { FormFailure } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { newsletterCopy } from './newsletter.copy';
import '../../styles/fields.css';
import './newsletter.css';

/** Each language named in its own script, as the language switch names them. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', zh: '简体中文', 'zh-Hant': '繁體中文' };

const fields = ['email', 'language', 'topics'] as const;

export interface SubscribeFormProps {
  /** The footer's form: the address and the button, the choices folded. */
  compact?: boolean;
  /** The id of the section (the magazine's: "newsletter", a link's target). */
  id?: string;
}

export function SubscribeForm({ compact = false, id }: SubscribeFormProps) {
  const { language: pageLanguage } = useI18n();
  const copy = useCopy(newsletterCopy);
  const headingId = useId();
  const form = useForm({ fields });
  const [email, setEmail] = useState('');
  // null: the page's language, following the switch until the visitor chooses.
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const [topics, setTopics] = useState<readonly NewsletterTopic[]>(newsletterTopics);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const subscribe = trpc.newsletter.subscribe.useMutation();
  const language = chosenLanguage ?? pageLanguage;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.validate(subscribeInput, { email, language, topics: [...topics] });
    if (!input) return;
    void form.submit(async () => {
      await subscribe.mutateAsync(input);
      setDone(input.email);
      setEmail('');
    });
  };

  const toggleTopic = (topic: NewsletterTopic, on: boolean) => {
    setTopics((current) => newsletterTopics.filter((t) => (t === topic ? on : current.includes(t))));
    form.edited('topics');
  };

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'server') return failure.text;
    return copy[failure.kind === 'invalid' ? 'fixErrors' : failure.kind === 'network' ? 'errorNetwork' : 'errorGeneric'];
  };

  const topicLabels: Record<NewsletterTopic, string> = { magazine: copy.topicMagazine, events: copy.topicEvents };
  const choices = (
    <>
      <Field form={form} name="language" label={copy.language}>
        {(control) => (
          <select
            {...control}
            value={language}
            onChange={(e) => {
              setChosenLanguage(e.target.value as Language);
              form.edited('language');
            }}
          >
            {languages.map((option) => (
              <option key={option} value={option} lang={htmlLangOf[option]}>
                {languageNames[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="newsletter-form__topics" aria-describedby={form.errors.topics ? form.errorId('topics') : undefined}>
        <legend>{copy.topics}</legend>
        {newsletterTopics.map((topic) => (
          <label key={topic} className="newsletter-form__check">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              aria-invalid={form.errors.topics ? true : undefined}
              onChange={(e) => toggleTopic(topic, e.target.checked)}
            />
            <span>{topicLabels[topic]}</span>
          </label>
        ))}
        <FieldError form={form} field="topics" />
      </fieldset>
    </>
  );

  return (
    <section
      id={id}
      className={compact ? 'newsletter-form newsletter-form--compact' : 'newsletter-form'}
      aria-labelledby={headingId}
      data-newsletter-form={compact ? 'compact' : 'full'}
    >
      <h2 id={headingId} className={compact ? 'footer__heading' : 'newsletter-form__heading'}>
        {compact ? copy.footerHeading : copy.heading}
      </h2>
      <p className="newsletter-form__intro">{compact ? copy.footerIntro : copy.intro}</p>
      {done !== null ? (
        <div className="newsletter-form__done" role="status" tabIndex={-1} ref={doneRef}>
          <p className="newsletter-form__done-title">
            <span aria-hidden="true">✓ </span>
            {copy.doneLead}
          </p>
          <p>{copy.doneBody(done)}</p>
          <button type="button" className="button button--secondary" onClick={() => setDone(null)}>
            {copy.another}
          </button>
        </div>
      ) : (
        <form ref={form.formRef} className="newsletter-form__form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <FormAlert className="newsletter-form__alert" error={failureText(form.failure)} />
          <Field form={form} name="email" label={copy.email} hint={compact ? undefined : copy.emailHint}>
            {(control) => (
              <input
                {...control}
                {...emailInput}
                required
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  form.edited('email');
                }}
              />
            )}
          </Field>
          {compact ? (
            <details className="newsletter-form__choices">
              <summary>{copy.choices}</summary>
              <div className="newsletter-form__choices-body">{choices}</div>
            </details>
          ) : (
            choices
          )}
          <button type="submit" className="button newsletter-form__submit" disabled={form.submitting}>
            {form.submitting ? copy.sending : copy.submit}
          </button>
        </form>
      )}
    </section>
  );
}
