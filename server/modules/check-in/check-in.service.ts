// Check-in at the door (issue 38, docs/decisions/052): tickets by code, check-ins by ticket or by
// name (the first stands; a second scan is told when, and by which device), the guest list an
// offline scanner keeps (names and the tickets' hashes only), its queue synced when back online,
// walk-ins, and volunteers' check-in links scoped to one event until it ends. Every call of a
// link is checked here: the link live, and for the event of the call.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type CheckInGuest,
  type CheckInLink,
  type CheckInList,
  type CheckInOutcome,
  type CheckInOutput,
  type CheckInRefusal,
  type CheckInRefusalDetails,
  type checkInInput,
  checkInTokenPattern,
  type createCheckInLinkInput,
  type SyncCheckInsOutput,
  type syncCheckInsInput,
  type Ticket,
  ticketCodeOf,
  type walkInInput,
} from '../../../shared/check-in.schema.js';
import { type Language, languages } from '../../../shared/constants.js';
import { dateTimeFormat, intlLocaleOf } from '../../../shared/moments.js';
import { pageRoutes } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { AppError, type MessageValue } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ChineseSide } from '../../lib/language.js';
import type { MessageKey } from '../../lib/messages.js';
import { qrSvg } from '../../lib/qr-code.js';
import { type Actor, type AuditService, actorOf, checkInLinkActor, type Recorder } from '../audit/audit.service.js';
import * as events from '../events/index.js';
import type { EventRow } from '../events/index.js';
import { toEvent } from '../events/events.service.js';
import * as registrations from '../registrations/index.js';
import type { RegistrationsService } from '../registrations/registrations.service.js';
import * as repo from './check-in.repository.js';

/** A live check-in link, as the service found it by its token. */
export interface LiveLink {
  id: number;
  eventId: number;
  label: string;
  expiresAt: string;
}

/** Who checks in: an event manager (signed in), or a volunteer's link (only for its event). */
export type CheckInAccess = { kind: 'manager'; user: Actor } | { kind: 'link'; link: LiveLink };

export interface CheckInDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  registrations: RegistrationsService;
  /** PUBLIC_ORIGIN: the ticket's and the link's addresses. */
  publicOrigin: string;
  /** Called after a check-in or a walk-in (the cached events answers count seats). */
  changed: () => void;
}

/** A synced check-in's own time is kept from the day before the event's start up to now; outside that, the server's time. */
const earliestBeforeStartMs = 24 * 60 * 60_000;

const guestOf = (row: registrations.RegistrationRow): CheckInGuest => ({
  id: row.id,
  name: row.name,
  status: row.status,
  ticketHash: row.ticket_hash,
  checkedInAt: row.attended_at,
  checkedInDevice: row.checked_in_device,
});

const linkOf = (row: repo.LinkRow, checkIns: number): CheckInLink => ({
  id: row.id,
  eventId: row.event_id,
  label: row.label,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  checkIns,
});

const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The time of a check-in in each language, in the event's own zone ("18:42", "下午6:42"). */
function timeIn(iso: string, timeZone: string): Record<Language, string> {
  const at = new Date(iso);
  return Object.fromEntries(
    languages.map((language) => [
      language,
      dateTimeFormat(intlLocaleOf[language], { hour: 'numeric', minute: '2-digit', timeZone }).format(at),
    ]),
  ) as Record<Language, string>;
}

/** A refusal with what the scanner shows: 404 for an unknown ticket, 409 otherwise. */
function refusal(
  reason: CheckInRefusal,
  details: Omit<CheckInRefusalDetails, 'reason'> = {},
  message: { key: MessageKey; values?: Record<string, MessageValue> } = { key: `checkIn.${reason}` as MessageKey },
): AppError {
  return new AppError(reason === 'unknown' ? 'NOT_FOUND' : 'CONFLICT', message.key, {
    details: { reason, ...details },
    ...(message.values ? { values: message.values } : {}),
  });
}

export class CheckInService {
  constructor(private readonly deps: CheckInDeps) {}

  private now(): string {
    return this.deps.clock().toISOString();
  }

  // ---- the ticket page -----------------------------------------------------------------------

  async ticket(code: string, side: ChineseSide = 'zh'): Promise<Ticket> {
    const row = await repo.selectByTicketHash(this.deps.db, registrations.ticketHash(code));
    const event = row && (await events.selectEvent(this.deps.db, row.event_id));
    if (!row || !event) throw new AppError('NOT_FOUND', 'checkIn.ticketNotFound');
    const shown = toEvent(event, this.deps.clock(), undefined, side);
    const url = registrations.ticketUrl(this.deps.publicOrigin, code);
    return {
      name: row.name,
      status: row.status,
      checkedInAt: row.attended_at,
      event: {
        id: shown.id,
        slug: shown.slug,
        titleEn: shown.titleEn,
        titleZh: shown.titleZh,
        locationEn: shown.locationEn,
        locationZh: shown.locationZh,
        startsAt: shown.startsAt,
        endsAt: shown.endsAt,
        timeZone: shown.timeZone,
      },
      url,
      qrSvg: qrSvg(url),
    };
  }

  // ---- who may check in ----------------------------------------------------------------------

  /** The link of a token, if it is live (not revoked, before its event's end); 401 otherwise, saying which. */
  async liveLink(token: string): Promise<LiveLink> {
    const row = checkInTokenPattern.test(token) ? await repo.selectLinkByHash(this.deps.db, linkTokenHash(token)) : undefined;
    if (!row) throw new AppError('UNAUTHORIZED', 'checkIn.linkUnknown');
    if (row.revoked_at !== null) throw new AppError('UNAUTHORIZED', 'checkIn.linkRevoked');
    const event = await events.selectEvent(this.deps.db, row.event_id);
    // A link works until its event ends, as the event's times say now (they may have moved since).
    if (!event || this.deps.clock().getTime() >= Date.parse(event.ends_at)) throw new AppError('UNAUTHORIZED', 'checkIn.linkExpired');
    return { id: row.id, eventId: row.event_id, label: row.label, expiresAt: event.ends_at };
  }

  /** What a volunteer's scanner learns from its link: 404 (saying why) when it is not live. */
  async linkInfo(token: string): Promise<{ event: CheckInList['event']; label: string; expiresAt: string }> {
    const link = await this.liveLink(token).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError('NOT_FOUND', error.messageKey) : error;
    });
    const event = (await events.selectEvent(this.deps.db, link.eventId))!;
    return { event: this.eventOf(event), label: link.label, expiresAt: link.expiresAt };
  }

  /** The event of a call: 403 for a link of another event, 404 when there is no such event. */
  private async eventFor(db: Kysely<Database>, access: CheckInAccess, eventId: number): Promise<EventRow> {
    if (access.kind === 'link' && access.link.eventId !== eventId) throw new AppError('FORBIDDEN', 'checkIn.linkOtherEvent');
    const event = await events.selectEvent(db, eventId);
    if (!event) throw new AppError('NOT_FOUND', 'errors.eventNotFound');
    return event;
  }

  private whoOf(access: CheckInAccess): { by: string; actor: Recorder } {
    return access.kind === 'manager'
      ? { by: access.user.username, actor: actorOf(access.user) }
      : { by: `link:${access.link.id}`, actor: checkInLinkActor(access.link) };
  }

  private eventOf(event: EventRow): CheckInList['event'] {
    const shown = toEvent(event, this.deps.clock());
    return {
      id: shown.id,
      titleEn: shown.titleEn,
      titleZh: shown.titleZh,
      startsAt: shown.startsAt,
      endsAt: shown.endsAt,
      timeZone: shown.timeZone,
      capacity: shown.capacity,
      registrationOpen: shown.registrationOpen,
    };
  }

  // ---- checking in ---------------------------------------------------------------------------

  /**
   * The registration a check-in names, in the event of the call, or the refusal: an unknown
   * ticket (404), one of another event (409, saying which), an unknown guest (404).
   */
  private async target(db: Kysely<Database>, event: EventRow, one: { ticket?: string; registrationId?: number }) {
    if (one.registrationId !== undefined) {
      const row = await registrations.selectRegistration(db, event.id, one.registrationId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
      return row;
    }
    const code = ticketCodeOf(one.ticket ?? '');
    const row = code === null ? undefined : await repo.selectByTicketHash(db, registrations.ticketHash(code));
    if (!row) throw refusal('unknown');
    if (row.event_id !== event.id) {
      const other = (await events.selectEvent(db, row.event_id))!;
      const shown = toEvent(other, this.deps.clock());
      const title = { en: shown.titleEn || shown.titleZh, zh: shown.titleZh || shown.titleEn };
      throw refusal(
        'otherEvent',
        { event: { id: other.id, titleEn: shown.titleEn, titleZh: shown.titleZh } },
        {
          key: 'checkIn.otherEvent',
          values: {
            event: { en: title.en, zh: title.zh, 'zh-Hant': toEvent(other, this.deps.clock(), undefined, 'zh-Hant').titleZh || title.en },
          },
        },
      );
    }
    return row;
  }

  /** Why a registration cannot be checked in now, as the refusal to throw; null when it can. */
  private refusalOf(row: registrations.RegistrationRow, event: EventRow): AppError | null {
    if (row.status === 'cancelled') return refusal('cancelled', { registration: guestOf(row) });
    if (row.status === 'waitlisted') return refusal('waitlisted', { registration: guestOf(row) });
    if (row.attended_at !== null) {
      const values = {
        time: timeIn(row.attended_at, event.time_zone),
        ...(row.checked_in_device ? { device: row.checked_in_device } : {}),
      };
      return refusal(
        'alreadyCheckedIn',
        { registration: guestOf(row), checkedInAt: row.attended_at, checkedInDevice: row.checked_in_device },
        { key: row.checked_in_device ? 'checkIn.alreadyCheckedInBy' : 'checkIn.alreadyCheckedIn', values },
      );
    }
    return null;
  }

  /**
   * Checks in, in the caller's transaction: the row after, or the refusal. Two devices at once: the
   * update is conditional, so the second finds it done and is told when, and by which device.
   */
  private async checkInIn(
    trx: Kysely<Database>,
    access: CheckInAccess,
    event: EventRow,
    row: registrations.RegistrationRow,
    at: string,
    device: string | null,
  ): Promise<registrations.RegistrationRow> {
    const refused = this.refusalOf(row, event);
    if (refused) throw refused;
    const { by, actor } = this.whoOf(access);
    const after = await repo.checkIn(trx, row.id, { at, by, device });
    if (!after) throw this.refusalOf((await registrations.selectRegistration(trx, event.id, row.id))!, event) ?? refusal('unknown');
    await this.deps.audit.record(
      {
        actor,
        action: 'registration.checkIn',
        entity: 'registration',
        entityId: row.id,
        before: { checkedInAt: null },
        after: { checkedInAt: at, by, device },
      },
      trx,
    );
    return after;
  }

  async checkIn(access: CheckInAccess, input: z.output<typeof checkInInput>): Promise<CheckInOutput> {
    const at = this.now();
    const device = input.device || null;
    const after = await this.deps.db.transaction().execute(async (trx) => {
      const event = await this.eventFor(trx, access, input.id);
      const row = await this.target(trx, event, input);
      return this.checkInIn(trx, access, event, row, at, device);
    });
    return { status: 'checkedIn', registration: guestOf(after), checkedInAt: at };
  }

  // ---- the offline scanner -------------------------------------------------------------------

  async list(access: CheckInAccess, eventId: number): Promise<CheckInList> {
    const event = await this.eventFor(this.deps.db, access, eventId);
    const rows = await registrations.selectGuestList(this.deps.db, eventId);
    const guests = rows.map(guestOf);
    const shown = this.eventOf(event);
    const version = createHash('sha256')
      .update(JSON.stringify([shown, guests]))
      .digest('base64url')
      .slice(0, 22);
    return {
      event: shown,
      guests,
      confirmed: guests.filter((guest) => guest.status === 'confirmed').length,
      checkedIn: guests.filter((guest) => guest.status === 'confirmed' && guest.checkedInAt !== null).length,
      version,
    };
  }

  /**
   * An offline scanner's queue, in its order, each check-in in its own transaction (one refused
   * does not undo the others): the outcome of each, and the counts after. A queue sent twice
   * changes nothing the second time (each is then "already checked in", by this device).
   */
  async sync(access: CheckInAccess, input: z.output<typeof syncCheckInsInput>): Promise<SyncCheckInsOutput> {
    const event = await this.eventFor(this.deps.db, access, input.id);
    const device = input.device || null;
    const now = this.deps.clock().getTime();
    const earliest = Date.parse(event.starts_at) - earliestBeforeStartMs;
    const results: SyncCheckInsOutput['results'] = [];
    for (const one of input.checkIns) {
      const told = Date.parse(one.at);
      const at = told <= now && told >= earliest ? new Date(told).toISOString() : new Date(now).toISOString();
      try {
        const after = await this.deps.db.transaction().execute(async (trx) => {
          const row = await this.target(trx, event, one);
          return this.checkInIn(trx, access, event, row, at, device);
        });
        results.push({ outcome: 'checkedIn', registration: guestOf(after), checkedInAt: at, checkedInDevice: device });
      } catch (error) {
        const details = error instanceof AppError ? (error.details as CheckInRefusalDetails | undefined) : undefined;
        if (!details?.reason) {
          // A guest id not of this event: as an unknown ticket (the queue goes on).
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            results.push({ outcome: 'unknown', registration: null, checkedInAt: null, checkedInDevice: null });
            continue;
          }
          throw error;
        }
        results.push({
          outcome: details.reason as CheckInOutcome,
          registration: details.registration ?? null,
          checkedInAt: details.checkedInAt ?? null,
          checkedInDevice: details.checkedInDevice ?? null,
        });
      }
    }
    const { confirmed, checkedIn } = await this.list(access, event.id);
    return { results, confirmed, checkedIn };
  }

  // ---- walk-ins --------------------------------------------------------------------------------

  async walkIn(access: CheckInAccess, input: z.output<typeof walkInInput> & { language: Language }): Promise<CheckInOutput> {
    await this.eventFor(this.deps.db, access, input.id);
    const { by, actor } = this.whoOf(access);
    const row = await this.deps.registrations.registerAtDoor(
      actor,
      { id: input.id, name: input.name, email: input.email, language: input.language },
      { by, device: input.device || null },
    );
    return { status: 'checkedIn', registration: guestOf(row), checkedInAt: row.attended_at! };
  }

  // ---- volunteers' links ---------------------------------------------------------------------

  async links(eventId: number): Promise<{ links: CheckInLink[] }> {
    if (!(await events.selectEvent(this.deps.db, eventId))) throw new AppError('NOT_FOUND', 'errors.eventNotFound');
    const rows = await repo.selectLinks(this.deps.db, eventId);
    return { links: rows.map((row) => linkOf(row, row.check_ins)) };
  }

  async createLink(
    user: Actor,
    input: z.output<typeof createCheckInLinkInput>,
  ): Promise<{ link: CheckInLink; url: string; qrSvg: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const event = await events.selectEvent(trx, input.id);
      if (!event) throw new AppError('NOT_FOUND', 'errors.eventNotFound');
      if (now.getTime() >= Date.parse(event.ends_at)) throw new AppError('CONFLICT', 'checkIn.eventEnded');
      const row = await repo.insertLink(trx, {
        event_id: event.id,
        token_hash: linkTokenHash(token),
        label: input.label,
        created_by: user.username,
        created_at: now.toISOString(),
        expires_at: event.ends_at,
      });
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'checkInLink.create',
          entity: 'checkInLink',
          entityId: row.id,
          after: { eventId: event.id, label: row.label, expiresAt: row.expires_at },
        },
        trx,
      );
      return row;
    });
    const url = `${this.deps.publicOrigin}${pageRoutes.volunteerCheckIn.replace(':token', token)}`;
    return { link: linkOf(row, 0), url, qrSvg: qrSvg(url) };
  }

  async revokeLink(user: Actor, eventId: number, linkId: number): Promise<CheckInLink> {
    const at = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectLink(trx, eventId, linkId);
      if (!before) throw new AppError('NOT_FOUND', 'checkIn.linkNotFound');
      if (before.revoked_at !== null) return before;
      const after = (await repo.revokeLink(trx, linkId, at, user.username))!;
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'checkInLink.revoke',
          entity: 'checkInLink',
          entityId: linkId,
          before: { label: before.label, revokedAt: null },
          after: { label: after.label, revokedAt: at },
        },
        trx,
      );
      return after;
    });
    const counted = (await repo.selectLinks(this.deps.db, eventId)).find((one) => one.id === row.id);
    return linkOf(row, counted?.check_ins ?? 0);
  }
}
