// The served HTML of /events carries schema.org Event JSON-LD of the events that have not ended
// (decision 017): the properties Google's event results ask for, dates with the zone's offset,
// absolute image addresses, Chinese texts on the Chinese page, no way for an event's text to
// close the script element, the change of a write at once, and each event's own page as its url.
import { afterEach, describe, expect, test } from 'vitest';
import type { NewEventRow } from '../server/modules/events/events.repository.js';
import { eventRow } from './helpers/events.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const now = new Date('2026-11-20T17:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const row = (title: string, startsAt: string, endsAt: string, extra: Partial<NewEventRow> = {}): NewEventRow =>
  eventRow(title, startsAt, endsAt, { created_at: now.toISOString(), updated_at: now.toISOString(), ...extra });

const hostile = '</script><script>alert(1)</script>';
const rows = [
  row('Past recital', minutes(-600), minutes(-500)),
  row('Ongoing exhibition', minutes(-60), minutes(60 * 24), {
    location_en: 'Robarts Library, 130 St. George Street',
    image_url: 'https://images.example.org/expo.jpg',
    external_url: 'https://tickets.example.org/expo',
  }),
  row('New Year Concert', '2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', {
    title_zh: '新年音乐会',
    summary_en: 'Chinese music for charity.',
    summary_zh: '为慈善而奏的中国音乐。',
    location_en: 'Hart House Great Hall, 7 Hart House Circle',
    location_zh: '哈特楼大礼堂（7 Hart House Circle）',
    image_url: '/uploads/images/concert.jpg',
    programme: 'new-year-concert',
  }),
  row('Qin evening', minutes(60 * 24 * 3), minutes(60 * 24 * 3 + 90), { programme: 'qin-society' }),
  row('Qin recital, over', minutes(-900), minutes(-800), { programme: 'qin-society' }),
  // Summer time in Toronto: -04:00.
  row(`Mooncake night ${hostile}`, '2027-09-15T22:30:00.000Z', '2027-09-16T01:00:00.000Z', {
    title_zh: '',
    description_en: `Bring a friend ${hostile}`,
  }),
];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith() {
  t = await startTestApp({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin }, clock: testClock(now).clock });
  await t.app.services.events.insertMany(rows);
  return t;
}

type Json = Record<string, any>;

/** Every JSON-LD block of the page's head, parsed. */
async function structuredData(url: string): Promise<{ html: string; blocks: Json[] }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return { html, blocks };
}

const instant = (iso: string) => new Date(iso).toISOString();

describe('the JSON-LD of /events', () => {
  test('one block of schema.org Events: exactly those that have not ended, with Google’s required and recommended properties', async () => {
    const t = await appWith();
    const { blocks } = await structuredData(`${t.url}/events`);
    expect(blocks).toHaveLength(1);
    const events = blocks[0] as Json[];
    expect(events.map((e) => e.name)).toEqual(['Ongoing exhibition', 'Qin evening', 'New Year Concert', `Mooncake night ${hostile}`]);
    for (const event of events) {
      expect(event['@context']).toBe('https://schema.org');
      expect(event['@type']).toBe('Event');
      // ISO 8601 with the zone's offset, never Z or none.
      expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(event.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(event.organizer).toEqual({ '@type': 'Organization', name: 'Chinese Culture Society', url: origin });
      expect(event.image).toHaveLength(1);
      expect(event.image[0]).toMatch(/^https:\/\//);
      expect(event.inLanguage).toBe('en');
      expect(event).not.toHaveProperty('offers');
    }
    const [exhibition, , concert, mooncake] = events as [Json, Json, Json, Json];
    expect(concert.startDate).toBe('2026-12-05T18:00:00-05:00');
    expect(instant(concert.startDate)).toBe('2026-12-05T23:00:00.000Z');
    expect(concert.endDate).toBe('2026-12-05T21:00:00-05:00');
    expect(mooncake.startDate).toBe('2027-09-15T18:30:00-04:00');
    expect(concert.image).toEqual([`${origin}/uploads/images/concert.jpg`]);
    expect(exhibition.image).toEqual(['https://images.example.org/expo.jpg']);
    expect(mooncake.image).toEqual([`${origin}/og-image.jpg`]);
    expect(concert.description).toBe('Chinese music for charity.');
    expect(concert.location).toEqual({
      '@type': 'Place',
      name: 'Hart House Great Hall, 7 Hart House Circle',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '7 Hart House Circle',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        postalCode: 'M5S 3H3',
        addressCountry: 'CA',
      },
    });
    expect(exhibition.location).toEqual({
      '@type': 'Place',
      name: 'Robarts Library, 130 St. George Street',
      address: 'Robarts Library, 130 St. George Street',
    });
    // Each event's url is its own page (decision 026), its external link or not.
    expect(concert.url).toBe(`${origin}/events/new-year-concert-3`);
    expect(exhibition.url).toBe(`${origin}/events/ongoing-exhibition-2`);
    expect(mooncake.url).toBe(`${origin}/events/mooncake-night-scriptscriptalert1script-6`);
  });

  test('an event’s text cannot close the script element', async () => {
    const t = await appWith();
    const { html, blocks } = await structuredData(`${t.url}/events`);
    expect(html).not.toContain('<script>alert(1)');
    // The fixture's index.html has no script of its own: the block and the society's record (issue 26) are the only ones.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const mooncake = (blocks[0] as Json[]).find((e) => e.name.startsWith('Mooncake'))!;
    expect(mooncake.name).toBe(`Mooncake night ${hostile}`);
    expect(mooncake.description).toBe(`Bring a friend ${hostile}`);
  });

  test('follows a write at once', async () => {
    const t = await appWith();
    const before = (await structuredData(`${t.url}/events`)).blocks[0] as Json[];
    await t.app.services.events.insertMany([row('Lantern Festival', '2028-02-10T23:00:00.000Z', '2028-02-11T01:00:00.000Z')]);
    const after = (await structuredData(`${t.url}/events`)).blocks[0] as Json[];
    expect(after.map((e) => e.name)).toEqual([...before.map((e) => e.name), 'Lantern Festival']);
  });

  test('?language=zh: Chinese names, descriptions and places, English where there is no Chinese, inLanguage zh-CN', async () => {
    const t = await appWith();
    const events = (await structuredData(`${t.url}/events?language=zh`)).blocks[0] as Json[];
    expect(events.map((e) => e.name)).toEqual([
      'Ongoing exhibition（中文）',
      'Qin evening（中文）',
      '新年音乐会',
      `Mooncake night ${hostile}`,
    ]);
    const concert = events[2]!;
    expect(concert.description).toBe('为慈善而奏的中国音乐。');
    expect(concert.location.name).toBe('哈特楼大礼堂（7 Hart House Circle）');
    expect(concert.organizer.name).toBe('中华文化学生会');
    // Its own page, in the language of the page it is on.
    expect(concert.url).toBe(`${origin}/events/new-year-concert-3?language=zh`);
    for (const event of events) expect(event.inLanguage).toBe('zh-CN');
  });

  test('a programme’s page carries its own events that have not ended, in its language', async () => {
    const t = await appWith();
    const names = async (path: string) => ((await structuredData(`${t.url}${path}`)).blocks[0] as Json[] | undefined)?.map((e) => e.name);
    expect(await names('/events/new-year-concert')).toEqual(['New Year Concert']);
    expect(await names('/events/new-year-concert?language=zh')).toEqual(['新年音乐会']);
    expect(await names('/events/qin-society')).toEqual(['Qin evening']);
    await t.app.services.db.updateTable('events').set({ programme: null }).where('title_en', '=', 'Qin evening').execute();
    t.app.services.readCaches.events.invalidate();
    expect(await names('/events/qin-society')).toBeUndefined();
  });

  test('no block where there is nothing to mark up: other pages, and /events with no current event', async () => {
    const t = await appWith();
    for (const path of ['/about', '/join']) {
      expect((await structuredData(`${t.url}${path}`)).blocks, path).toEqual([]);
    }
    // The home page has the society itself (issue 26), no events.
    expect((await structuredData(`${t.url}/`)).blocks.map((block) => block['@type'])).toEqual(['Organization']);
    await t.app.services.db.deleteFrom('events').execute();
    t.app.services.readCaches.events.invalidate();
    expect((await structuredData(`${t.url}/events`)).blocks).toEqual([]);
  });
});
