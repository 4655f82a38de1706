import { sql, type Kysely } from 'kysely';

// The newsletter (issue 37, docs/decisions/050). A subscriber is an address with no account: its
// language, its topics (the magazine, coming events) and its state. Pending until the link of the
// confirmation mail is confirmed (`confirm_token_hash`, the token hashed, with its expiry); a
// pending row not confirmed in 7 days is forgotten. `token_hash` is the hash of the address's own
// token (preferences and one-click unsubscribe): the token is made from `token_salt` with the
// server's secret key (lib/secret-box.ts mac), so each newsletter can carry it while the database
// holds only its hash; a new salt (subscribing again after leaving) voids the old links.
// A newsletter is its content (JSON, validated: subjects, intros, articles or an issue, the coming
// events block) and its state; each recipient's delivery is a row of the outbox's jobs table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** Trimmed and in lower case: one row per mailbox. */
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'zh', 'zh-Hant')`))
    .addColumn('topic_magazine', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('topic_events', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'subscribed', 'unsubscribed')`))
    /** Where the address came from: the form, the registration form's box, an import, a leaver's thank-you mail. */
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('form', 'registration', 'imported', 'handover')`))
    .addColumn('token_salt', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema.createIndex('newsletter_subscribers_status').on('newsletter_subscribers').columns(['status', 'id']).execute();

  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('draft', 'scheduled', 'sending', 'paused', 'sent')`))
    /** The ETag of a save: a save names the version it was made from. */
    .addColumn('version', 'integer', (c) => c.notNull())
    /** JSON, validated (shared/newsletter.schema.ts newsletterContent). */
    .addColumn('content', 'text', (c) => c.notNull())
    /** When a scheduled newsletter goes. */
    .addColumn('send_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    /** Confirmed subscribers it was sent to, counted when the send started. */
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}
