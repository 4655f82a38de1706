// The account rules that live in SQL, on a real migrated SQLite file: what the
// HTTP schemas would hide (they trim and lower-case before the repository sees the input) is
// pinned here, for the callers that do not pass through them (create-admin, staff management).
import { describe, expect, test } from 'vitest';
import * as repo from '../server/modules/accounts/accounts.repository.js';
import { accountInserter, migratedDatabaseForFile } from './helpers/database.js';

const handle = migratedDatabaseForFile();
const now = '2026-11-22T12:00:00.000Z';
const account = accountInserter(handle, now);

describe('accounts', () => {
  test('an e-mail is normalised by trimming and lower-casing', () => {
    expect(repo.normalizeEmail('  Li.Hua@Mail.UToronto.CA \t')).toBe('li.hua@mail.utoronto.ca');
  });

  test('stored trimmed with the domain lower-cased (decision 023), and found without case or surrounding spaces', async () => {
    const id = await account({ username: 'lihua', email: '  Li.Hua@Mail.UToronto.CA ' });
    const row = await repo.findAccountById(handle.db, id);
    expect(row).toMatchObject({ email: 'Li.Hua@mail.utoronto.ca', email_normalized: 'li.hua@mail.utoronto.ca' });
    expect((await repo.findAccountByIdentifier(handle.db, ' LI.HUA@mail.utoronto.ca '))?.id).toBe(id);
    expect((await repo.findAccountByIdentifier(handle.db, '  lihua  '))?.id).toBe(id);
    expect((await repo.findAccountByEmail(handle.db, 'li.hua@MAIL.utoronto.ca'))?.id).toBe(id);
  });
});

describe('mailboxes (decision 023)', () => {
  test('one account per mailbox: the unique index refuses another sub-address of it, in any case', async () => {
    const id = await account({ username: 'wangfang', email: '  Wang.Fang+Events@Mail.UToronto.CA ' });
    const row = await repo.findAccountById(handle.db, id);
    expect(row).toMatchObject({
      email: 'Wang.Fang+Events@mail.utoronto.ca',
      email_normalized: 'wang.fang+events@mail.utoronto.ca',
      email_mailbox: 'wang.fang@mail.utoronto.ca',
    });
    expect((await repo.findAccountByIdentifier(handle.db, ' WANG.FANG+events@mail.utoronto.ca '))?.id).toBe(id);
    expect((await repo.findAccountByMailbox(handle.db, 'Wang.Fang@MAIL.utoronto.ca'))?.id).toBe(id);
    // Its mailbox is its own: the same mailbox by another sub-address fails on the unique index.
    await expect(account({ email: 'wang.fang+other@mail.utoronto.ca' })).rejects.toThrow(
      /UNIQUE constraint failed: staff_accounts\.email_mailbox/,
    );
    await expect(account({ email: 'WANG.FANG@mail.utoronto.ca' })).rejects.toThrow(
      /UNIQUE constraint failed: staff_accounts\.email_mailbox/,
    );
  });

  test('another mailbox of the same name is another account', async () => {
    const id = await account({ username: 'wangfang.other', email: 'Wang.Fang@utoronto.ca' });
    expect((await repo.findAccountByIdentifier(handle.db, ' wangfang.other  '))?.id).toBe(id);
    expect((await repo.findAccountByIdentifier(handle.db, ' WANG.FANG@utoronto.ca '))?.id).toBe(id);
    expect(await repo.findAccountByIdentifier(handle.db, 'wang.fang+events@utoronto.ca')).toBeUndefined();
  });
});
