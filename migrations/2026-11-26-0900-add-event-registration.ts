import { sql, type Kysely } from 'kysely';

// Registration for events (issue 23): an event may take registrations, with a number of seats and
// a deadline; each registration has a seat, a place on the waitlist (its order is the id's), or
// is cancelled. One live registration per mailbox and event. Jobs are work the server does at a
// time (the reminder a day before an event), kept here so a restart neither loses nor repeats them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('registration_open', 'integer', (c) => c.notNull().defaultTo(0).check(sql`registration_open in (0, 1)`))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity is null or capacity > 0`))
    .execute();
  await db.schema.alterTable('events').addColumn('registration_deadline', 'text').execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // shared/email.ts mailboxKey: the address without case or +tag.
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'zh')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('confirmed', 'waitlisted', 'cancelled')`))
    // sha256 of the cancel link's secret, hex.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('attended_at', 'text')
    .addColumn('reminded_at', 'text')
    .execute();
  await sql`create unique index event_registrations_live_mailbox on event_registrations (event_id, mailbox) where status <> 'cancelled'`.execute(
    db,
  );
  await db.schema.createIndex('event_registrations_event_status').on('event_registrations').columns(['event_id', 'status', 'id']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the job is about, unique: scheduling it again moves it rather than adding a second.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['done_at', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.alterTable('events').dropColumn('registration_deadline').execute();
  await db.schema.alterTable('events').dropColumn('capacity').execute();
  await db.schema.alterTable('events').dropColumn('registration_open').execute();
}
