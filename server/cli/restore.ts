// npm run restore -- FOLDER: puts a folder written by npm run backup back into DATA_DIR (the
// database and the uploads), on a stopped site. Nothing is touched until the backup is found
// whole (every file of its manifest, of the size and hash listed) and its database passes
// SQLite's integrity_check. The copies are made under a temporary folder in DATA_DIR and then
// renamed into place, after the previous app.db (with its -wal/-shm) and uploads/ are renamed
// aside as *.before-restore-<time>: nothing is deleted. The renames are listed first in
// DATA_DIR/restore-in-progress.json, which the server refuses to start beside; if a restore is
// interrupted, running npm run restore again finishes it.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { databaseFile, restoreMarkerFile } from '../db/database.js';
import {
  backupDatabaseName,
  backupUploadsName,
  fsyncPath,
  manifestName,
  manifestSchema,
  sha256Of,
  uploadFiles,
  type BackupManifest,
} from './backup.js';
import { folderArgument, isCommand, megabytes, uploadedFiles } from './command.js';

export class RestoreError extends Error {}

interface Step {
  from: string;
  to: string;
}
interface Marker {
  source: string;
  stamp: string;
  steps: Step[];
}

/** Why `folder` is not a whole backup with a sound database, or its manifest. */
export async function checkBackup(folder: string): Promise<BackupManifest> {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new RestoreError(`${folder} is not a backup folder (npm run backup writes one)`);
  const manifestFile = path.join(folder, manifestName);
  if (!fs.existsSync(manifestFile)) throw new RestoreError(`${folder} has no ${manifestName}: it is not a backup, or an unfinished one`);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  } catch {
    throw new RestoreError(`${manifestFile} is not a manifest written by npm run backup`);
  }
  for (const entry of [manifest.database, ...manifest.uploads.map((file) => ({ ...file, path: `${backupUploadsName}/${file.path}` }))]) {
    const file = path.join(folder, ...entry.path.split('/'));
    if (!fs.existsSync(file)) throw new RestoreError(`the backup is incomplete: ${entry.path} is missing`);
    if (fs.statSync(file).size !== entry.bytes || (await sha256Of(file)) !== entry.sha256)
      throw new RestoreError(`the backup is damaged: ${entry.path} is not the file it held when it was made`);
  }
  const listed = new Set(manifest.uploads.map((file) => file.path));
  const extra = uploadFiles(path.join(folder, backupUploadsName)).find((file) => !listed.has(file));
  if (extra) throw new RestoreError(`the backup holds ${backupUploadsName}/${extra}, which its manifest does not list`);
  const problem = databaseProblem(path.join(folder, backupDatabaseName));
  if (problem) throw new RestoreError(`the backup's database is not sound: ${problem}`);
  return manifest;
}

/** Why the file is not a sound database of this site, or null. */
function databaseProblem(file: string): string | null {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const results = db.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    const messages = results.map((row) => row.integrity_check);
    if (messages.join() !== 'ok') return `integrity_check says ${messages.slice(0, 3).join('; ')}`;
    if (!db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get())
      return 'it has no migrations table: not a database of this site';
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * Refuses when another process has DATA_DIR/app.db open (a running site keeps its connection,
 * which holds a lock in WAL mode): an exclusive lock is asked for without waiting.
 */
export function refuseIfInUse(file: string) {
  if (!fs.existsSync(file)) return;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY' || (error as { code?: string }).code === 'SQLITE_LOCKED') {
      throw new RestoreError(
        `${file} is in use: the site (or another program) has it open. Stop the site first (e.g. systemctl stop ccs-site), then run npm run restore again`,
      );
    }
    // A damaged current database is no reason to refuse: it is kept aside, not read.
  } finally {
    db?.close();
  }
}

/** Does the renames not yet done: a step is done once its source is gone or its target exists. */
function runSteps(steps: Step[]) {
  for (const { from, to } of steps) {
    if (fs.existsSync(from) && !fs.existsSync(to)) fs.renameSync(from, to);
  }
}

function finish(dataDir: string, marker: Marker) {
  runSteps(marker.steps);
  fsyncPath(dataDir);
  fs.rmSync(path.join(dataDir, `.restore-${marker.stamp}`), { recursive: true, force: true });
  fs.rmSync(restoreMarkerFile(dataDir));
  fsyncPath(dataDir);
}

/** Finishes a restore that was interrupted after its copies were made; answers its marker. */
export function finishInterruptedRestore(dataDir: string): Marker | null {
  const markerFile = restoreMarkerFile(dataDir);
  if (!fs.existsSync(markerFile)) return null;
  const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
  finish(dataDir, marker);
  return marker;
}

function copyInto(folder: string, manifest: BackupManifest, staging: string) {
  fs.mkdirSync(path.join(staging, backupUploadsName), { recursive: true });
  for (const entry of [manifest.database, ...manifest.uploads.map((file) => ({ ...file, path: `${backupUploadsName}/${file.path}` }))]) {
    const target = path.join(staging, ...entry.path.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(folder, ...entry.path.split('/')), target, fs.constants.COPYFILE_EXCL);
    fsyncPath(target);
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the previous data was renamed to (names inside DATA_DIR). */
  keptAside: string[];
  /** An interrupted restore this run finished first. */
  finished: string | null;
}

/** Puts the backup in `source` into `dataDir`, the site being stopped. */
export async function restoreSite(dataDir: string, source: string, now = new Date()): Promise<RestoreResult> {
  const folder = path.resolve(source);
  // 1. The backup, read only.
  const manifest = await checkBackup(folder);
  // 2. The site must be stopped.
  fs.mkdirSync(dataDir, { recursive: true });
  const live = databaseFile(dataDir);
  refuseIfInUse(live);
  const interrupted = finishInterruptedRestore(dataDir);
  if (interrupted?.source === folder) {
    const keptAside = interrupted.steps
      .filter((step) => path.dirname(step.from) === path.resolve(dataDir))
      .map((step) => path.basename(step.to));
    return { manifest, keptAside, finished: folder };
  }
  const finished = interrupted?.source ?? null;
  // 3. Copies under a temporary folder of DATA_DIR (the same file system: renames are atomic).
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const staging = path.join(dataDir, `.restore-${stamp}`);
  for (const stale of fs.readdirSync(dataDir).filter((name) => name.startsWith('.restore-')))
    fs.rmSync(path.join(dataDir, stale), { recursive: true, force: true });
  try {
    copyInto(folder, manifest, staging);
    const problem = databaseProblem(path.join(staging, backupDatabaseName));
    if (problem) throw new RestoreError(`the copy of the database is not sound: ${problem}`);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // 4. The renames, written down first so that an interruption can be finished.
  const aside = `before-restore-${stamp}`;
  const steps: Step[] = [];
  const keptAside: string[] = [];
  const keep = (name: string, asideName: string) => {
    if (!fs.existsSync(path.join(dataDir, name))) return;
    if (fs.existsSync(path.join(dataDir, asideName)))
      throw new RestoreError(`${path.join(dataDir, asideName)} exists already; wait a second and run npm run restore again`);
    steps.push({ from: path.join(dataDir, name), to: path.join(dataDir, asideName) });
    keptAside.push(asideName);
  };
  keep('app.db', `app.db.${aside}`);
  // SQLite finds a database's journal by its name: the pair stays usable aside.
  keep('app.db-wal', `app.db.${aside}-wal`);
  keep('app.db-shm', `app.db.${aside}-shm`);
  keep('uploads', `uploads.${aside}`);
  steps.push({ from: path.join(staging, backupDatabaseName), to: live });
  steps.push({ from: path.join(staging, backupUploadsName), to: path.join(dataDir, 'uploads') });
  const marker: Marker = { source: folder, stamp, steps };
  const markerFile = restoreMarkerFile(dataDir);
  fs.writeFileSync(`${markerFile}.tmp`, JSON.stringify(marker, null, 2));
  fsyncPath(`${markerFile}.tmp`);
  fs.renameSync(`${markerFile}.tmp`, markerFile);
  fsyncPath(dataDir);
  finish(dataDir, marker);
  return { manifest, keptAside, finished };
}

if (isCommand(import.meta.filename)) {
  const source = folderArgument('usage: npm run restore -- FOLDER (a folder written by npm run backup; stop the site first)');
  const { dataDir } = loadConfig();
  restoreSite(dataDir, source).then(
    ({ manifest, keptAside, finished }) => {
      if (finished) console.log(`finished an interrupted restore of ${finished} first`);
      console.log(
        `restored ${path.resolve(source)} (made ${manifest.createdAt}) into ${dataDir}: the database (${megabytes(manifest.database.bytes)}) and ${uploadedFiles(manifest.uploads)}`,
      );
      console.log(
        keptAside.length
          ? `the previous data is kept in ${dataDir} as ${keptAside.join(', ')}; delete it once the site works`
          : 'there was no previous data',
      );
      console.log('start the site: it brings an older database up to date with its migrations');
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (fs.existsSync(restoreMarkerFile(dataDir)))
        console.error(
          `restore interrupted: ${message}\nrun npm run restore -- ${source} again to finish it; the site will not start before`,
        );
      else console.error(`restore failed, the data in ${dataDir} was not changed: ${message}`);
      process.exit(1);
    },
  );
}
