// Formats the date texts of event cards off the main thread. A page's first Intl date format
// starts ICU, one uninterrupted task of tens of milliseconds (far more on a slow phone); here it
// runs beside the page while the list is still on its way. Started by event-dates.ts.
import { formatCardDates, type CardDates, type EventDates } from './event-format';

export interface DatesRequest {
  locale: string;
  events: EventDates[];
}
export type DatesAnswer = CardDates[];

const scope = self as unknown as {
  onmessage: ((message: MessageEvent<DatesRequest>) => void) | null;
  postMessage: (answer: DatesAnswer) => void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage(data.events.map((event) => formatCardDates(event, data.locale)));
};

// Start ICU now, while the page is still fetching the events.
formatCardDates({ startsAt: new Date().toISOString(), endsAt: new Date().toISOString(), timeZone: 'UTC' }, navigator.language || 'en');
