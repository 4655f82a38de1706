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
import { loadTraditional, traditionalConversions } from '../server/lib/traditional.js';
import { siteContentSeed } from '../shared/site-content.seed.js';
import { traditionalSideOf } from '../shared/site-content.js';
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
  const rows = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
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
    const createsTable: Migration = {
      up: async (k) => void (await k.schema.createTable('half_done').addColumn('id', 'integer').execute()),
    };
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

  test('a migration imports only kysely, Node builtins and files of migrations/: never live or generated code', () => {
    // A migration is never edited, so it must do next year what it does today whatever the server's
    // code becomes: what it needs of that code is copied into migrations/frozen/ (a converter, a seed).
    const dir = path.resolve(import.meta.dirname, '../migrations');
    const specifier =
      /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\brequire\s*\(\s*['"]([^'"]+)['"]/g;
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.[cm]?[jt]s$/.test(f));
    expect(files.length).toBeGreaterThan(Object.keys(migrations).length);
    const wrong: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      // An import whose specifier is not a string literal cannot be checked: none is allowed.
      if (/\bimport\s*\(\s*[^'"\s]/.test(text) || /\brequire\s*\(\s*[^'"\s]/.test(text))
        wrong.push(`${file}: an import of a computed name`);
      for (const match of text.matchAll(specifier)) {
        const name = match.slice(1).find((m) => m !== undefined)!;
        const inside = name.startsWith('.') && !path.relative(dir, path.resolve(dir, path.dirname(file), name)).startsWith('..');
        if (!(name === 'kysely' || name.startsWith('kysely/') || name.startsWith('node:') || inside)) wrong.push(`${file}: ${name}`);
      }
    }
    expect(wrong, 'copy what a migration needs into migrations/frozen/ instead').toEqual([]);
  });

  test('the database runs with WAL, full sync, foreign keys and a busy timeout', () => {
    const { sqlite } = open();
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
  });
});

describe('2026-11-25-2100-add-email-mailbox (decision 023)', () => {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-25-2100'));

  test('lower-cases the domain of stored addresses, keys each account by its mailbox, and keeps both accounts of a shared mailbox (the older holds the key)', async () => {
    const { db } = open();
    await migrateToLatest(db, before);
    const insert = (id: number, username: string, email: string, createdAt: string) =>
      sql`insert into staff_accounts (id, username, email, email_normalized, password_hash, role, is_active, created_at) values (${id}, ${username}, ${email}, ${email.toLowerCase()}, 'x', 'staff', 1, ${createdAt})`.execute(
        db,
      );
    // Made in this order, but the newer one has the lower id: age is created_at.
    await insert(1, 'tagged', 'Trick9+Tag@UTORONTO.CA', '2026-11-24T10:00:00.000Z');
    await insert(2, 'trick9', 'trick9@UToronto.ca', '2026-11-20T10:00:00.000Z');
    await insert(3, 'lihua', 'Li.Hua@Mail.UToronto.CA', '2026-11-21T10:00:00.000Z');
    await sql`insert into staff_profiles (account_id, email, status, updated_at) values (3, 'Li.Hua@Mail.UToronto.CA', 'new', '2026-11-21T10:00:00.000Z')`.execute(
      db,
    );
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (line: string) => void warnings.push(line);
    try {
      await migrateToLatest(db);
    } finally {
      console.warn = warn;
    }
    const rows = await sql<{
      id: number;
      email: string;
      email_normalized: string;
      email_mailbox: string | null;
    }>`select id, email, email_normalized, email_mailbox from staff_accounts order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, email: 'Trick9+Tag@utoronto.ca', email_normalized: 'trick9+tag@utoronto.ca', email_mailbox: null },
      { id: 2, email: 'trick9@utoronto.ca', email_normalized: 'trick9@utoronto.ca', email_mailbox: 'trick9@utoronto.ca' },
      { id: 3, email: 'Li.Hua@mail.utoronto.ca', email_normalized: 'li.hua@mail.utoronto.ca', email_mailbox: 'li.hua@mail.utoronto.ca' },
    ]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /the accounts trick9 <trick9@UToronto\.ca> \(id 2\) and tagged <Trick9\+Tag@UTORONTO\.CA> \(id 1\) reach the same mailbox; both are kept/,
      ),
    ]);
    expect((await sql<{ email: string }>`select email from staff_profiles`.execute(db)).rows).toEqual([
      { email: 'Li.Hua@mail.utoronto.ca' },
    ]);
    // From now on the index refuses a third account of that mailbox.
    await expect(
      sql`insert into staff_accounts (username, email, email_normalized, email_mailbox, password_hash, role, is_active, created_at) values ('third', 'trick9+x@utoronto.ca', 'trick9+x@utoronto.ca', 'trick9@utoronto.ca', 'x', 'staff', 1, '')`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE constraint failed: staff_accounts\.email_mailbox/);
  });

  test('reset codes (decision 029): the codes table made again keeps its rows, ids and index, and takes the purpose reset, nothing else', async () => {
    const { db } = open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-26-1000')));
    await sql`insert into verification_codes (id, email_normalized, purpose, code_hash, created_at, expires_at, failed_attempts, spent_at) values (7, 'a@utoronto.ca', 'login', 'h1', 'c', 'e', 2, null), (9, 'b@utoronto.ca', 'register', 'h2', 'c', 'e', 0, 's')`.execute(
      db,
    );
    await expect(
      sql`insert into verification_codes (email_normalized, purpose, code_hash, created_at, expires_at) values ('a', 'reset', 'h', 'c', 'e')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK constraint failed/);
    await migrateToLatest(db);
    const rows =
      await sql`select id, email_normalized, purpose, code_hash, created_at, expires_at, failed_attempts, spent_at from verification_codes order by id`.execute(
        db,
      );
    expect(rows.rows).toEqual([
      {
        id: 7,
        email_normalized: 'a@utoronto.ca',
        purpose: 'login',
        code_hash: 'h1',
        created_at: 'c',
        expires_at: 'e',
        failed_attempts: 2,
        spent_at: null,
      },
      {
        id: 9,
        email_normalized: 'b@utoronto.ca',
        purpose: 'register',
        code_hash: 'h2',
        created_at: 'c',
        expires_at: 'e',
        failed_attempts: 0,
        spent_at: 's',
      },
    ]);
    await sql`insert into verification_codes (email_normalized, purpose, code_hash, created_at, expires_at) values ('a', 'reset', 'h', 'c', 'e')`.execute(
      db,
    );
    await expect(
      sql`insert into verification_codes (email_normalized, purpose, code_hash, created_at, expires_at) values ('a', 'other', 'h', 'c', 'e')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK constraint failed/);
    const index = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'verification_codes' and name = 'verification_codes_email'`.execute(
      db,
    );
    expect(index.rows).toHaveLength(1);
  });
});

describe('2026-11-27-0900-add-traditional-content (issue 25, decision 036)', () => {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-27-0900'));
  const through = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '2026-11-27-0900-add-traditional-content'));

  test('the events and profiles already there get their Traditional; registrations keep every row, id and index, and take zh-Hant, nothing else', async () => {
    const { db } = open();
    await migrateToLatest(db, before);
    await sql`insert into events (id, title_en, title_zh, summary_en, summary_zh, description_en, description_zh, location_en, location_zh, starts_at, ends_at, time_zone, is_featured, created_at, updated_at)
      values (4, 'Lantern Night', '元宵灯会', '', '猜灯谜', '', '', 'Hart House', '哈特之家', '2026-02-12T23:00:00.000Z', '2026-02-13T01:00:00.000Z', 'America/Toronto', 0, 'c', 'u')`.execute(
      db,
    );
    await sql`insert into staff_accounts (id, username, email, email_normalized, email_mailbox, password_hash, role, is_active, created_at) values (3, 'lihua', 'l@utoronto.ca', 'l@utoronto.ca', 'l@utoronto.ca', 'x', 'staff', 1, 'c')`.execute(
      db,
    );
    for (const table of ['staff_profiles', 'published_profiles']) {
      const extra =
        table === 'staff_profiles'
          ? sql`, status, updated_at) values (3, '李华', '艺术部部长', '', 'l@utoronto.ca', 'approved', 'u')`
          : sql`, approved_at) values (3, '李华', '艺术部部长', '', 'l@utoronto.ca', 'a')`;
      await sql`insert into ${sql.table(table)} (account_id, name_zh, position_zh, bio_zh, email${extra}`.execute(db);
    }
    await sql`insert into event_registrations (id, event_id, name, email, mailbox, language, status, token_hash, created_at, confirmed_at) values
      (8, 4, 'Li Hua', 'l@x.ca', 'l@x.ca', 'zh', 'confirmed', 't1', 'c', 'c'), (11, 4, 'Wang', 'w@x.ca', 'w@x.ca', 'en', 'cancelled', 't2', 'c', null)`.execute(
      db,
    );
    await expect(
      sql`insert into event_registrations (event_id, name, email, mailbox, language, status, token_hash, created_at) values (4, 'A', 'a', 'a', 'zh-Hant', 'confirmed', 't3', 'c')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK constraint failed/);

    await migrateToLatest(db, through);
    const event =
      await sql`select title_zh, title_zh_hant, title_zh_hant_override, summary_zh_hant, description_zh_hant, location_zh_hant from events where id = 4`.execute(
        db,
      );
    expect(event.rows).toEqual([
      {
        title_zh: '元宵灯会',
        title_zh_hant: '元宵燈會',
        title_zh_hant_override: '',
        summary_zh_hant: '猜燈謎',
        description_zh_hant: '',
        location_zh_hant: '哈特之家',
      },
    ]);
    for (const table of ['staff_profiles', 'published_profiles']) {
      const profile = await sql`select name_zh_hant, position_zh_hant, bio_zh_hant, name_zh_hant_override from ${sql.table(table)}`.execute(
        db,
      );
      expect(profile.rows, table).toEqual([
        { name_zh_hant: '李華', position_zh_hant: '藝術部部長', bio_zh_hant: '', name_zh_hant_override: '' },
      ]);
    }
    const registrations =
      await sql`select id, event_id, name, email, mailbox, language, status, token_hash, created_at, confirmed_at, cancelled_at from event_registrations order by id`.execute(
        db,
      );
    expect(registrations.rows).toEqual([
      {
        id: 8,
        event_id: 4,
        name: 'Li Hua',
        email: 'l@x.ca',
        mailbox: 'l@x.ca',
        language: 'zh',
        status: 'confirmed',
        token_hash: 't1',
        created_at: 'c',
        confirmed_at: 'c',
        cancelled_at: null,
      },
      {
        id: 11,
        event_id: 4,
        name: 'Wang',
        email: 'w@x.ca',
        mailbox: 'w@x.ca',
        language: 'en',
        status: 'cancelled',
        token_hash: 't2',
        created_at: 'c',
        confirmed_at: null,
        cancelled_at: null,
      },
    ]);
    const indexes = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'event_registrations' and name not like 'sqlite_%' order by name`.execute(
      db,
    );
    expect(indexes.rows.map((r) => r.name)).toEqual(['event_registrations_event_status', 'event_registrations_live_mailbox']);
    await sql`insert into event_registrations (event_id, name, email, mailbox, language, status, token_hash, created_at) values (4, 'A', 'a', 'a', 'zh-Hant', 'confirmed', 't3', 'c')`.execute(
      db,
    );
    await expect(
      sql`insert into event_registrations (event_id, name, email, mailbox, language, status, token_hash, created_at) values (4, 'B', 'b', 'b', 'fr', 'confirmed', 't4', 'c')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK constraint failed/);
    // Still one live registration per mailbox and event; still gone with its event.
    await expect(
      sql`insert into event_registrations (event_id, name, email, mailbox, language, status, token_hash, created_at) values (4, 'L', 'l@x.ca', 'l@x.ca', 'en', 'confirmed', 't5', 'c')`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    await sql`delete from events where id = 4`.execute(db);
    expect((await sql`select id from event_registrations`.execute(db)).rows).toEqual([]);
  });
});

describe('2026-11-28-0900-create-site-content (issue 26, decision 037)', () => {
  test("the seed's Traditional side comes from the table made at build time, and is what the converter makes of it: a fresh install does not load the converter", async () => {
    const { db } = open();
    const conversions = traditionalConversions.count;
    await migrateToLatest(db);
    expect(traditionalConversions.count).toBe(conversions);
    const row = await sql<{ content: string; content_zh_hant: string }>`select content, content_zh_hant from site_content`.execute(db);
    expect(JSON.parse(row.rows[0]!.content)).toEqual(siteContentSeed());
    expect(JSON.parse(row.rows[0]!.content_zh_hant)).toEqual(traditionalSideOf(siteContentSeed(), await loadTraditional()));
  });
});

describe('2026-11-28-1004-add-promotion-cancel-token (issue 34, decision 043)', () => {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-28-1004'));

  test('registrations keep their rows, with no second secret; a second secret names one registration', async () => {
    const { db } = open();
    await migrateToLatest(db, before);
    await sql`insert into events (id, title_en, title_zh, starts_at, ends_at, time_zone, is_featured, created_at, updated_at) values (4, 'Lantern Night', '', '2026-02-12T23:00:00.000Z', '2026-02-13T01:00:00.000Z', 'America/Toronto', 0, 'c', 'u')`.execute(
      db,
    );
    await sql`insert into event_registrations (id, event_id, name, email, mailbox, language, status, token_hash, created_at) values
      (8, 4, 'Li Hua', 'l@x.ca', 'l@x.ca', 'zh', 'confirmed', 't1', 'c'), (9, 4, 'Wang', 'w@x.ca', 'w@x.ca', 'en', 'waitlisted', 't2', 'c')`.execute(
      db,
    );
    await migrateToLatest(db);
    expect((await sql`select id, token_hash, promotion_token_hash from event_registrations order by id`.execute(db)).rows).toEqual([
      { id: 8, token_hash: 't1', promotion_token_hash: null },
      { id: 9, token_hash: 't2', promotion_token_hash: null },
    ]);
    await sql`update event_registrations set promotion_token_hash = 'p1' where id = 9`.execute(db);
    await expect(sql`update event_registrations set promotion_token_hash = 'p1' where id = 8`.execute(db)).rejects.toThrow(
      /UNIQUE constraint failed/,
    );
  });
});
