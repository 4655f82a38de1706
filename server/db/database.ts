// Opens the SQLite file with the settings every part of the app relies on.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteAdapter, SqliteDialect, type DialectAdapter, type SqliteDatabase } from 'kysely';
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

/** Statements kept by their SQL: most of the app's queries are a few dozen shapes, run again and again. */
export const keptStatements = 256;

/**
 * The handle Kysely runs its queries through, keeping each statement it prepares (at most
 * `size`, the least recently used dropped first): preparing costs more than running most of
 * this site's queries. A statement is reset once it has run (Kysely runs them whole, with all()
 * or run()); one still iterating is never handed out again, a fresh one is prepared instead.
 * SQLite prepares a kept statement again by itself after a change of the schema.
 */
export function keepingStatements(sqlite: SQLite.Database, size = keptStatements): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const found = kept.get(sql);
      if (found?.busy) return sqlite.prepare(sql);
      if (found) {
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
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
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database: keepingStatements(sqlite) }) });
  return {
    db,
    sqlite,
    file,
    // Kysely's destroy closes the better-sqlite3 handle too.
    close: () => db.destroy(),
  };
}
