import type { Kysely } from 'kysely';

// Passkeys (WebAuthn; issue 24 item 4, docs/decisions/033): each account's user handle (the same
// for all its passkeys, so an authenticator keeps one entry per account), its credentials, and
// the challenges handed to the browser, each good once for 5 minutes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkey_users')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade'))
    /** 32 random bytes in base64url: WebAuthn's user.id, which says nothing about the account. */
    .addColumn('user_handle', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    /** The credential id, base64url. */
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    /** The COSE public key. */
    .addColumn('public_key', 'blob', (c) => c.notNull())
    /** The signature counter last seen (0 for authenticators that do not count). */
    .addColumn('counter', 'integer', (c) => c.notNull())
    /** JSON array of transports the browser reported, or null. */
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    /** Whether the authenticator says the credential is backed up (synced). */
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_account_id').on('passkeys').column('account_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** The challenge as sent (base64url of 32 random bytes); the browser signs it back. */
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    /** 'register' (adding a passkey) or 'sign-in'. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** Whose it is: the account adding a passkey, or the account of a second step; null for a sign-in by any passkey. */
    .addColumn('account_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('webauthn_challenges_expires_at').on('webauthn_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('passkey_users').execute();
}
