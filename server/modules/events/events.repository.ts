// All SQL for events. Functions take the database first and speak in rows.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { EventProgramme, EventStatus } from '../../../shared/events.js';
import type { Database, EventsTable } from '../../db/schema.js';

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;

/** Start times from `from` (inclusive) to `to` (exclusive), ISO instants in UTC: a year of the archive. */
export interface StartWindow {
  from: string;
  to: string;
}

/** Which events of a status a list holds: starting within `window`, of `programme`, featured or not. */
export interface EventFilter {
  window?: StartWindow | undefined;
  programme?: EventProgramme | undefined;
  featured?: boolean | undefined;
}

/**
 * The events with `status` at `nowIso` (and as `filter` says), each status in its order:
 * upcoming soonest first, ongoing ending soonest first, past latest first. Every branch searches
 * an index (events_starts_at or events_ends_at) in the order it answers, so a page reads its own
 * rows and no more than the rows before it (tests/events-archive.api.test.ts reads the plans).
 */
function byStatus(db: Kysely<Database>, status: EventStatus, nowIso: string, filter: EventFilter = {}) {
  const { window, programme, featured } = filter;
  let query = db.selectFrom('events');
  if (window) query = query.where('starts_at', '>=', window.from).where('starts_at', '<', window.to);
  if (programme) query = query.where('programme', '=', programme);
  if (featured !== undefined) query = query.where('is_featured', '=', featured ? 1 : 0);
  switch (status) {
    case 'upcoming':
      return {
        query: query.where('starts_at', '>', nowIso),
        order: [
          ['starts_at', 'asc'],
          ['id', 'asc'],
        ] as const,
      };
    case 'ongoing':
      return {
        query: query.where('starts_at', '<=', nowIso).where('ends_at', '>', nowIso),
        order: [
          ['ends_at', 'asc'],
          ['id', 'asc'],
        ] as const,
      };
    case 'past':
      return {
        query: query.where('ends_at', '<=', nowIso),
        order: [
          ['starts_at', 'desc'],
          ['id', 'desc'],
        ] as const,
      };
  }
}

/** Events with the given status at `nowIso`, in the status's order; `page` picks some of them. */
export function selectEventsByStatus(
  db: Kysely<Database>,
  status: EventStatus,
  nowIso: string,
  options: EventFilter & { limit?: number; offset?: number } = {},
): Promise<EventRow[]> {
  const { query, order } = byStatus(db, status, nowIso, options);
  // A past event started before now too (the table checks ends_at >= starts_at): said, it lets
  // SQLite walk events_starts_at backwards in the list's order and stop at the page.
  let ordered = (status === 'past' ? query.where('starts_at', '<=', nowIso) : query).selectAll();
  for (const [column, direction] of order) ordered = ordered.orderBy(column, direction);
  if (options.limit !== undefined) ordered = ordered.limit(options.limit).offset(options.offset ?? 0);
  return ordered.execute();
}

/** How many events have the given status at `nowIso` (and are as `filter` says). */
export async function countEventsByStatus(
  db: Kysely<Database>,
  status: EventStatus,
  nowIso: string,
  filter: EventFilter = {},
): Promise<number> {
  const row = await byStatus(db, status, nowIso, filter)
    .query.select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many events start within `window`, whatever their status. */
export async function countEventsStarting(db: Kysely<Database>, window: StartWindow): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('starts_at', '>=', window.from)
    .where('starts_at', '<', window.to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The earliest and the latest start of all events (null without events): two queries, since
 * SQLite answers a lone min() or max() from the index's end and both at once with a whole scan.
 */
export async function startSpan(db: Kysely<Database>): Promise<{ first: string; last: string } | null> {
  const [first, last] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.min('starts_at').as('at'))
      .executeTakeFirst(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.max('starts_at').as('at'))
      .executeTakeFirst(),
  ]);
  return typeof first?.at === 'string' && typeof last?.at === 'string' ? { first: first.at, last: last.at } : null;
}

/** The first moment after `nowIso` at which some event starts or ends, i.e. some status changes. */
export async function nextStatusChangeAfter(db: Kysely<Database>, nowIso: string): Promise<string | null> {
  const [start, end] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.min('starts_at').as('at'))
      .where('starts_at', '>', nowIso)
      .executeTakeFirst(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.min('ends_at').as('at'))
      .where('ends_at', '>', nowIso)
      .executeTakeFirst(),
  ]);
  const candidates = [start?.at, end?.at].filter((v): v is string => typeof v === 'string');
  return candidates.length ? candidates.sort()[0]! : null;
}

export async function countEvents(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEvents(db: Kysely<Database>, rows: NewEventRow[]): Promise<void> {
  if (rows.length) await db.insertInto('events').values(rows).execute();
}

/** Every event's id and English title (what its page's address is made of), by id. */
/** Every event's id and last change (what the search index holds). */
export function selectEventStamps(db: Kysely<Database>) {
  return db.selectFrom('events').select(['id', 'updated_at']).execute();
}

export function selectEventsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('events').selectAll().where('id', 'in', ids).execute();
}

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
