// The whole event in a dialog: when (in the event's time zone, and the visitor's when different),
// where, the description, its page if it has one, and the calendar download.
import { useEffect, useState } from 'react';
import type { Event } from '../../../../shared/events.schema';
import { Dialog } from '../../components/Dialog';
import { CalendarIcon, CloseIcon, ExternalIcon } from '../../components/icons';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { eventRange, visitorRange } from '../../features/events/event-time';
import { useAddToCalendar } from './add-to-calendar';
import { EventImage, imageSizes } from './EventImage';

export function EventDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const addToCalendar = useAddToCalendar();
  // Keep the last event while the dialog closes, so its content does not vanish first.
  const [last, setLast] = useState<Event | null>(event);
  useEffect(() => {
    if (event) setLast(event);
  }, [event]);
  const shown = event ?? last;
  const title = shown ? pick(language, shown.titleEn, shown.titleZh) : '';
  const description = shown ? pick(language, shown.descriptionEn, shown.descriptionZh) || pick(language, shown.summaryEn, shown.summaryZh) : '';
  const descriptionLang = !shown ? undefined : pick(language, shown.descriptionEn, shown.descriptionZh) ? langOf(language, shown.descriptionEn, shown.descriptionZh) : langOf(language, shown.summaryEn, shown.summaryZh);
  const yourTime = shown ? visitorRange(shown, language) : null;

  return (
    <Dialog open={event !== null} onClose={onClose} labelledBy="event-dialog-title" className="event-dialog">
      {shown && (
        <div className="dialog__content dialog__content--roomy">
          <div className="dialog__top">
            <p className="event-badges">
              <span className={`badge badge--${shown.status}`}>{t(`events.status.${shown.status}`)}</span>
              {shown.isFeatured && <span className="badge badge--featured">{t('events.featured')}</span>}
            </p>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('events.close')}>
              <CloseIcon />
            </button>
          </div>
          <h2 id="event-dialog-title" className="event-dialog__title" lang={langOf(language, shown.titleEn, shown.titleZh)}>
            {title}
          </h2>
          <EventImage event={shown} className="event-dialog__image" sizes={imageSizes.dialog} priority />
          <dl className="event-dialog__facts">
            <div>
              <dt>{t('events.when')}</dt>
              <dd>
                <time dateTime={shown.startsAt} data-event-time="">
                  {eventRange(shown, language)}
                </time>
                <span className="event-dialog__note">{t('events.timeZoneNote')}</span>
                {yourTime && <span className="event-dialog__note">{t('events.localTime', { time: yourTime })}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('events.where')}</dt>
              <dd lang={langOf(language, shown.locationEn, shown.locationZh)}>{pick(language, shown.locationEn, shown.locationZh)}</dd>
            </div>
          </dl>
          <h3 className="event-dialog__subtitle">{t('events.about')}</h3>
          <div className="event-dialog__description" lang={descriptionLang}>
            {description.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <p className="event-actions">
            <button type="button" className="button" onClick={() => addToCalendar(shown)}>
              <CalendarIcon />
              {t('events.addToCalendar')}
            </button>
            {shown.externalUrl && (
              <a href={shown.externalUrl} className="button button--secondary" target="_blank" rel="noopener noreferrer">
                {t('events.externalLink')} <ExternalIcon />
                <span className="visually-hidden"> {t('app.newTab')}</span>
              </a>
            )}
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('events.close')}
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
