// Password reset by e-mail (issue 24, decision 029): a verification code may be for 'reset'.
// SQLite cannot change a CHECK constraint, so the table is made again under the new rule and
// its rows copied over (ids kept).
import { sql, type Kysely } from 'kysely';

async function remake(db: Kysely<any>, purposes: string[]): Promise<void> {
  const allowed = sql.join(purposes.map((p) => sql.lit(p)));
  await db.schema
    .createTable('verification_codes_new')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in (${allowed})`))
    /** SHA-256 of purpose, e-mail and code, hex. */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** Set when used, voided by a newer code, or dead after too many wrong tries. */
    .addColumn('spent_at', 'text')
    .execute();
  await sql`insert into verification_codes_new (id, email_normalized, purpose, code_hash, created_at, expires_at, failed_attempts, spent_at)
    select id, email_normalized, purpose, code_hash, created_at, expires_at, failed_attempts, spent_at from verification_codes
    where purpose in (${allowed})`.execute(db);
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.alterTable('verification_codes_new').renameTo('verification_codes').execute();
  await db.schema.createIndex('verification_codes_email').on('verification_codes').columns(['email_normalized', 'created_at']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await remake(db, ['login', 'register', 'reset']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await remake(db, ['login', 'register']);
}
