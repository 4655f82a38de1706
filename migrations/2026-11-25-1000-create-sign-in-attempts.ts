import type { Kysely } from 'kysely';

// Sign-in attempts per account and per client address, counted before the password is checked
// and kept in the database so a restart does not lift a block (issue 21, docs/decisions/022).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    /** `account:<id>`, `name:<identifier tried>` or `address:<client address>`. */
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    /** When the key's window began, ms since the epoch. */
    .addColumn('window_start', 'integer', (c) => c.notNull())
    /** Attempts in the window: failures, and those whose check is under way. */
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_window').on('sign_in_attempts').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
}
