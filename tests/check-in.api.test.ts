// Check-in at the door over both doors (issue 38): tickets in the confirmation and move-up mails
// (the page's link and an inline QR code), the ticket page's data, scans with every reason they
// can be refused for, the offline scanner's guest list (no codes, no addresses; ETag and 304) and
// its sync (the first check-in stands), walk-ins within capacity, and volunteers' links: live,
// for one event only, revocable, and nothing else.
import { describe, expect, test } from 'vitest';
import type { CheckInList, CheckInOutput, Ticket } from '../shared/check-in.schema.js';
import type { EventInput } from '../shared/events.schema.js';
import { checkIn as checkInRow } from '../server/modules/check-in/check-in.repository.js';
import { ticketHash } from '../server/modules/registrations/registrations.tickets.js';
import { lastMailTo, type OutboxMail, signedInAppForFile } from './helpers/accounts.js';
import { trpcStatus } from './helpers/test-app.js';

const origin = 'https://society.example.org';
const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: origin } });

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
let made = 0;
async function openEvent(extra: Partial<EventInput> = {}): Promise<{ id: number; slug: string }> {
  made++;
  const body: EventInput = {
    titleEn: `Lantern Night ${made}`,
    titleZh: `元宵灯会 ${made}`,
    locationEn: 'Hart House',
    startsAt: hours(2),
    endsAt: hours(5),
    registrationOpen: true,
    capacity: 2,
    ...extra,
  };
  const response = await signedIn.admin.rest('/events', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: number; slug: string };
}

let sequence = 0;
/** Registers a new guest; their address, and the ticket's code from their mail (null when waitlisted). */
async function register(eventId: number, name = `Guest ${++sequence}`, language = 'en') {
  const email = `guest-${++sequence}@mail.utoronto.ca`;
  const response = await fetch(`${t.url}/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${sequence % 250}.${(sequence * 7) % 250}` },
    body: JSON.stringify({ name, email, language }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const mail = lastMailTo(t, email)!;
  return { email, name, mail, code: codeIn(mail) };
}
const codeIn = (mail: OutboxMail) => /\/tickets\/([A-Za-z0-9_-]{22})/.exec(mail.text)?.[1] ?? null;

const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T, headers: response.headers });
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${t.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const manager = () => signedIn.manageEvents.headers;
type Refused = {
  error: string;
  code: string;
  details: { reason: string; checkedInAt?: string; checkedInDevice?: string; event?: { id: number } };
};

describe('tickets', () => {
  test('a seat’s mail carries its ticket: the page’s link and an inline QR code; none on the waitlist until it moves up', async () => {
    const event = await openEvent({ capacity: 1 });
    const seat = await register(event.id);
    expect(seat.code).not.toBeNull();
    expect(seat.mail.text).toContain(`${origin}/tickets/${seat.code}`);
    expect(seat.mail.raw).toMatch(/Content-Type: image\/png/);
    expect(seat.mail.raw).toMatch(/Content-ID: <ticket-qr@chinese-culture-society>/i);
    expect(seat.mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('src="cid:ticket-qr@chinese-culture-society"');
    // The cancel link's secret is another: showing the ticket cannot cancel.
    const cancel = /\/registrations\/([A-Za-z0-9_-]{32})/.exec(seat.mail.text)![1]!;
    expect(cancel).not.toContain(seat.code);
    // Stored hashed only.
    const row = await t.app.services.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('email', '=', seat.email)
      .executeTakeFirstOrThrow();
    expect(row.ticket_hash).toBe(ticketHash(seat.code!));
    expect(JSON.stringify(row)).not.toContain(seat.code);

    const waiting = await register(event.id);
    expect(waiting.code).toBeNull();
    expect(waiting.mail.raw).not.toMatch(/image\/png/);
    // The seat is cancelled: the first on the waitlist moves up, with a ticket of their own.
    expect((await fetch(`${t.url}/api/events/${event.id}/registrations/${cancel}`, { method: 'DELETE' })).status).toBe(200);
    const moved = lastMailTo(t, waiting.email)!;
    expect(codeIn(moved)).not.toBeNull();
    expect(codeIn(moved)).not.toBe(seat.code);
  });

  test('the ticket page’s data by its code, no account; no-store; 404 for a code that is none', async () => {
    const event = await openEvent();
    const guest = await register(event.id, 'Li Hua');
    const answer = await json<Ticket>(await fetch(`${t.url}/api/tickets/${guest.code}?language=zh-Hant`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      name: 'Li Hua',
      status: 'confirmed',
      checkedInAt: null,
      url: `${origin}/tickets/${guest.code}`,
      event: { id: event.id, slug: event.slug, titleEn: `Lantern Night ${made}` },
    });
    expect(answer.body.qrSvg).toMatch(/^<svg /);
    expect(await trpcStatus(t.trpc().checkIn.ticket.query({ code: guest.code! }))).toBe(200);
    const unknown = await json<{ error: string }>(await fetch(`${t.url}/api/tickets/AAAAAAAAAAAAAAAAAAAAAA?language=zh`));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('找不到这张门票');
    expect((await fetch(`${t.url}/api/tickets/short`)).status).toBe(400);
  });
});

describe('checking in', () => {
  test('the first scan checks in (the address or the bare code); again: 409 with when and by which device, in the user’s language', async () => {
    const event = await openEvent();
    const guest = await register(event.id, 'Wang Fang');
    const first = await json<CheckInOutput>(
      await post(`/admin/events/${event.id}/check-ins`, { ticket: `${origin}/tickets/${guest.code}`, device: 'Door 2' }, manager()),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'checkedIn',
      registration: { name: 'Wang Fang', status: 'confirmed', checkedInDevice: 'Door 2' },
    });
    const again = await json<Refused>(
      await post(`/admin/events/${event.id}/check-ins?language=zh`, { ticket: guest.code, device: 'Door 5' }, manager()),
    );
    expect(again.status).toBe(409);
    expect(again.body.details).toMatchObject({
      reason: 'alreadyCheckedIn',
      checkedInAt: first.body.checkedInAt,
      checkedInDevice: 'Door 2',
    });
    expect(again.body.error).toMatch(/^已于 .+ 由 Door 2 签到。$/);
    // tRPC: the same refusal, its details in the error's data.
    const trpc = await t
      .trpc({ headers: manager() })
      .checkIn.checkIn.mutate({ id: event.id, ticket: guest.code! })
      .catch((error: { data?: { httpStatus: number; details?: { reason: string } } }) => error);
    expect((trpc as { data: { httpStatus: number; details: { reason: string } } }).data).toMatchObject({
      httpStatus: 409,
      details: { reason: 'alreadyCheckedIn' },
    });
    const audit = await t.app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'registration.checkIn')
      .where('entity_id', '=', String(first.body.registration.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  test('every reason: cancelled, waitlisted, another event (which), unknown; by name from the list', async () => {
    const event = await openEvent({ capacity: 1 });
    const other = await openEvent();
    const seat = await register(event.id);
    const waiting = await register(event.id);
    const elsewhere = await register(other.id);
    const reason = async (body: object) => {
      const answer = await json<Refused>(await post(`/admin/events/${event.id}/check-ins`, body, manager()));
      return [answer.status, answer.body.details?.reason, answer.body.details?.event?.id];
    };
    expect(await reason({ ticket: elsewhere.code })).toEqual([409, 'otherEvent', other.id]);
    expect(await reason({ ticket: 'https://elsewhere.example/tickets/AAAAAAAAAAAAAAAAAAAAAA' })).toEqual([404, 'unknown', undefined]);
    expect(await reason({ ticket: 'not a ticket at all' })).toEqual([404, 'unknown', undefined]);
    const waitingRow = await t.app.services.db
      .selectFrom('event_registrations')
      .select('id')
      .where('email', '=', waiting.email)
      .executeTakeFirstOrThrow();
    expect(await reason({ registrationId: waitingRow.id })).toEqual([409, 'waitlisted', undefined]);
    const cancel = /\/registrations\/([A-Za-z0-9_-]{32})/.exec(seat.mail.text)![1]!;
    await fetch(`${t.url}/api/events/${event.id}/registrations/${cancel}`, { method: 'DELETE' });
    expect(await reason({ ticket: seat.code })).toEqual([409, 'cancelled', undefined]);
    // Moved up: checked in by name.
    expect(await reason({ registrationId: waitingRow.id })).toEqual([200, undefined, undefined]);
    expect(await reason({ ticket: seat.code, registrationId: waitingRow.id })).toEqual([400, undefined, undefined]);
    expect(await reason({ registrationId: 999_999 })).toEqual([404, undefined, undefined]);
  });

  test('only event managers (or a live link for the event) — on both doors', async () => {
    const event = await openEvent();
    const guest = await register(event.id);
    for (const role of ['anonymous', 'staff', 'manageStaff', 'inactive'] as const) {
      const status = (await post(`/admin/events/${event.id}/check-ins`, { ticket: guest.code }, signedIn[role].headers)).status;
      expect(status, role).toBe(role === 'anonymous' ? 401 : 403);
      expect(await trpcStatus(signedIn[role].trpc.checkIn.list.query({ id: event.id })), role).toBe(role === 'anonymous' ? 401 : 403);
    }
  });

  test('a hundred scans of one ticket at once: one is checked in, the others told', async () => {
    const event = await openEvent();
    const guest = await register(event.id);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(`/admin/events/${event.id}/check-ins`, { ticket: guest.code, device: `D${i}` }, manager()).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
  });

  test('the check-in itself is conditional: a second one (another process on the same file) changes nothing', async () => {
    const event = await openEvent();
    const guest = await register(event.id);
    const { db } = t.app.services;
    const row = await db.selectFrom('event_registrations').select('id').where('email', '=', guest.email).executeTakeFirstOrThrow();
    const first = await checkInRow(db, row.id, { at: '2026-12-01T18:00:00.000Z', by: 'a', device: 'Door 1' });
    expect(first).toMatchObject({ attended_at: '2026-12-01T18:00:00.000Z', checked_in_device: 'Door 1' });
    expect(await checkInRow(db, row.id, { at: '2026-12-01T18:05:00.000Z', by: 'b', device: 'Door 2' })).toBeUndefined();
    expect(
      await db.selectFrom('event_registrations').select(['attended_at', 'checked_in_by']).where('id', '=', row.id).executeTakeFirst(),
    ).toEqual({
      attended_at: '2026-12-01T18:00:00.000Z',
      checked_in_by: 'a',
    });
  });
});

describe('the offline scanner', () => {
  test('the guest list: names, statuses and the tickets’ hashes, no codes and no addresses; ETag and 304', async () => {
    const event = await openEvent();
    const guest = await register(event.id, 'Chen Jie');
    const list = await json<CheckInList>(await fetch(`${t.url}/api/admin/events/${event.id}/check-in-list`, { headers: manager() }));
    expect(list.status).toBe(200);
    expect(list.body.guests).toEqual([
      expect.objectContaining({ name: 'Chen Jie', status: 'confirmed', ticketHash: ticketHash(guest.code!), checkedInAt: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(guest.email);
    expect(JSON.stringify(list.body)).not.toContain(guest.code);
    const etag = list.headers.get('etag')!;
    expect(etag).toBe(`"${list.body.version}"`);
    const unchanged = await fetch(`${t.url}/api/admin/events/${event.id}/check-in-list`, {
      headers: { ...manager(), 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    await post(`/admin/events/${event.id}/check-ins`, { ticket: guest.code }, manager());
    const changed = await fetch(`${t.url}/api/admin/events/${event.id}/check-in-list`, {
      headers: { ...manager(), 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as CheckInList).checkedIn).toBe(1);
  });

  test('sync: each in order; the first check-in stands (another device’s), a queue sent twice changes nothing; device times kept when sane', async () => {
    const event = await openEvent({ capacity: 5 });
    const a = await register(event.id);
    const b = await register(event.id);
    // Another device checked b in while this one was offline.
    await post(`/admin/events/${event.id}/check-ins`, { ticket: b.code, device: 'Door 1' }, manager());
    const deviceTime = new Date(Date.now() - 60_000).toISOString();
    const queue = {
      device: 'Door 2',
      checkIns: [
        { ticket: a.code, at: deviceTime },
        { ticket: b.code, at: deviceTime },
        { ticket: 'AAAAAAAAAAAAAAAAAAAAAA', at: deviceTime },
        { ticket: a.code, at: new Date(Date.now() + 3_600_000).toISOString() },
      ],
    };
    const synced = await json<{
      results: Array<{ outcome: string; checkedInAt: string | null; checkedInDevice: string | null }>;
      checkedIn: number;
    }>(await post(`/admin/events/${event.id}/check-ins/sync`, queue, manager()));
    expect(synced.status).toBe(200);
    expect(synced.body.results.map((r) => r.outcome)).toEqual(['checkedIn', 'alreadyCheckedIn', 'unknown', 'alreadyCheckedIn']);
    expect(synced.body.results[0]).toMatchObject({ checkedInAt: deviceTime, checkedInDevice: 'Door 2' });
    expect(synced.body.results[1]).toMatchObject({ checkedInDevice: 'Door 1' });
    expect(synced.body.checkedIn).toBe(2);
    const again = await json<{ results: Array<{ outcome: string }> }>(
      await post(`/admin/events/${event.id}/check-ins/sync`, queue, manager()),
    );
    expect(again.body.results.map((r) => r.outcome)).toEqual(['alreadyCheckedIn', 'alreadyCheckedIn', 'unknown', 'alreadyCheckedIn']);
    // A device clock far in the future is not believed.
    const c = await register(event.id);
    const future = await json<{ results: Array<{ checkedInAt: string }> }>(
      await post(`/admin/events/${event.id}/check-ins/sync`, { checkIns: [{ ticket: c.code, at: '2099-01-01T00:00:00.000Z' }] }, manager()),
    );
    expect(Date.parse(future.body.results[0]!.checkedInAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('walk-ins', () => {
  test('registered and checked in at once within capacity, with their ticket’s mail; full: 409', async () => {
    const event = await openEvent({ capacity: 1 });
    const walkIn = await json<CheckInOutput>(
      await post(
        `/admin/events/${event.id}/walk-ins`,
        { name: 'At The Door', email: 'door@mail.utoronto.ca', device: 'Door 1' },
        manager(),
      ),
    );
    expect(walkIn.status).toBe(200);
    expect(walkIn.body.registration).toMatchObject({ name: 'At The Door', status: 'confirmed', checkedInDevice: 'Door 1' });
    expect(codeIn(lastMailTo(t, 'door@mail.utoronto.ca')!)).not.toBeNull();
    const full = await json<{ error: string }>(
      await post(`/admin/events/${event.id}/walk-ins`, { name: 'Too Late', email: 'late@mail.utoronto.ca' }, manager()),
    );
    expect(full.status).toBe(409);
    expect(full.body.error).toContain('full');
    const again = await post(`/admin/events/${event.id}/walk-ins`, { name: 'Twice', email: 'door@mail.utoronto.ca' }, manager());
    expect(again.status).toBe(409);
  });
});

describe('volunteers’ check-in links', () => {
  test('a link checks in for its event only, reads the list, registers walk-ins, and nothing else; revoked: refused at once', async () => {
    const event = await openEvent({ capacity: 5 });
    const other = await openEvent();
    const guest = await register(event.id);
    const made = await json<{ link: { id: number; label: string; expiresAt: string }; url: string; qrSvg: string }>(
      await post(`/admin/events/${event.id}/check-in-links`, { label: 'Ana’s phone' }, manager()),
    );
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(new RegExp(`^${origin}/check-in/[A-Za-z0-9_-]{43}$`));
    expect(made.body.qrSvg).toMatch(/^<svg /);
    const token = made.body.url.split('/').at(-1)!;
    const volunteer = { 'check-in-link': token };
    const info = await json<{ event: { id: number }; label: string }>(await fetch(`${t.url}/api/check-in-links/${token}`));
    expect(info.body).toMatchObject({ event: { id: event.id }, label: 'Ana’s phone' });

    expect((await post(`/admin/events/${event.id}/check-ins`, { ticket: guest.code }, volunteer)).status).toBe(200);
    expect((await fetch(`${t.url}/api/admin/events/${event.id}/check-in-list`, { headers: volunteer })).status).toBe(200);
    expect(
      (await post(`/admin/events/${event.id}/walk-ins`, { name: 'Door Guest', email: 'walk@mail.utoronto.ca' }, volunteer)).status,
    ).toBe(200);
    // Another event: 403 on both doors.
    expect((await fetch(`${t.url}/api/admin/events/${other.id}/check-in-list`, { headers: volunteer })).status).toBe(403);
    expect(await trpcStatus(t.trpc({ headers: volunteer }).checkIn.list.query({ id: other.id }))).toBe(403);
    // Nothing but check-in: the links, the guest list with addresses, the events' writes.
    expect((await fetch(`${t.url}/api/admin/events/${event.id}/check-in-links`, { headers: volunteer })).status).toBe(401);
    expect((await fetch(`${t.url}/api/admin/events/${event.id}/registrations`, { headers: volunteer })).status).toBe(401);
    expect(await trpcStatus(t.trpc({ headers: volunteer }).checkIn.createLink.mutate({ id: event.id, label: 'x' }))).toBe(401);
    // Recorded as the link.
    const row = await t.app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'registration.checkIn')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.actor_username).toBe(`(check-in link ${made.body.link.id}: Ana’s phone)`);

    const listed = await json<{ links: Array<{ id: number; checkIns: number; revokedAt: string | null }> }>(
      await fetch(`${t.url}/api/admin/events/${event.id}/check-in-links`, { headers: manager() }),
    );
    expect(listed.body.links).toEqual([expect.objectContaining({ id: made.body.link.id, checkIns: 2, revokedAt: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const revoked = await fetch(`${t.url}/api/admin/events/${event.id}/check-in-links/${made.body.link.id}`, {
      method: 'DELETE',
      headers: manager(),
    });
    expect(revoked.status).toBe(200);
    const refused = await json<{ error: string }>(
      await fetch(`${t.url}/api/admin/events/${event.id}/check-in-list?language=zh`, { headers: volunteer }),
    );
    expect(refused.status).toBe(401);
    expect(refused.body.error).toContain('已被撤销');
    expect((await fetch(`${t.url}/api/check-in-links/${token}`)).status).toBe(404);
  });

  test('a link past its event’s end, or of a made-up token, is refused', async () => {
    const past = await openEvent({ startsAt: hours(-5), endsAt: hours(-2), registrationOpen: false });
    expect((await post(`/admin/events/${past.id}/check-in-links`, { label: 'Late' }, manager())).status).toBe(409);
    const made = await json<{ url: string }>(
      await post(`/admin/events/${(await openEvent()).id}/check-in-links`, { label: 'Door' }, manager()),
    );
    const token = made.body.url.split('/').at(-1)!;
    expect(
      (
        await fetch(`${t.url}/api/admin/events/1/check-in-list`, {
          headers: { 'check-in-link': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
        })
      ).status,
    ).toBe(401);
    expect((await fetch(`${t.url}/api/admin/events/1/check-in-list`, { headers: { 'check-in-link': 'short' } })).status).toBe(401);
  });
});
