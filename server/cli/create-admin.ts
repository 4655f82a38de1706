// npm run create-admin -- --email E --password P [--username U]: creates an active admin, or
// makes the account with that e-mail an active admin with that password (its other sessions end).
// Works on a stopped site or a running one (SQLite's WAL lets both write; busy_timeout waits).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { usernameFromEmail } from '../../shared/auth.schema.js';
import { normalizeEmail } from '../../shared/email.js';
import { limits } from '../../shared/constants.js';
import { loadConfig } from '../config.js';
import { databaseFile, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { Passwords } from '../lib/passwords.js';
import * as repo from '../modules/auth/auth.repository.js';

export interface AdminSpec {
  email: string;
  password: string;
  username?: string;
}

export class UsageError extends Error {}

export function readArgs(args: string[]): AdminSpec {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } }, strict: true }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const email = z.email().safeParse(parsed.email?.trim());
  if (!email.success) throw new UsageError('--email must be an e-mail address');
  if (!parsed.password || parsed.password.length < limits.passwordMinLength) throw new UsageError(`--password must be at least ${limits.passwordMinLength} characters`);
  if (parsed.username !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(parsed.username)) throw new UsageError('--username may hold letters, digits, . _ - (at most 64)');
  return { email: normalizeEmail(email.data), password: parsed.password, username: parsed.username };
}

/** Creates or promotes; answers what it did. */
export async function createAdmin(dataDir: string, spec: AdminSpec, passwords = new Passwords()): Promise<{ created: boolean; id: number; username: string }> {
  const database = openDatabase(databaseFile(dataDir));
  try {
    await migrateToLatest(database.db);
    const hash = await passwords.hash(spec.password);
    return await database.db.transaction().execute(async (trx) => {
      const existing = await repo.findAccountByEmail(trx, spec.email);
      if (existing) {
        await trx
          .updateTable('staff_accounts')
          .set({ role: 'admin', is_active: 1, password_hash: hash, ...(spec.username ? { username: spec.username } : {}) })
          .where('id', '=', existing.id)
          .execute();
        // A new password and role: sessions made before end.
        await repo.deleteSessionsOf(trx, existing.id);
        return { created: false, id: existing.id, username: spec.username ?? existing.username };
      }
      // One account per mailbox (decision 023): trick9+admin@ is not a second account of trick9@.
      const sameMailbox = await repo.findAccountByMailbox(trx, spec.email);
      if (sameMailbox) throw new UsageError(`${spec.email} reaches the same mailbox as the account ${sameMailbox.username} <${sameMailbox.email}>: give that address to make it an admin`);
      const base = spec.username ?? (usernameFromEmail(spec.email) || 'admin');
      let username = base;
      for (let n = 2; await repo.usernameTaken(trx, username); n++) {
        if (spec.username) throw new UsageError(`the username ${spec.username} is taken`);
        username = `${base}${n}`;
      }
      const id = await repo.insertAccount(trx, { username, email: spec.email, passwordHash: hash, role: 'admin', isActive: true, createdAt: new Date().toISOString() });
      return { created: true, id, username };
    });
  } finally {
    await database.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).replace(/\.ts$/, '') === path.resolve(import.meta.filename).replace(/\.ts$/, '');
if (isMain) {
  const usage = 'usage: npm run create-admin -- --email E --password P [--username U]';
  let spec: AdminSpec;
  try {
    spec = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const { dataDir } = loadConfig();
  createAdmin(dataDir, spec).then(
    ({ created, username }) => console.log(`${created ? 'created' : 'updated'} admin ${username} <${spec.email}> in ${databaseFile(dataDir)}`),
    (error: unknown) => {
      console.error(`create-admin failed: ${error instanceof Error ? error.message : error}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
