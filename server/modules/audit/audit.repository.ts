// All SQL for the audit log.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAuditRow(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  return query;
}

/** Newest first. */
export function selectAuditPage(db: Kysely<Database>, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
