// All SQL of the society's record (issue 26): its one row and its revisions.
import type { Kysely, Selectable } from 'kysely';
import type { Database, SiteRevisionsTable } from '../../db/schema.js';

type Db = Kysely<Database>;
export type RevisionRow = Selectable<SiteRevisionsTable>;

export function selectContent(db: Db) {
  return db.selectFrom('site_content').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** Writes the record if it is still at `expected`; false when another save came first. */
export async function updateContent(
  db: Db,
  expected: number,
  values: { content: string; content_zh_hant: string; updated_at: string; updated_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('site_content')
    .set({ ...values, version: expected + 1 })
    .where('id', '=', 1)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRevision(db: Db, row: Omit<RevisionRow, 'id'>): Promise<number> {
  const inserted = await db.insertInto('site_revisions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function selectRevisions(db: Db, limit: number) {
  return db
    .selectFrom('site_revisions')
    .select(['id', 'version', 'at', 'actor_username', 'changed', 'restored_from'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function selectRevision(db: Db, id: number) {
  return db.selectFrom('site_revisions').selectAll().where('id', '=', id).executeTakeFirst();
}
