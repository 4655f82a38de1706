import { sql, type Kysely } from 'kysely';

// The magazine (issue 36, docs/decisions/048). An article is one row: its working copy
// (`content`, validated JSON in English and Simplified, and `content_zh_hant`, its Chinese side
// converted once per save), its state in the workflow and its version (the ETag), and beside it
// the version that is public, if any (`live_*`, with the HTML rendered once at publication).
// Every save is a revision with the whole working copy it stored. Issues are numbered and list
// their articles in order. `can_manage_magazine` is the editors' flag.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('magazine_articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('draft', 'submitted', 'scheduled', 'published')`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_zh_hant', 'text', (c) => c.notNull())
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'text')
    .addColumn('publish_at', 'text')
    // Null once that account is deleted: its articles stay (the byline is the authors').
    .addColumn('created_by', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    // The public version: null until first published, and again once unpublished.
    .addColumn('live_content', 'text')
    .addColumn('live_content_zh_hant', 'text')
    /** JSON { en, zh, zhHant }: each body's safe HTML, rendered once when it went live. */
    .addColumn('live_html', 'text')
    .addColumn('published_at', 'text')
    .addColumn('live_updated_at', 'text')
    .execute();
  await db.schema.createIndex('magazine_articles_published_at').on('magazine_articles').columns(['published_at', 'id']).execute();
  await db.schema.createIndex('magazine_articles_created_by').on('magazine_articles').column('created_by').execute();

  await db.schema
    .createTable('magazine_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('magazine_articles.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'save', 'restore')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addUniqueConstraint('magazine_revisions_article_version', ['article_id', 'version'])
    .execute();

  await db.schema
    .createTable('magazine_issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_zh_hant', 'text', (c) => c.notNull())
    .addColumn('title_zh_hant_override', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_alt_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_alt_zh_hant', 'text', (c) => c.notNull().defaultTo(''))
    /** YYYY-MM-DD, the date as printed. */
    .addColumn('date', 'text', (c) => c.notNull())
    /** 0 or 1: shown to readers. */
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('magazine_issue_articles')
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('magazine_issues.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().unique().references('magazine_articles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('magazine_issue_articles_pk', ['issue_id', 'article_id'])
    .execute();

  await db.schema
    .alterTable('staff_accounts')
    .addColumn('can_manage_magazine', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('can_manage_magazine').execute();
  await db.schema.dropTable('magazine_issue_articles').execute();
  await db.schema.dropTable('magazine_issues').execute();
  await db.schema.dropTable('magazine_revisions').execute();
  await db.schema.dropTable('magazine_articles').execute();
}
