// All SQL of check-in at the door (issue 38): registrations by their ticket's hash, the conditional
// check-in (the first stands), and volunteers' check-in links. Functions take the database (or the
// transaction) first and speak in rows.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CheckInLinksTable, Database } from '../../db/schema.js';
import type { RegistrationRow } from '../registrations/index.js';

export type LinkRow = Selectable<CheckInLinksTable>;

export function selectByTicketHash(db: Kysely<Database>, hash: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('event_registrations').selectAll().where('ticket_hash', '=', hash).executeTakeFirst();
}

/**
 * Checks a confirmed registration in, unless it already is: the first check-in stands (two
 * devices at once: one of the updates finds `attended_at` set and changes nothing). The row after,
 * or undefined when nothing changed.
 */
export function checkIn(
  db: Kysely<Database>,
  id: number,
  at: { at: string; by: string; device: string | null },
): Promise<RegistrationRow | undefined> {
  return db
    .updateTable('event_registrations')
    .set({ attended_at: at.at, checked_in_by: at.by, checked_in_device: at.device })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('attended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function insertLink(db: Kysely<Database>, row: Omit<LinkRow, 'id' | 'revoked_at' | 'revoked_by'>): Promise<LinkRow> {
  return db.insertInto('check_in_links').values(row).returningAll().executeTakeFirstOrThrow();
}

export function selectLinkByHash(db: Kysely<Database>, hash: string): Promise<LinkRow | undefined> {
  return db.selectFrom('check_in_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export function selectLink(db: Kysely<Database>, eventId: number, id: number): Promise<LinkRow | undefined> {
  return db.selectFrom('check_in_links').selectAll().where('event_id', '=', eventId).where('id', '=', id).executeTakeFirst();
}

/** The event's links, newest first, each with the check-ins made with it. */
export async function selectLinks(db: Kysely<Database>, eventId: number): Promise<Array<LinkRow & { check_ins: number }>> {
  return db
    .selectFrom('check_in_links as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('event_registrations as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.event_id', '=', 'l.event_id')
        .where(sql<boolean>`r.checked_in_by = 'link:' || l.id`)
        .as('check_ins'),
    )
    .where('l.event_id', '=', eventId)
    .orderBy('l.id', 'desc')
    .execute() as Promise<Array<LinkRow & { check_ins: number }>>;
}

export function revokeLink(db: Kysely<Database>, id: number, at: string, by: string): Promise<LinkRow | undefined> {
  return db
    .updateTable('check_in_links')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
