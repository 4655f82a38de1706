// The session and code rules that live in SQL, on a real migrated SQLite file (the account rules:
// accounts.repository.test.ts).
import { describe, expect, test } from 'vitest';
import * as repo from '../server/modules/auth/auth.repository.js';
import { accountInserter, migratedDatabaseForFile } from './helpers/database.js';

const handle = migratedDatabaseForFile();
const now = '2026-11-22T12:00:00.000Z';
const account = accountInserter(handle, now);

describe('sessions', () => {
  test('a token finds its own account, whatever the ids of sessions and accounts', async () => {
    const first = await account();
    const second = await account({ username: 'second.account' });
    // Sessions numbered apart from the accounts: the session's columns must not stand in for the account's.
    for (let i = 0; i < 3; i++)
      await repo.insertSession(handle.db, { tokenHash: `first-${i}`, accountId: first, now, expiresAt: '2026-12-01T00:00:00.000Z' });
    await repo.insertSession(handle.db, {
      tokenHash: 'second',
      accountId: second,
      now: '2026-11-22T13:00:00.000Z',
      expiresAt: '2026-12-02T00:00:00.000Z',
    });
    const found = await repo.findSession(handle.db, 'second');
    expect(found).toMatchObject({ id: second, username: 'second.account', created_at: now, expires_at: '2026-12-02T00:00:00.000Z' });
    expect(found!.session_id).not.toBe(second);
    expect(await repo.findSession(handle.db, 'none')).toBeUndefined();
  });
});

describe('codes', () => {
  test('a code is spent once: the second spend finds it spent', async () => {
    await repo.replaceCode(handle.db, {
      emailNormalized: 'code@mail.utoronto.ca',
      purpose: 'login',
      codeHash: 'h',
      now,
      expiresAt: '2026-11-22T12:10:00.000Z',
    });
    const code = await repo.latestCode(handle.db, 'code@mail.utoronto.ca', 'login');
    expect(await repo.spendCode(handle.db, code!.id, now)).toBe(true);
    expect(await repo.spendCode(handle.db, code!.id, now)).toBe(false);
    expect(await repo.spendCode(handle.db, 999_999, now)).toBe(false);
  });
});
