// Answers asked for in Traditional (issue 25): ?language=zh-Hant (any case) or a zh-TW / zh-HK
// browser's Accept-Language, on both doors, get the server's messages and validation messages in
// Traditional, made at build time from the Simplified (server/lib/messages.zh-Hant.ts).
import { expect, test } from 'vitest';
import { translate } from '../server/lib/messages.js';
import { appForFile } from './helpers/test-app.js';

const t = appForFile({ env: { SEED_DEMO: 'false' } });

test('a refused sign-in says why in Traditional on both doors, by ?language=zh-Hant or Accept-Language zh-TW / zh-HK', async () => {
  const wanted = translate('zh-Hant', 'errors.loginFailed');
  expect(wanted).not.toBe(translate('zh', 'errors.loginFailed'));
  expect(wanted).toBe('登入失敗，請檢查你的使用者名稱和密碼。');
  // Each try with another name: five failures of one account slow it down.
  let tries = 0;
  const bodyOf = () => JSON.stringify({ identifier: `nobody${++tries}`, password: 'not a password' });
  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: bodyOf() });
  for (const answer of [
    await post('/api/auth/login?language=zh-Hant'),
    await post('/api/auth/login?language=zh-hant'),
    await post('/api/auth/login', { 'accept-language': 'zh-TW' }),
    await post('/api/auth/login', { 'accept-language': 'zh-HK, zh-CN;q=0.9' }),
  ]) {
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toBe(wanted);
  }
  const trpc = await fetch(`${t.url}/api/trpc/auth.login?language=zh-Hant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodyOf(),
  });
  expect(JSON.stringify(await trpc.json())).toContain(wanted);
  // Simplified stays Simplified.
  expect(((await (await post('/api/auth/login', { 'accept-language': 'zh-CN' })).json()) as { error: string }).error).toBe(
    translate('zh', 'errors.loginFailed'),
  );
});

test('a validation message in Traditional: an e-mail that is not one', async () => {
  const answer = await fetch(`${t.url}/api/join/applications?language=zh-Hant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'A', email: 'not an address', group: 'arts', message: '' }),
  });
  expect(answer.status).toBe(400);
  const { issues } = (await answer.json()) as { issues: { path: string; message: string }[] };
  const email = issues.find((issue) => issue.path === 'email');
  expect(email?.message).toBe(translate('zh-Hant', 'validation.email'));
  expect(email?.message).not.toBe(translate('zh', 'validation.email'));
});
