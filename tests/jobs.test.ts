// The reminder a day before an event (issue 23, decision 028): a row of the jobs table per event,
// run by the server itself (its timer, or runDueJobs with the test's clock), sent once to each
// confirmed registrant even across a restart on the same DATA_DIR; moved when the event's times
// change, dropped with the event; not for those who registered after its time; never after the
// start; a failed mail makes the job run again later.
import fs from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { reminderJobKey } from '../server/modules/registrations/registrations.service.js';
import { as, outbox, type SignedIn } from './helpers/accounts.js';
import { startTestApp, tempDir, testClock, type TestApp } from './helpers/test-app.js';

const hour = 3_600_000;
const day = 24 * hour;
const t0 = new Date('2030-03-01T12:00:00.000Z');
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
/** Closes the app and keeps its DATA_DIR, as a restart of the server would. */
async function stop(app: TestApp) {
  await app.app.close();
  running = running.filter((a) => a !== app);
}

async function eventStartingAt(admin: SignedIn, startsAt: Date, capacity: number | null = null) {
  const body = {
    titleEn: 'Guqin Evening',
    titleZh: '古琴雅集',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * hour).toISOString(),
    registrationOpen: true,
    capacity,
  };
  const response = await admin.rest('/events', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return { id: ((await response.json()) as { id: number }).id, body };
}
let people = 0;
async function register(app: TestApp, eventId: number, language: 'en' | 'zh' = 'en') {
  const email = `reminded${++people}@example.com`;
  const response = await fetch(`${app.url}/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.40.${people >> 8}.${people & 255}` },
    body: JSON.stringify({ name: `Guest ${people}`, email, language }),
  });
  expect(response.status).toBe(200);
  return email;
}
const reminders = (app: { dataDir: string }) => outbox(app).filter((m) => /^See you tomorrow|^明天见/.test(m.subject));
const jobOf = (app: TestApp, eventId: number) =>
  app.app.services.db.selectFrom('jobs').selectAll().where('key', '=', reminderJobKey(eventId)).executeTakeFirst();

describe('the reminder a day before', () => {
  test('goes once to each confirmed registrant, in their language, even across a restart on the same DATA_DIR', async () => {
    const clock = testClock(t0);
    const dataDir = tempDir();
    const first = await start({ clock: clock.clock, dataDir });
    const admin = await as(first, 'admin');
    const startsAt = new Date(t0.getTime() + 3 * day);
    const { id } = await eventStartingAt(admin, startsAt, 2);
    const en = await register(first, id, 'en');
    const zh = await register(first, id, 'zh');
    const waiting = await register(first, id, 'en');
    expect(await first.app.services.outbox.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    clock.set(new Date(startsAt.getTime() - day + 60_000));
    expect(await first.app.services.outbox.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect(reminders(first).map((m) => [m.to, m.subject])).toEqual([
      [en, 'See you tomorrow: Guqin Evening'],
      [zh, '明天见：古琴雅集'],
    ]);
    expect(reminders(first).some((m) => m.to.includes(waiting))).toBe(false);
    expect((await jobOf(first, id))?.done_at).not.toBeNull();
    await stop(first);

    const second = await start({ clock: clock.clock, dataDir });
    clock.advance(10 * 60_000);
    expect(await second.app.services.outbox.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    expect(reminders(second)).toHaveLength(2);
  });

  test('the server runs it by itself: due while it was down, sent after it starts again, once', async () => {
    const clock = testClock(t0);
    const dataDir = tempDir();
    const first = await start({ clock: clock.clock, dataDir });
    const { id } = await eventStartingAt(await as(first, 'admin'), new Date(t0.getTime() + 2 * day));
    const email = await register(first, id);
    await stop(first);
    clock.advance(day + hour);
    const second = await start({ clock: clock.clock, dataDir, jobIntervalMs: 20 });
    const deadline = Date.now() + 5000;
    while (!reminders(second).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reminders(second).map((m) => m.to)).toEqual([email]);
  });

  test('not for who registered after its time (the confirmation just told them); never once the event has started', async () => {
    const clock = testClock(t0);
    const app = await start({ clock: clock.clock });
    const admin = await as(app, 'admin');
    const soon = await eventStartingAt(admin, new Date(t0.getTime() + 10 * hour));
    await register(app, soon.id);
    const later = await eventStartingAt(admin, new Date(t0.getTime() + 30 * hour));
    await register(app, later.id);
    clock.advance(31 * hour);
    // Both jobs are due, both events have started: nothing is sent, both are done.
    expect(await app.app.services.outbox.runDueJobs()).toEqual({ ran: 2, failed: 0 });
    expect(reminders(app)).toEqual([]);
    expect((await jobOf(app, later.id))?.done_at).not.toBeNull();
    clock.set(t0);
    const third = await eventStartingAt(admin, new Date(t0.getTime() + 30 * hour));
    clock.advance(7 * hour);
    // Registered 23 hours before the start: after the reminder's time.
    await register(app, third.id);
    await app.app.services.outbox.runDueJobs();
    expect(reminders(app)).toEqual([]);
  });

  test('moved with the event’s times: reminded again of the new time; dropped when the event is deleted', async () => {
    const clock = testClock(t0);
    const app = await start({ clock: clock.clock });
    let admin = await as(app, 'admin');
    const startsAt = new Date(t0.getTime() + 2 * day);
    const { id, body } = await eventStartingAt(admin, startsAt);
    await register(app, id);
    expect((await jobOf(app, id))?.run_at).toBe(new Date(startsAt.getTime() - day).toISOString());
    clock.set(new Date(startsAt.getTime() - day));
    await app.app.services.outbox.runDueJobs();
    expect(reminders(app)).toHaveLength(1);
    // Signed in again: a session does not last the day the clock moved.
    admin = await as(app, 'admin');
    const moved = new Date(startsAt.getTime() + 3 * day);
    const response = await admin.rest(`/events/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...body, startsAt: moved.toISOString(), endsAt: new Date(moved.getTime() + hour).toISOString() }),
    });
    expect(response.status).toBe(200);
    expect(await jobOf(app, id)).toMatchObject({ run_at: new Date(moved.getTime() - day).toISOString(), done_at: null });
    await app.app.services.outbox.runDueJobs();
    expect(reminders(app)).toHaveLength(1);
    clock.set(new Date(moved.getTime() - day + 1000));
    await app.app.services.outbox.runDueJobs();
    expect(reminders(app)).toHaveLength(2);
    // An edit that leaves the times alone moves nothing.
    admin = await as(app, 'admin');
    await admin.rest(`/events/${id}`, {
      method: 'PUT',
      body: JSON.stringify({
        ...body,
        startsAt: moved.toISOString(),
        endsAt: new Date(moved.getTime() + hour).toISOString(),
        titleEn: 'Renamed',
      }),
    });
    expect((await jobOf(app, id))?.done_at).not.toBeNull();
    expect((await admin.rest(`/events/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await jobOf(app, id)).toBeUndefined();
  });

  test('a mail that fails: logged, the registrant not marked reminded, the job tried again later', async () => {
    const clock = testClock(t0);
    const app = await start({ clock: clock.clock, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const { id } = await eventStartingAt(await as(app, 'admin'), new Date(t0.getTime() + 2 * day));
    await register(app, id);
    clock.advance(day + 60_000);
    // The reminder, and the confirmation that failed at registering (kept to send again).
    expect(await app.app.services.outbox.runDueJobs()).toEqual({ ran: 2, failed: 2 });
    const job = await jobOf(app, id);
    expect(job).toMatchObject({ attempts: 1, done_at: null, last_error: '1 of 1 reminders failed to send' });
    expect(Date.parse(job!.run_at)).toBe(clock.clock().getTime() + 5 * 60_000);
    const row = await app.app.services.db
      .selectFrom('event_registrations')
      .select('reminded_at')
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.reminded_at).toBeNull();
    expect(app.takeErrorLogs().map((line) => line.mail)).toEqual(['confirmed', 'reminder']);
    expect(app.logs().some((line) => line.msg === 'job failed; it runs again later')).toBe(true);
    expect(fs.existsSync(app.dataDir)).toBe(true);
  }, 30_000);
});
