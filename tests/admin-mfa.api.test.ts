// Admins and staff managers must set up a second factor (issue 24 item 5, decision 032), through
// both doors of the real app with ADMIN_MFA=required: until they do, their session can only set
// one up; every other signed-in operation answers 403 MFA_SETUP_REQUIRED. Codes computed here.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import { createAccount, type AccountSpec, type TestAccount } from './helpers/accounts.js';
import { appsClosedAfterEach, testClock, trpcStatus, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();
const start = new Date('2026-12-01T10:00:15.000Z');

let addresses = 0;
function call(t: TestApp, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.32.${(++addresses >> 8) & 255}.${addresses & 255}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
type Answer = {
  user?: { id: number; mfaSetupRequired?: true };
  token?: string;
  challenge?: string;
  mfaRequired?: true;
  code?: string;
  error?: string;
  secret?: string;
  recoveryCodes?: string[];
  enabled?: boolean;
};
const json = async (response: Response) => (await response.json()) as Answer;
const codeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

async function setUp(mode: 'required' | 'optional' = 'required') {
  const clock = testClock(start);
  const t = await app({ clock: clock.clock, env: { ADMIN_MFA: mode } });
  return { t, clock };
}

async function signIn(t: TestApp, account: TestAccount) {
  const response = await call(t, 'POST', '/auth/login', undefined, { identifier: account.username, password: account.password });
  expect(response.status).toBe(200);
  return json(response);
}

/** The operations that must be closed (REST door): events writes, audit, staff management, profiles, uploads. */
const closed: Array<[method: string, path: string, body?: unknown]> = [
  ['POST', '/events', {}],
  ['GET', '/admin/audit'],
  ['GET', '/admin/staff'],
  ['POST', '/admin/staff', {}],
  ['GET', '/admin/profiles'],
  ['GET', '/staff/profile'],
  ['POST', '/staff/profile', {}],
  ['POST', '/auth/totp/disable', { password: 'x', code: '123456' }],
];

async function expectHeldToSetup(t: TestApp, token: string) {
  for (const [method, path, body] of closed) {
    const response = await call(t, method, path, token, body);
    expect([method, path, response.status]).toEqual([method, path, 403]);
    const answer = await json(response);
    expect(answer.code).toBe('MFA_SETUP_REQUIRED');
    expect(answer.error).toMatch(/two-step sign-in/);
  }
  // The upload (multipart) too.
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a.png');
  const upload = await fetch(`${t.url}/api/admin/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(403);
  expect((await json(upload)).code).toBe('MFA_SETUP_REQUIRED');
  // tRPC door: the same code and status.
  const trpc = t.trpc({ headers: { authorization: `Bearer ${token}` } });
  expect(await trpcStatus(trpc.audit.list.query({} as never))).toBe(403);
  expect(await trpcStatus(trpc.staff.list.query({} as never))).toBe(403);
  expect(await trpcStatus(trpc.events.create.mutate({} as never))).toBe(403);
  await expect(trpc.profiles.mine.query()).rejects.toMatchObject({ data: { code: 'MFA_SETUP_REQUIRED', httpStatus: 403 } });
}

async function setUpTotp(t: TestApp, token: string, at: number) {
  const setup = await call(t, 'POST', '/auth/totp/setup', token, {});
  expect(setup.status).toBe(200);
  const { secret } = await json(setup);
  // A pending secret is not a second factor: still held until a code turns it on.
  expect((await call(t, 'GET', '/admin/staff', token)).status).toBe(403);
  expect((await json(await call(t, 'GET', '/auth/me', token))).user!.mfaSetupRequired).toBe(true);
  const enabled = await call(t, 'POST', '/auth/totp/enable', token, { code: codeAt(secret!, at) });
  expect(enabled.status).toBe(200);
  return secret!;
}

describe.each<[string, AccountSpec]>([
  ['an admin', { role: 'admin' }],
  ['a staff member with canManageStaff', { flags: { canManageStaff: true } }],
])('ADMIN_MFA=required, %s without a second factor', (_, spec) => {
  test('signs in to a session that can only set one up; sets it up; a fresh sign-in with the second step works fully', async () => {
    const { t, clock } = await setUp();
    const account = await createAccount(t, spec);
    const first = await signIn(t, account);
    expect(first.user!.mfaSetupRequired).toBe(true);
    const token = first.token!;
    // What stays open: auth.me (with the flag), the TOTP status, and (below) set-up and enable.
    const me = await call(t, 'GET', '/auth/me', token);
    expect(me.status).toBe(200);
    expect((await json(me)).user!.mfaSetupRequired).toBe(true);
    expect(await t.trpc({ headers: { authorization: `Bearer ${token}` } }).auth.me.query()).toMatchObject({
      user: { id: account.id, mfaSetupRequired: true },
    });
    expect((await call(t, 'GET', '/auth/totp', token)).status).toBe(200);
    await expectHeldToSetup(t, token);

    const secret = await setUpTotp(t, token, clock.clock().getTime());
    // The session sees the factor at once: nothing is held any more.
    const after = await json(await call(t, 'GET', '/auth/me', token));
    expect(after.user).not.toHaveProperty('mfaSetupRequired');
    expect((await call(t, 'GET', '/admin/staff', token)).status).toBe(200);

    clock.advance(60_000);
    const second = await signIn(t, account);
    expect(second).toMatchObject({ mfaRequired: true });
    const done = await call(t, 'POST', '/auth/login-totp', undefined, {
      challenge: second.challenge,
      code: codeAt(secret, clock.clock().getTime()),
    });
    expect(done.status).toBe(200);
    const signedIn = await json(done);
    expect(signedIn.user).not.toHaveProperty('mfaSetupRequired');
    expect((await call(t, 'GET', '/admin/staff', signedIn.token)).status).toBe(200);
    expect((await call(t, 'GET', '/staff/profile', signedIn.token)).status).toBe(200);
    expect(await trpcStatus(t.trpc({ headers: { authorization: `Bearer ${signedIn.token!}` } }).staff.list.query({} as never))).toBe(200);
    if (spec.role === 'admin') expect((await call(t, 'GET', '/admin/audit', signedIn.token)).status).toBe(200);
  });
});

describe('who is not held', () => {
  test('ADMIN_MFA=required: a plain staff member, or one who manages events or reviews profiles, is not affected', async () => {
    const { t } = await setUp();
    for (const spec of [{}, { flags: { canManageEvents: true, canReviewProfiles: true } }] satisfies AccountSpec[]) {
      const account = await createAccount(t, spec);
      const { user, token } = await signIn(t, account);
      expect(user).not.toHaveProperty('mfaSetupRequired');
      expect((await call(t, 'GET', '/staff/profile', token)).status).toBe(200);
    }
  });

  test('ADMIN_MFA=optional changes nothing: an admin without a factor works fully', async () => {
    const { t } = await setUp('optional');
    const account = await createAccount(t, { role: 'admin' });
    const { user, token } = await signIn(t, account);
    expect(user).not.toHaveProperty('mfaSetupRequired');
    expect((await json(await call(t, 'GET', '/auth/me', token))).user).not.toHaveProperty('mfaSetupRequired');
    expect((await call(t, 'GET', '/admin/audit', token)).status).toBe(200);
    expect((await call(t, 'GET', '/admin/staff', token)).status).toBe(200);
    expect((await call(t, 'GET', '/staff/profile', token)).status).toBe(200);
  });

  test('ADMIN_MFA=required: a staff member made a staff manager is held from its next request on (read per session lookup)', async () => {
    const { t } = await setUp();
    const account = await createAccount(t);
    const { token } = await signIn(t, account);
    expect((await call(t, 'GET', '/staff/profile', token)).status).toBe(200);
    await t.app.services.db.updateTable('staff_accounts').set({ can_manage_staff: 1 }).where('id', '=', account.id).execute();
    const held = await call(t, 'GET', '/staff/profile', token);
    expect(held.status).toBe(403);
    expect((await json(held)).code).toBe('MFA_SETUP_REQUIRED');
    // The password can still be changed (its own call: decision 032).
    expect(
      (
        await call(t, 'POST', '/auth/change-password', token, {
          currentPassword: account.password,
          newPassword: 'another good passphrase 7',
        })
      ).status,
    ).not.toBe(403);
  });
});
