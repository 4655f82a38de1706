// The mails of registration for an event (issue 23), in the registrant's language, each with a
// text and an HTML part, in the manner of auth.mail.ts: the confirmation (with the event's .ics,
// METHOD:PUBLISH, so mail clients offer to add it), a place on the waitlist, a seat after waiting
// (with the .ics too), the reminder a day before, the registrant's own cancellation, and the
// event's deletion. The cancel link (in the first mail, and in the one of a move up from the
// waitlist, each with a secret of its own: docs/decisions/043) opens a page that asks before it
// cancels: mail scanners follow links. Their words, in en and zh: registrations.mail.words.ts.
// No mail holds the name the registrant typed: the address it goes to never proved itself, and
// a name mailed to any address would make the society's mail a relay (docs/decisions/041).
import { isChinese, type Language } from '../../../shared/constants.js';
import type { Event } from '../../../shared/events.schema.js';
import { pageRoutes } from '../../../shared/routes.js';
import { site, type Localized } from '../../../shared/site.js';
import { formatEventRange } from '../../../shared/moments.js';
import type { MailAttachment } from '../../lib/mail.js';
import { eventPageUrl } from '../events/events.calendar.js';
import type { MailContent, Paragraph } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';
import { registrationMailWords, type RegistrationMailWords } from './registrations.mail.words.js';

/** A seat's ticket in its mail (issue 38): the ticket page's address (what its QR code holds) and the code's PNG. */
export interface MailTicket {
  url: string;
  /** The QR code as a PNG, base64, `size` pixels square. */
  png: string;
  size: number;
}

export type RegistrationMail =
  | { kind: 'confirmed'; cancelUrl: string; ticket?: MailTicket }
  | { kind: 'waitlisted'; position: number; cancelUrl: string }
  | { kind: 'promoted'; cancelUrl: string; ticket?: MailTicket }
  | { kind: 'reminder' }
  | { kind: 'cancelled' }
  | { kind: 'eventCancelled' };

/** The page of an event, in the mail's language: PUBLIC_ORIGIN/events/{slug}. */
export { eventPageUrl };

/** The cancel page of a registration: PUBLIC_ORIGIN/events/{slug}/registrations/{token}. */
export function cancelPageUrl(origin: string, slug: string, token: string, language: Language): string {
  return `${origin}${pageRoutes.eventRegistration.replace(':slug', slug).replace(':token', token)}${language === 'en' ? '' : `?language=${language}`}`;
}

/** What the outbox lays out (a paragraph's own lines stay lines: When and Where, one under the other). */
function compose(language: Language, to: string, subject: string, paragraphs: Paragraph[], attachments?: MailAttachment[]): MailContent {
  return { to, language, subject, paragraphs, ...(attachments ? { attachments } : {}) };
}

/**
 * When, in the event's own time zone and the mail's language, in the words of the event's page
 * (shared/moments.ts): "Thursday, December 10, 2026, 6:30–8:30 p.m. EST", "2026年12月10日星期四
 * 多伦多时间 18:30–20:30".
 */
export function eventTimes(event: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>, language: Language): string {
  return formatEventRange(language, event, event.timeZone);
}

const title = (event: Event, language: Language) => (isChinese(language) ? event.titleZh || event.titleEn : event.titleEn || event.titleZh);
const place = (event: Event, language: Language) =>
  isChinese(language) ? event.locationZh || event.locationEn : event.locationEn || event.locationZh;

export interface RegistrationMailInput {
  to: string;
  language: Language;
  event: Event;
  origin: string;
  /** The event's .ics in the registrant's language (confirmation and promotion). */
  calendar?: string;
  /** The society's name and contact address, from its record (issue 26); the seed's without it. */
  society?: { name: Localized; email: string };
}

/** The content id of a ticket's QR code in its mail (the HTML part's `<img src="cid:…">`). */
export const ticketCid = 'ticket-qr@chinese-culture-society';
/** How large the mail shows the QR code, in CSS pixels (its PNG has more, for sharp screens). */
export const ticketImageSize = 240;

/** The ticket page's address as the mail links it: in the mail's language (the QR code holds the bare address). */
function ticketUrlIn(url: string, language: Language): string {
  return language === 'en' ? url : `${url}?language=${language}`;
}

/** The QR code, inline (shown in the mail itself, with no network, as the ticket). */
export function ticketAttachment(ticket: MailTicket): MailAttachment {
  return { filename: 'ticket-qr.png', content: ticket.png, encoding: 'base64', contentType: 'image/png', cid: ticketCid };
}

/** The .ics attachment: `method=PUBLISH` in the type too, which some clients read instead of the file. */
export function calendarAttachment(event: Event, calendar: string): MailAttachment {
  return { filename: `${event.slug}.ics`, content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/**
 * The mail in the registrant's language. In zh-Hant (the event's Traditional texts in `event`,
 * the converter loaded: `loadTraditional`), the Simplified template converted, with the event's
 * title and place kept as they are (docs/decisions/036).
 */
export function registrationMail(input: RegistrationMailInput, mail: RegistrationMail): MailContent {
  const { language, event } = input;
  const what = title(event, language);
  const where = place(event, language);
  // In Traditional words already (shared/moments.ts): kept from the converter like the event's texts.
  const when = eventTimes(event, language);
  if (language !== 'zh-Hant') return composeRegistrationMail(input, mail, what, where, when);
  return traditionalMail((keep) => composeRegistrationMail(input, mail, keep(what), where ? keep(where) : '', keep(when)));
}

function composeRegistrationMail(
  input: RegistrationMailInput,
  mail: RegistrationMail,
  what: string,
  where: string,
  when: string,
): MailContent {
  const { to, language, event, origin } = input;
  const page = eventPageUrl(origin, event.slug, language);
  const seat = mail.kind === 'confirmed' || mail.kind === 'promoted';
  const ticket = seat ? mail.ticket : undefined;
  const files = [
    ...(input.calendar !== undefined && seat ? [calendarAttachment(event, input.calendar)] : []),
    ...(ticket ? [ticketAttachment(ticket)] : []),
  ];
  const attachments = files.length ? files : undefined;
  const side = isChinese(language) ? 'zh' : 'en';
  const words: RegistrationMailWords = registrationMailWords[side];
  const society = (input.society?.name ?? site.name)[side];
  const details = words.details(when, where);
  switch (mail.kind) {
    case 'confirmed':
    case 'promoted':
      return compose(
        language,
        to,
        words[mail.kind].subject(what),
        [
          mail.kind === 'confirmed' ? words.confirmed.lead(what, society) : words.promoted.lead(what),
          details,
          ...(ticket
            ? [
                words.ticket.lead,
                { image: { cid: ticketCid, alt: words.ticket.alt, size: ticketImageSize } },
                { text: words.ticket.link, url: ticketUrlIn(ticket.url, language) },
              ]
            : []),
          words.calendar,
          { text: words.page, url: page },
          { text: words.cancelLink, url: mail.cancelUrl },
        ],
        attachments,
      );
    case 'waitlisted':
      return compose(language, to, words.waitlisted.subject(what), [
        words.waitlisted.lead(what, mail.position),
        words.waitlisted.how,
        details,
        { text: words.page, url: page },
        { text: words.waitlisted.cancelLink, url: mail.cancelUrl },
      ]);
    case 'reminder':
      return compose(language, to, words.reminder.subject(what), [
        words.reminder.lead(what),
        details,
        { text: words.page, url: page },
        words.reminder.cancel,
      ]);
    case 'cancelled':
      return compose(language, to, words.cancelled.subject(what), [words.cancelled.lead(what), { text: words.cancelled.again, url: page }]);
    case 'eventCancelled':
      return compose(language, to, words.eventCancelled.subject(what), [
        words.eventCancelled.lead(society, what, when),
        words.eventCancelled.questions(input.society?.email ?? site.email),
      ]);
  }
}
