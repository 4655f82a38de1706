// The shared SQL pieces against a real SQLite file: the pattern as LIKE reads it, and the errors
// SQLite raises on a real table.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migratedDatabase } from '../../tests/helpers/database.js';
import { isUniqueViolation, likePattern, uniqueColumnOf } from './sql-helpers.js';

let handle: Awaited<ReturnType<typeof migratedDatabase>>;
beforeAll(async () => {
  handle = await migratedDatabase();
});
afterAll(async () => handle.remove());

test('a LIKE pattern finds the text anywhere; % _ and \\ mean themselves', async () => {
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  const matches = async (text: string, pattern: string) =>
    (await sql<{ hit: number }>`select ${text} like ${likePattern(pattern)} escape '\\' as hit`.execute(handle.db)).rows[0]!.hit === 1;
  expect(await matches('Save 50% now', '50%')).toBe(true);
  expect(await matches('Save 500 now', '50%')).toBe(false);
  expect(await matches('li_hua', 'i_h')).toBe(true);
  expect(await matches('lixhua', 'i_h')).toBe(false);
  expect(await matches('a\\b', 'a\\b')).toBe(true);
  expect(await matches('LI.HUA', 'li.h')).toBe(true);
});

test('a unique index refusal is told apart from other constraints, with its column', async () => {
  const row = (username: string, email: string) => ({
    username,
    email,
    email_normalized: email.toLowerCase(),
    password_hash: 'x',
    role: 'staff' as const,
    is_active: 1,
    created_at: '2026-11-25T00:00:00Z',
  });
  await handle.db.insertInto('staff_accounts').values(row('lihua', 'li.hua@example.org')).execute();
  const failure = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );
  const taken = await failure(handle.db.insertInto('staff_accounts').values(row('LiHua', 'other@example.org')).execute());
  expect(isUniqueViolation(taken)).toBe(true);
  expect(uniqueColumnOf(taken)).toBe('username');
  const sameEmail = await failure(handle.db.insertInto('staff_accounts').values(row('other', 'Li.Hua@example.org')).execute());
  expect(isUniqueViolation(sameEmail)).toBe(true);
  expect(uniqueColumnOf(sameEmail)).not.toBe('username');
  const missing = await failure(
    handle.db
      .insertInto('staff_accounts')
      .values({ ...row('third', 'third@example.org'), password_hash: null as never })
      .execute(),
  );
  expect((missing as { code?: string }).code).toMatch(/^SQLITE_CONSTRAINT/);
  expect(isUniqueViolation(missing)).toBe(false);
  expect(isUniqueViolation(new Error('nothing'))).toBe(false);
  expect(isUniqueViolation(undefined)).toBe(false);
});
