// Sign-in attempts sent at once (issue 21, docs/decisions/022): each attempt is counted before its
// password is checked, so however many arrive together (over REST, in one tRPC batch, from many
// addresses; a batch holds one sign-in at most), no more than the limit are checked; the count survives a restart; wrong current
// passwords at a password change count against the account too. The limits wall off an account
// from one address only; from many addresses, the account's brake slows strangers down while the
// owner keeps every way in (issue 34, docs/decisions/039).
import { describe, expect, test, vi } from 'vitest';
import { brakeDelayMs, signInAttemptRules, signInBrakeRules } from '../server/modules/auth/auth.service.js';
import { codeFrom, createAccount, issueCode, lastMailTo, outbox, testPassword } from './helpers/accounts.js';
import { SoftAuthenticator } from './helpers/soft-authenticator.js';
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
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, account.username, i === 99 ? testPassword : `wrong ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(checked(statuses)).toBe(5);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // The block holds for the right password afterwards, from that address; not elsewhere.
    expect((await login(t, account.username, testPassword)).status).toBe(429);
    expect((await login(t, account.username, testPassword, '198.51.100.77')).status).toBe(200);
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

  test('60 addresses at once, one guess each: the brake’s free 10 checked, then 429 for all, the right password too (from a place the account never signed in from)', async () => {
    // A still clock: the brake's next slot (2 s on) does not open while the burst is checked.
    const t = await app({ clock: testClock(new Date('2026-03-10T12:00:00Z')).clock });
    const account = await createAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, account.email, i === 59 ? testPassword : 'wrong', `203.0.113.${i + 1}`)),
    );
    expect(checked(answers.map((a) => a.status))).toBe(signInBrakeRules.free);
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
      fetch(`${t.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify(body),
      });
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
    const blocked = await login(second, account.username, testPassword);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
  });

  test('wrong current passwords at a password change count against the account: 20 at once, 5 checked; then the right one is 429 from that address, and a sign-in from it too; the owner elsewhere signs in', async () => {
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
    expect((await login(t, account.username, testPassword, '198.51.100.4')).status).toBe(429);
    expect((await login(t, account.username, testPassword, '198.51.100.5')).status).toBe(200);
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
    // Each: the name from that address, the address, the name's brake.
    expect(await keys()).toHaveLength(9);
    clock.advance(signInBrakeRules.windowMs);
    expect((await login(t, 'someone', 'x', '198.51.100.20')).status).toBe(401);
    expect(await keys()).toEqual(['address:198.51.100.20', 'name:someone', 'name:someone|address:198.51.100.20']);
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
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginEmail(t, account.email, wrongCode(code, i), `203.0.113.${i + 1}`)),
    );
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

describe('strangers cannot lock the owner out (issue 34, decision 039)', () => {
  const post = (t: TestApp, path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify(body),
    });
  /** 100 wrong passwords for the account, each from its own address, all at once. */
  const spreadGuesses = (t: TestApp, identifier: string, n = 100) =>
    Array.from({ length: n }, (_, i) => login(t, identifier, `guess ${i}`, `203.0.${113 + (i >> 8)}.${(i & 255) + 1}`));
  const owner = '198.51.100.50';

  test('100 wrong passwords from 100 addresses at once while the owner signs in from their own address: the brake’s 10 checked, the owner in', {
    timeout: 90_000,
  }, async () => {
    // A still clock: the brake's next slot (2 s on) does not open while the burst is checked.
    const t = await app({ clock: testClock(new Date('2026-03-10T12:00:00Z')).clock });
    const account = await createAccount(t);
    // The owner signed in from here before: a place of theirs.
    expect((await login(t, account.username, testPassword, owner)).status).toBe(200);
    const [ownerAnswer, ...answers] = await Promise.all([
      // In the middle of the flood, the right password from the owner's place.
      new Promise<{ status: number }>((resolve) => setTimeout(() => resolve(login(t, account.email, testPassword, owner)), 5)),
      ...spreadGuesses(t, account.username),
    ]);
    expect(checked(answers.map((a) => a.status))).toBe(signInBrakeRules.free);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100 - signInBrakeRules.free);
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(ownerAnswer.status).toBe(200);
    // And again after the flood, with a typo first: the owner's place has its own five.
    expect((await login(t, account.username, 'typo', owner)).status).toBe(401);
    expect((await login(t, account.username, testPassword, owner)).status).toBe(200);
    // From a new place, the password waits (429, said so in words), but an e-mailed code signs in.
    const slowed = await post(t, '/auth/login', { identifier: account.username, password: testPassword }, '192.0.2.9');
    expect(slowed.status).toBe(429);
    expect(((await slowed.json()) as { error: string }).error).toMatch(/slowed down/);
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' }, '192.0.2.9')).status).toBe(200);
    expect(
      (await post(t, '/auth/login-email', { email: account.email, verificationCode: codeFrom(lastMailTo(t, account.email)) }, '192.0.2.9'))
        .status,
    ).toBe(200);
  });

  test('the passkey and the second step stay open to the owner from a new address after 100 spread guesses', {
    timeout: 90_000,
  }, async () => {
    const t = await app({ clock: testClock(new Date('2026-03-10T12:00:00Z')).clock });
    const account = await createAccount(t);
    const authenticator = new SoftAuthenticator(t.app.services.publicOrigin);
    const token = (
      (await (await post(t, '/auth/login', { identifier: account.username, password: testPassword }, owner)).json()) as { token: string }
    ).token;
    const options = await post(t, '/auth/passkeys/options', { password: testPassword }, owner, { authorization: `Bearer ${token}` });
    expect(options.status).toBe(200);
    const response = authenticator.create(((await options.json()) as { options: never }).options);
    expect((await post(t, '/auth/passkeys', { name: 'Phone', response }, owner, { authorization: `Bearer ${token}` })).status).toBe(200);

    await Promise.all(spreadGuesses(t, account.username));
    // A passkey by itself, from an address never seen.
    const signInOptions = await post(t, '/auth/login-passkey/options', {}, '192.0.2.77');
    const passkey = await post(
      t,
      '/auth/login-passkey',
      { response: authenticator.get(((await signInOptions.json()) as { options: never }).options) },
      '192.0.2.77',
    );
    expect(passkey.status).toBe(200);
    // The e-mailed code, then the passkey as its second step, from another new address.
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' }, '192.0.2.78')).status).toBe(200);
    const first = await post(
      t,
      '/auth/login-email',
      { email: account.email, verificationCode: codeFrom(lastMailTo(t, account.email)) },
      '192.0.2.78',
    );
    const { challenge } = (await first.json()) as { challenge: string };
    expect(challenge).toBeTruthy();
    const stepOptions = await post(t, '/auth/login-passkey/options', { challenge }, '192.0.2.78');
    const second = await post(
      t,
      '/auth/login-passkey',
      { challenge, response: authenticator.get(((await stepOptions.json()) as { options: never }).options) },
      '192.0.2.78',
    );
    expect(second.status).toBe(200);
  });

  test('past the free ones, one guess at a time with growing delays (not a wall): the owner from a new place waits, then signs in', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    let n = 0;
    const stranger = () => `203.0.113.${++n}`;
    for (let i = 0; i < signInBrakeRules.free; i++) expect((await login(t, account.username, 'wrong', stranger())).status).toBe(401);
    const waits: number[] = [];
    for (let slot = 1; slot <= 4; slot++) {
      const refused = await login(t, account.username, 'wrong', stranger());
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      clock.advance(Number(refused.retryAfter) * 1000);
      expect((await login(t, account.username, 'wrong', stranger())).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 3, 4].map((k) => brakeDelayMs(signInBrakeRules.free + k - 1) / 1000));
    expect(waits).toEqual([2, 4, 8, 16]);
    // The owner from a new place: told to wait, then let in with the right password.
    const wait = await login(t, account.username, testPassword, '192.0.2.1');
    expect(wait.status).toBe(429);
    clock.advance(Number(wait.retryAfter) * 1000);
    expect((await login(t, account.username, testPassword, '192.0.2.1')).status).toBe(200);
    // The window over, the brake starts again from nothing.
    clock.advance(signInBrakeRules.windowMs);
    expect((await login(t, account.username, 'wrong', stranger())).status).toBe(401);
  });

  test('the owner is mailed once a window when their password is guessed at, in their language; a name with no account mails nobody', {
    timeout: 90_000,
  }, async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    // The owner last signed in in Chinese: the notice is in Chinese.
    expect((await post(t, '/auth/login?language=zh', { identifier: account.username, password: testPassword }, owner)).status).toBe(200);
    const notices = () => outbox(t).filter((m) => m.to.includes(account.email) && m.subject.includes('尝试登录'));
    await Promise.all(spreadGuesses(t, account.username, 30));
    await vi.waitFor(() => expect(notices()).toHaveLength(1));
    expect(notices()[0]!.text).toContain(`错误的密码尝试登录你的账户 ${signInBrakeRules.free} 次`);
    for (let i = 0; i < 3; i++) {
      clock.advance(21 * 60_000);
      await Promise.all(spreadGuesses(t, account.username, 12));
    }
    // A new window: another notice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices()).toHaveLength(2);
    await Promise.all(spreadGuesses(t, 'nobody.here@mail.utoronto.ca', 12));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outbox(t).filter((m) => m.to.includes('nobody.here'))).toEqual([]);
  });

  test('the limits of decision 022 that still hold: 5 per account from one address, 20 per address', () => {
    expect(signInAttemptRules).toEqual({
      perAccountAddress: { max: 5, windowMs: 15 * 60_000 },
      perAddress: { max: 20, windowMs: 15 * 60_000 },
    });
  });
});
