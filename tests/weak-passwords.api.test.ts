// Weak passwords refused wherever a password is set (issue 24 item 6, decision 029): registration,
// a password change, a staff account created or updated by a manager (and the reset:
// tests/password-reset.api.test.ts; create-admin: tests/create-admin.test.ts). A password of the
// common list, in any case, answers 400 on that field in the request's language, on both doors.
import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { as, createAccount, issueCode, signedInAppForFile, testPassword } from './helpers/accounts.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const en = 'This password is one of the most common ones, which attackers try first. Please choose another.';
const zh = '这是最常见的密码之一，攻击者会最先尝试。请换一个。';
let n = 0;

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { issues: Array<{ path: string; message: string }> }).issues;
}
const json = (body: unknown, method = 'POST'): RequestInit => ({ method, body: JSON.stringify(body) });
const staffBody = (password?: string) => {
  const i = ++n;
  return {
    username: `weak.staff${i}`,
    email: `weak.staff${i}@example.com`,
    ...(password === undefined ? {} : { password }),
    role: 'staff',
    permissions: {},
    isActive: true,
    displayOrder: 0,
  };
};

test('registration: a common password refused (REST, English and Chinese; tRPC), a rare one taken', async () => {
  const post = (body: unknown, query = '') =>
    fetch(`${t.url}/api/auth/register${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.5.0.${++n}` },
      body: JSON.stringify(body),
    });
  const email = 'weak.register@mail.utoronto.ca';
  const verificationCode = await issueCode(t, email, 'register');
  expect(await issuesOf(await post({ email, password: 'password', verificationCode }))).toEqual([{ path: 'password', message: en }]);
  expect(await issuesOf(await post({ email, password: 'Football1', verificationCode }, '?language=zh'))).toEqual([
    { path: 'password', message: zh },
  ]);
  const trpc = await t
    .trpc()
    .auth.register.mutate({ email, password: 'SUNSHINE', verificationCode })
    .catch((error: unknown) => error);
  expect(trpc).toBeInstanceOf(TRPCClientError);
  expect((trpc as Error).message).toBe(en);
  expect((await post({ email, password: 'sunshine over the lake', verificationCode })).status).toBe(200);
});

test('a password change: the common new password refused, the account keeps its password', async () => {
  const member = await as(t, 'staff');
  const change = (newPassword: string) => member.rest('/auth/change-password', json({ currentPassword: testPassword, newPassword }));
  expect(await issuesOf(await change('letmein123'))).toEqual([{ path: 'newPassword', message: en }]);
  const login = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: member.account!.username, password: testPassword }),
  });
  expect(login.status).toBe(200);
  expect((await change('letmein, said the lantern')).status).toBe(200);
});

test('staff management: a common first password or reset refused; an update without a password is unaffected', async () => {
  const manager = signedIn.manageStaff;
  expect(await issuesOf(await manager.rest('/admin/staff?language=zh', json(staffBody('abc123'))))).toEqual([
    { path: 'password', message: zh },
  ]);
  expect((await manager.rest('/admin/staff', json(staffBody('a first secret')))).status).toBe(200);
  const target = await createAccount(t);
  expect(await issuesOf(await manager.rest(`/admin/staff/${target.id}`, json(staffBody('Master'), 'PUT')))).toEqual([
    { path: 'password', message: en },
  ]);
  expect((await manager.rest(`/admin/staff/${target.id}`, json(staffBody(), 'PUT'))).status).toBe(200);
  expect((await manager.rest(`/admin/staff/${target.id}`, json(staffBody('a reset by the manager'), 'PUT'))).status).toBe(200);
});
