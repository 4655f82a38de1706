// One-click unsubscribe as a mail provider does it (RFC 8058; issue 37 item 2 and "Done when"):
// a newsletter in Traditional Chinese arrives with List-Unsubscribe and List-Unsubscribe-Post;
// a POST of the header's https URL, form-encoded `List-Unsubscribe=One-Click`, with no cookie,
// session or Origin, unsubscribes at once; the next newsletter is not sent to that address.
// The endpoint is the subscriptions' (another part of issue 37): this passes once both are merged.
import { afterEach, expect, test } from 'vitest';
import { loadSecretKey, SecretBox } from '../server/lib/secret-box.js';
import { newTokenSalt, subscriberToken, tokenHash } from '../server/modules/newsletter/newsletter.tokens.js';
import type { Newsletter } from '../shared/newsletter.schema.js';
import { as, outbox, type OutboxMail } from './helpers/accounts.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const header = (mail: OutboxMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)$`, 'mi')
    .exec(mail.raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

test('a POST of the List-Unsubscribe URL, as a mail provider sends it, unsubscribes; nothing is sent after', async () => {
  const clock = testClock(new Date());
  const t = await startTestApp({ clock: clock.clock, env: { SEED_DEMO: 'false', NEWSLETTER_RATE_PER_MINUTE: '1000' } });
  running = t;
  const editor = await as(t, 'manageMagazine');
  const admin = await as(t, 'admin');
  const day = 24 * 60 * 60_000;
  await admin.rest('/events', {
    method: 'POST',
    body: JSON.stringify({
      titleEn: 'Lantern Walk',
      titleZh: '灯笼漫步',
      startsAt: new Date(clock.clock().getTime() + 5 * day).toISOString(),
      endsAt: new Date(clock.clock().getTime() + 5 * day + 7_200_000).toISOString(),
    }),
  });
  const salt = newTokenSalt();
  const at = new Date().toISOString();
  const { id } = await t.app.services.db
    .insertInto('newsletter_subscribers')
    .values({
      email: 'mei@example.com',
      language: 'zh-Hant',
      status: 'subscribed',
      source: 'form',
      token_salt: salt,
      token_hash: 'pending',
      created_at: at,
      updated_at: at,
      confirmed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = subscriberToken(new SecretBox(loadSecretKey(t.dataDir, undefined)), { id, tokenSalt: salt });
  await t.app.services.db
    .updateTable('newsletter_subscribers')
    .set({ token_hash: tokenHash(token) })
    .where('id', '=', id)
    .execute();

  const send = async (subject: string) => {
    const made = (await (
      await editor.rest('/admin/newsletter/issues', { method: 'POST', body: JSON.stringify({ subjectEn: subject, subjectZh: '春季通讯' }) })
    ).json()) as Newsletter;
    expect((await editor.rest(`/admin/newsletter/issues/${made.id}/send`, { method: 'POST', body: '{}' })).status).toBe(200);
    clock.advance(60_000);
    for (let i = 0; i < 20 && (await t.app.services.outbox.runDueJobs()).ran > 0; i++);
  };
  await send('Spring news');
  const mails = outbox(t).filter((m) => m.to === 'mei@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('春季通訊');
  expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const url = /<(https?:[^>]+)>/.exec(header(mails[0]!, 'List-Unsubscribe') ?? '')![1]!;
  // As a mail provider posts it: the URL on the mail's public origin, here the test app's.
  const path = new URL(url).pathname;
  const answer = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status).toBeLessThan(300);
  const row = await t.app.services.db.selectFrom('newsletter_subscribers').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.status).toBe('unsubscribed');

  await send('Summer news');
  expect(outbox(t).filter((m) => m.to === 'mei@example.com')).toHaveLength(1);
}, 60_000);
