import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test } from 'vitest';
import { backupDatabase } from '../server/cli/backup.js';
import { databaseFile } from '../server/db/database.js';
import { startTestApp, tempDir } from './helpers/test-app.js';

test('backup copies the live database consistently while the site runs, and refuses to overwrite', async () => {
  const t = await startTestApp();
  try {
    const target = path.join(tempDir(), 'nested', 'backup.db');
    const pages = await backupDatabase(databaseFile(t.dataDir), target);
    expect(pages).toBeGreaterThan(0);
    const copy = new SQLite(target, { readonly: true });
    const copied = (copy.prepare('select count(*) as n from events').get() as { n: number }).n;
    copy.close();
    expect(copied).toBe(await t.app.services.events.count());
    await expect(backupDatabase(databaseFile(t.dataDir), target)).rejects.toThrow(/exists already/);
    fs.rmSync(path.dirname(target), { recursive: true });
  } finally {
    await t.close();
  }
});
