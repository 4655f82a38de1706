import type { Kysely } from 'kysely';

// Check-in at the door (issue 38, docs/decisions/052). A confirmed registration has a ticket: a
// random code (128 bits, base64url) of its own, apart from the cancel link's secret, mailed as a QR
// code; the database keeps only its SHA-256 (`ticket_hash`, hex), the same hash the offline scanner
// compares. A waitlisted registration has none until it moves up. A check-in (`attended_at`, as
// the guest list's one-tap check-in sets it) now also keeps by whom (`checked_in_by`: a username,
// or `link:<id>` for a volunteer's link) and from which device (`checked_in_device`, the scanner's
// own name for itself). A check-in link lets a volunteer without an account check in for one event
// until it ends or is revoked: its token's SHA-256 is kept, never the token.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_registrations').addColumn('ticket_hash', 'text').execute();
  await db.schema.alterTable('event_registrations').addColumn('checked_in_by', 'text').execute();
  await db.schema.alterTable('event_registrations').addColumn('checked_in_device', 'text').execute();
  // Unique among the tickets given (NULLs, no ticket yet, are not compared).
  await db.schema.createIndex('event_registrations_ticket').unique().on('event_registrations').column('ticket_hash').execute();

  await db.schema
    .createTable('check_in_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** What the manager called it ("Door 2", "Ana's phone"): said on each check-in made with it. */
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** The event's end when it was made; a change of the event's times moves it. */
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'text')
    .execute();
  await db.schema.createIndex('check_in_links_event').on('check_in_links').columns(['event_id', 'id']).execute();
}
