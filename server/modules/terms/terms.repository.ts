// All SQL of terms and past teams (issue 26, docs/decisions/038). Functions take the database
// first and speak in rows. The current term is the one that started last; its team is the
// published profiles of the current term (modules/team); a past term's team is its snapshot in
// term_members, written by the handover.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, PendingHandoversTable, TermMembersTable, TermsTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The id of the current term, the one that started last, as a subquery. */
export const currentTermId = sql<string>`(select id from terms order by starts_on desc limit 1)`;

/** Every term, the latest first. */
export function selectTerms(db: Db) {
  return db.selectFrom('terms').select(['id', 'name', 'starts_on', 'ends_on']).orderBy('starts_on', 'desc').execute();
}

export function selectTerm(db: Db, id: string) {
  return db.selectFrom('terms').select(['id', 'name', 'starts_on', 'ends_on']).where('id', '=', id).executeTakeFirst();
}

export function selectCurrentTerm(db: Db) {
  return db.selectFrom('terms').select(['id', 'name', 'starts_on', 'ends_on']).orderBy('starts_on', 'desc').limit(1).executeTakeFirst();
}

export async function insertTerm(db: Db, term: Insertable<TermsTable>): Promise<void> {
  await db.insertInto('terms').values(term).execute();
}

/** A past term's team, by the display order of then, then name (as the team page orders), then account. */
export function selectTermMembers(db: Db, termId: string) {
  return db
    .selectFrom('term_members as m')
    .selectAll()
    .where('m.term_id', '=', termId)
    .orderBy('m.display_order')
    .orderBy(sql`coalesce(nullif(m.name_en, ''), nullif(m.name_zh, ''), m.username) collate nocase`)
    .orderBy('m.account_id')
    .execute();
}
export type TermMemberRow = Awaited<ReturnType<typeof selectTermMembers>>[number];

export async function insertTermMembers(db: Db, rows: Insertable<TermMembersTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('term_members').values(rows).execute();
}

export function selectTermMember(db: Db, termId: string, accountId: number) {
  return db.selectFrom('term_members').selectAll().where('term_id', '=', termId).where('account_id', '=', accountId).executeTakeFirst();
}

export async function deleteTermMember(db: Db, termId: string, accountId: number): Promise<void> {
  await db.deleteFrom('term_members').where('term_id', '=', termId).where('account_id', '=', accountId).execute();
}

/** The published profiles of these accounts in term `from` move into term `to` (those who continue). */
export async function carryPublished(db: Db, accountIds: readonly number[], from: string, to: string): Promise<void> {
  if (accountIds.length)
    await db
      .updateTable('published_profiles')
      .set({ term_id: to })
      .where('account_id', 'in', accountIds)
      .where('term_id', '=', from)
      .execute();
}

/** The names of these accounts' published (else saved) profiles: what a mail calls them. */
export function selectProfileNames(db: Db, accountIds: readonly number[]) {
  if (!accountIds.length) return Promise.resolve([]);
  return db
    .selectFrom('staff_accounts as a')
    .leftJoin('published_profiles as p', 'p.account_id', 'a.id')
    .leftJoin('staff_profiles as s', 's.account_id', 'a.id')
    .select([
      'a.id',
      sql<string>`coalesce(p.name_en, s.name_en, '')`.as('name_en'),
      sql<string>`coalesce(p.name_zh, s.name_zh, '')`.as('name_zh'),
    ])
    .where('a.id', 'in', accountIds)
    .execute();
}

/** A new position (a side not given stays), in the published and the saved version alike (the member's next edit starts from it). */
export async function setPosition(
  db: Db,
  accountId: number,
  position: { position_en?: string; position_zh?: string; position_zh_hant?: string },
): Promise<void> {
  const set = position.position_zh === undefined ? position : { ...position, position_zh_hant_override: '' };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('published_profiles').set(set).where('account_id', '=', accountId).execute();
  await db.updateTable('staff_profiles').set(set).where('account_id', '=', accountId).execute();
}

/** The active accounts: who a handover asks about. */
export function selectActiveAccounts(db: Db) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'username', 'email', 'role', 'preferred_language'])
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/**
 * Those who leave: deactivated, back to the staff role, without any permission flag. Nothing of
 * theirs is deleted; an admin can activate the account again in the staff editor.
 * EVERY permission flag column is listed here (the one place a handover clears them): a new
 * flag column (canManageContent's `can_manage_content`, issue 26's other half) is added here.
 */
export async function retireAccounts(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('staff_accounts')
    .set({
      is_active: 0,
      role: 'staff',
      can_manage_events: 0,
      can_review_profiles: 0,
      can_manage_staff: 0,
      can_manage_content: 0,
      can_manage_magazine: 0,
    })
    .where('id', 'in', ids)
    .execute();
}

export function selectTermStarting(db: Db, startsOn: string) {
  return db.selectFrom('terms').select('id').where('starts_on', '=', startsOn).executeTakeFirst();
}

/** The usernames of these accounts (those that still exist). */
export function selectUsernames(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('staff_accounts').select(['id', 'username']).where('id', 'in', ids).execute();
}

/** Whether an active account reads mails in `language`. */
export async function anyActiveInLanguage(db: Db, language: 'en' | 'zh' | 'zh-Hant'): Promise<boolean> {
  return (
    (await db
      .selectFrom('staff_accounts')
      .select('id')
      .where('is_active', '=', 1)
      .where('preferred_language', '=', language)
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

// ---- the handover prepared ahead (docs/decisions/042): one row at most ----------------------

export function selectPendingHandover(db: Db) {
  return db.selectFrom('pending_handovers').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Stores the prepared handover, replacing the one before. */
export async function savePendingHandover(db: Db, row: Insertable<PendingHandoversTable>): Promise<void> {
  await db
    .insertInto('pending_handovers')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        term_id: eb.ref('excluded.term_id'),
        name: eb.ref('excluded.name'),
        starts_on: eb.ref('excluded.starts_on'),
        ends_on: eb.ref('excluded.ends_on'),
        continuing: eb.ref('excluded.continuing'),
        leaving: eb.ref('excluded.leaving'),
        prepared_by: eb.ref('excluded.prepared_by'),
        prepared_by_username: eb.ref('excluded.prepared_by_username'),
        prepared_at: eb.ref('excluded.prepared_at'),
      })),
    )
    .execute();
}

export async function deletePendingHandover(db: Db): Promise<void> {
  await db.deleteFrom('pending_handovers').where('id', '=', 1).execute();
}
