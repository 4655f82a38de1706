// npm run backup -- FILE: a consistent copy of DATA_DIR/app.db through SQLite's online backup
// API, safe while the site runs (never copy the file itself).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { databaseFile } from '../db/database.js';

export async function backupDatabase(source: string, target: string): Promise<number> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose a new file`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { totalPages } = await db.backup(target);
    return totalPages;
  } finally {
    db.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).replace(/\.ts$/, '') === path.resolve(import.meta.filename).replace(/\.ts$/, '');
if (isMain) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run backup -- FILE');
    process.exit(2);
  }
  const source = databaseFile(loadConfig().dataDir);
  backupDatabase(source, target).then(
    (pages) => console.log(`backed up ${source} to ${path.resolve(target)} (${pages} pages)`),
    (error: unknown) => {
      console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
