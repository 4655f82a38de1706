import type { Kysely } from 'kysely';

// Sign-in limits that hand strangers no lock (issue 34, docs/decisions/039): the account-wide
// brake's next free time, the places (client addresses, hashed) each account signed in from, and
// the client address each open passkey challenge was handed to.
export async function up(db: Kysely<any>): Promise<void> {
  /** A brake key (`account:<id>`, `second-step:…`): past its free attempts, none before this time (ms since the epoch). */
  await db.schema
    .alterTable('sign_in_attempts')
    .addColumn('next_at', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sign_in_places')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    /** SHA-256 of the account and the client address (an IPv6 client by its /64): the address itself is not kept. */
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_places_pk', ['account_id', 'place'])
    .execute();
  await db.schema.createIndex('sign_in_places_last_at').on('sign_in_places').column('last_at').execute();
  /** The client address (as the rate limits count it) a challenge was handed to; null for challenges made before. */
  await db.schema.alterTable('webauthn_challenges').addColumn('client', 'text').execute();
  await db.schema.createIndex('webauthn_challenges_client').on('webauthn_challenges').columns(['client', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webauthn_challenges_client').execute();
  await db.schema.alterTable('webauthn_challenges').dropColumn('client').execute();
  await db.schema.dropTable('sign_in_places').execute();
  await db.schema.alterTable('sign_in_attempts').dropColumn('next_at').execute();
}
