// Opens the SQLite file with the settings every part of the app relies on.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import type { Database } from './schema.js';

// SQLite runs DDL inside transactions; Kysely's adapter says it does not only to stay on the
// safe side. Saying so lets the migrator run all pending migrations in one transaction, so a
// failed migration leaves the database exactly as it was.
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}
class AppSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  sqlite: SQLite.Database;
  file: string;
  close(): Promise<void>;
}

export function databaseFile(dataDir: string) {
  return path.join(dataDir, 'app.db');
}

/** Lists the renames of a restore under way (server/cli/restore.ts); the server will not start beside it. */
export function restoreMarkerFile(dataDir: string) {
  return path.join(dataDir, 'restore-in-progress.json');
}

export function openDatabase(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // A committed write survives power loss; this site writes little.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    file,
    // Kysely's destroy closes the better-sqlite3 handle too.
    close: () => db.destroy(),
  };
}
