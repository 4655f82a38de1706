// Two-step sign-in by TOTP through both doors of the real app (issue 24 item 3, decision 031):
// a temporary database, real argon2, a clock the test sets, codes computed here from the secret.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import { createAccount, lastMailTo, type TestAccount } from './helpers/accounts.js';
import { appsClosedAfterEach, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();
// In the middle of a 30-second step, so ±1 step is clear of the edges.
const start = new Date('2026-12-01T10:00:15.000Z');

let addresses = 0;
/** Each call from its own client address (the per-address limit is tested in sign-in-attempts). */
function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.24.${(++addresses >> 8) & 255}.${addresses & 255}`, ...headers },
    body: JSON.stringify(body),
  });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Answer = {
  user?: { id: number };
  token?: string;
  mfaRequired?: true;
  challenge?: string;
  error?: string;
  code?: string;
  secret?: string;
  otpauthUri?: string;
  recoveryCodes?: string[];
  enabled?: boolean;
  recoveryCodesLeft?: number;
};
const json = async (response: Response) => (await response.json()) as Answer;

/** The code an authenticator app shows at `at` (otpauth's own TOTP, not the server's rules file). */
const codeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

async function setUp() {
  const clock = testClock(start);
  const t = await app({ clock: clock.clock });
  return { t, clock, now: () => clock.clock().getTime() };
}

async function tokenOf(t: TestApp, account: TestAccount) {
  const body = await json(await post(t, '/auth/login', { identifier: account.username, password: account.password }));
  return body.token!;
}

/** An account with TOTP on: its secret, recovery codes and a session token. */
async function withTotp(t: TestApp, now: number, account?: TestAccount) {
  const acc = account ?? (await createAccount(t));
  const token = await tokenOf(t, acc);
  const { secret } = await json(await post(t, '/auth/totp/setup', {}, bearer(token)));
  const enabled = await post(t, '/auth/totp/enable', { code: codeAt(secret!, now) }, bearer(token));
  expect(enabled.status).toBe(200);
  return { account: acc, token, secret: secret!, recoveryCodes: (await json(enabled)).recoveryCodes! };
}

async function challengeFor(t: TestApp, account: TestAccount) {
  const response = await post(t, '/auth/login', { identifier: account.username, password: account.password });
  expect(response.status).toBe(200);
  return (await json(response)).challenge!;
}

describe('setting up', () => {
  test('setup answers a pending secret (sealed in the database); a wrong code then the right one turns it on with 10 recovery codes; all audited', async () => {
    const { t, now } = await setUp();
    const account = await createAccount(t, { email: 'li.hua@mail.utoronto.ca' });
    const token = await tokenOf(t, account);
    expect(await json(await fetch(`${t.url}/api/auth/totp`, { headers: bearer(token) }))).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await post(t, '/auth/totp/setup', {}, bearer(token));
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = await json(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Chinese%20Culture%20Society:li\.hua%40mail\.utoronto\.ca\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('algorithm=SHA1&digits=6&period=30');
    // A copy of the database alone does not give the secret away.
    const row = await t.app.services.db
      .selectFrom('totp_factors')
      .selectAll()
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.pending_secret).toMatch(/^v1:/);
    expect(row.pending_secret).not.toContain(secret);
    expect(row.secret).toBeNull();
    // Not on yet: a sign-in still answers a session.
    expect((await json(await post(t, '/auth/login', { identifier: account.username, password: account.password }))).token).toBeDefined();

    const wrong = await post(t, '/auth/totp/enable', { code: codeAt(secret!, now() + 5 * 30_000) }, bearer(token));
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toMatch(/not correct/);
    const right = await post(t, '/auth/totp/enable', { code: codeAt(secret!, now()) }, bearer(token));
    expect(right.status).toBe(200);
    const { recoveryCodes } = await json(right);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes!) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Stored hashed only.
    const stored = await t.app.services.db.selectFrom('recovery_codes').select('code_hash').where('account_id', '=', account.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes).not.toContain(code_hash);
    expect(await json(await fetch(`${t.url}/api/auth/totp`, { headers: bearer(token) }))).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // On: setting up again or enabling again is a conflict.
    expect((await post(t, '/auth/totp/setup', {}, bearer(token))).status).toBe(409);
    expect((await post(t, '/auth/totp/enable', { code: codeAt(secret!, now()) }, bearer(token))).status).toBe(409);
    const actions = await t.app.services.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('action', 'like', 'totp.%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'totp.setup', actor_id: account.id, entity_id: String(account.id) },
      { action: 'totp.enable', actor_id: account.id, entity_id: String(account.id) },
    ]);
  });

  test('setting up again replaces the pending secret: a code of the first no longer turns it on; signed out, 401; over tRPC too', async () => {
    const { t, now } = await setUp();
    const account = await createAccount(t);
    const token = await tokenOf(t, account);
    const first = (await json(await post(t, '/auth/totp/setup', {}, bearer(token)))).secret!;
    const client = t.trpc({ headers: bearer(token) });
    const second = (await client.auth.totpSetup.mutate()).secret;
    expect(second).not.toBe(first);
    expect((await post(t, '/auth/totp/enable', { code: codeAt(first, now()) }, bearer(token))).status).toBe(400);
    expect((await client.auth.totpEnable.mutate({ code: codeAt(second, now()) })).recoveryCodes).toHaveLength(10);
    expect((await post(t, '/auth/totp/setup', {})).status).toBe(401);
    expect((await post(t, '/auth/totp/enable', { code: '123456' })).status).toBe(401);
  });

  test('enabling without a setup is refused; wrong codes count as failed sign-ins: past 5 from one address, 429', async () => {
    const { t, now } = await setUp();
    const account = await createAccount(t);
    const token = await tokenOf(t, account);
    const here = { ...bearer(token), 'x-forwarded-for': '10.24.250.1' };
    expect((await json(await post(t, '/auth/totp/enable', { code: '123456' }, here))).error).toMatch(/setup/);
    const { secret } = await json(await post(t, '/auth/totp/setup', {}, bearer(token)));
    const wrongCode = codeAt(secret!, now() + 10 * 30_000);
    for (let i = 0; i < 4; i++) expect((await post(t, '/auth/totp/enable', { code: wrongCode }, here)).status).toBe(400);
    const blocked = await post(t, '/auth/totp/enable', { code: codeAt(secret!, now()) }, here);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('signing in with a second factor', () => {
  test('login and login-email answer a challenge, with no session, token or cookie, on both doors; login-totp answers the session', async () => {
    const { t, clock, now } = await setUp();
    const { account, secret, token: setupToken } = await withTotp(t, now());
    const sessionsBefore = await t.app.services.db.selectFrom('sessions').select('id').execute();

    const rest = await post(t, '/auth/login', { identifier: account.username, password: account.password });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('set-cookie')).toBeNull();
    const restBody = await json(rest);
    expect(Object.keys(restBody).sort()).toEqual(['challenge', 'methods', 'mfaRequired']);
    expect(restBody.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const trpc = await fetch(`${t.url}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    });
    expect(trpc.headers.get('set-cookie')).toBeNull();
    expect(Object.keys(((await trpc.json()) as { result: { data: object } }).result.data).sort()).toEqual([
      'challenge',
      'methods',
      'mfaRequired',
    ]);

    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    const mailed = /\b(\d{6})\b/.exec(lastMailTo(t, account.email)!.text)![1];
    const byEmail = await post(t, '/auth/login-email', { email: account.email, verificationCode: mailed });
    expect(byEmail.headers.get('set-cookie')).toBeNull();
    expect((await json(byEmail)).mfaRequired).toBe(true);
    // No session was started by any first step.
    expect(await t.app.services.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);

    // The second step: a code of the next step (the enabling one was this step's).
    const done = await post(t, '/auth/login-totp', { challenge: restBody.challenge, code: codeAt(secret, now() + 30_000) });
    expect(done.status).toBe(200);
    const signedIn = await json(done);
    expect(signedIn.user!.id).toBe(account.id);
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.headers.get('set-cookie')).toMatch(/^session=/);
    expect((await fetch(`${t.url}/api/auth/me`, { headers: bearer(signedIn.token!) })).status).toBe(200);
    // A challenge is good once.
    const again = await post(t, '/auth/login-totp', { challenge: restBody.challenge, code: codeAt(secret, now() - 30_000) });
    expect(again.status).toBe(401);
    expect((await json(again)).error).toMatch(/sign in again/);
    expect(setupToken).toBeTruthy();

    // Over tRPC: the cookie, no token.
    clock.advance(30_000);
    const trpcChallenge = await t.trpc().auth.login.mutate({ identifier: account.username, password: account.password });
    expect('challenge' in trpcChallenge).toBe(true);
    const viaTrpc = await fetch(`${t.url}/api/trpc/auth.loginTotp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge: (trpcChallenge as { challenge: string }).challenge, code: `  ${codeAt(secret, now() + 30_000)}` }),
    });
    expect(viaTrpc.status).toBe(200);
    expect(Object.keys(((await viaTrpc.json()) as { result: { data: object } }).result.data)).toEqual(['user']);
    expect(viaTrpc.headers.get('set-cookie')).toMatch(/^session=/);
  });

  test('a wrong code leaves the challenge good; the 5th wrong kills it; the account is then blocked from that address (429), not from others', async () => {
    const { t, now } = await setUp();
    const { account, secret } = await withTotp(t, now());
    const challenge = await challengeFor(t, account);
    const wrong = codeAt(secret, now() + 20 * 30_000);
    const here = { 'x-forwarded-for': '10.24.250.2' };
    for (let i = 1; i <= 4; i++) {
      const response = await post(t, '/auth/login-totp?language=zh', { challenge, code: wrong }, here);
      expect(response.status).toBe(401);
      expect((await json(response)).error).toBe('验证码不正确（或已使用过）。请查看身份验证器应用后重试。');
    }
    const fifth = await post(t, '/auth/login-totp', { challenge, code: wrong }, here);
    expect(fifth.status).toBe(401);
    expect((await json(fifth)).error).toMatch(/tried too many times/);
    const row = await t.app.services.db.selectFrom('mfa_challenges').select(['tries', 'used_at']).executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
    // Dead for the right code too; and 5 failures block the account's sign-ins from that address
    // for 15 minutes (decision 039: from there only, so a stranger cannot lock the owner out).
    const right = await post(t, '/auth/login-totp', { challenge, code: codeAt(secret, now() + 30_000) }, here);
    expect(right.status).toBe(429);
    expect((await post(t, '/auth/login', { identifier: account.username, password: account.password }, here)).status).toBe(429);
    expect((await post(t, '/auth/login', { identifier: account.username, password: account.password })).status).toBe(200);
  });

  test('tries sent at once are counted one by one: no more than 5 are compared', async () => {
    const { t, now } = await setUp();
    const { account, secret } = await withTotp(t, now());
    const challenge = await challengeFor(t, account);
    const wrong = codeAt(secret, now() + 20 * 30_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(t, '/auth/login-totp', { challenge, code: wrong })));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    const row = await t.app.services.db.selectFrom('mfa_challenges').select('tries').executeTakeFirstOrThrow();
    expect(row.tries).toBeLessThanOrEqual(5);
    // Below the doors' attempt limits, in one process: 8 checks at once, 5 compared, the rest dead.
    const another = await t.app.services.totp.startChallenge(account.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => t.app.services.totp.completeChallenge(another, wrong)));
    expect(results.filter((r) => r === 'wrong')).toHaveLength(4);
    const tries = await t.app.services.db.selectFrom('mfa_challenges').select('tries').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(tries.tries).toBe(5);
  });

  test('a tRPC batch holds one second step at most (decision 022): two are refused whole, before either runs', async () => {
    const { t, now } = await setUp();
    const { account, secret } = await withTotp(t, now());
    const challenge = await challengeFor(t, account);
    const call = { challenge, code: codeAt(secret, now() + 30_000) };
    const batch = await fetch(`${t.url}/api/trpc/auth.loginTotp,auth.loginTotp?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: call, 1: call }),
    });
    expect(batch.status).toBe(400);
    expect(JSON.stringify(await batch.json())).toContain('Send one sign-in at a time.');
    expect((await post(t, '/auth/login-totp', call)).status).toBe(200);
  });

  test('a challenge is good for 5 minutes: at 4:59 it signs in, at 5:00 it is dead', async () => {
    const { t, clock, now } = await setUp();
    const { account, secret } = await withTotp(t, now());
    const early = await challengeFor(t, account);
    const late = await challengeFor(t, account);
    clock.advance(5 * 60_000 - 1000);
    expect((await post(t, '/auth/login-totp', { challenge: early, code: codeAt(secret, now()) })).status).toBe(200);
    clock.advance(1000);
    const expired = await post(t, '/auth/login-totp', { challenge: late, code: codeAt(secret, now() + 30_000) });
    expect(expired.status).toBe(401);
    expect((await json(expired)).error).toMatch(/expired/);
  });

  test('a challenge is bound to its account: another account’s valid code does not complete it', async () => {
    const { t, now } = await setUp();
    const a = await withTotp(t, now());
    const b = await withTotp(t, now());
    const challenge = await challengeFor(t, a.account);
    const crossed = await post(t, '/auth/login-totp', { challenge, code: codeAt(b.secret, now() + 30_000) });
    expect(crossed.status).toBe(401);
    // B's recovery code neither.
    expect((await post(t, '/auth/login-totp', { challenge, code: b.recoveryCodes[0] })).status).toBe(401);
    const own = await post(t, '/auth/login-totp', { challenge, code: codeAt(a.secret, now() + 30_000) });
    expect(own.status).toBe(200);
    expect((await json(own)).user!.id).toBe(a.account.id);
    // An unknown challenge: 401 too.
    expect((await post(t, '/auth/login-totp', { challenge: 'x'.repeat(43), code: '123456' })).status).toBe(401);
  });

  test('a step once accepted is never taken again (replay), nor an earlier one; the next step is', async () => {
    const { t, clock, now } = await setUp();
    const { account, secret } = await withTotp(t, now());
    // The step that turned it on is spent already.
    const first = await challengeFor(t, account);
    expect((await post(t, '/auth/login-totp', { challenge: first, code: codeAt(secret, now()) })).status).toBe(401);
    expect((await post(t, '/auth/login-totp', { challenge: first, code: codeAt(secret, now() - 30_000) })).status).toBe(401);
    expect((await post(t, '/auth/login-totp', { challenge: first, code: codeAt(secret, now() + 30_000) })).status).toBe(200);
    // The same code on a new challenge, within its window: refused.
    clock.advance(30_000);
    const second = await challengeFor(t, account);
    const replay = await post(t, '/auth/login-totp', { challenge: second, code: codeAt(secret, now()) });
    expect(replay.status).toBe(401);
    expect((await json(replay)).error).toMatch(/already used/);
    // Two steps ahead is outside the window (±1 step).
    expect((await post(t, '/auth/login-totp', { challenge: second, code: codeAt(secret, now() + 60_000) })).status).toBe(401);
    clock.advance(30_000);
    expect((await post(t, '/auth/login-totp', { challenge: second, code: codeAt(secret, now()) })).status).toBe(200);
  });

  test('the same code sent at once on several challenges signs in once; so does one recovery code', async () => {
    const { t, clock, now } = await setUp();
    const { account, secret, recoveryCodes } = await withTotp(t, now());
    // Three at a time: the two refused count as failed sign-ins of the account (5 would block it).
    const three = async () => [await challengeFor(t, account), await challengeFor(t, account), await challengeFor(t, account)];
    const code = codeAt(secret, now() + 30_000);
    const answers = await Promise.all((await three()).map((challenge) => post(t, '/auth/login-totp', { challenge, code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    const recovered = await Promise.all(
      (await three()).map((challenge) => post(t, '/auth/login-totp', { challenge, code: recoveryCodes[0] })),
    );
    expect(recovered.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    // In one process, two checks at once both read the last step before either writes it: the write decides.
    clock.advance(30_000);
    const pair = [await t.app.services.totp.startChallenge(account.id), await t.app.services.totp.startChallenge(account.id)];
    const fresh = codeAt(secret, now() + 30_000);
    const both = await Promise.all(pair.map((challenge) => t.app.services.totp.completeChallenge(challenge, fresh)));
    expect(both.filter((r) => typeof r === 'object')).toHaveLength(1);
    expect(both).toContain('wrong');
  });

  test('a recovery code signs in once (any case, with or without dashes), audited', async () => {
    const { t, now } = await setUp();
    const { account, recoveryCodes, token } = await withTotp(t, now());
    const first = await challengeFor(t, account);
    const typed = recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ');
    const used = await post(t, '/auth/login-totp', { challenge: first, code: typed });
    expect(used.status).toBe(200);
    const second = await challengeFor(t, account);
    expect((await post(t, '/auth/login-totp', { challenge: second, code: recoveryCodes[3] })).status).toBe(401);
    expect((await post(t, '/auth/login-totp', { challenge: second, code: recoveryCodes[4] })).status).toBe(200);
    expect(await json(await fetch(`${t.url}/api/auth/totp`, { headers: bearer(token) }))).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    const spent = await t.app.services.db.selectFrom('audit_log').select('action').where('action', '=', 'totp.recoveryCodeUsed').execute();
    expect(spent).toHaveLength(2);
  });
});

describe('turning it off', () => {
  test('needs the password and a code; then sign-in answers a session again', async () => {
    const { t, now } = await setUp();
    const { account, token, secret, recoveryCodes } = await withTotp(t, now());
    const wrongPassword = await post(
      t,
      '/auth/totp/disable',
      { password: 'not it at all', code: codeAt(secret, now() + 30_000) },
      bearer(token),
    );
    expect(wrongPassword.status).toBe(400);
    expect((await json(wrongPassword)).error).toMatch(/password/);
    const wrongCode = await post(t, '/auth/totp/disable', { password: account.password, code: codeAt(secret, now()) }, bearer(token));
    expect(wrongCode.status).toBe(400);
    expect((await json(wrongCode)).error).toMatch(/not correct/);
    expect((await post(t, '/auth/totp/disable', { password: account.password, code: recoveryCodes[0] }, bearer(token))).status).toBe(200);
    expect(await t.app.services.db.selectFrom('recovery_codes').select('id').where('account_id', '=', account.id).execute()).toEqual([]);
    expect(await json(await fetch(`${t.url}/api/auth/totp`, { headers: bearer(token) }))).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const login = await json(await post(t, '/auth/login', { identifier: account.username, password: account.password }));
    expect(login.token).toBeDefined();
    expect((await post(t, '/auth/totp/disable', { password: account.password, code: '123456' }, bearer(token))).status).toBe(400);
    const audit = await t.app.services.db.selectFrom('audit_log').select('action').where('action', '=', 'totp.disable').execute();
    expect(audit).toHaveLength(1);
  });
});
