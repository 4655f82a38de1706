// Sending one newsletter: a test to oneself (the address it went to said), then now or at a time
// in the society's zone (Toronto) behind a question that says what will happen and to how many;
// while it goes out its progress (asked for every 2 s by the editor), Pause and Resume, and the
// addresses given up after the last try.
import { useId, useState } from 'react';
import type { Newsletter } from '../../../../shared/newsletter.schema';
import { site } from '../../../../shared/site';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { formatMoment, zoneName } from '../../lib/site-time';
import { trpc } from '../../lib/trpc-react';
import { adminNewsletterCopy } from './admin-newsletter.copy';
import { ProgressBar } from './ProgressBar';
import { sendTiming } from './newsletter-view';

interface SendPanelProps {
  newsletter: Newsletter;
  /** The composer holds changes not saved: nothing is sent until they are. */
  unsaved: boolean;
  announce: (text: string) => void;
}

export function SendPanel({ newsletter, unsaved, announce }: SendPanelProps) {
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.send;
  const { language } = useI18n();
  const ids = useId();
  const utils = trpc.useUtils();
  const test = trpc.newsletters.test.useMutation();
  const send = trpc.newsletters.send.useMutation();
  const pause = trpc.newsletters.pause.useMutation();
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [picked, setPicked] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ sendAt?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askError, setAskError] = useState<string | null>(null);
  const { state, progress } = newsletter;
  const subscribed = trpc.newsletterSubscribers.list.useQuery({ status: 'subscribed', pageSize: 1 }, { enabled: asking !== null });
  const count = subscribed.data?.counts.subscribed ?? 0;
  const canSend = state === 'draft' || state === 'scheduled';
  const busy = test.isPending || send.isPending || pause.isPending;

  const took = (next: Newsletter) => {
    utils.newsletters.get.setData({ id: next.id }, next);
    void utils.newsletters.list.invalidate();
  };

  const sendTest = async () => {
    setError(null);
    setTestedTo(null);
    try {
      const { to } = await test.mutateAsync({ id: newsletter.id });
      setTestedTo(to);
      announce(text.testSent(to));
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  const ask = () => {
    setError(null);
    setAskError(null);
    const timing = sendTiming(when, picked, site.timeZone);
    if ('invalid' in timing || 'past' in timing) {
      setTimeError('invalid' in timing ? text.timeInvalid : text.timePast);
      requestAnimationFrame(() => document.getElementById(`${ids}-time`)?.focus());
      return;
    }
    setTimeError(null);
    setAsking(timing);
  };

  const confirmSend = async () => {
    if (!asking || send.isPending) return;
    setAskError(null);
    try {
      const next = await send.mutateAsync({ id: newsletter.id, ...asking });
      took(next);
      announce(asking.sendAt ? text.scheduled(formatMoment(language, asking.sendAt)) : text.started);
      setAsking(null);
    } catch (failure) {
      setAskError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  const resume = async () => {
    setError(null);
    try {
      took(await send.mutateAsync({ id: newsletter.id }));
      announce(text.resumed);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  const doPause = async () => {
    setError(null);
    try {
      took(await pause.mutateAsync({ id: newsletter.id }));
      announce(text.paused);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  return (
    <section className="newsletter-send" aria-labelledby={`${ids}-heading`} data-send="">
      <h3 id={`${ids}-heading`}>{text.heading}</h3>
      {unsaved && <p className="newsletter-editor__unsaved">{copy.editor.saveFirst}</p>}
      <FormAlert className="newsletter-send__alert" error={error} />
      <p className="newsletter-send__row">
        <button type="button" className="button button--secondary" onClick={() => void sendTest()} disabled={busy || unsaved} data-test="">
          {test.isPending ? text.testing : text.test}
        </button>
        <span className="newsletter-send__said" data-tested-to={testedTo ?? undefined}>
          {testedTo && text.testSent(testedTo)}
        </span>
      </p>

      {state === 'scheduled' && newsletter.sendAt && <p data-scheduled="">{text.scheduled(formatMoment(language, newsletter.sendAt))}</p>}

      {canSend && (
        <div className="newsletter-send__when">
          <fieldset className="newsletter-send__choice">
            <legend>{text.when}</legend>
            {(['now', 'later'] as const).map((one) => (
              <label key={one} className="newsletter-preview__option">
                <input type="radio" name={`${ids}-when`} value={one} checked={when === one} onChange={() => setWhen(one)} data-when={one} />
                {text[one]}
              </label>
            ))}
          </fieldset>
          {when === 'later' && (
            <Field
              label={text.time}
              hint={text.timeHint(zoneName(site.timeZone, language, new Date()) ?? site.timeZone)}
              className="newsletter-send__time"
            >
              {(control) => (
                <>
                  <input
                    {...control}
                    id={`${ids}-time`}
                    type="datetime-local"
                    value={picked}
                    aria-invalid={timeError ? true : undefined}
                    aria-describedby={
                      [control['aria-describedby'], timeError ? `${ids}-time-error` : ''].filter(Boolean).join(' ') || undefined
                    }
                    onChange={(e) => {
                      setPicked(e.target.value);
                      setTimeError(null);
                    }}
                  />
                  {timeError && (
                    <p className="field__error" id={`${ids}-time-error`} role="alert">
                      {timeError}
                    </p>
                  )}
                </>
              )}
            </Field>
          )}
          <p>
            <button type="button" className="button" aria-haspopup="dialog" onClick={ask} disabled={busy || unsaved} data-send-now="">
              {when === 'now' ? text.send : text.schedule}
            </button>
          </p>
        </div>
      )}

      {(state === 'sending' || state === 'paused' || state === 'sent' || newsletter.startedAt) && (
        <div className="newsletter-send__progress" aria-live="off">
          <h4>{text.progress}</h4>
          <ProgressBar progress={progress} />
          {state === 'sent' && <p data-done="">{text.done}</p>}
        </div>
      )}

      {(state === 'sending' || state === 'scheduled') && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => void doPause()} disabled={busy} data-pause="">
            {pause.isPending ? text.pausing : text.pause}
          </button>
        </p>
      )}
      {state === 'paused' && (
        <p>
          <button type="button" className="button" onClick={() => void resume()} disabled={busy} data-resume="">
            {send.isPending ? text.sending : text.resume}
          </button>
        </p>
      )}

      {progress.failures.length > 0 && (
        <div className="newsletter-send__failures" data-failures="">
          <h4>{text.failures}</h4>
          <ul>
            {progress.failures.map((failure) => (
              <li key={failure.email}>
                <span className="newsletter-send__address">{failure.email}</span>{' '}
                <span className="admin-newsletter__detail">
                  {text.failureRow(failure.attempts)}: {failure.error}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={text.confirmTitle}
        confirmLabel={send.isPending ? text.sending : asking?.sendAt ? text.confirmSchedule : text.confirmSend}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmSend()}
        onCancel={() => setAsking(null)}
        busy={send.isPending}
        error={askError}
      >
        <p data-confirm-body="">
          {asking?.sendAt ? text.confirmLater(formatMoment(language, asking.sendAt), count) : text.confirmNow(count)}
        </p>
      </ConfirmDialog>
    </section>
  );
}
