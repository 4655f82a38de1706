// GET /api/events.ics and GET /api/events/{id}.ics (decision 017), read back with ical.js,
// Mozilla's maintained iCalendar parser: which events the feed holds, their UIDs, times,
// bilingual texts, the file's form (CRLF, folding), and its caching (ETag, 304, gzip, writes,
// an event ending).
import ICAL from 'ical.js';
import { afterEach, describe, expect, test } from 'vitest';
import type { NewEventRow } from '../server/modules/events/events.repository.js';
import { createAccount } from './helpers/accounts.js';
import { eventRow } from './helpers/events.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const now = new Date('2026-11-20T17:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const row = (title: string, startsAt: string, endsAt: string, extra: Partial<NewEventRow> = {}): NewEventRow =>
  eventRow(title, startsAt, endsAt, { created_at: now.toISOString(), updated_at: now.toISOString(), ...extra });

// Long enough that the SUMMARY line folds inside the Chinese text (3 octets a character).
const longChinese = '中华文化学生会新年音乐会：古琴、琵琶、二胡与合唱团的冬夜演出，欢迎所有同学和朋友前来欣赏';

const rows = [
  row('Past recital', minutes(-600), minutes(-500)),
  row('Ongoing exhibition', minutes(-60), minutes(60 * 24), { location_en: 'Robarts Library, 130 St. George Street' }),
  row('New Year Concert', '2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', {
    title_zh: longChinese,
    summary_en: 'Music, song; and a \\ backslash',
    summary_zh: '音乐与歌声',
    description_en: 'First line\nSecond line',
    location_en: 'Hart House Great Hall, 7 Hart House Circle',
    location_zh: '哈特楼大礼堂',
    external_url: 'https://example.org/tickets',
  }),
  row('English only', minutes(60 * 24 * 30), minutes(60 * 24 * 30 + 90), { title_zh: '' }),
  row('', minutes(60 * 24 * 40), minutes(60 * 24 * 40 + 90), { title_zh: '只有中文' }),
];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(clock = testClock(now)) {
  t = await startTestApp({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin }, clock: clock.clock });
  await t.app.services.events.insertMany(rows);
  const ids = Object.fromEntries(
    (await t.app.services.db.selectFrom('events').select(['id', 'title_en', 'title_zh']).execute()).map((r) => [
      r.title_en || r.title_zh,
      r.id,
    ]),
  ) as Record<string, number>;
  return { t, clock, ids };
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}
async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url'),
      slug: /\/events\/([^/?]+)/.exec(String(vevent.getFirstPropertyValue('url')))?.[1],
      status: vevent.getFirstPropertyValue('status'),
      sequence: vevent.getFirstPropertyValue('sequence'),
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
    };
  });
  return { calendar, events, prop: (name: string) => calendar.getFirstPropertyValue(name) };
}

describe('GET /api/events.ics', () => {
  test('holds exactly the ongoing and upcoming events, with stable UIDs, both titles and the right instants', async () => {
    const { t, ids } = await appWith();
    const answer = await get(`${t.url}/api/events.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { events, prop } = parse(answer.text);
    expect(events.map((e) => e.uid).sort()).toEqual(
      ['Ongoing exhibition', 'New Year Concert', 'English only', '只有中文'].map((title) => `event-${ids[title]}@ccs.example.org`).sort(),
    );

    expect(prop('version')).toBe('2.0');
    expect(prop('prodid')).toBe('-//Chinese Culture Society//Events//EN');
    expect(prop('calscale')).toBe('GREGORIAN');
    expect(prop('method')).toBe('PUBLISH');
    expect(prop('x-wr-calname')).toBe('Chinese Culture Society events · 中华文化学生会活动');
    expect(prop('x-wr-timezone')).toBe('America/Toronto');
    expect(String(prop('refresh-interval'))).toBe('PT1H');
    expect(prop('x-published-ttl')).toBe('PT1H');

    const concert = events.find((e) => e.uid === `event-${ids['New Year Concert']}@ccs.example.org`)!;
    // 18:00 in Toronto (EST, -05:00) is 23:00 UTC.
    expect(concert.start).toBe('2026-12-05T23:00:00.000Z');
    expect(concert.end).toBe('2026-12-06T02:00:00.000Z');
    expect(concert.summary).toBe(`New Year Concert · ${longChinese}`);
    expect(concert.description).toBe('Music, song; and a \\ backslash\n\nFirst line\nSecond line\n\n——\n\n音乐与歌声');
    expect(concert.location).toBe('Hart House Great Hall, 7 Hart House Circle');
    // Each event's own page here (it links to its external page).
    expect(concert.url).toBe(`${origin}/events/${concert.slug}`);
    expect(concert.status).toBe('CONFIRMED');
    expect(concert.lastModified).toBe(now.toISOString());

    const byTitle = (uidOf: string) => events.find((e) => e.uid === `event-${ids[uidOf]}@ccs.example.org`)!;
    expect(byTitle('English only').summary).toBe('English only');
    expect(byTitle('只有中文').summary).toBe('只有中文');
    expect(byTitle('English only').url).toBe(`${origin}/events/${byTitle('English only').slug}`);
    // The feed is a calendar of its own: its address is the events page.
    expect(prop('url')).toBe(`${origin}/events`);
    expect(prop('x-wr-caldesc')).toBeTruthy();
  });

  test('RFC 5545 form: CRLF line endings, lines of at most 75 octets, a Chinese title folded without damage', async () => {
    const { t } = await appWith();
    const { text } = await get(`${t.url}/api/events.ics`);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    // The SUMMARY was folded (continuation lines), and unfolds to the whole title.
    const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:New Year Concert'));
    expect(lines[summaryAt + 1]!.startsWith(' ')).toBe(true);
    expect(parse(text).events.some((e) => e.summary.endsWith(longChinese))).toBe(true);
  });

  test('?language=zh: Chinese titles and calendar name, English where there is no Chinese; ?language=en the reverse', async () => {
    const { t } = await appWith();
    const zh = parse((await get(`${t.url}/api/events.ics?language=zh`)).text);
    expect(zh.prop('x-wr-calname')).toBe('中华文化学生会活动');
    expect(zh.events.map((e) => e.summary).sort()).toEqual(['English only', 'Ongoing exhibition（中文）', longChinese, '只有中文'].sort());
    expect(zh.events.find((e) => e.summary === longChinese)!.location).toBe('哈特楼大礼堂');
    const en = parse((await get(`${t.url}/api/events.ics?language=en`)).text);
    expect(en.prop('x-wr-calname')).toBe('Chinese Culture Society events');
    expect(en.events.map((e) => e.summary).sort()).toEqual(['English only', 'New Year Concert', 'Ongoing exhibition', '只有中文'].sort());
  });

  test('cached: ETag and 304, Cache-Control public, gzip and br when accepted, the same bytes while nothing changes', async () => {
    const { t } = await appWith();
    const first = await get(`${t.url}/api/events.ics`, { 'accept-encoding': 'identity' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get('vary')).toBe('accept-encoding');
    const again = await get(`${t.url}/api/events.ics`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    for (const encoding of ['gzip', 'br']) {
      const compressed = await get(`${t.url}/api/events.ics`, { 'accept-encoding': encoding });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('etag')).toBe(etag);
      expect(compressed.text).toBe(first.text);
    }
    // The languages are different files, each with its own ETag.
    expect((await get(`${t.url}/api/events.ics?language=zh`)).headers.get('etag')).not.toBe(etag);
  });

  test('a write gives a new ETag and the change at once; the UIDs of the other events stay', async () => {
    const { t, ids, clock } = await appWith();
    const before = await get(`${t.url}/api/events.ics`);
    const admin = await createAccount(t, { role: 'admin' });
    clock.advance(60_000);
    await t.app.services.events.update(admin, ids['English only']!, {
      titleEn: 'English only, renamed',
      titleZh: '',
      summaryEn: '',
      summaryZh: '',
      titleZhHant: '',
      summaryZhHant: '',
      descriptionZhHant: '',
      locationZhHant: '',
      descriptionEn: '',
      descriptionZh: '',
      locationEn: '',
      locationZh: '',
      startsAt: minutes(60 * 24 * 31),
      endsAt: minutes(60 * 24 * 31 + 60),
      timeZone: 'America/Toronto',
      imageUrl: null,
      isFeatured: false,
      externalUrl: null,
      programme: null,
      registrationOpen: false,
      capacity: null,
      registrationDeadline: null,
    });
    const after = await get(`${t.url}/api/events.ics`, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const was = parse(before.text).events;
    const is = parse(after.text).events;
    expect(is.map((e) => e.uid).sort()).toEqual(was.map((e) => e.uid).sort());
    const renamed = is.find((e) => e.uid === `event-${ids['English only']}@ccs.example.org`)!;
    expect(renamed.summary).toBe('English only, renamed');
    expect(renamed.start).toBe(minutes(60 * 24 * 31));
    // The revision grew with the change.
    expect(Number(renamed.sequence)).toBeGreaterThan(Number(was.find((e) => e.uid === renamed.uid)!.sequence));
  });

  test('an event that ends leaves the feed without a write', async () => {
    const { t, clock, ids } = await appWith();
    const before = parse((await get(`${t.url}/api/events.ics`)).text).events;
    expect(before.some((e) => e.uid === `event-${ids['Ongoing exhibition']}@ccs.example.org`)).toBe(true);
    clock.advance(60 * 24 * 60_000);
    const after = parse((await get(`${t.url}/api/events.ics`)).text).events;
    expect(after.map((e) => e.uid)).not.toContain(`event-${ids['Ongoing exhibition']}@ccs.example.org`);
    expect(after).toHaveLength(before.length - 1);
  });
});

describe('GET /api/events/{id}.ics', () => {
  test('one event, past ones too, with the UID of the feed; cached with an ETag', async () => {
    const { t, ids } = await appWith();
    for (const title of ['New Year Concert', 'Past recital']) {
      const answer = await get(`${t.url}/api/events/${ids[title]}.ics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const { events } = parse(answer.text);
      expect(events).toHaveLength(1);
      expect(events[0]!.uid).toBe(`event-${ids[title]}@ccs.example.org`);
      const repeat = await get(`${t.url}/api/events/${ids[title]}.ics`, { 'if-none-match': answer.headers.get('etag')! });
      expect(repeat.status).toBe(304);
    }
    const zh = parse((await get(`${t.url}/api/events/${ids['New Year Concert']}.ics?language=zh`)).text);
    expect(zh.events[0]!.summary).toBe(longChinese);
  });

  test('one event, not a calendar: no name, description, address or refresh interval of its own; the event’s address is its page', async () => {
    const { t, ids } = await appWith();
    const { slug } = (await (await fetch(`${t.url}/api/events/${ids['New Year Concert']}`)).json()) as { slug: string };
    for (const [language, query] of [
      ['both', ''],
      ['zh', '?language=zh'],
      ['zh-Hant', '?language=zh-Hant'],
    ] as const) {
      const { text } = await get(`${t.url}/api/events/${ids['New Year Concert']}.ics${query}`);
      const { calendar, events, prop } = parse(text);
      expect(prop('method'), language).toBe('PUBLISH');
      for (const property of [
        'x-wr-calname',
        'name',
        'x-wr-caldesc',
        'description',
        'refresh-interval',
        'x-published-ttl',
        'url',
        'x-wr-timezone',
      ]) {
        expect(calendar.getFirstProperty(property), `${language}: ${property}`).toBeNull();
      }
      expect(events[0]!.url).toBe(`${origin}/events/${slug}${query}`);
    }
  });

  test('an unknown or malformed id: 404 in the API’s shape, in the request’s language', async () => {
    const { t } = await appWith();
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999999999999']) {
      const answer = await get(`${t.url}/api/events/${id}.ics`);
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ error: 'There is no such event; it may have been deleted.', code: 'NOT_FOUND' });
    }
    const zh = await get(`${t.url}/api/events/999999.ics?language=zh`);
    expect(JSON.parse(zh.text).error).toBe('该活动不存在，可能已被删除。');
  });

  test('other methods: 405 with Allow, beside the REST door’s PUT and DELETE /api/events/{id}', async () => {
    const { t, ids } = await appWith();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await fetch(`${t.url}/api/events/${ids['New Year Concert']}.ics`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      await answer.text();
    }
    // The REST door's own path is untouched: PUT without credentials is still its 401.
    const put = await fetch(`${t.url}/api/events/${ids['New Year Concert']}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(401);
    await put.text();
  });
});
