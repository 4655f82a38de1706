import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Toronto'))
    .addColumn('image_url', 'text')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_featured in (0, 1)`))
    .addColumn('external_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('events_ends_after_start', sql`ends_at >= starts_at`)
    .execute();
  // Upcoming reads by start, past and ongoing by end.
  await db.schema.createIndex('events_starts_at').on('events').column('starts_at').execute();
  await db.schema.createIndex('events_ends_at').on('events').column('ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
