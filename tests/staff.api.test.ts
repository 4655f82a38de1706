// Staff accounts through both doors of the real app (issue 13; docs/decisions/020): who may call
// each procedure, the self and last-admin guards (two admins demoting each other at once
// included), what a staff manager who is not an admin may do, batches that change all or nothing,
// the sessions a change ends and those it leaves, the audit entries, the list's search, filters
// and paging, and validation in both languages.
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PermissionFlags } from '../shared/permissions.js';
import {
  as,
  createAccount,
  signedInAppForFile,
  testPassword,
  testRoles,
  type AccountSpec,
  type SignedIn,
  type TestAccount,
  type TestRole,
} from './helpers/accounts.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });

const none: PermissionFlags = {
  canManageEvents: false,
  canReviewProfiles: false,
  canManageStaff: false,
  canManageContent: false,
  canManageMagazine: false,
};

// ---- Helpers -------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: any;
}

async function call(who: SignedIn, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await who.rest(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: await response.json() };
}

/** A tRPC call as status and localized message. */
async function viaTrpc(promise: Promise<unknown>): Promise<Answer> {
  try {
    return { status: 200, body: await promise };
  } catch (error) {
    if (error instanceof TRPCClientError)
      return {
        status: (error.data as { httpStatus: number }).httpStatus,
        body: { error: error.message, code: (error.data as { code: string }).code, issues: (error.data as { issues?: unknown }).issues },
      };
    throw error;
  }
}

/** An address as the site stores it: the domain lower-cased, the local part as typed (decision 023). */
const stored = (email: string) => email.replace(/@.*$/, (domain) => domain.toLowerCase());

let sequence = 0;
const newAccount = (extra: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return { username: `new.member${n}`, email: `New.Member${n}@Example.com`, password: 'a first password', displayOrder: 5, ...extra };
};

/** The account as PUT takes it (no password), read from the database; undefined once deleted. */
async function stateOf(id: number) {
  const row = await t.app.services.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.is_active === 1,
    displayOrder: row.display_order,
    permissions: {
      canManageEvents: row.can_manage_events === 1,
      canReviewProfiles: row.can_review_profiles === 1,
      canManageStaff: row.can_manage_staff === 1,
      canManageContent: row.can_manage_content === 1,
      canManageMagazine: row.can_manage_magazine === 1,
    },
  };
}
async function putBody(id: number, change: Record<string, unknown> = {}) {
  return { ...(await stateOf(id))!, ...change };
}

/** Signs in over REST: the bearer header and the session cookie of one new session each. */
async function sessionsOf(account: TestAccount) {
  const login = () =>
    fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.username, password: account.password }),
    });
  const first = await login();
  expect(first.status).toBe(200);
  const token = ((await first.json()) as { token: string }).token;
  const second = await login();
  const cookie = second.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
  await second.body?.cancel();
  return { bearer: { authorization: `Bearer ${token}` }, cookie: { cookie } };
}
/** GET /api/auth/me with these headers: 200 while the session lives, 401 after. */
async function meStatus(headers: Record<string, string>) {
  const response = await fetch(`${t.url}/api/auth/me`, { headers });
  await response.body?.cancel();
  return response.status;
}
async function sessionStatuses(sessions: Awaited<ReturnType<typeof sessionsOf>>) {
  return [await meStatus(sessions.bearer), await meStatus(sessions.cookie)];
}

async function auditOf(id: number) {
  const answer = await call(signedIn.admin, 'GET', `/admin/audit?entity=staff&entityId=${id}`);
  expect(answer.status).toBe(200);
  return answer.body.entries as Array<{
    action: string;
    entity: string;
    entityId: string;
    actor: { id: number; username: string };
    before: any;
    after: any;
  }>;
}

/** Whether the team page's cache was invalidated since the last probe (staff changes announce it). */
let probeLoads = 0;
async function teamCacheInvalidated(): Promise<boolean> {
  const before = probeLoads;
  await t.app.services.readCaches.team.get('staff-test-probe', () => ({ data: ++probeLoads }));
  return probeLoads > before;
}

const account = (spec: AccountSpec = {}) => createAccount(t, spec);
const manager = (flags: Partial<PermissionFlags> = {}) => account({ flags: { canManageStaff: true, ...flags } });

// ---- Who may call what ------------------------------------------------------------------------

describe('who may manage staff accounts, on both doors', () => {
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'manageStaff' || role === 'admin' ? 200 : 403);

  test.each(testRoles)('%s: list and create', async (role) => {
    const who = signedIn[role];
    expect((await call(who, 'GET', '/admin/staff')).status).toBe(expected(role));
    expect((await viaTrpc(who.trpc.staff.list.query())).status).toBe(expected(role));
    for (const door of ['rest', 'trpc'] as const) {
      const input = newAccount();
      const answer = door === 'rest' ? await call(who, 'POST', '/admin/staff', input) : await viaTrpc(who.trpc.staff.create.mutate(input));
      expect(answer.status, door).toBe(expected(role));
      const stored = await t.app.services.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('username', '=', input.username)
        .executeTakeFirst();
      expect(stored !== undefined, `${door}: stored`).toBe(expected(role) === 200);
    }
  });

  test.each(testRoles)('%s: edit, delete one, delete many, activate and deactivate', async (role) => {
    const who = signedIn[role];
    const allowed = expected(role) === 200;
    for (const door of ['rest', 'trpc'] as const) {
      const edited = await account();
      const input = await putBody(edited.id, { displayOrder: 42 });
      const update =
        door === 'rest'
          ? await call(who, 'PUT', `/admin/staff/${edited.id}`, input)
          : await viaTrpc(who.trpc.staff.update.mutate({ id: edited.id, ...input }));
      expect(update.status, `${door} update`).toBe(expected(role));
      expect((await stateOf(edited.id))!.displayOrder, `${door} update`).toBe(allowed ? 42 : 0);

      const deleted = await account();
      const remove =
        door === 'rest'
          ? await call(who, 'DELETE', `/admin/staff/${deleted.id}`)
          : await viaTrpc(who.trpc.staff.delete.mutate({ id: deleted.id }));
      expect(remove.status, `${door} delete`).toBe(expected(role));
      expect(await stateOf(deleted.id), `${door} delete`).toEqual(allowed ? undefined : expect.anything());

      const many = [await account(), await account()].map((a) => a.id);
      const removeMany =
        door === 'rest'
          ? await call(who, 'DELETE', '/admin/staff', { ids: many })
          : await viaTrpc(who.trpc.staff.deleteMany.mutate({ ids: many }));
      expect(removeMany.status, `${door} deleteMany`).toBe(expected(role));
      for (const id of many) expect(await stateOf(id), `${door} deleteMany`).toEqual(allowed ? undefined : expect.anything());

      const toggled = await account();
      const toggle =
        door === 'rest'
          ? await call(who, 'PATCH', '/admin/staff/batch-toggle', { ids: [toggled.id], isActive: false })
          : await viaTrpc(who.trpc.staff.batchToggle.mutate({ ids: [toggled.id], isActive: false }));
      expect(toggle.status, `${door} batchToggle`).toBe(expected(role));
      expect((await stateOf(toggled.id))!.isActive, `${door} batchToggle`).toBe(!allowed);
      if (allowed)
        expect([update.body.displayOrder, remove.body, removeMany.body, toggle.body]).toEqual([
          42,
          { count: 1 },
          { count: 2 },
          { count: 1 },
        ]);
    }
  });

  test('a created account is answered as the list shows it, with any e-mail domain, the e-mail kept as given but for the case of its domain', async () => {
    const input = newAccount({ permissions: { canManageEvents: true }, isActive: false, displayOrder: 7 });
    const created = await call(signedIn.admin, 'POST', '/admin/staff', input);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: input.username,
      email: stored(input.email),
      role: 'staff',
      isActive: false,
      displayOrder: 7,
      permissions: { ...none, canManageEvents: true },
      createdAt: expect.any(String),
      lastLoginAt: null,
      profileStatus: 'new',
      nameEn: '',
      nameZh: '',
    });
    // The member signs in with the first password, by name or by e-mail in any case.
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: input.email.toLowerCase(), password: input.password }),
    });
    expect(login.status).toBe(200);
    await login.body?.cancel();
  });

  test('DELETE /api/admin/staff (body) and DELETE /api/admin/staff/{id} live side by side; other methods get 405 with Allow', async () => {
    const [one, two] = [await account(), await account()];
    expect(await call(signedIn.admin, 'DELETE', `/admin/staff/${one.id}`)).toEqual({ status: 200, body: { count: 1 } });
    expect(await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [two.id] })).toEqual({ status: 200, body: { count: 1 } });
    const put = await signedIn.admin.rest('/admin/staff', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST']);
    await put.body?.cancel();
    // Without a body, or with the ids in the query as the REST door reads other DELETEs: the field is missing.
    const bare = await call(signedIn.admin, 'DELETE', '/admin/staff');
    expect(bare.status).toBe(400);
    const query = await call(signedIn.admin, 'DELETE', `/admin/staff?ids=${one.id}`);
    expect(query.status).toBe(400);
    const text = await signedIn.admin.rest('/admin/staff', { method: 'DELETE', body: 'ids=3', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    await text.body?.cancel();
  });

  test('DELETE /api/admin/staff signed in by cookie must come from the site itself', async () => {
    const admin = await account({ role: 'admin' });
    const { cookie } = await sessionsOf(admin);
    const target = await account();
    const send = (headers: Record<string, string>) =>
      fetch(`${t.url}/api/admin/staff?language=zh`, {
        method: 'DELETE',
        headers: { ...cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ids: [target.id] }),
      });
    const refused = await send({ origin: 'https://evil.example.com' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: '此请求必须来自本站。', code: 'FORBIDDEN' });
    expect(await stateOf(target.id)).toBeDefined();
    const allowed = await send({ 'sec-fetch-site': 'same-origin' });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
    expect(await stateOf(target.id)).toBeUndefined();
  });

  test('unknown ids: 404, on every operation that takes one', async () => {
    const body = await putBody(signedIn.staff.account!.id, { username: 'nobody.at.all', email: 'nobody.at.all@example.com' });
    const notFound = { error: 'There is no such staff account; it may have been deleted.', code: 'NOT_FOUND' };
    expect(await call(signedIn.admin, 'PUT', '/admin/staff/999999', body)).toEqual({ status: 404, body: notFound });
    expect(await call(signedIn.admin, 'DELETE', '/admin/staff/999999')).toEqual({ status: 404, body: notFound });
    expect(await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [999999] })).toEqual({ status: 404, body: notFound });
    expect(await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [999999], isActive: true })).toEqual({
      status: 404,
      body: notFound,
    });
    expect((await viaTrpc(signedIn.admin.trpc.staff.update.mutate({ id: 999999, ...body }))).status).toBe(404);
    expect((await viaTrpc(signedIn.admin.trpc.staff.deleteMany.mutate({ ids: [999999] }))).status).toBe(404);
  });
});

// ---- The rules ----------------------------------------------------------------------------------

describe('nobody changes their own account here', () => {
  test('an admin (another admin being there) neither deletes, deactivates, demotes, raises nor resets themselves: both doors, both languages', async () => {
    const me = signedIn.admin;
    const id = me.account!.id;
    const expectRefused = async (answer: Answer, error: string) =>
      expect(answer).toMatchObject({ status: 403, body: { error, code: 'FORBIDDEN' } });
    await expectRefused(await call(me, 'DELETE', `/admin/staff/${id}`), 'You cannot delete your own account.');
    await expectRefused(await call(me, 'DELETE', '/admin/staff', { ids: [id] }), 'You cannot delete your own account.');
    await expectRefused(await viaTrpc(me.trpc.staff.delete.mutate({ id })), 'You cannot delete your own account.');
    await expectRefused(
      await call(me, 'PATCH', '/admin/staff/batch-toggle', { ids: [id], isActive: false }),
      'You cannot deactivate your own account.',
    );
    await expectRefused(
      await call(me, 'PUT', `/admin/staff/${id}`, await putBody(id, { isActive: false })),
      'You cannot deactivate your own account.',
    );
    await expectRefused(
      await call(me, 'PUT', `/admin/staff/${id}`, await putBody(id, { role: 'staff' })),
      'You cannot remove your own admin role.',
    );
    await expectRefused(
      await viaTrpc(me.trpc.staff.update.mutate({ id, ...(await putBody(id, { role: 'staff' })) })),
      'You cannot remove your own admin role.',
    );
    await expectRefused(
      await call(me, 'PUT', `/admin/staff/${id}`, await putBody(id, { permissions: { ...none, canManageEvents: true } })),
      'You cannot give yourself more permissions.',
    );
    await expectRefused(
      await call(me, 'PUT', `/admin/staff/${id}`, await putBody(id, { password: 'a new password' })),
      'Change your own password with your current one (Change password), not here.',
    );
    const zh = await call(me, 'PUT', `/admin/staff/${id}?language=zh`, await putBody(id, { role: 'staff' }));
    expect(zh.body.error).toBe('不能取消自己的管理员角色。');
    const zhTrpc = await viaTrpc(t.trpc({ language: 'zh', headers: me.headers }).staff.delete.mutate({ id }));
    expect(zhTrpc.body.error).toBe('不能删除自己的账户。');
    expect(await stateOf(id)).toMatchObject({ role: 'admin', isActive: true, permissions: none });
    expect(await meStatus(me.headers)).toBe(200);
  });

  test('a staff manager does not raise their own role or flags; an edit of their own that raises nothing is fine and keeps their session', async () => {
    const self = await manager();
    const sessions = await sessionsOf(self);
    const rest = (body: unknown) =>
      fetch(`${t.url}/api/admin/staff/${self.id}`, {
        method: 'PUT',
        headers: { ...sessions.bearer, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const raise = await rest(await putBody(self.id, { permissions: { ...none, canManageStaff: true, canReviewProfiles: true } }));
    expect(raise.status).toBe(403);
    expect(((await raise.json()) as { error: string }).error).toBe('You cannot give yourself more permissions.');
    const admin = await rest(await putBody(self.id, { role: 'admin' }));
    expect(((await admin.json()) as { error: string }).error).toBe('You cannot give yourself more permissions.');
    const password = await rest(await putBody(self.id, { password: 'another password' }));
    expect(password.status).toBe(403);
    await password.body?.cancel();
    const order = await rest(await putBody(self.id, { displayOrder: 3, username: `${self.username}.renamed` }));
    expect(order.status).toBe(200);
    await order.body?.cancel();
    expect(await stateOf(self.id)).toMatchObject({ displayOrder: 3, permissions: { ...none, canManageStaff: true } });
    expect(await sessionStatuses(sessions)).toEqual([200, 200]);
  });
});

describe('the last active admin stays', () => {
  let lone: TestApp;
  beforeAll(async () => {
    lone = await startTestApp({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => lone.close());
  const activeAdmins = async () =>
    Number(
      (
        await lone.app.services.db
          .selectFrom('staff_accounts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .where('is_active', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a lone admin cannot delete, deactivate or demote themselves; with a second admin the self guard answers', async () => {
    const first = await as(lone, 'admin');
    const id = first.account!.id;
    const lastAdmin = { error: 'The last active admin cannot be deleted, deactivated or demoted.', code: 'FORBIDDEN' };
    const put = async (change: Record<string, unknown>) => {
      const row = await lone.app.services.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const body = {
        username: row.username,
        email: row.email,
        role: row.role,
        isActive: row.is_active === 1,
        displayOrder: row.display_order,
        ...change,
      };
      const response = await first.rest(`/admin/staff/${id}`, { method: 'PUT', body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };
    expect(await put({ role: 'staff' })).toEqual({ status: 403, body: lastAdmin });
    expect(await put({ isActive: false })).toEqual({ status: 403, body: lastAdmin });
    const toggle = await first.rest('/admin/staff/batch-toggle', { method: 'PATCH', body: JSON.stringify({ ids: [id], isActive: false }) });
    expect(await toggle.json()).toEqual(lastAdmin);
    const remove = await first.rest('/admin/staff', { method: 'DELETE', body: JSON.stringify({ ids: [id] }) });
    expect(await remove.json()).toEqual(lastAdmin);
    expect((await viaTrpc(first.trpc.staff.delete.mutate({ id }))).body).toMatchObject(lastAdmin);
    const zh = await first.rest(`/admin/staff/${id}?language=zh`, { method: 'DELETE' });
    expect(((await zh.json()) as { error: string }).error).toBe('不能删除、停用或降级最后一位有效的管理员。');
    expect(await activeAdmins()).toBe(1);

    // An inactive admin does not count.
    await createAccount(lone, { role: 'admin', isActive: false });
    expect((await put({ role: 'staff' })).body).toEqual(lastAdmin);
    // A second active admin: now the answer is the self guard's.
    await createAccount(lone, { role: 'admin' });
    expect((await put({ role: 'staff' })).body.error).toBe('You cannot remove your own admin role.');
  });

  test('two admins demoting each other at once: exactly one succeeds, and one admin remains (both doors)', async () => {
    for (const door of ['rest', 'trpc'] as const) {
      // Only these two are active admins.
      await lone.app.services.db.updateTable('staff_accounts').set({ is_active: 0 }).where('role', '=', 'admin').execute();
      const [a, b] = [await as(lone, 'admin'), await as(lone, 'admin')];
      expect(await activeAdmins()).toBe(2);
      const demote = async (who: SignedIn, other: SignedIn) => {
        const row = await lone.app.services.db
          .selectFrom('staff_accounts')
          .selectAll()
          .where('id', '=', other.account!.id)
          .executeTakeFirstOrThrow();
        const body = { username: row.username, email: row.email, role: 'staff' as const, isActive: true, displayOrder: row.display_order };
        if (door === 'trpc') return (await viaTrpc(who.trpc.staff.update.mutate({ id: row.id, ...body }))).status;
        const response = await who.rest(`/admin/staff/${row.id}`, { method: 'PUT', body: JSON.stringify(body) });
        await response.body?.cancel();
        return response.status;
      };
      const statuses = await Promise.all([demote(a, b), demote(b, a)]);
      expect(
        statuses.filter((s) => s === 200),
        `${door}: ${statuses}`,
      ).toHaveLength(1);
      // The loser was demoted first: refused on its right read again (403), or its session was already gone (401).
      expect([401, 403], door).toContain(statuses.find((s) => s !== 200));
      expect(await activeAdmins(), door).toBe(1);
    }
  });
});

describe('the actor’s own right is read again where the change is made', () => {
  test('a staff manager whose flag was taken a moment ago (a request already under way) is refused', async () => {
    const self = await manager();
    const target = await account();
    // The request resolved its session while the account still had the flag; then an admin took it.
    const staleUser = {
      id: self.id,
      username: self.username,
      email: self.email,
      role: 'staff' as const,
      isActive: true,
      hasProfile: false,
      profileStatus: 'new' as const,
      permissions: { ...none, canManageStaff: true },
    };
    await t.app.services.db.updateTable('staff_accounts').set({ can_manage_staff: 0 }).where('id', '=', self.id).execute();
    const staff = t.app.services.staff;
    await expect(staff.delete(staleUser, [target.id])).rejects.toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    await expect(staff.setActive(staleUser, [target.id], false)).rejects.toMatchObject({ messageKey: 'errors.forbidden' });
    await expect(staff.update(staleUser, { id: target.id, ...(await putBody(target.id, { displayOrder: 9 })) })).rejects.toMatchObject({
      messageKey: 'errors.forbidden',
    });
    await expect(staff.create(staleUser, { ...newAccount(), role: 'staff', isActive: true, permissions: none })).rejects.toMatchObject({
      messageKey: 'errors.forbidden',
    });
    // Deactivated a moment ago: the message says so.
    await t.app.services.db.updateTable('staff_accounts').set({ can_manage_staff: 1, is_active: 0 }).where('id', '=', self.id).execute();
    await expect(staff.delete(staleUser, [target.id])).rejects.toMatchObject({ messageKey: 'errors.inactive' });
    // Deleted a moment ago: signed out.
    await t.app.services.db.deleteFrom('staff_accounts').where('id', '=', self.id).execute();
    await expect(staff.delete(staleUser, [target.id])).rejects.toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
    expect(await stateOf(target.id)).toMatchObject({ isActive: true, displayOrder: 0 });
  });
});

describe('a staff manager who is not an admin', () => {
  test('grants only the staff role and flags they hold', async () => {
    const who = await as(t, 'manageStaff');
    const refusedAdmin = await call(who, 'POST', '/admin/staff', newAccount({ role: 'admin' }));
    expect(refusedAdmin).toMatchObject({
      status: 403,
      body: { error: 'Only an admin can grant the admin role or change an admin account.' },
    });
    const refusedFlag = await call(who, 'POST', '/admin/staff', newAccount({ permissions: { canReviewProfiles: true } }));
    expect(refusedFlag).toMatchObject({ status: 403, body: { error: 'You can only grant permissions you hold yourself.' } });
    const zh = await viaTrpc(
      t.trpc({ language: 'zh', headers: who.headers }).staff.create.mutate(newAccount({ permissions: { ...none, canManageEvents: true } })),
    );
    expect(zh.body.error).toBe('只能授予你自己拥有的权限。');
    expect((await call(who, 'POST', '/admin/staff', newAccount({ permissions: { canManageStaff: true } }))).status).toBe(200);

    const staff = await account();
    expect((await call(who, 'PUT', `/admin/staff/${staff.id}`, await putBody(staff.id, { role: 'admin' }))).body.error).toBe(
      'Only an admin can grant the admin role or change an admin account.',
    );
    expect(
      (await call(who, 'PUT', `/admin/staff/${staff.id}`, await putBody(staff.id, { permissions: { ...none, canManageEvents: true } })))
        .body.error,
    ).toBe('You can only grant permissions you hold yourself.');
    expect(
      (await call(who, 'PUT', `/admin/staff/${staff.id}`, await putBody(staff.id, { permissions: { ...none, canManageStaff: true } })))
        .status,
    ).toBe(200);
    expect((await stateOf(staff.id))!.permissions).toEqual({ ...none, canManageStaff: true });

    // A manager who also holds manageEvents may grant it.
    const both = await manager({ canManageEvents: true });
    const bothHeaders = (await sessionsOf(both)).bearer;
    const granted = await fetch(`${t.url}/api/admin/staff`, {
      method: 'POST',
      headers: { ...bothHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(newAccount({ permissions: { canManageEvents: true } })),
    });
    expect(granted.status).toBe(200);
    await granted.body?.cancel();
  });

  test('changes only staff accounts whose flags they hold: not an admin, not a reviewer, in no way', async () => {
    const who = await as(t, 'manageStaff');
    const admin = await account({ role: 'admin' });
    const reviewer = await account({ flags: { canReviewProfiles: true } });
    const adminOnly = 'Only an admin can grant the admin role or change an admin account.';
    const beyond = 'This account has permissions you do not hold. Please ask an admin.';
    expect((await call(who, 'PUT', `/admin/staff/${admin.id}`, await putBody(admin.id, { displayOrder: 1 }))).body.error).toBe(adminOnly);
    expect((await call(who, 'DELETE', `/admin/staff/${admin.id}`)).body.error).toBe(adminOnly);
    expect((await call(who, 'PATCH', '/admin/staff/batch-toggle', { ids: [admin.id], isActive: false })).body.error).toBe(adminOnly);
    // Resetting the reviewer's password would hand the manager a flag they lack.
    expect(
      (await call(who, 'PUT', `/admin/staff/${reviewer.id}`, await putBody(reviewer.id, { password: 'taken over 1' }))).body.error,
    ).toBe(beyond);
    // Even taking the flag away is for someone who holds it.
    expect((await call(who, 'PUT', `/admin/staff/${reviewer.id}`, await putBody(reviewer.id, { permissions: none }))).body.error).toBe(
      beyond,
    );
    expect((await call(who, 'DELETE', '/admin/staff', { ids: [reviewer.id] })).body.error).toBe(beyond);
    expect((await viaTrpc(who.trpc.staff.batchToggle.mutate({ ids: [reviewer.id], isActive: false }))).body.error).toBe(beyond);
    expect(await stateOf(admin.id)).toMatchObject({ isActive: true, displayOrder: 0 });
    expect(await stateOf(reviewer.id)).toMatchObject({ isActive: true, permissions: { ...none, canReviewProfiles: true } });
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: reviewer.username, password: testPassword }),
    });
    expect(login.status).toBe(200);
    await login.body?.cancel();
  });
});

describe('batches change all or nothing', () => {
  test('one unknown id: 404 and nothing changes', async () => {
    const [a, b] = [await account(), await account()];
    expect((await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id, b.id, 999999], isActive: false })).status).toBe(
      404,
    );
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [a.id, 999999, b.id] })).status).toBe(404);
    expect(await stateOf(a.id)).toMatchObject({ isActive: true });
    expect(await stateOf(b.id)).toMatchObject({ isActive: true });
  });

  test('one refused account: its refusal, and nothing changes (nor any session end)', async () => {
    const [a, b] = [await account(), await account()];
    const sessions = await sessionsOf(a);
    const self = signedIn.admin.account!.id;
    expect(
      (await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id, self, b.id], isActive: false })).body.error,
    ).toBe('You cannot deactivate your own account.');
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [a.id, b.id, self] })).body.error).toBe(
      'You cannot delete your own account.',
    );
    const admin = await account({ role: 'admin' });
    expect((await call(signedIn.manageStaff, 'DELETE', '/admin/staff', { ids: [a.id, admin.id, b.id] })).status).toBe(403);
    expect(
      (await viaTrpc(signedIn.manageStaff.trpc.staff.batchToggle.mutate({ ids: [a.id, b.id, admin.id], isActive: false }))).status,
    ).toBe(403);
    for (const id of [a.id, b.id, admin.id]) expect(await stateOf(id)).toMatchObject({ isActive: true });
    expect(await sessionStatuses(sessions)).toEqual([200, 200]);
    expect(await auditOf(a.id)).toEqual([]);
  });

  test('all of them otherwise; an id given twice counts once; accounts already so are left and not counted', async () => {
    const [a, b, c] = [await account(), await account(), await account({ isActive: false })];
    expect(await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id, b.id, c.id, a.id], isActive: false })).toEqual({
      status: 200,
      body: { count: 2 },
    });
    for (const id of [a.id, b.id, c.id]) expect(await stateOf(id)).toMatchObject({ isActive: false });
    expect(await auditOf(c.id)).toEqual([]);
    expect(await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id, b.id, c.id], isActive: true })).toEqual({
      status: 200,
      body: { count: 3 },
    });
    expect(await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id], isActive: true })).toEqual({
      status: 200,
      body: { count: 0 },
    });
    expect(await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [a.id, b.id, a.id] })).toEqual({ status: 200, body: { count: 2 } });
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual([undefined, undefined]);
  });

  test('1 to 100 ids, positive integers: refused otherwise in the request’s language, on both doors', async () => {
    const select = {
      status: 400,
      body: {
        error: 'Please select at least one account.',
        code: 'BAD_REQUEST',
        issues: [{ path: 'ids', message: 'Please select at least one account.' }],
      },
    };
    expect(await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [] })).toEqual(select);
    expect(await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [], isActive: false })).toEqual(select);
    expect((await viaTrpc(signedIn.admin.trpc.staff.deleteMany.mutate({ ids: [] }))).body.error).toBe(
      'Please select at least one account.',
    );
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff?language=zh', { ids: many })).body.error).toBe('一次最多选择 100 个账户。');
    expect(
      (await viaTrpc(t.trpc({ language: 'zh', headers: signedIn.admin.headers }).staff.batchToggle.mutate({ ids: [], isActive: true })))
        .body.error,
    ).toBe('请至少选择一个账户。');
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [0] })).status).toBe(400);
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: ['3'] })).status).toBe(400);
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', [3])).status).toBe(400);
    expect((await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [3], isActive: 'no' })).status).toBe(400);
  });
});

// ---- Sessions, the audit log, the team page ----------------------------------------------------

describe('the sessions a change ends, in the same transaction', () => {
  test('deactivation ends them (batch and edit); activation does not', async () => {
    const [a, b] = [await account(), await account()];
    const [sa, sb] = [await sessionsOf(a), await sessionsOf(b)];
    expect((await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id], isActive: false })).status).toBe(200);
    expect(await sessionStatuses(sa)).toEqual([401, 401]);
    expect(
      (await viaTrpc(signedIn.admin.trpc.staff.update.mutate({ id: b.id, ...(await putBody(b.id, { isActive: false })) }))).status,
    ).toBe(200);
    expect(await sessionStatuses(sb)).toEqual([401, 401]);
    // An inactive member may sign in (and sees why they cannot edit); activating keeps that session.
    const again = await sessionsOf(a);
    expect((await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id], isActive: true })).status).toBe(200);
    expect(await sessionStatuses(again)).toEqual([200, 200]);
  });

  test('a change of flags or role ends them; a password reset ends them and the new password works', async () => {
    const [a, b, c] = [await account(), await account(), await account()];
    const [sa, sb, sc] = [await sessionsOf(a), await sessionsOf(b), await sessionsOf(c)];
    expect(
      (await call(signedIn.admin, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { permissions: { ...none, canManageEvents: true } })))
        .status,
    ).toBe(200);
    expect(await sessionStatuses(sa)).toEqual([401, 401]);
    expect((await call(signedIn.admin, 'PUT', `/admin/staff/${b.id}`, await putBody(b.id, { role: 'admin' }))).status).toBe(200);
    expect(await sessionStatuses(sb)).toEqual([401, 401]);
    expect((await call(signedIn.admin, 'PUT', `/admin/staff/${c.id}`, await putBody(c.id, { password: 'reset by an admin' }))).status).toBe(
      200,
    );
    expect(await sessionStatuses(sc)).toEqual([401, 401]);
    const old = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: c.username, password: c.password }),
    });
    expect(old.status).toBe(401);
    await old.body?.cancel();
    expect(await sessionStatuses(await sessionsOf({ ...c, password: 'reset by an admin' }))).toEqual([200, 200]);
    // Taking a flag away ends them too.
    const d = await account({ flags: { canManageEvents: true } });
    const sd = await sessionsOf(d);
    expect((await call(signedIn.admin, 'PUT', `/admin/staff/${d.id}`, await putBody(d.id, { permissions: none }))).status).toBe(200);
    expect(await sessionStatuses(sd)).toEqual([401, 401]);
  });

  test('an unrelated edit (display order, name, e-mail) leaves them', async () => {
    const a = await account();
    const sessions = await sessionsOf(a);
    expect(
      (
        await call(
          signedIn.admin,
          'PUT',
          `/admin/staff/${a.id}`,
          await putBody(a.id, { displayOrder: 12, username: `${a.username}.x`, email: `other.${a.email}` }),
        )
      ).status,
    ).toBe(200);
    expect(await sessionStatuses(sessions)).toEqual([200, 200]);
  });

  test('deletion ends them, and the deleted member cannot sign in', async () => {
    const a = await account();
    const sessions = await sessionsOf(a);
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff', { ids: [a.id] })).status).toBe(200);
    expect(await sessionStatuses(sessions)).toEqual([401, 401]);
    expect(await t.app.services.db.selectFrom('sessions').select('id').where('account_id', '=', a.id).execute()).toEqual([]);
  });
});

describe('the audit log', () => {
  test('one entry per account and change, by whom, before and after, never a password or its hash', async () => {
    const input = newAccount({ permissions: { canReviewProfiles: true } });
    const created = (await call(signedIn.admin, 'POST', '/admin/staff', input)).body as { id: number };
    const id = created.id;
    expect(
      (await call(signedIn.admin, 'PUT', `/admin/staff/${id}`, await putBody(id, { displayOrder: 4, password: 'a reset password' })))
        .status,
    ).toBe(200);
    expect((await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [id], isActive: false })).status).toBe(200);
    const entries = await auditOf(id);
    const by = { id: signedIn.admin.account!.id, username: signedIn.admin.account!.username };
    const record = {
      id,
      username: input.username,
      email: stored(input.email),
      role: 'staff',
      isActive: true,
      displayOrder: 5,
      permissions: { ...none, canReviewProfiles: true },
    };
    // Newest first.
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.actor])).toEqual([
      ['staff.update', 'staff', String(id), by],
      ['staff.update', 'staff', String(id), by],
      ['staff.create', 'staff', String(id), by],
    ]);
    expect(entries[2]!.before).toBeNull();
    expect(entries[2]!.after).toEqual(record);
    expect(entries[1]!.before).toEqual(record);
    expect(entries[1]!.after).toEqual({ ...record, displayOrder: 4, passwordReset: true });
    expect(entries[0]!.before).toEqual({ ...record, displayOrder: 4 });
    expect(entries[0]!.after).toEqual({ ...record, displayOrder: 4, isActive: false, passwordReset: false });
    // An edit that leaves the password says so.
    expect((await call(signedIn.admin, 'PUT', `/admin/staff/${id}`, await putBody(id, { displayOrder: 4, isActive: false }))).status).toBe(
      200,
    );
    expect((await auditOf(id))[0]!.after).toEqual({ ...record, displayOrder: 4, isActive: false, passwordReset: false });

    expect((await call(signedIn.admin, 'DELETE', `/admin/staff/${id}`)).status).toBe(200);
    const deleted = (await auditOf(id))[0]!;
    expect([deleted.action, deleted.before, deleted.after]).toEqual([
      'staff.delete',
      { ...record, displayOrder: 4, isActive: false },
      null,
    ]);
    const text = JSON.stringify(await t.app.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'staff').execute());
    for (const secret of ['$argon2', 'password_hash', 'passwordHash', input.password, 'a reset password'])
      expect(text).not.toContain(secret);
  });

  test('a refused change writes nothing', async () => {
    const a = await account();
    await call(signedIn.manageStaff, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { role: 'admin' }));
    await call(signedIn.staff, 'DELETE', `/admin/staff/${a.id}`);
    expect(await auditOf(a.id)).toEqual([]);
  });
});

describe('the team page hears of the changes it shows', () => {
  test('activity, display order, username and deletion invalidate its cache; other edits do not', async () => {
    const a = await account();
    await teamCacheInvalidated();
    expect(await teamCacheInvalidated()).toBe(false);
    await call(
      signedIn.admin,
      'PUT',
      `/admin/staff/${a.id}`,
      await putBody(a.id, { email: `changed.${a.email}`, permissions: { ...none, canManageEvents: true } }),
    );
    expect(await teamCacheInvalidated()).toBe(false);
    await call(signedIn.admin, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { displayOrder: 8 }));
    expect(await teamCacheInvalidated()).toBe(true);
    await call(signedIn.admin, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { username: `${a.username}.new` }));
    expect(await teamCacheInvalidated()).toBe(true);
    await call(signedIn.admin, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { isActive: false }));
    expect(await teamCacheInvalidated()).toBe(true);
    await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id], isActive: false });
    expect(await teamCacheInvalidated()).toBe(false);
    await call(signedIn.admin, 'PATCH', '/admin/staff/batch-toggle', { ids: [a.id], isActive: true });
    expect(await teamCacheInvalidated()).toBe(true);
    await call(signedIn.admin, 'POST', '/admin/staff', newAccount());
    expect(await teamCacheInvalidated()).toBe(false);
    await call(signedIn.admin, 'DELETE', `/admin/staff/${a.id}`);
    expect(await teamCacheInvalidated()).toBe(true);
  });
});

// ---- Uniqueness, validation --------------------------------------------------------------------

describe('usernames and e-mail addresses are unique without case', () => {
  test('create and edit: 409 with the field’s message, in both languages and doors', async () => {
    const a = await account({ username: 'Unique.Name', email: 'unique.name@example.com' });
    const b = await account();
    const taken = { status: 409, body: { error: 'This username is already taken.', code: 'CONFLICT' } };
    const registered = { status: 409, body: { error: 'This email is already registered.', code: 'CONFLICT' } };
    expect(await call(signedIn.admin, 'POST', '/admin/staff', newAccount({ username: 'unique.NAME' }))).toEqual(taken);
    expect(await call(signedIn.admin, 'POST', '/admin/staff', newAccount({ email: '  UNIQUE.name@Example.COM ' }))).toEqual(registered);
    expect((await call(signedIn.admin, 'POST', '/admin/staff?language=zh', newAccount({ username: 'UNIQUE.NAME' }))).body.error).toBe(
      '该用户名已被使用。',
    );
    expect((await viaTrpc(signedIn.admin.trpc.staff.create.mutate(newAccount({ email: 'Unique.Name@example.com' })))).status).toBe(409);
    expect(await call(signedIn.admin, 'PUT', `/admin/staff/${b.id}`, await putBody(b.id, { username: 'unique.name' }))).toEqual(taken);
    expect(await call(signedIn.admin, 'PUT', `/admin/staff/${b.id}`, await putBody(b.id, { email: 'UNIQUE.NAME@EXAMPLE.COM' }))).toEqual(
      registered,
    );
    expect(
      (
        await viaTrpc(
          t
            .trpc({ language: 'zh', headers: signedIn.admin.headers })
            .staff.update.mutate({ id: b.id, ...(await putBody(b.id, { email: 'unique.name@example.com' })) }),
        )
      ).body.error,
    ).toBe('该邮箱已被注册。');
    // Its own name and address, in another case, are its own.
    const own = await call(
      signedIn.admin,
      'PUT',
      `/admin/staff/${a.id}`,
      await putBody(a.id, { username: 'UNIQUE.name', email: 'Unique.Name@EXAMPLE.com' }),
    );
    expect(own.status).toBe(200);
    expect([own.body.username, own.body.email]).toEqual(['UNIQUE.name', 'Unique.Name@example.com']);
    expect(await stateOf(b.id)).toMatchObject({ username: b.username, email: b.email });
  });

  test('one account per mailbox (decision 023): another +sub-address of a taken mailbox is 409 on both doors; its own account may take one', async () => {
    const a = await account({ email: 'trick9@utoronto.ca' });
    const b = await account();
    const registered = { status: 409, body: { error: 'This email is already registered.', code: 'CONFLICT' } };
    expect(await call(signedIn.admin, 'POST', '/admin/staff', newAccount({ email: 'trick9+tag@utoronto.ca' }))).toEqual(registered);
    expect((await viaTrpc(signedIn.admin.trpc.staff.create.mutate(newAccount({ email: 'Trick9+Other@UTORONTO.CA' })))).status).toBe(409);
    expect(await call(signedIn.admin, 'PUT', `/admin/staff/${b.id}`, await putBody(b.id, { email: 'trick9+b@utoronto.ca' }))).toEqual(
      registered,
    );
    expect(await stateOf(b.id)).toMatchObject({ email: b.email });
    const own = await call(signedIn.admin, 'PUT', `/admin/staff/${a.id}`, await putBody(a.id, { email: 'trick9+Board@UToronto.ca' }));
    expect([own.status, own.body.email]).toEqual([200, 'trick9+Board@utoronto.ca']);
    // Now the plain address is the taken one's sub-address the other way round.
    expect(await call(signedIn.admin, 'POST', '/admin/staff', newAccount({ email: 'TRICK9@utoronto.ca' }))).toEqual(registered);
  });
});

describe('validation, in the request’s language on both doors', () => {
  test('the account fields', async () => {
    const en = await call(
      signedIn.admin,
      'POST',
      '/admin/staff',
      newAccount({ username: 'a', displayOrder: -1, role: 'boss', password: '12345' }),
    );
    expect(en.status).toBe(400);
    expect(Object.fromEntries(en.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual({
      username: 'The username is 2 to 64 letters, digits, dots, hyphens or underscores.',
      displayOrder: 'The display order is a whole number from 0 to 100,000.',
      role: 'The role is staff or admin.',
      password: 'The password must be at least 6 characters.',
    });
    const zh = await viaTrpc(
      t.trpc({ language: 'zh', headers: signedIn.admin.headers }).staff.create.mutate(newAccount({ username: 'has space' })),
    );
    expect(zh.status).toBe(400);
    expect(zh.body.error).toBe('用户名为 2 到 64 个字母、数字、点、连字符或下划线。');
    const email = await call(signedIn.admin, 'POST', '/admin/staff?language=zh', newAccount({ email: 'not-an-email' }));
    expect(email.body.issues).toEqual([{ path: 'email', message: expect.stringMatching(/邮箱|电子邮件/) }]);
    // PUT needs every field (it replaces them); the id comes from the path.
    const missing = await call(signedIn.admin, 'PUT', `/admin/staff/${signedIn.staff.account!.id}`, { username: 'only.this' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toEqual(['email']);
    expect((await call(signedIn.admin, 'PUT', '/admin/staff/abc', await putBody(signedIn.staff.account!.id))).status).toBe(400);
  });

  test('the list’s filters', async () => {
    expect((await call(signedIn.admin, 'GET', '/admin/staff?role=boss')).body.error).toBe('The role is staff or admin.');
    expect((await call(signedIn.admin, 'GET', '/admin/staff?status=asleep&language=zh')).body.error).toBe(
      '状态必须是 all（全部）、active（已激活）或 inactive（未激活）之一。',
    );
    expect((await viaTrpc(signedIn.admin.trpc.staff.list.query({ profileStatus: 'lost' as never }))).body.error).toBe(
      'Profile status must be one of all, new, pending, approved or rejected.',
    );
    expect((await call(signedIn.admin, 'GET', `/admin/staff?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await call(signedIn.admin, 'GET', '/admin/staff?pageSize=101')).body.error).toBe(
      'The page size must be a whole number from 1 to 100.',
    );
  });

  test('the tRPC door takes numbers only as numbers, REST calls before it or not', async () => {
    expect((await call(signedIn.admin, 'GET', '/admin/staff?page=1&pageSize=5')).status).toBe(200);
    expect((await call(signedIn.admin, 'DELETE', '/admin/staff/999999')).status).toBe(404);
    expect((await viaTrpc(signedIn.admin.trpc.staff.list.query({ page: '1' as never }))).status).toBe(400);
    expect((await viaTrpc(signedIn.admin.trpc.staff.delete.mutate({ id: '999999' as never }))).status).toBe(400);
    expect((await viaTrpc(signedIn.admin.trpc.staff.deleteMany.mutate({ ids: ['999999' as never] }))).status).toBe(400);
  });
});

// ---- The list ------------------------------------------------------------------------------------

describe('the list', () => {
  type Listed = {
    staff: Array<{ id: number; username: string; profileStatus: string; nameEn: string; nameZh: string }>;
    total: number;
    page: number;
    pageSize: number;
  };
  const list = async (query: string): Promise<Listed> => {
    const answer = await call(signedIn.manageStaff, 'GET', `/admin/staff${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Listed;
  };
  const names = async (query: string) => (await list(query)).staff.map((s) => s.username);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const people: Array<
      [
        string,
        AccountSpec & { order: number },
        { status: 'new' | 'pending' | 'approved' | 'rejected'; nameEn: string; nameZh: string } | null,
      ]
    > = [
      // Made in another order than the list's, and with a capital that sorts first by code but not without case.
      ['zetaxd', { order: 2, email: 'zeta.mail@example.org' }, { status: 'new', nameEn: '', nameZh: '' }],
      ['Zeta.b', { order: 1, isActive: false }, null],
      ['zeta_d', { order: 2 }, { status: 'rejected', nameEn: '100x Zhang', nameZh: '' }],
      ['zeta.a', { order: 1, role: 'admin' }, { status: 'pending', nameEn: '100% Wang', nameZh: '王芳' }],
      ['zeta.c', { order: 0 }, { status: 'approved', nameEn: 'Li Hua', nameZh: '李华' }],
    ];
    const db = t.app.services.db;
    for (const [username, spec, profile] of people) {
      const made = await createAccount(t, { ...spec, username, email: spec.email ?? `${username}@mail.utoronto.ca` });
      ids[username] = made.id;
      await db.updateTable('staff_accounts').set({ display_order: spec.order }).where('id', '=', made.id).execute();
      if (profile) {
        await db
          .insertInto('staff_profiles')
          .values({
            ...{
              position_en: '',
              position_zh: '',
              department: 'arts',
              bio_en: '',
              bio_zh: '',
              email: '',
              phone: '',
              linkedin: '',
              github: '',
              wechat: '',
              mbti: '',
              avatar: null,
            },
            ...{ rejection_reason: null, review_note: null, verified: 0, submitted_at: null, reviewed_at: null, reviewed_by: null },
            account_id: made.id,
            status: profile.status,
            name_en: profile.nameEn,
            name_zh: profile.nameZh,
            updated_at: new Date().toISOString(),
          })
          .execute();
      }
    }
  });

  test('by display order, then username without case; the profile’s status and names beside each account', async () => {
    expect(await names('?q=zeta')).toEqual(['zeta.c', 'zeta.a', 'Zeta.b', 'zeta_d', 'zetaxd']);
    const listed = await list('?q=zeta');
    expect(listed.staff.map((s) => [s.profileStatus, s.nameEn, s.nameZh])).toEqual([
      ['approved', 'Li Hua', '李华'],
      ['pending', '100% Wang', '王芳'],
      ['new', '', ''],
      ['rejected', '100x Zhang', ''],
      ['new', '', ''],
    ]);
    expect(listed).toMatchObject({ total: 5, page: 1, pageSize: 20 });
  });

  test('searched in username, e-mail and both names, without case; % and _ are plain characters', async () => {
    expect(await names('?q=ZETA.A')).toEqual(['zeta.a']);
    expect(await names('?q=zeta.mail%40example')).toEqual(['zetaxd']);
    expect(await names('?q=li%20hua')).toEqual(['zeta.c']);
    expect(await names(`?q=${encodeURIComponent('王芳')}`)).toEqual(['zeta.a']);
    expect(await names(`?q=${encodeURIComponent('100%')}`)).toEqual(['zeta.a']);
    expect(await names(`?q=${encodeURIComponent('zeta_')}`)).toEqual(['zeta_d']);
    expect(await list('?q=nobody-has-this')).toMatchObject({ staff: [], total: 0 });
    expect(
      (await viaTrpc(signedIn.manageStaff.trpc.staff.list.query({ q: '李' }))).body.staff.map((s: { username: string }) => s.username),
    ).toEqual(['zeta.c']);
  });

  test('filtered by role, activity and profile status (no profile counts as new)', async () => {
    expect(await names('?q=zeta&role=admin')).toEqual(['zeta.a']);
    expect(await names('?q=zeta&role=staff')).toEqual(['zeta.c', 'Zeta.b', 'zeta_d', 'zetaxd']);
    expect(await names('?q=zeta&status=inactive')).toEqual(['Zeta.b']);
    expect(await names('?q=zeta&status=active')).toEqual(['zeta.c', 'zeta.a', 'zeta_d', 'zetaxd']);
    expect(await names('?q=zeta&profileStatus=new')).toEqual(['Zeta.b', 'zetaxd']);
    expect(await names('?q=zeta&profileStatus=pending')).toEqual(['zeta.a']);
    expect(await names('?q=zeta&profileStatus=approved')).toEqual(['zeta.c']);
    expect(await names('?q=zeta&profileStatus=rejected')).toEqual(['zeta_d']);
    expect(await names('?q=zeta&status=active&profileStatus=new&role=staff')).toEqual(['zetaxd']);
    expect(await names('?q=zeta&role=all&status=all&profileStatus=all')).toHaveLength(5);
    // Without a search: every account of the filter.
    const admins = await list('?role=admin&pageSize=100');
    expect(admins.total).toBe(admins.staff.length);
    expect(admins.staff.every((s) => s.username !== 'zeta.c')).toBe(true);
    expect(admins.staff.map((s) => s.id)).toContain(signedIn.admin.account!.id);
  });

  test('a page at a time, with the total of all pages', async () => {
    const first = await list('?q=zeta&pageSize=2');
    const second = await list('?q=zeta&pageSize=2&page=2');
    const third = await list('?q=zeta&pageSize=2&page=3');
    expect([first, second, third].map((p) => p.staff.map((s) => s.username))).toEqual([
      ['zeta.c', 'zeta.a'],
      ['Zeta.b', 'zeta_d'],
      ['zetaxd'],
    ]);
    expect([first.total, second.total, third.total, second.page, second.pageSize]).toEqual([5, 5, 5, 2, 2]);
    expect(await list('?q=zeta&page=9')).toMatchObject({ staff: [], total: 5, page: 9 });
  });

  test('never shows a password hash', async () => {
    const answer = await signedIn.admin.rest('/admin/staff?pageSize=100');
    const text = await answer.text();
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/password/i);
  });
});
