// All SQL for registrations (the jobs table is the outbox's). Functions take the database (or the transaction)
// first and speak in rows.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, EventRegistrationsTable } from '../../db/schema.js';

export type RegistrationRow = Selectable<EventRegistrationsTable>;
export type NewRegistrationRow = Insertable<EventRegistrationsTable>;

/** Seats held and places on the waitlist of an event (by the index on event_id, status, id). */
export async function countLive(db: Kysely<Database>, eventId: number): Promise<{ confirmed: number; waitlisted: number }> {
  const counts = await countLiveByEvent(db, [eventId]);
  return counts.get(eventId) ?? { confirmed: 0, waitlisted: 0 };
}

/** The live counts of each of these events, in one grouped query; an event with none is absent. */
export async function countLiveByEvent(
  db: Kysely<Database>,
  eventIds: readonly number[],
): Promise<Map<number, { confirmed: number; waitlisted: number }>> {
  const counts = new Map<number, { confirmed: number; waitlisted: number }>();
  if (!eventIds.length) return counts;
  const rows = await db
    .selectFrom('event_registrations')
    .select(['event_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('event_id', 'in', [...new Set(eventIds)])
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .groupBy(['event_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.event_id) ?? { confirmed: 0, waitlisted: 0 };
    entry[row.status as 'confirmed' | 'waitlisted'] = Number(row.n);
    counts.set(row.event_id, entry);
  }
  return counts;
}

/** The statuses of every registration of this mailbox for the event, cancelled ones too. */
export async function selectStatusesByMailbox(
  db: Kysely<Database>,
  eventId: number,
  mailbox: string,
): Promise<Array<RegistrationRow['status']>> {
  const rows = await db
    .selectFrom('event_registrations')
    .select('status')
    .where('event_id', '=', eventId)
    .where('mailbox', '=', mailbox)
    .execute();
  return rows.map((row) => row.status);
}

export function insertRegistration(db: Kysely<Database>, row: NewRegistrationRow): Promise<RegistrationRow> {
  return db.insertInto('event_registrations').values(row).returningAll().executeTakeFirstOrThrow();
}

export function selectByToken(db: Kysely<Database>, eventId: number, tokenHash: string): Promise<RegistrationRow | undefined> {
  // The first mail's secret, or the one of the mail that moved it up from the waitlist.
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('promotion_token_hash', '=', tokenHash)]))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export function selectRegistration(db: Kysely<Database>, eventId: number, id: number): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where('id', '=', id).where('event_id', '=', eventId).executeTakeFirst();
}

/** The waitlist in its order: the first registered first. */
export function selectWaitlist(db: Kysely<Database>, eventId: number): Promise<RegistrationRow[]> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .execute();
}

/** The live registrations of an event (seats and waitlist), in the order they came. */
export function selectLive(db: Kysely<Database>, eventId: number): Promise<RegistrationRow[]> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '<>', 'cancelled')
    .orderBy('id')
    .execute();
}

/** The ids on the waitlist of an event (by the index on event_id, status, id). */
export async function selectWaitlistIds(db: Kysely<Database>, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .execute();
  return rows.map((row) => row.id);
}

/** The guest list: seats in the order they came, then the waitlist in its order, then the cancelled. */
export function selectGuestList(db: Kysely<Database>, eventId: number): Promise<RegistrationRow[]> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy(sql`case status when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`)
    .orderBy('id')
    .execute();
}

export function cancelRegistration(db: Kysely<Database>, id: number, nowIso: string): Promise<RegistrationRow> {
  return db
    .updateTable('event_registrations')
    .set({ status: 'cancelled', cancelled_at: nowIso })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A seat for a waitlisted registration; with `promotionTokenHash`, the hash of the secret its
 * promotion mail carries, and with `ticketHash` its ticket's.
 */
export function confirmRegistration(
  db: Kysely<Database>,
  id: number,
  nowIso: string,
  promotionTokenHash?: string,
  ticketHash?: string,
): Promise<RegistrationRow> {
  return db
    .updateTable('event_registrations')
    .set({
      status: 'confirmed',
      confirmed_at: nowIso,
      ...(promotionTokenHash ? { promotion_token_hash: promotionTokenHash } : {}),
      ...(ticketHash ? { ticket_hash: ticketHash } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Checked in by `by` (a username), from the guest list, or undone (`attendedAt` null: who and which device go too). */
export function setAttendedAt(db: Kysely<Database>, id: number, attendedAt: string | null, by: string): Promise<RegistrationRow> {
  return db
    .updateTable('event_registrations')
    .set({ attended_at: attendedAt, checked_in_by: attendedAt === null ? null : by, checked_in_device: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setRemindedAt(db: Kysely<Database>, id: number, nowIso: string): Promise<void> {
  await db.updateTable('event_registrations').set({ reminded_at: nowIso }).where('id', '=', id).execute();
}

/** Everyone of the event may be reminded again (its times changed). */
export async function clearReminded(db: Kysely<Database>, eventId: number): Promise<void> {
  await db
    .updateTable('event_registrations')
    .set({ reminded_at: null })
    .where('event_id', '=', eventId)
    .where('reminded_at', 'is not', null)
    .execute();
}
