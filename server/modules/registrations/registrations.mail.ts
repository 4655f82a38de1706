// The mails of registration for an event (issue 23), in the registrant's language, each with a
// text and an HTML part, in the manner of auth.mail.ts: the confirmation (with the event's .ics,
// METHOD:PUBLISH, so mail clients offer to add it), a place on the waitlist, a seat after waiting
// (with the .ics too), the reminder a day before, the registrant's own cancellation, and the
// event's deletion. The cancel link (in the first mail, and in the one of a move up from the
// waitlist, each with a secret of its own: docs/decisions/043) opens a page that asks before it
// cancels: mail scanners follow links. The Chinese ones say 你, as the interface does.
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

export type RegistrationMail =
  | { kind: 'confirmed'; cancelUrl: string }
  | { kind: 'waitlisted'; position: number; cancelUrl: string }
  | { kind: 'promoted'; cancelUrl: string }
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
  const attachments =
    input.calendar !== undefined && (mail.kind === 'confirmed' || mail.kind === 'promoted')
      ? [calendarAttachment(event, input.calendar)]
      : undefined;
  if (isChinese(language)) {
    const society = (input.society?.name ?? site.name).zh;
    const details = `时间：${when}${where ? `\n地点：${where}` : ''}`;
    switch (mail.kind) {
      case 'confirmed':
        return compose(
          language,
          to,
          `报名成功：${what}`,
          [
            `你好！你已成功报名${society}的活动“${what}”，为你保留了一个名额。`,
            details,
            '附件中的日历文件（.ics）可以把活动加入你的日历。',
            { text: '活动页面：', url: page },
            { text: '如果不能参加，请打开下面的链接取消报名，把名额留给候补的同学：', url: mail.cancelUrl },
          ],
          attachments,
        );
      case 'waitlisted':
        return compose(language, to, `已进入候补：${what}`, [
          `你好！“${what}”的名额已满，你在候补名单上排第 ${mail.position} 位。`,
          '一旦有人取消，候补者会按顺序自动获得名额，届时我们会发邮件通知你。',
          details,
          { text: '活动页面：', url: page },
          { text: '如果不再需要候补，请打开下面的链接取消：', url: mail.cancelUrl },
        ]);
      case 'promoted':
        return compose(
          language,
          to,
          `候补成功，你有名额了：${what}`,
          [
            `你好！有人取消了报名，你已从候补名单递补，获得了“${what}”的名额。`,
            details,
            '附件中的日历文件（.ics）可以把活动加入你的日历。',
            { text: '活动页面：', url: page },
            { text: '如果不能参加，请打开下面的链接取消报名，把名额留给候补的同学：', url: mail.cancelUrl },
          ],
          attachments,
        );
      case 'reminder':
        return compose(language, to, `明天见：${what}`, [
          `你好！提醒你：你报名的“${what}”将在大约 24 小时后开始。`,
          details,
          { text: '活动页面：', url: page },
          '如果不能参加，请用报名确认邮件中的链接取消报名，把名额留给候补的同学。',
        ]);
      case 'cancelled':
        return compose(language, to, `已取消报名：${what}`, [
          `你好！你对“${what}”的报名已经取消。`,
          { text: '如果改变主意，可以在名额未满时重新报名：', url: page },
        ]);
      case 'eventCancelled':
        return compose(language, to, `活动取消：${what}`, [
          `你好！很抱歉，${society}已取消活动“${what}”（${when}），你的报名也随之取消。`,
          `如有疑问，请写信至 ${input.society?.email ?? site.email}。`,
        ]);
    }
  }
  const society = (input.society?.name ?? site.name).en;
  const details = `When: ${when}${where ? `\nWhere: ${where}` : ''}`;
  switch (mail.kind) {
    case 'confirmed':
      return compose(
        language,
        to,
        `You are registered: ${what}`,
        [
          `Hello, you are registered for “${what}” of the ${society}: a seat is yours.`,
          details,
          'The calendar file (.ics) attached adds the event to your calendar.',
          { text: 'The event’s page:', url: page },
          { text: 'If you cannot come, please cancel with this link, so someone on the waitlist gets your seat:', url: mail.cancelUrl },
        ],
        attachments,
      );
    case 'waitlisted':
      return compose(language, to, `On the waitlist: ${what}`, [
        `Hello, “${what}” is full: you are number ${mail.position} on the waitlist.`,
        'When someone cancels, the waitlist moves up in order by itself, and we will write to you when a seat is yours.',
        details,
        { text: 'The event’s page:', url: page },
        { text: 'If you no longer want to wait, cancel with this link:', url: mail.cancelUrl },
      ]);
    case 'promoted':
      return compose(
        language,
        to,
        `A seat is yours: ${what}`,
        [
          `Hello, someone cancelled and you moved up from the waitlist: a seat at “${what}” is yours.`,
          details,
          'The calendar file (.ics) attached adds the event to your calendar.',
          { text: 'The event’s page:', url: page },
          { text: 'If you cannot come, please cancel with this link, so someone on the waitlist gets your seat:', url: mail.cancelUrl },
        ],
        attachments,
      );
    case 'reminder':
      return compose(language, to, `See you tomorrow: ${what}`, [
        `Hello, a reminder: “${what}”, which you registered for, starts in about 24 hours.`,
        details,
        { text: 'The event’s page:', url: page },
        'If you cannot come, please cancel with the link of your confirmation e-mail, so someone on the waitlist gets your seat.',
      ]);
    case 'cancelled':
      return compose(language, to, `Registration cancelled: ${what}`, [
        `Hello, your registration for “${what}” is cancelled.`,
        { text: 'If you change your mind, register again while seats are left:', url: page },
      ]);
    case 'eventCancelled':
      return compose(language, to, `Event cancelled: ${what}`, [
        `Hello, we are sorry: the ${society} has cancelled “${what}” (${when}), and with it your registration.`,
        `Questions? Write to ${input.society?.email ?? site.email}.`,
      ]);
  }
}
