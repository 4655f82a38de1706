// Traditional Chinese content (issue 25, docs/decisions/036). Each Chinese field of an event and
// of a profile (its saved and its published version) gets two columns: `_zh_hant`, converted
// from the Simplified when the row is written, and `_zh_hant_override`, the staff's own
// Traditional text ('' for none), which wins. The rows already there are converted here.
// A registration's language may be zh-Hant: SQLite cannot change a CHECK constraint, so
// event_registrations is made again under the new rule with every row (ids kept) and its indexes.
// The rows are converted by a frozen copy of the converter (./frozen/2026-11-27-traditional.ts), not
// the live one: this migration does next year what it does today.
import { sql, type Kysely } from 'kysely';

const eventFields = ['title', 'summary', 'description', 'location'];
const profileFields = ['name', 'position', 'bio'];
const profileTables = ['staff_profiles', 'published_profiles'];

async function addColumns(db: Kysely<any>, table: string, fields: string[]) {
  for (const field of fields) {
    await db.schema
      .alterTable(table)
      .addColumn(`${field}_zh_hant`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn(`${field}_zh_hant_override`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

async function convertRows(db: Kysely<any>, table: string, key: string, fields: string[]) {
  const rows = await db
    .selectFrom(table)
    .select([key, ...fields.map((f) => `${f}_zh`)])
    .execute();
  // A new site has none: the converter (1 MB of dictionaries, a chunk of its own in the build) is not loaded for nothing.
  if (rows.length === 0) return;
  const convert = (await import('./frozen/2026-11-27-traditional.js')).frozenTraditional();
  for (const row of rows) {
    const set = Object.fromEntries(fields.map((f) => [`${f}_zh_hant`, convert(row[`${f}_zh`] as string)]));
    await db.updateTable(table).set(set).where(key, '=', row[key]).execute();
  }
}

async function remakeRegistrations(db: Kysely<any>, languages: string[]) {
  const allowed = sql.join(languages.map((l) => sql.lit(l)));
  await db.schema
    .createTable('event_registrations_new')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in (${allowed})`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('confirmed', 'waitlisted', 'cancelled')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('attended_at', 'text')
    .addColumn('reminded_at', 'text')
    .execute();
  // Going back, a Traditional registration keeps its Chinese side.
  await sql`insert into event_registrations_new (id, event_id, name, email, mailbox, language, status, token_hash, created_at, confirmed_at, cancelled_at, attended_at, reminded_at)
    select id, event_id, name, email, mailbox, case when language in (${allowed}) then language else 'zh' end, status, token_hash, created_at, confirmed_at, cancelled_at, attended_at, reminded_at
    from event_registrations`.execute(db);
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.alterTable('event_registrations_new').renameTo('event_registrations').execute();
  await sql`create unique index event_registrations_live_mailbox on event_registrations (event_id, mailbox) where status <> 'cancelled'`.execute(
    db,
  );
  await db.schema.createIndex('event_registrations_event_status').on('event_registrations').columns(['event_id', 'status', 'id']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db, 'events', eventFields);
  await convertRows(db, 'events', 'id', eventFields);
  for (const table of profileTables) {
    await addColumns(db, table, profileFields);
    await convertRows(db, table, 'account_id', profileFields);
  }
  await remakeRegistrations(db, ['en', 'zh', 'zh-Hant']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await remakeRegistrations(db, ['en', 'zh']);
  for (const table of ['events', ...profileTables]) {
    for (const field of table === 'events' ? eventFields : profileFields) {
      await db.schema.alterTable(table).dropColumn(`${field}_zh_hant_override`).execute();
      await db.schema.alterTable(table).dropColumn(`${field}_zh_hant`).execute();
    }
  }
}
