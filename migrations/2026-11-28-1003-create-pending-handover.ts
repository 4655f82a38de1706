// A handover prepared ahead (docs/decisions/042): at most one, applied by the server's timer on
// the new term's first day (in the society's time zone), or cancelled before. Until then nothing
// of it shows: the terms table gets the new term only when it is applied.
// - id: always 1 (one pending handover at a time; preparing again replaces it)
// - term_id, name, starts_on, ends_on: the new term as it will be written
// - continuing: JSON [{ id, positionEn?, positionZh? }], who continues, as the admin asked
// - leaving: JSON [id], the active accounts that leave, fixed when it was prepared (an account
//   added since continues: nobody leaves who was not shown in the dialog)
// - prepared_by, prepared_by_username: the admin who prepared it (its audit entries name them)
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_handovers')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('term_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('continuing', 'text', (c) => c.notNull())
    .addColumn('leaving', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'integer', (c) => c.notNull())
    .addColumn('prepared_by_username', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addCheckConstraint('pending_handovers_dates', sql`ends_on > starts_on`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_handovers').execute();
}
