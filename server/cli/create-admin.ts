// npm run create-admin -- --email E --password P [--username U]: creates an active admin, or
// makes the account with that e-mail an active admin with that password (its other sessions end).
// Works on a stopped site or a running one (SQLite's WAL lets both write; busy_timeout waits).
// The accounts service does the work, under the rules every other writer of accounts keeps.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { normalizeEmail } from '../../shared/email.js';
import { limits } from '../../shared/constants.js';
import { isUsername, staffLimits } from '../../shared/staff.schema.js';
import { isCommonPassword } from '../../shared/password-rule.js';
import { loadConfig } from '../config.js';
import { databaseFile, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { commonPasswords } from '../lib/common-passwords.js';
import { Passwords } from '../lib/passwords.js';
import { AccountsService, type AdminSpec } from '../modules/accounts/accounts.service.js';
import { deleteSessionsOf } from '../modules/auth/auth.repository.js';
import { isCommand } from './command.js';

export type { AdminSpec };

export class UsageError extends Error {}

export function readArgs(args: string[]): AdminSpec {
  let parsed: { email?: string; password?: string; username?: string };
  try {
    parsed = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const email = z.email().safeParse(parsed.email?.trim());
  if (!email.success) throw new UsageError('--email must be an e-mail address');
  if (!parsed.password || parsed.password.length < limits.passwordMinLength)
    throw new UsageError(`--password must be at least ${limits.passwordMinLength} characters`);
  if (parsed.username !== undefined && !isUsername(parsed.username)) {
    throw new UsageError(`--username may hold letters, digits, . _ - (${staffLimits.usernameMin} to ${staffLimits.usernameMax})`);
  }
  return { email: normalizeEmail(email.data), password: parsed.password, username: parsed.username };
}

/** Refuses a password of the common-passwords list (decision 029), which is loaded for it. */
export async function refuseCommonPassword(spec: AdminSpec): Promise<void> {
  if (isCommonPassword(spec.password, await commonPasswords()))
    throw new UsageError('--password is one of the most common passwords, which attackers try first: choose another');
}

/** Creates or promotes; answers what it did. */
export async function createAdmin(
  dataDir: string,
  spec: AdminSpec,
  passwords = new Passwords(),
): Promise<{ created: boolean; id: number; username: string }> {
  const database = openDatabase(databaseFile(dataDir));
  try {
    await migrateToLatest(database.db);
    const made = await new AccountsService({ db: database.db, clock: () => new Date(), passwords, signOut: deleteSessionsOf }).makeAdmin(
      spec,
    );
    switch (made.outcome) {
      case 'sameMailbox':
        throw new UsageError(
          `${spec.email} reaches the same mailbox as the account ${made.account.username} <${made.account.email}>: give that address to make it an admin`,
        );
      case 'usernameTaken':
        throw new UsageError(`the username ${made.username} is taken`);
      default:
        return { created: made.outcome === 'created', id: made.id, username: made.username };
    }
  } finally {
    await database.close();
  }
}

/** Said after the admin is made while ADMIN_MFA is required (decision 032). */
export const adminMfaNotice =
  'ADMIN_MFA is required: at first sign-in this admin must set up two-step sign-in (an authenticator app, on /staff/profile) before anything else works.';

if (isCommand(import.meta.filename)) {
  const usage = 'usage: npm run create-admin -- --email E --password P [--username U]';
  let spec: AdminSpec;
  try {
    spec = readArgs(process.argv.slice(2));
    await refuseCommonPassword(spec);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const { dataDir, adminMfa } = loadConfig();
  createAdmin(dataDir, spec).then(
    ({ created, username }) => {
      console.log(`${created ? 'created' : 'updated'} admin ${username} <${spec.email}> in ${databaseFile(dataDir)}`);
      if (adminMfa === 'required') console.log(adminMfaNotice);
    },
    (error: unknown) => {
      console.error(`create-admin failed: ${error instanceof Error ? error.message : error}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
