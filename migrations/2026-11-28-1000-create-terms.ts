// Terms and past teams (issue 26 items 3 and 4, docs/decisions/038).
// - terms: one row per academic year of the society (id a slug such as `2026-27`, its name, its
//   dates). The current term is the one that started last. A fresh install gets one: the
//   September–August year holding the day the migration runs.
// - published_profiles.term_id: the term a published profile was approved in (or carried into by
//   a handover; no foreign key, so that `down` can drop it: the code writes only known ids). The current team is the published profiles of the current term; those already
//   there belong to the term made here.
// - term_members: a past term's team as it was when its term ended (a snapshot written by the
//   handover): every field the team page shows, the position of then, the display order of then.
// - staff_accounts.preferred_language: the interface language of the account's last sign-in,
//   the language of the mails that are not answers to a request (the handover's thank-you).
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** The September–August academic year holding `day`: id, name and dates. */
export function academicYearOf(day: Date) {
  const year = day.getUTCMonth() >= 8 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  const next = String((year + 1) % 100).padStart(2, '0');
  return { id: `${year}-${next}`, name: `${year}–${next}`, starts_on: `${year}-09-01`, ends_on: `${year + 1}-08-31` };
}

/** The text columns of a past team's entry, as the team page shows it ('' where none). */
const textColumns = [
  'name_en',
  'name_zh',
  'position_en',
  'position_zh',
  'bio_en',
  'bio_zh',
  'name_zh_hant',
  'name_zh_hant_override',
  'position_zh_hant',
  'position_zh_hant_override',
  'bio_zh_hant',
  'bio_zh_hant_override',
  'email',
  'linkedin',
  'github',
  'wechat',
  'mbti',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull().unique())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('terms_dates', sql`ends_on > starts_on`)
    .execute();
  const now = new Date();
  const current = academicYearOf(now);
  await db
    .insertInto('terms')
    .values({ ...current, created_at: now.toISOString() })
    .execute();

  await db.schema.alterTable('published_profiles').addColumn('term_id', 'text').execute();
  await db.updateTable('published_profiles').set({ term_id: current.id }).execute();
  await db.schema.createIndex('published_profiles_term').on('published_profiles').column('term_id').execute();
  // A row written without its term (a tool, an import, an older writer) is in the current term.
  await sql`create trigger published_profiles_current_term after insert on published_profiles when new.term_id is null
    begin update published_profiles set term_id = (select id from terms order by starts_on desc limit 1) where account_id = new.account_id; end`.execute(
    db,
  );

  let members: CreateTableBuilder<string, string> = db.schema
    .createTable('term_members')
    .addColumn('term_id', 'text', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('department', 'text', (c) => c.notNull());
  for (const column of textColumns) members = members.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await members
    .addColumn('avatar', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('term_members_pk', ['term_id', 'account_id'])
    .execute();

  await db.schema
    .alterTable('staff_accounts')
    .addColumn('preferred_language', 'text', (c) => c.notNull().defaultTo('en').check(sql`preferred_language in ('en', 'zh', 'zh-Hant')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('preferred_language').execute();
  await db.schema.dropTable('term_members').execute();
  await sql`drop trigger published_profiles_current_term`.execute(db);
  await db.schema.dropIndex('published_profiles_term').execute();
  await db.schema.alterTable('published_profiles').dropColumn('term_id').execute();
  await db.schema.dropTable('terms').execute();
}
