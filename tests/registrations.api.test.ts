// Registration for events through both doors of the real app (issue 23, decision 028): seats then
// the waitlist in order, refusals (closed, deadline, started, once per mailbox, the hourly limit),
// the cancel link's secret (only by mail, only its hash stored), cancelling and the waitlist moving
// up, a capacity raise, a deletion, the guest list with check-in and its CSV file, the counts of
// every event answer, the audit log, and 100 sign-ups at once for 50 seats over real HTTP.
import { createHash } from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, test } from 'vitest';
import { RegistrationsService } from '../server/modules/registrations/registrations.service.js';
import { OutboxService } from '../server/modules/outbox/outbox.service.js';
import type { EventInput } from '../shared/events.schema.js';
import { outbox, signedInAppForFile } from './helpers/accounts.js';
import { parseCsv } from './helpers/csv.js';
import { createEvents, eventRow } from './helpers/events.js';
import { trpcStatus } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' } });

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
let made = 0;
function anEvent(extra: Partial<EventInput> = {}): EventInput {
  made++;
  return {
    titleEn: `Qin Workshop ${made}`,
    titleZh: `古琴工作坊 ${made}`,
    startsAt: inDays(10),
    endsAt: inDays(10, 2),
    registrationOpen: true,
    ...extra,
  };
}
async function openEvent(extra: Partial<EventInput> = {}): Promise<{ id: number; slug: string }> {
  const response = await signedIn.admin.rest('/events', { method: 'POST', body: JSON.stringify(anEvent(extra)) });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; slug: string };
}
/** An event stored as a row (times in the past are out of the editor's reach only by the clock). */
async function eventAsRow(startsAt: string, extra: Parameters<typeof eventRow>[3] = {}): Promise<number> {
  await createEvents(t, [
    eventRow(`row event ${++made}`, startsAt, new Date(Date.parse(startsAt) + 7_200_000).toISOString(), { registration_open: 1, ...extra }),
  ]);
  return (await t.app.services.db.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

let addresses = 0;
/** Each call from its own client address (the hourly limit counts per address). */
const freshAddress = () => `10.20.${(++addresses >> 8) & 255}.${addresses & 255}`;
let people = 0;
function person(name?: string) {
  people++;
  return { name: name ?? `Guest ${people}`, email: `guest${people}.${made}@example.com` };
}

async function register(eventId: number, body: Record<string, unknown>, opts: { address?: string; query?: string } = {}) {
  const response = await fetch(`${t.url}/api/events/${eventId}/registrations${opts.query ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.address ?? freshAddress() },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}
/** The cancel link's secret, from the newest mail to `email`. */
function tokenFromMail(email: string): string {
  const mail = outbox(t)
    .filter((m) => m.to.includes(email))
    .at(-1);
  const token = mail && /\/registrations\/([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no cancel link in the mail to ${email}`);
  return token;
}
const subjectsTo = (email: string) =>
  outbox(t)
    .filter((m) => m.to.includes(email))
    .map((m) => m.subject);
const publicEvent = async (id: number) =>
  ((await (await fetch(`${t.url}/api/events`)).json()) as { events: Array<{ id: number; registrations: unknown }> }).events.find(
    (e) => e.id === id,
  );

describe('registering: seats, then the waitlist in order', () => {
  test('confirmed while seats are free, then waitlisted with places 1, 2; the counts of the public list follow at once', async () => {
    const { id } = await openEvent({ capacity: 2 });
    expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 0, waitlisted: 0 });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await register(id, person()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => [a.body.status, a.body.position])).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    // The answer names the registration, never its secret or the address.
    expect(Object.keys(answers[0]!.body).sort()).toEqual(['eventId', 'id', 'position', 'status']);
    expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 2, waitlisted: 2 });
    const one = (await (await fetch(`${t.url}/api/events/${id}.ics`)).text()).length;
    expect(one).toBeGreaterThan(0);
  });

  test('no capacity: everyone gets a seat', async () => {
    const { id } = await openEvent({ capacity: null });
    for (let i = 0; i < 3; i++) expect((await register(id, person())).body.status).toBe('confirmed');
  });

  test('the tRPC door registers the same way, in the language of the request when none is given', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const client = t.trpc({ language: 'zh', headers: { 'x-forwarded-for': freshAddress() } });
    const first = person();
    expect(await client.registrations.register.mutate({ id, ...first })).toMatchObject({ status: 'confirmed', position: null });
    expect(await client.registrations.register.mutate({ id, ...person() })).toMatchObject({ status: 'waitlisted', position: 1 });
    const row = await t.app.services.db
      .selectFrom('event_registrations')
      .select(['language', 'email'])
      .where('email', '=', first.email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('zh');
  });
});

describe('refusals', () => {
  test('one live registration per mailbox: the same address in another case or with a +tag is 409, with words, in both languages', async () => {
    const { id } = await openEvent();
    expect((await register(id, { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca' })).status).toBe(200);
    const again = await register(id, { name: 'Li Hua', email: 'LI.HUA+events@Mail.UToronto.ca' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'This e-mail address is already registered for this event. The confirmation e-mail has a link to cancel it.',
      code: 'CONFLICT',
    });
    expect((await register(id, { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca' }, { query: '?language=zh' })).body.error).toBe(
      '此邮箱已报名此活动。报名确认邮件中有取消报名的链接。',
    );
    const trpc = t.trpc({ headers: { 'x-forwarded-for': freshAddress() } });
    expect(await trpcStatus(trpc.registrations.register.mutate({ id, name: 'Li', email: 'li.hua@mail.utoronto.ca' }))).toBe(409);
    // Another event takes the same address.
    expect((await register((await openEvent()).id, { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca' })).status).toBe(200);
  });

  test('an event that does not take registrations: 409 with words (never 404)', async () => {
    const { id } = await openEvent({ registrationOpen: false });
    const answer = await register(id, person());
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('This event does not take registrations.');
  });

  test('the deadline passed, the event started: 409 with words; an event that is not there: 404', async () => {
    const deadlinePassed = await eventAsRow(inDays(3), { registration_deadline: inDays(-1) });
    expect(await register(deadlinePassed, person())).toMatchObject({
      status: 409,
      body: { error: 'Registration for this event has closed: its deadline has passed.' },
    });
    const started = await eventAsRow(inDays(0, -1));
    expect(await register(started, person())).toMatchObject({
      status: 409,
      body: { error: 'This event has already started, so it takes no more registrations.' },
    });
    expect(await register(started, person(), { query: '?language=zh' })).toMatchObject({
      status: 409,
      body: { error: '此活动已经开始，不再接受报名。' },
    });
    const open = await eventAsRow(inDays(3), { registration_deadline: inDays(1) });
    expect((await register(open, person())).status).toBe(200);
    expect(await register(2 ** 31 - 1, person())).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', error: 'There is no such event; it may have been deleted.' },
    });
  });

  test('bad input: 400 with the field in the request’s language', async () => {
    const { id } = await openEvent();
    const answer = await register(id, { name: '', email: 'not an address' }, { query: '?language=zh' });
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name']);
  });

  test('the hourly limit per client address: 429 with Retry-After after the tenth', async () => {
    const { id } = await openEvent();
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await register(id, person(), { address })).status).toBe(200);
    const limited = await register(id, person(), { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toBe('Too many registrations from this address. Please try again in an hour.');
    expect((await register(id, person())).status).toBe(200);
  });
});

describe('the cancel link', () => {
  test('its secret: 32 url-safe characters, only by mail, only its sha256 stored', async () => {
    const { id } = await openEvent();
    const guest = person();
    const answer = await register(id, guest);
    const token = tokenFromMail(guest.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    const row = await t.app.services.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test('byToken shows name, status and place, never the address; a wrong secret or event is 404', async () => {
    const { id } = await openEvent({ capacity: 1 });
    await register(id, person());
    const waiting = person('Wang Fang');
    await register(id, waiting);
    const token = tokenFromMail(waiting.email);
    const shown = await (await fetch(`${t.url}/api/events/${id}/registrations/${token}`)).json();
    expect(shown).toEqual({ eventId: id, name: 'Wang Fang', status: 'waitlisted', position: 1 });
    expect(await t.trpc().registrations.byToken.query({ id, token })).toEqual(shown);
    expect((await fetch(`${t.url}/api/events/${id}/registrations/${'x'.repeat(32)}`)).status).toBe(404);
    const other = await openEvent();
    const wrongEvent = await fetch(`${t.url}/api/events/${other.id}/registrations/${token}`);
    expect(wrongEvent.status).toBe(404);
    expect(((await wrongEvent.json()) as { error: string }).error).toBe(
      'There is no such registration: it may have been cancelled with its event, or the link is incomplete.',
    );
  });

  test('cancelling a seat moves the first on the waitlist up, in order, and mails both; cancelling again changes nothing', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const [seated, first, second] = [person(), person(), person()];
    for (const p of [seated, first, second]) await register(id, p);
    const token = tokenFromMail(seated.email);
    const cancelled = await fetch(`${t.url}/api/events/${id}/registrations/${token}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ eventId: id, status: 'cancelled' });
    const list = await t.app.services.registrations.list(id);
    expect(list.registrations.map((r) => [r.email, r.status, r.position])).toEqual([
      [first.email, 'confirmed', null],
      [second.email, 'waitlisted', 1],
      [seated.email, 'cancelled', null],
    ]);
    expect(subjectsTo(seated.email).at(-1)).toMatch(/^Registration cancelled: /);
    expect(subjectsTo(first.email).at(-1)).toMatch(/^A seat is yours: /);
    expect(subjectsTo(second.email)).toHaveLength(1);
    const mails = outbox(t).length;
    // Again, on the tRPC door: the same answer, no mail, no move.
    expect(await t.trpc().registrations.cancel.mutate({ id, token })).toEqual({ eventId: id, status: 'cancelled' });
    expect(outbox(t).length).toBe(mails);
    expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 1, waitlisted: 1 });
    // The same address may register again once cancelled.
    expect((await register(id, seated)).body).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  test('cancelling a place on the waitlist moves the ones after it up a place', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const [, a, b] = [person(), person(), person()];
    for (const p of [person(), a, b]) await register(id, p);
    // (the first person() above is a fresh one; a and b wait)
    await fetch(`${t.url}/api/events/${id}/registrations/${tokenFromMail(a.email)}`, { method: 'DELETE' });
    expect(await (await fetch(`${t.url}/api/events/${id}/registrations/${tokenFromMail(b.email)}`)).json()).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
  });
});

describe('what event managers do', () => {
  test('raising the capacity moves the waitlist up in order, mailed; removing it moves everyone', async () => {
    const input = anEvent({ capacity: 1 });
    const { id } = (await (await signedIn.manageEvents.rest('/events', { method: 'POST', body: JSON.stringify(input) })).json()) as {
      id: number;
    };
    const guests = [person(), person(), person(), person()];
    for (const g of guests) await register(id, g);
    const raised = await signedIn.manageEvents.rest(`/events/${id}`, { method: 'PUT', body: JSON.stringify({ ...input, capacity: 3 }) });
    expect(raised.status).toBe(200);
    expect(((await raised.json()) as { registrations: unknown }).registrations).toEqual({ confirmed: 3, waitlisted: 1 });
    expect(subjectsTo(guests[1]!.email).at(-1)).toMatch(/^A seat is yours/);
    expect(subjectsTo(guests[2]!.email).at(-1)).toMatch(/^A seat is yours/);
    expect(subjectsTo(guests[3]!.email).at(-1)).toMatch(/^On the waitlist/);
    // Lowering it moves no one off a seat.
    await signedIn.manageEvents.rest(`/events/${id}`, { method: 'PUT', body: JSON.stringify({ ...input, capacity: 1 }) });
    expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 3, waitlisted: 1 });
    await signedIn.manageEvents.rest(`/events/${id}`, { method: 'PUT', body: JSON.stringify({ ...input, capacity: null }) });
    expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 4, waitlisted: 0 });
    const audit = await t.app.services.audit.list({ entity: 'registration', pageSize: 100 });
    const promotedBy = audit.entries.filter(
      (e) => e.action === 'registration.promote' && guests.some((g) => JSON.stringify(e.after).includes(g.email)),
    );
    expect(promotedBy.map((e) => e.actor.username)).toEqual([
      signedIn.manageEvents.account!.username,
      signedIn.manageEvents.account!.username,
      signedIn.manageEvents.account!.username,
    ]);
  });

  test('deleting an event tells each live registrant, in their language, and drops its reminder', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const [en, zh, gone] = [person(), person(), person()];
    await register(id, en);
    await register(id, { ...zh, language: 'zh' });
    await register(id, gone);
    await fetch(`${t.url}/api/events/${id}/registrations/${tokenFromMail(gone.email)}`, { method: 'DELETE' });
    const before = subjectsTo(gone.email).length;
    expect(await t.app.services.db.selectFrom('jobs').select('key').where('key', '=', `reminder:${id}`).executeTakeFirst()).toBeDefined();
    expect((await signedIn.admin.rest(`/events/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(subjectsTo(en.email).at(-1)).toMatch(/^Event cancelled: /);
    expect(subjectsTo(zh.email).at(-1)).toMatch(/^活动取消：/);
    expect(subjectsTo(gone.email)).toHaveLength(before);
    expect(await t.app.services.db.selectFrom('event_registrations').select('id').where('event_id', '=', id).execute()).toEqual([]);
    expect(await t.app.services.db.selectFrom('jobs').select('key').where('key', '=', `reminder:${id}`).executeTakeFirst()).toBeUndefined();
  });

  test('the guest list: seats in order, the waitlist in order, the cancelled; addresses only here', async () => {
    const { id } = await openEvent({ capacity: 2 });
    const guests = [person('Ann'), person('Bo'), person('Cai'), person('Dee')];
    for (const g of guests) await register(id, g);
    await fetch(`${t.url}/api/events/${id}/registrations/${tokenFromMail(guests[1]!.email)}`, { method: 'DELETE' });
    const response = await signedIn.manageEvents.rest(`/admin/events/${id}/registrations`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as any;
    expect(list.registrations.map((r: any) => [r.name, r.status, r.position])).toEqual([
      ['Ann', 'confirmed', null],
      ['Cai', 'confirmed', null],
      ['Dee', 'waitlisted', 1],
      ['Bo', 'cancelled', null],
    ]);
    expect(list).toMatchObject({ confirmed: 2, waitlisted: 1, attended: 0, capacity: 2 });
    expect(list.registrations[0].email).toBe(guests[0]!.email);
    // Nowhere public: the events list, the event's calendar, the cancel page.
    const publicText = [
      await (await fetch(`${t.url}/api/events`)).text(),
      await (await fetch(`${t.url}/api/events/${id}.ics`)).text(),
      await (await fetch(`${t.url}/api/events/${id}/registrations/${tokenFromMail(guests[3]!.email)}`)).text(),
    ].join();
    for (const g of guests) expect(publicText).not.toContain(g.email);
    expect(await signedIn.admin.trpc.registrations.list.query({ id })).toEqual(list);
  });

  test('who may read the guest list, check in and export: manageEvents and admins; 401 signed out, 403 without the flag', async () => {
    const { id } = await openEvent();
    const { body } = await register(id, person());
    for (const [role, want] of [
      ['anonymous', 401],
      ['staff', 403],
      ['manageStaff', 403],
      ['manageEvents', 200],
      ['admin', 200],
    ] as const) {
      const who = signedIn[role];
      expect((await who.rest(`/admin/events/${id}/registrations`)).status, role).toBe(want);
      expect(
        (await who.rest(`/admin/events/${id}/registrations/${body.id}`, { method: 'PATCH', body: JSON.stringify({ attended: false }) }))
          .status,
        role,
      ).toBe(want);
      expect((await who.rest(`/admin/events/${id}/registrations.csv`)).status, role).toBe(want);
      expect(await trpcStatus(who.trpc.registrations.setAttended.mutate({ id, registrationId: body.id, attended: false })), role).toBe(
        want,
      );
    }
    expect((await signedIn.admin.rest(`/admin/events/${2 ** 31 - 1}/registrations`)).status).toBe(404);
  });

  test('check-in and its undo, on both doors, each in the audit log; a registration of another event is 404', async () => {
    const { id } = await openEvent();
    const { body } = await register(id, person('Eve'));
    const checkIn = await signedIn.manageEvents.rest(`/admin/events/${id}/registrations/${body.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ attended: true }),
    });
    expect(checkIn.status).toBe(200);
    const checked = (await checkIn.json()) as any;
    expect(checked).toMatchObject({ id: body.id, name: 'Eve', attended: true, status: 'confirmed' });
    expect(Date.parse(checked.attendedAt)).toBeGreaterThan(0);
    expect((await t.app.services.registrations.list(id)).attended).toBe(1);
    const undone = await signedIn.manageEvents.trpc.registrations.setAttended.mutate({ id, registrationId: body.id, attended: false });
    expect(undone).toMatchObject({ attended: false, attendedAt: null });
    // Asking for what already is: no change, no entry.
    await signedIn.manageEvents.trpc.registrations.setAttended.mutate({ id, registrationId: body.id, attended: false });
    const entries = (await t.app.services.audit.list({ entity: 'registration', entityId: String(body.id) })).entries;
    expect(entries.map((e) => [e.action, e.actor.username])).toEqual([
      ['registration.attend', signedIn.manageEvents.account!.username],
      ['registration.attend', signedIn.manageEvents.account!.username],
      ['registration.create', '(visitor)'],
    ]);
    expect(entries[2]!.actor.id).toBeNull();
    const other = await openEvent();
    const elsewhere = await signedIn.manageEvents.rest(`/admin/events/${other.id}/registrations/${body.id}?language=zh`, {
      method: 'PATCH',
      body: JSON.stringify({ attended: true }),
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: '此活动没有这条报名记录。', code: 'NOT_FOUND' });
  });

  test('the CSV file: BOM, every cell quoted, formula cells neutralised, headers in the request’s language', async () => {
    const { id } = await openEvent({ capacity: 1 });
    // A link in a name is refused (decision 041); a formula without one is neutralised.
    await register(id, { name: '=SUM(A1:A9)', email: `formula.${id}@example.com` });
    await register(id, { name: '李华', email: `li.${id}@example.com`, language: 'zh' });
    const response = await signedIn.manageEvents.rest(`/admin/events/${id}/registrations.csv?language=zh`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="registrations-${id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toContain(`"'=SUM(A1:A9)"`);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      '编号',
      '姓名',
      '电子邮箱',
      '状态',
      '候补位次',
      '报名时间（多伦多时间）',
      '签到时间（多伦多时间）',
      '取消时间（多伦多时间）',
      '语言',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[4], r[8]])).toEqual([
      ["'=SUM(A1:A9)", '已确认', '', '英文'],
      ['李华', '候补', '1', '简体中文'],
    ]);
    expect(text.split('\r\n').at(-1)).toBe('');
  });
});

test('100 sign-ups at once for 50 seats over real HTTP: exactly 50 seats, 50 on the waitlist in places 1 to 50', async () => {
  const { id } = await openEvent({ capacity: 50 });
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => register(id, { name: `Rush ${i}`, email: `rush${i}.${id}@example.com` })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
  const confirmed = answers.filter((a) => a.body.status === 'confirmed');
  const waitlisted = answers.filter((a) => a.body.status === 'waitlisted');
  expect(confirmed).toHaveLength(50);
  expect(waitlisted.map((a) => a.body.position).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  // The waitlist's order is the order of the seats' loss: every waiting id after every seated one.
  expect(Math.max(...confirmed.map((a) => a.body.id))).toBeLessThan(Math.min(...waitlisted.map((a) => a.body.id)));
  expect((await publicEvent(id))?.registrations).toEqual({ confirmed: 50, waitlisted: 50 });
}, 60_000);

/**
 * Every query's answer waits for the next turn of the event loop, as a slower database would make
 * it: without a transaction around its reads and its insert, concurrent registrations would now
 * interleave between the count and the insert and overfill the event. (Over HTTP above, each
 * registration's queries happen to finish within one turn, so that test alone could not tell.)
 */
class YieldEveryQuery implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  }
}

test('the count and the insert are one transaction: 100 at once on a database that yields between queries still give 50 and 50', async () => {
  const { id } = await openEvent({ capacity: 50 });
  const services = t.app.services;
  const db = services.db.withPlugin(new YieldEveryQuery());
  const slow = new RegistrationsService({
    db,
    clock: services.clock,
    audit: services.audit,
    outbox: new OutboxService({ db, clock: services.clock, mailer: { send: async () => undefined } }),
    publicOrigin: services.publicOrigin,
    changed: () => undefined,
  });
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => slow.register({ id, name: `Slow ${i}`, email: `slow${i}.${id}@example.com`, language: 'en' })),
  );
  expect(answers.filter((a) => a.status === 'confirmed')).toHaveLength(50);
  expect(
    answers
      .filter((a) => a.status === 'waitlisted')
      .map((a) => a.position)
      .sort((x, y) => x! - y!),
  ).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
}, 60_000);
