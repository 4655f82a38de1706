// All SQL of the public team page. Functions take the database first and speak in rows.
// Who is shown (docs/decisions/020): an account with a published (approved) profile that is
// active now and names a department; never the saved version waiting for review.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Department } from '../../../shared/departments.js';
import type { Database, ProfileFieldColumns, ProfileTraditionalColumns } from '../../db/schema.js';
import { currentTermId } from '../terms/index.js';

/** The current team: published in the current term (docs/decisions/038), active, with a department. */
function shownMembers(db: Kysely<Database>) {
  return db
    .selectFrom('published_profiles as p')
    .innerJoin('staff_accounts as a', 'a.id', 'p.account_id')
    .where('a.is_active', '=', 1)
    .where('p.department', 'is not', null)
    .where(sql<boolean>`p.term_id = ${currentTermId}`);
}

/** The columns a visitor may see: no phone, nothing of the review. */
export type MemberRow = Awaited<ReturnType<typeof selectShownMembers>>[number];

/**
 * The members the team page shows, of one department or all: by display order, then by name
 * (the English name, else the Chinese one, else the username; without case), then by account.
 */
export function selectShownMembers(db: Kysely<Database>, department?: Department) {
  let query = shownMembers(db);
  if (department) query = query.where('p.department', '=', department);
  return query
    .select([
      'a.username',
      'a.display_order',
      'p.account_id',
      'p.name_en',
      'p.name_zh',
      'p.position_en',
      'p.position_zh',
      'p.department',
      'p.bio_en',
      'p.bio_zh',
      'p.name_zh_hant',
      'p.name_zh_hant_override',
      'p.position_zh_hant',
      'p.position_zh_hant_override',
      'p.bio_zh_hant',
      'p.bio_zh_hant_override',
      'p.email',
      'p.linkedin',
      'p.github',
      'p.wechat',
      'p.mbti',
      'p.avatar',
      'p.verified',
    ])
    .orderBy('a.display_order')
    .orderBy(sql`coalesce(nullif(p.name_en, ''), nullif(p.name_zh, ''), a.username) collate nocase`)
    .orderBy('a.id')
    .execute();
}

/**
 * The accounts whose contact fields a past team keeps (docs/decisions/041): those on the current
 * team, and those who chose to keep them there.
 */
export async function selectContactKeepers(db: Kysely<Database>): Promise<Set<number>> {
  const [current, chose] = await Promise.all([
    shownMembers(db).select('p.account_id').execute(),
    db.selectFrom('staff_accounts').select('id').where('past_teams_contact', '=', 1).execute(),
  ]);
  return new Set([...current.map((row) => row.account_id), ...chose.map((row) => row.id)]);
}

/** How many members the team page shows in each department that has any. */
export async function countShownMembersByDepartment(db: Kysely<Database>): Promise<Map<Department, number>> {
  const rows = await shownMembers(db)
    .select((eb) => ['p.department', eb.fn.countAll<number>().as('n')])
    .groupBy('p.department')
    .execute();
  return new Map(rows.map((row) => [row.department as Department, Number(row.n)]));
}

/** A profile saved, approved and published at `now`, as a review would leave it (the demo seed). */
export async function insertApprovedProfile(
  db: Kysely<Database>,
  accountId: number,
  fields: ProfileFieldColumns,
  verified: boolean,
  now: string,
  traditional: Insertable<ProfileTraditionalColumns> = {},
): Promise<void> {
  const flag = verified ? 1 : 0;
  await db
    .insertInto('staff_profiles')
    .values({
      account_id: accountId,
      ...fields,
      ...traditional,
      status: 'approved',
      verified: flag,
      submitted_at: now,
      reviewed_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('published_profiles')
    .values({ account_id: accountId, ...fields, ...traditional, verified: flag, approved_at: now, term_id: currentTermId })
    .execute();
}

/**
 * The names a byline shows (issue 36): the approved profile's, whatever the term, and whether the
 * account is on the current team (its page can be linked). Never the saved version waiting for review.
 */
export function selectBylines(db: Kysely<Database>, accountIds: readonly number[]) {
  return db
    .selectFrom('staff_accounts as a')
    .leftJoin('published_profiles as p', 'p.account_id', 'a.id')
    .select([
      'a.id',
      'a.username',
      'p.name_en',
      'p.name_zh',
      'p.name_zh_hant',
      'p.name_zh_hant_override',
      sql<number>`(a.is_active = 1 and p.department is not null and p.term_id = ${currentTermId})`.as('on_team'),
    ])
    .where('a.id', 'in', accountIds)
    .execute();
}

export async function selectAccountIdOfUsername(db: Kysely<Database>, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('staff_accounts').select('id').where('username', '=', username).executeTakeFirst();
  return row?.id;
}
