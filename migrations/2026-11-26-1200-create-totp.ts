import type { Kysely } from 'kysely';

// A second factor by TOTP (issue 24 item 3, docs/decisions/031): one row per account that set
// one up, its recovery codes, and the sign-in challenges that wait for the second step.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_factors')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade'))
    /** The secret being set up (encrypted, lib/secret-box.ts), until a code confirms it. */
    .addColumn('pending_secret', 'text')
    /** The secret in use (encrypted); null while the factor is off. */
    .addColumn('secret', 'text')
    .addColumn('enabled_at', 'text')
    /** The last time step accepted: a step at or before it is refused (no replay). */
    .addColumn('last_step', 'integer')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    /** SHA-256 of the code (128 random bits; hex). */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_account_id').on('recovery_codes').column('account_id').execute();
  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** SHA-256 of the challenge token, hex. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    /** Codes tried, counted before each compare. */
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('mfa_challenges_expires_at').on('mfa_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
}
