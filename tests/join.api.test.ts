// POST /api/join/applications and join.submit: stored when good, refused field by field in the
// visitor's language when bad, and limited per address whichever door a flood comes through.
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, test } from 'vitest';
import type { AppRouter } from '../server/router.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const good = { name: '  Li Hua ', email: 'Li.Hua@Mail.UToronto.ca', group: 'arts' as const, message: 'I play the pipa.' };

function post(url: string, body: unknown, language?: string) {
  return fetch(`${url}/api/join/applications${language ? `?language=${language}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function stored(t: TestApp) {
  return t.app.services.db.selectFrom('join_applications').selectAll().orderBy('id').execute();
}

describe('join applications', () => {
  test('a good application is stored, trimmed, with the language it was sent in', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const response = await post(t.url, good, 'zh');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; receivedAt: string };
    expect(body.id).toBeGreaterThan(0);
    expect(Date.parse(body.receivedAt)).not.toBeNaN();
    expect(await stored(t)).toEqual([
      {
        id: body.id,
        name: 'Li Hua',
        email: 'li.hua@mail.utoronto.ca',
        department: 'arts',
        message: 'I play the pipa.',
        language: 'zh',
        created_at: body.receivedAt,
        handled_at: null,
        handled_by: null,
      },
    ]);
  });

  test('a bad application gets 400 with an issue per field, in English and Chinese, and nothing is stored', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const bad = { name: ' ', email: 'not-an-email', group: 'chess', message: 'x'.repeat(2001) };
    const en = await post(t.url, bad);
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({
      error: 'Some fields are not valid.',
      code: 'BAD_REQUEST',
      issues: [
        { path: 'name', message: 'Please fill in this field.' },
        { path: 'email', message: 'Please enter a valid e-mail address, like name@mail.utoronto.ca.' },
        { path: 'group', message: 'Please choose the group you are interested in.' },
        { path: 'message', message: 'Please keep your message under 2,000 characters.' },
      ],
    });
    const zh = await post(t.url, { ...good, email: 'nope' }, 'zh');
    const zhMessage = '请输入有效的电子邮箱地址，例如 name@mail.utoronto.ca。';
    expect(await zh.json()).toEqual({ error: zhMessage, code: 'BAD_REQUEST', issues: [{ path: 'email', message: zhMessage }] });
    const missing = await post(t.url, {});
    expect(((await missing.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['name', 'email', 'group']);
    expect(await stored(t)).toEqual([]);
  });

  test('the spam trap refuses a filled honeypot field', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const response = await post(t.url, { ...good, website: 'http://spam.example' });
    expect(response.status).toBe(400);
    expect(await stored(t)).toEqual([]);
  });

  test('a flood from one address is cut off after 5 attempts with 429 and Retry-After, through either door', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    for (let i = 0; i < 3; i++) expect((await post(t.url, good)).status).toBe(200);
    const client = t.trpc({ language: 'zh' });
    await client.join.submit.mutate({ ...good, group: 'career' });
    await client.join.submit.mutate({ ...good, group: 'support' });
    const limited = await post(t.url, good, 'zh');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: '请求过于频繁，请稍后再试。', code: 'TOO_MANY_REQUESTS' });
    const viaTrpc = await client.join.submit.mutate(good).catch((e: unknown) => e);
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect((viaTrpc as TRPCClientError<AppRouter>).data?.code).toBe('TOO_MANY_REQUESTS');
    expect((await stored(t)).length).toBe(5);
  });
});
