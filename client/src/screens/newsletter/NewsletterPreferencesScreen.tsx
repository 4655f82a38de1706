// A subscriber's own page (/newsletter/preferences/{token}, issue 37 item 2): the address (partly
// hidden) and its status, the language and topics to change (saved: said where the button is),
// and a clear "Unsubscribe" (then "Nothing more will be sent", and the subscribe form: coming
// back takes a new confirmation). A link that names no subscription says so; the sample link of a
// preview or a test mail says what the link does in a reader's own mail. The server answers
// this address with noindex and no-referrer (shared/page-meta.ts carriesSecret).
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useRoute } from 'wouter';
import { languages, type Language } from '../../../../shared/constants';
import {
  newsletterTopics,
  sampleNewsletterToken,
  updatePreferencesInput,
  type NewsletterTopic,
  type Preferences,
} from '../../../../shared/newsletter.schema';
import { pageRoutes } from '../../../../shared/routes';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { FormAlert } from '../../components/FormAlert';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { newsletterCopy } from '../../features/newsletter/newsletter.copy';
import { languageNames, SubscribeForm } from '../../features/newsletter/SubscribeForm';
import { useCopy } from '../../i18n/copy';
import { htmlLangOf } from '../../i18n/i18n';
import { callFailureText, type FormFailure } from '../../lib/form-errors';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import { newsletterPagesCopy } from './newsletter-pages.copy';
import { isBadLink, isTokenShaped } from './newsletter-link';
import '../../styles/fields.css';
import '../../features/newsletter/newsletter.css';
import './newsletter-pages.css';

function NewsletterPreferencesScreen() {
  usePageMeta('newsletterPreferences');
  const copy = useCopy(newsletterPagesCopy);
  const [, params] = useRoute<{ token: string }>(pageRoutes.newsletterPreferences);
  const token = params?.token ?? '';
  const readable = isTokenShaped(token);
  const query = trpc.newsletter.preferences.useQuery(
    { token },
    { enabled: readable, retry: (count, error) => !isBadLink(error) && count < 1, staleTime: 0, gcTime: 0 },
  );

  const body = () => {
    if (token === sampleNewsletterToken)
      return (
        <p className="newsletter-page__sample" data-state="sample">
          {copy.sampleLink}
        </p>
      );
    if (!readable || (query.isError && isBadLink(query.error)))
      return (
        <>
          <div className="newsletter-page__bad" data-state="bad-link">
            <p className="form-error">{copy.badPreferencesLink}</p>
            <p>{copy.badPreferencesHint}</p>
          </div>
          <SubscribeForm />
        </>
      );
    if (query.isPending) return <Spinner />;
    if (query.isError) return <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />;
    return <Subscription key={token} preferences={query.data} token={token} />;
  };

  return (
    <div className="page page--narrow newsletter-page" data-screen="newsletter-preferences">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1>{copy.preferencesTitle}</h1>
      {body()}
      <p className="actions newsletter-page__links">
        <Link href={pageRoutes.magazine} className="text-link">
          {copy.toMagazine}
        </Link>
      </p>
    </div>
  );
}

const fields = ['language', 'topics'] as const;

function Subscription({ preferences, token }: { preferences: Preferences; token: string }) {
  const copy = useCopy(newsletterPagesCopy);
  const formCopy = useCopy(newsletterCopy);
  const [current, setCurrent] = useState(preferences);
  const [language, setLanguage] = useState<Language>(preferences.language);
  const [topics, setTopics] = useState<readonly NewsletterTopic[]>(preferences.topics);
  const [saved, setSaved] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const form = useForm({ fields });
  const update = trpc.newsletter.updatePreferences.useMutation();
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const leftRef = useRef<HTMLDivElement>(null);
  const formHeadingId = useId();
  const leaveHeadingId = useId();
  const left = current.status === 'unsubscribed';

  useEffect(() => {
    if (left) leftRef.current?.focus();
  }, [left]);

  const statusText = { pending: copy.statusPending, subscribed: copy.statusSubscribed, unsubscribed: copy.statusUnsubscribed }[
    current.status
  ];

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setSaved(false);
    const input = form.validate(updatePreferencesInput, { token, language, topics: [...topics] });
    if (!input) return;
    void form.submit(async () => {
      const answer = await update.mutateAsync(input);
      setCurrent(answer);
      setLanguage(answer.language);
      setTopics(answer.topics);
      setSaved(true);
    });
  };

  const onUnsubscribe = async () => {
    if (unsubscribe.isPending) return;
    setLeaveError(null);
    try {
      await unsubscribe.mutateAsync({ token });
      setCurrent((before) => ({ ...before, status: 'unsubscribed' }));
    } catch (failure) {
      setLeaveError(callFailureText(failure, copy.errorNetwork, copy.unsubscribeFailed));
    }
  };

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'server') return failure.text;
    return copy[failure.kind === 'invalid' ? 'fixErrors' : failure.kind === 'network' ? 'errorNetwork' : 'saveFailed'];
  };

  const toggleTopic = (topic: NewsletterTopic, on: boolean) => {
    setTopics((chosen) => newsletterTopics.filter((t) => (t === topic ? on : chosen.includes(t))));
    setSaved(false);
    form.edited('topics');
  };
  const topicLabels: Record<NewsletterTopic, string> = { magazine: formCopy.topicMagazine, events: formCopy.topicEvents };

  return (
    <>
      <dl className="newsletter-page__facts">
        <div>
          <dt>{copy.address}</dt>
          <dd data-field="email">{current.email}</dd>
        </div>
        <div>
          <dt>{copy.status}</dt>
          <dd data-status={current.status}>{statusText}</dd>
        </div>
      </dl>
      {left ? (
        <>
          <div className="newsletter-page__done" role="status" tabIndex={-1} ref={leftRef} data-state="unsubscribed">
            <p className="newsletter-page__done-title">
              <span aria-hidden="true">✓ </span>
              {copy.unsubscribed}
            </p>
            <p>{copy.subscribeAgain}</p>
          </div>
          <SubscribeForm />
        </>
      ) : (
        <>
          <section className="newsletter-page__card" aria-labelledby={formHeadingId}>
            <h2 id={formHeadingId}>{copy.preferences}</h2>
            <form ref={form.formRef} className="newsletter-form__form" noValidate onSubmit={onSave} aria-labelledby={formHeadingId}>
              <FormAlert className="newsletter-form__alert" error={failureText(form.failure)} />
              <Field form={form} name="language" label={formCopy.language}>
                {(control) => (
                  <select
                    {...control}
                    value={language}
                    onChange={(e) => {
                      setLanguage(e.target.value as Language);
                      setSaved(false);
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
                <legend>{formCopy.topics}</legend>
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
              <div className="newsletter-page__save">
                <button type="submit" className="button" disabled={form.submitting}>
                  {form.submitting ? copy.saving : copy.save}
                </button>
                <p role="status" className="newsletter-page__saved">
                  {saved && (
                    <>
                      <span aria-hidden="true">✓ </span>
                      {copy.saved}
                    </>
                  )}
                </p>
              </div>
            </form>
          </section>
          <section className="newsletter-page__card newsletter-page__leave" aria-labelledby={leaveHeadingId}>
            <h2 id={leaveHeadingId}>{copy.leaveTitle}</h2>
            <p>{copy.leaveBody}</p>
            <FormAlert className="newsletter-page__alert" error={leaveError} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void onUnsubscribe()}
              disabled={unsubscribe.isPending}
            >
              {unsubscribe.isPending ? copy.unsubscribing : copy.unsubscribe}
            </button>
          </section>
        </>
      )}
    </>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(NewsletterPreferencesScreen);
