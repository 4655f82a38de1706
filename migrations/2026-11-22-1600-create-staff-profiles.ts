import { sql, type Kysely } from 'kysely';

// A staff member's profile in two parts (docs/decisions/020):
// - staff_profiles: what the member last saved, with its review state. One row per account, made
//   by the first save or avatar upload.
// - published_profiles: the version a reviewer last approved, which the team page shows. A later
//   edit waits for review in staff_profiles while this one stays on the team page.
const fields = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
  table
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) =>
      c.check(sql`department is null or department in ('arts', 'career', 'operation', 'support', 'engagement', 'executive_committee')`),
    )
    .addColumn('bio_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkedin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('github', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wechat', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mbti', 'text', (c) => c.notNull().defaultTo(''))
    /** Path of the uploaded avatar (/uploads/staff/…), or null for initials. */
    .addColumn('avatar', 'text');

export async function up(db: Kysely<any>): Promise<void> {
  await fields(
    db.schema
      .createTable('staff_profiles')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade')),
  )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in ('new', 'pending', 'approved', 'rejected')`))
    /** The last rejection's reason; kept while the member edits and resubmits, cleared by the next review that is not a rejection. */
    .addColumn('rejection_reason', 'text')
    .addColumn('review_note', 'text')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0).check(sql`verified in (0, 1)`))
    .addColumn('submitted_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_profiles_status').on('staff_profiles').column('status').execute();

  await fields(
    db.schema
      .createTable('published_profiles')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade')),
  )
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0).check(sql`verified in (0, 1)`))
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('published_profiles').execute();
  await db.schema.dropTable('staff_profiles').execute();
}
