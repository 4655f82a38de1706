// Password reset by e-mail (issue 24 item 1, decision 029) through both doors of the real app:
// the reset code (same answer for an unknown address, no mail for it), the reset (every session
// ended, the account mailed, an audit entry), the code's expiry, single use and tries, and the
// sign-in attempts a wrong code counts as. Real argon2, real SQLite, mail read from the outbox.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, test, vi } from 'vitest';
import { codeRules } from '../server/lib/codes.js';
import { as, codeFrom, createAccount, lastMailTo, outbox, testPassword } from './helpers/accounts.js';
import { appsClosedAfterEach, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();

let addresses = 0;
function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${(++addresses >> 8) & 255}.${addresses & 255}`, ...headers },
    body: JSON.stringify(body),
  });
}
const me = (t: TestApp, token: string) => fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
const login = (t: TestApp, identifier: string, password: string) => post(t, '/auth/login', { identifier, password });
const askReset = (t: TestApp, email: string, query = '') => post(t, `/auth/send-verification-code${query}`, { email, purpose: 'reset' });
const reset = (
  t: TestApp,
  body: { email: string; verificationCode: string; newPassword: string },
  query = '',
  headers: Record<string, string> = {},
) => post(t, `/auth/reset-password${query}`, body, headers);

/** The reset code mailed to `email`: the mail is sent after the answer, so it is waited for. */
async function mailedCode(t: TestApp, email: string, before = 0): Promise<string> {
  return vi.waitFor(() => {
    const mails = outbox(t).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
    if (mails.length <= before) throw new Error('no reset mail yet');
    return codeFrom(mails.at(-1));
  });
}

describe('the reset code', () => {
  test('the same answer for an address with an account and one without; only the account is mailed, in the request’s language', async () => {
    const t = await app();
    const account = await createAccount(t, { email: 'li.hua@mail.utoronto.ca' });
    const known = await askReset(t, account.email, '?language=zh');
    const unknown = await askReset(t, 'nobody@mail.utoronto.ca', '?language=zh');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const [a, b] = [await known.json(), await unknown.json()];
    expect(a).toEqual({ sent: true, resendAfterSeconds: 60 });
    expect(b).toEqual(a);
    const code = await mailedCode(t, account.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = lastMailTo(t, account.email)!;
    expect(mail.subject).toContain('重置密码验证码');
    // Given time to be written had there been one: no mail for the address with no account.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lastMailTo(t, 'nobody@mail.utoronto.ca')).toBeUndefined();
    // Both are stored alike (so both are limited alike): a second ask within the minute is 429 for each.
    for (const email of [account.email, 'nobody@mail.utoronto.ca']) {
      const again = await askReset(t, email);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('the answer does not wait for the mail: a mail server that hangs holds neither answer', async () => {
    const t = await app();
    const account = await createAccount(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = t.app.services.mail.send;
    t.app.services.mail.send = async (mail) => {
      await held;
      return send.call(t.app.services.mail, mail);
    };
    const started = performance.now();
    const known = await askReset(t, account.email);
    const unknown = await askReset(t, 'nobody@mail.utoronto.ca');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(performance.now() - started).toBeLessThan(2_000);
    release();
    await mailedCode(t, account.email);
  });

  test('a mail that fails is logged, and the answer is the same', async () => {
    const t = await app();
    const account = await createAccount(t);
    t.app.services.mail.send = async () => {
      throw new Error('smtp down');
    };
    expect((await askReset(t, account.email)).status).toBe(200);
    const logged = await vi.waitFor(() => {
      const lines = t.takeErrorLogs();
      if (!lines.length) throw new Error('not logged yet');
      return lines;
    });
    expect(logged[0]!.msg).toBe('a password reset mail could not be sent');
  });
});

describe('the reset', () => {
  test('over REST: the new password works, the old one not, EVERY session ended (an old token answers 401), the account mailed, an audit entry', async () => {
    const t = await app();
    const account = await createAccount(t, { email: 'Li.Hua@mail.utoronto.ca' });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) tokens.push(((await (await login(t, account.username, testPassword)).json()) as { token: string }).token);
    for (const token of tokens) expect((await me(t, token)).status).toBe(200);
    await askReset(t, 'li.hua@MAIL.utoronto.ca');
    const code = await mailedCode(t, account.email);
    const before = outbox(t).length;
    const answer = await reset(t, { email: 'li.hua@mail.utoronto.ca', verificationCode: code, newPassword: 'a brand new secret' }, '', {
      authorization: `Bearer ${tokens[0]}`,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('set-cookie')).toBeNull();
    for (const token of tokens) expect((await me(t, token)).status).toBe(401);
    expect((await login(t, account.username, testPassword)).status).toBe(401);
    expect((await login(t, account.username, 'a brand new secret')).status).toBe(200);
    const changed = await vi.waitFor(() => {
      const mail = outbox(t)
        .slice(before)
        .find((m) => m.subject.includes('password was changed'));
      if (!mail) throw new Error('no mail yet');
      return mail;
    });
    expect(changed.to).toContain(account.email);
    expect(changed.text).toContain('every device signed in to it was signed out');
    const audit = await t.app.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'auth.passwordReset').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: account.id,
      actor_username: account.username,
      entity: 'staff',
      entity_id: String(account.id),
    });
    expect(audit[0]!.after).not.toContain('secret');
    // The code is single use: the same code again is dead.
    const again = await reset(t, { email: account.email, verificationCode: code, newPassword: 'yet another secret' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(
      'This code has expired or was tried too many times. Please ask for a new one.',
    );
  });

  test('over tRPC, in Chinese: the same reset, and the mail in Chinese', async () => {
    const t = await app();
    const account = await createAccount(t);
    const session = await as(t, 'staff');
    await t.trpc({ language: 'zh' }).auth.sendVerificationCode.mutate({ email: account.email, purpose: 'reset' });
    const code = await mailedCode(t, account.email);
    const before = outbox(t).length;
    expect(
      await t
        .trpc({ language: 'zh' })
        .auth.resetPassword.mutate({ email: account.email, verificationCode: code, newPassword: '一个新的密码很长' }),
    ).toEqual({ ok: true });
    const mail = await vi.waitFor(() => {
      const found = outbox(t).slice(before).at(-1);
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.subject).toContain('你的密码已更改');
    expect((await login(t, account.username, '一个新的密码很长')).status).toBe(200);
    // Another account's sessions are untouched.
    expect((await session.rest('/auth/me')).status).toBe(200);
  });

  test('a wrong code: try again while the code stays good; it is a failed attempt of the address, never of the account (no lock-out by wrong codes)', async () => {
    const t = await app();
    const account = await createAccount(t);
    await askReset(t, account.email);
    const code = await mailedCode(t, account.email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await reset(t, { email: account.email, verificationCode: wrongCode, newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('The code is not correct. Please check it and try again.');
    // The code stays good after a wrong try.
    expect((await reset(t, { email: account.email, verificationCode: code, newPassword: 'a brand new secret' })).status).toBe(200);

    // Four wrong codes from four addresses leave the account's password sign-in alone, and an
    // account blocked by wrong passwords can still set a new one.
    const target = await createAccount(t);
    await t.app.services.auth.sendCode(target.email, 'reset', 'en');
    const second = await mailedCode(t, target.email);
    for (let i = 0; i < 4; i++)
      expect(
        (
          await reset(t, {
            email: target.email,
            verificationCode: second === '000000' ? '000001' : '000000',
            newPassword: 'a brand new secret',
          })
        ).status,
      ).toBe(400);
    expect((await login(t, target.username, testPassword)).status).toBe(200);
    const here = { 'x-forwarded-for': '10.7.250.1' };
    for (let i = 0; i < 5; i++)
      expect((await post(t, '/auth/login', { identifier: target.username, password: 'wrong password' }, here)).status).toBe(401);
    expect((await post(t, '/auth/login', { identifier: target.username, password: testPassword }, here)).status).toBe(429);
    expect((await reset(t, { email: target.email, verificationCode: second, newPassword: 'a brand new secret' })).status).toBe(200);
  });

  test('twenty wrong codes from one address (any accounts, known or not) and that address is refused', async () => {
    const t = await app();
    const address = { 'x-forwarded-for': '10.8.0.1' };
    for (let i = 0; i < 20; i++)
      expect(
        (
          await reset(
            t,
            { email: `guess${i}@mail.utoronto.ca`, verificationCode: '123456', newPassword: 'a brand new secret' },
            '',
            address,
          )
        ).status,
      ).toBe(400);
    expect(
      (await reset(t, { email: 'guess@mail.utoronto.ca', verificationCode: '123456', newPassword: 'a brand new secret' }, '', address))
        .status,
    ).toBe(429);
  });

  test('the code dies after 10 minutes, when a newer one is sent, and at its 5th wrong try', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const expired = 'This code has expired or was tried too many times. Please ask for a new one.';
    const notCorrect = 'The code is not correct. Please check it and try again.';
    const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
    const newPassword = 'a brand new secret';

    const late = await createAccount(t);
    await askReset(t, late.email);
    const lateCode = await mailedCode(t, late.email);
    clock.advance(codeRules.ttlMs - 1);
    clock.advance(1);
    expect(await errorOf(await reset(t, { email: late.email, verificationCode: lateCode, newPassword }))).toBe(expired);

    const voided = await createAccount(t);
    await askReset(t, voided.email);
    const older = await mailedCode(t, voided.email);
    clock.advance(codeRules.resendAfterMs);
    await askReset(t, voided.email);
    const newer = await mailedCode(t, voided.email, 1);
    if (newer !== older)
      expect(await errorOf(await reset(t, { email: voided.email, verificationCode: older, newPassword }))).toBe(notCorrect);
    expect((await reset(t, { email: voided.email, verificationCode: newer, newPassword })).status).toBe(200);

    const tried = await createAccount(t);
    await askReset(t, tried.email);
    const code = await mailedCode(t, tried.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++)
      expect(await errorOf(await reset(t, { email: tried.email, verificationCode: wrong, newPassword }))).toBe(notCorrect);
    expect(await errorOf(await reset(t, { email: tried.email, verificationCode: wrong, newPassword }))).toBe(expired);
    // The account's window is over, the code stays dead.
    clock.advance(16 * 60_000);
    expect(await errorOf(await reset(t, { email: tried.email, verificationCode: code, newPassword }))).toBe(expired);
  });
});

describe('the new password', () => {
  test('too short, too common (any case) or too long: 400 with the message in both languages, on both doors; 128 and 256 characters are taken', async () => {
    const t = await app();
    const account = await createAccount(t);
    await askReset(t, account.email);
    const code = await mailedCode(t, account.email);
    const issues = async (response: Response) => ((await response.json()) as { issues: Array<{ path: string; message: string }> }).issues;
    expect(await issues(await reset(t, { email: account.email, verificationCode: code, newPassword: '12345' }))).toEqual([
      { path: 'newPassword', message: 'The password must be at least 6 characters.' },
    ]);
    expect(await issues(await reset(t, { email: account.email, verificationCode: code, newPassword: 'Password1' }))).toEqual([
      { path: 'newPassword', message: 'This password is one of the most common ones, which attackers try first. Please choose another.' },
    ]);
    expect(
      await issues(await reset(t, { email: account.email, verificationCode: code, newPassword: 'qwerty123' }, '?language=zh')),
    ).toEqual([{ path: 'newPassword', message: '这是最常见的密码之一，攻击者会最先尝试。请换一个。' }]);
    expect(await issues(await reset(t, { email: account.email, verificationCode: code, newPassword: 'x'.repeat(257) }))).toEqual([
      { path: 'newPassword', message: 'The password must be at most 256 characters.' },
    ]);
    const trpc = await t
      .trpc()
      .auth.resetPassword.mutate({ email: account.email, verificationCode: code, newPassword: 'iloveyou' })
      .catch((error: unknown) => error);
    expect(trpc).toBeInstanceOf(TRPCClientError);
    expect((trpc as TRPCClientError<never>).message).toBe(
      'This password is one of the most common ones, which attackers try first. Please choose another.',
    );
    // Refused input is not a try of the code: it is still good, and a 128-character password is taken.
    const long = 'long passphrase '.repeat(8);
    expect(long).toHaveLength(128);
    expect((await reset(t, { email: account.email, verificationCode: code, newPassword: long })).status).toBe(200);
    expect((await login(t, account.username, long)).status).toBe(200);
  });
});
