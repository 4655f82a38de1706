// All SQL that reads an account for its own sake or writes one (staff_accounts): the one writer
// of the table, for sign-in and registration (auth), staff management (staff), the demo team
// (team) and create-admin (through AccountsService). Rows carry the password hash; the services
// hand out SessionUser, StaffAccount and the like, never a row.
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ProfileStatus } from '../../../shared/auth.schema.js';
import { emailKey, mailboxKey, normalizeEmail as normalizeStoredEmail } from '../../../shared/email.js';
import type { PermissionFlags, Role } from '../../../shared/permissions.js';
import type { Database, StaffAccountsTable } from '../../db/schema.js';
import { likePattern } from '../../db/sql-helpers.js';

/** An account with its profile's status (null: no profile row yet), for the session user. */
export type AccountRow = Selectable<StaffAccountsTable> & { profile_status: ProfileStatus | null };
type Db = Kysely<Database>;

/** An account row's permission columns (0 or 1) as the flags the rules and the API speak of. */
export const permissionFlagsOf = (
  row: Pick<AccountRow, 'can_manage_events' | 'can_review_profiles' | 'can_manage_staff' | 'can_manage_content' | 'can_manage_magazine'>,
): PermissionFlags => ({
  canManageEvents: row.can_manage_events === 1,
  canReviewProfiles: row.can_review_profiles === 1,
  canManageStaff: row.can_manage_staff === 1,
  canManageContent: row.can_manage_content === 1,
  canManageMagazine: row.can_manage_magazine === 1,
});

/** The address without case: `email_normalized`, how accounts and codes are found (decision 023). */
export const normalizeEmail = emailKey;

/** The columns an address is stored in: as mailed, without case, and its mailbox (unique). */
export function emailColumns(email: string) {
  return { email: normalizeStoredEmail(email), email_normalized: emailKey(email), email_mailbox: mailboxKey(email) };
}

// ---- One account, with its password hash (sign-in, registration, create-admin) -------------

/** Accounts with their profile's status: every session user is made from one of these. */
function accounts(db: Db) {
  return db
    .selectFrom('staff_accounts')
    .leftJoin('staff_profiles', 'staff_profiles.account_id', 'staff_accounts.id')
    .selectAll('staff_accounts')
    .select('staff_profiles.status as profile_status');
}

export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return accounts(db).where('staff_accounts.email_normalized', '=', normalizeEmail(email)).executeTakeFirst();
}

/** By e-mail when the identifier has an @, else by username (either without case). */
export function findAccountByIdentifier(db: Db, identifier: string): Promise<AccountRow | undefined> {
  return identifier.includes('@')
    ? findAccountByEmail(db, identifier)
    : accounts(db).where('staff_accounts.username', '=', identifier.trim()).executeTakeFirst();
}

/**
 * An account whose address reaches the same mailbox (trick9+tag@ and trick9@: decision 023), or
 * is the same address (an account kept without a mailbox key when 023 came in).
 */
export function findAccountByMailbox(db: Db, email: string): Promise<AccountRow | undefined> {
  return accounts(db)
    .where((eb) =>
      eb.or([eb('staff_accounts.email_mailbox', '=', mailboxKey(email)), eb('staff_accounts.email_normalized', '=', emailKey(email))]),
    )
    .orderBy('staff_accounts.id')
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return accounts(db).where('staff_accounts.id', '=', id).executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string) {
  return (await db.selectFrom('staff_accounts').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  /** 0 unless given (the team page's order). */
  displayOrder?: number;
  /** None unless given. */
  permissions?: PermissionFlags;
}

const flagColumns = (permissions: PermissionFlags) => ({
  can_manage_events: permissions.canManageEvents ? 1 : 0,
  can_review_profiles: permissions.canReviewProfiles ? 1 : 0,
  can_manage_staff: permissions.canManageStaff ? 1 : 0,
  can_manage_content: permissions.canManageContent ? 1 : 0,
  can_manage_magazine: permissions.canManageMagazine ? 1 : 0,
});

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const row = await db
    .insertInto('staff_accounts')
    .values({
      username: account.username,
      ...emailColumns(account.email),
      password_hash: account.passwordHash,
      role: account.role,
      is_active: account.isActive ? 1 : 0,
      created_at: account.createdAt,
      ...(account.displayOrder === undefined ? {} : { display_order: account.displayOrder }),
      ...(account.permissions ? flagColumns(account.permissions) : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Db, accountId: number, hash: string) {
  await db.updateTable('staff_accounts').set({ password_hash: hash }).where('id', '=', accountId).execute();
}

export async function recordLogin(db: Db, accountId: number, at: string, language?: 'en' | 'zh' | 'zh-Hant') {
  await db
    .updateTable('staff_accounts')
    .set({ last_login_at: at, ...(language ? { preferred_language: language } : {}) })
    .where('id', '=', accountId)
    .execute();
}

/** An active admin with this password hash, renamed when a username is given (create-admin). */
export async function makeAdmin(db: Db, accountId: number, passwordHash: string, username?: string) {
  await db
    .updateTable('staff_accounts')
    .set({ role: 'admin', is_active: 1, password_hash: passwordHash, ...(username ? { username } : {}) })
    .where('id', '=', accountId)
    .execute();
}

// ---- Accounts as staff managers see and change them (never the password hash) -------------

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

/** An account as the list shows it; never its password hash. An account's profile status and names come from its saved profile, when it has one. */
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
    'staff_accounts.can_manage_content',
    'staff_accounts.can_manage_magazine',
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
  if (filter.profileStatus === 'new')
    query = query.where((eb) => eb.or([eb('staff_profiles.status', 'is', null), eb('staff_profiles.status', '=', 'new')]));
  else if (filter.profileStatus !== 'all') query = query.where('staff_profiles.status', '=', filter.profileStatus);
  return query;
}

/** By display order (as the team page), then username (without case: the column's collation). */
export function selectStaffPage(db: Db, filter: StaffFilter, limit: number, offset: number): Promise<StaffRow[]> {
  return filtered(db, filter)
    .orderBy('staff_accounts.display_order')
    .orderBy('staff_accounts.username')
    .orderBy('staff_accounts.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countStaff(db: Db, filter: StaffFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function selectStaffRow(db: Db, id: number): Promise<StaffRow | undefined> {
  return selectRow(db).where('staff_accounts.id', '=', id).executeTakeFirst();
}

export function selectStaffRows(db: Db, ids: readonly number[]): Promise<StaffRow[]> {
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
  permissions: PermissionFlags;
}

/** Replaces the account's editable fields, and its password hash when one is given. */
export async function updateAccount(db: Db, id: number, fields: AccountFields, passwordHash?: string): Promise<void> {
  const values: Updateable<StaffAccountsTable> = {
    username: fields.username,
    ...emailColumns(fields.email),
    role: fields.role,
    is_active: fields.isActive ? 1 : 0,
    display_order: fields.displayOrder,
    ...flagColumns(fields.permissions),
  };
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
    .select([
      'id',
      'role',
      'is_active',
      'can_manage_events',
      'can_review_profiles',
      'can_manage_staff',
      'can_manage_content',
      'can_manage_magazine',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
