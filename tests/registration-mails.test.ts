// The mails of registration (issue 23, decision 028), read as sent: the .eml files of
// DATA_DIR/outbox, parsed into their MIME parts. Each in the registrant's language, with the event
// page's link and (first mails) the cancel link; the confirmation and the promotion carry the
// event's .ics (METHOD:PUBLISH, in the part's type too) so mail clients offer to add it. A mail
// that cannot be sent is logged and the registration stands.
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import type { EventInput } from '../shared/events.schema.js';
import { site } from '../shared/site.js';
import { jobRetryMs, mailAttemptsMax } from '../server/modules/outbox/outbox.service.js';
import { cancelTokenHash, newCancelToken } from '../server/modules/registrations/registrations.service.js';
import { createEvents, eventRow } from './helpers/events.js';
import { as, outbox, signedInAppForFile, type OutboxMail } from './helpers/accounts.js';
import { appsClosedAfterEach, startTestApp, tempDir, testClock, type TestApp } from './helpers/test-app.js';

const origin = 'https://society.example.org';
const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: origin } });

interface Part {
  type: string;
  headers: string;
  body: string;
}
/** The leaf parts of a MIME message, decoded (base64 and quoted-printable). */
function partsOf(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  const chunks = boundaries.reduce<string[]>((pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)), [raw]);
  return chunks
    .map((chunk) => chunk.replace(/^\r?\n/, ''))
    .filter(
      (chunk) =>
        /^Content-Type: /im.test(chunk.split(/\r?\n\r?\n/)[0] ?? '') &&
        !/^Content-Type: multipart\//im.test(chunk.split(/\r?\n\r?\n/)[0] ?? ''),
    )
    .map((chunk) => {
      const at = chunk.search(/\r?\n\r?\n/);
      const headers = chunk.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
      const encoded = chunk.slice(at).trim();
      const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
      const bytes =
        encoding === 'base64'
          ? Buffer.from(encoded.replace(/\s/g, ''), 'base64')
          : encoding === 'quoted-printable'
            ? Buffer.from(
                encoded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
                'latin1',
              )
            : Buffer.from(encoded, 'utf8');
      return { type: /^Content-Type: ([^;\s]+)/im.exec(headers)![1]!.toLowerCase(), headers, body: bytes.toString('utf8') };
    });
}
const calendarPart = (mail: OutboxMail) => partsOf(mail.raw).find((p) => p.type === 'text/calendar');
const htmlPart = (mail: OutboxMail) => partsOf(mail.raw).find((p) => p.type === 'text/html')!.body;

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
let made = 0;
async function openEvent(extra: Partial<EventInput> = {}): Promise<{ id: number; slug: string }> {
  made++;
  const body: EventInput = {
    titleEn: `Lantern Night ${made}`,
    titleZh: `元宵灯会 ${made}`,
    locationEn: 'Hart House',
    locationZh: '哈特之家',
    startsAt: inDays(12),
    endsAt: inDays(12, 3),
    registrationOpen: true,
    capacity: 1,
    ...extra,
  };
  const response = await signedIn.admin.rest('/events', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; slug: string };
}
let sequence = 0;
async function register(eventId: number, language: 'en' | 'zh' | 'zh-Hant', name = `Guest ${++sequence}`) {
  const email = `mail${++sequence}@example.com`;
  const response = await fetch(`${t.url}/api/events/${eventId}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.30.${sequence >> 8}.${sequence & 255}` },
    body: JSON.stringify({ name, email, language }),
  });
  expect(response.status).toBe(200);
  return { email, answer: (await response.json()) as { id: number; status: string } };
}
const mailsTo = (email: string) => outbox(t).filter((m) => m.to.includes(email));
const cancelToken = (mail: OutboxMail) => /\/registrations\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1]!;

describe('the confirmation', () => {
  test('English: the subject, the sender, the event page’s link and the cancel link, the .ics with METHOD:PUBLISH', async () => {
    const { id, slug } = await openEvent();
    const { email } = await register(id, 'en', 'Li Hua');
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`You are registered: Lantern Night ${made}`);
    expect(mail!.from.startsWith(`${site.name.en} <`)).toBe(true);
    expect(mail!.text).toContain(`Hello, you are registered for “Lantern Night ${made}”`);
    expect(mail!.text).toContain(`${origin}/events/${slug}\n`);
    expect(mail!.text).toMatch(new RegExp(`${origin}/events/${slug}/registrations/[A-Za-z0-9_-]{32}(\\n|$)`));
    expect(mail!.text).toContain('Where: Hart House');
    expect(htmlPart(mail!)).toContain(`<a href="${origin}/events/${slug}/registrations/${cancelToken(mail!)}">`);
    const ics = calendarPart(mail!)!;
    expect(ics.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(ics.headers).toMatch(new RegExp(`filename=${slug}\\.ics|filename="${slug}\\.ics"`));
    expect(ics.body).toContain('METHOD:PUBLISH\r\n');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(`Lantern Night ${made}`);
    expect(vevent.getFirstPropertyValue('uid')).toBe(`event-${id}@society.example.org`);
    // One event, not a calendar to subscribe to: none of the feed's calendar properties, and the
    // event's address is its own page.
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
      expect(calendar.getFirstProperty(property), property).toBeNull();
    }
    expect(vevent.getFirstPropertyValue('url')).toBe(`${origin}/events/${slug}`);
  });

  test('Chinese: subject, text and the .ics in Chinese; the links carry ?language=zh', async () => {
    const { id, slug } = await openEvent();
    const { email } = await register(id, 'zh', '李华');
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`报名成功：元宵灯会 ${made}`);
    expect(mail!.from.startsWith(`${site.name.zh} <`)).toBe(true);
    expect(mail!.text).toContain(`你好！你已成功报名`);
    expect(mail!.text).toContain('地点：哈特之家');
    expect(mail!.text).toContain(`${origin}/events/${slug}?language=zh`);
    expect(mail!.text).toMatch(new RegExp(`${origin}/events/${slug}/registrations/[A-Za-z0-9_-]{32}\\?language=zh`));
    const ics = new ICAL.Component(ICAL.parse(calendarPart(mail!)!.body));
    expect(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(`元宵灯会 ${made}`);
  });
});

describe('the times, in the words of the event’s page (issue 34)', () => {
  const evening = { startsAt: '2027-12-09T23:30:00.000Z', endsAt: '2027-12-10T01:30:00.000Z', capacity: 5 };
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  test('in each language, When and Where on lines of their own in the HTML part too', async () => {
    const { id } = await openEvent(evening);
    for (const [language, when, where] of [
      ['en', 'When: Thursday, December 9, 2027, 6:30–8:30 p.m. EST', 'Where: Hart House'],
      ['zh', '时间：2027年12月9日星期四 多伦多时间 18:30–20:30', '地点：哈特之家'],
      ['zh-Hant', '時間：2027年12月9日星期四 多倫多時間 18:30–20:30', '地點：哈特之家'],
    ] as const) {
      const { email } = await register(id, language);
      const [mail] = mailsTo(email);
      expect(plain(mail!.text), language).toContain(`${when}\n${where}`);
      expect(plain(htmlPart(mail!)), language).toContain(`<p>${when}<br>${where}</p>`);
      expect(mail!.text).not.toContain('America/Toronto');
    }
  });

  test('an event over several days: each day, the year and the zone once', async () => {
    const { id } = await openEvent({ startsAt: '2027-03-01T15:00:00.000Z', endsAt: '2027-03-02T21:00:00.000Z', capacity: 5 });
    for (const [language, when] of [
      ['en', 'When: Monday, March 1, 10:00 a.m. – Tuesday, March 2, 2027, 4:00 p.m. EST'],
      ['zh', '时间：2027年3月1日星期一 多伦多时间 10:00 – 3月2日星期二 16:00'],
      ['zh-Hant', '時間：2027年3月1日星期一 多倫多時間 10:00 – 3月2日星期二 16:00'],
    ] as const) {
      const { email } = await register(id, language);
      expect(plain(mailsTo(email)[0]!.text), language).toContain(when);
    }
  });
});

describe('in Traditional (issue 25)', () => {
  test('a registrant who chose zh-Hant: the Simplified mail converted, the event’s own Traditional title and the name kept as given, the links and the .ics in zh-Hant', async () => {
    const { id, slug } = await openEvent({ titleZhHant: '元宵賞燈夜', locationZh: '多伦多大学哈特之家', capacity: 2 });
    const { email, answer } = await register(id, 'zh-Hant', '李华');
    const stored = await t.app.services.db
      .selectFrom('event_registrations')
      .select('language')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('zh-Hant');
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('報名成功：元宵賞燈夜');
    expect(mail!.from.startsWith('中華文化學生會 <')).toBe(true);
    expect(mail!.text).toContain('你好！你已成功報名中華文化學生會的活動「元宵賞燈夜」');
    expect(mail!.text).toContain('地點：多倫多大學哈特之家');
    expect(mail!.text).toContain(`${origin}/events/${slug}?language=zh-Hant`);
    expect(mail!.text).toMatch(new RegExp(`${origin}/events/${slug}/registrations/[A-Za-z0-9_-]{32}\\?language=zh-Hant`));
    expect(htmlPart(mail!)).toContain('元宵賞燈夜');
    const ics = new ICAL.Component(ICAL.parse(calendarPart(mail!)!.body));
    expect(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe('元宵賞燈夜');
    expect(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('location')).toBe('多倫多大學哈特之家');
  });

  test('a name with HTML in it is not in the mail at all (decision 041)', async () => {
    const { id } = await openEvent({ capacity: 2 });
    const { email } = await register(id, 'zh-Hant', '<b>王</b>');
    const [mail] = mailsTo(email);
    expect(htmlPart(mail!)).not.toContain('王');
    expect(mail!.text).not.toContain('王');
  });
});

describe('the waitlist, moving up, cancelling', () => {
  test('waitlisted: its place, the cancel link, no .ics; moved up: told, with the .ics; the one who cancelled: told, in their language', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const seated = await register(id, 'zh');
    const waiting = await register(id, 'en', 'Wang Fang');
    const [waitMail] = mailsTo(waiting.email);
    expect(waitMail!.subject).toBe(`On the waitlist: Lantern Night ${made}`);
    expect(waitMail!.text).toContain('you are number 1 on the waitlist');
    expect(calendarPart(waitMail!)).toBeUndefined();
    const token = cancelToken(mailsTo(seated.email)[0]!);
    expect((await fetch(`${t.url}/api/events/${id}/registrations/${token}`, { method: 'DELETE' })).status).toBe(200);
    const cancelled = mailsTo(seated.email).at(-1)!;
    expect(cancelled.subject).toBe(`已取消报名：元宵灯会 ${made}`);
    const promoted = mailsTo(waiting.email).at(-1)!;
    expect(promoted.subject).toBe(`A seat is yours: Lantern Night ${made}`);
    expect(promoted.text).toContain('moved up from the waitlist');
    expect(calendarPart(promoted)!.body).toContain('METHOD:PUBLISH');
  });

  test('the moved-up mail carries a cancel link of its own that cancels; the first mail’s link stays valid too (issue 34)', async () => {
    const { id, slug } = await openEvent({ capacity: 1 });
    for (const [language, link] of [
      ['en', 'If you cannot come, please cancel with this link'],
      ['zh', '如果不能参加，请打开下面的链接取消报名'],
      ['zh-Hant', '如果不能參加，請開啟下面的連結取消報名'],
    ] as const) {
      const seated = await register(id, 'en');
      const waiting = await register(id, language);
      const firstToken = cancelToken(mailsTo(waiting.email)[0]!);
      expect(
        (await fetch(`${t.url}/api/events/${id}/registrations/${cancelToken(mailsTo(seated.email)[0]!)}`, { method: 'DELETE' })).status,
      ).toBe(200);
      const promoted = mailsTo(waiting.email).at(-1)!;
      expect(promoted.text, language).toContain(link);
      const token = cancelToken(promoted);
      expect(token).not.toBe(firstToken);
      expect(promoted.text).toContain(`${origin}/events/${slug}/registrations/${token}${language === 'en' ? '' : `?language=${language}`}`);
      expect(htmlPart(promoted)).toContain(`/registrations/${token}`);
      // Both links find the registration, confirmed now; the new one cancels it.
      for (const each of [firstToken, token]) {
        const lookup = await fetch(`${t.url}/api/events/${id}/registrations/${each}`);
        expect(lookup.status).toBe(200);
        expect(((await lookup.json()) as { status: string }).status).toBe('confirmed');
      }
      expect((await fetch(`${t.url}/api/events/${id}/registrations/${token}`, { method: 'DELETE' })).status).toBe(200);
      expect(((await (await fetch(`${t.url}/api/events/${id}/registrations/${firstToken}`)).json()) as { status: string }).status).toBe(
        'cancelled',
      );
      // Only its hash is stored.
      const stored = await t.app.services.db
        .selectFrom('event_registrations')
        .select(['token_hash', 'promotion_token_hash'])
        .where('email', '=', waiting.email)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ token_hash: cancelTokenHash(firstToken), promotion_token_hash: cancelTokenHash(token) });
    }
  });

  test('a zh waitlisted mail says the place in Chinese', async () => {
    const { id } = await openEvent({ capacity: 1 });
    await register(id, 'en');
    await register(id, 'en');
    const { email } = await register(id, 'zh');
    expect(mailsTo(email)[0]!.text).toContain('你在候补名单上排第 2 位');
  });
});

describe('the event deleted', () => {
  test('each live registrant is told in their language; an event that is over tells no one', async () => {
    const { id } = await openEvent({ capacity: 5 });
    const en = await register(id, 'en');
    const zh = await register(id, 'zh');
    expect((await signedIn.admin.rest(`/events/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(mailsTo(en.email).at(-1)!.subject).toBe(`Event cancelled: Lantern Night ${made}`);
    expect(mailsTo(zh.email).at(-1)!.subject).toBe(`活动取消：元宵灯会 ${made}`);
    expect(mailsTo(zh.email).at(-1)!.text).toContain('很抱歉');
    // An event that has ended: removed from the archive, not cancelled.
    await createEvents(t, [eventRow('Over', inDays(-3), inDays(-3, 2))]);
    const over = (await t.app.services.db.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const now = new Date().toISOString();
    await t.app.services.db
      .insertInto('event_registrations')
      .values({
        event_id: over,
        name: 'Past',
        email: 'past.guest@example.com',
        mailbox: 'past.guest@example.com',
        language: 'en',
        status: 'confirmed',
        token_hash: cancelTokenHash(newCancelToken()),
        created_at: now,
        confirmed_at: now,
      })
      .execute();
    expect((await signedIn.admin.rest(`/events/${over}`, { method: 'DELETE' })).status).toBe(200);
    expect(mailsTo('past.guest@example.com')).toEqual([]);
  });
});

describe('a mail that cannot be sent', () => {
  const start = appsClosedAfterEach();
  test('is logged (without its text); the registration is stored and answered, its audit entry too', async () => {
    // A mail server that refuses connections: the real failure, no mock.
    const app = await start({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const admin = await as(app, 'admin');
    const created = await admin.rest('/events', {
      method: 'POST',
      body: JSON.stringify({ titleEn: 'Offline', startsAt: inDays(5), endsAt: inDays(5, 1), registrationOpen: true }),
    });
    const { id } = (await created.json()) as { id: number };
    const response = await fetch(`${app.url}/api/events/${id}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Li', email: 'li@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'confirmed' });
    const logged = app.takeErrorLogs();
    expect(logged.map((line) => line.msg)).toEqual(['registration mail failed to send']);
    expect(logged[0]).toMatchObject({ mail: 'confirmed' });
    expect(JSON.stringify(logged)).not.toContain('You are registered');
    const list = await app.app.services.registrations.list(id);
    expect(list.registrations.map((r) => [r.email, r.status])).toEqual([['li@example.com', 'confirmed']]);
    expect((await app.app.services.audit.list({ entity: 'registration' })).entries.map((e) => e.action)).toEqual(['registration.create']);
  }, 30_000);

  /** The jobs that keep mails to send again. */
  const mailJobs = (app: TestApp) => app.app.services.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail').execute();

  async function registerWhileOffline(app: TestApp) {
    const admin = await as(app, 'admin');
    const created = await admin.rest('/events', {
      method: 'POST',
      body: JSON.stringify({ titleEn: 'Offline', startsAt: inDays(5), endsAt: inDays(5, 1), registrationOpen: true }),
    });
    const { id } = (await created.json()) as { id: number };
    const response = await fetch(`${app.url}/api/events/${id}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Li', email: 'li.kept@example.com' }),
    });
    expect(response.status).toBe(200);
    app.takeErrorLogs();
  }

  test('is kept and sent again later: once the mail server is back (the server restarted with it), the registrant gets it once, and the job forgets its text', async () => {
    const dataDir = tempDir();
    const clock = testClock(new Date());
    const offline = await startTestApp({ dataDir, clock: clock.clock, env: { SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:9' } });
    let online: TestApp | undefined;
    try {
      await registerWhileOffline(offline);
      const [kept] = await mailJobs(offline);
      expect(kept).toMatchObject({ done_at: null, attempts: 0 });
      expect(kept!.payload).toContain('li.kept@example.com');
      // Not before its time; then tried again while the server is still down: kept, one try more.
      expect(await offline.app.services.outbox.runDueJobs()).toEqual({ ran: 0, failed: 0 });
      clock.advance(jobRetryMs);
      expect(await offline.app.services.outbox.runDueJobs()).toEqual({ ran: 1, failed: 1 });
      expect((await mailJobs(offline))[0]).toMatchObject({ done_at: null, attempts: 1 });
      offline.takeErrorLogs();
      await offline.app.close();

      online = await startTestApp({ dataDir, clock: clock.clock, env: { SEED_DEMO: 'false' } });
      clock.advance(2 * jobRetryMs);
      expect(await online.app.services.outbox.runDueJobs()).toEqual({ ran: 1, failed: 0 });
      const mails = outbox(online).filter((mail) => mail.to.includes('li.kept@example.com'));
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Offline')]);
      expect(mails[0]!.text).toMatch(/\/registrations\/[A-Za-z0-9_-]{32}/);
      expect(calendarPart(mails[0]!)).toBeDefined();
      const [sent] = await mailJobs(online);
      expect(sent!.done_at).not.toBeNull();
      expect(sent!.payload).toBe('{}');
      clock.advance(60 * jobRetryMs);
      expect(await online.app.services.outbox.runDueJobs()).toEqual({ ran: 0, failed: 0 });
      expect(outbox(online).filter((mail) => mail.to.includes('li.kept@example.com'))).toHaveLength(1);
    } finally {
      await online?.close();
      if (!online) await offline.close();
    }
  }, 30_000);

  test(`is given up after ${mailAttemptsMax} tries, logged as an error, its text forgotten`, async () => {
    const clock = testClock(new Date());
    const app = await start({ clock: clock.clock, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    await registerWhileOffline(app);
    for (let tries = 1; tries < mailAttemptsMax; tries++) {
      clock.advance(jobRetryMs * tries);
      expect(await app.app.services.outbox.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    }
    expect((await mailJobs(app))[0]).toMatchObject({ done_at: null, attempts: mailAttemptsMax - 1 });
    app.takeErrorLogs();
    clock.advance(jobRetryMs * mailAttemptsMax);
    expect(await app.app.services.outbox.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    const [given] = await mailJobs(app);
    expect(given!.done_at).not.toBeNull();
    expect(given!.payload).toBe('{}');
    expect(app.takeErrorLogs().map((line) => line.msg)).toContain('mail given up after its last try');
    clock.advance(jobRetryMs * 100);
    expect(await app.app.services.outbox.runDueJobs()).toEqual({ ran: 0, failed: 0 });
  }, 60_000);
});

describe('the typed name is never mailed (issue 34, decision 041)', () => {
  test('a name holding a link is refused in the request’s language, field by field, and nothing is mailed', async () => {
    const { id } = await openEvent({ capacity: 5 });
    const expected = {
      en: 'Please write only your name: no web address, e-mail address or link.',
      zh: '请只填写你的姓名，不要包含网址、电子邮箱地址或链接。',
      'zh-Hant': '請只填寫你的姓名，不要包含網址、電子郵件地址或連結。',
    };
    for (const [language, message] of Object.entries(expected)) {
      for (const name of ['Pay fee at http://evil.example/pay now', 'Pay at evil.example', 'write to pay@evil.example']) {
        const email = `phish${++sequence}@example.com`;
        const response = await fetch(`${t.url}/api/events/${id}/registrations?language=${language}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.31.${sequence >> 8}.${sequence & 255}` },
          body: JSON.stringify({ name, email }),
        });
        expect(response.status, name).toBe(400);
        expect(((await response.json()) as { issues: unknown }).issues).toEqual([{ path: 'name', message }]);
        expect(mailsTo(email)).toEqual([]);
      }
    }
    // The tRPC door refuses it alike.
    const refused = await fetch(`${t.url}/api/trpc/registrations.register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.32.0.1' },
      body: JSON.stringify({ id, name: 'see www.evil.example', email: 'phish-trpc@example.com' }),
    });
    expect(refused.status).toBe(400);
  });

  test('a name that passes is still not in any of the mails: they name the event', async () => {
    const { id } = await openEvent({ capacity: 1 });
    const seated = await register(id, 'en', 'Pay the fee now or lose your seat');
    const waiting = await register(id, 'zh', '立即缴费否则取消');
    const mails = [...mailsTo(seated.email), ...mailsTo(waiting.email)];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/Pay the fee|立即缴费/);
      expect(htmlPart(mail)).not.toMatch(/Pay the fee|立即缴费/);
      expect(mail.text).toContain(`${made}`);
    }
  });
});
