// E-mailed codes (issue 34, items 4, 5 and 9): a password change or reset voids the account's
// pending sign-in and reset codes; the limits of code mails count the mailbox (plain+tag@x is
// plain@x); a code never sits in a mail's subject (lock screens show subjects), in any language.
import { describe, expect, test, vi } from 'vitest';
import { codeRules } from '../server/lib/codes.js';
import { codeFrom, createAccount, issueCode, outbox, testPassword } from './helpers/accounts.js';
import { appsClosedAfterEach, testClock, type TestApp } from './helpers/test-app.js';

const app = appsClosedAfterEach();

let addresses = 0;
/** Each call from its own client address unless one is given (the app trusts the loopback proxy). */
function post(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.11.${(++addresses >> 8) & 255}.${addresses & 255}`, ...headers },
    body: JSON.stringify(body),
  });
}
const mailsTo = (t: TestApp, email: string) => outbox(t).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));

async function tokenOf(t: TestApp, identifier: string, password = testPassword) {
  const response = await post(t, '/auth/login', { identifier, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('codes in mails', () => {
  test('sign-in and reset code mails carry the code in the body, never in the subject, in English, Simplified and Traditional', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const account = await createAccount(t);
    for (const language of ['en', 'zh', 'zh-Hant'] as const) {
      for (const purpose of ['login', 'reset'] as const) {
        const before = mailsTo(t, account.email).length;
        expect((await post(t, `/auth/send-verification-code?language=${language}`, { email: account.email, purpose })).status).toBe(200);
        const mail = await vi.waitFor(() => {
          const mails = mailsTo(t, account.email);
          if (mails.length <= before) throw new Error('no mail yet');
          return mails.at(-1)!;
        });
        const code = codeFrom(mail);
        expect(mail.subject, `${language} ${purpose}`).not.toMatch(/\d{6}/);
        expect(mail.subject, `${language} ${purpose}`).not.toContain(code);
        clock.advance(codeRules.resendAfterMs);
      }
      clock.advance(60 * 60_000); // out of the hourly limit of the mailbox
    }
    const subjects = mailsTo(t, account.email).map((m) => m.subject);
    expect(subjects).toEqual([
      'Chinese Culture Society sign-in code',
      'Chinese Culture Society password reset code',
      '中华文化学生会登录验证码',
      '中华文化学生会重置密码验证码',
      '中華文化學生會登入驗證碼',
      expect.stringMatching(/^中華文化學生會.+驗證碼$/),
    ]);
  });
});

describe('a new password voids the codes asked for before it', () => {
  test('a reset code asked for, then the password changed while signed in: the old reset code is refused and the password stays the changed one', async () => {
    const t = await app();
    const account = await createAccount(t);
    const resetCode = await issueCode(t, account.email, 'reset');
    const loginCode = await issueCode(t, account.email, 'login');
    const token = await tokenOf(t, account.username);
    const changed = await post(
      t,
      '/auth/change-password',
      { currentPassword: testPassword, newPassword: 'a changed passphrase' },
      { authorization: `Bearer ${token}` },
    );
    expect(changed.status).toBe(200);

    const reset = await post(t, '/auth/reset-password', {
      email: account.email,
      verificationCode: resetCode,
      newPassword: 'the thief picks this',
    });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { error: string }).error).toMatch(/expired|ask for a new one/i);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: loginCode })).status).toBe(401);
    expect((await post(t, '/auth/login', { identifier: account.username, password: 'the thief picks this' })).status).toBe(401);
    expect((await post(t, '/auth/login', { identifier: account.username, password: 'a changed passphrase' })).status).toBe(200);
  });

  test('a password reset voids the sign-in code asked for before it (and its own code is spent)', async () => {
    const t = await app();
    const account = await createAccount(t);
    const loginCode = await issueCode(t, account.email, 'login');
    const resetCode = await issueCode(t, account.email, 'reset');
    expect(
      (await post(t, '/auth/reset-password', { email: account.email, verificationCode: resetCode, newPassword: 'a fresh passphrase' }))
        .status,
    ).toBe(200);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: loginCode })).status).toBe(401);
    expect(
      (await post(t, '/auth/reset-password', { email: account.email, verificationCode: resetCode, newPassword: 'another passphrase' }))
        .status,
    ).toBe(400);
  });

  test('a wrong current password voids nothing: the code still signs in', async () => {
    const t = await app();
    const account = await createAccount(t);
    const loginCode = await issueCode(t, account.email, 'login');
    const token = await tokenOf(t, account.username);
    expect(
      (
        await post(
          t,
          '/auth/change-password',
          { currentPassword: 'not it at all', newPassword: 'a changed passphrase' },
          { authorization: `Bearer ${token}` },
        )
      ).status,
    ).toBe(400);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: loginCode })).status).toBe(200);
  });
});

describe('code limits count the mailbox', () => {
  test('15 requests for plain+t0 … plain+t14, a minute apart, each from its own client address: 5 mails reach the mailbox, the rest 429', async () => {
    const clock = testClock(new Date('2026-03-10T12:00:00Z'));
    const t = await app({ clock: clock.clock });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await post(t, '/auth/send-verification-code', { email: `Plain+t${i}@mail.utoronto.ca`, purpose: 'login' })).status);
      clock.advance(codeRules.resendAfterMs + 1000);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(codeRules.perHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - codeRules.perHour);
    expect(outbox(t).filter((m) => /plain(\+t\d+)?@mail\.utoronto\.ca/i.test(m.to))).toHaveLength(codeRules.perHour);
    // The mailbox itself, in any case, is at its limit too; another mailbox is not.
    expect((await post(t, '/auth/send-verification-code', { email: 'PLAIN@mail.utoronto.ca', purpose: 'reset' })).status).toBe(429);
    expect((await post(t, '/auth/send-verification-code', { email: 'plainer@mail.utoronto.ca', purpose: 'login' })).status).toBe(200);
  });

  test('within a minute, a tag does not get another code: plain+a then plain+b is 429 with Retry-After', async () => {
    const t = await app();
    expect((await post(t, '/auth/send-verification-code', { email: 'li.hua+a@mail.utoronto.ca', purpose: 'login' })).status).toBe(200);
    const again = await post(t, '/auth/send-verification-code', { email: 'li.hua+b@mail.utoronto.ca', purpose: 'login' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // A look-alike mailbox ("li_hua", "li%hua") is another mailbox: LIKE's wildcards are escaped.
    expect((await post(t, '/auth/send-verification-code', { email: 'li_hua@mail.utoronto.ca', purpose: 'login' })).status).toBe(200);
  });
});
