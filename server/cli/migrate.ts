// npm run migrate: brings DATA_DIR/app.db to the latest migration and says what it ran.
import { loadConfig } from '../config.js';
import { databaseFile, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const database = openDatabase(databaseFile(config.dataDir));
try {
  const results = await migrateToLatest(database.db);
  if (results.length === 0) console.log(`${database.file}: already at the latest migration`);
  for (const r of results) console.log(`${database.file}: ${r.migrationName} ${r.status === 'Success' ? 'applied' : r.status}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
