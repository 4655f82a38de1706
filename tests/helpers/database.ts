// A migrated SQLite file of its own, for tests of the data layer without an app around it.
import fs from 'node:fs';
import { databaseFile, openDatabase, type DatabaseHandle } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { insertAccount, type NewAccount } from '../../server/modules/accounts/accounts.repository.js';
import { forFile, migratedDataDir } from './test-app.js';

export type MigratedDatabase = DatabaseHandle & { remove: () => Promise<void> };

export async function migratedDatabase(): Promise<MigratedDatabase> {
  const dir = await migratedDataDir();
  const handle = openDatabase(databaseFile(dir));
  // Nothing left to do on the copied file; run as the app does at every start.
  await migrateToLatest(handle.db);
  return {
    ...handle,
    remove: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One migrated database for a test file: made before its first test (before the file's own
 * beforeAll hooks, registered after this call), removed after its last. Its `db` and `sqlite`
 * are read when used, in tests and hooks.
 */
export function migratedDatabaseForFile(): Pick<DatabaseHandle, 'db' | 'sqlite'> {
  const current = forFile(migratedDatabase, (handle) => handle.remove());
  return {
    get db() {
      return current().db;
    },
    get sqlite() {
      return current().sqlite;
    },
  };
}

/** Inserts staff accounts user1, user2, … (user1@mail.utoronto.ca, …), any column given instead. */
export function accountInserter(database: Pick<DatabaseHandle, 'db'>, createdAt: string) {
  let n = 0;
  return (extra: Partial<NewAccount> = {}) =>
    insertAccount(database.db, {
      username: `user${++n}`,
      email: `user${n}@mail.utoronto.ca`,
      passwordHash: 'x',
      role: 'staff',
      isActive: true,
      createdAt,
      ...extra,
    });
}
