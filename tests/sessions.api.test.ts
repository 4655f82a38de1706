// Sessions a member sees and ends, and a staff manager ends for another account (issue 24, item
// 2; docs/decisions/030), through both doors of the real app: listing with this session marked and
// no other account's, ending one (another account's id: 404), ending all others, the admin route
// and its permission, the audit log.
import { describe, expect, test } from 'vitest';
import { as, createAccount, testPassword, type TestAccount } from './helpers/accounts.js';
import { appForFile, trpcStatus } from './helpers/test-app.js';

const t = appForFile();

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Session {
  id: number;
  device: string;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** Signs the account in over REST from a browser: its bearer header and its session cookie. */
async function signIn(account: TestAccount, userAgent = firefoxOnWindows) {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ identifier: account.username, password: testPassword }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { headers: { authorization: `Bearer ${token}` }, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
}

const rest = (path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  fetch(`${t.url}/api${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
const listOf = async (headers: Record<string, string>, query = '') =>
  ((await (await rest(`/auth/sessions${query}`, headers)).json()) as { sessions: Session[] }).sessions;
const status = async (headers: Record<string, string>) => (await rest('/auth/me', headers)).status;

async function auditOf(accountId: number) {
  const admin = await as(t, 'admin');
  const answer = (await (await admin.rest(`/admin/audit?entity=staff&entityId=${accountId}`)).json()) as {
    entries: Array<{ action: string; actor: { id: number }; after: unknown; before: unknown }>;
  };
  return answer.entries.filter((entry) => entry.action.startsWith('session.'));
}

describe('GET /api/auth/sessions', () => {
  test('the account’s live sessions, this one first and marked, the device in words in the request’s language, nothing of another account', async () => {
    const account = await createAccount(t);
    const phone = await signIn(account, safariOnIphone);
    const laptop = await signIn(account, firefoxOnWindows);
    const someoneElse = await signIn(await createAccount(t));
    const sessions = await listOf(laptop.headers);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Windows', browser: 'Firefox', os: 'Windows', current: true });
    expect(sessions[1]).toMatchObject({ device: 'Safari on iOS', browser: 'Safari', os: 'iOS', current: false });
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(10_000);
      expect(session.lastUsedAt).toBe(session.createdAt);
      // Nothing about place: no address, no User-Agent string.
      expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'device', 'id', 'lastUsedAt', 'os']);
    }
    // From the phone, the phone's is the current one; the same in Chinese.
    const fromPhone = await listOf(phone.headers, '?language=zh');
    expect(fromPhone.map((s) => [s.device, s.current])).toEqual([
      ['iOS 上的 Safari', true],
      ['Windows 上的 Firefox', false],
    ]);
    expect((await listOf(someoneElse.headers)).map((s) => s.id)).not.toContain(sessions[1]!.id);
    // Signed out: 401.
    expect((await rest('/auth/sessions', {})).status).toBe(401);
  });

  test('sessions over by time are not listed (unused 3 days, or 14 days after sign-in), nor one a deactivation ended', async () => {
    const account = await createAccount(t);
    const [idle, old] = [await signIn(account), await signIn(account), await signIn(account)];
    const here = await signIn(account);
    const ids = (await listOf(here.headers)).filter((s) => !s.current).map((s) => s.id);
    expect(ids).toHaveLength(3);
    const db = t.app.services.db;
    const [idleId, oldId, endedId] = [...ids].sort((a, b) => a - b);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 3 * 24 * 3600_000 - 1000).toISOString() })
      .where('id', '=', idleId!)
      .execute();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', oldId!)
      .execute();
    await db.updateTable('sessions').set({ ended_reason: 'deactivated' }).where('id', '=', endedId!).execute();
    expect(await listOf(here.headers)).toEqual([expect.objectContaining({ current: true })]);
    // Nor are they counted as ended.
    expect(await (await rest('/auth/sessions', here.headers, { method: 'DELETE' })).json()).toEqual({ count: 0 });
    for (const gone of [idle, old]) expect(await status(gone.headers)).toBe(401);
  });

  test('over tRPC: the same list, by cookie', async () => {
    const account = await createAccount(t);
    await signIn(account, safariOnIphone);
    const { cookie } = await signIn(account);
    const { sessions } = await t.trpc({ headers: { cookie } }).auth.sessions.query();
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', true],
      ['Safari on iOS', false],
    ]);
  });

  test('a session from before devices were recorded is an unknown device', async () => {
    const account = await createAccount(t);
    const { headers } = await signIn(account, '');
    expect((await listOf(headers))[0]).toMatchObject({ device: 'Unknown device', browser: null, os: null });
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  test('ends one of one’s own sessions: its holder is signed out at the next request, this one goes on; audited', async () => {
    const account = await createAccount(t);
    const phone = await signIn(account, safariOnIphone);
    const laptop = await signIn(account);
    const phoneId = (await listOf(laptop.headers)).find((s) => !s.current)!.id;
    const answer = await rest(`/auth/sessions/${phoneId}`, laptop.headers, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, signedOut: false });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await status(phone.headers)).toBe(401);
    expect(await status(laptop.headers)).toBe(200);
    expect((await listOf(laptop.headers)).map((s) => s.id)).not.toContain(phoneId);
    // Ended already: 404.
    expect((await rest(`/auth/sessions/${phoneId}`, laptop.headers, { method: 'DELETE' })).status).toBe(404);
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        action: 'session.end',
        actor: expect.objectContaining({ id: account.id }),
        before: expect.objectContaining({ session: phoneId, device: 'Safari on iOS' }),
        after: null,
      }),
    ]);
  });

  test('another account’s session id is 404, as no session at all, and that session goes on', async () => {
    const mine = await signIn(await createAccount(t));
    const theirs = await signIn(await createAccount(t));
    const theirId = (await listOf(theirs.headers))[0]!.id;
    const answer = await rest(`/auth/sessions/${theirId}`, mine.headers, { method: 'DELETE' });
    expect(answer.status).toBe(404);
    const none = await rest('/auth/sessions/987654', mine.headers, { method: 'DELETE' });
    expect(none.status).toBe(404);
    const said = await answer.json();
    expect(said).toEqual(await none.json());
    expect(said).toEqual({ error: 'There is no such session; it may have ended already.', code: 'NOT_FOUND' });
    expect(await status(theirs.headers)).toBe(200);
    // Over tRPC too.
    expect(await trpcStatus(t.trpc({ headers: mine.headers }).auth.endSession.mutate({ id: theirId }))).toBe(404);
    expect(await status(theirs.headers)).toBe(200);
  });

  test('ending this session signs out like logout: the cookies cleared, the session gone', async () => {
    const account = await createAccount(t);
    const { cookie } = await signIn(account);
    const cookieHeaders = { cookie, 'sec-fetch-site': 'same-origin' };
    const currentId = (await listOf(cookieHeaders))[0]!.id;
    const answer = await rest(`/auth/sessions/${currentId}`, cookieHeaders, { method: 'DELETE' });
    expect(await answer.json()).toEqual({ ok: true, signedOut: true });
    expect(answer.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['session=', 'signed-in=']);
    expect(await status(cookieHeaders)).toBe(401);
  });

  test('signed out: 401; by cookie from another site: 403', async () => {
    expect((await rest('/auth/sessions/1', {}, { method: 'DELETE' })).status).toBe(401);
    const { cookie } = await signIn(await createAccount(t));
    const id = (await listOf({ cookie }))[0]!.id;
    expect((await rest(`/auth/sessions/${id}`, { cookie, 'sec-fetch-site': 'cross-site' }, { method: 'DELETE' })).status).toBe(403);
    expect(await status({ cookie })).toBe(200);
  });
});

describe('DELETE /api/auth/sessions', () => {
  test('ends every session but this one and says how many: the others answer 401, this one works; audited', async () => {
    const account = await createAccount(t);
    const others = [await signIn(account, safariOnIphone), await signIn(account)];
    const here = await signIn(account);
    const bystander = await signIn(await createAccount(t));
    const answer = await rest('/auth/sessions', here.headers, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ count: 2 });
    for (const other of others) expect(await status(other.headers)).toBe(401);
    expect(await status(here.headers)).toBe(200);
    expect(await status(bystander.headers)).toBe(200);
    expect((await listOf(here.headers)).map((s) => s.current)).toEqual([true]);
    // Nothing left to end: 0, and no entry for it.
    expect(await (await rest('/auth/sessions', here.headers, { method: 'DELETE' })).json()).toEqual({ count: 0 });
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({ action: 'session.endOthers', actor: expect.objectContaining({ id: account.id }), after: { ended: 2 } }),
    ]);
  });

  test('over tRPC, by cookie', async () => {
    const account = await createAccount(t);
    const other = await signIn(account);
    const { cookie } = await signIn(account);
    expect(await t.trpc({ headers: { cookie, 'sec-fetch-site': 'same-origin' } }).auth.endOtherSessions.mutate()).toEqual({ count: 1 });
    expect(await status(other.headers)).toBe(401);
    expect(await status({ cookie })).toBe(200);
  });
});

describe('a password change', () => {
  test('ends every other session and says how many (those already over not counted)', async () => {
    const account = await createAccount(t);
    const others = [await signIn(account, safariOnIphone), await signIn(account)];
    const idle = await signIn(account);
    const here = await signIn(account);
    // Sessions are numbered in sign-in order: the idle one is the newest but this.
    const idleId = Math.max(...(await listOf(here.headers)).filter((s) => !s.current).map((s) => s.id));
    await t.app.services.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 4 * 24 * 3600_000).toISOString() })
      .where('id', '=', idleId)
      .execute();
    const answer = await rest(
      '/auth/change-password',
      { ...here.headers, 'content-type': 'application/json' },
      { method: 'POST', body: JSON.stringify({ currentPassword: testPassword, newPassword: 'a brand new one' }) },
    );
    expect(await answer.json()).toEqual({ ok: true, endedSessions: 2 });
    for (const other of [...others, idle]) expect(await status(other.headers)).toBe(401);
    expect(await status(here.headers)).toBe(200);
  });
});

describe('DELETE /api/admin/staff/{id}/sessions', () => {
  test('a staff manager signs another account out everywhere and is told how many; audited as theirs', async () => {
    const manager = await as(t, 'manageStaff');
    const member = await createAccount(t);
    const sessions = [await signIn(member), await signIn(member, safariOnIphone)];
    const answer = await manager.rest(`/admin/staff/${member.id}/sessions`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ count: 2 });
    for (const session of sessions) expect(await status(session.headers)).toBe(401);
    expect(await status(manager.headers)).toBe(200);
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({
        action: 'session.endAll',
        actor: expect.objectContaining({ id: manager.account!.id }),
        after: { ended: 2 },
      }),
    ]);
    // Over tRPC too.
    await signIn(member);
    expect(await manager.trpc.staff.endSessions.mutate({ id: member.id })).toEqual({ count: 1 });
  });

  test('the server enforces the permission: staff without it 403, inactive 403, signed out 401; an admin account only by an admin; unknown 404', async () => {
    const member = await createAccount(t);
    const session = await signIn(member);
    for (const role of ['staff', 'manageEvents', 'reviewProfiles', 'inactive'] as const) {
      const caller = await as(t, role);
      expect((await caller.rest(`/admin/staff/${member.id}/sessions`, { method: 'DELETE' })).status, role).toBe(403);
      expect(await trpcStatus(caller.trpc.staff.endSessions.mutate({ id: member.id })), role).toBe(403);
    }
    expect((await rest(`/admin/staff/${member.id}/sessions`, {}, { method: 'DELETE' })).status).toBe(401);
    expect(await status(session.headers)).toBe(200);

    const admin = await createAccount(t, { role: 'admin' });
    const adminSession = await signIn(admin);
    const manager = await as(t, 'manageStaff');
    const refused = await manager.rest(`/admin/staff/${admin.id}/sessions`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Only an admin/);
    // A staff manager cannot sign out an account holding a flag they lack.
    const eventsManager = await createAccount(t, { flags: { canManageEvents: true } });
    const beyond = await manager.rest(`/admin/staff/${eventsManager.id}/sessions`, { method: 'DELETE' });
    expect(beyond.status).toBe(403);
    expect(((await beyond.json()) as { error: string }).error).toBe('This account has permissions you do not hold. Please ask an admin.');
    expect(await status(adminSession.headers)).toBe(200);
    const unknown = await manager.rest('/admin/staff/987654/sessions', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('There is no such staff account; it may have been deleted.');

    const otherAdmin = await as(t, 'admin');
    expect(await (await otherAdmin.rest(`/admin/staff/${admin.id}/sessions`, { method: 'DELETE' })).json()).toEqual({ count: 1 });
    expect(await status(adminSession.headers)).toBe(401);
    expect(await auditOf(eventsManager.id)).toEqual([]);
  });

  test('on one’s own account it keeps the session that asks', async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const elsewhere = await signIn(admin);
    const here = await signIn(admin);
    expect(await (await rest(`/admin/staff/${admin.id}/sessions`, here.headers, { method: 'DELETE' })).json()).toEqual({ count: 1 });
    expect(await status(elsewhere.headers)).toBe(401);
    expect(await status(here.headers)).toBe(200);
  });
});
