// All SQL of the newsletters (issue 37, docs/decisions/050): the newsletters table, and the
// confirmed subscribers a send goes to (read only: the subscriptions are subscriptions.*'s).
// Each recipient's delivery is a row of the outbox's jobs table, which only the outbox writes.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, NewsletterSubscribersTable, NewslettersTable } from '../../db/schema.js';

export type NewsletterRow = Selectable<NewslettersTable>;
export type RecipientRow = Pick<
  Selectable<NewsletterSubscribersTable>,
  'id' | 'email' | 'language' | 'topic_magazine' | 'topic_events' | 'status' | 'token_salt'
>;

export async function insertNewsletter(
  db: Kysely<Database>,
  values: Pick<NewsletterRow, 'content' | 'created_at' | 'created_by' | 'updated_at' | 'updated_by'>,
): Promise<number> {
  const row = await db
    .insertInto('newsletters')
    .values({ ...values, state: 'draft', version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function selectNewsletter(db: Kysely<Database>, id: number): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectNewsletters(db: Kysely<Database>): Promise<NewsletterRow[]> {
  return db.selectFrom('newsletters').selectAll().orderBy('id', 'desc').execute();
}

/** Scheduled newsletters whose time has come. */
export function selectDueScheduled(db: Kysely<Database>, nowIso: string): Promise<NewsletterRow[]> {
  return db.selectFrom('newsletters').selectAll().where('state', '=', 'scheduled').where('send_at', '<=', nowIso).execute();
}

/** Changes the newsletter when it is still at `version` (and, when given, in one of `states`); false when not. */
export async function updateNewsletterAt(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: Updateable<NewslettersTable>,
): Promise<boolean> {
  const result = await db.updateTable('newsletters').set(values).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes the newsletter when its state is one of `states`; false when not. */
export async function updateNewsletterIn(
  db: Kysely<Database>,
  id: number,
  states: ReadonlyArray<NewsletterRow['state']>,
  values: Updateable<NewslettersTable>,
): Promise<boolean> {
  const result = await db.updateTable('newsletters').set(values).where('id', '=', id).where('state', 'in', states).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of the confirmed subscribers, in order (whom a send goes to). */
export async function selectSubscribedIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('newsletter_subscribers').select('id').where('status', '=', 'subscribed').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export function selectRecipient(db: Kysely<Database>, id: number): Promise<RecipientRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'language', 'topic_magazine', 'topic_events', 'status', 'token_salt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The list's row of an address, as the list stores it (lower case): an editor's own, for a test mail. */
export function selectRecipientByEmail(db: Kysely<Database>, email: string): Promise<RecipientRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'language', 'topic_magazine', 'topic_events', 'status', 'token_salt'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function selectEmails(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('newsletter_subscribers').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Deletes a newsletter that has not started going out (a draft, one scheduled, or one paused before its time); false when there is none such. */
export async function deleteUnstarted(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletters')
    .where('id', '=', id)
    .where('state', 'in', ['draft', 'scheduled', 'paused'])
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
