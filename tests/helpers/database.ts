// A migrated SQLite file of its own, for tests of the data layer without an app around it.
import fs from 'node:fs';
import { databaseFile, openDatabase, type DatabaseHandle } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { tempDir } from './test-app.js';

export async function migratedDatabase(): Promise<DatabaseHandle & { remove: () => Promise<void> }> {
  const dir = tempDir();
  const handle = openDatabase(databaseFile(dir));
  await migrateToLatest(handle.db);
  return {
    ...handle,
    remove: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
