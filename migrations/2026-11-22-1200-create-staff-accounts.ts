import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Unique without case: "LiHua" and "lihua" are one name.
    .addColumn('username', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`).unique())
    .addColumn('email', 'text', (c) => c.notNull())
    /** The e-mail trimmed and lower-cased: how accounts are found and kept unique. */
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('staff', 'admin')`))
    .addColumn('is_active', 'integer', (c) => c.notNull().check(sql`is_active in (0, 1)`))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_manage_events', 'integer', (c) => c.notNull().defaultTo(0).check(sql`can_manage_events in (0, 1)`))
    .addColumn('can_review_profiles', 'integer', (c) => c.notNull().defaultTo(0).check(sql`can_review_profiles in (0, 1)`))
    .addColumn('can_manage_staff', 'integer', (c) => c.notNull().defaultTo(0).check(sql`can_manage_staff in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_accounts').execute();
}
