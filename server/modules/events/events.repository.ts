// All SQL for events. Functions take the database first and speak in rows.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { EventStatus } from '../../../shared/events.js';
import type { Database, EventsTable } from '../../db/schema.js';

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;

/** Events with the given status at `nowIso`: upcoming soonest first, ongoing ending soonest first, past latest first. */
export function selectEventsByStatus(db: Kysely<Database>, status: EventStatus, nowIso: string): Promise<EventRow[]> {
  const query = db.selectFrom('events').selectAll();
  switch (status) {
    case 'upcoming':
      return query.where('starts_at', '>', nowIso).orderBy('starts_at', 'asc').orderBy('id').execute();
    case 'ongoing':
      return query
        .where('starts_at', '<=', nowIso)
        .where('ends_at', '>', nowIso)
        .orderBy('ends_at', 'asc')
        .orderBy('id')
        .execute();
    case 'past':
      return query.where('ends_at', '<=', nowIso).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  }
}

/** The first moment after `nowIso` at which some event starts or ends, i.e. some status changes. */
export async function nextStatusChangeAfter(db: Kysely<Database>, nowIso: string): Promise<string | null> {
  const [start, end] = await Promise.all([
    db.selectFrom('events').select((eb) => eb.fn.min('starts_at').as('at')).where('starts_at', '>', nowIso).executeTakeFirst(),
    db.selectFrom('events').select((eb) => eb.fn.min('ends_at').as('at')).where('ends_at', '>', nowIso).executeTakeFirst(),
  ]);
  const candidates = [start?.at, end?.at].filter((v): v is string => typeof v === 'string');
  return candidates.length ? candidates.sort()[0]! : null;
}

export async function countEvents(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEvents(db: Kysely<Database>, rows: NewEventRow[]): Promise<void> {
  if (rows.length) await db.insertInto('events').values(rows).execute();
}

/** Every event's id and English title (what its page's address is made of), by id. */
export function selectEventTitles(db: Kysely<Database>): Promise<Pick<EventRow, 'id' | 'title_en'>[]> {
  return db.selectFrom('events').select(['id', 'title_en']).orderBy('id').execute();
}

export function selectEvent(db: Kysely<Database>, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertEvent(db: Kysely<Database>, row: NewEventRow): Promise<EventRow> {
  return db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateEvent(db: Kysely<Database>, id: number, columns: Updateable<EventsTable>): Promise<EventRow> {
  return db.updateTable('events').set(columns).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteEvent(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}
