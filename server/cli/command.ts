// What the operator commands (npm run backup, restore, create-admin) share: knowing they are the
// command being run (a test imports them instead), their FOLDER argument, and their figures.
import path from 'node:path';

/** True when `moduleFile` (its import.meta.filename) is the command being run, not a module a test imports. */
export function isCommand(moduleFile: string): boolean {
  const run = process.argv[1];
  const withoutTs = (file: string) => path.resolve(file).replace(/\.ts$/, '');
  return run !== undefined && withoutTs(run) === withoutTs(moduleFile);
}

/** The command's one argument, a folder; the usage and exit 1 without it, or with more. */
export function folderArgument(usage: string): string {
  const folder = process.argv[2];
  if (!folder || process.argv.length > 3) {
    console.error(usage);
    process.exit(1);
  }
  return folder;
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** "3 uploaded files (1.2 MB)" */
export const uploadedFiles = (files: ReadonlyArray<{ bytes: number }>) =>
  `${files.length} uploaded files (${megabytes(files.reduce((sum, file) => sum + file.bytes, 0))})`;
