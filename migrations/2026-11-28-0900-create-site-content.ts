import { sql as sqlTag, type Kysely } from 'kysely';
import { siteContentSeed, siteContentSeedZhHant } from './frozen/2026-11-28-site-content.js';

// The society's facts and texts in the database (issue 26, docs/decisions/037): one row of
// validated JSON (`content`, English and Simplified; `content_zh_hant`, its Chinese side converted
// once per save), its version (the ETag), every save as a revision with the whole record it
// stored, and the staff flag that lets an account edit it. Seeded with what shared/site.ts and
// shared/constants.ts said when it was written, frozen beside it (./frozen/2026-11-28-site-content.ts),
// so a fresh install shows what it showed before, next year too.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sqlOne()))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_zh_hant', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('site_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('actor_username', 'text')
    /** JSON array of the record's top-level fields this save changed. */
    .addColumn('changed', 'text', (c) => c.notNull())
    /** The whole record as this save stored it (English and Simplified). */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('can_manage_content', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const content = JSON.stringify(siteContentSeed);
  // Its Traditional side was looked up in the table made at build time, and is frozen with it: a
  // fresh install does not load the converter (1 MB of dictionaries) to start (idle RSS).
  const hant = JSON.stringify(siteContentSeedZhHant);
  await db
    .insertInto('site_content')
    .values({ id: 1, version: 1, content, content_zh_hant: hant, updated_at: null, updated_by: null })
    .execute();
  await db
    .insertInto('site_revisions')
    .values({ version: 1, at: new Date().toISOString(), actor_id: null, actor_username: null, changed: '[]', content, restored_from: null })
    .execute();
}

function sqlOne() {
  // The single row: id 1 and no other.
  return sqlTag`id = 1`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('can_manage_content').execute();
  await db.schema.dropTable('site_revisions').execute();
  await db.schema.dropTable('site_content').execute();
}
