// ?language= in any letter case is one language (issue 35, item 2; docs/decisions/046): zh-hant,
// ZH-HANT and zh-Hant give byte-identical answers on both doors and the pages, content and errors
// alike, all in Traditional.
import { expect, test } from 'vitest';
import { translate } from '../server/lib/messages.js';
import { signedInAppForFile } from './helpers/accounts.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const spellings = ['zh-Hant', 'zh-hant', 'ZH-HANT'];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function bodies(path: string, init?: RequestInit): Promise<string[]> {
  const out: string[] = [];
  for (const spelling of spellings) {
    const joiner = path.includes('?') ? '&' : '?';
    const response = await fetch(`${t.url}${path}${joiner}language=${spelling}`, init);
    out.push(`${response.status} ${await response.text()}`);
  }
  return out;
}

test('every spelling of zh-Hant gets the same Traditional answer: REST, tRPC, pages, errors', async () => {
  const created = await signedIn.manageEvents.rest('/events', {
    method: 'POST',
    body: JSON.stringify({
      titleEn: 'Lantern Night',
      titleZh: '元宵灯会',
      summaryEn: 'Lanterns',
      summaryZh: '猜灯谜',
      descriptionEn: '',
      descriptionZh: '欢迎参加学生会的元宵节活动。',
      locationEn: 'Hart House',
      locationZh: '多伦多大学哈特之家',
      startsAt: inDays(10),
      endsAt: inDays(10.1),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  // A public article of the magazine (issue 36), and its feed.
  const article = (await (
    await signedIn.manageMagazine.rest('/staff/articles', {
      method: 'POST',
      body: JSON.stringify({ titleEn: 'Lanterns', titleZh: '灯笼的故事', bodyEn: 'Text.', bodyZh: '灯笼是节日的象征。' }),
    })
  ).json()) as { id: number; version: number };
  await signedIn.manageMagazine.rest(`/staff/articles/${article.id}/submit`, { method: 'POST', body: '{}' });
  const published = await signedIn.manageMagazine.rest(`/admin/magazine/articles/${article.id}/review`, {
    method: 'PUT',
    body: JSON.stringify({ decision: 'publish', version: article.version }),
  });
  expect(published.status).toBe(200);
  const reads = [
    '/api/magazine/articles',
    `/api/magazine/articles/${article.id}`,
    '/magazine/feed.xml',
    '/api/events',
    `/api/events/${id}`,
    '/api/team',
    `/api/trpc/events.list?input=${encodeURIComponent('{}')}`,
    `/api/trpc/events.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    `/events/${slug}`,
    '/events',
  ];
  for (const path of reads) {
    const [first, ...rest] = await bodies(path);
    for (const other of rest) expect(other, path).toBe(first);
  }
  const [event] = await bodies(`/api/events/${id}`);
  expect(event).toContain('元宵燈會');
  const [magazine] = await bodies(`/api/magazine/articles/${article.id}`);
  expect(magazine).toContain('燈籠的故事');
  // A validation error in Traditional, whatever the spelling.
  const refused = await bodies('/api/join/applications', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'A', email: 'not an address', group: 'arts', message: '' }),
  });
  for (const other of refused) expect(other).toBe(refused[0]);
  expect(refused[0]).toContain(translate('zh-Hant', 'validation.email'));
});
