import type { Insertable, Kysely } from 'kysely';
import type { Database, JoinApplicationsTable } from '../../db/schema.js';

export async function insertJoinApplication(db: Kysely<Database>, row: Insertable<JoinApplicationsTable>) {
  return db.insertInto('join_applications').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}
