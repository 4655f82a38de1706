// npm run backup -- FOLDER: one folder with everything a site needs back (the database and the
// uploads) and a manifest of what it holds, safe while the site runs. The database is copied
// through SQLite's online backup API (never the file itself); the uploads are copied before and
// after it, so every image the copied database names is in the folder even if it was uploaded
// (or an avatar replaced) meanwhile. The folder is assembled under a temporary name and renamed
// only when complete: a folder by that name is a whole backup. npm run restore puts it back.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { databaseFile } from '../db/database.js';
import { folderArgument, isCommand, megabytes, uploadedFiles } from './command.js';

export const manifestName = 'manifest.json';
export const backupDatabaseName = 'app.db';
export const backupUploadsName = 'uploads';

const relativeFile = z
  .string()
  .min(1)
  .refine(
    (p) => !path.isAbsolute(p) && !p.includes('\\') && p.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'a path inside the backup',
  );
const fileEntry = z.object({ path: relativeFile, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** manifest.json: written last, it lists every file of the backup with its size and hash. */
export const manifestSchema = z.object({
  format: z.literal('ccs-site-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: fileEntry.extend({ path: z.literal(backupDatabaseName), pages: z.number().int().positive() }),
  uploads: z.array(fileEntry),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Flushes a file or a directory (its entries) to disk. */
export function fsyncPath(target: string) {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The files under an uploads folder, as paths relative to it with '/' between parts. Names
 * starting with a dot are skipped: uploads/.tmp holds bodies being received, never served.
 */
export function uploadFiles(uploadsDir: string): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  walk(uploadsDir, '');
  return found.sort();
}

/** Copies the files of `from` that `to` lacks; a file removed meanwhile is skipped. */
function copyNewUploads(from: string, to: string) {
  for (const relative of uploadFiles(from)) {
    const target = path.join(to, ...relative.split('/'));
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.copyFileSync(path.join(from, ...relative.split('/')), target, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** A consistent copy of a live database through SQLite's online backup API; answers its pages. */
export async function backupDatabase(source: string, target: string): Promise<number> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose a new name`);
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

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** Writes the backup folder `target` (which must not exist) from the site in `dataDir`. */
export async function backupSite(dataDir: string, target: string, now = new Date()): Promise<BackupResult> {
  const folder = path.resolve(target);
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}: is DATA_DIR right?`);
  if (fs.existsSync(folder)) throw new Error(`${folder} exists already; choose a new name`);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  // Beside the target, so the last step is a rename on one file system.
  const staging = fs.mkdtempSync(path.join(path.dirname(folder), `.${path.basename(folder)}.partial-`));
  try {
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploadsCopy = path.join(staging, backupUploadsName);
    fs.mkdirSync(uploadsCopy);
    copyNewUploads(uploadsDir, uploadsCopy);
    const databaseCopy = path.join(staging, backupDatabaseName);
    const pages = await backupDatabase(source, databaseCopy);
    copyNewUploads(uploadsDir, uploadsCopy);

    const uploads = [];
    for (const relative of uploadFiles(uploadsCopy)) {
      const file = path.join(uploadsCopy, ...relative.split('/'));
      uploads.push({ path: relative, bytes: fs.statSync(file).size, sha256: await sha256Of(file) });
      fsyncPath(file);
    }
    fsyncPath(databaseCopy);
    const manifest: BackupManifest = {
      format: 'ccs-site-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: { path: backupDatabaseName, pages, bytes: fs.statSync(databaseCopy).size, sha256: await sha256Of(databaseCopy) },
      uploads,
    };
    fs.writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncPath(path.join(staging, manifestName));
    fsyncPath(staging);
    fs.renameSync(staging, folder);
    fsyncPath(path.dirname(folder));
    return { folder, manifest };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

if (isCommand(import.meta.filename)) {
  const target = folderArgument('usage: npm run backup -- FOLDER (a new folder: it will hold app.db, uploads/ and manifest.json)');
  const { dataDir } = loadConfig();
  backupSite(dataDir, target).then(
    ({ folder, manifest }) => {
      console.log(
        `backed up ${dataDir} to ${folder}: the database (${manifest.database.pages} pages, ${megabytes(manifest.database.bytes)}) and ${uploadedFiles(manifest.uploads)}`,
      );
    },
    (error: unknown) => {
      console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
