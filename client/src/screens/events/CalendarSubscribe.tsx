// "Subscribe to the calendar" on the events page: the feed of every event not yet ended
// (GET /api/events.ics, decision 017) as a webcal:// link, which Apple Calendar and Outlook
// subscribe to, a Google Calendar link, and the https address to copy into any calendar.
import { useId, useRef, useState } from 'react';
import { publicOrigin } from '../../lib/page-meta';
import { CalendarIcon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import './calendar-subscribe.css';

export const calendarFeedPath = '/api/events.ics';

export function CalendarSubscribe() {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const https = `${publicOrigin()}${calendarFeedPath}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(https);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected to copy by hand.
      input.current?.select();
    }
  };
  return (
    <section className="subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="subscribe__title">
        <CalendarIcon />
        {t('events.subscribe.title')}
      </h2>
      <p className="subscribe__hint">{t('events.subscribe.hint')}</p>
      <p className="subscribe__links">
        <a className="button" href={webcal}>
          {t('events.subscribe.webcal')}
        </a>
        <a className="button button--secondary" href={google} target="_blank" rel="noopener noreferrer">
          {t('events.subscribe.google')}
        </a>
      </p>
      <label htmlFor={`${id}-url`} className="subscribe__label">
        {t('events.subscribe.urlLabel')}
      </label>
      <div className="subscribe__copy">
        <input id={`${id}-url`} ref={input} type="url" readOnly value={https} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('events.subscribe.copy')}
        </button>
      </div>
      <p role="status" className="subscribe__status">
        {copied ? t('events.subscribe.copied') : ''}
      </p>
    </section>
  );
}
