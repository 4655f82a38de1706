// One home for accounts (issue 22): what the auth service hands the procedures is a session user
// (never a row with its password hash), a free username is picked one way for registration and
// create-admin, and create-admin's work goes through the accounts service. A real migrated SQLite
// file and real argon2.
import { beforeAll, describe, expect, test } from 'vitest';
import { sessionUser } from '../shared/auth.schema.js';
import { isUsername, staffLimits } from '../shared/staff.schema.js';
import { codeHash } from '../server/lib/codes.js';
import { Passwords } from '../server/lib/passwords.js';
import * as accounts from '../server/modules/accounts/accounts.repository.js';
import { AccountsService } from '../server/modules/accounts/accounts.service.js';
import { deleteSessionsOf } from '../server/modules/auth/auth.repository.js';
import * as repo from '../server/modules/auth/auth.repository.js';
import { AuthService } from '../server/modules/auth/auth.service.js';
import { migratedDatabaseForFile } from './helpers/database.js';

const handle = migratedDatabaseForFile();
const passwords = new Passwords();
const now = new Date('2026-11-25T12:00:00Z');
let service: AccountsService;
let auth: AuthService;
let hash: string;
beforeAll(async () => {
  service = new AccountsService({ db: handle.db, clock: () => now, passwords, signOut: deleteSessionsOf });
  auth = new AuthService({
    db: handle.db,
    clock: () => now,
    outbox: { send: async () => 'sent' as const },
    passwords,
    allowedEmailDomains: ['mail.utoronto.ca'],
    publicOrigin: 'http://localhost',
    adminMfa: 'optional',
  });
  hash = await passwords.hash('a good passphrase');
});

const insert = (username: string, email: string) =>
  accounts.insertAccount(handle.db, { username, email, passwordHash: hash, role: 'staff', isActive: true, createdAt: now.toISOString() });
/** Exactly the session user's fields: a password hash (or any other column) fails the strict parse. */
const strictUser = sessionUser.strict();

describe('the session user, never the hash', () => {
  test('a password sign-in answers a session user only', async () => {
    await insert('chen.jing', 'chen.jing@mail.utoronto.ca');
    const user = await auth.checkPassword('chen.jing', 'a good passphrase');
    expect(user).toMatchObject({
      username: 'chen.jing',
      email: 'chen.jing@mail.utoronto.ca',
      role: 'staff',
      isActive: true,
      hasProfile: false,
      profileStatus: 'new',
    });
    expect(strictUser.safeParse(user).success).toBe(true);
    expect(JSON.stringify(user)).not.toContain('$argon2');
    expect(await auth.checkPassword('chen.jing', 'a wrong passphrase')).toBeNull();
    const session = await auth.startSession(user!);
    expect(session.user).toEqual(user);
  });

  test('an e-mailed code sign-in answers a session user only', async () => {
    const email = 'zhou.min@mail.utoronto.ca';
    await insert('zhou.min', email);
    const normalized = accounts.normalizeEmail(email);
    await repo.replaceCode(handle.db, {
      emailNormalized: normalized,
      purpose: 'login',
      codeHash: codeHash('login', normalized, '271828'),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
    });
    const user = await auth.checkEmailLogin(email, '271828');
    expect(user).toMatchObject({ username: 'zhou.min' });
    expect(strictUser.safeParse(user).success).toBe(true);
  });
});

describe('free usernames', () => {
  test('the name itself when free, else the lowest free number after it', async () => {
    expect(await service.freeUsername('sun.li')).toBe('sun.li');
    await insert('sun.li', 'sun.li@mail.utoronto.ca');
    await insert('sun.li3', 'sun.li3@mail.utoronto.ca');
    expect(await service.freeUsername('sun.li')).toBe('sun.li2');
    // Without case, as the column compares.
    expect(await service.freeUsername('SUN.LI')).toBe('SUN.LI2');
  });

  test('a number after a name of the longest length takes the place of its last letters: the rule allows no longer one (issue 22)', async () => {
    const long = 'w'.repeat(staffLimits.usernameMax);
    await insert(long, 'w@mail.utoronto.ca');
    expect(await service.freeUsername(long)).toBe(`${'w'.repeat(staffLimits.usernameMax - 1)}2`);
    expect(isUsername(await service.freeUsername(long))).toBe(true);
  });
});

describe('makeAdmin (create-admin)', () => {
  test('creates an active admin under a free name from the e-mail', async () => {
    await insert('gao.yan', 'gao.yan@example.org');
    const made = await service.makeAdmin({ email: 'Gao.Yan@mail.utoronto.ca', password: 'first-secret' });
    expect(made).toMatchObject({ outcome: 'created', username: 'gao.yan2' });
    const row = await accounts.findAccountByEmail(handle.db, 'gao.yan@mail.utoronto.ca');
    expect(row).toMatchObject({
      username: 'gao.yan2',
      role: 'admin',
      is_active: 1,
      email: 'Gao.Yan@mail.utoronto.ca',
      created_at: now.toISOString(),
    });
    expect((await passwords.verify(row!.password_hash, 'first-secret')).ok).toBe(true);
  });

  test('promotes the account of that e-mail, renames it when asked, and ends its sessions', async () => {
    const id = await insert('lin.tao', 'lin.tao@mail.utoronto.ca');
    await repo.insertSession(handle.db, {
      tokenHash: 'lin-tao-session',
      accountId: id,
      now: now.toISOString(),
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
    expect(await service.makeAdmin({ email: 'lin.tao@mail.utoronto.ca', password: 'second-secret', username: 'president' })).toEqual({
      outcome: 'updated',
      id,
      username: 'president',
    });
    expect(await accounts.findAccountById(handle.db, id)).toMatchObject({ username: 'president', role: 'admin', is_active: 1 });
    expect(await repo.findSession(handle.db, 'lin-tao-session')).toBeUndefined();
  });

  test('refuses another address of an account’s mailbox, and a username taken, changing nothing', async () => {
    await insert('he.jun', 'He.Jun@mail.utoronto.ca');
    expect(await service.makeAdmin({ email: 'he.jun+board@mail.utoronto.ca', password: 'third-secret' })).toEqual({
      outcome: 'sameMailbox',
      account: { username: 'he.jun', email: 'He.Jun@mail.utoronto.ca' },
    });
    expect(await service.makeAdmin({ email: 'new.chair@mail.utoronto.ca', password: 'third-secret', username: 'HE.JUN' })).toEqual({
      outcome: 'usernameTaken',
      username: 'HE.JUN',
    });
    expect(await accounts.findAccountByEmail(handle.db, 'new.chair@mail.utoronto.ca')).toBeUndefined();
  });
});
