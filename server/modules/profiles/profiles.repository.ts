// All SQL for staff profiles: the saved version with its review (staff_profiles) and the
// approved version the team page shows (published_profiles). docs/decisions/020.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, PublishedProfilesTable, StaffProfilesTable } from '../../db/schema.js';
import { likePattern } from '../../db/sql-helpers.js';
import { currentTermId } from '../terms/index.js';

type Db = Kysely<Database>;

/** A saved profile with what its member and reviewers see beside it. */
function withAccount(db: Db) {
  return db
    .selectFrom('staff_profiles')
    .innerJoin('staff_accounts as account', 'account.id', 'staff_profiles.account_id')
    .leftJoin('staff_accounts as reviewer', 'reviewer.id', 'staff_profiles.reviewed_by')
    .leftJoin('published_profiles', 'published_profiles.account_id', 'staff_profiles.account_id');
}

function withColumns(query: ReturnType<typeof withAccount>) {
  return query
    .selectAll('staff_profiles')
    .select([
      'account.username',
      'account.is_active',
      'account.past_teams_contact',
      'reviewer.username as reviewer_username',
      'published_profiles.account_id as published_account_id',
    ]);
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfile>>>;

export function selectProfile(db: Db, accountId: number) {
  return withColumns(withAccount(db)).where('staff_profiles.account_id', '=', accountId).executeTakeFirst();
}

export interface ProfileFilter {
  /** 'all' is every submitted profile (never the new ones: nothing to review). */
  status: 'all' | 'pending' | 'approved' | 'rejected';
  /** Words in the username or either name (any case). */
  q?: string | undefined;
}

function filtered(db: Db, filter: ProfileFilter) {
  let query = withAccount(db);
  query =
    filter.status === 'all' ? query.where('staff_profiles.status', '!=', 'new') : query.where('staff_profiles.status', '=', filter.status);
  if (filter.q) {
    // SQLite's LIKE ignores the case of ASCII letters; Chinese has none.
    const pattern = likePattern(filter.q);
    query = query.where(
      sql<boolean>`(account.username like ${pattern} escape '\\' or staff_profiles.name_en like ${pattern} escape '\\' or staff_profiles.name_zh like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** Oldest submission first: the one waiting longest is reviewed first. */
export function selectProfiles(db: Db, filter: ProfileFilter, limit: number, offset: number) {
  return withColumns(filtered(db, filter))
    .orderBy('staff_profiles.submitted_at', 'asc')
    .orderBy('staff_profiles.account_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countProfiles(db: Db, filter: ProfileFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertProfile(db: Db, row: Insertable<StaffProfilesTable>): Promise<void> {
  await db.insertInto('staff_profiles').values(row).execute();
}

export async function updateProfile(db: Db, accountId: number, set: Updateable<Omit<StaffProfilesTable, 'account_id'>>): Promise<void> {
  await db.updateTable('staff_profiles').set(set).where('account_id', '=', accountId).execute();
}

/** The account's choice to keep its contact fields on past teams (docs/decisions/041). */
export async function selectPastTeamsContact(db: Db, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select('past_teams_contact').where('id', '=', accountId).executeTakeFirst();
  return row?.past_teams_contact === 1;
}

export async function updatePastTeamsContact(db: Db, accountId: number, keep: boolean): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ past_teams_contact: keep ? 1 : 0 })
    .where('id', '=', accountId)
    .execute();
}

// ---- The published version ---------------------------------------------------------------

export function selectPublished(db: Db, accountId: number) {
  return db.selectFrom('published_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Publishes a version: the account's published row is replaced whole, in the current term (docs/decisions/038). */
export async function upsertPublished(db: Db, published: Omit<Insertable<PublishedProfilesTable>, 'term_id'>): Promise<void> {
  const row = { ...published, term_id: currentTermId };
  const { account_id: _, ...rest } = row;
  await db
    .insertInto('published_profiles')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(rest))
    .execute();
}

export async function deletePublished(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('published_profiles').where('account_id', '=', accountId).execute();
}

/** The avatars the saved and published versions of these accounts show. */
export async function avatarsOf(db: Db, accountIds: readonly number[]): Promise<string[]> {
  if (!accountIds.length) return [];
  const rows = await db
    .selectFrom('staff_profiles')
    .select('avatar')
    .where('account_id', 'in', accountIds)
    .unionAll(db.selectFrom('published_profiles').select('avatar').where('account_id', 'in', accountIds))
    .unionAll(db.selectFrom('term_members').select('avatar').where('account_id', 'in', accountIds))
    .execute();
  return rows.flatMap((row) => (row.avatar === null ? [] : [row.avatar]));
}

/** Whether a saved or a published version still shows this avatar. */
export async function avatarInUse(db: Db, avatar: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_profiles')
    .select('account_id')
    .where('avatar', '=', avatar)
    .unionAll(db.selectFrom('published_profiles').select('account_id').where('avatar', '=', avatar))
    // A past team shows the avatar of then (docs/decisions/038).
    .unionAll(db.selectFrom('term_members').select('account_id').where('avatar', '=', avatar))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
