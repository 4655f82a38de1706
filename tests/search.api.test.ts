// One search for the magazine and the events (issue 36 item 7), through both doors of the real
// app: Chinese words in Simplified and Traditional find each other, English is stemmed and
// prefixed, titles rank first, snippets are marked and safe, nothing unpublished is found, and a
// change of an article or event is in the next answer.
import { describe, expect, test } from 'vitest';
import type { EditableArticle } from '../shared/magazine.schema.js';
import type { SearchOutput } from '../shared/search.schema.js';
import { signedInAppForFile } from './helpers/accounts.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const editor = () => signedIn.manageMagazine;

const find = async (q: string, language = 'en', extra = '') => {
  const response = await fetch(`${t.url}/api/search?q=${encodeURIComponent(q)}&language=${language}${extra}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as SearchOutput & { code?: string } };
};

async function publish(content: Record<string, unknown>) {
  const made = (await (
    await editor().rest('/staff/articles', { method: 'POST', body: JSON.stringify(content) })
  ).json()) as EditableArticle;
  expect((await editor().rest(`/staff/articles/${made.id}/submit`, { method: 'POST', body: '{}' })).status).toBe(200);
  const done = await editor().rest(`/admin/magazine/articles/${made.id}/review`, {
    method: 'PUT',
    body: JSON.stringify({ decision: 'publish', version: made.version }),
  });
  expect(done.status).toBe(200);
  return made;
}

describe('the search', () => {
  test('书法, 書法 and calligraphy each find the article; an event is found too; a draft is not', async () => {
    const article = await publish({
      titleEn: 'The Brush Remembers',
      titleZh: '笔墨有记忆',
      bodyEn: 'Notes on calligraphic practice and the brushes we use.',
      bodyZh: '我们每周练习中国书法，也聊聊古琴。',
      tags: ['calligraphy'],
    });
    await editor().rest('/staff/articles', {
      method: 'POST',
      body: JSON.stringify({ titleEn: 'Secret calligraphy draft', titleZh: '书法草稿', bodyZh: '书法' }),
    });
    const event = await signedIn.manageEvents.rest('/events', {
      method: 'POST',
      body: JSON.stringify({
        titleEn: 'Guqin evening',
        titleZh: '古琴之夜',
        descriptionZh: '欢迎来听古琴。',
        startsAt: '2027-03-01T23:00:00.000Z',
        endsAt: '2027-03-02T01:00:00.000Z',
      }),
    });
    expect(event.status).toBe(200);

    for (const [q, language] of [
      ['书法', 'zh'],
      ['書法', 'zh-Hant'],
      ['calligraphy', 'en'],
      ['CALLIGRAPHIC', 'en'],
      ['書法', 'zh'],
    ] as const) {
      const answer = await find(q, language);
      expect(answer.status).toBe(200);
      const ids = answer.body.results.filter((result) => result.kind === 'article').map((result) => result.id);
      expect(ids, `${q} (${language})`).toEqual([article.id]);
    }
    const hant = await find('書法', 'zh-Hant');
    expect(hant.body.results[0]).toMatchObject({ titleZh: '筆墨有記憶', slug: `the-brush-remembers-${article.id}` });
    expect(hant.body.results[0]!.snippetZh).toContain('<mark>書法</mark>');
    expect(hant.body.results[0]!.snippetZh).toBe('我們每週練習中國<mark>書法</mark>，也聊聊古琴。');
    const zh = await find('书法', 'zh');
    expect(zh.body.results[0]!.snippetZh).toBe('我们每周练习中国<mark>书法</mark>，也聊聊古琴。');

    const guqin = await find('古琴');
    expect(guqin.body.results.map((result) => result.kind).sort()).toEqual(['article', 'event']);
    // The title counts more than the text: the event named 古琴 comes first.
    expect(guqin.body.results[0]!.kind).toBe('event');
    expect((await find('古')).body.total).toBe(2);
  });

  test('a change is in the next answer: an unpublished article is found no more, an edited event by its new words', async () => {
    const article = await publish({ titleEn: 'Paper lanterns', titleZh: '纸灯笼', bodyEn: 'Folding.', bodyZh: '折纸。' });
    expect((await find('lanterns')).body.total).toBe(1);
    await editor().rest(`/admin/magazine/articles/${article.id}/unpublish`, { method: 'POST', body: '{}' });
    expect((await find('lanterns')).body.total).toBe(0);
    const made = (await (
      await signedIn.manageEvents.rest('/events', {
        method: 'POST',
        body: JSON.stringify({ titleEn: 'Tea tasting', startsAt: '2027-04-01T23:00:00.000Z', endsAt: '2027-04-02T01:00:00.000Z' }),
      })
    ).json()) as { id: number };
    expect((await find('oolong')).body.total).toBe(0);
    await signedIn.manageEvents.rest(`/events/${made.id}`, {
      method: 'PUT',
      body: JSON.stringify({ titleEn: 'Oolong tasting', startsAt: '2027-04-01T23:00:00.000Z', endsAt: '2027-04-02T01:00:00.000Z' }),
    });
    expect((await find('oolong')).body.results.map((result) => result.id)).toEqual([made.id]);
    await signedIn.manageEvents.rest(`/events/${made.id}`, { method: 'DELETE' });
    expect((await find('oolong')).body.total).toBe(0);
  });

  test('a query is words, never operators or markup; snippets are escaped; bad input is 400 in the reader’s language', async () => {
    await publish({ titleEn: 'Markup <b>bold</b> & co', bodyEn: 'A <script>alert(1)</script> text about NEAR and OR.' });
    for (const q of ['NEAR(a b)', 'title_en:x', '"unbalanced', '*', 'a OR', '(((', '^x', 'body_en : y']) {
      const answer = await find(q);
      expect(answer.status, q).toBe(200);
    }
    const found = await find('script alert');
    expect(found.body.results[0]!.snippetEn).not.toContain('<script');
    expect(found.body.results[0]!.snippetEn).toContain('&#60;<mark>script</mark>&#62;');
    expect((await find('')).status).toBe(400);
    const tooLong = await find('x'.repeat(101), 'zh');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  test('paged, cached with an ETag, the same on the tRPC door', async () => {
    for (let i = 0; i < 3; i++) await publish({ titleEn: `Ink study ${i}`, bodyEn: 'Ink.' });
    const first = await find('ink', 'en', '&pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.results).toHaveLength(2);
    expect((await find('ink', 'en', '&pageSize=2&page=2')).body.results).toHaveLength(1);
    const again = await fetch(`${t.url}/api/search?q=ink&language=en&pageSize=2`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const overTrpc = await t.trpc().search.find.query({ q: 'ink', pageSize: 2 });
    expect(overTrpc).toEqual(first.body);
  });
});
