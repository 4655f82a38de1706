// Accounts as the rest of the server sees them: the session user made from a stored account (the
// password hash stays in the repository's rows and the services that check it), a free username
// for a new account, and create-admin's "make this address an active admin".
import type { Kysely } from 'kysely';
import { authLimits, usernameFromEmail, type SessionUser } from '../../../shared/auth.schema.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Passwords } from '../../lib/passwords.js';
import * as repo from './accounts.repository.js';

export interface AccountsDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  /**
   * Ends every session of the account, in the caller's transaction (auth's, whose table sessions
   * are: passed in, as auth reads accounts and so cannot be imported here).
   */
  signOut: (db: Kysely<Database>, accountId: number) => Promise<void>;
}

/** What every answer about an account begins with (shared `accountIdentityFields`), from its row. */
export function accountIdentityOf(row: Pick<repo.AccountRow, 'id' | 'username' | 'email' | 'role' | 'is_active'>) {
  return { id: row.id, username: row.username, email: row.email, role: row.role, isActive: row.is_active === 1 };
}

/** An account as the staff rules weigh it (actor or target): its role, activity and flags. */
export function ruleSubjectOf(
  row: Pick<
    repo.AccountRow,
    | 'id'
    | 'role'
    | 'is_active'
    | 'can_manage_events'
    | 'can_review_profiles'
    | 'can_manage_staff'
    | 'can_manage_content'
    | 'can_manage_magazine'
  >,
) {
  return { id: row.id, role: row.role, isActive: row.is_active === 1, permissions: repo.permissionFlagsOf(row) };
}

/** The signed-in account as both sides see it, from its row (never the hash). */
export function toSessionUser(row: repo.AccountRow): SessionUser {
  return {
    ...accountIdentityOf(row),
    // A row made by an avatar alone is still new: a profile is had once it has been submitted.
    hasProfile: row.profile_status !== null && row.profile_status !== 'new',
    profileStatus: row.profile_status ?? 'new',
    permissions: repo.permissionFlagsOf(row),
  };
}

/** What create-admin asked for: the address, the password, and a username if given. */
export interface AdminSpec {
  email: string;
  password: string;
  username?: string | undefined;
}

/** What making an admin did, or why it was refused (nothing is changed then). */
export type AdminMade =
  | { outcome: 'created' | 'updated'; id: number; username: string }
  | { outcome: 'sameMailbox'; account: { username: string; email: string } }
  | { outcome: 'usernameTaken'; username: string };

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /** The session user of an account as stored now, or undefined when there is none. */
  async sessionUser(id: number, db: Kysely<Database> = this.deps.db): Promise<SessionUser | undefined> {
    const row = await repo.findAccountById(db, id);
    return row && toSessionUser(row);
  }

  /**
   * The name itself when free, else the name with the lowest free number after it (in place of
   * its last letters where the name would grow past the username rule's longest).
   */
  async freeUsername(base: string, db: Kysely<Database> = this.deps.db): Promise<string> {
    if (!(await repo.usernameTaken(db, base))) return base;
    for (let n = 2; ; n++) {
      const candidate = `${base.slice(0, authLimits.usernameMax - String(n).length)}${n}`;
      if (!(await repo.usernameTaken(db, candidate))) return candidate;
    }
  }

  /**
   * create-admin: a new active admin, or the account with that e-mail made an active admin with
   * that password (renamed when a username is given; its sessions end: a new password and role).
   */
  async makeAdmin(spec: AdminSpec): Promise<AdminMade> {
    const hash = await this.deps.passwords.hash(spec.password);
    return this.deps.db.transaction().execute(async (trx): Promise<AdminMade> => {
      const existing = await repo.findAccountByEmail(trx, spec.email);
      if (existing) {
        await repo.makeAdmin(trx, existing.id, hash, spec.username);
        await this.deps.signOut(trx, existing.id);
        return { outcome: 'updated', id: existing.id, username: spec.username ?? existing.username };
      }
      // One account per mailbox (decision 023): trick9+admin@ is not a second account of trick9@.
      const sameMailbox = await repo.findAccountByMailbox(trx, spec.email);
      if (sameMailbox) return { outcome: 'sameMailbox', account: { username: sameMailbox.username, email: sameMailbox.email } };
      if (spec.username && (await repo.usernameTaken(trx, spec.username))) return { outcome: 'usernameTaken', username: spec.username };
      const username = spec.username ?? (await this.freeUsername(usernameFromEmail(spec.email) || 'admin', trx));
      const id = await repo.insertAccount(trx, {
        username,
        email: spec.email,
        passwordHash: hash,
        role: 'admin',
        isActive: true,
        createdAt: this.deps.clock().toISOString(),
      });
      return { outcome: 'created', id, username };
    });
  }
}
