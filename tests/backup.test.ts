// npm run backup and npm run restore: a backup taken while the real app runs holds the database
// and the uploads, a restore into a fresh DATA_DIR serves the same image, the previous data is
// kept aside, and a backup that is incomplete or damaged (or a running site) is refused with the
// data left exactly as it was. Real SQLite, real HTTP, the real commands.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupDatabase, manifestName } from '../server/cli/backup.js';
import { restoreSite } from '../server/cli/restore.js';
import { databaseFile, restoreMarkerFile } from '../server/db/database.js';
import { as } from './helpers/accounts.js';
import { form, jpegOf } from './helpers/images.js';
import { startTestApp, tempDir } from './helpers/test-app.js';

const root = path.resolve(import.meta.dirname, '..');

/** Every file under `dir` with its hash: what "untouched" means. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

function run(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('backupDatabase copies the live database consistently while the site runs, and refuses to overwrite', async () => {
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
    fs.rmSync(path.dirname(path.dirname(target)), { recursive: true });
  } finally {
    await t.close();
  }
});

describe('a backup of a running site with an uploaded image', () => {
  const work = tempDir('backup-test-');
  const backup = path.join(work, 'site-backup');
  let imageUrl = '';
  let imageBytes: Buffer;
  let staffEmail = '';

  beforeAll(async () => {
    const t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      const staff = await as(t, 'manageEvents');
      staffEmail = staff.account!.email;
      const upload = await fetch(`${t.url}/api/admin/upload/image`, {
        method: 'POST',
        headers: staff.headers,
        body: form([{ bytes: await jpegOf(800, 600), name: 'lanterns.jpg', type: 'image/jpeg' }]),
      });
      expect(upload.status).toBe(200);
      imageUrl = ((await upload.json()) as { url: string }).url;
      const served = await fetch(`${t.url}${imageUrl}`);
      expect(served.status).toBe(200);
      imageBytes = Buffer.from(await served.arrayBuffer());
      // The real command, against the site while it runs.
      const result = run('backup', [backup], t.dataDir);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(
        /^backed up .* to .*site-backup: the database \(\d+ pages, [\d.]+ MB\) and \d+ uploaded files \([\d.]+ MB\)\n$/,
      );
    } finally {
      await t.close();
    }
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('is one folder: the database, the uploads (not the temporary ones) and a manifest of them', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, manifestName), 'utf8'));
    expect(manifest).toMatchObject({ format: 'ccs-site-backup', version: 1, database: { path: 'app.db' } });
    const names = manifest.uploads.map((file: { path: string }) => file.path);
    expect(names).toContain(imageUrl.replace('/uploads/', ''));
    expect(names.every((name: string) => !name.startsWith('.'))).toBe(true);
    expect(fs.readdirSync(backup).sort()).toEqual(['app.db', 'manifest.json', 'uploads']);
    // Nothing left of the temporary folder it was assembled in.
    expect(fs.readdirSync(work)).toEqual(['site-backup']);
  });

  test('restored into a fresh DATA_DIR, an app started on it serves the same image and knows the same staff', async () => {
    const dataDir = path.join(work, 'fresh');
    const result = run('restore', [backup], dataDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('there was no previous data');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['app.db', 'uploads']);
    const t = await startTestApp({ dataDir, env: { SEED_DEMO: 'false' } });
    try {
      const served = await fetch(`${t.url}${imageUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(imageBytes)).toBe(true);
      expect(
        await t.app.services.db.selectFrom('staff_accounts').select('email').where('email', '=', staffEmail).executeTakeFirst(),
      ).toEqual({ email: staffEmail });
    } finally {
      await t.close();
    }
  });

  test('over existing data, the previous database and uploads are kept aside, not deleted', async () => {
    const dataDir = path.join(work, 'existing');
    await restoreSite(dataDir, backup, new Date('2026-11-25T10:00:00.000Z'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'images', 'only-before.jpg'), 'old');
    const before = snapshot(dataDir);
    const result = await restoreSite(dataDir, backup, new Date('2026-11-25T11:30:00.000Z'));
    expect(result.keptAside).toEqual(['app.db.before-restore-20261125T113000Z', 'uploads.before-restore-20261125T113000Z']);
    expect(fs.readdirSync(dataDir).sort()).toEqual([
      'app.db',
      'app.db.before-restore-20261125T113000Z',
      'uploads',
      'uploads.before-restore-20261125T113000Z',
    ]);
    expect(before['app.db']).toBe(snapshot(dataDir)['app.db.before-restore-20261125T113000Z']);
    expect(snapshot(path.join(dataDir, 'uploads.before-restore-20261125T113000Z'))).toEqual(
      Object.fromEntries(
        Object.entries(before)
          .filter(([name]) => name.startsWith('uploads/'))
          .map(([name, hash]) => [name.replace('uploads/', ''), hash]),
      ),
    );
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'images', 'only-before.jpg'))).toBe(false);
  });

  describe('refused, with the data untouched', () => {
    const dataDir = path.join(work, 'kept');
    let before: Record<string, string>;
    beforeAll(async () => {
      await restoreSite(dataDir, backup);
      before = snapshot(dataDir);
    });

    /** A copy of the backup, damaged by `damage`. */
    function damaged(name: string, damage: (folder: string) => void) {
      const folder = path.join(work, name);
      fs.cpSync(backup, folder, { recursive: true });
      damage(folder);
      return folder;
    }
    /** Writes the manifest again with the database's new size and hash, as a careless copy might. */
    function rehash(folder: string) {
      const manifestFile = path.join(folder, manifestName);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      const bytes = fs.readFileSync(path.join(folder, 'app.db'));
      manifest.database.bytes = bytes.length;
      manifest.database.sha256 = createHash('sha256').update(bytes).digest('hex');
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    }
    const imageFile = (folder: string) => path.join(folder, ...imageUrl.replace(/^\//, '').split('/'));

    test.each([
      ['no such folder', () => path.join(work, 'nowhere'), /is not a backup folder/],
      [
        'an unfinished backup (no manifest)',
        () => damaged('unfinished', (f) => fs.rmSync(path.join(f, manifestName))),
        /has no manifest\.json: it is not a backup, or an unfinished one/,
      ],
      [
        'an uploaded image missing',
        () => damaged('missing-image', (f) => fs.rmSync(imageFile(f))),
        /the backup is incomplete: uploads\/images\/.* is missing/,
      ],
      [
        'an uploaded image cut short',
        () => damaged('short-image', (f) => fs.truncateSync(imageFile(f), 100)),
        /the backup is damaged: uploads\/images\/.* is not the file it held/,
      ],
      [
        'the database cut short',
        () => damaged('short-db', (f) => fs.truncateSync(path.join(f, 'app.db'), 4096)),
        /the backup is damaged: app\.db is not the file it held/,
      ],
      [
        'a database that fails integrity_check (its manifest rewritten to match)',
        () =>
          damaged('corrupt-db', (f) => {
            const file = path.join(f, 'app.db');
            const bytes = fs.readFileSync(file);
            // Every page after the first two scribbled over: the schema still reads, the tables do not.
            for (let i = 8192; i < bytes.length; i += 7) bytes[i] = 0x5a;
            fs.writeFileSync(file, bytes);
            rehash(f);
          }),
        /the backup's database is not sound: /,
      ],
      [
        'a file that is not a database',
        () => damaged('not-db', (f) => (fs.writeFileSync(path.join(f, 'app.db'), 'hello '.repeat(1000)), rehash(f))),
        /the backup's database is not sound: /,
      ],
    ])('%s', async (_name, make, message) => {
      await expect(restoreSite(dataDir, make())).rejects.toThrow(message);
      expect(snapshot(dataDir)).toEqual(before);
    });

    test('by the command: exit status 1, one clear line, nothing changed', () => {
      const folder = damaged('cli-missing', (f) => fs.rmSync(imageFile(f)));
      const result = run('restore', [folder], dataDir);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /^restore failed, the data in .* was not changed: the backup is incomplete: uploads\/images\/.* is missing\n$/,
      );
      expect(snapshot(dataDir)).toEqual(before);
    });

    test('while the site runs on that DATA_DIR: refused, telling to stop it', async () => {
      const t = await startTestApp({ dataDir: path.join(work, 'running') });
      try {
        const running = snapshot(t.dataDir);
        await expect(restoreSite(t.dataDir, backup)).rejects.toThrow(
          /app\.db is in use: the site \(or another program\) has it open\. Stop the site first/,
        );
        expect(snapshot(t.dataDir)).toEqual(running);
        expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      } finally {
        await t.close();
      }
    });
  });

  test('an interrupted restore: the site will not start beside it, and running restore again finishes it', async () => {
    const dataDir = path.join(work, 'interrupted');
    await restoreSite(dataDir, backup, new Date('2026-11-25T10:00:00.000Z'));
    // The state a restore leaves when stopped after its first rename: the copies staged, the
    // renames written down, the old database already aside.
    const stamp = '20261125T120000Z';
    const staging = path.join(dataDir, `.restore-${stamp}`);
    fs.mkdirSync(staging);
    fs.copyFileSync(path.join(backup, 'app.db'), path.join(staging, 'app.db'));
    fs.cpSync(path.join(backup, 'uploads'), path.join(staging, 'uploads'), { recursive: true });
    const step = (from: string, to: string) => ({ from: path.join(dataDir, from), to: path.join(dataDir, to) });
    const steps = [
      step('app.db', `app.db.before-restore-${stamp}`),
      step('uploads', `uploads.before-restore-${stamp}`),
      step(`.restore-${stamp}/app.db`, 'app.db'),
      step(`.restore-${stamp}/uploads`, 'uploads'),
    ];
    fs.writeFileSync(restoreMarkerFile(dataDir), JSON.stringify({ source: path.resolve(backup), stamp, steps }));
    fs.renameSync(steps[0]!.from, steps[0]!.to);

    await expect(startTestApp({ dataDir })).rejects.toThrow(
      /DATA_DIR holds an unfinished restore .*: run npm run restore -- FOLDER again to finish it/,
    );
    const result = await restoreSite(dataDir, backup);
    expect(result.finished).toBe(path.resolve(backup));
    expect(fs.readdirSync(dataDir).sort()).toEqual([
      'app.db',
      `app.db.before-restore-${stamp}`,
      'uploads',
      `uploads.before-restore-${stamp}`,
    ]);
    const t = await startTestApp({ dataDir, env: { SEED_DEMO: 'false' } });
    try {
      expect((await fetch(`${t.url}${imageUrl}`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
