// npm run create-admin, exactly as the README shows it, against a running site's data folder.
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { adminMfaNotice, readArgs, refuseCommonPassword, UsageError } from '../server/cli/create-admin.js';
import { createAccount } from './helpers/accounts.js';
import { startTestApp, tempDir } from './helpers/test-app.js';

function createAdmin(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('npm', ['run', '--silent', 'create-admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const signIn = (url: string, identifier: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });

test('creates an active admin while the site runs, then promotes an existing account (ending its sessions)', async () => {
  const t = await startTestApp({ env: { SEED_DEMO: 'false' } });
  try {
    const made = createAdmin(t.dataDir, ['--email', 'Chair@Mail.UToronto.ca', '--password', 'first-secret']);
    expect(made.err).toBe('');
    expect(made.status).toBe(0);
    // The domain lower-cased, the local part as typed (decision 023).
    expect(made.out).toMatch(/^created admin chair <Chair@mail\.utoronto\.ca> in /);
    // ADMIN_MFA required (the default): it says the admin must set up two-step sign-in first (decision 032).
    expect(made.out).toContain(`\n${adminMfaNotice}\n`);
    const answer = await signIn(t.url, 'chair@mail.utoronto.ca', 'first-secret');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: unknown }).user).toMatchObject({
      username: 'chair',
      email: 'Chair@mail.utoronto.ca',
      role: 'admin',
      isActive: true,
    });
    // The same mailbox by a sub-address is not a second account.
    const twin = createAdmin(t.dataDir, ['--email', 'chair+board@MAIL.utoronto.ca', '--password', 'other-secret']);
    expect([twin.status, twin.out]).toEqual([2, '']);
    expect(twin.err).toMatch(
      /^create-admin failed: chair\+board@mail\.utoronto\.ca reaches the same mailbox as the account chair <Chair@mail\.utoronto\.ca>/,
    );
    // A one-letter name is padded to the username rule (issue 22): the staff editor takes it.
    const short = createAdmin(t.dataDir, ['--email', 'Q@utoronto.ca', '--password', 'third-secret']);
    expect([short.status, short.err]).toEqual([0, '']);
    expect(short.out).toMatch(/^created admin q1 <Q@utoronto\.ca> in /);
    const optional = createAdmin(t.dataDir, ['--email', 'R@utoronto.ca', '--password', 'fourth-secret'], { ADMIN_MFA: 'optional' });
    expect([optional.status, optional.err]).toEqual([0, '']);
    expect(optional.out).not.toContain('two-step');

    const member = await createAccount(t, { isActive: false });
    const before = await signIn(t.url, member.username, member.password);
    const token = ((await before.json()) as { token: string }).token;
    const promoted = createAdmin(t.dataDir, ['--email', member.email, '--password', 'second-secret', '--username', 'president']);
    expect(promoted.status).toBe(0);
    expect(promoted.out).toMatch(/^updated admin president/);
    expect((await fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const after = await signIn(t.url, 'president', 'second-secret');
    expect(((await after.json()) as { user: unknown }).user).toMatchObject({ role: 'admin', isActive: true });
    expect((await signIn(t.url, member.username, member.password)).status).toBe(401);
  } finally {
    await t.close();
  }
}, 60_000);

test('refuses a short password, a missing or bad e-mail and unknown options, with the usage and exit code 2', () => {
  const dataDir = tempDir();
  const short = createAdmin(dataDir, ['--email', 'a@mail.utoronto.ca', '--password', '12345']);
  expect(short.status).toBe(2);
  expect(short.err).toContain('--password must be at least 6 characters');
  expect(short.err).toContain('usage: npm run create-admin -- --email E --password P [--username U]');
  expect(() => readArgs(['--password', 'x9-ab3'])).toThrow(UsageError);
  expect(() => readArgs(['--email', 'not-an-email', '--password', 'x9-ab3'])).toThrow('--email must be an e-mail address');
  expect(() => readArgs(['--email', 'a@b.ca', '--password', 'x9-ab3', '--role', 'x'])).toThrow(UsageError);
  expect(() => readArgs(['--email', 'a@b.ca', '--password', 'x9-ab3', '--username', 'a b'])).toThrow(UsageError);
  // The username rule of the staff forms (shared/staff.schema.ts): 2 to 64 characters.
  expect(() => readArgs(['--email', 'a@b.ca', '--password', 'x9-ab3', '--username', 'x'])).toThrow(
    '--username may hold letters, digits, . _ - (2 to 64)',
  );
  expect(readArgs(['--email', 'a@b.ca', '--password', 'x9-ab3', '--username', 'li.hua']).username).toBe('li.hua');
  expect(readArgs(['--email', ' a@b.ca ', '--password', 'x9-ab3'])).toEqual({ email: 'a@b.ca', password: 'x9-ab3', username: undefined });
}, 30_000);

test('refuses a password of the common-passwords list (decision 029), whatever its case', async () => {
  const common = createAdmin(tempDir(), ['--email', 'a@mail.utoronto.ca', '--password', 'Password1']);
  expect(common.status).toBe(2);
  expect(common.err).toContain('--password is one of the most common passwords, which attackers try first: choose another');
  await expect(refuseCommonPassword(readArgs(['--email', 'a@b.ca', '--password', 'QWERTY123']))).rejects.toThrow(
    '--password is one of the most common passwords',
  );
  await expect(refuseCommonPassword(readArgs(['--email', 'a@b.ca', '--password', 'x9-ab3-rare']))).resolves.toBeUndefined();
}, 30_000);
