// All SQL for staff accounts as staff managers see and change them. An account's profile status
// and names come from its saved profile (staff_profiles), when it has one.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { ProfileStatus } from '../../../shared/auth.schema.js';
import type { Role } from '../../../shared/permissions.js';
import type { Database, StaffAccountsTable } from '../../db/schema.js';
import { emailColumns } from '../auth/auth.repository.js';
import { likePattern } from '../../db/sql-helpers.js';

type Db = Kysely<Database>;

export interface StaffFilter {
  /** Words in the username, e-mail or profile names (any case). */
  q?: string | undefined;
  role: 'all' | Role;
  status: 'all' | 'active' | 'inactive';
  /** 'new' includes accounts that have no profile row yet. */
  profileStatus: 'all' | ProfileStatus;
}

function withProfile(db: Db) {
  return db.selectFrom('staff_accounts').leftJoin('staff_profiles', 'staff_profiles.account_id', 'staff_accounts.id');
}

/** An account as the list shows it; never its password hash. */
function selectRow(db: Db) {
  return withProfile(db).select([
    'staff_accounts.id',
    'staff_accounts.username',
    'staff_accounts.email',
    'staff_accounts.role',
    'staff_accounts.is_active',
    'staff_accounts.display_order',
    'staff_accounts.can_manage_events',
    'staff_accounts.can_review_profiles',
    'staff_accounts.can_manage_staff',
    'staff_accounts.created_at',
    'staff_accounts.last_login_at',
    sql<ProfileStatus>`coalesce(staff_profiles.status, 'new')`.as('profile_status'),
    sql<string>`coalesce(staff_profiles.name_en, '')`.as('name_en'),
    sql<string>`coalesce(staff_profiles.name_zh, '')`.as('name_zh'),
  ]);
}

export type StaffRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

function filtered(db: Db, filter: StaffFilter) {
  let query = selectRow(db);
  if (filter.q) {
    // SQLite's LIKE ignores the case of ASCII letters; Chinese has none.
    const pattern = likePattern(filter.q);
    query = query.where(
      sql<boolean>`(staff_accounts.username like ${pattern} escape '\\' or staff_accounts.email like ${pattern} escape '\\' or staff_profiles.name_en like ${pattern} escape '\\' or staff_profiles.name_zh like ${pattern} escape '\\')`,
    );
  }
  if (filter.role !== 'all') query = query.where('staff_accounts.role', '=', filter.role);
  if (filter.status !== 'all') query = query.where('staff_accounts.is_active', '=', filter.status === 'active' ? 1 : 0);
  if (filter.profileStatus === 'new') query = query.where((eb) => eb.or([eb('staff_profiles.status', 'is', null), eb('staff_profiles.status', '=', 'new')]));
  else if (filter.profileStatus !== 'all') query = query.where('staff_profiles.status', '=', filter.profileStatus);
  return query;
}

/** By display order (as the team page), then username (without case: the column's collation). */
export function selectStaffPage(db: Db, filter: StaffFilter, limit: number, offset: number): Promise<StaffRow[]> {
  return filtered(db, filter).orderBy('staff_accounts.display_order').orderBy('staff_accounts.username').orderBy('staff_accounts.id').limit(limit).offset(offset).execute();
}

export async function countStaff(db: Db, filter: StaffFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function selectAccount(db: Db, id: number): Promise<StaffRow | undefined> {
  return selectRow(db).where('staff_accounts.id', '=', id).executeTakeFirst();
}

export function selectAccounts(db: Db, ids: readonly number[]): Promise<StaffRow[]> {
  return selectRow(db).where('staff_accounts.id', 'in', ids).orderBy('staff_accounts.id').execute();
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The columns a staff manager sets, as given (flags and activity as booleans). */
export interface AccountFields {
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  displayOrder: number;
  permissions: { canManageEvents: boolean; canReviewProfiles: boolean; canManageStaff: boolean };
}

function toColumns(fields: AccountFields) {
  return {
    username: fields.username,
    ...emailColumns(fields.email),
    role: fields.role,
    is_active: fields.isActive ? 1 : 0,
    display_order: fields.displayOrder,
    can_manage_events: fields.permissions.canManageEvents ? 1 : 0,
    can_review_profiles: fields.permissions.canReviewProfiles ? 1 : 0,
    can_manage_staff: fields.permissions.canManageStaff ? 1 : 0,
  };
}

export async function insertAccount(db: Db, fields: AccountFields, passwordHash: string, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('staff_accounts')
    .values({ ...toColumns(fields), password_hash: passwordHash, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the account's editable fields, and its password hash when one is given. */
export async function updateAccount(db: Db, id: number, fields: AccountFields, passwordHash?: string): Promise<void> {
  const values: Updateable<StaffAccountsTable> = toColumns(fields);
  if (passwordHash !== undefined) values.password_hash = passwordHash;
  await db.updateTable('staff_accounts').set(values).where('id', '=', id).execute();
}

export async function setActive(db: Db, ids: readonly number[], isActive: boolean): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ is_active: isActive ? 1 : 0 })
    .where('id', 'in', ids)
    .execute();
}

/** Deletes the accounts; their profiles and sessions go with them (foreign keys, on delete cascade). */
export async function deleteAccounts(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('staff_accounts').where('id', 'in', ids).execute();
}

/** The actor's own account, read again where a change is made. */
export function selectActor(db: Db, id: number) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'role', 'is_active', 'can_manage_events', 'can_review_profiles', 'can_manage_staff'])
    .where('id', '=', id)
    .executeTakeFirst();
}
