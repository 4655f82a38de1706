// Newsletters (issue 37 items 3, 4 and 6; docs/decisions/050) over real HTTP and a real SQLite
// file: composing with versions (412, 428) and checked references; the mail in three languages
// and for each subscriber's topics, with RFC 8058's headers; the send through the outbox's jobs
// table at its rate, once per recipient, carried on by a second app on the same database file;
// an SMTP failure retried then reported per address; pause and resume; the scheduled send; the
// test to yourself; who may do it. Subscribers are inserted straight into their table, confirmed,
// with a token salt and hash as the subscriptions make them.
import { afterEach, describe, expect, test } from 'vitest';
import { loadSecretKey, SecretBox } from '../server/lib/secret-box.js';
import type { Mail } from '../server/lib/mail.js';
import { newTokenSalt, subscriberToken, tokenHash } from '../server/modules/newsletter/newsletter.tokens.js';
import { mailAttemptsMax } from '../server/modules/outbox/outbox.service.js';
import type { ArticleContentInput, EditableArticle } from '../shared/magazine.schema.js';
import { type Newsletter, type NewsletterTopic, sampleNewsletterToken } from '../shared/newsletter.schema.js';
import { as, outbox, testRoles, type OutboxMail, type SignedIn } from './helpers/accounts.js';
import { startTestApp, tempDir, testClock, trpcStatus, type TestApp } from './helpers/test-app.js';

const minute = 60_000;
const env = { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' };

let running: TestApp[] = [];
afterEach(async () => {
  for (const app of running) await app.close();
  running = [];
});
async function start(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const app = await startTestApp({ ...options, env: { ...env, ...options?.env } });
  running.push(app);
  return app;
}

/** The outbox's timers, as the server runs them, until nothing more is due now. */
async function runTimer(t: TestApp) {
  const { outbox: box } = t.app.services;
  // The batches' lane (the server's every second), then the other runner (every minute).
  for (let i = 0; i < 100; i++) if ((await box.runDueBatches()).ran + (await box.runDueJobs()).ran === 0) return;
  throw new Error('the outbox runs on and on');
}

type Language = 'en' | 'zh' | 'zh-Hant';
/** A confirmed subscriber, as the subscriptions make one (its own token's hash stored); its token. */
async function subscriber(t: TestApp, email: string, language: Language, topics: NewsletterTopic[] = ['magazine', 'events']) {
  const salt = newTokenSalt();
  const at = new Date().toISOString();
  const { db } = t.app.services;
  const { id } = await db
    .insertInto('newsletter_subscribers')
    .values({
      email,
      language,
      topic_magazine: topics.includes('magazine') ? 1 : 0,
      topic_events: topics.includes('events') ? 1 : 0,
      status: 'subscribed',
      source: 'form',
      token_salt: salt,
      token_hash: `pending-${email}`,
      created_at: at,
      updated_at: at,
      confirmed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = subscriberToken(new SecretBox(loadSecretKey(t.dataDir, undefined)), { id, tokenSalt: salt });
  await db
    .updateTable('newsletter_subscribers')
    .set({ token_hash: tokenHash(token) })
    .where('id', '=', id)
    .execute();
  return { id, token };
}

type Answer<T> = {
  status: number;
  headers: Headers;
  body: T & { code?: string; error?: string; issues?: Array<{ path: string; message: string }> };
};
const json = async <T>(response: Response): Promise<Answer<T>> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as Answer<T>['body'],
});
const createNewsletter = async (who: SignedIn, content: Record<string, unknown>, language = 'en') =>
  json<Newsletter>(await who.rest(`/admin/newsletter/issues?language=${language}`, { method: 'POST', body: JSON.stringify(content) }));
const sendNewsletter = async (who: SignedIn, id: number, body: Record<string, unknown> = {}) =>
  json<Newsletter>(await who.rest(`/admin/newsletter/issues/${id}/send`, { method: 'POST', body: JSON.stringify(body) }));
const getNewsletter = async (who: SignedIn, id: number) => json<Newsletter>(await who.rest(`/admin/newsletter/issues/${id}`));

const ready: ArticleContentInput = {
  titleEn: 'The Brush Remembers',
  titleZh: '笔墨有记忆',
  standfirstEn: 'Calligraphy at the society, from first strokes to the New Year couplets.',
  standfirstZh: '从第一笔到春联：社团里的书法。',
  bodyEn: 'Calligraphy is practice. [Our events](/events) are open to all.',
  bodyZh: '书法是一种练习。我们每周练习书法。',
  tags: ['calligraphy'],
};

/** A published article (started, submitted and published by an editor); its id. */
async function publishedArticle(editor: SignedIn, content: ArticleContentInput = ready): Promise<number> {
  const made = await json<EditableArticle>(await editor.rest('/staff/articles', { method: 'POST', body: JSON.stringify(content) }));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect((await editor.rest(`/staff/articles/${made.body.id}/submit`, { method: 'POST', body: '{}' })).status).toBe(200);
  const done = await editor.rest(`/admin/magazine/articles/${made.body.id}/review`, {
    method: 'PUT',
    body: JSON.stringify({ decision: 'publish' }),
    headers: { 'if-match': made.headers.get('etag')! },
  });
  expect(done.status, await done.clone().text()).toBe(200);
  return made.body.id;
}

async function comingEvent(admin: SignedIn, now: number, title = 'Lantern Walk') {
  const created = await admin.rest('/events', {
    method: 'POST',
    body: JSON.stringify({
      titleEn: title,
      titleZh: '灯笼漫步',
      locationEn: 'Hart House',
      startsAt: new Date(now + 5 * 24 * 60 * minute).toISOString(),
      endsAt: new Date(now + 5 * 24 * 60 * minute + 2 * 60 * minute).toISOString(),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
}

const to = (t: TestApp, email: string) => outbox(t).filter((m) => m.to.includes(email));
const recipients = (t: TestApp) => outbox(t).map((m) => m.to);
/** A header of a raw mail, its folded lines joined. */
const header = (mail: OutboxMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)$`, 'mi')
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

describe('who may compose and send', () => {
  test('editors (manageMagazine) and admins; everyone else is refused on both doors', async () => {
    const t = await start();
    const expected = (role: string) => (role === 'anonymous' ? 401 : role === 'manageMagazine' || role === 'admin' ? 200 : 403);
    for (const role of testRoles) {
      const who = await as(t, role);
      expect((await who.rest('/admin/newsletter/issues')).status, role).toBe(expected(role));
      expect((await createNewsletter(who, { subjectEn: `By ${role}` })).status, role).toBe(expected(role));
      expect(await trpcStatus(who.trpc.newsletters.list.query()), role).toBe(expected(role));
    }
  }, 60_000);
});

describe('composing', () => {
  test('saves from the version named: ETag, 412 when stale, 428 when none, 409 once sent; references checked in the user’s language', async () => {
    const t = await start();
    const editor = await as(t, 'manageMagazine');
    const made = await createNewsletter(editor, { subjectEn: 'Spring news', subjectZh: '春季通讯' });
    expect(made.status).toBe(200);
    expect(made.headers.get('etag')).toBe(`"newsletter-${made.body.id}-1"`);
    expect(made.body).toMatchObject({ state: 'draft', version: 1, progress: { recipients: 0, sent: 0, failed: 0, left: 0 } });
    const put = (body: Record<string, unknown>, ifMatch?: string) =>
      editor.rest(`/admin/newsletter/issues/${made.body.id}`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: ifMatch ? { 'if-match': ifMatch } : {},
      });
    const content = { subjectEn: 'Spring news!', subjectZh: '春季通讯', introEn: 'Hello **all**.' };
    expect((await put({ content })).status).toBe(428);
    const saved = await json<Newsletter>(await put({ content }, made.headers.get('etag')!));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"newsletter-${made.body.id}-2"`);
    expect(saved.body.content.subjectEn).toBe('Spring news!');
    // The first version again: someone saved since.
    expect((await put({ content: { subjectEn: 'Lost' } }, made.headers.get('etag')!)).status).toBe(412);
    expect(await trpcStatus(editor.trpc.newsletters.save.mutate({ id: made.body.id, content: { subjectEn: 'Lost' }, version: 1 }))).toBe(
      412,
    );
    expect((await getNewsletter(editor, made.body.id)).body.content.subjectEn).toBe('Spring news!');

    // Not a public article, not a published issue: 400 in the user's language, nothing stored.
    const bad = await createNewsletter(editor, { subjectEn: 'x', articleIds: [9999] }, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('尚未发布');
    expect(bad.body.issues?.[0]?.path).toBe('articleIds.0');
    const draft = await json<EditableArticle>(await editor.rest('/staff/articles', { method: 'POST', body: JSON.stringify(ready) }));
    expect((await createNewsletter(editor, { subjectEn: 'x', articleIds: [draft.body.id] })).status).toBe(400);
    const issue = await editor.rest('/admin/magazine/issues', {
      method: 'POST',
      body: JSON.stringify({ number: 1, titleEn: 'One', date: '2026-11-01', isPublished: false }),
    });
    const issueId = ((await issue.json()) as { id: number }).id;
    const unpublished = await createNewsletter(editor, { subjectEn: 'x', issueId });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.issues?.[0]?.path).toBe('issueId');
    expect((await createNewsletter(editor, { subjectEn: 'x'.repeat(201) })).status).toBe(400);
    expect((await editor.rest('/admin/newsletter/issues')).status).toBe(200);
    expect((await json<{ newsletters: Newsletter[] }>(await editor.rest('/admin/newsletter/issues'))).body.newsletters).toHaveLength(1);

    // Sent: no longer editable.
    await subscriber(t, 'one@example.com', 'en');
    expect((await sendNewsletter(editor, made.body.id)).status).toBe(200);
    expect((await put({ content }, saved.headers.get('etag')!)).status).toBe(409);
    expect((await sendNewsletter(editor, made.body.id)).status).toBe(409);
    const actions = await t.app.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'newsletter').execute();
    expect(actions.map((a) => a.action)).toEqual(['newsletter.create', 'newsletter.update', 'newsletter.send']);
  }, 60_000);

  test('deletes one that has not started going out (a draft, scheduled, paused before its time); 409 once it has; on both doors', async () => {
    const t = await start();
    const editor = await as(t, 'manageMagazine');
    const staff = await as(t, 'staff');
    await subscriber(t, 'one@example.com', 'en');
    const remove = async (who: SignedIn, id: number, language = 'en') =>
      json<{ id: number }>(await who.rest(`/admin/newsletter/issues/${id}?language=${language}`, { method: 'DELETE' }));
    const draft = (await createNewsletter(editor, { subjectEn: 'Draft', subjectZh: '草稿' })).body;
    expect((await remove(staff, draft.id)).status).toBe(403);
    expect((await getNewsletter(editor, draft.id)).status).toBe(200);
    const gone = await remove(editor, draft.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ id: draft.id });
    expect((await getNewsletter(editor, draft.id)).status).toBe(404);
    expect((await remove(editor, draft.id)).status).toBe(404);

    // Scheduled, then paused before its time: still nothing sent, so it may go.
    const later = (await createNewsletter(editor, { subjectEn: 'Later' })).body;
    const sendAt = new Date(Date.now() + 3 * 24 * 60 * minute).toISOString();
    expect((await sendNewsletter(editor, later.id, { sendAt })).body.state).toBe('scheduled');
    expect((await editor.rest(`/admin/newsletter/issues/${later.id}/pause`, { method: 'POST', body: '{}' })).status).toBe(200);
    expect(await trpcStatus(editor.trpc.newsletters.remove.mutate({ id: later.id }))).toBe(200);
    expect((await getNewsletter(editor, later.id)).status).toBe(404);

    // Started: it stays, with its deliveries; the refusal in the user's language.
    const sent = (await createNewsletter(editor, { subjectEn: 'Sent' })).body;
    expect((await sendNewsletter(editor, sent.id)).status).toBe(200);
    const refused = await json<{ error: string }>(
      await editor.rest(`/admin/newsletter/issues/${sent.id}?language=zh`, { method: 'DELETE' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('不能再删除');
    await runTimer(t);
    expect((await editor.rest(`/admin/newsletter/issues/${sent.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await getNewsletter(editor, sent.id)).body).toMatchObject({ state: 'sent', progress: { recipients: 1, left: 0 } });

    const deletions = await t.app.services.db
      .selectFrom('audit_log')
      .select(['entity_id', 'before'])
      .where('action', '=', 'newsletter.delete')
      .orderBy('id')
      .execute();
    expect(deletions.map((row) => Number(row.entity_id))).toEqual([draft.id, later.id]);
    expect(JSON.parse(deletions[0]!.before!)).toMatchObject({ state: 'draft', subjectEn: 'Draft', subjectZh: '草稿' });
  }, 60_000);
});

describe('the mail', () => {
  test('in each subscriber’s language and for their topics, with the one-click headers, the footer and no tracking', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock, env: { NEWSLETTER_RATE_PER_MINUTE: '1000' } });
    const editor = await as(t, 'manageMagazine');
    const admin = await as(t, 'admin');
    const articleId = await publishedArticle(editor);
    await comingEvent(admin, clock.clock().getTime());
    const en = await subscriber(t, 'en@example.com', 'en');
    await subscriber(t, 'zh@example.com', 'zh');
    await subscriber(t, 'hant@example.com', 'zh-Hant');
    await subscriber(t, 'events@example.com', 'en', ['events']);
    await subscriber(t, 'magazine@example.com', 'en', ['magazine']);
    const made = await createNewsletter(editor, {
      subjectEn: 'Spring news',
      subjectZh: '春季通讯',
      introEn: 'Hello **readers**.',
      introZh: '各位读者好。',
      articleIds: [articleId],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    const preview = await json<{ previews: Array<{ language: string; subject: string; html: string; text: string }> }>(
      await editor.rest(`/admin/newsletter/issues/${made.body.id}/preview`),
    );
    expect(preview.body.previews.map((p) => [p.language, p.subject])).toEqual([
      ['en', 'Spring news'],
      ['zh', '春季通讯'],
      ['zh-Hant', '春季通訊'],
    ]);
    expect(preview.body.previews[0]!.html).toContain('<strong>readers</strong>');
    expect(preview.body.previews[0]!.text).toContain(`/newsletter/preferences/${sampleNewsletterToken}`);

    expect((await sendNewsletter(editor, made.body.id)).body.state).toBe('sending');
    // A thousand a minute: one every 60 ms.
    clock.advance(minute);
    await runTimer(t);
    expect(recipients(t).sort()).toEqual([
      'en@example.com',
      'events@example.com',
      'hant@example.com',
      'magazine@example.com',
      'zh@example.com',
    ]);

    const [enMail] = to(t, 'en@example.com');
    expect(enMail!.subject).toBe('Spring news');
    expect(enMail!.text).toContain('The Brush Remembers');
    expect(enMail!.text).toContain('Lantern Walk');
    const { publicOrigin } = t.app.services;
    const { email: contact } = (await t.app.services.site.current()).content;
    expect(enMail!.text).toContain(`${publicOrigin}/newsletter/preferences/${en.token}`);
    expect(header(enMail!, 'List-Unsubscribe')).toBe(
      `<${publicOrigin}/api/newsletter/unsubscribe/${en.token}>, <mailto:${contact}?subject=unsubscribe>`,
    );
    expect(header(enMail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The token is the address's own: its hash is what the table keeps.
    const token = /unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header(enMail!, 'List-Unsubscribe')!)![1]!;
    expect(token).toBe(en.token);
    // The footer: the society's name and postal address, why they get it.
    const { content: record } = await t.app.services.site.current();
    expect(enMail!.text).toContain('You receive this because you subscribed');
    expect(enMail!.text).toContain(record.address.en.join('\n'));
    // No tracking pixel, no rewritten link: the only images are the article's own.
    expect(enMail!.raw).not.toMatch(/width="1"|height="1"/);

    expect(to(t, 'zh@example.com')[0]!.subject).toBe('春季通讯');
    expect(to(t, 'zh@example.com')[0]!.text).toContain('笔墨有记忆');
    expect(to(t, 'zh@example.com')[0]!.text).toContain('各位读者好');
    expect(to(t, 'hant@example.com')[0]!.subject).toBe('春季通訊');
    expect(to(t, 'hant@example.com')[0]!.text).toContain('筆墨有記憶');
    expect(to(t, 'hant@example.com')[0]!.text).toContain('近期活動');

    // Topics: the events only, the magazine only.
    expect(to(t, 'events@example.com')[0]!.text).not.toContain('The Brush Remembers');
    expect(to(t, 'events@example.com')[0]!.text).toContain('Lantern Walk');
    expect(to(t, 'magazine@example.com')[0]!.text).toContain('The Brush Remembers');
    expect(to(t, 'magazine@example.com')[0]!.text).not.toContain('Lantern Walk');

    const done = await getNewsletter(editor, made.body.id);
    expect(done.body).toMatchObject({ state: 'sent', progress: { recipients: 5, sent: 5, failed: 0, left: 0 } });
    expect(done.body.finishedAt).toEqual(expect.any(String));

    // A newsletter with no coming events: a subscriber of the events only gets nothing.
    const second = await createNewsletter(editor, { subjectEn: 'Articles only', articleIds: [articleId], includeEvents: false });
    await sendNewsletter(editor, second.body.id);
    clock.advance(minute);
    await runTimer(t);
    expect(to(t, 'events@example.com')).toHaveLength(1);
    expect(to(t, 'magazine@example.com')).toHaveLength(2);
  }, 60_000);

  test('a test to yourself: in your language, to your address, not counted', async () => {
    const t = await start();
    const editor = await as(t, 'manageMagazine');
    await subscriber(t, 'reader@example.com', 'en');
    await comingEvent(await as(t, 'admin'), Date.now());
    const made = await createNewsletter(editor, { subjectEn: 'Spring news', subjectZh: '春季通讯', includeEvents: true });
    const sent = await json<{ ok: true; to: string }>(
      await editor.rest(`/admin/newsletter/issues/${made.body.id}/test?language=zh`, { method: 'POST', body: '{}' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.to).toBe(editor.account!.email);
    expect(recipients(t)).toEqual([editor.account!.email]);
    expect(outbox(t)[0]!.subject).toBe('[测试] 春季通讯');
    expect((await getNewsletter(editor, made.body.id)).body).toMatchObject({ state: 'draft', progress: { recipients: 0, sent: 0 } });
    // Not on the list: the links are the sample's (their page says what they do), no one-click headers.
    expect(outbox(t)[0]!.text).toContain(`${t.app.services.publicOrigin}/newsletter/preferences/${sampleNewsletterToken}`);
    expect(header(outbox(t)[0]!, 'List-Unsubscribe')).toBeUndefined();

    // On the list: the address's own links, working as in the real send, with the headers.
    const { token: own } = await subscriber(t, editor.account!.email, 'en');
    await editor.rest(`/admin/newsletter/issues/${made.body.id}/test`, { method: 'POST', body: '{}' });
    const second = outbox(t)[1]!;
    expect(second.subject).toBe('[Test] Spring news');
    expect(second.text).toContain(`/newsletter/preferences/${own}`);
    expect(header(second, 'List-Unsubscribe')).toContain(`/api/newsletter/unsubscribe/${own}>`);
    expect(header(second, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  }, 60_000);
});

describe('sending', () => {
  test('at its rate, each recipient once; a second app on the same database file carries on after the first stopped mid-send', async () => {
    const clock = testClock(new Date());
    const dataDir = tempDir();
    const first = await start({ clock: clock.clock, dataDir, env: { NEWSLETTER_RATE_PER_MINUTE: '2' } });
    const editor = await as(first, 'manageMagazine');
    const emails = ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}@example.com`);
    for (const email of emails) await subscriber(first, email, 'en');
    // The coming events block is what they get (an intro alone is no topic).
    await comingEvent(await as(first, 'admin'), clock.clock().getTime());
    const made = await createNewsletter(editor, { subjectEn: 'Spring news', introEn: 'Hi.' });
    expect((await sendNewsletter(editor, made.body.id)).body).toMatchObject({ state: 'sending', progress: { recipients: 5, left: 5 } });
    await runTimer(first);
    // Two a minute, evenly: one now, the next 30 s later.
    expect(recipients(first)).toEqual(['a@example.com']);
    clock.advance(29_000);
    await runTimer(first);
    expect(recipients(first)).toHaveLength(1);
    clock.advance(1_000);
    await runTimer(first);
    expect(recipients(first)).toEqual(['a@example.com', 'b@example.com']);
    expect((await getNewsletter(editor, made.body.id)).body.progress).toMatchObject({ sent: 2, left: 3, failed: 0 });
    await first.app.close();
    running = running.filter((app) => app !== first);

    const second = await start({ clock: clock.clock, dataDir, env: { NEWSLETTER_RATE_PER_MINUTE: '2' } });
    clock.advance(2 * minute);
    await runTimer(second);
    expect(recipients(second).sort()).toEqual(emails);
    const again = await as(second, 'manageMagazine');
    expect((await getNewsletter(again, made.body.id)).body).toMatchObject({ state: 'sent', progress: { sent: 5, left: 0 } });
  }, 60_000);

  test('an SMTP failure is tried again with backoff, then given up and reported per address; one that left meanwhile gets nothing', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock, env: { NEWSLETTER_RATE_PER_MINUTE: '1000' } });
    const editor = await as(t, 'manageMagazine');
    await comingEvent(await as(t, 'admin'), clock.clock().getTime());
    await subscriber(t, 'fine@example.com', 'en');
    await subscriber(t, 'flaky@example.com', 'en');
    await subscriber(t, 'bounces@example.com', 'en');
    const leaver = await subscriber(t, 'leaver@example.com', 'en');
    const transport = t.app.services.mail;
    const send = transport.send.bind(transport);
    let flaky = 0;
    transport.send = async (mail: Mail) => {
      if (mail.to === 'bounces@example.com') throw new Error('550 no such mailbox');
      if (mail.to === 'flaky@example.com' && flaky++ === 0) throw new Error('421 try again later');
      return send(mail);
    };
    const made = await createNewsletter(editor, { subjectEn: 'Spring news' });
    await sendNewsletter(editor, made.body.id);
    await t.app.services.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed' }).where('id', '=', leaver.id).execute();
    clock.advance(minute);
    await runTimer(t);
    expect(recipients(t)).toEqual(['fine@example.com']);
    expect((await getNewsletter(editor, made.body.id)).body.progress).toMatchObject({ sent: 1, failed: 0, left: 2 });
    for (let i = 0; i < mailAttemptsMax + 2; i++) {
      clock.advance(60 * minute);
      await runTimer(t);
    }
    expect(recipients(t)).toEqual(['fine@example.com', 'flaky@example.com']);
    const done = await getNewsletter(editor, made.body.id);
    expect(done.body).toMatchObject({ state: 'sent', progress: { recipients: 4, sent: 2, failed: 1, left: 0 } });
    expect(done.body.progress.failures).toEqual([
      { email: 'bounces@example.com', error: '550 no such mailbox', attempts: mailAttemptsMax - 1 },
    ]);
    expect(t.takeErrorLogs().map((line) => line.msg)).toEqual(['mail given up after its last try']);
  }, 60_000);

  test('pause holds what is left; sending again resumes, spaced from then; a scheduled send starts at its time', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock, env: { NEWSLETTER_RATE_PER_MINUTE: '1' } });
    const editor = await as(t, 'manageMagazine');
    await comingEvent(await as(t, 'admin'), clock.clock().getTime());
    for (const x of ['a', 'b', 'c']) await subscriber(t, `${x}@example.com`, 'en');
    const made = await createNewsletter(editor, { subjectEn: 'Spring news' });
    await sendNewsletter(editor, made.body.id);
    await runTimer(t);
    expect(recipients(t)).toHaveLength(1);
    const paused = await json<Newsletter>(
      await editor.rest(`/admin/newsletter/issues/${made.body.id}/pause`, { method: 'POST', body: '{}' }),
    );
    expect(paused.body).toMatchObject({ state: 'paused', progress: { sent: 1, left: 2 } });
    clock.advance(10 * minute);
    await runTimer(t);
    expect(recipients(t)).toHaveLength(1);
    expect((await editor.rest(`/admin/newsletter/issues/${made.body.id}/pause`, { method: 'POST', body: '{}' })).status).toBe(409);
    expect((await sendNewsletter(editor, made.body.id)).body.state).toBe('sending');
    await runTimer(t);
    expect(recipients(t)).toHaveLength(2);
    clock.advance(minute);
    await runTimer(t);
    expect(recipients(t)).toHaveLength(3);
    expect((await getNewsletter(editor, made.body.id)).body.state).toBe('sent');
    const actions = await t.app.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'newsletter').execute();
    expect(actions.map((a) => a.action)).toEqual(['newsletter.create', 'newsletter.send', 'newsletter.pause', 'newsletter.resume']);

    // Scheduled: nothing until its time, then the server's timer starts it.
    const later = await createNewsletter(editor, { subjectEn: 'Later' });
    const sendAt = new Date(clock.clock().getTime() + 60 * minute).toISOString();
    expect((await sendNewsletter(editor, later.body.id, { sendAt })).body).toMatchObject({ state: 'scheduled', sendAt });
    expect(await t.app.services.newsletters.startDue()).toBe(0);
    clock.advance(61 * minute);
    expect(await t.app.services.newsletters.startDue()).toBe(1);
    expect((await getNewsletter(editor, later.body.id)).body).toMatchObject({ state: 'sending', progress: { recipients: 3 } });
  }, 60_000);
});
