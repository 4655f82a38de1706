// Two registrations at once (docs/architecture.md: nothing stored is lost or half-written): the loser of a
// race for a free username takes the next name; the loser of a race for the same e-mail is told
// it is registered. The race is made to happen, not hoped for: a Kysely plugin on the real
// database lets "the other registration" commit its row in the moment between the service's
// check for a free name and its insert, which is the window two requests at once can share.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, test } from 'vitest';
import { codeHash } from '../server/lib/codes.js';
import { Passwords } from '../server/lib/passwords.js';
import { AuthService } from '../server/modules/auth/auth.service.js';
import * as accounts from '../server/modules/accounts/accounts.repository.js';
import * as repo from '../server/modules/auth/auth.repository.js';
import { AppError } from '../server/lib/app-error.js';
import { migratedDatabaseForFile } from './helpers/database.js';

const handle = migratedDatabaseForFile();

/**
 * After the first look-up of a username that finds it free, `rival` stores its row at once (as
 * a request finishing in between would), so the service's insert meets the unique index.
 */
class RivalBetweenCheckAndInsert implements KyselyPlugin {
  private readonly lookups = new WeakMap<object, string>();
  raced = false;
  constructor(private readonly rival: (username: string) => void) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const text = JSON.stringify(node);
    const username = /"column":\{"kind":"IdentifierNode","name":"username"\}.*?"value":"([^"]+)"/.exec(text)?.[1];
    if (node.kind === 'SelectQueryNode' && text.includes('"staff_accounts"') && username) this.lookups.set(queryId, username);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const username = this.lookups.get(queryId);
    if (username && !this.raced && result.rows.length === 0) {
      this.raced = true;
      this.rival(username);
    }
    return result;
  }
}

const passwords = new Passwords();
const now = new Date('2026-11-22T12:00:00Z');
async function registration(email: string, plugin: KyselyPlugin) {
  const service = new AuthService({
    db: handle.db.withPlugin(plugin),
    clock: () => now,
    outbox: { send: async () => 'sent' as const },
    passwords,
    allowedEmailDomains: ['mail.utoronto.ca', 'utoronto.ca'],
    publicOrigin: 'http://localhost',
    adminMfa: 'optional',
  });
  const code = '314159';
  const normalized = accounts.normalizeEmail(email);
  await repo.replaceCode(handle.db, {
    emailNormalized: normalized,
    purpose: 'register',
    codeHash: codeHash('register', normalized, code),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 600_000).toISOString(),
  });
  return service.register({ email, password: 'a good passphrase', verificationCode: code });
}
const insertRival = (username: string, email: string) =>
  handle.sqlite
    .prepare(
      "insert into staff_accounts (username, email, email_normalized, password_hash, role, is_active, created_at) values (?, ?, ?, 'x', 'staff', 0, ?)",
    )
    .run(username, email, email.toLowerCase(), now.toISOString());

describe('registrations at once', () => {
  test('the loser of a race for a free username takes the next name, and both accounts exist', async () => {
    const plugin = new RivalBetweenCheckAndInsert((username) => insertRival(username, 'wang.fang@utoronto.ca'));
    const user = await registration('wang.fang@mail.utoronto.ca', plugin);
    expect(plugin.raced).toBe(true);
    expect(user).toMatchObject({ username: 'wang.fang2', email: 'wang.fang@mail.utoronto.ca', isActive: false, role: 'staff' });
    const rows = await handle.db
      .selectFrom('staff_accounts')
      .select(['username', 'email'])
      .where('username', 'like', 'wang.fang%')
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: 'wang.fang', email: 'wang.fang@utoronto.ca' },
      { username: 'wang.fang2', email: 'wang.fang@mail.utoronto.ca' },
    ]);
  });

  test('the loser of a race for the same e-mail is told it is registered; one account stays', async () => {
    const plugin = new RivalBetweenCheckAndInsert((username) => insertRival(username, 'Zhao.Lei@mail.utoronto.ca'));
    const refused = await registration('zhao.lei@mail.utoronto.ca', plugin).catch((error: unknown) => error);
    expect(plugin.raced).toBe(true);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.emailRegistered' });
    const rows = await handle.db
      .selectFrom('staff_accounts')
      .select('email')
      .where('email_normalized', '=', 'zhao.lei@mail.utoronto.ca')
      .execute();
    expect(rows).toEqual([{ email: 'Zhao.Lei@mail.utoronto.ca' }]);
  });
});
