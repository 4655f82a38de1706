// Migrations: from empty twice (an idempotent start), a failure that leaves the database as it
// was, and the list in migrations/index.ts matching the files.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterEach, describe, expect, test } from 'vitest';
import { databaseFile, openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { migrateToLatest, MigrationError } from '../server/db/migrate.js';
import { migrations } from '../migrations/index.js';
import { startTestApp, tempDir } from './helpers/test-app.js';

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

function open(dir = tempDir()) {
  const handle = openDatabase(databaseFile(dir));
  handles.push(handle);
  return handle;
}

async function tables(db: Kysely<any>) {
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('migrations', () => {
  test('run clean from empty, and a second run does nothing', async () => {
    const { db } = open();
    const first = await migrateToLatest(db);
    expect(first.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    expect(await tables(db)).toEqual(expect.arrayContaining(['events', 'join_applications', 'kysely_migration']));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  test('the app starts twice on one data folder without seeding twice', async () => {
    const dir = tempDir();
    const first = await startTestApp({ dataDir: dir });
    const count = await first.app.services.events.count();
    expect(count).toBeGreaterThan(0);
    await first.app.close();
    const second = await startTestApp({ dataDir: dir });
    expect(await second.app.services.events.count()).toBe(count);
    await second.close();
  });

  test('a failed migration leaves the database exactly as it was', async () => {
    const { db } = open();
    const createsTable: Migration = { up: async (k) => void (await k.schema.createTable('half_done').addColumn('id', 'integer').execute()) };
    const fails: Migration = { up: async (k) => void (await sql`this is not sql`.execute(k)) };
    const error = await migrateToLatest(db, { '0001-good': createsTable, '0002-bad': fails }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/0002-bad.*failed.*left as it was/);
    expect(await tables(db)).not.toContain('half_done');
    const applied = await sql`select count(*) as n from kysely_migration`.execute(db).catch(() => ({ rows: [{ n: 0 }] }));
    expect((applied.rows[0] as { n: number }).n).toBe(0);
  });

  test('the server refuses to start on a failed migration and says why', async () => {
    const dir = tempDir();
    const { db } = open(dir);
    // A table in the way of the first migration.
    await sql`create table events (x integer)`.execute(db);
    const error = await startTestApp({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    // Only Kysely's own bookkeeping tables were added, and they record nothing applied.
    expect((await tables(db)).filter((name) => !name.startsWith('kysely_'))).toEqual(['events']);
    expect((await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db)).rows[0]!.n).toBe(0);
  });

  test('migrations/index.ts lists every migration file, in order', () => {
    const dir = path.resolve(import.meta.dirname, '../migrations');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f !== 'index.ts' && f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  test('the database runs with WAL, full sync, foreign keys and a busy timeout', () => {
    const { sqlite } = open();
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
  });
});
