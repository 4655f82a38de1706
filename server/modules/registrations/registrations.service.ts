// Registration for events (issue 23, docs/decisions/028): capacity, the waitlist in order, the
// deadline, once per mailbox (shared/registration-rules.ts), each change in one transaction with
// its audit entry, so sign-ups arriving at once can neither overfill an event nor skip the queue
// (Kysely's SQLite driver runs one transaction at a time on its one connection). Mails go after
// the commit, through the outbox: one that fails is logged, loses nothing, and is kept to send again. The reminder a day before an
// event is a job of the outbox's table, of a kind this service registers with it (the server's timer, or a test with its own clock).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import { mailboxKey, normalizeEmail } from '../../../shared/email.js';
import type { Event } from '../../../shared/events.schema.js';
import {
  isLive,
  needsReminder,
  newRegistrationStatus,
  promotions,
  registrationRefusal,
  reminderTime,
  waitlistPosition,
  type RegistrationRefusal,
} from '../../../shared/registration-rules.js';
import type {
  ListRegistrationsOutput,
  Registration,
  RegistrationByToken,
  RegisterOutput,
  registerInput,
} from '../../../shared/registrations.schema.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import type { MessageKey } from '../../lib/messages.js';
import { visitorActor, type AuditService, type Recorder } from '../audit/audit.service.js';
import { buildCalendar, loadCalendarLibrary } from '../events/events.calendar.js';
import * as events from '../events/index.js';
import type { EventRow } from '../events/index.js';
import { toEvent, type AfterCommit, type EventRegistrationHooks, type RegistrationCounts } from '../events/events.service.js';
import { chineseSideOf, loadTraditional } from '../../lib/traditional.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { cancelPageUrl, registrationMail, type RegistrationMail } from './registrations.mail.js';
import * as repo from './registrations.repository.js';
import { mailTicket, newTicketCode, ticketHash } from './registrations.tickets.js';

export type RegisterWrite = Omit<z.output<typeof registerInput>, 'newsletter'> & { language: Language; newsletter?: boolean };

/** The secret of a cancel link: 24 random bytes as 32 url-safe characters. */
export function newCancelToken(): string {
  return randomBytes(24).toString('base64url');
}
/** What is stored of a cancel link's secret: its sha256, hex. */
export function cancelTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The kind of the reminder's jobs, registered with the outbox, whose runner knows kinds only by
 * registration. Stored in each job's row: databases hold it already, so it stays `reminder`.
 */
export const reminderJobKind = 'reminder';

/** The key of an event's reminder job: one per event, moved when its times change. */
export const reminderJobKey = (eventId: number) => `reminder:${eventId}`;

const refusalMessages: Record<RegistrationRefusal, MessageKey> = {
  closed: 'errors.registrationClosed',
  started: 'errors.eventStarted',
  deadlinePassed: 'errors.registrationDeadlinePassed',
};

const eventNotFound = () => new AppError('NOT_FOUND', 'errors.eventNotFound');
const registrationNotFound = () => new AppError('NOT_FOUND', 'errors.registrationNotFound');

const windowOf = (row: EventRow) => ({
  registrationOpen: row.registration_open === 1,
  startsAt: row.starts_at,
  registrationDeadline: row.registration_deadline,
});

/** A registration as event managers (and the audit log) see it. */
export function toRegistration(row: repo.RegistrationRow, position: number | null): Registration {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    email: row.email,
    language: row.language,
    status: row.status,
    position: row.status === 'waitlisted' ? position : null,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    attended: row.attended_at !== null,
    attendedAt: row.attended_at,
  };
}

export interface RegistrationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** Sends every mail, or keeps it to send again; runs the reminders (a kind of job registered with it). */
  outbox: OutboxService;
  /** PUBLIC_ORIGIN: the links of the mails. */
  publicOrigin: string;
  /** Where a mail that failed to send is logged. */
  log?: FastifyBaseLogger | undefined;
  /** Called after every change of the counts (the cached events answers are stale). */
  changed: () => void;
  /** The society's name and contact address as its record says now (issue 26). */
  society?: () => Promise<{ name: { en: string; zh: string }; email: string; rename?: (text: string, language: Language) => string }>;
  /** The form's newsletter box (issue 37): asks for the newsletter once the registration is made (never fails it). */
  newsletter?: (email: string, language: Language) => Promise<void>;
}

/** A mail to send once the change is committed: to whom, about which event, which one. */
interface Outgoing {
  registration: repo.RegistrationRow;
  event: EventRow;
  mail: RegistrationMail;
}

export class RegistrationsService implements EventRegistrationHooks {
  constructor(private readonly deps: RegistrationsDeps) {
    deps.outbox.register(reminderJobKind, (payload, now) => this.remind(payload as { eventId: number }, now));
  }

  /** A seat, or a place at the end of the waitlist; refused (409) when the event does not take it now or the mailbox has one. */
  async register(input: RegisterWrite): Promise<RegisterOutput> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    const token = newCancelToken();
    // A seat's ticket (issue 38); unused when the registration goes on the waitlist.
    const ticket = newTicketCode();
    const email = normalizeEmail(input.email);
    const { row, event, position } = await this.deps.db.transaction().execute(async (trx) => {
      const event = await events.selectEvent(trx, input.id);
      if (!event) throw eventNotFound();
      const refusal = registrationRefusal(windowOf(event), now);
      if (refusal) throw new AppError('CONFLICT', refusalMessages[refusal]);
      const mailbox = mailboxKey(email);
      if ((await repo.selectStatusesByMailbox(trx, event.id, mailbox)).some(isLive))
        throw new AppError('CONFLICT', 'errors.alreadyRegistered');
      const taken = await repo.countLive(trx, event.id);
      const status = newRegistrationStatus(event.capacity, taken);
      const row = await repo.insertRegistration(trx, {
        event_id: event.id,
        name: input.name,
        email,
        mailbox,
        language: input.language,
        status,
        token_hash: cancelTokenHash(token),
        ticket_hash: status === 'confirmed' ? ticketHash(ticket) : null,
        created_at: nowIso,
        confirmed_at: status === 'confirmed' ? nowIso : null,
      });
      // The waitlist is in id order and this is its newest: everyone waiting is before it.
      const position = status === 'waitlisted' ? taken.waitlisted + 1 : null;
      await this.deps.audit.record(
        {
          actor: visitorActor,
          action: 'registration.create',
          entity: 'registration',
          entityId: row.id,
          before: null,
          after: toRegistration(row, position),
        },
        trx,
      );
      await this.scheduleReminder(trx, event);
      return { row, event, position };
    });
    this.deps.changed();
    const cancelUrl = cancelPageUrl(this.deps.publicOrigin, toEvent(event, now).slug, token, row.language);
    await this.deliver([
      {
        registration: row,
        event,
        mail:
          position === null
            ? { kind: 'confirmed', cancelUrl, ticket: mailTicket(this.deps.publicOrigin, ticket) }
            : { kind: 'waitlisted', position, cancelUrl },
      },
    ]);
    if (input.newsletter) await this.deps.newsletter?.(email, input.language);
    return { id: row.id, eventId: row.event_id, status: position === null ? 'confirmed' : 'waitlisted', position };
  }

  /**
   * A walk-in at the door (issue 38): a seat while one is left (no waitlist at the door: 409 when
   * full), checked in at once by whoever registers them, in the audit log; their confirmation mail,
   * with the cancel link and the ticket, follows. Taken until the event ends (registration's own
   * window does not apply: they are at the door).
   */
  async registerAtDoor(
    actor: Recorder,
    input: { id: number; name: string; email: string; language: Language },
    checkedIn: { by: string; device: string | null },
  ): Promise<repo.RegistrationRow> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    const token = newCancelToken();
    const ticket = newTicketCode();
    const email = normalizeEmail(input.email);
    const { row, event } = await this.deps.db.transaction().execute(async (trx) => {
      const event = await events.selectEvent(trx, input.id);
      if (!event) throw eventNotFound();
      if (now.getTime() >= Date.parse(event.ends_at)) throw new AppError('CONFLICT', 'checkIn.linkExpired');
      const mailbox = mailboxKey(email);
      if ((await repo.selectStatusesByMailbox(trx, event.id, mailbox)).some(isLive))
        throw new AppError('CONFLICT', 'errors.alreadyRegistered');
      const taken = await repo.countLive(trx, event.id);
      if (event.capacity !== null && taken.confirmed >= event.capacity) throw new AppError('CONFLICT', 'checkIn.eventFull');
      const row = await repo.insertRegistration(trx, {
        event_id: event.id,
        name: input.name,
        email,
        mailbox,
        language: input.language,
        status: 'confirmed',
        token_hash: cancelTokenHash(token),
        ticket_hash: ticketHash(ticket),
        created_at: nowIso,
        confirmed_at: nowIso,
        attended_at: nowIso,
        checked_in_by: checkedIn.by,
        checked_in_device: checkedIn.device,
      });
      await this.deps.audit.record(
        { actor, action: 'registration.walkIn', entity: 'registration', entityId: row.id, before: null, after: toRegistration(row, null) },
        trx,
      );
      await this.scheduleReminder(trx, event);
      return { row, event };
    });
    this.deps.changed();
    const cancelUrl = cancelPageUrl(this.deps.publicOrigin, toEvent(event, now).slug, token, row.language);
    await this.deliver([
      { registration: row, event, mail: { kind: 'confirmed', cancelUrl, ticket: mailTicket(this.deps.publicOrigin, ticket) } },
    ]);
    return row;
  }

  /** What the cancel page shows: 404 when the link names no registration of this event. */
  async byToken(eventId: number, token: string): Promise<RegistrationByToken> {
    const row = await repo.selectByToken(this.deps.db, eventId, cancelTokenHash(token));
    if (!row) throw registrationNotFound();
    const position = await this.placeOf(this.deps.db, row);
    return { eventId: row.event_id, name: row.name, status: row.status, position };
  }

  /** Cancels by the link's secret; a freed seat goes to the first on the waitlist. Cancelling again changes nothing. */
  async cancel(eventId: number, token: string): Promise<{ eventId: number; status: 'cancelled' }> {
    const now = this.deps.clock();
    const outgoing = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectByToken(trx, eventId, cancelTokenHash(token));
      if (!before) throw registrationNotFound();
      if (before.status === 'cancelled') return null;
      const position = await this.placeOf(trx, before);
      const after = await repo.cancelRegistration(trx, before.id, now.toISOString());
      await this.deps.audit.record(
        {
          actor: visitorActor,
          action: 'registration.cancel',
          entity: 'registration',
          entityId: before.id,
          before: toRegistration(before, position),
          after: toRegistration(after, null),
        },
        trx,
      );
      const event = (await events.selectEvent(trx, eventId))!;
      const promoted = await this.promote(trx, visitorActor, event, now);
      return [{ registration: after, event, mail: { kind: 'cancelled' } } as Outgoing, ...promoted];
    });
    if (outgoing) {
      this.deps.changed();
      await this.deliver(outgoing);
    }
    return { eventId, status: 'cancelled' };
  }

  /** The guest list: seats in the order they came, the waitlist in its order, then the cancelled. */
  async list(eventId: number): Promise<ListRegistrationsOutput> {
    const event = await events.selectEvent(this.deps.db, eventId);
    if (!event) throw eventNotFound();
    const rows = await repo.selectGuestList(this.deps.db, eventId);
    let waiting = 0;
    const registrations = rows.map((row) => toRegistration(row, row.status === 'waitlisted' ? ++waiting : null));
    return {
      registrations,
      confirmed: registrations.filter((r) => r.status === 'confirmed').length,
      waitlisted: waiting,
      attended: registrations.filter((r) => r.attended).length,
      capacity: event.capacity,
    };
  }

  /** Checks a guest in at the door (or undoes it), in the audit log; 404 when the event has no such registration. */
  async setAttended(actor: Recorder, eventId: number, registrationId: number, attended: boolean): Promise<Registration> {
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectRegistration(trx, eventId, registrationId);
      if (!before) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
      const position = await this.placeOf(trx, before);
      if (attended === (before.attended_at !== null)) return toRegistration(before, position);
      const after = await repo.setAttendedAt(trx, before.id, attended ? this.deps.clock().toISOString() : null, actor.username);
      const registration = toRegistration(after, position);
      await this.deps.audit.record(
        {
          actor,
          action: 'registration.attend',
          entity: 'registration',
          entityId: before.id,
          before: toRegistration(before, position),
          after: registration,
        },
        trx,
      );
      return registration;
    });
  }

  /** The event's reminder a day before it starts, in the caller's transaction (one per event; one already there stays). */
  private async scheduleReminder(trx: Kysely<Database>, event: EventRow): Promise<void> {
    await this.deps.outbox.schedule(trx, {
      kind: reminderJobKind,
      key: reminderJobKey(event.id),
      runAt: reminderTime(event.starts_at),
      payload: { eventId: event.id },
    });
  }

  /** The place on the waitlist of a registration waiting, from 1; null otherwise. */
  private async placeOf(db: Kysely<Database>, row: repo.RegistrationRow): Promise<number | null> {
    return row.status === 'waitlisted' ? waitlistPosition(await repo.selectWaitlistIds(db, row.event_id), row.id) : null;
  }

  // ---- what events do to registrations (EventsService calls these) -------------------------------

  countsOf(db: Kysely<Database>, eventIds: readonly number[]): Promise<Map<number, RegistrationCounts>> {
    return repo.countLiveByEvent(db, eventIds);
  }

  /** In the update's transaction: new times move the reminder; more seats move the waitlist up. */
  async eventUpdated(trx: Kysely<Database>, actor: Recorder, before: EventRow, after: EventRow): Promise<AfterCommit> {
    const now = this.deps.clock();
    if (
      before.starts_at !== after.starts_at &&
      (await this.deps.outbox.reschedule(trx, reminderJobKey(after.id), reminderTime(after.starts_at)))
    ) {
      // Reminded of the old time: the new one is worth a reminder too.
      await repo.clearReminded(trx, after.id);
    }
    const promoted = await this.promote(trx, actor, after, now);
    return async () => {
      if (promoted.length) this.deps.changed();
      await this.deliver(promoted);
    };
  }

  /** In the delete's transaction, before its registrations go: each live registrant is told (unless the event is over). */
  async eventDeleting(trx: Kysely<Database>, actor: Recorder, event: EventRow): Promise<AfterCommit> {
    const now = this.deps.clock();
    const live = await repo.selectLive(trx, event.id);
    let waiting = 0;
    for (const row of live) {
      const position = row.status === 'waitlisted' ? ++waiting : null;
      await this.deps.audit.record(
        {
          actor,
          action: 'registration.cancel',
          entity: 'registration',
          entityId: row.id,
          before: toRegistration(row, position),
          after: null,
        },
        trx,
      );
    }
    await this.deps.outbox.unschedule(trx, reminderJobKey(event.id));
    // An event that has ended is removed from the archive, not cancelled: no one is told.
    const tell = now.getTime() < Date.parse(event.ends_at) ? live : [];
    return async () => {
      await this.deliver(tell.map((registration) => ({ registration, event, mail: { kind: 'eventCancelled' } })));
    };
  }

  /** Moves the waitlist up into free seats, in order, before the start; each move in the audit log. */
  private async promote(trx: Kysely<Database>, actor: Recorder, event: EventRow, now: Date): Promise<Outgoing[]> {
    if (now.getTime() >= Date.parse(event.starts_at)) return [];
    const waitlist = await repo.selectWaitlist(trx, event.id);
    if (!waitlist.length) return [];
    const { confirmed } = await repo.countLive(trx, event.id);
    const moving = promotions(event.capacity, confirmed, waitlist);
    const outgoing: Outgoing[] = [];
    for (const [index, before] of moving.entries()) {
      // The mail that gives the seat carries a cancel link of its own (its secret, hashed, beside
      // the first mail's, which stays valid): docs/decisions/043.
      const token = newCancelToken();
      const ticket = newTicketCode();
      const after = await repo.confirmRegistration(trx, before.id, now.toISOString(), cancelTokenHash(token), ticketHash(ticket));
      await this.deps.audit.record(
        {
          actor,
          action: 'registration.promote',
          entity: 'registration',
          entityId: before.id,
          before: toRegistration(before, index + 1),
          after: toRegistration(after, null),
        },
        trx,
      );
      const cancelUrl = cancelPageUrl(this.deps.publicOrigin, toEvent(event, now).slug, token, after.language);
      outgoing.push({
        registration: after,
        event,
        mail: { kind: 'promoted', cancelUrl, ticket: mailTicket(this.deps.publicOrigin, ticket) },
      });
    }
    return outgoing;
  }

  // ---- mails ------------------------------------------------------------------------------------

  /**
   * Hands each mail to the outbox; one that fails is logged (never its text) and the others still
   * go. False when any failed. With `keep`, the outbox keeps a mail that failed and sends it again
   * later, so a mail server down for a while loses no confirmation; a reminder is not kept (its
   * own job runs again).
   */
  private async deliver(outgoing: readonly Outgoing[], keep = true): Promise<boolean> {
    let allSent = true;
    for (const item of outgoing) {
      const what = { registration: item.registration.id, mail: item.mail.kind };
      try {
        const mail: MailContent = await this.compose(item);
        if ((await this.deps.outbox.send(mail, { keep, label: `registration:${what.registration}:${what.mail}` })) === 'sent') continue;
        allSent = false;
        this.deps.log?.error(what, 'registration mail failed to send');
      } catch (error) {
        allSent = false;
        this.deps.log?.error({ err: error, ...what }, 'registration mail failed to send');
      }
    }
    return allSent;
  }

  private async compose({ registration, event: row, mail }: Outgoing): Promise<MailContent> {
    const language = registration.language;
    // A registrant in zh-Hant reads the event's Traditional texts (stored at write, docs/decisions/036).
    const event: Event = toEvent(row, this.deps.clock(), undefined, chineseSideOf(language));
    if (language === 'zh-Hant') await loadTraditional();
    const withCalendar = mail.kind === 'confirmed' || mail.kind === 'promoted';
    const society = await this.deps.society?.();
    const calendar = withCalendar
      ? buildCalendar(await loadCalendarLibrary(), [event], {
          origin: this.deps.publicOrigin,
          kind: 'event',
          language,
          ...(society?.rename ? { rename: society.rename } : {}),
        })
      : undefined;
    return registrationMail(
      {
        to: registration.email,
        language,
        event,
        origin: this.deps.publicOrigin,
        ...(calendar === undefined ? {} : { calendar }),
        ...(society ? { society: { name: society.name, email: society.email } } : {}),
      },
      mail,
    );
  }

  // ---- the reminder (a job registered with the outbox) ------------------------------------------

  /**
   * The reminder of an event: each confirmed registrant not reminded yet who held the seat by the
   * reminder's time. reminded_at is set after each mail went, so a crash between the two sends
   * that one mail again (at least once); a failed mail fails the job, which runs again later.
   */
  private async remind({ eventId }: { eventId: number }, now: Date): Promise<void> {
    const event = await events.selectEvent(this.deps.db, eventId);
    if (!event) return;
    const due = (await repo.selectLive(this.deps.db, eventId)).filter((r) =>
      needsReminder({ status: r.status, confirmedAt: r.confirmed_at ?? r.created_at, remindedAt: r.reminded_at }, event.starts_at, now),
    );
    let failures = 0;
    for (const registration of due) {
      if (await this.deliver([{ registration, event, mail: { kind: 'reminder' } }], false))
        await repo.setRemindedAt(this.deps.db, registration.id, this.deps.clock().toISOString());
      else failures++;
    }
    if (failures) throw new Error(`${failures} of ${due.length} reminders failed to send`);
  }
}
