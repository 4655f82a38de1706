// Sign-in, registration and sessions through both doors of the real app (docs/architecture.md "Sessions and
// permissions", docs/product.md §4, §5, §8): a temporary database, real argon2, mail read from the outbox.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, test } from 'vitest';
import { Passwords } from '../server/lib/passwords.js';
import { sessionRules } from '../server/modules/auth/auth.service.js';
import { as, codeFrom, createAccount, issueCode, lastMailTo, outbox, testPassword } from './helpers/accounts.js';
import { appsClosedAfterEach, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();

let addresses = 0;
/** Each call from its own client address unless one is given (the app trusts the loopback proxy). */
function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(++addresses >> 8) & 255}.${addresses & 255}`, ...headers },
    body: JSON.stringify(body),
  });
}
const get = (t: TestApp, path: string, headers: Record<string, string> = {}) => fetch(`${t.url}/api${path}`, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

async function signIn(t: TestApp, identifier: string, password = testPassword, headers: Record<string, string> = {}) {
  const response = await post(t, '/auth/login', { identifier, password }, headers);
  return {
    response,
    body: (await response.json()) as { user?: { username: string; isActive: boolean }; token?: string; error?: string; code?: string },
  };
}

describe('password sign-in', () => {
  test('by username or e-mail (any case): REST answers the user and a token, and sets the cookie; a new token every time', async () => {
    const t = await app();
    const account = await createAccount(t, { username: 'LiHua', email: 'Li.Hua@mail.utoronto.ca' });
    const first = await signIn(t, 'lihua');
    expect(first.response.status).toBe(200);
    expect(first.body.user).toMatchObject({
      username: 'LiHua',
      email: 'Li.Hua@mail.utoronto.ca',
      role: 'staff',
      isActive: true,
      hasProfile: false,
      profileStatus: 'new',
    });
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [cookie, hint] = first.response.headers.getSetCookie();
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).toContain(first.body.token!);
    // The hint beside it says only that a session was started: readable by the page, no secret.
    expect(hint).toBe('signed-in=1; Max-Age=1209600; Path=/; SameSite=Lax');
    const second = await signIn(t, '  LI.HUA@MAIL.UTORONTO.CA ');
    expect(second.response.status).toBe(200);
    expect(second.body.token).not.toBe(first.body.token);
    // Both sessions work, by bearer and by cookie.
    expect((await get(t, '/auth/me', bearer(first.body.token!))).status).toBe(200);
    expect(await (await get(t, '/auth/me', { cookie: cookieOf(second.response) })).json()).toMatchObject({ user: { id: account.id } });
    const row = await t.app.services.db
      .selectFrom('staff_accounts')
      .select('last_login_at')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_login_at!)).toBeLessThan(10_000);
  });

  test('each permission flag comes from its own column', async () => {
    const t = await app();
    const flags = { canManageEvents: false, canReviewProfiles: true, canManageStaff: true, canManageContent: false };
    const account = await createAccount(t, { flags });
    expect((await signIn(t, account.username)).body.user).toMatchObject({ permissions: flags });
  });

  test('over tRPC: the user only, no token, and the cookie', async () => {
    const t = await app();
    const account = await createAccount(t);
    const response = await fetch(`${t.url}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    });
    expect(response.status).toBe(200);
    const data = ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
    expect(Object.keys(data)).toEqual(['user']);
    expect(response.headers.get('set-cookie')).toMatch(/^session=/);
    const me = await fetch(`${t.url}/api/trpc/auth.me`, { headers: { cookie: cookieOf(response) } });
    expect(((await me.json()) as { result: { data: { user: { id: number } } } }).result.data.user.id).toBe(account.id);
  });

  test('an unknown name and a wrong password: the same 401 and message, after the same hashing', async () => {
    class Counting extends Passwords {
      verifies = 0;
      override verify(hash: string, password: string) {
        this.verifies++;
        return super.verify(hash, password);
      }
    }
    const passwords = new Counting();
    const t = await app({ passwords });
    const account = await createAccount(t);
    const before = passwords.verifies;
    const wrong = await signIn(t, account.username, 'not the password');
    const afterWrong = passwords.verifies;
    const unknown = await signIn(t, 'nobody-at-all', 'not the password');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ error: 'Login failed. Please check your credentials.', code: 'UNAUTHORIZED' });
    expect(afterWrong - before).toBe(1);
    expect(passwords.verifies - afterWrong).toBe(1);
    const zh = await post(t, '/auth/login?language=zh', { identifier: 'nobody', password: 'x' });
    expect(((await zh.json()) as { error: string }).error).toBe('登录失败，请检查你的用户名和密码。');
  });

  test('empty fields are refused by the shared schema, in the request language', async () => {
    const t = await app();
    const response = await post(t, '/auth/login?language=zh', { identifier: '   ', password: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
    expect(body.issues.map((i) => i.path).sort()).toEqual(['identifier', 'password']);
    expect(body.issues[0]!.message).toBe('请填写此项。');
  });

  // On apps with the site's own argon2 parameters (test apps otherwise use the smallest).
  test("a hash with today's parameters is left as it is at sign-in", async () => {
    const t = await app({ passwords: new Passwords() });
    const account = await createAccount(t);
    const stored = () =>
      t.app.services.db.selectFrom('staff_accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    const before = (await stored()).password_hash;
    expect((await signIn(t, account.username)).response.status).toBe(200);
    expect((await stored()).password_hash).toBe(before);
  });

  test('a hash made with weaker parameters is made again at sign-in', async () => {
    const t = await app({ passwords: new Passwords() });
    const account = await createAccount(t);
    const argon2 = (await import('argon2')).default;
    const weak = await argon2.hash(account.password, { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await t.app.services.db.updateTable('staff_accounts').set({ password_hash: weak }).where('id', '=', account.id).execute();
    expect((await signIn(t, account.username)).response.status).toBe(200);
    const row = await t.app.services.db
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('sessions', () => {
  test('me: 401 signed out or with a token that is not one; inactive accounts sign in and see themselves inactive', async () => {
    const t = await app();
    expect(await (await get(t, '/auth/me')).json()).toEqual({ error: 'Please sign in first.', code: 'UNAUTHORIZED' });
    expect((await get(t, '/auth/me', bearer('x'.repeat(43)))).status).toBe(401);
    expect((await get(t, '/auth/me', { cookie: 'session=nonsense' })).status).toBe(401);
    expect((await get(t, '/auth/me', { authorization: 'Basic abc' })).status).toBe(401);
    const inactive = await createAccount(t, { isActive: false });
    const { body } = await signIn(t, inactive.username);
    expect(body.user!.isActive).toBe(false);
    expect(await (await get(t, '/auth/me', bearer(body.token!))).json()).toMatchObject({ user: { isActive: false } });
  });

  test('logout ends the session on the server and clears the cookie; signed out, it still answers', async () => {
    const t = await app();
    const account = await createAccount(t);
    const { body } = await signIn(t, account.username);
    const out = await post(t, '/auth/logout', {}, bearer(body.token!));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const [cleared, hintCleared] = out.headers.getSetCookie();
    expect(cleared).toMatch(/^session=; Max-Age=0; Path=\/; (Expires=[^;]+; )?HttpOnly; SameSite=Lax$/);
    expect(hintCleared).toMatch(/^signed-in=; Max-Age=0; Path=\/; (Expires=[^;]+; )?SameSite=Lax$/);
    expect((await get(t, '/auth/me', bearer(body.token!))).status).toBe(401);
    expect((await post(t, '/auth/logout', {})).status).toBe(200);
    // As tRPC's client sends a mutation without input: JSON, no body.
    const viaTrpc = await fetch(`${t.url}/api/trpc/auth.logout`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(viaTrpc.status).toBe(200);
  });

  test('a session cookie whose session has ended is cleared with its hint; a bearer token leaves cookies alone', async () => {
    const t = await app();
    const account = await createAccount(t);
    const { response, body } = await signIn(t, account.username);
    const cookie = cookieOf(response);
    expect((await post(t, '/auth/logout', {}, bearer(body.token!))).status).toBe(200);
    const stale = await get(t, '/auth/me', { cookie: `${cookie}; signed-in=1` });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['session=', 'signed-in=']);
    const staleBearer = await get(t, '/auth/me', bearer(body.token!));
    expect(staleBearer.status).toBe(401);
    expect(staleBearer.headers.getSetCookie()).toEqual([]);
    const noCookie = await get(t, '/auth/me');
    expect(noCookie.headers.getSetCookie()).toEqual([]);
  });

  test('idle for 3 days or 14 days after sign-in, a session is over', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    const { body } = await signIn(t, account.username);
    const me = () => get(t, '/auth/me', bearer(body.token!)).then((r) => r.status);
    clock.advance(sessionRules.idleMs - 60_000);
    expect(await me()).toBe(200);
    // Used every 2 days, it lives to its absolute end.
    for (let day = 0; day < 5; day++) {
      clock.advance(2 * 24 * 3_600_000);
      expect(await me()).toBe(200);
    }
    clock.set(new Date(Date.parse('2026-03-10T12:00:00Z') + sessionRules.absoluteMs));
    expect(await me()).toBe(401);
    const again = await signIn(t, account.username);
    clock.advance(sessionRules.idleMs);
    expect((await get(t, '/auth/me', bearer(again.body.token!))).status).toBe(401);
  });

  test('last use is written at most every 5 minutes (a read is not a write); a session met over is removed', async () => {
    const start = new Date('2026-03-10T12:00:00Z');
    const clock = testClock(start);
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    const { body } = await signIn(t, account.username);
    const rows = () => t.app.services.db.selectFrom('sessions').select(['last_seen_at']).where('account_id', '=', account.id).execute();
    const me = () => get(t, '/auth/me', bearer(body.token!)).then((r) => r.status);
    clock.advance(sessionRules.touchEveryMs - 1);
    expect(await me()).toBe(200);
    expect(await rows()).toEqual([{ last_seen_at: start.toISOString() }]);
    clock.advance(1);
    expect(await me()).toBe(200);
    const touched = new Date(start.getTime() + sessionRules.touchEveryMs).toISOString();
    expect(await rows()).toEqual([{ last_seen_at: touched }]);
    clock.advance(sessionRules.idleMs);
    expect(await me()).toBe(401);
    expect(await rows()).toEqual([]);
  });

  test('sessions that ended unseen are swept at the next sign-in, of any account; live ones stay', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const [idle, live, next] = [await createAccount(t), await createAccount(t), await createAccount(t)];
    await signIn(t, idle.username);
    clock.advance(sessionRules.idleMs / 2);
    await signIn(t, live.username);
    clock.advance(sessionRules.idleMs / 2 + 60_000);
    const rowsOf = async (id: number) =>
      (await t.app.services.db.selectFrom('sessions').select('id').where('account_id', '=', id).execute()).length;
    expect(await rowsOf(idle.id)).toBe(1);
    await signIn(t, next.username);
    expect(await rowsOf(idle.id)).toBe(0);
    expect(await rowsOf(live.id)).toBe(1);
    expect(await rowsOf(next.id)).toBe(1);
  });

  test('a password change ends every other session of the account, keeps this one, and only the new password works', async () => {
    const t = await app();
    const account = await createAccount(t);
    const one = (await signIn(t, account.username)).body.token!;
    const two = (await signIn(t, account.username)).body.token!;
    const other = await createAccount(t);
    const others = (await signIn(t, other.username)).body.token!;
    const change = (body: object, token = one) => post(t, '/auth/change-password', body, bearer(token));
    const wrong = await change({ currentPassword: 'nope', newPassword: 'a brand new one' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('The current password is not correct.');
    const same = await change({ currentPassword: account.password, newPassword: account.password });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { issues: Array<{ message: string }> }).issues[0]!.message).toBe(
      'The new password must differ from the current one.',
    );
    const short = await change({ currentPassword: account.password, newPassword: '12345' });
    expect(((await short.json()) as { issues: Array<{ message: string }> }).issues[0]!.message).toBe(
      'The password must be at least 6 characters.',
    );
    expect((await change({ currentPassword: account.password, newPassword: 'a brand new one' })).status).toBe(200);
    expect((await get(t, '/auth/me', bearer(one))).status).toBe(200);
    expect((await get(t, '/auth/me', bearer(two))).status).toBe(401);
    expect((await get(t, '/auth/me', bearer(others))).status).toBe(200);
    expect((await signIn(t, account.username)).response.status).toBe(401);
    expect((await signIn(t, account.username, 'a brand new one')).response.status).toBe(200);
    expect((await post(t, '/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbbb' })).status).toBe(401);
  });

  test('ending every session of an account (deactivation, deletion, a change of role or flags) signs it out everywhere', async () => {
    const t = await app();
    const account = await createAccount(t);
    const tokens = [(await signIn(t, account.username)).body.token!, (await signIn(t, account.email)).body.token!];
    await t.app.services.auth.endSessionsOf(account.id);
    for (const token of tokens) expect((await get(t, '/auth/me', bearer(token))).status).toBe(401);
  });

  test('a session an admin ended by deactivating its account says so once (401 ACCOUNT_DEACTIVATED), on both doors, in the request language', async () => {
    const t = await app();
    const admin = await signIn(t, (await createAccount(t, { role: 'admin' })).username);
    const member = await createAccount(t);
    const byCookie = cookieOf((await signIn(t, member.username)).response);
    const byBearer = (await signIn(t, member.email)).body.token!;
    const toggle = (isActive: boolean) =>
      fetch(`${t.url}/api/admin/staff/batch-toggle`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(admin.body.token!) },
        body: JSON.stringify({ ids: [member.id], isActive }),
      });
    expect((await toggle(false)).status).toBe(200);
    // A public read beside it neither says it nor clears the cookies: the next signed-in call will.
    const read = await get(t, '/events', { cookie: `${byCookie}; signed-in=1` });
    expect(read.status).toBe(200);
    expect(read.headers.getSetCookie()).toEqual([]);
    const told = await get(t, '/auth/me?language=zh', { cookie: `${byCookie}; signed-in=1` });
    expect(told.status).toBe(401);
    expect(await told.json()).toEqual({
      error: '管理员已停用你的账户，你已被登出。如需重新启用，请联系管理员。',
      code: 'ACCOUNT_DEACTIVATED',
    });
    expect(told.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['session=', 'signed-in=']);
    // Once: then it is an ordinary ended session.
    expect(await (await get(t, '/auth/me', { cookie: byCookie })).json()).toEqual({ error: 'Please sign in first.', code: 'UNAUTHORIZED' });
    // The tRPC door, by bearer: the same code in `data.code`, no cookie touched.
    const viaTrpc = await fetch(`${t.url}/api/trpc/auth.me`, { headers: bearer(byBearer) });
    expect(viaTrpc.status).toBe(401);
    expect(await viaTrpc.json()).toMatchObject({
      error: {
        message: 'An admin has deactivated your account, so you were signed out. Please contact an admin to have it activated again.',
        data: { code: 'ACCOUNT_DEACTIVATED' },
      },
    });
    expect(viaTrpc.headers.getSetCookie()).toEqual([]);
    expect(await (await get(t, '/auth/me', bearer(byBearer))).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Signing in again finds the account inactive; other endings (deletion, rights) say nothing more.
    expect((await signIn(t, member.username)).body.user).toMatchObject({ isActive: false });
    const other = (await signIn(t, member.username)).body.token!;
    await t.app.services.auth.endSessionsOf(member.id);
    expect(await (await get(t, '/auth/me', bearer(other))).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('an account activated again before its ended sessions were told forgets them: an old session is then simply signed out', async () => {
    const t = await app();
    const admin = await signIn(t, (await createAccount(t, { role: 'admin' })).username);
    const member = await createAccount(t);
    const byBatch = (await signIn(t, member.username)).body.token!;
    const patch = (path: string, body: object) =>
      fetch(`${t.url}/api${path}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(admin.body.token!) },
        body: JSON.stringify(body),
      });
    expect((await patch('/admin/staff/batch-toggle', { ids: [member.id], isActive: false })).status).toBe(200);
    expect((await patch('/admin/staff/batch-toggle', { ids: [member.id], isActive: true })).status).toBe(200);
    expect(await (await get(t, '/auth/me', bearer(byBatch))).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // The same through the account editor (PUT): deactivated, then activated again.
    const byEditor = (await signIn(t, member.username)).body.token!;
    const put = (isActive: boolean) =>
      fetch(`${t.url}/api/admin/staff/${member.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(admin.body.token!) },
        body: JSON.stringify({ username: member.username, email: member.email, isActive }),
      });
    expect((await put(false)).status).toBe(200);
    expect((await put(true)).status).toBe(200);
    expect(await (await get(t, '/auth/me', bearer(byEditor))).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('a state-changing request signed in by cookie must come from the site; a bearer request may come from anywhere', async () => {
    const t = await app({ env: { PUBLIC_ORIGIN: 'https://ccs.example.org' } });
    const account = await createAccount(t);
    const signedIn = await signIn(t, account.username);
    const cookie = cookieOf(signedIn.response);
    const change = (headers: Record<string, string>) => post(t, '/auth/logout', {}, { cookie, ...headers });
    const refused = await change({ origin: 'https://evil.example.com' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This request must come from the site itself.', code: 'FORBIDDEN' });
    expect((await change({ 'sec-fetch-site': 'cross-site', origin: 'https://ccs.example.org' })).status).toBe(403);
    expect((await change({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await change({})).status).toBe(403);
    // tRPC alike.
    const viaTrpc = await fetch(`${t.url}/api/trpc/auth.logout?language=zh`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example.com' },
    });
    expect(viaTrpc.status).toBe(403);
    expect(((await viaTrpc.json()) as { error: { message: string } }).error.message).toBe('此请求必须来自本站。');
    // Reads are not changes.
    expect((await get(t, '/auth/me', { cookie, origin: 'https://evil.example.com' })).status).toBe(200);
    // The site itself: by Sec-Fetch-Site, by PUBLIC_ORIGIN, or by the origin the request was sent to.
    expect((await get(t, '/auth/me', { cookie })).status).toBe(200);
    expect((await change({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const again = cookieOf((await signIn(t, account.username)).response);
    expect((await post(t, '/auth/logout', {}, { cookie: again, origin: 'https://ccs.example.org' })).status).toBe(200);
    const third = cookieOf((await signIn(t, account.username)).response);
    expect((await post(t, '/auth/logout', {}, { cookie: third, origin: t.url })).status).toBe(200);
    // A bearer token is never sent by a browser on its own: no origin needed.
    const token = (await signIn(t, account.username)).body.token!;
    expect((await post(t, '/auth/logout', {}, { ...bearer(token), origin: 'https://evil.example.com' })).status).toBe(200);
  });

  test('the bearer header: the scheme in any case, spaces or tabs before the token; anything around it is no session', async () => {
    const t = await app();
    const account = await createAccount(t);
    const token = (await signIn(t, account.username)).body.token!;
    const status = (authorization: string) => get(t, '/auth/me', { authorization }).then((r) => r.status);
    for (const good of [`Bearer ${token}`, `bearer ${token}`, `BEARER\t${token}`, `Bearer  \t ${token}`])
      expect(await status(good), good).toBe(200);
    for (const bad of [`Bearer${token}`, `x Bearer ${token}`, `Bearer ${token}.`, `Bearer ${token} x`])
      expect(await status(bad), bad).toBe(401);
  });

  test('reads by cookie (GET, HEAD, OPTIONS) need no origin; a cookie outside /api is not read', async () => {
    const t = await app({ env: { PUBLIC_ORIGIN: 'https://ccs.example.org' } });
    const account = await createAccount(t);
    const cookie = cookieOf((await signIn(t, account.username)).response);
    const evil = { cookie, origin: 'https://evil.example.com' };
    expect((await fetch(`${t.url}/api/auth/me`, { method: 'HEAD', headers: evil })).status).toBe(200);
    expect((await fetch(`${t.url}/api/auth/me`, { method: 'OPTIONS', headers: evil })).status).not.toBe(403);
    expect((await fetch(`${t.url}/about`, { method: 'POST', headers: evil })).status).not.toBe(403);
    // A cookie that is no session (ended, or never one) is no reason to refuse.
    expect((await post(t, '/auth/logout', {}, { cookie: `session=${'x'.repeat(43)}`, origin: 'https://evil.example.com' })).status).toBe(
      200,
    );
  });

  test('in production the cookie is __Host-, Secure', async () => {
    const t = await app({ env: { NODE_ENV: 'production' } });
    const account = await createAccount(t);
    const { response } = await signIn(t, account.username);
    const [cookie, hint] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-session=[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(hint).toBe('__Host-signed-in=1; Max-Age=1209600; Path=/; Secure; SameSite=Lax');
    expect((await get(t, '/auth/me', { cookie: cookieOf(response) })).status).toBe(200);
    expect((await get(t, '/auth/me', { cookie: cookieOf(response).replace('__Host-session', 'session') })).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  test('after 5 failures in 15 minutes from one address an account gets 429 there even with the right password, by any name, until the window passes; elsewhere the owner signs in (decision 039)', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    const here = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, i % 2 ? account.username : account.email, 'wrong', here)).response.status).toBe(401);
    const blocked = await signIn(t, account.username, testPassword, here);
    expect(blocked.response.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many failed sign-ins. Please try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.response.headers.get('retry-after'))).toBe(900);
    expect((await signIn(t, account.email.toUpperCase(), testPassword, here)).response.status).toBe(429);
    // From another address the owner is not held up, nor is another account from this one.
    expect((await signIn(t, account.username)).response.status).toBe(200);
    const other = await createAccount(t);
    expect((await signIn(t, other.username, testPassword, here)).response.status).toBe(200);
    clock.advance(15 * 60_000);
    expect((await signIn(t, account.username, testPassword, here)).response.status).toBe(200);
  });

  test('an unknown name counts its failures without case or surrounding spaces', async () => {
    const t = await app();
    const here = { 'x-forwarded-for': '198.51.100.9' };
    for (const name of ['ghost', 'Ghost', ' GHOST ', 'gHoSt', 'ghost '])
      expect((await signIn(t, name, 'x', here)).response.status).toBe(401);
    expect((await signIn(t, '  ghost', 'x', here)).response.status).toBe(429);
    expect((await signIn(t, 'ghosts', 'x', here)).response.status).toBe(401);
  });

  test('an unknown name is limited the same way, and one address is limited across accounts', async () => {
    const t = await app();
    const here = { 'x-forwarded-for': '198.51.100.10' };
    for (let i = 0; i < 5; i++) expect((await signIn(t, 'ghost', 'x', here)).response.status).toBe(401);
    expect((await signIn(t, 'ghost', 'x', here)).response.status).toBe(429);
    const address = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 20; i++) expect((await signIn(t, `someone${i}`, 'x', address)).response.status).toBe(401);
    const account = await createAccount(t);
    const blocked = await signIn(t, account.username, testPassword, address);
    expect(blocked.response.status).toBe(429);
    expect((await signIn(t, account.username)).response.status).toBe(200);
  });
});

describe('codes by e-mail', () => {
  test('sign-in with the mailed code, once; the mail is in the request language with text and HTML', async () => {
    const t = await app();
    const account = await createAccount(t);
    const sent = await post(t, '/auth/send-verification-code?language=zh', { email: account.email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, resendAfterSeconds: 60 });
    const mail = lastMailTo(t, account.email)!;
    expect(mail.subject).toContain('登录验证码');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = codeFrom(mail);
    const ok = await post(t, '/auth/login-email', { email: account.email, verificationCode: code });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { token: string }).token).toMatch(/^[\w-]{43}$/);
    const reuse = await post(t, '/auth/login-email', { email: account.email, verificationCode: code });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({
      error: 'This code has expired or was tried too many times. Please ask for a new one.',
      code: 'UNAUTHORIZED',
    });
  });

  test('a Chinese mail comes from the society’s Chinese name, at the same address, and says 你 as the interface does; an English one from its English name', async () => {
    const t = await app();
    const account = await createAccount(t);
    // The three mails of codes: a code, no account for the address, the address already registered.
    await post(t, '/auth/send-verification-code?language=zh', { email: account.email, purpose: 'login' });
    await post(t, '/auth/send-verification-code?language=zh', { email: 'stranger@mail.utoronto.ca', purpose: 'login' });
    await post(t, '/auth/send-verification-code?language=zh', { email: account.email, purpose: 'register' });
    const chinese = [lastMailTo(t, account.email)!, lastMailTo(t, 'stranger@mail.utoronto.ca')!];
    expect(outbox(t)).toHaveLength(3);
    for (const mail of outbox(t)) {
      expect(mail.from, mail.file).toBe('中华文化学生会 <no-reply@localhost>');
      expect(mail.subject, mail.file).toMatch(/^中华文化学生会/);
      expect(mail.text, mail.file).not.toContain('您');
      expect(mail.raw, mail.file).not.toContain('Chinese Culture Society');
    }
    expect(chinese[1]!.text).toContain('有人（可能是你）用此邮箱请求登录验证码');
    expect(chinese[0]!.text).toContain('如果这不是你本人的操作，请忽略此邮件。');

    await post(t, '/auth/send-verification-code?language=en', { email: 'visitor@mail.utoronto.ca', purpose: 'login' });
    const english = lastMailTo(t, 'visitor@mail.utoronto.ca')!;
    expect(english.from).toBe('Chinese Culture Society <no-reply@localhost>');
    expect(english.subject).toBe('Chinese Culture Society: no account for this address');
  });

  test('a member who chose Traditional gets Traditional mails: the Simplified converted, under the society’s Traditional name (issue 25)', async () => {
    const t = await app();
    const account = await createAccount(t);
    await post(t, '/auth/send-verification-code?language=zh-Hant', { email: account.email, purpose: 'login' });
    await post(t, '/auth/send-verification-code?language=zh-Hant', { email: 'stranger@mail.utoronto.ca', purpose: 'login' });
    const code = lastMailTo(t, account.email)!;
    expect(code.from).toBe('中華文化學生會 <no-reply@localhost>');
    expect(code.subject).toBe('中華文化學生會登入驗證碼');
    expect(code.text).toContain('驗證碼 10 分鐘內有效，只能使用一次。');
    const stranger = lastMailTo(t, 'stranger@mail.utoronto.ca')!;
    expect(stranger.subject).toBe('中華文化學生會：此信箱尚無帳戶');
    expect(stranger.text).toContain('有人（可能是你）用此信箱請求登入驗證碼');
  });

  test('a code expires after 10 minutes; a resend inside 60 s is 429; after it, the older code is void', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' });
    const old = codeFrom(lastMailTo(t, account.email));
    clock.advance(30_000);
    const soon = await post(t, '/auth/send-verification-code', { email: account.email });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBe(30);
    expect(((await soon.json()) as { error: string }).error).toBe('Please wait a minute before asking for another code.');
    clock.advance(30_000);
    expect((await post(t, '/auth/send-verification-code', { email: account.email })).status).toBe(200);
    const fresh = codeFrom(lastMailTo(t, account.email));
    if (fresh !== old) expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: old })).status).toBe(401);
    clock.advance(10 * 60_000);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: fresh })).status).toBe(401);
  });

  test('five wrong codes kill the code: the right one then fails too', async () => {
    const t = await app();
    const account = await createAccount(t);
    await post(t, '/auth/send-verification-code', { email: account.email });
    const code = codeFrom(lastMailTo(t, account.email));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: wrong })).status).toBe(401);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: code })).status).toBe(401);
  });

  test('a wrong code says to try again while the code stays good; its last try, an expired or a used code say to ask for a new one', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    await post(t, '/auth/send-verification-code', { email: account.email });
    const code = codeFrom(lastMailTo(t, account.email));
    const wrong = code === '000000' ? '000001' : '000000';
    const tryCode = async (verificationCode: string, language = 'en') => {
      const response = await post(t, `/auth/login-email?language=${language}`, { email: account.email, verificationCode });
      return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
    };
    const tryAgain = { status: 401, body: { error: 'The code is not correct. Please check it and try again.', code: 'UNAUTHORIZED' } };
    const askAgain = {
      status: 401,
      body: { error: 'This code has expired or was tried too many times. Please ask for a new one.', code: 'UNAUTHORIZED' },
    };
    for (let i = 0; i < 3; i++) expect(await tryCode(wrong)).toEqual(tryAgain);
    expect(await tryCode(wrong, 'zh')).toEqual({ status: 401, body: { error: '验证码不正确，请核对后重试。', code: 'UNAUTHORIZED' } });
    expect(await tryCode(wrong)).toEqual(askAgain);
    expect(await tryCode(code)).toEqual(askAgain);
    // A new code (after the resend wait): expired after 10 minutes, used once.
    clock.advance(61_000);
    await post(t, '/auth/send-verification-code', { email: account.email });
    const fresh = codeFrom(lastMailTo(t, account.email));
    expect((await tryCode(fresh)).status).toBe(200);
    expect(await tryCode(fresh, 'zh')).toEqual({
      status: 401,
      body: { error: '验证码已过期或尝试次数过多，请重新获取。', code: 'UNAUTHORIZED' },
    });
    clock.advance(61_000);
    await post(t, '/auth/send-verification-code', { email: account.email });
    const late = codeFrom(lastMailTo(t, account.email));
    clock.advance(10 * 60_000);
    expect(await tryCode(late)).toEqual(askAgain);
  });

  test('4 wrong codes leave the code good', async () => {
    const t = await app();
    const account = await createAccount(t);
    await post(t, '/auth/send-verification-code', { email: account.email });
    const code = codeFrom(lastMailTo(t, account.email));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: wrong })).status).toBe(401);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: code })).status).toBe(200);
  });

  test('an unknown address gets the same answer and a note instead of a code; 5 codes an hour per address', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const unknown = 'nobody@mail.utoronto.ca';
    const known = await createAccount(t);
    const answers = [
      await post(t, '/auth/send-verification-code', { email: unknown }),
      await post(t, '/auth/send-verification-code', { email: known.email }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await answers[0]!.json()).toEqual(await answers[1]!.json());
    const note = lastMailTo(t, unknown)!;
    expect(note.text).toContain('no account uses it');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    // Limits alike for both.
    for (const email of [unknown, known.email]) {
      for (let i = 1; i < 5; i++) {
        clock.advance(61_000);
        expect((await post(t, '/auth/send-verification-code', { email })).status).toBe(200);
      }
      clock.advance(61_000);
      const sixth = await post(t, '/auth/send-verification-code', { email });
      expect(sixth.status).toBe(429);
      expect(((await sixth.json()) as { error: string }).error).toBe('Too many codes for this address. Please try again in an hour.');
      clock.advance(-5 * 61_000);
    }
  });

  test('sign-in codes go to any domain (an account may have one); a one-letter name at the university registers', async () => {
    const t = await app();
    const account = await createAccount(t, { email: 'guest@gmail.com' });
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    const code = codeFrom(lastMailTo(t, account.email));
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: code })).status).toBe(200);
    expect((await post(t, '/auth/send-verification-code', { email: 'a@utoronto.ca', purpose: 'register' })).status).toBe(200);
  });

  test('10 code requests an hour per client address', async () => {
    const t = await app();
    const address = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 10; i++)
      expect((await post(t, '/auth/send-verification-code', { email: `n${i}@mail.utoronto.ca` }, address)).status).toBe(200);
    const limited = await post(t, '/auth/send-verification-code', { email: 'n10@mail.utoronto.ca' }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});

describe('registration', () => {
  async function registerWithCode(t: TestApp, email: string, password = 'secret-123', language = 'en') {
    const sent = await post(t, `/auth/send-verification-code?language=${language}`, { email, purpose: 'register' });
    if (sent.status !== 200) return sent;
    return post(t, `/auth/register?language=${language}`, {
      email,
      username: 'ignored',
      password,
      verificationCode: codeFrom(lastMailTo(t, email)),
    });
  }

  test('a university e-mail registers an inactive staff account named after it, made unique; it does not sign in', async () => {
    const t = await app();
    await createAccount(t, { username: 'li.hua', email: 'li.hua@utoronto.ca' });
    const response = await registerWithCode(t, 'Li.Hua@Mail.UToronto.ca');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    // Stored with the domain lower-cased, the local part as typed (decision 023).
    expect(user).toMatchObject({ username: 'li.hua2', email: 'Li.Hua@mail.utoronto.ca', role: 'staff', isActive: false });
    expect(Object.keys(user)).not.toContain('token');
    const signedIn = await signIn(t, 'li.hua@mail.utoronto.ca', 'secret-123');
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.body.user!.isActive).toBe(false);
    expect((await registerWithCode(t, 'wen@utoronto.ca')).status).toBe(200);
  });

  test('a taken name gets the lowest free number after it', async () => {
    const t = await app();
    await createAccount(t, { username: 'wen', email: 'wen@utoronto.ca' });
    await createAccount(t, { username: 'wen2', email: 'wen.2@utoronto.ca' });
    await createAccount(t, { username: 'wen4', email: 'wen.4@utoronto.ca' });
    const response = await registerWithCode(t, 'wen@mail.utoronto.ca');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { username: string } }).user.username).toBe('wen3');
    const free = await registerWithCode(t, 'solo@utoronto.ca');
    expect(((await free.json()) as { user: { username: string } }).user.username).toBe('solo');
    // Nothing of the address is fit for a name: 'user'.
    const nameless = await registerWithCode(t, '++@utoronto.ca');
    expect(((await nameless.json()) as { user: { username: string } }).user.username).toBe('user');
  });

  test('a one-letter name is padded to the username rule, on both doors (issue 22)', async () => {
    const t = await app();
    const rest = await registerWithCode(t, 'a@mail.utoronto.ca');
    expect(((await rest.json()) as { user: { username: string } }).user.username).toBe('a1');
    const viaTrpc = await t.trpc().auth.register.mutate({
      email: 'a@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'a@utoronto.ca', 'register'),
    });
    expect(viaTrpc.user.username).toBe('a12');
    const b = await t.trpc().auth.register.mutate({
      email: 'B@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'B@utoronto.ca', 'register'),
    });
    expect(b.user.username).toBe('b1');
  });

  test('another domain or a look-alike is refused, in both languages, and no code is mailed', async () => {
    const t = await app();
    for (const email of [
      'li@gmail.com',
      'li@utoronto.ca.evil.com',
      'li@evilutoronto.ca',
      'li@mail.utoronto.ca.',
      'li@utоronto.ca',
      'li@sub.mail.utoronto.ca',
    ]) {
      const response = await post(t, '/auth/send-verification-code', { email, purpose: 'register' });
      expect(response.status, email).toBe(400);
      const { error } = (await response.json()) as { error: string };
      // Refused by the domain rule, or already as no e-mail address at all.
      expect(
        ['Registration is limited to University of Toronto email.', 'Please enter a valid e-mail address, like name@mail.utoronto.ca.'],
        `${email}: ${error}`,
      ).toContain(error);
    }
    const zh = await post(t, '/auth/send-verification-code?language=zh', { email: 'li@gmail.com', purpose: 'register' });
    expect(((await zh.json()) as { error: string }).error).toBe('仅限多伦多大学邮箱注册。');
    const direct = await post(t, '/auth/register', { email: 'li@gmail.com', password: 'secret-123', verificationCode: '123456' });
    expect(((await direct.json()) as { error: string }).error).toBe('Registration is limited to University of Toronto email.');
    expect(outbox(t)).toEqual([]);
  });

  test('a registered e-mail: a note instead of a code, and 409 at registration', async () => {
    const t = await app();
    const account = await createAccount(t);
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'register' })).status).toBe(200);
    expect(lastMailTo(t, account.email)!.text).toContain('already has an account');
    const { issueCode } = await import('./helpers/accounts.js');
    const response = await post(t, '/auth/register?language=zh', {
      email: account.email,
      password: 'secret-123',
      verificationCode: await issueCode(t, account.email, 'register'),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: '该邮箱已被注册。', code: 'CONFLICT' });
  });

  test('one account per mailbox (decision 023): a +sub-address of a registered mailbox gets the note and 409 on both doors, and the other way round', async () => {
    const t = await app();
    await createAccount(t, { email: 'trick9@utoronto.ca' });
    expect((await post(t, '/auth/send-verification-code', { email: 'trick9+tag@UTORONTO.CA', purpose: 'register' })).status).toBe(200);
    // Mailed to the address as typed (its domain lower-cased): the note, no code.
    const note = lastMailTo(t, 'trick9+tag@utoronto.ca')!;
    expect(note.to).toContain('trick9+tag@utoronto.ca');
    expect(note.text).toContain('already has an account');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    const rest = await post(t, '/auth/register', {
      email: 'trick9+tag@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'trick9+tag@utoronto.ca', 'register'),
    });
    expect([rest.status, await rest.json()]).toEqual([409, { error: 'This email is already registered.', code: 'CONFLICT' }]);
    const viaTrpc = await t
      .trpc()
      .auth.register.mutate({
        email: 'Trick9+Other@utoronto.ca',
        password: 'secret-123',
        verificationCode: await issueCode(t, 'Trick9+Other@utoronto.ca', 'register'),
      })
      .catch((error: unknown) => error);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({ code: 'CONFLICT', httpStatus: 409 });

    await createAccount(t, { email: 'lin+clubs@utoronto.ca' });
    const plain = await post(t, '/auth/register', {
      email: 'LIN@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'LIN@utoronto.ca', 'register'),
    });
    expect(plain.status).toBe(409);
    const rows = await t.app.services.db
      .selectFrom('staff_accounts')
      .select('email')
      .where('email_mailbox', 'in', ['trick9@utoronto.ca', 'lin@utoronto.ca'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([{ email: 'lin+clubs@utoronto.ca' }, { email: 'trick9@utoronto.ca' }]);
  });

  test('two registrations of one mailbox at once, over REST and tRPC: one account, the other 409', async () => {
    const t = await app();
    const rest = {
      email: 'zhou@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'zhou@utoronto.ca', 'register'),
    };
    const trpc = {
      email: 'zhou+2@utoronto.ca',
      password: 'secret-123',
      verificationCode: await issueCode(t, 'zhou+2@utoronto.ca', 'register'),
    };
    const [a, b] = await Promise.all([
      post(t, '/auth/register', rest).then((r) => r.status),
      t
        .trpc()
        .auth.register.mutate(trpc)
        .then(
          () => 200,
          (error: TRPCClientError<never>) => (error.data as unknown as { httpStatus: number }).httpStatus,
        ),
    ]);
    expect([a, b].sort()).toEqual([200, 409]);
    const rows = await t.app.services.db
      .selectFrom('staff_accounts')
      .select('email')
      .where('email_mailbox', '=', 'zhou@utoronto.ca')
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('a wrong or login code does not register; a short password is refused before anything', async () => {
    const t = await app();
    const { issueCode } = await import('./helpers/accounts.js');
    const loginCode = await issueCode(t, 'ma@mail.utoronto.ca', 'login');
    const wrong = await post(t, '/auth/register', { email: 'ma@mail.utoronto.ca', password: 'secret-123', verificationCode: loginCode });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(
      'This code has expired or was tried too many times. Please ask for a new one.',
    );
    const short = await post(t, '/auth/register', { email: 'ma@mail.utoronto.ca', password: '12345', verificationCode: '123456' });
    expect(short.status).toBe(400);
  });

  test('10 registrations an hour per client address', async () => {
    const t = await app();
    const address = { 'x-forwarded-for': '198.51.100.11' };
    for (let i = 0; i < 10; i++)
      expect(
        (await post(t, '/auth/register', { email: `r${i}@mail.utoronto.ca`, password: 'secret-123', verificationCode: '123456' }, address))
          .status,
      ).toBe(400);
    expect(
      (await post(t, '/auth/register', { email: 'r10@mail.utoronto.ca', password: 'secret-123', verificationCode: '123456' }, address))
        .status,
    ).toBe(429);
  });
});

describe('secrets stay secret', () => {
  test('no hash, code or token in any answer (but the REST sign-in token) or log line', async () => {
    const t = await app({ env: { LOG_LEVEL: 'debug' } });
    const account = await createAccount(t);
    const hash = (
      await t.app.services.db.selectFrom('staff_accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow()
    ).password_hash;
    const bodies: string[] = [];
    const keep = async (response: Response) => {
      bodies.push(await response.clone().text());
      return response;
    };
    const { body } = await signIn(t, account.username);
    const token = body.token!;
    await keep(await get(t, '/auth/me', bearer(token)));
    await keep(await post(t, '/auth/send-verification-code', { email: account.email }));
    const code = codeFrom(lastMailTo(t, account.email));
    const emailSignIn = await keep(await post(t, '/auth/login-email', { email: account.email, verificationCode: code }));
    const emailToken = ((await emailSignIn.clone().json()) as { token: string }).token;
    await keep(await fetch(`${t.url}/api/trpc/auth.me`, { headers: bearer(token) }));
    await keep(await post(t, '/auth/change-password', { currentPassword: account.password, newPassword: 'another secret' }, bearer(token)));
    const logs = JSON.stringify(t.logs());
    for (const secret of [hash, code, token, emailToken, account.password, 'another secret']) {
      expect(logs).not.toContain(secret);
    }
    for (const text of bodies) {
      for (const secret of [hash, code, token, account.password]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/argon2|password_hash|token_hash|code_hash/);
    }
  });
});

describe('the tRPC client', () => {
  test('signs in, reads itself and signs out with the bearer token it is given', async () => {
    const t = await app();
    const signed = await as(t, 'manageEvents');
    const { user } = await signed.trpc.auth.me.query();
    expect(user.permissions).toEqual({
      canManageEvents: true,
      canReviewProfiles: false,
      canManageStaff: false,
      canManageContent: false,
      canManageMagazine: false,
    });
    await signed.trpc.auth.logout.mutate();
    const failure = await signed.trpc.auth.me.query().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<never>).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  });
});
