// Event management through both doors of the real app (issue 12): who may create, replace and
// delete events and read the audit log; what the editor's input must be; and that every write
// reaches the cached public lists at once, on both doors and through the cached-read lane.
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { EventInput } from '../shared/events.schema.js';
import { signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { trpcStatus } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });

const inAYear = (hours: number) => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 1, 11, 23 + hours)).toISOString();
let made = 0;
function anEvent(extra: Partial<EventInput> = {}): EventInput {
  made++;
  return {
    titleEn: `Lantern Festival ${made}`,
    titleZh: `元宵节 ${made}`,
    locationEn: 'Hart House',
    startsAt: inAYear(0),
    endsAt: inAYear(3),
    ...extra,
  };
}
const json = (body: unknown) => ({ body: JSON.stringify(body) });
type Answer = { status: number; body: any };
async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}
const restCreate = (who: SignedIn, body: unknown = anEvent(), query = '') =>
  who.rest(`/events${query}`, { method: 'POST', ...json(body) }).then(answer);
const restUpdate = (who: SignedIn, id: number | string, body: unknown = anEvent(), query = '') =>
  who.rest(`/events/${id}${query}`, { method: 'PUT', ...json(body) }).then(answer);
const restDelete = (who: SignedIn, id: number | string) => who.rest(`/events/${id}`, { method: 'DELETE' }).then(answer);
async function storedEvent(): Promise<number> {
  const created = await restCreate(signedIn.admin);
  expect(created.status).toBe(200);
  return created.body.id as number;
}
const publicTitles = async (path = '/events') =>
  ((await (await fetch(`${t.url}/api${path}`)).json()) as { events: Array<{ titleEn: string }> }).events.map((e) => e.titleEn);

describe('who may write events', () => {
  // Anonymous: 401. Inactive and flagless staff, and the other flags: 403. manageEvents and admin: 200.
  const allowed = (role: TestRole) => role === 'manageEvents' || role === 'admin';
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : allowed(role) ? 200 : 403);

  test.each(testRoles)('%s: create, replace and delete on the REST door', async (role) => {
    const who = signedIn[role];
    expect((await restCreate(who)).status).toBe(expected(role));
    const id = await storedEvent();
    const updated = await restUpdate(who, id, anEvent({ titleEn: `renamed by ${role}` }));
    expect(updated.status).toBe(expected(role));
    expect((await publicTitles()).includes(`renamed by ${role}`)).toBe(allowed(role));
    expect((await restDelete(who, id)).status).toBe(expected(role));
    expect((await t.app.services.db.selectFrom('events').select('id').where('id', '=', id).execute()).length).toBe(allowed(role) ? 0 : 1);
  });

  test.each(testRoles)('%s: the same on the tRPC door', async (role) => {
    const who = signedIn[role];
    expect(await trpcStatus(who.trpc.events.create.mutate(anEvent()))).toBe(expected(role));
    const id = await storedEvent();
    expect(await trpcStatus(who.trpc.events.update.mutate({ id, ...anEvent() }))).toBe(expected(role));
    expect(await trpcStatus(who.trpc.events.delete.mutate({ id }))).toBe(expected(role));
  });

  test.each(testRoles)('%s: the audit log is for admins only, on both doors', async (role) => {
    const want = role === 'anonymous' ? 401 : role === 'admin' ? 200 : 403;
    expect((await signedIn[role].rest('/admin/audit')).status).toBe(want);
    expect(await trpcStatus(signedIn[role].trpc.audit.list.query())).toBe(want);
  });

  test('refusals say why, in the request’s language', async () => {
    expect((await restCreate(signedIn.anonymous)).body).toEqual({ error: 'Please sign in first.', code: 'UNAUTHORIZED' });
    expect((await restCreate(signedIn.staff, anEvent(), '?language=zh')).body).toEqual({
      error: '你没有执行此操作的权限。',
      code: 'FORBIDDEN',
    });
    expect((await restCreate(signedIn.inactive)).body.error).toBe('Your account is not activated yet. Please contact an admin.');
  });

  test('a cookie-authenticated write from another origin is refused', async () => {
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: signedIn.manageEvents.account!.username, password: signedIn.manageEvents.account!.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const from = (origin: string) =>
      fetch(`${t.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin }, ...json(anEvent()) });
    expect((await from('https://evil.example')).status).toBe(403);
    expect((await from(new URL(t.url).origin)).status).toBe(200);
  });
});

describe('what an event must be', () => {
  const issuesOf = (a: Answer) => (a.body.issues as Array<{ path: string; message: string }>).map((i) => `${i.path}: ${i.message}`);

  test('a title in at least one language; either one alone will do', async () => {
    const none = await restCreate(signedIn.manageEvents, anEvent({ titleEn: '  ', titleZh: '' }));
    expect(none.status).toBe(400);
    expect(issuesOf(none)).toEqual(['titleEn: Please give the event a title in English or Chinese.']);
    const zh = await restCreate(signedIn.manageEvents, anEvent({ titleEn: '', titleZh: '' }), '?language=zh');
    expect(issuesOf(zh)).toEqual(['titleEn: 请为活动填写中文或英文标题。']);
    const onlyChinese = await restCreate(signedIn.manageEvents, anEvent({ titleEn: '', titleZh: '中秋赏月' }));
    expect(onlyChinese.status).toBe(200);
    expect(onlyChinese.body).toMatchObject({ titleEn: '', titleZh: '中秋赏月' });
    expect((await restCreate(signedIn.manageEvents, anEvent({ titleEn: 'Only English', titleZh: '' }))).status).toBe(200);
    // Reported together with the other fields' issues, so the editor sees every problem at once.
    const both = await restCreate(signedIn.manageEvents, anEvent({ titleEn: '', titleZh: '', externalUrl: 'javascript:alert(1)' }));
    expect(issuesOf(both)).toEqual([
      'externalUrl: Please enter a web address starting with http:// or https://.',
      'titleEn: Please give the event a title in English or Chinese.',
    ]);
  });

  test('the end not before the start; an event may end when it starts', async () => {
    const backwards = await restCreate(signedIn.manageEvents, anEvent({ startsAt: inAYear(2), endsAt: inAYear(1) }));
    expect(issuesOf(backwards)).toEqual(['endsAt: The end cannot be before the start.']);
    expect((await restCreate(signedIn.manageEvents, anEvent({ startsAt: inAYear(2), endsAt: inAYear(2) }))).status).toBe(200);
  });

  test('times with an offset are stored in UTC, so the lists keep their order', async () => {
    const created = await restCreate(
      signedIn.manageEvents,
      anEvent({ startsAt: '2031-02-11T18:00:00-05:00', endsAt: '2031-02-11T21:30:00-05:00' }),
    );
    expect(created.body).toMatchObject({
      startsAt: '2031-02-11T23:00:00.000Z',
      endsAt: '2031-02-12T02:30:00.000Z',
      timeZone: 'America/Toronto',
    });
    for (const bad of ['2031-02-11', '2031-02-11T18:00:00', 'next Friday', '']) {
      const refused = await restCreate(signedIn.manageEvents, anEvent({ startsAt: bad }));
      expect(issuesOf(refused), bad + JSON.stringify(refused.body)).toEqual(['startsAt: Please enter a date and time.']);
    }
  });

  test('lengths, links and time zones are checked, each field with its own message', async () => {
    const bad = await restCreate(signedIn.manageEvents, {
      ...anEvent(),
      titleZh: '长'.repeat(201),
      summaryEn: 'x'.repeat(501),
      descriptionZh: 'x'.repeat(10_001),
      locationEn: 'x'.repeat(201),
      externalUrl: 'javascript:alert(1)',
      imageUrl: '/uploads/../../etc/passwd',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(bad.status).toBe(400);
    expect(issuesOf(bad).sort()).toEqual(
      [
        'titleZh: Please keep the title under 200 characters.',
        'summaryEn: Please keep the summary under 500 characters.',
        'descriptionZh: Please keep the description under 10,000 characters.',
        'locationEn: Please keep the location under 200 characters.',
        'externalUrl: Please enter a web address starting with http:// or https://.',
        'imageUrl: Please upload an image or enter a web address starting with https://.',
        'timeZone: Please choose a time zone such as America/Toronto.',
      ].sort(),
    );
    // An image over http:// would show as a broken image on the https site (mixed content): refused.
    for (const url of [
      'http://images.example.org/a.jpg',
      'ftp://example.org/x',
      'https://localhost/x',
      'data:image/png;base64,AAAA',
      '//example.org/x.jpg',
    ]) {
      expect((await restCreate(signedIn.manageEvents, anEvent({ imageUrl: url }))).status, url).toBe(400);
    }
    const good = await restCreate(
      signedIn.manageEvents,
      anEvent({ imageUrl: 'https://images.example.org/a.jpg', externalUrl: '', timeZone: 'Asia/Shanghai', isFeatured: true }),
    );
    expect(good.body).toMatchObject({
      imageUrl: 'https://images.example.org/a.jpg',
      externalUrl: null,
      timeZone: 'Asia/Shanghai',
      isFeatured: true,
    });
    expect((await restCreate(signedIn.manageEvents, anEvent({ imageUrl: '/uploads/images/abc-800x600.jpg' }))).body.imageUrl).toBe(
      '/uploads/images/abc-800x600.jpg',
    );
  });

  test('an event may belong to a programme page, or to none; nothing else', async () => {
    const qin = await restCreate(signedIn.manageEvents, anEvent({ programme: 'qin-society' }));
    expect(qin.body.programme).toBe('qin-society');
    expect((await restCreate(signedIn.manageEvents, anEvent({ programme: null }))).body.programme).toBeNull();
    const opera = await restCreate(signedIn.manageEvents, anEvent({ programme: 'opera' as never }), '?language=zh');
    expect(issuesOf(opera)).toEqual(['programme: 请选择古琴社、新年音乐会，或不属于任何项目。']);
  });

  test('text is trimmed, and fields left out take their defaults', async () => {
    const created = await restCreate(signedIn.manageEvents, { titleEn: '  Tea tasting  ', startsAt: inAYear(0), endsAt: inAYear(1) });
    expect(created.body).toMatchObject({
      titleEn: 'Tea tasting',
      titleZh: '',
      summaryEn: '',
      imageUrl: null,
      externalUrl: null,
      isFeatured: false,
      programme: null,
      timeZone: 'America/Toronto',
      status: 'upcoming',
    });
  });

  test('an unknown event: 404 with its own message, on both doors and in both languages', async () => {
    const id = await storedEvent();
    expect((await restDelete(signedIn.manageEvents, id)).status).toBe(200);
    expect(await restDelete(signedIn.manageEvents, id)).toEqual({
      status: 404,
      body: { error: 'There is no such event; it may have been deleted.', code: 'NOT_FOUND' },
    });
    expect((await restUpdate(signedIn.manageEvents, id, anEvent(), '?language=zh')).body.error).toBe('该活动不存在，可能已被删除。');
    expect(await trpcStatus(signedIn.manageEvents.trpc.events.update.mutate({ id, ...anEvent() }))).toBe(404);
    for (const bad of ['0', '-1', '1.5', 'abc']) expect((await restDelete(signedIn.manageEvents, bad)).status, bad).toBe(400);
  });

  test('the tRPC door keeps its types after REST calls: "5" is not an id and "true" not a flag', async () => {
    const id = await storedEvent();
    expect((await restUpdate(signedIn.manageEvents, String(id), anEvent())).status).toBe(200);
    expect(await trpcStatus(signedIn.manageEvents.trpc.events.update.mutate({ id: String(id) as never, ...anEvent() }))).toBe(400);
    expect(await trpcStatus(signedIn.manageEvents.trpc.events.delete.mutate({ id: String(id) as never }))).toBe(400);
    expect(await trpcStatus(signedIn.manageEvents.trpc.events.create.mutate({ ...anEvent(), isFeatured: 'true' as never }))).toBe(400);
    expect((await restCreate(signedIn.manageEvents, { ...anEvent(), isFeatured: 'true' })).status).toBe(400);
  });
});

describe('every write reaches the public lists at once', () => {
  test('REST: a new ETag after each write, and the list shows it', async () => {
    const etagOf = async () => (await fetch(`${t.url}/api/events?status=upcoming`)).headers.get('etag');
    const first = await etagOf();
    const created = await restCreate(signedIn.manageEvents, anEvent({ titleEn: 'Calligraphy night' }));
    const afterCreate = await etagOf();
    expect(afterCreate).not.toBe(first);
    expect(await publicTitles('/events?status=upcoming')).toContain('Calligraphy night');
    await restUpdate(signedIn.manageEvents, created.body.id, anEvent({ titleEn: 'Calligraphy evening' }));
    const afterUpdate = await etagOf();
    expect(afterUpdate).not.toBe(afterCreate);
    expect(await publicTitles('/events?status=upcoming')).toEqual(expect.arrayContaining(['Calligraphy evening']));
    expect(await publicTitles('/events?status=upcoming')).not.toContain('Calligraphy night');
    await restDelete(signedIn.manageEvents, created.body.id);
    expect(await etagOf()).not.toBe(afterUpdate);
    expect(await publicTitles('/events?status=upcoming')).not.toContain('Calligraphy evening');
  });

  test('tRPC: the web app’s reads see each write too, and a 304 turns into a 200', async () => {
    const url = `${t.url}/api/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ status: 'upcoming' }))}`;
    const before = await fetch(url);
    const etag = before.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const created = await signedIn.admin.trpc.events.create.mutate(anEvent({ titleEn: 'Mahjong club' }));
    const after = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(await after.json())).toContain('Mahjong club');
    await signedIn.admin.trpc.events.delete.mutate({ id: created.id });
    expect(JSON.stringify(await signedIn.anonymous.trpc.events.list.query({ status: 'upcoming' }))).not.toContain('Mahjong club');
  });

  test('the cached-read lane, which answers repeat URLs before routing, follows writes as well', async () => {
    const url = `${t.url}/api/events?status=upcoming&language=en`;
    await (await fetch(url)).arrayBuffer();
    const lane = t.app.cachedLane;
    const answered = lane.answered;
    await (await fetch(url)).arrayBuffer();
    expect(lane.answered).toBe(answered + 1);
    const created = await restCreate(signedIn.manageEvents, anEvent({ titleEn: 'Go tournament' }));
    expect(JSON.stringify(await (await fetch(url)).json())).toContain('Go tournament');
    await restDelete(signedIn.manageEvents, created.body.id);
    expect(JSON.stringify(await (await fetch(url)).json())).not.toContain('Go tournament');
  });
});

describe('the audit log', () => {
  test('create, replace and delete are recorded with who, when, and the record before and after; newest first', async () => {
    const editor = signedIn.manageEvents;
    // Another event's entry first: the filter must leave it out.
    await restCreate(signedIn.admin, anEvent({ titleEn: 'Not this one' }));
    const created = await restCreate(editor, anEvent({ titleEn: 'Dumpling workshop' }));
    const id = created.body.id as number;
    await restUpdate(editor, id, anEvent({ titleEn: 'Dumpling workshop II' }));
    await restDelete(editor, id);
    const log = await signedIn.admin.rest(`/admin/audit?entity=event&entityId=${id}`);
    const body = (await log.json()) as { entries: any[]; total: number; page: number; pageSize: number };
    expect(body.total).toBe(3);
    expect(body.entries.map((e) => e.action)).toEqual(['event.delete', 'event.update', 'event.create']);
    const [deleted, updated, createdEntry] = body.entries;
    for (const entry of body.entries) {
      expect(entry.actor).toEqual({ id: editor.account!.id, username: editor.account!.username });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      expect(entry.entityId).toBe(String(id));
    }
    expect(createdEntry.before).toBeNull();
    expect(createdEntry.after).toMatchObject({ id, titleEn: 'Dumpling workshop' });
    expect(updated.before).toMatchObject({ titleEn: 'Dumpling workshop' });
    expect(updated.after).toMatchObject({ titleEn: 'Dumpling workshop II' });
    expect(deleted.before).toMatchObject({ titleEn: 'Dumpling workshop II' });
    expect(deleted.after).toBeNull();
    const events = (await (await signedIn.admin.rest('/admin/audit?entity=event&pageSize=100')).json()) as {
      entries: Array<{ entity: string }>;
      total: number;
    };
    expect(events.total).toBeGreaterThan(3);
    expect(new Set(events.entries.map((e) => e.entity))).toEqual(new Set(['event']));
    expect(((await (await signedIn.admin.rest('/admin/audit?entity=staff')).json()) as { total: number }).total).toBe(0);
  });

  test('refused writes leave no entry', async () => {
    const count = async () =>
      Number(
        (
          await t.app.services.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await restCreate(signedIn.staff);
    await restCreate(signedIn.manageEvents, anEvent({ titleEn: '', titleZh: '' }));
    await restDelete(signedIn.manageEvents, 999_999);
    expect(await count()).toBe(before);
  });

  test('pages of the given size, with the total; bad paging is refused', async () => {
    for (let i = 0; i < 3; i++) await restCreate(signedIn.admin);
    const page = async (query: string) =>
      (await (await signedIn.admin.rest(`/admin/audit?${query}`)).json()) as {
        entries: Array<{ id: number }>;
        total: number;
        page: number;
        pageSize: number;
      };
    const first = await page('pageSize=2');
    const second = await page('pageSize=2&page=2');
    expect(first.entries).toHaveLength(2);
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(second.total).toBe(first.total);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[1]!.id);
    expect((await page('')).pageSize).toBe(20);
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=0', 'page=x'])
      expect((await signedIn.admin.rest(`/admin/audit?${bad}`)).status, bad).toBe(400);
  });

  test('a write whose entry cannot be stored is not stored either (one transaction)', async () => {
    const titles = async () => (await t.app.services.db.selectFrom('events').select('title_en').execute()).map((r) => r.title_en);
    await sql`alter table audit_log rename to audit_log_away`.execute(t.app.services.db);
    try {
      const failed = await restCreate(signedIn.admin, anEvent({ titleEn: 'Half-written' }));
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe('Something went wrong on our side. Please try again.');
      expect(JSON.stringify(failed.body)).not.toMatch(/audit_log|SQLITE/);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.app.services.db);
    }
    expect(t.takeErrorLogs()).toHaveLength(1);
    expect(await titles()).not.toContain('Half-written');
    expect(await publicTitles()).not.toContain('Half-written');
  });
});
