// Sign-in attempts sent at once (issue 21, docs/decisions/022): each attempt is counted before its
// password is checked, so however many arrive together (over REST, in one tRPC batch, from many
// addresses; a batch holds one sign-in at most), no more than the limit are checked; the count survives a restart; wrong current
// passwords at a password change count against the account too.
import { describe, expect, test } from 'vitest';
import { codeFrom, createAccount, issueCode, lastMailTo, testPassword } from './helpers/accounts.js';
import { appsClosedAfterEach, startTestApp, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();

async function login(t: TestApp, identifier: string, password: string, address = '198.51.100.1') {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier, password }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/** A session token of the account, from a sign-in of its own address. */
async function tokenOf(t: TestApp, username: string) {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: username, password: testPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** How many of the answers came from a check of the password (anything but 429). */
const checked = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

describe('sign-ins sent at once', () => {
  test('100 at one account from one address, the right password last: 5 passwords checked, every other 429 with Retry-After', async () => {
    const t = await app();
    const account = await createAccount(t);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t, account.username, i === 99 ? testPassword : `wrong ${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(checked(statuses)).toBe(5);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // The block holds for the right password afterwards.
    expect((await login(t, account.username, testPassword)).status).toBe(429);
  });

  test('10 sign-ins in one tRPC batch: the batch is refused whole (400), no password is checked, nobody signed in', async () => {
    const t = await app();
    const account = await createAccount(t);
    const calls = Array.from({ length: 10 }, (_, i) => ({ identifier: account.username, password: i === 9 ? testPassword : `wrong ${i}` }));
    const response = await fetch(`${t.url}/api/trpc/${calls.map(() => 'auth.login').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
      body: JSON.stringify(Object.fromEntries(calls.map((call, i) => [i, call]))),
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('session='))).toEqual([]);
    // Nothing was counted: five wrong passwords are still to come before the block.
    for (let i = 0; i < 4; i++) expect((await login(t, account.username, 'wrong again', '198.51.100.2')).status).toBe(401);
    expect((await login(t, account.username, testPassword, '198.51.100.2')).status).toBe(200);
  });

  test('60 addresses at once, one guess each: 5 checked at the account, then 429 for all, the right password too', async () => {
    const t = await app();
    const account = await createAccount(t);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(t, account.email, i === 59 ? testPassword : 'wrong', `203.0.113.${i + 1}`)));
    expect(checked(answers.map((a) => a.status))).toBe(5);
    expect(answers[59]!.status).toBe(429);
  });

  test('one address at many accounts at once: 20 checked, then 429', async () => {
    const t = await app();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t, `nobody${i}`, 'wrong', '198.51.100.3')));
    expect(checked(answers.map((a) => a.status))).toBe(20);
  });
});

describe('what an attempt counts', () => {
  test('a sign-in that succeeds is not counted: 4 wrong, the right one, 1 wrong, and only then the block', async () => {
    const t = await app();
    const account = await createAccount(t);
    for (let i = 0; i < 4; i++) expect((await login(t, account.username, 'wrong')).status).toBe(401);
    expect((await login(t, account.username, testPassword)).status).toBe(200);
    expect((await login(t, account.username, 'wrong')).status).toBe(401);
    expect((await login(t, account.username, testPassword)).status).toBe(429);
  });

  test('an account blocked for wrong passwords still signs in by e-mailed code (decision 022): the code proves the mailbox; the password stays blocked', async () => {
    const t = await app();
    const account = await createAccount(t);
    for (let i = 0; i < 5; i++) expect((await login(t, account.username, 'wrong')).status).toBe(401);
    expect((await login(t, account.username, testPassword)).status).toBe(429);
    const post = (path: string, body: unknown) =>
      fetch(`${t.url}/api/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' }, body: JSON.stringify(body) });
    expect((await post('send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    const signedIn = await post('login-email', { email: account.email, verificationCode: codeFrom(lastMailTo(t, account.email)) });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { username: string } }).user.username).toBe(account.username);
    // The code sign-in does not lift the password's block.
    expect((await login(t, account.username, testPassword)).status).toBe(429);
  });

  test('a block survives a restart of the site', async () => {
    const first = await startTestApp({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' } });
    const account = await createAccount(first);
    for (let i = 0; i < 5; i++) expect((await login(first, account.username, 'wrong')).status).toBe(401);
    await first.app.close();
    const second = await app({ dataDir: first.dataDir });
    const blocked = await login(second, account.username, testPassword, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
  });

  test('wrong current passwords at a password change count against the account: 20 at once, 5 checked; then the right one is 429, and so is a sign-in', async () => {
    const t = await app();
    const account = await createAccount(t);
    const token = await tokenOf(t, account.username);
    const change = (currentPassword: string) =>
      fetch(`${t.url}/api/auth/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.4' },
        body: JSON.stringify({ currentPassword, newPassword: 'a brand new secret' }),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong ${i}`)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(checked(statuses)).toBe(5);
    expect(await change(testPassword)).toBe(429);
    expect((await login(t, account.username, testPassword, '198.51.100.5')).status).toBe(429);
  });

  test('a password change that succeeds is not counted', async () => {
    const t = await app();
    const account = await createAccount(t);
    const token = await tokenOf(t, account.username);
    for (let i = 0; i < 4; i++) await login(t, account.username, 'wrong');
    const changed = await fetch(`${t.url}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: testPassword, newPassword: 'a brand new secret' }),
    });
    expect(changed.status).toBe(200);
    expect((await login(t, account.username, 'a brand new secret')).status).toBe(200);
  });

  test('keys whose window ended are swept by a later attempt', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    for (let i = 0; i < 3; i++) expect((await login(t, `gone${i}`, 'x', `198.51.100.${10 + i}`)).status).toBe(401);
    const keys = async () => (await t.app.services.db.selectFrom('sign_in_attempts').select('key').execute()).map((row) => row.key).sort();
    expect(await keys()).toHaveLength(6);
    clock.advance(15 * 60_000);
    expect((await login(t, 'someone', 'x', '198.51.100.20')).status).toBe(401);
    expect(await keys()).toEqual(['address:198.51.100.20', 'name:someone']);
  });
});

describe('e-mailed codes guessed at once', () => {
  async function loginEmail(t: TestApp, email: string, verificationCode: string, address: string) {
    const response = await fetch(`${t.url}/api/auth/login-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, verificationCode }),
    });
    return response.status;
  }
  const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  test('40 wrong codes from 40 addresses at once: the code dies after 5 tries, and the right one is refused afterwards', async () => {
    const t = await app();
    const account = await createAccount(t);
    const code = await issueCode(t, account.email, 'login');
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => loginEmail(t, account.email, wrongCode(code, i), `203.0.113.${i + 1}`)));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await loginEmail(t, account.email, code, '203.0.113.200')).toBe(401);
    const row = await t.app.services.db.selectFrom('verification_codes').select(['failed_attempts', 'spent_at']).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    expect(row.spent_at).not.toBeNull();
  });

  test('9 wrong codes and the right one checked at once: the right one is refused (5 tries, then the code is dead)', async () => {
    const t = await app();
    const account = await createAccount(t);
    const code = await issueCode(t, account.email, 'login');
    // Side by side in one process, as the calls of one batch once ran: each read the code's tries
    // before any wrong one was counted.
    const tries = Array.from({ length: 10 }, (_, i) => (i === 9 ? code : wrongCode(code, i)));
    const accounts = await Promise.all(tries.map((guess) => t.app.services.auth.checkEmailLogin(account.email, guess)));
    expect(accounts.filter((a) => typeof a === 'object')).toEqual([]);
  });
});
