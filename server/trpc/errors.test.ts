// What any error becomes on its way to a client: an AppError keeps the status of its table row on
// the tRPC door, tRPC's own codes map to ours, and zod issues are localized with their field path.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, appErrorCodes, httpStatusOf } from '../lib/app-error.js';
import { localizeError, localizeIssues, toTRPCError } from './errors.js';

describe('toTRPCError', () => {
  test('the tRPC door answers an AppError with the status of its code (the HTTP-only codes as 400)', () => {
    for (const code of appErrorCodes) {
      const status = getHTTPStatusCodeFromError(toTRPCError(new AppError(code)));
      expect(status, code).toBe(code === 'URI_TOO_LONG' || code === 'HEADERS_TOO_LARGE' ? 400 : httpStatusOf(code));
    }
  });

  test('keeps the AppError as its cause, so its message is the one answered', () => {
    const error = new AppError('FORBIDDEN', 'errors.inactive');
    expect(toTRPCError(error).cause).toBe(error);
    expect(localizeError(toTRPCError(error), 'en')).toEqual({
      error: 'Your account is not activated yet. Please contact an admin.',
      code: 'FORBIDDEN',
    });
  });
});

describe('localizeError', () => {
  test("tRPC's own codes: a parse error is a bad request, a code we do not have is a 500, never a leak", () => {
    expect(localizeError(new TRPCError({ code: 'PARSE_ERROR', message: 'Unexpected token } in JSON' }), 'en')).toEqual({
      error: 'The request is not valid.',
      code: 'BAD_REQUEST',
    });
    expect(localizeError(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' }), 'zh')).toEqual({
      error: '未找到。',
      code: 'NOT_FOUND',
    });
    expect(localizeError(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' }), 'en')).toEqual({
      error: 'This method is not allowed here.',
      code: 'METHOD_NOT_SUPPORTED',
    });
    for (const code of ['NOT_IMPLEMENTED', 'CLIENT_CLOSED_REQUEST', 'INTERNAL_SERVER_ERROR'] as const) {
      expect(localizeError(new TRPCError({ code, message: 'SQLITE_ERROR: no such table' }), 'en')).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_SERVER_ERROR',
      });
    }
  });

  test('an unexpected cause is a 500 whatever its message', () => {
    const failure = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('/work/server/db.ts: disk full') });
    expect(localizeError(failure, 'zh')).toEqual({ error: '服务器出现问题，请稍后再试。', code: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('localizeIssues', () => {
  const schema = z.object({ name: z.string().min(1, 'validation.required'), contact: z.object({ phones: z.array(z.number()) }) });
  const issuesOf = (input: unknown) => schema.safeParse(input).error!;

  test('each issue names its field by its dotted path; our message keys and zod messages are both translated', () => {
    const en = localizeIssues(issuesOf({ name: '', contact: { phones: [1, 'two'] } }), 'en');
    expect(en.code).toBe('BAD_REQUEST');
    expect(en.error).toBe('Some fields are not valid.');
    expect(en.issues).toEqual([
      { path: 'name', message: 'Please fill in this field.' },
      { path: 'contact.phones.1', message: expect.stringContaining('Invalid input: expected number') },
    ]);
    const zh = localizeIssues(issuesOf({ name: '', contact: { phones: [1, 'two'] } }), 'zh');
    expect(zh.error).toBe('部分字段无效。');
    expect(zh.issues).toEqual([
      { path: 'name', message: '请填写此项。' },
      { path: 'contact.phones.1', message: expect.stringContaining('无效输入：期望 数字') },
    ]);
  });

  test('a single issue is the message itself', () => {
    const one = localizeIssues(issuesOf({ name: 'Li', contact: { phones: 'none' } }), 'en');
    expect(one.error).toBe(one.issues![0]!.message);
    expect(one.issues).toHaveLength(1);
    expect(localizeError(new TRPCError({ code: 'BAD_REQUEST', cause: issuesOf({ name: 'Li', contact: {} }) }), 'en')).toEqual({
      error: 'Invalid input: expected array, received undefined',
      code: 'BAD_REQUEST',
      issues: [{ path: 'contact.phones', message: 'Invalid input: expected array, received undefined' }],
    });
  });

  test('an input that is no object (a body left out, an array) is told so in words, not in zod’s', () => {
    const schema = z.object({ ids: z.array(z.number()) });
    for (const input of [undefined, [1, 2], 'ids']) {
      const error = schema.safeParse(input).error!;
      expect(localizeIssues(error, 'en').error, JSON.stringify(input)).toMatch(/^Send the input as a JSON object/);
      expect(localizeIssues(error, 'zh').error).toMatch(/^请以 JSON 对象发送输入/);
    }
    // A field of the wrong type keeps zod's localized words and its path, an object field too.
    expect(localizeIssues(schema.safeParse({ ids: 'x' }).error!, 'en').issues).toEqual([
      { path: 'ids', message: expect.stringContaining('expected array') },
    ]);
    const nested = z.object({ filter: z.object({ q: z.string() }) });
    expect(localizeIssues(nested.safeParse({ filter: 5 }).error!, 'en').issues).toEqual([
      { path: 'filter', message: expect.stringContaining('expected object') },
    ]);
    // Other failures of the whole input keep their own words: another type, keys not allowed.
    expect(localizeIssues(z.string().safeParse(5).error!, 'en').error).toMatch(/expected string/);
    expect(localizeIssues(z.strictObject({}).safeParse({ x: 1 }).error!, 'en').error).toMatch(/Unrecognized key/);
  });

  test('a field two checks refuse with the same words is told once; different words, or another field, stay', () => {
    const url = z.object({ url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'validation.httpsUrl' }) });
    const { issues, error } = localizeIssues(url.safeParse({ url: 'javascript:alert(1)' }).error!, 'zh');
    expect(issues).toEqual([{ path: 'url', message: '请输入以 https:// 开头的网址。' }]);
    expect(error).toBe('请输入以 https:// 开头的网址。');
    const two = z.object({
      a: z.string().min(3, 'validation.required').regex(/x/, 'validation.email'),
      b: z.string().min(3, 'validation.required'),
    });
    expect(localizeIssues(two.safeParse({ a: 'y', b: '' }).error!, 'en').issues!.map((i) => i.path)).toEqual(['a', 'a', 'b']);
  });
});
