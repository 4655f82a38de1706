// The date texts of the event cards. The first list of a visit is formatted by a worker
// (event-dates.worker.ts), so the page never starts ICU on its main thread while it loads;
// anything later (another language, events not seen yet), or everything if the worker cannot
// help, is formatted here. The texts are the same either way: both use event-format.ts.
import { startTransition, useEffect, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import type { Event } from '../../../../shared/events.schema';
import type { DatesAnswer, DatesRequest } from './event-dates.worker';
import { formatCardDates, type CardDates, type EventDates } from './event-format';
import { visitorLocale } from '../../features/events/event-time';

const known = new Map<string, CardDates>();
const keyOf = (event: EventDates, locale: string) => `${locale} ${event.startsAt} ${event.endsAt} ${event.timeZone}`;

/** Month, day and times line of an event's card in the interface language. */
export function cardDates(event: EventDates, language: Language): CardDates {
  const locale = visitorLocale(language);
  const key = keyOf(event, locale);
  let dates = known.get(key);
  if (!dates) {
    dates = formatCardDates(event, locale);
    known.set(key, dates);
  }
  return dates;
}

/** How long the first list may wait for the worker before the page formats it itself. */
const workerPatienceMs = 2000;

// Started with the events screen's chunk, so ICU warms up in the worker while the list loads.
let worker: Worker | null = null;
try {
  worker = new Worker(new URL('./event-dates.worker.ts', import.meta.url), { type: 'module' });
} catch {
  worker = null;
}
let workerAnswer: Promise<void> | null = null;

function askWorker(events: readonly EventDates[], locale: string): Promise<void> {
  return (workerAnswer ??= new Promise<void>((resolve) => {
    const current = worker;
    if (!current) return resolve();
    const finish = () => {
      clearTimeout(timer);
      current.terminate();
      worker = null;
      resolve();
    };
    const timer = setTimeout(finish, workerPatienceMs);
    current.onmessage = ({ data }: MessageEvent<DatesAnswer>) => {
      data.forEach((dates, i) => {
        known.set(keyOf(events[i]!, locale), dates);
      });
      finish();
    };
    current.onerror = finish;
    const request: DatesRequest = { locale, events: events.map(({ startsAt, endsAt, timeZone }) => ({ startsAt, endsAt, timeZone })) };
    current.postMessage(request);
  }));
}

/**
 * Whether the cards of `events` can be shown now: false only while the worker formats the
 * visit's first list (the screen keeps its spinner meanwhile).
 */
export function useCardDatesReady(events: readonly Event[] | undefined, language: Language): boolean {
  const locale = visitorLocale(language);
  const waiting = worker !== null && !!events && events.some((event) => !known.has(keyOf(event, locale)));
  const [, setAnswers] = useState(0);
  useEffect(() => {
    if (!waiting || !events) return;
    let live = true;
    // A transition: React renders the now complete list in short slices, not one long task.
    void askWorker(events, locale).then(() => live && startTransition(() => setAnswers((n) => n + 1)));
    return () => {
      live = false;
    };
  }, [waiting, events, locale]);
  return !waiting;
}
