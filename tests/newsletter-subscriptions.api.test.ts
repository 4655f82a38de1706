// The newsletter's subscriptions through both doors of the real app (issue 37 items 1, 2, 5, 6;
// docs/decisions/050): the same answer for a new, pending or subscribed address; the
// confirmation mail in each language; confirming (twice too), an expired link, a pending
// subscription forgotten after 7 days; the preferences by the address's own token; the one-click
// unsubscribe as a mail provider POSTs it (a form, no cookie, a foreign Origin); subscribing again
// voiding the old links; the limits per client and per target address; the editors' list, its
// CSV file and the import; the registration form's box; a leaver's offer at a handover.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HandoverOutput, TermsOutput } from '../shared/terms.schema.js';
import { nextTermOf } from '../shared/terms.schema.js';
import { loadSecretKey, SecretBox } from '../server/lib/secret-box.js';
import { subscriberToken, tokenHash } from '../server/modules/newsletter/newsletter.tokens.js';
import { as, outbox, signedInAppForFile } from './helpers/accounts.js';
import { createMember } from './helpers/team.js';
import { startTestApp, testClock, trpcStatus, type TestApp } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' } });

let addresses = 0;
/** Each call from its own client address (the hourly limit counts per address). */
const freshAddress = () => `10.37.${(++addresses >> 8) & 255}.${addresses & 255}`;
let people = 0;
const anAddress = (name = 'reader') => `${name}${++people}@example.com`;

type Answer = { status: number; headers: Headers; body: any };
async function call(app: TestApp, method: string, path: string, body?: unknown, init: { address?: string; language?: string } = {}) {
  const query = init.language ? `?language=${init.language}` : '';
  const response = await fetch(`${app.url}/api${path}${query}`, {
    method,
    headers: { 'x-forwarded-for': init.address ?? freshAddress(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined } as Answer;
}
const subscribe = (body: Record<string, unknown>, init: { address?: string; language?: string } = {}, app = t) =>
  call(app, 'POST', '/newsletter/subscriptions', body, init);

const mailsTo = (email: string, app: Pick<TestApp, 'dataDir'> = t) => outbox(app).filter((m) => m.to.includes(email));
const lastTo = (email: string, app: Pick<TestApp, 'dataDir'> = t) => {
  const mail = mailsTo(email, app).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};
const tokenIn = (text: string, page: 'confirm' | 'preferences') => {
  const token = new RegExp(`/newsletter/${page}/([A-Za-z0-9_-]{32,128})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${page} link in: ${text}`);
  return token;
};
const confirmTokenOf = (email: string, app: Pick<TestApp, 'dataDir'> = t) => tokenIn(lastTo(email, app).text, 'confirm');
const rowOf = (email: string, app: TestApp = t) =>
  app.app.services.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** An address's own token, as the server makes it (from the app's key in its data folder). */
async function ownTokenOf(email: string, id?: number, salt?: string): Promise<string> {
  const row = (await rowOf(email))!;
  return subscriberToken(new SecretBox(loadSecretKey(t.dataDir, undefined)), { id: id ?? row.id, tokenSalt: salt ?? row.token_salt });
}

/** Subscribed and confirmed: its own token (from the mail an address already subscribed gets). */
async function subscribed(email: string, language = 'en'): Promise<string> {
  expect((await subscribe({ email, language })).status).toBe(200);
  expect((await call(t, 'POST', `/newsletter/confirm/${confirmTokenOf(email)}`)).status).toBe(200);
  expect((await subscribe({ email, language })).status).toBe(200);
  return tokenIn(lastTo(email).text, 'preferences');
}

describe('subscribing: the same answer whatever the address’s state', () => {
  test('new, pending and subscribed: the same status and body on REST and on tRPC; each gets its mail, and only the first link stored as a hash', async () => {
    const fresh = anAddress();
    const pending = anAddress();
    const done = anAddress();
    expect((await subscribe({ email: pending, language: 'en' })).status).toBe(200);
    const oldPendingToken = confirmTokenOf(pending);
    await subscribed(done);
    const answers = [];
    for (const email of [fresh, pending, done]) answers.push(await subscribe({ email: `  ${email.toUpperCase()} `, language: 'en' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [first, ...rest] = answers.map((a) => a.body);
    for (const other of rest) expect(other).toEqual(first);
    expect(first).toEqual({ ok: true, message: expect.stringContaining('check your inbox') });

    const trpc = t.trpc({ headers: { 'x-forwarded-for': freshAddress() } });
    const overTrpc = [];
    for (const email of [anAddress(), pending, done]) overTrpc.push(await trpc.newsletter.subscribe.mutate({ email, language: 'en' }));
    for (const other of overTrpc) expect(other).toEqual(first);

    // The new address: trimmed, lower case, pending, with both topics by default.
    const row = (await rowOf(fresh))!;
    expect(row).toMatchObject({ email: fresh, status: 'pending', topic_magazine: 1, topic_events: 1, source: 'form' });
    // The pending one has a new link; the old one is void.
    expect(confirmTokenOf(pending)).not.toBe(oldPendingToken);
    expect((await call(t, 'POST', `/newsletter/confirm/${oldPendingToken}`)).status).toBe(404);
    // The subscribed one: a mail with its preferences link, nothing changed.
    expect(lastTo(done).subject).toContain('already');
    expect((await rowOf(done))!.status).toBe('subscribed');
    // Only hashes are stored.
    const token = confirmTokenOf(fresh);
    expect(JSON.stringify(await rowOf(fresh))).not.toContain(token);
  });

  test('the confirmation mail in the chosen language: English, Simplified, Traditional; the link names the page', async () => {
    const en = anAddress();
    const zh = anAddress();
    const hant = anAddress();
    await subscribe({ email: en, language: 'en' });
    await subscribe({ email: zh, language: 'zh' });
    await subscribe({ email: hant, language: 'zh-Hant' });
    expect(lastTo(en).subject).toMatch(/^Please confirm: the .* newsletter$/);
    expect(lastTo(en).text).toContain(`${t.app.services.publicOrigin}/newsletter/confirm/`);
    expect(lastTo(en).text).toContain('good for 7 days');
    expect(lastTo(zh).subject).toMatch(/^请确认订阅.*的通讯$/);
    expect(lastTo(zh).text).toContain('链接在 7 天内有效');
    expect(lastTo(zh).text).toMatch(/\/newsletter\/confirm\/[A-Za-z0-9_-]{43}\?language=zh\b/);
    expect(lastTo(hant).subject).toMatch(/^請確認訂閱.*的通訊$/);
    expect(lastTo(hant).text).toContain('連結在 7 天內有效');
    expect(lastTo(hant).text).toContain('?language=zh-Hant');
    expect((await rowOf(hant))!.language).toBe('zh-Hant');
  });

  test('bad input: 400 with the field, in the request’s language', async () => {
    const answer = await subscribe({ email: 'not an address', language: 'fr', topics: [] }, { language: 'zh' });
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'language', 'topics']);
    expect(answer.body.issues.find((i: { path: string }) => i.path === 'topics').message).toContain('请选择');
  });
});

describe('confirming', () => {
  test('pending → subscribed, the preferences answered (the address hidden but its first letter); again: the same; in the audit log as a visitor', async () => {
    const email = anAddress('li.hua');
    await subscribe({ email, language: 'zh', topics: ['events'] });
    const token = confirmTokenOf(email);
    const first = await call(t, 'POST', `/newsletter/confirm/${token}`);
    expect(first).toMatchObject({
      status: 200,
      body: { email: 'l***@example.com', language: 'zh', topics: ['events'], status: 'subscribed' },
    });
    // With the address's own token: the preferences page's, as every newsletter carries it.
    const own = (first.body as { token: string }).token;
    expect(tokenHash(own)).toBe((await rowOf(email))!.token_hash);
    expect(await call(t, 'GET', `/newsletter/preferences/${own}`)).toMatchObject({ status: 200, body: { status: 'subscribed' } });
    expect((await rowOf(email))!.confirmed_at).not.toBeNull();
    expect(await t.trpc().newsletter.confirm.mutate({ token })).toEqual(first.body);
    const audit = await t.app.services.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username'])
      .where('entity', '=', 'newsletterSubscriber')
      .where('entity_id', '=', String((await rowOf(email))!.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'subscriber.subscribe', actor_username: '(visitor)' },
      { action: 'subscriber.confirm', actor_username: '(visitor)' },
    ]);
  });

  test('an unknown link: 404 with words in the request’s language, on both doors; a malformed one: 400', async () => {
    const unknown = 'A'.repeat(43);
    const en = await call(t, 'POST', `/newsletter/confirm/${unknown}`);
    expect(en).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: expect.stringContaining('not valid') } });
    expect((await call(t, 'POST', `/newsletter/confirm/${unknown}`, undefined, { language: 'zh' })).body.error).toContain('确认链接无效');
    expect(await trpcStatus(t.trpc().newsletter.confirm.mutate({ token: unknown }))).toBe(404);
    expect((await call(t, 'POST', '/newsletter/confirm/short')).status).toBe(400);
  });
});

describe('preferences, by the address’s own token', () => {
  test('read and changed on both doors; an unknown token: 404 with words', async () => {
    const email = anAddress('wang');
    const token = await subscribed(email);
    expect(await call(t, 'GET', `/newsletter/preferences/${token}`)).toMatchObject({
      status: 200,
      body: { email: 'w***@example.com', language: 'en', topics: ['magazine', 'events'], status: 'subscribed' },
    });
    const changed = await call(t, 'PUT', `/newsletter/preferences/${token}`, { language: 'zh-Hant', topics: ['magazine'] });
    expect(changed.body).toEqual({ email: 'w***@example.com', language: 'zh-Hant', topics: ['magazine'], status: 'subscribed' });
    expect(await t.trpc().newsletter.preferences.query({ token })).toEqual(changed.body);
    expect(await t.trpc().newsletter.updatePreferences.mutate({ token, language: 'en', topics: ['events', 'magazine'] })).toMatchObject({
      language: 'en',
      topics: ['magazine', 'events'],
    });
    const unknown = await call(t, 'GET', `/newsletter/preferences/${'B'.repeat(43)}`, undefined, { language: 'zh' });
    expect(unknown).toMatchObject({ status: 404, body: { error: expect.stringContaining('没有对应的订阅') } });
    expect((await call(t, 'PUT', `/newsletter/preferences/${token}`, { language: 'en', topics: [] })).status).toBe(400);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  test('a mail provider’s POST: a form body, no cookie, a foreign Origin → 200 and unsubscribed; again: 200; nothing changes back', async () => {
    const email = anAddress();
    const token = await subscribed(email);
    const oneClick = () =>
      fetch(`${t.url}/api/newsletter/unsubscribe/${token}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.google.com',
          'sec-fetch-site': 'cross-site',
          'x-forwarded-for': freshAddress(),
        },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect((await rowOf(email))!).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(String) });
    expect((await oneClick()).status).toBe(200);
    expect((await rowOf(email))!.status).toBe('unsubscribed');
    // The preferences page still reads it: unsubscribed.
    expect((await call(t, 'GET', `/newsletter/preferences/${token}`)).body.status).toBe('unsubscribed');
  });

  test('multipart/form-data (what RFC 8058 suggests), a JSON body, and the tRPC call of the preferences page do the same', async () => {
    const a = anAddress();
    const b = anAddress();
    const c = anAddress();
    const [ta, tb, tc] = [await subscribed(a), await subscribed(b), await subscribed(c)];
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(`${t.url}/api/newsletter/unsubscribe/${ta}`, { method: 'POST', body: form })).status).toBe(200);
    expect((await call(t, 'POST', `/newsletter/unsubscribe/${tb}`, {})).status).toBe(200);
    expect(await t.trpc().newsletter.unsubscribe.mutate({ token: tc })).toEqual({ ok: true });
    for (const email of [a, b, c]) expect((await rowOf(email))!.status).toBe('unsubscribed');
    expect((await call(t, 'POST', `/newsletter/unsubscribe/${'C'.repeat(43)}`, {})).status).toBe(404);
  });

  test('subscribing again needs a new confirmation, and voids the old links (own token and confirmation link)', async () => {
    const email = anAddress();
    await subscribe({ email, language: 'en' });
    const firstConfirm = confirmTokenOf(email);
    await call(t, 'POST', `/newsletter/confirm/${firstConfirm}`);
    await subscribe({ email, language: 'en' });
    const oldOwn = tokenIn(lastTo(email).text, 'preferences');
    const firstSalt = (await rowOf(email))!.token_salt;
    expect((await call(t, 'POST', `/newsletter/unsubscribe/${oldOwn}`, {})).status).toBe(200);
    // The old confirmation link does not bring it back.
    expect((await call(t, 'POST', `/newsletter/confirm/${firstConfirm}`)).status).toBe(404);
    expect((await rowOf(email))!.status).toBe('unsubscribed');

    await subscribe({ email, language: 'en' });
    expect((await rowOf(email))!.status).toBe('pending');
    expect((await call(t, 'GET', `/newsletter/preferences/${oldOwn}`)).status).toBe(404);
    expect((await call(t, 'POST', `/newsletter/unsubscribe/${oldOwn}`, {})).status).toBe(404);
    expect((await call(t, 'POST', `/newsletter/confirm/${confirmTokenOf(email)}`)).body.status).toBe('subscribed');
    // (A fourth mail to the address today would pass the limit per target: the token made as the server makes it.)
    const newOwn = await ownTokenOf(email);
    expect(oldOwn).toBe(await ownTokenOf(email, (await rowOf(email))!.id, firstSalt));
    expect(newOwn).not.toBe(oldOwn);
    expect((await call(t, 'GET', `/newsletter/preferences/${newOwn}`)).body.status).toBe('subscribed');
  });
});

describe('limits', () => {
  test('per client address: 429 with Retry-After after the tenth request in an hour, in the request’s language', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await subscribe({ email: anAddress(), language: 'en' }, { address })).status).toBe(200);
    const limited = await subscribe({ email: anAddress(), language: 'en' }, { address, language: 'zh' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toBe('此地址的订阅请求过多，请一小时后再试。');
  });

  test('per target address: 100 requests at once from 100 clients, the same success for all, at most 3 mails to that address', async () => {
    const email = anAddress('target');
    const answers = await Promise.all(Array.from({ length: 100 }, () => subscribe({ email, language: 'en' })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(mailsTo(email).length).toBeGreaterThan(0);
    expect(mailsTo(email).length).toBeLessThanOrEqual(3);
    expect(await t.app.services.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});

describe('editors: the list, removing one, the CSV file out and in', () => {
  const adminPaths = [
    ['GET', '/admin/newsletter/subscribers'],
    ['GET', '/admin/newsletter/subscribers.csv'],
    ['DELETE', '/admin/newsletter/subscribers/1'],
    ['POST', '/admin/newsletter/subscribers/import'],
  ] as const;

  test('anonymous: 401; staff and event managers: 403; on both doors', async () => {
    for (const [method, path] of adminPaths) {
      const init = { method, ...(method === 'POST' ? { body: JSON.stringify({ csv: 'email\na@b.ca' }) } : {}) };
      expect((await signedIn.anonymous.rest(path, init)).status, path).toBe(401);
      expect((await signedIn.staff.rest(path, init)).status, path).toBe(403);
      expect((await signedIn.manageEvents.rest(path, init)).status, path).toBe(403);
    }
    expect(await trpcStatus(signedIn.anonymous.trpc.newsletterSubscribers.list.query())).toBe(401);
    expect(await trpcStatus(signedIn.staff.trpc.newsletterSubscribers.list.query())).toBe(403);
    expect(await trpcStatus(signedIn.staff.trpc.newsletterSubscribers.exportCsv.query())).toBe(403);
    expect(await trpcStatus(signedIn.manageContent.trpc.newsletterSubscribers.remove.mutate({ id: 1 }))).toBe(403);
  });

  test('the list: paged, by part of the address, status, language and topic, with counts per status', async () => {
    const tag = `list${Date.now()}`;
    const a = `${tag}.a@example.com`;
    const b = `${tag}.b@example.com`;
    await subscribed(a, 'zh');
    await subscribe({ email: b, language: 'en', topics: ['events'] });
    const editor = signedIn.manageMagazine;
    const all = (await (await editor.rest(`/admin/newsletter/subscribers?q=${tag}`)).json()) as any;
    expect(all.subscribers.map((s: { email: string }) => s.email)).toEqual([b, a]);
    expect(all).toMatchObject({ total: 2, page: 1, counts: { pending: 1, subscribed: 1, unsubscribed: 0 } });
    expect(all.subscribers[1]).toMatchObject({ language: 'zh', status: 'subscribed', source: 'form', confirmedAt: expect.any(String) });
    const bySubscribed = (await (await editor.rest(`/admin/newsletter/subscribers?q=${tag}&status=subscribed`)).json()) as any;
    expect(bySubscribed.subscribers.map((s: { email: string }) => s.email)).toEqual([a]);
    expect(bySubscribed.counts).toEqual({ pending: 1, subscribed: 1, unsubscribed: 0 });
    const byTopic = await editor.trpc.newsletterSubscribers.list.query({ q: tag, topic: 'magazine' });
    expect(byTopic.subscribers.map((s) => s.email)).toEqual([a]);
    const byLanguage = await editor.trpc.newsletterSubscribers.list.query({ q: tag, language: 'en' });
    expect(byLanguage.subscribers.map((s) => s.email)).toEqual([b]);
    const paged = await editor.trpc.newsletterSubscribers.list.query({ q: tag, pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, subscribers: [{ email: a }] });
    // `%` and `_` are themselves.
    expect((await editor.trpc.newsletterSubscribers.list.query({ q: '%' })).total).toBe(0);
  });

  test('removing one forgets the address, in the audit log with the editor; again: 404', async () => {
    const email = anAddress('leaving');
    await subscribe({ email, language: 'en' });
    const { id } = (await rowOf(email))!;
    const editor = signedIn.manageMagazine;
    const removed = await editor.rest(`/admin/newsletter/subscribers/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id });
    expect(await rowOf(email)).toBeUndefined();
    expect((await editor.rest(`/admin/newsletter/subscribers/${id}?language=zh`, { method: 'DELETE' })).status).toBe(404);
    const entry = await t.app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'subscriber.remove')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(entry.actor_username).toBe(editor.account!.username);
    expect(JSON.parse(entry.before!)).toMatchObject({ email });
  });

  test('the CSV file: BOM, headers in the request’s language, formula cells neutralised, the filters', async () => {
    const tag = `csv${Date.now()}`;
    const dashed = `-${tag}@example.com`;
    expect((await subscribe({ email: dashed, language: 'en' })).body).toMatchObject({ ok: true });
    // An address as an old import or another tool may have left it: made to run as a formula.
    const now = new Date().toISOString();
    await t.app.services.db
      .insertInto('newsletter_subscribers')
      .values({
        email: `=cmd|' /c calc'!a0.${tag}@example.com`,
        language: 'zh',
        status: 'subscribed',
        source: 'imported',
        token_salt: 'salt',
        token_hash: `hash-${tag}`,
        created_at: now,
        updated_at: now,
        confirmed_at: now,
      })
      .execute();
    // `?language=` filters by the subscribers' language (and names the file's language too):
    // the words alone follow Accept-Language.
    const response = await signedIn.admin.rest(`/admin/newsletter/subscribers.csv?q=${tag}`, { headers: { 'accept-language': 'zh-CN' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('"电子邮箱"');
    expect(text).toContain(`"'=cmd|' /c calc'!a0.${tag}@example.com"`);
    expect(text).toContain(`"'${dashed}"`);
    expect(text).toContain('"已订阅"');
    expect(lines.filter(Boolean)).toHaveLength(3);
    const onlyPending = await (await signedIn.admin.rest(`/admin/newsletter/subscribers.csv?q=${tag}&status=pending`)).text();
    expect(onlyPending.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(onlyPending).not.toContain('=cmd');
    const onlyZh = await (await signedIn.admin.rest(`/admin/newsletter/subscribers.csv?q=${tag}&language=zh`)).text();
    expect(onlyZh.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(onlyZh).toContain('"电子邮箱"');
    expect(onlyZh).not.toContain(dashed);
  });

  test('the import: invalid lines listed with why in the request’s language, mails queued, nobody subscribed; already subscribed counted', async () => {
    const tag = `imp${Date.now()}`;
    const known = `${tag}.known@example.com`;
    await subscribed(known);
    const mailsBefore = mailsTo(tag).length;
    const csv = [
      'Name,Email,Language',
      `Li,${tag}.one@example.com,`,
      'Bad,not an address,en',
      `Lang,${tag}.lang@example.com,fr`,
      `"Chen, ""Hant""",${tag}.hant@example.com,zh-hant`,
      `Again,${tag.toUpperCase()}.ONE@example.com,`,
      `Known,${known},en`,
      '',
    ].join('\r\n');
    const answer = await signedIn.manageMagazine.rest('/admin/newsletter/subscribers/import?language=zh', {
      method: 'POST',
      body: JSON.stringify({ csv, language: 'zh' }),
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as any;
    expect(body).toEqual({
      invited: 2,
      alreadySubscribed: 1,
      invalid: [
        { line: 3, reason: expect.stringContaining('电子邮箱') },
        { line: 4, reason: expect.stringContaining('未知的语言') },
        { line: 6, reason: '此地址在前面的行中已经出现过。' },
      ],
    });
    const rows = await t.app.services.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'status', 'language', 'source'])
      .where('email', 'like', `${tag}%`)
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: `${tag}.hant@example.com`, status: 'pending', language: 'zh-Hant', source: 'imported' },
      { email: known, status: 'subscribed', language: 'en', source: 'form' },
      { email: `${tag}.one@example.com`, status: 'pending', language: 'zh', source: 'imported' },
    ]);
    // The mails are jobs of the outbox, queued in the import's transaction; the runner sends them.
    const jobs = await t.app.services.db.selectFrom('jobs').select('key').where('key', 'like', 'newsletter-confirm:%').execute();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    await t.app.services.outbox.idle();
    await t.app.services.outbox.runDueJobs();
    expect(mailsTo(tag).length - mailsBefore).toBe(2);
    expect(lastTo(`${tag}.hant@example.com`).subject).toMatch(/^請確認訂閱/);
    expect(lastTo(`${tag}.one@example.com`).subject).toMatch(/^请确认订阅/);
    const audit = await t.app.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'subscriber.import').execute();
    expect(audit.at(-1)!.actor_username).toBe(signedIn.manageMagazine.account!.username);
  });

  test('the import: a file without an email column is refused with words (400)', async () => {
    const answer = await signedIn.admin.rest('/admin/newsletter/subscribers/import', {
      method: 'POST',
      body: JSON.stringify({ csv: 'name,address\nLi,li@example.com' }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toContain('column named email');
  });
});

describe('the event registration form’s box', () => {
  test('ticked: the registrant’s address pending (source registration, both topics, the mails’ language) with its confirmation mail; unticked: nothing', async () => {
    const created = await signedIn.admin.rest('/events', {
      method: 'POST',
      body: JSON.stringify({
        titleEn: 'Calligraphy Evening',
        titleZh: '书法之夜',
        startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 10 * 86_400_000 + 7_200_000).toISOString(),
        registrationOpen: true,
      }),
    });
    const { id } = (await created.json()) as { id: number };
    const ticked = anAddress('guest');
    const unticked = anAddress('guest');
    const one = await call(
      t,
      'POST',
      `/events/${id}/registrations`,
      { name: 'Li Hua', email: ticked, newsletter: true },
      { language: 'zh' },
    );
    expect(one.status).toBe(200);
    expect((await call(t, 'POST', `/events/${id}/registrations`, { name: 'Wang', email: unticked })).status).toBe(200);
    expect(await rowOf(ticked)).toMatchObject({
      status: 'pending',
      source: 'registration',
      language: 'zh',
      topic_magazine: 1,
      topic_events: 1,
    });
    expect(mailsTo(ticked).map((m) => m.subject)).toEqual([expect.stringContaining('报名成功'), expect.stringMatching(/^请确认订阅/)]);
    expect(await rowOf(unticked)).toBeUndefined();
    expect(mailsTo(unticked)).toHaveLength(1);
  });
});

describe('a pending subscription is forgotten after 7 days (the test clock)', () => {
  let app: TestApp;
  const time = testClock(new Date('2026-11-29T12:00:00Z'));
  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_DEMO: 'false' }, clock: time.clock });
  });
  afterAll(async () => app.close());

  test('its link works within 7 days, says it has expired after, and the timer’s sweep forgets the row', async () => {
    await subscribe({ email: 'early@example.com', language: 'en' }, {}, app);
    await subscribe({ email: 'late@example.com', language: 'en' }, {}, app);
    time.advance(7 * 86_400_000 - 60_000);
    expect((await call(app, 'POST', `/newsletter/confirm/${confirmTokenOf('early@example.com', app)}`)).status).toBe(200);
    time.advance(2 * 60_000);
    const late = await call(app, 'POST', `/newsletter/confirm/${confirmTokenOf('late@example.com', app)}`, undefined, { language: 'zh' });
    expect(late).toMatchObject({ status: 404, body: { error: '此确认链接已过期（链接有效期为 7 天）。请重新订阅。' } });
    expect(await app.app.services.newsletterSubscriptions.forgetExpired()).toBe(1);
    expect(await rowOf('late@example.com', app)).toBeUndefined();
    expect((await rowOf('early@example.com', app))!.status).toBe('subscribed');
    // Forgotten: the link now is unknown, and the address may start again.
    expect((await call(app, 'POST', `/newsletter/confirm/${confirmTokenOf('late@example.com', app)}`)).body.error).toContain('not valid');
  });
});

describe('a leaver at a term handover is offered the newsletter', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => app.close());

  test('the thank-you mail carries a confirmation link of a pending subscription (source handover); an address subscribed already is not asked', async () => {
    const admin = await as(app, 'admin');
    const leaves = await createMember(app, 'Leaves');
    const subscribedLeaver = await createMember(app, 'Reader');
    // Already subscribed: no offer.
    await subscribe({ email: subscribedLeaver.email, language: 'en' }, {}, app);
    await call(app, 'POST', `/newsletter/confirm/${confirmTokenOf(subscribedLeaver.email, app)}`);
    const [current] = ((await (await fetch(`${app.url}/api/team/terms`)).json()) as TermsOutput).terms;
    const body = { ...nextTermOf(current!), continuing: [{ id: admin.account!.id }] };
    const answer = await admin.rest('/admin/terms', { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    if (((await answer.json()) as HandoverOutput).pending)
      expect(await app.app.services.terms.runDue(new Date(`${body.startsOn}T16:00:00Z`))).toEqual({ applied: expect.any(String) });
    const thanks = lastTo(leaves.email, app);
    expect(thanks.subject).toContain('Thank you');
    expect(thanks.text).toContain('newsletter');
    const token = tokenIn(thanks.text, 'confirm');
    expect(await rowOf(leaves.email, app)).toMatchObject({ status: 'pending', source: 'handover' });
    expect((await call(app, 'POST', `/newsletter/confirm/${token}`)).body.status).toBe('subscribed');
    const other = lastTo(subscribedLeaver.email, app);
    expect(other.subject).toContain('Thank you');
    expect(other.text).not.toContain('/newsletter/confirm/');
  });
});
