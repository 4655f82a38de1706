// Every event its own page (issue 23, decision 026): the served HTML of /events/{slug} previews as
// that event in the language of the link (title, description, image, canonical address) and
// carries its Event JSON-LD with that address; an old slug answers 301 to the current one with
// the query kept; an unknown or deleted event is a 404 with the not-found page; the sitemap lists
// every event's page; the programme pages keep theirs. GET /api/events/{id} reads one event.
import { afterEach, describe, expect, test } from 'vitest';
import { languages, type Language } from '../shared/constants.js';
import { eventInput, type Event } from '../shared/events.schema.js';
import { pageMeta } from '../shared/page-meta.js';
import { eventPagesKept } from '../server/http/pages/event-pages.js';
import type { NewEventRow } from '../server/modules/events/events.repository.js';
import { createAccount } from './helpers/accounts.js';
import { eventRow } from './helpers/events.js';
import { expectOwnPageHead, openPage as open, type HtmlHead, type OwnPageTexts } from './helpers/html-head.js';
import { startTestApp, testClock, type TestApp } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const now = new Date('2026-11-20T17:00:00.000Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const lantern = eventRow('Lantern Night 2026', '2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', {
  title_zh: '元宵灯会 2026',
  summary_en: 'Lanterns, riddles and tangyuan.',
  summary_zh: '花灯、灯谜和汤圆。',
  description_en: 'Bring friends.\n\nEveryone is welcome.',
  location_en: 'Hart House, 7 Hart House Circle',
  image_url: '/uploads/images/lantern-1200x800.jpg',
  programme: null,
});

async function app(rows: NewEventRow[] = [lantern]) {
  const clock = testClock(now);
  t = await startTestApp({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin }, clock: clock.clock });
  await t.app.services.events.insertMany(rows);
  return { t, clock };
}

const pathIn = (path: string, language: Language) => (language === 'en' ? path : `${path}?language=${language}`);

type Json = Record<string, any>;
/** The JSON-LD blocks of a page's head, parsed. */
const jsonLd = (html: string): Json[] =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );

const expectEventHead = (head: HtmlHead, language: Language, texts: OwnPageTexts) => expectOwnPageHead(head, language, origin, texts);

/** Every field an editor sets, from an event as read: what a PUT of it unchanged would send. */
const fieldsOf = (event: Event) =>
  eventInput.parse({
    titleEn: event.titleEn,
    titleZh: event.titleZh,
    summaryEn: event.summaryEn,
    summaryZh: event.summaryZh,
    descriptionEn: event.descriptionEn,
    descriptionZh: event.descriptionZh,
    locationEn: event.locationEn,
    locationZh: event.locationZh,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    imageUrl: event.imageUrl,
    externalUrl: event.externalUrl,
    programme: event.programme,
  });

describe('an event’s page', () => {
  test('previews as the event in each language: title, summary, image as an absolute address, its own canonical address, its JSON-LD with that address', async () => {
    const { t } = await app();
    const image = `${origin}/uploads/images/lantern-1200x800.jpg`;
    const en = await open(t, '/events/lantern-night-2026-1', 200);
    expectEventHead(en.head, 'en', {
      title: 'Lantern Night 2026 · Chinese Culture Society',
      description: 'Lanterns, riddles and tangyuan.',
      path: '/events/lantern-night-2026-1',
      image,
      alt: 'Lantern Night 2026',
    });
    const zh = await open(t, '/events/lantern-night-2026-1?language=zh', 200);
    expectEventHead(zh.head, 'zh', {
      title: '元宵灯会 2026 · 中华文化学生会',
      description: '花灯、灯谜和汤圆。',
      path: '/events/lantern-night-2026-1',
      image,
      alt: '元宵灯会 2026',
    });

    const [enData, ...moreEn] = jsonLd(en.html);
    expect(moreEn).toEqual([]);
    expect(enData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Lantern Night 2026',
      startDate: '2026-12-05T18:00:00-05:00',
      description: 'Lanterns, riddles and tangyuan.',
      image: [image],
      url: `${origin}/events/lantern-night-2026-1`,
      inLanguage: 'en',
    });
    const [zhData] = jsonLd(zh.html);
    expect(zhData).toMatchObject({ name: '元宵灯会 2026', url: `${origin}/events/lantern-night-2026-1?language=zh`, inLanguage: 'zh-CN' });
    // Other parameters and a trailing slash: the same page, the same canonical address.
    for (const path of ['/events/lantern-night-2026-1/', '/events/lantern-night-2026-1?ref=wechat']) {
      expect((await open(t, path, 200)).head.links('canonical'), path).toEqual([`${origin}/events/lantern-night-2026-1`]);
    }
  });

  test('a text missing in a language falls back: the other language’s title, the start of the description, else the events page’s words; no image keeps the site’s', async () => {
    const long = `${'Calligraphy for beginners with ink, brush and paper. '.repeat(5)}The end.`;
    const { t } = await app([
      eventRow('English only', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', { title_zh: '', description_en: long }),
      eventRow('', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', { title_zh: '只有中文', summary_zh: '只有中文的简介。' }),
      eventRow('Nothing said', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', { title_zh: '' }),
    ]);
    const english = await open(t, '/events/english-only-1?language=zh', 200);
    const excerpt = english.head.meta('description')[0]!;
    expect(english.head.titles).toEqual(['English only · 中华文化学生会']);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^Calligraphy for beginners with ink, brush and paper\. Calligraphy .*[a-z]…$/);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expectEventHead(english.head, 'zh', {
      title: 'English only · 中华文化学生会',
      description: excerpt,
      path: '/events/english-only-1',
      image: null,
    });
    // A Chinese title only: the slug has no words, `event-{id}`.
    expectEventHead((await open(t, '/events/event-2', 200)).head, 'en', {
      title: '只有中文 · Chinese Culture Society',
      description: '只有中文的简介。',
      path: '/events/event-2',
      image: null,
    });
    for (const language of languages) {
      const { head } = await open(t, pathIn('/events/nothing-said-3', language), 200);
      expect(head.meta('description')).toEqual([pageMeta.events[language].description]);
    }
  });

  test('what an editor wrote stays text in the head, and cannot close the JSON-LD’s script element', async () => {
    const hostile = `Tom & "Jerry" <script>alert('x')</script></title>`;
    const { t } = await app([
      eventRow(hostile, '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', {
        summary_en: hostile,
        image_url: '/uploads/images/a"b<c>.jpg',
      }),
    ]);
    const { head, html } = await open(t, '/events/tom-jerry-scriptalertxscripttitle-1', 200);
    expect(html).not.toContain('<script>alert');
    expect(head.titles).toEqual([`${hostile} · Chinese Culture Society`]);
    expect(head.meta('description')).toEqual([hostile]);
    // The event's JSON-LD and the society's record (issue 26): no more.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLd(html)[0]!.name).toBe(hostile);
  });
});

describe('addresses', () => {
  test('after a title edit the old address answers 301 to the new one, the query string kept; the new one answers the new title', async () => {
    const { t } = await app();
    const admin = await createAccount(t, { role: 'admin' });
    const event = (await t.app.services.events.get(1)).data;
    await t.app.services.events.update(admin, 1, { ...fieldsOf(event), titleEn: 'Lantern Festival 2026' });
    for (const [from, to] of [
      ['/events/lantern-night-2026-1', '/events/lantern-festival-2026-1'],
      ['/events/lantern-night-2026-1?language=zh&ref=wechat', '/events/lantern-festival-2026-1?language=zh&ref=wechat'],
      // Any words before the id name the same event.
      ['/events/Lantern-Festival-2026-1', '/events/lantern-festival-2026-1'],
      ['/events/x-1', '/events/lantern-festival-2026-1'],
    ] as const) {
      const response = await fetch(`${t.url}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
      // Asked again each time: a title edited back must not loop in a browser's kept redirects.
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const { head, html } = await open(t, '/events/lantern-festival-2026-1', 200);
    expect(head.titles).toEqual(['Lantern Festival 2026 · Chinese Culture Society']);
    expect(jsonLd(html)[0]!.url).toBe(`${origin}/events/lantern-festival-2026-1`);
    // A browser following the redirect lands on the page.
    const followed = await fetch(`${t.url}/events/lantern-night-2026-1?language=zh`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${t.url}/events/lantern-festival-2026-1?language=zh`);
  });

  test('an unknown id, a deleted event and an address without an id: 404 with the not-found page, kept out of search', async () => {
    const { t } = await app([lantern, eventRow('Gone soon', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z')]);
    const admin = await createAccount(t, { role: 'admin' });
    await open(t, '/events/gone-soon-2', 200);
    await t.app.services.events.delete(admin, 2);
    for (const path of [
      '/events/gone-soon-2',
      '/events/lantern-night-2026-99',
      '/events/lantern-night-2026',
      '/events/1',
      '/events/lantern-night-2026-01',
      '/events/x-99999999999999999999',
    ]) {
      for (const language of languages) {
        const { head } = await open(t, pathIn(path, language), 404);
        expect(head.titles, path).toEqual([pageMeta.notFound[language].title]);
        expect(head.meta('robots')).toEqual(['noindex']);
        expect(head.links('canonical')).toEqual([]);
      }
    }
    // Gone from the database before the slugs are read again (no change announced yet): still a 404.
    await t.app.services.db.deleteFrom('events').where('id', '=', 1).execute();
    await open(t, '/events/lantern-night-2026-1', 404);
  });

  test('the programme pages keep their addresses, their own head and their events’ JSON-LD, each event with its page', async () => {
    const { t } = await app([
      eventRow('Qin evening', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z', { programme: 'qin-society' }),
    ]);
    for (const [path, name] of [
      ['/events/qin-society', 'qinSociety'],
      ['/events/new-year-concert', 'newYearConcert'],
    ] as const) {
      const { head } = await open(t, path, 200);
      expect(head.titles).toEqual([pageMeta[name].en.title]);
      expect(head.links('canonical')).toEqual([`${origin}${path}`]);
    }
    const { html } = await open(t, '/events/qin-society', 200);
    expect((jsonLd(html)[0] as unknown as Json[]).map((e) => e.url)).toEqual([`${origin}/events/qin-evening-1`]);
  });
});

describe('where the pages come from', () => {
  test('one light read of the events’ slugs per change, and each page read and made once per language', async () => {
    const { t } = await app([lantern, eventRow('Second', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z')]);
    const events = t.app.services.events;
    const counted = { slugs: 0, get: 0 };
    const slugs = events.slugs.bind(events);
    const get = events.get.bind(events);
    events.slugs = () => (counted.slugs++, slugs());
    events.get = (id, side) => (counted.get++, get(id, side));
    for (const language of languages) for (let i = 0; i < 3; i++) await open(t, pathIn('/events/lantern-night-2026-1', language), 200);
    await open(t, '/events/second-2', 200);
    await open(t, '/events/nobody-7', 404);
    await fetch(`${t.url}/events/old-words-2`, { redirect: 'manual' });
    await fetch(`${t.url}/sitemap.xml`);
    // One read per language (zh-Hant reads the stored Traditional), and one of the second event.
    expect(counted).toEqual({ slugs: 1, get: languages.length + 1 });
    // A change of the events: read again.
    t.app.services.readCaches.events.invalidate();
    await open(t, '/events/lantern-night-2026-1', 200);
    expect(counted).toEqual({ slugs: 2, get: languages.length + 2 });
  });

  test(`at most ${eventPagesKept} pages are kept: the least recently asked goes first`, async () => {
    const rows = Array.from({ length: eventPagesKept + 1 }, (_, i) =>
      eventRow(`Event ${i + 1}`, '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z'),
    );
    const { t } = await app(rows);
    const events = t.app.services.events;
    let gets = 0;
    // Each address once (?n=): a page asked again at the same address is the lane's (decision 049), not the pages'.
    let n = 0;
    const page = (id: number) => open(t, `/events/event-${id}-${id}?n=${n++}`, 200);
    const get = events.get.bind(events);
    events.get = (id, side) => (gets++, get(id, side));
    for (let id = 1; id <= eventPagesKept; id++) await page(id);
    await page(1); // asked again: kept, and now the most recent
    expect(gets).toBe(eventPagesKept);
    await page(eventPagesKept + 1); // event 2 goes
    await page(1);
    expect(gets).toBe(eventPagesKept + 1);
    await page(2);
    expect(gets).toBe(eventPagesKept + 2);
  });

  test('when the events cannot be read, the page still answers, as the events page, and the failure is logged', async () => {
    const { t } = await app();
    await t.app.services.db.destroy();
    const { head } = await open(t, '/events/lantern-night-2026-1', 200);
    expect(head.titles).toEqual([pageMeta.events.en.title]);
    expect(t.takeErrorLogs().length).toBeGreaterThan(0);
    const sitemap = await fetch(`${t.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${origin}/events</loc>`);
    t.takeErrorLogs();
  });
});

describe('the sitemap', () => {
  test('lists every event’s page at its current address, as of the events’ last change', async () => {
    const { t } = await app([lantern, eventRow('Second', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z')]);
    const admin = await createAccount(t, { role: 'admin' });
    const eventLocs = async () =>
      [...(await (await fetch(`${t.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1]!)
        .filter((loc) => /\/events\/.+-\d+$/.test(loc));
    expect(await eventLocs()).toEqual([`${origin}/events/lantern-night-2026-1`, `${origin}/events/second-2`]);
    await t.app.services.events.update(admin, 2, { ...fieldsOf((await t.app.services.events.get(2)).data), titleEn: 'Second, renamed' });
    await t.app.services.events.delete(admin, 1);
    expect(await eventLocs()).toEqual([`${origin}/events/second-renamed-2`]);
  });

  test('1,500 events: every page listed, read once per change', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) =>
      eventRow(`Weekly meeting ${i + 1}`, '2020-01-01T23:00:00.000Z', '2020-01-02T01:00:00.000Z'),
    );
    const { t } = await app(rows);
    const events = t.app.services.events;
    let reads = 0;
    const slugs = events.slugs.bind(events);
    events.slugs = () => (reads++, slugs());
    for (let i = 0; i < 3; i++) {
      const text = await (await fetch(`${t.url}/sitemap.xml`)).text();
      expect(text.match(/<loc>[^<]+\/events\/weekly-meeting-\d+-\d+<\/loc>/g)).toHaveLength(1500);
    }
    expect(reads).toBe(1);
  });
});

describe('GET /api/events/{id}', () => {
  test('one event whatever its status, on both doors; its status follows the clock; 404 in the request’s language for an unknown id', async () => {
    const { t, clock } = await app();
    const rest = await fetch(`${t.url}/api/events/1`);
    expect(rest.status).toBe(200);
    const event = (await rest.json()) as Event;
    expect(event).toMatchObject({ id: 1, slug: 'lantern-night-2026-1', titleEn: 'Lantern Night 2026', status: 'upcoming' });
    // A repeat visit with the ETag: 304.
    const again = await fetch(`${t.url}/api/events/1`, { headers: { 'if-none-match': rest.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await t.trpc().event.get.query({ id: 1 })).toEqual(event);
    // The cached answer ends when the event starts.
    clock.set(new Date('2026-12-05T23:00:00.000Z'));
    expect((await t.trpc().event.get.query({ id: 1 })).status).toBe('ongoing');
    expect(((await (await fetch(`${t.url}/api/events/1`)).json()) as Event).status).toBe('ongoing');
    clock.set(new Date('2026-12-06T02:00:00.000Z'));
    expect(((await (await fetch(`${t.url}/api/events/1`)).json()) as Event).status).toBe('past');

    for (const [path, language, message] of [
      ['/api/events/99', 'en', 'There is no such event; it may have been deleted.'],
      ['/api/events/99?language=zh', 'zh', '该活动不存在，可能已被删除。'],
      ['/api/events/abc', 'en', 'There is no such event; it may have been deleted.'],
    ] as const) {
      const missing = await fetch(`${t.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(((await missing.json()) as { error: string }).error, language).toBe(message);
    }
    await expect(t.trpc({ language: 'zh' }).event.get.query({ id: 99 })).rejects.toThrow('该活动不存在，可能已被删除。');
  });
});
