// The outbox (issue 35, docs/decisions/045-mail-outbox.md) over real HTTP and a real SQLite file:
// a mail server down for a while (a transport that throws while the test clock is inside a
// window) loses no sign-in code, reset code, thank-you (handover) or registration mail, and sends
// none twice; a code mail that could only go after its code expired is dropped; mails queued
// when the server stops are sent by the next one on the same DATA_DIR; a batch goes at its rate; a
// job of a registered kind runs and is retried, one of a kind nobody registered is kept and reported.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { codeRules } from '../server/lib/codes.js';
import type { Mail } from '../server/lib/mail.js';
import { jobRetryMs } from '../server/modules/outbox/outbox.service.js';
import { reminderJobKind } from '../server/modules/registrations/registrations.service.js';
import { nextTermOf, type HandoverOutput, type TermsOutput } from '../shared/terms.schema.js';
import { as, codeFrom, createAccount, outbox, type OutboxMail } from './helpers/accounts.js';
import { startTestApp, tempDir, testClock, type TestApp } from './helpers/test-app.js';

const minute = 60_000;
const env = { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' };

let running: TestApp[] = [];
afterEach(async () => {
  for (const app of running) await app.close();
  running = [];
});
async function start(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const app = await startTestApp({ ...options, env: { ...env, ...options?.env } });
  running.push(app);
  return app;
}

/** The app's transport fails (as a refused connection) while its clock is before `until`. */
function mailServerDownUntil(t: TestApp, clock: () => Date, until: () => number) {
  const transport = t.app.services.mail;
  const send = transport.send.bind(transport);
  transport.send = async (mail: Mail) => {
    if (clock().getTime() < until()) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    return send(mail);
  };
}

let addresses = 0;
function post(t: TestApp, path: string, body: unknown) {
  return fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.35.${(++addresses >> 8) & 255}.${addresses & 255}` },
    body: JSON.stringify(body),
  });
}
const mailsTo = (t: TestApp, email: string) => outbox(t).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
const subjects = (mails: OutboxMail[]) => mails.map((m) => m.subject);
/** The outbox's timer, as the server runs it, until nothing more is due now. */
async function runTimer(t: TestApp) {
  while ((await t.app.services.outbox.runDueJobs()).ran > 0);
}
const jobsOfKind = (t: TestApp, kind: string) => t.app.services.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe('a mail server down for a minute', () => {
  test('loses no sign-in code, reset code, handover or registration mail: each arrives once the server is back, and only once', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock });
    const admin = await as(t, 'admin');
    const signer = await createAccount(t);
    const resetter = await createAccount(t);
    const leaver = await createAccount(t);
    const created = await admin.rest('/events', {
      method: 'POST',
      body: JSON.stringify({
        titleEn: 'Lantern Walk',
        startsAt: new Date(clock.clock().getTime() + 5 * 24 * 60 * minute).toISOString(),
        endsAt: new Date(clock.clock().getTime() + 5 * 24 * 60 * minute + 2 * 60 * minute).toISOString(),
        registrationOpen: true,
      }),
    });
    const { id: eventId } = (await created.json()) as { id: number };
    const down = clock.clock().getTime() + minute;
    mailServerDownUntil(t, clock.clock, () => down);

    // While it is down, every request is answered as usual.
    expect((await post(t, '/auth/send-verification-code', { email: signer.email, purpose: 'login' })).status).toBe(200);
    expect((await post(t, '/auth/send-verification-code', { email: resetter.email, purpose: 'reset' })).status).toBe(200);
    const registered = await post(t, `/events/${eventId}/registrations`, { name: 'Mei', email: 'mei.walk@example.com' });
    expect(registered.status).toBe(200);
    const [current] = ((await (await fetch(`${t.url}/api/team/terms`)).json()) as TermsOutput).terms;
    const term = { ...nextTermOf(current!), continuing: [{ id: admin.account!.id }] };
    const prepared = await admin.rest('/admin/terms', { method: 'POST', body: JSON.stringify(term) });
    expect(prepared.status).toBe(200);
    expect(((await prepared.json()) as HandoverOutput).pending).toBe(true);
    expect(await t.app.services.terms.runDue(new Date(`${term.startsOn}T16:00:00Z`))).toEqual({ applied: expect.any(String) });
    await vi.waitFor(() => {
      if (!t.errorLogs().some((line) => line.msg === 'a password reset mail could not be sent')) throw new Error('not yet');
    });
    expect(outbox(t)).toEqual([]);
    expect(
      t
        .takeErrorLogs()
        .map((line) => line.msg)
        .sort(),
    ).toEqual(['a password reset mail could not be sent', 'registration mail failed to send']);

    // Still down half a minute later: the codes are tried again, and kept.
    clock.advance(minute / 2);
    await runTimer(t);
    expect(outbox(t)).toEqual([]);

    // Back up: the timer's next runs send everything, the codes first (they are retried sooner).
    clock.advance(minute);
    await runTimer(t);
    expect(subjects(mailsTo(t, signer.email))).toEqual(['Chinese Culture Society sign-in code']);
    expect(subjects(mailsTo(t, resetter.email))).toEqual(['Chinese Culture Society password reset code']);
    clock.advance(5 * minute);
    await runTimer(t);
    expect(subjects(mailsTo(t, 'mei.walk@example.com'))).toEqual([expect.stringContaining('Lantern Walk')]);
    expect(subjects(mailsTo(t, leaver.email))).toEqual([expect.stringMatching(/^Thank you/)]);

    // The code that came late still signs in (it was sent within its life).
    const signedIn = await post(t, '/auth/login-email', { email: signer.email, verificationCode: codeFrom(mailsTo(t, signer.email)[0]) });
    expect(signedIn.status).toBe(200);

    // Nothing twice, however long the server keeps running.
    const count = outbox(t).length;
    for (let i = 0; i < 20; i++) {
      clock.advance(30 * minute);
      await runTimer(t);
    }
    expect(outbox(t)).toHaveLength(count);
    expect((await jobsOfKind(t, 'mail')).every((job) => job.done_at !== null && job.payload === '{}')).toBe(true);
  }, 60_000);
});

describe('a code mail', () => {
  test('that could only be sent after its code expired is dropped, not sent; a mail without expiry still goes', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock });
    const account = await createAccount(t);
    const down = clock.clock().getTime() + codeRules.ttlMs + minute;
    mailServerDownUntil(t, clock.clock, () => down);
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    await t.app.services.outbox.send({ to: 'later@example.com', subject: 'No hurry', text: 'Kept.', html: '<p>Kept.</p>', language: 'en' });
    // The timer every minute through the outage and after it.
    while (clock.clock().getTime() < down + 10 * minute) {
      clock.advance(minute);
      await runTimer(t);
    }
    expect(mailsTo(t, account.email)).toEqual([]);
    expect(subjects(mailsTo(t, 'later@example.com'))).toEqual(['No hurry']);
    const [code] = (await jobsOfKind(t, 'mail')).filter((job) => job.key.startsWith('mail:code:login:'));
    expect(code).toMatchObject({ done_at: expect.any(String), payload: '{}', last_error: 'expired before it could be sent' });
    expect(t.logs().some((line) => line.msg === 'mail dropped: it expired before it could be sent')).toBe(true);
  }, 60_000);
});

describe('a new code while the old one’s mail is kept', () => {
  test('replaces it: once the mail server is back only the newer code is mailed, and it signs in', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock });
    const account = await createAccount(t);
    const down = clock.clock().getTime() + 3 * minute;
    mailServerDownUntil(t, clock.clock, () => down);
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    clock.advance(codeRules.resendAfterMs);
    expect((await post(t, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    while (clock.clock().getTime() < down + 5 * minute) {
      clock.advance(minute / 2);
      await runTimer(t);
    }
    const mails = mailsTo(t, account.email);
    expect(subjects(mails)).toEqual(['Chinese Culture Society sign-in code']);
    expect((await post(t, '/auth/login-email', { email: account.email, verificationCode: codeFrom(mails[0]) })).status).toBe(200);
    const kept = (await jobsOfKind(t, 'mail')).map((job) => [job.last_error, job.payload]);
    expect(kept).toEqual([
      ['replaced by a newer mail', '{}'],
      [null, '{}'],
    ]);
    expect(JSON.stringify(kept)).not.toContain(account.email);
  }, 60_000);
});

describe('an app restarted while mails are queued', () => {
  test('sends them: a sign-in code and a reset code kept by one server are sent by the next one on the same database file', async () => {
    const clock = testClock(new Date());
    const dataDir = tempDir();
    const first = await start({ clock: clock.clock, dataDir, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const account = await createAccount(first);
    expect((await post(first, '/auth/send-verification-code', { email: account.email, purpose: 'login' })).status).toBe(200);
    expect((await post(first, '/auth/send-verification-code', { email: account.email, purpose: 'reset' })).status).toBe(200);
    await vi.waitFor(async () => {
      if ((await jobsOfKind(first, 'mail')).length < 2) throw new Error('not kept yet');
    });
    first.takeErrorLogs();
    await first.app.close();
    running = running.filter((app) => app !== first);

    const second = await start({ clock: clock.clock, dataDir });
    clock.advance(minute);
    await runTimer(second);
    expect(subjects(mailsTo(second, account.email)).sort()).toEqual([
      'Chinese Culture Society password reset code',
      'Chinese Culture Society sign-in code',
    ]);
    const signIn = mailsTo(second, account.email).find((m) => m.subject.endsWith('sign-in code'));
    expect((await post(second, '/auth/login-email', { email: account.email, verificationCode: codeFrom(signIn) })).status).toBe(200);
  }, 60_000);
});

describe('a batch (the newsletter)', () => {
  test('goes at its rate per minute, each recipient’s delivery recorded: sent with its time, or failing with its tries and error', async () => {
    const clock = testClock(new Date());
    const t = await start({ clock: clock.clock });
    const transport = t.app.services.mail;
    const send = transport.send.bind(transport);
    const flaky: Record<string, string> = {};
    transport.send = async (mail: Mail) => {
      if (mail.to === 'bounces@example.com') throw new Error('550 no such mailbox');
      if (mail.to === 'd@example.com' && !(mail.to in flaky)) throw new Error((flaky[mail.to] = '421 try again later'));
      return send(mail);
    };
    const to = ['a@example.com', 'b@example.com', 'bounces@example.com', 'c@example.com', 'd@example.com'];
    await t.app.services.outbox.sendBatch(
      'newsletter-1',
      to.map((address) => ({ to: address, subject: 'Spring news', text: 'News.', html: '<p>News.</p>', language: 'en' as const })),
      { perMinute: 2 },
    );
    await runTimer(t);
    expect(outbox(t).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    clock.advance(minute);
    await runTimer(t);
    expect(outbox(t).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    clock.advance(minute);
    await runTimer(t);
    expect(outbox(t).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    clock.advance(5 * minute);
    await runTimer(t);
    expect(outbox(t).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    const deliveries = await t.app.services.outbox.deliveries('newsletter-1');
    expect(deliveries.map((d) => [d.to, d.status, d.attempts])).toEqual([
      ['a@example.com', 'sent', 0],
      ['b@example.com', 'sent', 0],
      ['bounces@example.com', 'queued', 2],
      ['c@example.com', 'sent', 0],
      ['d@example.com', 'sent', 1],
    ]);
    expect(deliveries[0]!.sentAt).toEqual(expect.any(String));
    expect(deliveries[2]).toMatchObject({ lastError: '550 no such mailbox', sentAt: null });
  }, 60_000);
});

describe('kinds of job other modules register (the runner knows kinds only by registration)', () => {
  const t0 = new Date('2030-05-01T12:00:00.000Z');

  test('a registered kind runs when due; one that throws runs again 5, then 10 minutes later, as before; a taken kind is refused', async () => {
    const clock = testClock(t0);
    const t = await start({ clock: clock.clock });
    const { outbox: box, db } = t.app.services;
    const payloads: unknown[] = [];
    box.register('test-echo', async (payload) => {
      payloads.push(payload);
      if (payloads.length < 3) throw new Error(`echo failed ${payloads.length}`);
    });
    expect(() => box.register('test-echo', async () => {})).toThrow(/taken/);
    expect(() => box.register('mail', async () => {})).toThrow(/taken/);
    expect(() => box.register(reminderJobKind, async () => {})).toThrow(/taken/);
    await box.schedule(db, { kind: 'test-echo', key: 'echo:1', runAt: new Date(t0.getTime() + minute).toISOString(), payload: { n: 1 } });
    const row = () => box.job('echo:1');
    expect(await box.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    clock.advance(minute);
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    expect(await row()).toMatchObject({
      attempts: 1,
      last_error: 'echo failed 1',
      done_at: null,
      run_at: new Date(clock.clock().getTime() + jobRetryMs).toISOString(),
    });
    clock.advance(jobRetryMs - 1);
    expect(await box.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    clock.advance(1);
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    expect(await row()).toMatchObject({
      attempts: 2,
      last_error: 'echo failed 2',
      run_at: new Date(clock.clock().getTime() + 2 * jobRetryMs).toISOString(),
    });
    clock.advance(2 * jobRetryMs);
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect((await row())?.done_at).toBe(clock.clock().toISOString());
    expect(payloads).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    clock.advance(jobRetryMs * 10);
    expect(await box.runDueJobs()).toEqual({ ran: 0, failed: 0 });
  }, 60_000);

  test('a job of a kind no module registered is kept and reported as an error, and runs once its kind is registered', async () => {
    const clock = testClock(t0);
    const t = await start({ clock: clock.clock });
    const { outbox: box, db } = t.app.services;
    await box.schedule(db, { kind: 'test-digest', key: 'digest:1', runAt: t0.toISOString(), payload: { issue: 7 } });
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    expect(await box.job('digest:1')).toMatchObject({
      attempts: 1,
      done_at: null,
      last_error: 'no handler is registered for jobs of kind test-digest',
      payload: JSON.stringify({ issue: 7 }),
      run_at: new Date(t0.getTime() + jobRetryMs).toISOString(),
    });
    expect(t.takeErrorLogs()).toEqual([
      expect.objectContaining({ msg: 'job of a kind no module registered; kept', kind: 'test-digest', job: 'digest:1' }),
    ]);
    clock.advance(jobRetryMs);
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    expect(await box.job('digest:1')).toMatchObject({ attempts: 2, done_at: null });
    expect(t.takeErrorLogs()).toHaveLength(1);
    const ran: unknown[] = [];
    box.register('test-digest', async (payload) => {
      ran.push(payload);
    });
    clock.advance(2 * jobRetryMs);
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect(ran).toEqual([{ issue: 7 }]);
    expect((await box.job('digest:1'))?.done_at).not.toBeNull();
  }, 60_000);

  test('a reminder job stored under its kind’s name, as databases already hold it, is run by the registrations module', async () => {
    expect(reminderJobKind).toBe('reminder');
    const clock = testClock(t0);
    const t = await start({ clock: clock.clock });
    const { outbox: box, db } = t.app.services;
    // As an older version wrote it: kind `reminder`, the event's id in the payload (an event since deleted: nothing to send).
    await db
      .insertInto('jobs')
      .values({
        kind: 'reminder',
        key: 'reminder:999',
        run_at: t0.toISOString(),
        payload: JSON.stringify({ eventId: 999 }),
        created_at: t0.toISOString(),
      })
      .execute();
    expect(await box.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect((await box.job('reminder:999'))?.done_at).toBe(t0.toISOString());
  }, 60_000);
});
