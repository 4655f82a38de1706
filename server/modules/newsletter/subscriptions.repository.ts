// All SQL of the newsletter's subscribers (issue 37, docs/decisions/050). Functions take the
// database (or the transaction) first and speak in rows. The sending side reads the table itself
// (status 'subscribed', topics, language, token_salt).
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Language } from '../../../shared/constants.js';
import type { NewsletterTopic, SubscriberStatus } from '../../../shared/newsletter.schema.js';
import type { Database, NewsletterSubscribersTable } from '../../db/schema.js';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
export type NewSubscriberRow = Insertable<NewsletterSubscribersTable>;
export type SubscriberChange = Updateable<NewsletterSubscribersTable>;

export interface SubscriberFilter {
  q: string;
  status?: SubscriberStatus | undefined;
  language?: Language | undefined;
  topic?: NewsletterTopic | undefined;
}

export function selectByEmail(db: Kysely<Database>, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function selectById(db: Kysely<Database>, id: number): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectByTokenHash(db: Kysely<Database>, hash: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export function selectByConfirmHash(db: Kysely<Database>, hash: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', hash).executeTakeFirst();
}

export async function insertSubscriber(db: Kysely<Database>, row: NewSubscriberRow): Promise<SubscriberRow> {
  return db.insertInto('newsletter_subscribers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateSubscriber(db: Kysely<Database>, id: number, change: SubscriberChange): Promise<SubscriberRow> {
  return db.updateTable('newsletter_subscribers').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSubscriber(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Pending rows whose confirmation link has expired by `nowIso`: forgotten. Answers how many. */
export async function deleteExpiredPending(db: Kysely<Database>, nowIso: string): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('confirm_expires_at', 'is', null), eb('confirm_expires_at', '<=', nowIso)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `%` and `_` of the search stand for themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, filter: SubscriberFilter, withStatus = true) {
  let query = db.selectFrom('newsletter_subscribers');
  if (filter.q) query = query.where(sql<boolean>`email like ${likePattern(filter.q)} escape '\\'`);
  if (withStatus && filter.status) query = query.where('status', '=', filter.status);
  if (filter.language) query = query.where('language', '=', filter.language);
  if (filter.topic === 'magazine') query = query.where('topic_magazine', '=', 1);
  if (filter.topic === 'events') query = query.where('topic_events', '=', 1);
  return query;
}

/** One page of the filtered list, newest first (all of it without `limit`). */
export function selectPage(db: Kysely<Database>, filter: SubscriberFilter, limit?: number, offset = 0): Promise<SubscriberRow[]> {
  let query = filtered(db, filter).selectAll().orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  return query.execute();
}

export async function countFiltered(db: Kysely<Database>, filter: SubscriberFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The filtered rows counted per status (the status filter left out: the counts beside the list). */
export async function countByStatus(db: Kysely<Database>, filter: SubscriberFilter): Promise<Record<SubscriberStatus, number>> {
  const rows = await filtered(db, filter, false)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<SubscriberStatus, number> = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
