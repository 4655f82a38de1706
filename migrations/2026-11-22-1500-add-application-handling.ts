import type { Kysely } from 'kysely';

/** Staff mark an application handled (answered, invited); null while it waits. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('join_applications').addColumn('handled_at', 'text').execute();
  await db.schema
    .alterTable('join_applications')
    .addColumn('handled_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('join_applications').dropColumn('handled_by').execute();
  await db.schema.alterTable('join_applications').dropColumn('handled_at').execute();
}
