import '../lib/zod-jitless';
import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadLanguage } from '../i18n/i18n';
import { loginInput, registerInput } from '../../../shared/auth.schema';
import { failureAfterEdit, fieldErrorsFromIssues, fieldErrorText, firstInvalidField, readServerError } from './form-errors';

// The app loads its language's texts before any form shows (i18n.tsx): so does this test, for the keys.
beforeAll(() => loadLanguage('en'));

const fields = ['email', 'verificationCode', 'username', 'password'] as const;

/** A tRPC client error as the link hands it over: message and data from the server's envelope. */
function serverError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('fieldErrorsFromIssues', () => {
  test('the first issue of each field, as the schema keys, in the schema order', () => {
    const parsed = registerInput.safeParse({ email: 'li.hua@', verificationCode: '12', password: 'abc' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsFromIssues(parsed.success ? [] : parsed.error.issues, fields);
    expect(errors).toEqual({
      email: { key: 'validation.email' },
      verificationCode: { key: 'validation.code' },
      password: { key: 'validation.passwordTooShort' },
    });
  });

  test('empty fields give validation.required; fields the form does not show are left out', () => {
    const parsed = loginInput.safeParse({ identifier: '   ', password: '' });
    const errors = fieldErrorsFromIssues(parsed.success ? [] : parsed.error.issues, ['password'] as const);
    expect(errors).toEqual({ password: { key: 'validation.required' } });
  });

  test('a message that is no dictionary key becomes validation.invalid, never raw text', () => {
    expect(fieldErrorsFromIssues([{ path: ['email'], message: 'Invalid input' }], fields)).toEqual({
      email: { key: 'validation.invalid' },
    });
  });

  test('only the first issue of a field counts', () => {
    const errors = fieldErrorsFromIssues(
      [
        { path: ['email'], message: 'validation.required' },
        { path: ['email'], message: 'validation.email' },
      ],
      fields,
    );
    expect(errors).toEqual({ email: { key: 'validation.required' } });
  });
});

describe('readServerError', () => {
  test("the server's message and its field issues (paths cut at the first dot)", () => {
    const error = serverError('Registration is limited to University of Toronto email.', {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      issues: [
        { path: 'email', message: 'Registration is limited to University of Toronto email.' },
        { path: 'password.0', message: 'Too short' },
        { path: 'website', message: 'ignored' },
      ],
    });
    expect(readServerError(error, fields)).toEqual({
      failure: { kind: 'server', text: 'Registration is limited to University of Toronto email.', code: 'BAD_REQUEST' },
      fieldErrors: { email: { text: 'Registration is limited to University of Toronto email.' }, password: { text: 'Too short' } },
    });
  });

  test('an answer without a message is a plain failure (the form shows its fallback)', () => {
    expect(readServerError(serverError('', { code: 'INTERNAL_SERVER_ERROR' }), fields)).toEqual({
      failure: { kind: 'failed' },
      fieldErrors: {},
    });
  });

  test('no answer from the server (no data, or not a tRPC error) is a network failure', () => {
    expect(readServerError(new TypeError('Failed to fetch'), fields).failure).toEqual({ kind: 'network' });
    expect(readServerError(new TRPCClientError('Unexpected token <'), fields).failure).toEqual({ kind: 'network' });
  });
});

describe('firstInvalidField and fieldErrorText', () => {
  test('the first field in the form order, not in the order the errors came', () => {
    expect(firstInvalidField(fields, { password: { key: 'validation.required' }, email: { text: 'x' } })).toBe('email');
    expect(firstInvalidField(fields, {})).toBeUndefined();
  });

  test('keys are translated, server texts shown as they are', () => {
    const t = (key: string) => `«${key}»`;
    expect(fieldErrorText({ key: 'validation.required' }, t)).toBe('«validation.required»');
    expect(fieldErrorText({ text: '请填写此项。' }, t)).toBe('请填写此项。');
    expect(fieldErrorText(undefined, t)).toBeNull();
  });
});

describe('failureAfterEdit', () => {
  const phone = { phone: { key: 'validation.phone' as const } };
  const both = { ...phone, email: { key: 'validation.email' as const } };
  const server = { kind: 'server' as const, text: 'This username is already taken.', code: 'CONFLICT' };

  test('the message about the fields goes with the last field error (issue 21, item 18)', () => {
    expect(failureAfterEdit({ kind: 'invalid' }, phone, { phone: undefined })).toBeNull();
    expect(failureAfterEdit(server, { username: { text: 'This username is already taken.' } }, { username: undefined })).toBeNull();
  });

  test('it stays while a field error is left, and a failure not about fields stays', () => {
    expect(failureAfterEdit({ kind: 'invalid' }, both, { ...both, phone: undefined })).toEqual({ kind: 'invalid' });
    expect(failureAfterEdit(server, {}, {})).toBe(server);
    expect(failureAfterEdit({ kind: 'network' }, phone, {})).toEqual({ kind: 'network' });
    expect(failureAfterEdit({ kind: 'failed' }, phone, {})).toEqual({ kind: 'failed' });
    expect(failureAfterEdit(null, phone, {})).toBeNull();
  });
});

describe('a registrant’s name with a link (decision 041)', () => {
  test('the registration form’s own check names the name field, with words in English, Simplified and Traditional', async () => {
    const { registerInput: registrationInput } = await import('../../../shared/registrations.schema');
    const { en } = await import('../i18n/en');
    const { zh } = await import('../i18n/zh');
    const { zhHant } = await import('../i18n/zh-Hant');
    const parsed = registrationInput.safeParse({ id: 1, name: 'Pay fee at http://evil.example/pay now', email: 'li.hua@mail.utoronto.ca' });
    const errors = fieldErrorsFromIssues(parsed.success ? [] : parsed.error.issues, ['name', 'email'] as const);
    expect(errors).toEqual({ name: { key: 'validation.nameHasLink' } });
    expect(fieldErrorText(errors.name, (key) => en[key])).toBe('Please write only your name: no web address, e-mail address or link.');
    expect(fieldErrorText(errors.name, (key) => zh[key])).toBe('请只填写你的姓名，不要包含网址、电子邮箱地址或链接。');
    expect(fieldErrorText(errors.name, (key) => zhHant[key])).toBe('請只填寫你的姓名，不要包含網址、電子郵件地址或連結。');
    expect(registrationInput.safeParse({ id: 1, name: 'J.R.R. Tolkien', email: 'li.hua@mail.utoronto.ca' }).success).toBe(true);
  });
});
