// Changing a second factor needs a second factor (issue 34 item 3, docs/decisions/039): adding or
// removing a passkey asks for the password and, when the account has two-step sign-in, a current
// code (the app's or a recovery code); an admin or staff manager under ADMIN_MFA=required may not
// remove its last one. Both doors, a software authenticator, real argon2.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import { createAccount, type AccountSpec, type TestAccount } from './helpers/accounts.js';
import { SoftAuthenticator } from './helpers/soft-authenticator.js';
import { appsClosedAfterEach, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();
const start = new Date('2026-12-01T10:00:15.000Z');
type Answer = Record<string, any>;

let addresses = 0;
function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.44.${(++addresses >> 8) & 255}.${addresses & 255}`, ...headers },
    body: JSON.stringify(body),
  });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = async (response: Response) => (await response.json()) as Answer;

async function setUp(env: Record<string, string> = {}) {
  const clock = testClock(start);
  const t = await app({ clock: clock.clock, env });
  return { t, clock, authenticator: new SoftAuthenticator(t.app.services.publicOrigin) };
}

async function member(t: TestApp, spec: AccountSpec = {}) {
  const account = await createAccount(t, spec);
  const body = await json(await post(t, '/auth/login', { identifier: account.username, password: account.password }));
  return { account, token: body.token as string };
}

/** Adds a passkey as the Security section does: the options (password, and a code when asked), then the browser's answer. */
async function addPasskey(t: TestApp, authenticator: SoftAuthenticator, account: TestAccount, token: string, code?: string) {
  const options = await post(t, '/auth/passkeys/options', { password: account.password, ...(code ? { code } : {}) }, bearer(token));
  expect(options.status, JSON.stringify(await options.clone().json())).toBe(200);
  const added = await post(
    t,
    '/auth/passkeys',
    { name: `Key ${authenticator.credentials.length + 1}`, response: authenticator.create((await json(options)).options) },
    bearer(token),
  );
  expect(added.status).toBe(200);
  return json(added);
}

describe('a change of second factors needs a current one', () => {
  test('removing a passkey with the password alone is refused (400, in the request’s language, on both doors); a wrong code too; a recovery code removes it', async () => {
    const { t, authenticator } = await setUp();
    const { account, token } = await member(t);
    const { passkey, recoveryCodes } = await addPasskey(t, authenticator, account, token);
    expect(recoveryCodes).toHaveLength(10);

    const alone = await post(t, `/auth/passkeys/${passkey.id}/remove`, { password: account.password }, bearer(token));
    expect(alone.status).toBe(400);
    expect((await json(alone)).error).toBe(
      'Your account has two-step sign-in: enter a code of your authenticator app or a recovery code to change it.',
    );
    const zh = await post(t, `/auth/passkeys/${passkey.id}/remove?language=zh`, { password: account.password }, bearer(token));
    expect((await json(zh)).error).toBe('你的账户已开启两步登录：要更改它，请输入身份验证器应用的验证码或一个恢复码。');
    const hant = await post(t, `/auth/passkeys/${passkey.id}/remove?language=zh-Hant`, { password: account.password }, bearer(token));
    expect((await json(hant)).error).toBe('你的帳戶已開啟兩步登入：要更改它，請輸入身分驗證器應用的驗證碼或一個恢復碼。');
    const trpc = await fetch(`${t.url}/api/trpc/auth.removePasskey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ id: passkey.id, password: account.password }),
    });
    expect(trpc.status).toBe(400);
    expect((await json(trpc)).error.message).toMatch(/two-step sign-in/);
    expect(
      (await post(t, `/auth/passkeys/${passkey.id}/remove`, { password: account.password, code: '0000-0000-0000-0000' }, bearer(token)))
        .status,
    ).toBe(400);
    expect(await t.app.services.passkeys.list(account.id)).toHaveLength(1);

    const removed = await post(
      t,
      `/auth/passkeys/${passkey.id}/remove`,
      { password: account.password, code: recoveryCodes[0] },
      bearer(token),
    );
    expect(await json(removed)).toEqual({ ok: true, secondFactorOn: false });
    expect(await t.app.services.passkeys.list(account.id)).toEqual([]);
  });

  test('adding a passkey: the first needs only the password; with two-step sign-in on, a code of the app (or a recovery code) as well', async () => {
    const { t, authenticator } = await setUp();
    const { account, token } = await member(t);
    const { secret } = await json(await post(t, '/auth/totp/setup', {}, bearer(token)));
    const codeAt = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    const { recoveryCodes } = await json(await post(t, '/auth/totp/enable', { code: codeAt(start.getTime()) }, bearer(token)));

    const alone = await post(t, '/auth/passkeys/options', { password: account.password }, bearer(token));
    expect(alone.status).toBe(400);
    expect((await json(alone)).error).toMatch(/two-step sign-in/);
    // The code checked after the password: a wrong password spends no recovery code.
    expect(
      (await json(await post(t, '/auth/passkeys/options', { password: 'not the password', code: recoveryCodes[1] }, bearer(token)))).error,
    ).toBe('The current password is not correct.');
    await addPasskey(t, authenticator, account, token, codeAt(start.getTime() + 30_000));
    await addPasskey(t, authenticator, account, token, recoveryCodes[1]);
    expect(await t.app.services.passkeys.list(account.id)).toHaveLength(2);

    // Without any factor, the first passkey asks for the password only.
    const other = await member(t);
    await addPasskey(t, new SoftAuthenticator(t.app.services.publicOrigin), other.account, other.token);
  });
});

describe('ADMIN_MFA=required: an admin or staff manager keeps a second factor', () => {
  test('the last passkey of an admin is not removed (400, said why); with a second one, one goes; a plain member may remove their last', async () => {
    const { t, authenticator } = await setUp({ ADMIN_MFA: 'required' });
    const { account, token } = await member(t, { role: 'admin' });
    const { passkey, recoveryCodes } = await addPasskey(t, authenticator, account, token);
    const refused = await post(
      t,
      `/auth/passkeys/${passkey.id}/remove`,
      { password: account.password, code: recoveryCodes[0] },
      bearer(token),
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toBe(
      'Your account must keep two-step sign-in (an authenticator app or a passkey). Add another one before removing this one.',
    );
    expect(await t.app.services.passkeys.list(account.id)).toHaveLength(1);
    // The refusal spent no recovery code.
    expect((await t.app.services.totp.status(account.id)).recoveryCodesLeft).toBe(10);

    const second = await addPasskey(t, authenticator, account, token, recoveryCodes[0]);
    expect(
      (await post(t, `/auth/passkeys/${second.passkey.id}/remove`, { password: account.password, code: recoveryCodes[1] }, bearer(token)))
        .status,
    ).toBe(200);

    const plain = await member(t);
    const own = await addPasskey(t, new SoftAuthenticator(t.app.services.publicOrigin), plain.account, plain.token);
    expect(
      (
        await post(
          t,
          `/auth/passkeys/${own.passkey.id}/remove`,
          { password: plain.account.password, code: own.recoveryCodes[0] },
          bearer(plain.token),
        )
      ).status,
    ).toBe(200);
  });

  test('a staff manager’s only factor, the app, is not turned off; with a passkey beside it, it is', async () => {
    const { t, authenticator } = await setUp({ ADMIN_MFA: 'required' });
    const { account, token } = await member(t, { flags: { canManageStaff: true } });
    const { secret } = await json(await post(t, '/auth/totp/setup', {}, bearer(token)));
    const codeAt = (at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    const { recoveryCodes } = await json(await post(t, '/auth/totp/enable', { code: codeAt(start.getTime()) }, bearer(token)));
    const refused = await post(t, '/auth/totp/disable?language=zh', { password: account.password, code: recoveryCodes[0] }, bearer(token));
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toBe('你的账户必须保留两步登录（身份验证器应用或通行密钥）。请先添加另一种，再移除这一种。');
    expect(await t.app.services.totp.isOn(account.id)).toBe(true);
    await addPasskey(t, authenticator, account, token, recoveryCodes[0]);
    expect((await post(t, '/auth/totp/disable', { password: account.password, code: recoveryCodes[1] }, bearer(token))).status).toBe(200);
  });
});
