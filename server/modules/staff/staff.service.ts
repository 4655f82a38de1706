// Staff accounts as staff managers change them (issue 13; docs/decisions/020). Every change runs
// in one transaction that reads the actor's own account again, checks the rules of
// shared/staff-rules.ts against what is stored now (the last active admin counted there too),
// makes the change, ends the sessions it must end and writes one audit entry per account: all of
// it, or nothing. Passwords are hashed before the transaction, so no hash holds the database.
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import { pageOf } from '../../../shared/paging.js';
import type { PermissionFlags } from '../../../shared/permissions.js';
import {
  createRefusal,
  staffChangeRefusal,
  takesAwayActiveAdmin,
  type StaffActor,
  type StaffChange,
  type StaffRefusal,
  type StaffTarget,
} from '../../../shared/staff-rules.js';
import type { z } from 'zod';
import type { createStaffInput, ListStaffInput, StaffAccount, updateStaffInput } from '../../../shared/staff.schema.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation, uniqueColumnOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Passwords } from '../../lib/passwords.js';
import * as repo from '../accounts/index.js';
import { accountIdentityOf, ruleSubjectOf } from '../accounts/accounts.service.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';

export interface StaffDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  audit: AuditService;
  auth: AuthService;
  /** Called after any change the team page shows (an account's activity, order, deletion). */
  changed: () => void;
  /** The avatar files of deleted accounts: found in the delete's transaction, removed after it commits. */
  avatars: Pick<ProfilesService, 'avatarsOf' | 'forgetAvatars'>;
}

type Db = Kysely<Database>;

function toStaffAccount(row: repo.StaffRow): StaffAccount {
  return {
    ...accountIdentityOf(row),
    displayOrder: row.display_order,
    permissions: repo.permissionFlagsOf(row),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    profileStatus: row.profile_status,
    nameEn: row.name_en,
    nameZh: row.name_zh,
  };
}

/** What the audit log keeps of an account: what a staff manager sets (never a password or its hash). */
function auditRecord(row: repo.StaffRow) {
  return { ...accountIdentityOf(row), displayOrder: row.display_order, permissions: repo.permissionFlagsOf(row) };
}

const toTarget = (row: repo.StaffRow): StaffTarget => ruleSubjectOf(row);

const sameFlags = (a: PermissionFlags, b: PermissionFlags) =>
  a.canManageEvents === b.canManageEvents &&
  a.canReviewProfiles === b.canReviewProfiles &&
  a.canManageStaff === b.canManageStaff &&
  a.canManageContent === b.canManageContent &&
  a.canManageMagazine === b.canManageMagazine;

const notFound = () => new AppError('NOT_FOUND', 'errors.staffNotFound');
const refused = (refusal: StaffRefusal) => new AppError('FORBIDDEN', `errors.${refusal}`);

/** A create's and an edit's fields after validation (defaults filled in). */
export type CreateStaff = z.output<typeof createStaffInput>;
export type UpdateStaff = z.output<typeof updateStaffInput>;

function accountFields(input: CreateStaff | UpdateStaff): repo.AccountFields {
  return {
    username: input.username,
    email: input.email,
    role: input.role,
    isActive: input.isActive,
    displayOrder: input.displayOrder,
    permissions: input.permissions,
  };
}

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  /** Searched and filtered, by display order then username, a page at a time. */
  async list(input: ListStaffInput): Promise<{ staff: StaffAccount[]; total: number; page: number; pageSize: number }> {
    const { page, pageSize, offset } = pageOf(input);
    const filter: repo.StaffFilter = {
      q: input?.q,
      role: input?.role ?? 'all',
      status: input?.status ?? 'all',
      profileStatus: input?.profileStatus ?? 'all',
    };
    const [rows, total] = await Promise.all([
      repo.selectStaffPage(this.deps.db, filter, pageSize, offset),
      repo.countStaff(this.deps.db, filter),
    ]);
    return { staff: rows.map(toStaffAccount), total, page, pageSize };
  }

  /** Any e-mail address; the actor grants only what they may (admins anything). */
  async create(actor: SessionUser, input: CreateStaff): Promise<StaffAccount> {
    const fields = accountFields(input);
    const passwordHash = await this.deps.passwords.hash(input.password);
    return this.write(async (trx) => {
      const current = await this.actorNow(trx, actor);
      const refusal = createRefusal(current, fields.role, fields.permissions);
      if (refusal) throw refused(refusal);
      const id = await repo.insertAccount(trx, { ...fields, passwordHash, createdAt: this.deps.clock().toISOString() });
      const row = (await repo.selectStaffRow(trx, id))!;
      await this.deps.audit.record(
        { actor: actorOf(actor), action: 'staff.create', entity: 'staff', entityId: id, before: null, after: auditRecord(row) },
        trx,
      );
      return toStaffAccount(row);
    });
  }

  /** Replaces the account's fields (PUT); `password` resets it. */
  async update(actor: SessionUser, input: UpdateStaff): Promise<StaffAccount> {
    const fields = accountFields(input);
    const passwordHash = input.password === undefined ? undefined : await this.deps.passwords.hash(input.password);
    let teamChanged = false;
    const account = await this.write(async (trx) => {
      const current = await this.actorNow(trx, actor);
      const before = await repo.selectStaffRow(trx, input.id);
      if (!before) throw notFound();
      const target = toTarget(before);
      const change: StaffChange = {
        kind: 'update',
        role: fields.role,
        isActive: fields.isActive,
        permissions: fields.permissions,
        passwordReset: passwordHash !== undefined,
      };
      const refusal = staffChangeRefusal(current, target, change, await this.activeAdminsAfter(trx, [[target, change]]));
      if (refusal) throw refused(refusal);
      await repo.updateAccount(trx, input.id, fields, passwordHash);
      // A password reset, a deactivation or new rights: whoever holds a session of the account
      // signs in again, under the account as it is now.
      const deactivated = target.isActive && !fields.isActive;
      if (passwordHash !== undefined || deactivated || target.role !== fields.role || !sameFlags(target.permissions, fields.permissions)) {
        await this.deps.auth.endSessionsOf(input.id, undefined, trx, deactivated ? 'deactivated' : undefined);
      }
      if (!target.isActive && fields.isActive) await this.deps.auth.forgetDeactivatedSessionsOf(input.id, trx);
      const after = (await repo.selectStaffRow(trx, input.id))!;
      await this.deps.audit.record(
        {
          actor: actorOf(actor),
          action: 'staff.update',
          entity: 'staff',
          entityId: input.id,
          before: auditRecord(before),
          after: { ...auditRecord(after), passwordReset: passwordHash !== undefined },
        },
        trx,
      );
      teamChanged =
        before.username !== after.username || before.display_order !== after.display_order || before.is_active !== after.is_active;
      return toStaffAccount(after);
    });
    if (teamChanged) this.deps.changed();
    return account;
  }

  /** Deletes the accounts (one or many), with their profiles and sessions: all or none. */
  async delete(actor: SessionUser, ids: readonly number[]): Promise<{ count: number }> {
    const unique = [...new Set(ids)];
    const avatars = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.actorNow(trx, actor);
      const targets = await this.targets(trx, unique);
      const changes = targets.map((row): [StaffTarget, StaffChange] => [toTarget(row), { kind: 'delete' }]);
      const activeAdminsAfter = await this.activeAdminsAfter(trx, changes);
      for (const [target, change] of changes) {
        const refusal = staffChangeRefusal(current, target, change, activeAdminsAfter);
        if (refusal) throw refused(refusal);
      }
      for (const row of targets) {
        await this.deps.auth.endSessionsOf(row.id, undefined, trx);
        await this.deps.audit.record(
          { actor: actorOf(actor), action: 'staff.delete', entity: 'staff', entityId: row.id, before: auditRecord(row), after: null },
          trx,
        );
      }
      const avatars = await this.deps.avatars.avatarsOf(unique, trx);
      await repo.deleteAccounts(trx, unique);
      return avatars;
    });
    this.deps.changed();
    await this.deps.avatars.forgetAvatars(avatars);
    return { count: unique.length };
  }

  /**
   * Activates or deactivates the accounts: all or none. Accounts already so are left as they
   * are; the count is of those that changed. Deactivation ends their sessions.
   */
  async setActive(actor: SessionUser, ids: readonly number[], isActive: boolean): Promise<{ count: number }> {
    const unique = [...new Set(ids)];
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.actorNow(trx, actor);
      const targets = await this.targets(trx, unique);
      const changes = targets.map((row): [StaffTarget, StaffChange] => [
        toTarget(row),
        { kind: 'update', role: row.role, isActive, permissions: repo.permissionFlagsOf(row) },
      ]);
      const activeAdminsAfter = await this.activeAdminsAfter(trx, changes);
      for (const [target, change] of changes) {
        const refusal = staffChangeRefusal(current, target, change, activeAdminsAfter);
        if (refusal) throw refused(refusal);
      }
      const changing = targets.filter((row) => (row.is_active === 1) !== isActive);
      if (!changing.length) return 0;
      await repo.setActive(
        trx,
        changing.map((row) => row.id),
        isActive,
      );
      for (const row of changing) {
        if (isActive) await this.deps.auth.forgetDeactivatedSessionsOf(row.id, trx);
        else await this.deps.auth.endSessionsOf(row.id, undefined, trx, 'deactivated');
        await this.deps.audit.record(
          {
            actor: actorOf(actor),
            action: 'staff.update',
            entity: 'staff',
            entityId: row.id,
            before: auditRecord(row),
            after: { ...auditRecord(row), isActive, passwordReset: false },
          },
          trx,
        );
      }
      return changing.length;
    });
    if (count > 0) this.deps.changed();
    return { count };
  }

  // ---- Inside the transaction ------------------------------------------------------------

  /** The actor as stored now: a right taken away a moment ago is gone here. */
  private async actorNow(trx: Db, actor: SessionUser): Promise<StaffActor> {
    const row = await repo.selectActor(trx, actor.id);
    if (!row) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    return ruleSubjectOf(row);
  }

  /** Every account of `ids`, or 404 when one is missing. */
  private async targets(trx: Db, ids: readonly number[]): Promise<repo.StaffRow[]> {
    const rows = await repo.selectStaffRows(trx, ids);
    if (rows.length !== ids.length) throw notFound();
    return rows;
  }

  /** The active admins left once every change is made (counted only when one takes an admin away). */
  private async activeAdminsAfter(trx: Db, changes: ReadonlyArray<[StaffTarget, StaffChange]>): Promise<number> {
    const removed = changes.filter(([target, change]) => takesAwayActiveAdmin(target, change)).length;
    return removed > 0 ? (await repo.countActiveAdmins(trx)) - removed : Number.POSITIVE_INFINITY;
  }

  /**
   * Runs a create or edit. A username or e-mail address another account has (without case: the
   * columns' collation and the normalized address) fails the write on its unique index, which is
   * answered 409 here: one check, which no other writer can slip past.
   */
  private async write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const key = uniqueColumnOf(error) === 'username' ? 'errors.usernameTaken' : 'errors.emailRegistered';
      throw new AppError('CONFLICT', key, { cause: error });
    }
  }
}
