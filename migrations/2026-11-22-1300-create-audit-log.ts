import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'text', (c) => c.notNull())
    /** Who did it; null once that account is deleted (the username stays). */
    .addColumn('actor_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('actor_username', 'text', (c) => c.notNull())
    /** What was done, `<entity>.<verb>`: event.create, event.update, event.delete, image.upload, … */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    /** The record before and after, as JSON; null where there is none (before a create, after a delete). */
    .addColumn('before', 'text', (c) => c.check(sql`before is null or json_valid(before)`))
    .addColumn('after', 'text', (c) => c.check(sql`after is null or json_valid(after)`))
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
