// Content in Traditional Chinese (issue 25, items 3 and 5; docs/decisions/036): what staff write
// in Simplified is converted once, when it is written, and stored; an answer asked for in zh-Hant
// carries the stored Traditional (the staff's own text wins), on both doors, cached apart from the
// English and Simplified answers with their own ETag; reads never convert.
import { describe, expect, test } from 'vitest';
import type { EditableEvent, Event, EventInput } from '../shared/events.schema.js';
import { traditionalConversions } from '../server/lib/traditional.js';
import { signedInAppForFile } from './helpers/accounts.js';
import { createMember } from './helpers/team.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const written: EventInput = {
  titleEn: 'Lantern Night',
  titleZh: '元宵灯会',
  summaryEn: 'Lanterns and riddles',
  summaryZh: '猜灯谜，吃汤圆',
  descriptionEn: '',
  descriptionZh: '欢迎参加学生会的元宵节活动。',
  locationEn: 'Hart House',
  locationZh: '多伦多大学哈特之家',
  startsAt: inDays(10),
  endsAt: inDays(10.1),
};

async function create(input: EventInput): Promise<EditableEvent> {
  const response = await signedIn.manageEvents.rest('/events', { method: 'POST', body: JSON.stringify(input) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EditableEvent;
}

const restEvents = async (query: string) => {
  const response = await fetch(`${t.url}/api/events${query}`);
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag'), events: ((await response.json()) as { events: Event[] }).events };
};
const byId = (events: Event[], id: number) => events.find((e) => e.id === id)!;

describe('events in zh-Hant', () => {
  test('written in Simplified: GET /api/events?language=zh-Hant answers Traditional on both doors; en and zh keep the Simplified', async () => {
    const { id } = await create(written);
    const hant = byId((await restEvents('?language=zh-Hant')).events, id);
    expect(hant).toMatchObject({
      titleZh: '元宵燈會',
      summaryZh: '猜燈謎，吃湯圓',
      descriptionZh: '歡迎參加學生會的元宵節活動。',
      locationZh: '多倫多大學哈特之家',
      titleEn: 'Lantern Night',
    });
    for (const language of ['en', 'zh'])
      expect(byId((await restEvents(`?language=${language}`)).events, id)).toMatchObject({
        titleZh: '元宵灯会',
        locationZh: '多伦多大学哈特之家',
      });
    // The tRPC door: the client's language rides in the query string.
    const overTrpc = await t.trpc({ language: 'zh-Hant' }).events.list.query({});
    expect(byId(overTrpc.events, id).titleZh).toBe('元宵燈會');
    expect(byId((await t.trpc({ language: 'zh' }).events.list.query({})).events, id).titleZh).toBe('元宵灯会');
    expect((await t.trpc({ language: 'zh-Hant' }).event.get.query({ id })).titleZh).toBe('元宵燈會');
    const one = await fetch(`${t.url}/api/events/${id}?language=zh-Hant`);
    expect(((await one.json()) as Event).summaryZh).toBe('猜燈謎，吃湯圓');
  });

  test('the staff’s own Traditional wins, an empty one is converted; the editor reads the Simplified and the overrides back', async () => {
    const { id } = await create({ ...written, titleEn: 'Riddles', titleZhHant: '元宵猜謎晚會' });
    expect(byId((await restEvents('?language=zh-Hant')).events, id)).toMatchObject({
      titleZh: '元宵猜謎晚會',
      summaryZh: '猜燈謎，吃湯圓',
    });
    // Asked in zh-Hant, the editor still gets what was written.
    const editable = (await (await signedIn.manageEvents.rest(`/admin/events/${id}?language=zh-Hant`)).json()) as EditableEvent;
    expect(editable).toMatchObject({ titleZh: '元宵灯会', titleZhHant: '元宵猜謎晚會', summaryZh: '猜灯谜，吃汤圆', summaryZhHant: '' });
    expect((await signedIn.anonymous.rest(`/admin/events/${id}`)).status).toBe(401);
    expect((await signedIn.staff.rest(`/admin/events/${id}`)).status).toBe(403);
    // Replaced without the override: converted again from the (new) Simplified.
    const { id: _id, slug: _s, status: _st, registrations: _r, createdAt: _c, updatedAt: _u, ...fields } = editable;
    const put = await signedIn.manageEvents.rest(`/events/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...fields, titleZh: '灯谜会', titleZhHant: '' }),
    });
    expect(put.status).toBe(200);
    expect(byId((await restEvents('?language=zh-Hant')).events, id).titleZh).toBe('燈謎會');
    // The same limits as the Simplified field.
    const tooLong = await signedIn.manageEvents.rest('/events', {
      method: 'POST',
      body: JSON.stringify({ ...written, titleZhHant: '長'.repeat(201) }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['titleZhHant']);
  });

  test('an answer of its own, cached: its own ETag, 304 for it, and a write gives both new ones', async () => {
    await create({ ...written, titleEn: 'Cached' });
    const simplified = await restEvents('');
    const traditional = await restEvents('?language=zh-Hant');
    expect(traditional.etag).not.toBe(simplified.etag);
    // English and Simplified answers are the same bytes.
    expect((await restEvents('?language=zh')).etag).toBe(simplified.etag);
    const again = await fetch(`${t.url}/api/events?language=zh-Hant`, { headers: { 'if-none-match': traditional.etag! } });
    expect(again.status).toBe(304);
    const trpcUrl = `${t.url}/api/trpc/events.list?language=zh-Hant&input=${encodeURIComponent('{}')}`;
    const trpcEtag = (await fetch(trpcUrl)).headers.get('etag')!;
    expect((await fetch(trpcUrl, { headers: { 'if-none-match': trpcEtag } })).status).toBe(304);
    await create({ ...written, titleEn: 'Later' });
    const after = await fetch(`${t.url}/api/events?language=zh-Hant`, { headers: { 'if-none-match': traditional.etag! } });
    expect(after.status).toBe(200);
  });

  test('converted once per write, never per read: reads on both doors, pages, files and feeds convert nothing', async () => {
    const before = traditionalConversions.count;
    const { id, slug } = await create({ ...written, titleEn: 'Counted' });
    // Four Chinese texts written, four converted.
    expect(traditionalConversions.count - before).toBe(4);
    const afterWrite = traditionalConversions.count;
    for (let i = 0; i < 2; i++) {
      await restEvents('?language=zh-Hant');
      await restEvents(`?language=zh-Hant&page=2&pageSize=1&i=${i}`);
      await t.trpc({ language: 'zh-Hant' }).events.list.query({ pageSize: 3 + i });
      await fetch(`${t.url}/api/events/${id}?language=zh-Hant`);
      await fetch(`${t.url}/api/events.ics?language=zh-Hant`);
      await fetch(`${t.url}/api/events/${id}.ics?language=zh-Hant`);
      await fetch(`${t.url}/events/${slug}?language=zh-Hant`);
      await fetch(`${t.url}/events?language=zh-Hant`);
      await fetch(`${t.url}/api/team?language=zh-Hant`);
    }
    expect(traditionalConversions.count).toBe(afterWrite);
  });

  test('the calendar files and the event’s page carry the Traditional texts', async () => {
    const { id, slug } = await create({ ...written, titleEn: 'Files', titleZhHant: '元宵賞燈' });
    const ics = await (await fetch(`${t.url}/api/events/${id}.ics?language=zh-Hant`)).text();
    expect(ics).toContain('SUMMARY:元宵賞燈');
    expect(ics).toContain('LOCATION:多倫多大學哈特之家');
    const feed = await (await fetch(`${t.url}/api/events.ics?language=zh-Hant`)).text();
    expect(feed).toContain('SUMMARY:元宵賞燈');
    expect(feed).toContain('X-WR-CALNAME:中華文化學生會活動');
    const page = await (await fetch(`${t.url}/events/${slug}?language=zh-Hant`)).text();
    expect(page).toContain('<title>元宵賞燈 · ');
    expect(page).toContain('"name":"元宵賞燈"');
    expect(page).toContain('猜燈謎，吃湯圓');
    const simplifiedPage = await (await fetch(`${t.url}/events/${slug}?language=zh`)).text();
    expect(simplifiedPage).toContain('<title>元宵灯会 · ');
  });
});

describe('the team in zh-Hant', () => {
  test('a member’s Chinese name, position and bio in Traditional (converted when written, their own winning); the Simplified for zh', async () => {
    const who = await signedIn.staff.rest('/staff/profile', {
      method: 'POST',
      body: JSON.stringify({
        nameZh: '李华',
        positionZh: '艺术部部长',
        positionEn: 'Head of Arts',
        department: 'arts',
        bioZh: '喜欢弹琵琶。',
        email: 'li.hua@mail.utoronto.ca',
        nameZhHant: '李樺',
      }),
    });
    expect(who.status, await who.clone().text()).toBe(200);
    expect(await who.json()).toMatchObject({ profile: { nameZh: '李华', nameZhHant: '李樺', positionZhHant: '' } });
    const review = await signedIn.admin.rest(`/admin/profiles/${signedIn.staff.account!.id}/review`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(review.status, await review.clone().text()).toBe(200);
    const member = async (query: string) =>
      ((await (await fetch(`${t.url}/api/team${query}`)).json()) as { members: Array<Record<string, string>> }).members.find(
        (m) => m.username === signedIn.staff.account!.username,
      )!;
    expect(await member('?language=zh-Hant')).toMatchObject({ nameZh: '李樺', positionZh: '藝術部部長', bioZh: '喜歡彈琵琶。' });
    expect(await member('?language=zh')).toMatchObject({ nameZh: '李华', positionZh: '艺术部部长', bioZh: '喜欢弹琵琶。' });
    const page = await (await fetch(`${t.url}/team/${signedIn.staff.account!.username}?language=zh-Hant`)).text();
    expect(page).toContain('<title>李樺 · ');
    expect(page).toContain('藝術部部長');
  });

  test('a member with no Chinese text falls back as in zh: the English side, never an error', async () => {
    await createMember(t, 'english-only', {
      published: { name_en: 'Only English', name_zh: '', position_en: 'Treasurer', position_zh: '' },
    });
    t.app.services.readCaches.team.invalidate();
    const members = ((await (await fetch(`${t.url}/api/team?language=zh-Hant`)).json()) as { members: Array<Record<string, string>> })
      .members;
    expect(members.find((m) => m.username === 'english-only')).toMatchObject({ nameEn: 'Only English', nameZh: '' });
  });
});
