import type { Kysely } from 'kysely';

// A second cancel secret for a registration moved up from the waitlist (issue 34, item 14;
// docs/decisions/043): the mail that gives it its seat carries a cancel link of its own, and the
// link of its first mail (the waitlist's) stays valid too. Only the secret's sha256 (hex) is
// stored, as for the first; null until a move up. Unique where set: one secret names one
// registration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_registrations').addColumn('promotion_token_hash', 'text').execute();
  await db.schema
    .createIndex('event_registrations_promotion_token_hash')
    .unique()
    .on('event_registrations')
    .column('promotion_token_hash')
    .where('promotion_token_hash', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_registrations_promotion_token_hash').execute();
  await db.schema.alterTable('event_registrations').dropColumn('promotion_token_hash').execute();
}
