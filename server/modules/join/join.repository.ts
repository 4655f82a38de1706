// All SQL for join applications.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, JoinApplicationsTable } from '../../db/schema.js';
import { likePattern } from '../../db/sql-helpers.js';

export async function insertJoinApplication(db: Kysely<Database>, row: Insertable<JoinApplicationsTable>) {
  return db.insertInto('join_applications').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

export interface ApplicationFilter {
  /** Words in the name, e-mail or message (any case). */
  q?: string | undefined;
  status: 'all' | 'unhandled' | 'handled';
}

function filtered(db: Kysely<Database>, filter: ApplicationFilter) {
  let query = db.selectFrom('join_applications').leftJoin('staff_accounts', 'staff_accounts.id', 'join_applications.handled_by');
  if (filter.q) {
    // SQLite's LIKE ignores the case of ASCII letters; Chinese has none.
    const pattern = likePattern(filter.q);
    query = query.where(
      sql<boolean>`(join_applications.name like ${pattern} escape '\\' or join_applications.email like ${pattern} escape '\\' or join_applications.message like ${pattern} escape '\\')`,
    );
  }
  if (filter.status === 'handled') query = query.where('join_applications.handled_at', 'is not', null);
  if (filter.status === 'unhandled') query = query.where('join_applications.handled_at', 'is', null);
  return query;
}

/** Newest first. */
export function selectApplications(db: Kysely<Database>, filter: ApplicationFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .selectAll('join_applications')
    .select('staff_accounts.username as handled_by_username')
    .orderBy('join_applications.created_at', 'desc')
    .orderBy('join_applications.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countApplications(db: Kysely<Database>, filter: ApplicationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function selectApplication(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('join_applications')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'join_applications.handled_by')
    .selectAll('join_applications')
    .select('staff_accounts.username as handled_by_username')
    .where('join_applications.id', '=', id)
    .executeTakeFirst();
}

export async function setHandled(db: Kysely<Database>, id: number, handledAt: string | null, handledBy: number | null): Promise<void> {
  await db.updateTable('join_applications').set({ handled_at: handledAt, handled_by: handledBy }).where('id', '=', id).execute();
}
