// The magazine through both doors of the real app (issue 36, items 1–3 and 8): who may do what,
// the workflow (draft, submit, return with a note, publish now or at a time, edit a published
// article while its live version stays, unpublish, delete), the version check (If-Match /
// `version`, 412, 428) that loses nothing, revisions, issues, the Traditional side, and that
// nothing unpublished reaches a reader.
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, test } from 'vitest';
import type { ArticleContentInput, EditableArticle, IssueOutput, ListArticlesOutput, PublicArticle } from '../shared/magazine.schema.js';
import { as, signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { testClock, trpcStatus } from './helpers/test-app.js';
import { rateLimitRules } from '../server/lib/rate-limits.js';

const clock = testClock(new Date('2026-12-01T15:00:00Z'));
const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' }, clock: clock.clock });
const author = () => signedIn.staff;
const editor = () => signedIn.manageMagazine;

type Answer<T> = {
  status: number;
  headers: Headers;
  body: T & { error?: string; code?: string; issues?: Array<{ path: string; message: string }> };
};
const json = async <T>(response: Response): Promise<Answer<T>> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as Answer<T>['body'],
});

const ready: ArticleContentInput = {
  titleEn: 'The Brush Remembers',
  titleZh: '笔墨有记忆',
  standfirstEn: 'Calligraphy at the society, from first strokes to the New Year couplets.',
  standfirstZh: '从第一笔到春联：社团里的书法。',
  bodyEn: 'Calligraphy is practice.\n\n| Brush | Use |\n|---|---|\n| Wolf hair | Running script |',
  bodyZh: '书法是一种练习。我们每周练习书法。',
  tags: ['calligraphy', '书法'],
};

const create = async (content: ArticleContentInput = ready, who: SignedIn = author()) =>
  json<EditableArticle>(await who.rest('/staff/articles', { method: 'POST', body: JSON.stringify(content) }));
const read = async (id: number, who: SignedIn = author()) => json<EditableArticle>(await who.rest(`/staff/articles/${id}`));
const save = async (
  id: number,
  content: ArticleContentInput,
  ifMatch: string | undefined,
  who: SignedIn = author(),
  base = '/staff/articles',
) =>
  json<EditableArticle>(
    await who.rest(`${base}/${id}?language=en`, {
      method: 'PUT',
      body: JSON.stringify({ content }),
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    }),
  );
const submit = async (id: number, who: SignedIn = author(), language = 'en') =>
  json<EditableArticle>(await who.rest(`/staff/articles/${id}/submit?language=${language}`, { method: 'POST', body: '{}' }));
const review = async (id: number, body: Record<string, unknown>, ifMatch: string | undefined, who: SignedIn = editor()) =>
  json<EditableArticle>(
    await who.rest(`/admin/magazine/articles/${id}/review`, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    }),
  );
const publicList = async (query = '') => json<ListArticlesOutput>(await fetch(`${t.url}/api/magazine/articles${query}`));
const publicArticle = async (slug: string, language = 'en') =>
  json<PublicArticle>(await fetch(`${t.url}/api/magazine/articles/${slug}?language=${language}`));
const etagOf = (answer: Answer<unknown>) => answer.headers.get('etag')!;

/** A new article by the author, submitted and published by the editor; its ETag after. */
async function published(content: ArticleContentInput = ready, who: SignedIn = author()) {
  const made = await create(content, who);
  expect((await submit(made.body.id, who)).status).toBe(200);
  const done = await review(made.body.id, { decision: 'publish' }, etagOf(made));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done;
}

describe('who may do what, on both doors', () => {
  const writes = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'inactive' ? 403 : 200);
  const edits = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'manageMagazine' || role === 'admin' ? 200 : 403);

  test.each(testRoles)('%s: starts an article and lists their own (any active member)', async (role) => {
    const who = signedIn[role];
    expect((await create({ titleEn: `By ${role}` }, who)).status).toBe(writes(role));
    expect((await who.rest('/staff/articles')).status).toBe(writes(role));
    expect(await trpcStatus(who.trpc.articles.create.mutate({ titleEn: `By ${role} over tRPC` }))).toBe(writes(role));
  });

  test.each(testRoles)('%s: the editors’ list, issues and an article of someone else’s', async (role) => {
    const who = signedIn[role];
    // An admin's: not the role's own, except the admin's, who may read any.
    const other = await create({ titleEn: 'Someone else’s' }, signedIn.admin);
    expect((await who.rest('/admin/magazine/articles')).status).toBe(edits(role));
    expect((await who.rest('/admin/magazine/issues')).status).toBe(edits(role));
    expect((await who.rest(`/admin/magazine/articles/${other.body.id}`)).status).toBe(edits(role));
    expect(await trpcStatus(who.trpc.magazine.all.query())).toBe(edits(role));
    // The author's door hides another member's article as if it were not there.
    const throughAuthorDoor = (await read(other.body.id, who)).status;
    expect(throughAuthorDoor).toBe(role === 'anonymous' ? 401 : role === 'inactive' ? 403 : edits(role) === 200 ? 200 : 404);
  });

  test('only editors review, unpublish, delete and restore; an author cannot publish their own', async () => {
    const made = await create();
    await submit(made.body.id);
    for (const who of [author(), signedIn.manageContent, signedIn.manageEvents]) {
      expect((await review(made.body.id, { decision: 'publish' }, etagOf(made), who)).status).toBe(403);
      expect((await who.rest(`/admin/magazine/articles/${made.body.id}/unpublish`, { method: 'POST', body: '{}' })).status).toBe(403);
      expect((await who.rest(`/admin/magazine/articles/${made.body.id}`, { method: 'DELETE' })).status).toBe(403);
    }
    expect((await publicArticle(String(made.body.id))).status).toBe(404);
  });
});

describe('the workflow', () => {
  test('draft → submit → return with a note → resubmit → publish: the reader sees it, in three languages', async () => {
    const made = await create({ ...ready, titleZhHant: '' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ state: 'draft', version: 1, isLive: false, slug: `the-brush-remembers-${made.body.id}` });
    expect(etagOf(made)).toBe(`"article-${made.body.id}-1"`);

    const submitted = await submit(made.body.id);
    expect(submitted.body.state).toBe('submitted');
    // Waiting for review: the author cannot change it; an editor returns it with a note.
    expect((await save(made.body.id, { ...ready, titleEn: 'Changed' }, etagOf(made))).status).toBe(409);
    expect((await review(made.body.id, { decision: 'return' }, etagOf(made))).status).toBe(400);
    const returned = await review(made.body.id, { decision: 'return', note: 'Please add a photo of the brushes.' }, etagOf(made));
    expect(returned.body).toMatchObject({ state: 'draft', reviewNote: 'Please add a photo of the brushes.' });
    expect((await read(made.body.id)).body.reviewNote).toBe('Please add a photo of the brushes.');
    const mine = await json<{ articles: Array<{ id: number; reviewNote: string; state: string }> }>(await author().rest('/staff/articles'));
    expect(mine.body.articles.find((row) => row.id === made.body.id)).toMatchObject({
      state: 'draft',
      reviewNote: 'Please add a photo of the brushes.',
    });

    const saved = await save(
      made.body.id,
      { ...ready, bodyEn: `${ready.bodyEn}\n\n![Brushes drying](https://images.example.org/brushes.jpg)` },
      etagOf(returned),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await submit(made.body.id)).body.state).toBe('submitted');
    const live = await review(made.body.id, { decision: 'publish' }, etagOf(saved));
    expect(live.body).toMatchObject({ state: 'published', isLive: true });
    expect(live.body.publishedAt).toBe('2026-12-01T15:00:00.000Z');

    const en = await publicArticle(live.body.slug);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      id: made.body.id,
      titleEn: 'The Brush Remembers',
      titleZh: '笔墨有记忆',
      tags: ['calligraphy', '书法'],
    });
    expect(en.body.bodyHtmlEn).toContain('<table>');
    expect(en.body.bodyHtmlEn).toContain('<img src="https://images.example.org/brushes.jpg" alt="Brushes drying"');
    expect(en.body.bylines.map((byline) => byline.accountId)).toEqual([author().account!.id]);
    const hant = await publicArticle(live.body.slug, 'zh-Hant');
    expect(hant.body.titleZh).toBe('筆墨有記憶');
    expect(hant.body.bodyZh).toContain('書法');
    expect(hant.body.bodyHtmlZh).toContain('書法');
    // An old slug and the bare id find it too; the words do not matter, the id does.
    expect((await publicArticle(`an-old-title-${made.body.id}`)).body.id).toBe(made.body.id);
    expect((await publicArticle(String(made.body.id))).status).toBe(200);
    expect((await publicList()).body.articles.map((article) => article.id)).toContain(made.body.id);
  });

  test('a submission that is not ready says which fields, in the reader’s language, on both doors', async () => {
    const made = await create({ titleEn: 'Half', bodyZh: '只有中文正文', coverUrl: 'https://images.example.org/c.jpg' });
    const en = await submit(made.body.id);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('BAD_REQUEST');
    expect(en.body.issues!.map((issue) => issue.path).sort()).toEqual(['content.bodyEn', 'content.coverAltEn', 'content.titleZh']);
    const zh = await submit(made.body.id, author(), 'zh');
    expect(zh.body.issues!.find((issue) => issue.path === 'content.bodyEn')!.message).toBe(
      '这种语言有标题但没有正文，请写上正文，或清空标题。',
    );
    const hant = await submit(made.body.id, author(), 'zh-Hant');
    expect(hant.body.issues!.find((issue) => issue.path === 'content.bodyEn')!.message).toContain('這種語言');
    const overTrpc = await author()
      .trpc.articles.submit.mutate({ id: made.body.id })
      .catch((error: { data: { issues: Array<{ path: string }> } }) => error.data);
    expect((overTrpc as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path).sort()).toEqual([
      'content.bodyEn',
      'content.coverAltEn',
      'content.titleZh',
    ]);
    expect((await read(made.body.id)).body.state).toBe('draft');
  });

  test('editing a published article makes a draft; readers keep the live version until an editor publishes again', async () => {
    const live = await published({ ...ready, titleEn: 'First words' });
    const id = live.body.id;
    const edited = await save(id, { ...ready, titleEn: 'Second words' }, etagOf(live));
    expect(edited.body).toMatchObject({ state: 'draft', isLive: true });
    expect((await publicArticle(String(id))).body.titleEn).toBe('First words');
    // The page keeps its address until the new title is live.
    expect(edited.body.slug).toBe(`first-words-${id}`);
    await submit(id);
    const again = await review(id, { decision: 'publish' }, etagOf(edited));
    expect(again.body.state).toBe('published');
    const now = await publicArticle(String(id));
    expect(now.body.titleEn).toBe('Second words');
    expect(now.body.slug).toBe(`second-words-${id}`);
    expect(now.body.publishedAt).toBe(live.body.publishedAt);
  });

  test('publish at a set time: not public before, public once the time has come', async () => {
    const made = await create({ ...ready, titleEn: 'Scheduled piece' });
    await submit(made.body.id);
    expect((await review(made.body.id, { decision: 'publish', publishAt: '2026-12-01T14:00:00Z' }, etagOf(made))).status).toBe(400);
    const scheduled = await review(made.body.id, { decision: 'publish', publishAt: '2026-12-02T09:00:00-05:00' }, etagOf(made));
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: '2026-12-02T14:00:00.000Z', isLive: false });
    await t.app.services.magazine.publishDue();
    expect((await publicArticle(String(made.body.id))).status).toBe(404);
    clock.set(new Date('2026-12-02T14:00:01Z'));
    try {
      expect(await t.app.services.magazine.publishDue()).toBeGreaterThanOrEqual(1);
      expect((await publicArticle(String(made.body.id))).body.titleEn).toBe('Scheduled piece');
      expect((await read(made.body.id)).body.state).toBe('published');
    } finally {
      clock.set(new Date('2026-12-01T15:00:00Z'));
    }
  });

  test('unpublish takes it from readers at once and keeps the text as a draft; delete takes everything', async () => {
    const live = await published({ ...ready, titleEn: 'Short-lived' });
    const id = live.body.id;
    const down = await json<EditableArticle>(
      await editor().rest(`/admin/magazine/articles/${id}/unpublish`, { method: 'POST', body: '{}' }),
    );
    expect(down.body).toMatchObject({ state: 'draft', isLive: false });
    expect((await publicArticle(String(id))).status).toBe(404);
    expect((await publicList()).body.articles.map((article) => article.id)).not.toContain(id);
    expect((await editor().rest(`/admin/magazine/articles/${id}/unpublish`, { method: 'POST', body: '{}' })).status).toBe(409);
    expect((await read(id)).body.content.titleEn).toBe('Short-lived');
    expect((await editor().rest(`/admin/magazine/articles/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await read(id)).status).toBe(404);
    expect((await editor().rest(`/admin/magazine/articles/${id}/revisions`)).status).toBe(404);
  });
});

describe('the version check loses nothing', () => {
  test('a save without a version answers 428, a stale one 412; the text stays as the first save left it', async () => {
    const made = await create({ titleEn: 'Versioned' });
    const id = made.body.id;
    expect((await save(id, { titleEn: 'No version' }, undefined)).status).toBe(428);
    const first = await save(id, { titleEn: 'First save' }, etagOf(made));
    expect(first.status).toBe(200);
    expect(etagOf(first)).toBe(`"article-${id}-2"`);
    const stale = await save(id, { titleEn: 'Stale save' }, etagOf(made));
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await read(id)).body.content.titleEn).toBe('First save');
    // Another article's ETag is not this one's, and a weak tag never matches.
    expect((await save(id, { titleEn: 'x' }, `"article-${id + 1}-2"`)).status).toBe(412);
    expect((await save(id, { titleEn: 'x' }, `W/"article-${id}-2"`)).status).toBe(412);
    // Over tRPC the version rides in the input.
    expect(await trpcStatus(author().trpc.articles.save.mutate({ id, content: { titleEn: 'tRPC' }, version: 1 }))).toBe(412);
    expect((await author().trpc.articles.save.mutate({ id, content: { titleEn: 'tRPC' }, version: 2 })).version).toBe(3);
  });

  test('ten saves of the same version at once: exactly one is taken, each revision is whole', async () => {
    const made = await create({ titleEn: 'Raced' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(made.body.id, { titleEn: `Racer ${i}`, bodyEn: `Body ${i}` }, etagOf(made))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(412)]);
    const winner = answers.find((answer) => answer.status === 200)!.body.content;
    const now = (await read(made.body.id)).body;
    expect(now.version).toBe(2);
    expect(now.content.bodyEn).toBe(winner.titleEn.replace('Racer', 'Body'));
    const revisions = await json<{ revisions: Array<{ version: number; action: string }> }>(
      await editor().rest(`/admin/magazine/articles/${made.body.id}/revisions`),
    );
    expect(revisions.body.revisions.map((revision) => revision.version)).toEqual([2, 1]);
  });

  test('a review of a version saved over since answers 412 and publishes nothing', async () => {
    const made = await create({ ...ready, titleEn: 'Reviewed' });
    await submit(made.body.id);
    const fixed = await save(
      made.body.id,
      { ...ready, titleEn: 'Reviewed, fixed by an editor' },
      etagOf(made),
      editor(),
      '/admin/magazine/articles',
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.state).toBe('submitted');
    expect((await review(made.body.id, { decision: 'publish' }, etagOf(made))).status).toBe(412);
    expect((await publicArticle(String(made.body.id))).status).toBe(404);
    expect((await review(made.body.id, { decision: 'publish' }, etagOf(fixed))).status).toBe(200);
  });

  test('revisions: every save, and a restore that is itself a revision checked like a save', async () => {
    const made = await create({ titleEn: 'One' });
    const two = await save(made.body.id, { titleEn: 'Two' }, etagOf(made));
    const list = await json<{ revisions: Array<{ id: number; version: number; action: string; by: string }> }>(
      await editor().rest(`/admin/magazine/articles/${made.body.id}/revisions`),
    );
    expect(list.body.revisions.map((revision) => [revision.version, revision.action])).toEqual([
      [2, 'save'],
      [1, 'create'],
    ]);
    const first = list.body.revisions[1]!;
    const restore = async (ifMatch: string) =>
      json<EditableArticle>(
        await editor().rest(`/admin/magazine/articles/${made.body.id}/revisions/${first.id}/restore`, {
          method: 'POST',
          body: '{}',
          headers: { 'if-match': ifMatch },
        }),
      );
    expect((await restore(etagOf(made))).status).toBe(412);
    const restored = await restore(etagOf(two));
    expect(restored.body).toMatchObject({ version: 3, content: { titleEn: 'One' } });
  });
});

describe('long texts', () => {
  test('an article at its longest saves on both doors; one byte past the limit is 413; other calls keep 100 KiB', async () => {
    const longest: ArticleContentInput = {
      titleEn: 'Long',
      titleZh: '长',
      bodyEn: 'w'.repeat(100_000),
      bodyZh: '书'.repeat(100_000),
      bodyZhHant: '書'.repeat(100_000),
    };
    const made = await create(longest);
    expect(made.status, JSON.stringify(made.body).slice(0, 200)).toBe(200);
    expect((await save(made.body.id, longest, etagOf(made))).status).toBe(200);
    const overTrpc = await author().trpc.articles.save.mutate({ id: made.body.id, content: longest, version: 2 });
    expect(overTrpc.version).toBe(3);
    expect((await create({ ...longest, bodyEn: 'w'.repeat(100_001) })).status).toBe(400);
    const huge = JSON.stringify({ titleEn: 'x', pad: 'x'.repeat(1536 * 1024) });
    expect((await author().rest('/staff/articles', { method: 'POST', body: huge })).status).toBe(413);
    const trpcPost = (path: string, body: string) =>
      fetch(`${t.url}/api/trpc/${path}`, { method: 'POST', headers: { ...author().headers, 'content-type': 'application/json' }, body });
    expect((await trpcPost('articles.create', huge)).status).toBe(413);
    // Other procedures, and a batch without an article's save, keep the app's 100 KiB.
    const over100k = JSON.stringify({ titleEn: 'x', pad: 'x'.repeat(101 * 1024) });
    expect((await trpcPost('auth.logout', over100k)).status).toBe(413);
    expect((await trpcPost('articles.create', over100k)).status).not.toBe(413);
    // Sent in chunks, with no length declared: counted as it comes.
    const chunked = await fetch(`${t.url}/api/trpc/auth.logout`, {
      method: 'POST',
      headers: { ...author().headers, 'content-type': 'application/json' },
      body: new Blob([over100k]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});

describe('what reaches readers', () => {
  test('drafts, submitted and scheduled articles are in no list and answer 404 on both doors', async () => {
    const draft = await create({ ...ready, titleEn: 'Secret draft' });
    const waiting = await create({ ...ready, titleEn: 'Secret waiting' });
    await submit(waiting.body.id);
    const list = await publicList('?pageSize=50');
    const titles = list.body.articles.map((article) => article.titleEn);
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Secret waiting');
    for (const id of [draft.body.id, waiting.body.id]) {
      expect((await publicArticle(String(id))).status).toBe(404);
      expect(await trpcStatus(t.trpc().magazine.article.query({ slug: String(id) }))).toBe(404);
    }
  });

  test('hostile Markdown is inert in the answer', async () => {
    const live = await published({
      ...ready,
      titleEn: 'Hostile',
      bodyEn:
        '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n![a](https://images.example.org/a.jpg "t\\" onload=\\"x")',
    });
    const html = (await publicArticle(String(live.body.id))).body.bodyHtmlEn;
    expect(html).not.toMatch(/<script|<img src="x"|href="javascript|"\s*on\w+=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  test('the editor’s preview renders as the page does, inert, for active members only', async () => {
    const body = '# Title\n\n<script>alert(1)</script> [x](javascript:alert(1)) {书法|shū fǎ}\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    const answer = await json<{ html: string; readingMinutes: number }>(
      await author().rest('/staff/articles/preview', { method: 'POST', body: JSON.stringify({ markdown: body }) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.html).toContain('<h2>Title</h2>');
    expect(answer.body.html).toContain('<table>');
    expect(answer.body.html).toContain('<ruby>书法<rp>(</rp><rt>shū fǎ</rt><rp>)</rp></ruby>');
    expect(answer.body.html).not.toMatch(/<script|href="javascript/i);
    expect(answer.body.readingMinutes).toBe(1);
    const empty = await json<{ html: string; readingMinutes: number }>(
      await author().rest('/staff/articles/preview', { method: 'POST', body: JSON.stringify({ markdown: '' }) }),
    );
    expect(empty.body).toEqual({ html: '', readingMinutes: 0 });
    expect(
      (await signedIn.inactive.rest('/staff/articles/preview', { method: 'POST', body: JSON.stringify({ markdown: body }) })).status,
    ).toBe(403);
    expect(
      (await signedIn.anonymous.rest('/staff/articles/preview', { method: 'POST', body: JSON.stringify({ markdown: body }) })).status,
    ).toBe(401);
    expect(await trpcStatus(author().trpc.articles.preview.mutate({ markdown: body }))).toBe(200);
  });

  test('previews are limited per account: past the limit 429 with Retry-After, in the member’s language; others unaffected', async () => {
    const writer = signedIn.manageEvents;
    const preview = (who: SignedIn, language = 'en') =>
      who.rest(`/staff/articles/preview?language=${language}`, { method: 'POST', body: JSON.stringify({ markdown: 'Ink.' }) });
    const statuses: number[] = [];
    for (let i = 0; i < rateLimitRules.articlePreviewsPerAccount.max; i++) statuses.push((await preview(writer)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await preview(writer, 'zh');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe('一分钟内预览次数过多，稍后会恢复预览。你的文字不受影响。');
    expect(await trpcStatus(writer.trpc.articles.preview.mutate({ markdown: 'Ink.' }))).toBe(429);
    expect((await preview(signedIn.manageContent)).status).toBe(200);
  });

  test('a page of the list: newest first, by tag in any letter case, by a team member', async () => {
    await published({ ...ready, titleEn: 'Tagged piece', tags: ['Guqin'] });
    const byTag = await publicList('?tag=guqin');
    expect(byTag.body.articles.map((article) => article.titleEn)).toEqual(['Tagged piece']);
    const page = await publicList('?page=1&pageSize=2');
    expect(page.body.articles).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    expect(page.body.articles[0]!.publishedAt >= page.body.articles[1]!.publishedAt).toBe(true);
    const byAuthor = await publicList(`?author=${author().account!.username}&pageSize=50`);
    expect(byAuthor.body.total).toBeGreaterThan(0);
    expect((await publicList('?author=nobody-here')).body.total).toBe(0);
    const tags = await json<{ tags: Array<{ tag: string; count: number }> }>(await fetch(`${t.url}/api/magazine/tags`));
    expect(tags.body.tags.find((entry) => entry.tag.toLowerCase() === 'guqin')).toMatchObject({ count: 1 });
    const cached = await fetch(`${t.url}/api/magazine/articles`, {
      headers: { 'if-none-match': (await publicList()).headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
  });
});

describe('issues', () => {
  test('an editor puts an issue together; readers see it once published, with its public articles in order', async () => {
    const a = await published({ ...ready, titleEn: 'Issue piece A' });
    const b = await published({ ...ready, titleEn: 'Issue piece B' });
    const hidden = await create({ ...ready, titleEn: 'Issue piece hidden' });
    const made = await json<{ id: number; articles: Array<{ id: number }> }>(
      await editor().rest('/admin/magazine/issues', {
        method: 'POST',
        body: JSON.stringify({
          number: 1,
          titleEn: 'Spring',
          titleZh: '春季号',
          date: '2026-03-01',
          articleIds: [b.body.id, hidden.body.id, a.body.id],
        }),
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await fetch(`${t.url}/api/magazine/issues/1`)).status).toBe(404);
    const again = await editor().rest('/admin/magazine/issues', {
      method: 'POST',
      body: JSON.stringify({ number: 1, titleEn: 'Twice', date: '2026-03-01' }),
    });
    expect(again.status).toBe(409);
    const put = await editor().rest(`/admin/magazine/issues/${made.body.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        issue: {
          number: 1,
          titleEn: 'Spring',
          titleZh: '春季号',
          date: '2026-03-01',
          isPublished: true,
          articleIds: [b.body.id, hidden.body.id, a.body.id],
        },
      }),
    });
    expect(put.status).toBe(200);
    const issue = await json<IssueOutput>(await fetch(`${t.url}/api/magazine/issues/1?language=zh-Hant`));
    expect(issue.body.issue).toMatchObject({ number: 1, titleZh: '春季號', articleCount: 2 });
    expect(issue.body.articles.map((article) => article.titleEn)).toEqual(['Issue piece B', 'Issue piece A']);
    expect((await publicArticle(String(a.body.id))).body.issue).toMatchObject({ number: 1 });
    expect((await publicList('?issue=1')).body.total).toBe(2);
    expect((await editor().rest(`/admin/magazine/issues/${made.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${t.url}/api/magazine/issues/1`)).status).toBe(404);
    expect((await publicArticle(String(a.body.id))).body.issue).toBeNull();
  });
});

describe('an author’s account deleted', () => {
  test('their articles stay, public ones still public, without their byline', async () => {
    const writer = await as(t, 'staff');
    const live = await published({ ...ready, titleEn: 'Written by one who left' }, writer);
    const draftByThem = await create({ titleEn: 'Their draft' }, writer);
    const removed = await signedIn.admin.rest(`/admin/staff/${writer.account!.id}`, { method: 'DELETE' });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const still = await publicArticle(String(live.body.id));
    expect(still.status).toBe(200);
    expect(still.body.bylines).toEqual([]);
    const kept = await json<EditableArticle>(await editor().rest(`/admin/magazine/articles/${draftByThem.body.id}`));
    expect(kept.body).toMatchObject({ createdBy: null, content: { titleEn: 'Their draft' } });
  });
});

describe('the audit log', () => {
  test('every change of text or standing is an entry', async () => {
    const live = await published({ ...ready, titleEn: 'Audited' });
    const log = await json<{ entries: Array<{ action: string; entityId: string }> }>(
      await signedIn.admin.rest('/admin/audit?pageSize=100'),
    );
    const actions = log.body.entries.filter((entry) => entry.entityId === String(live.body.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['article.create', 'article.submit', 'article.publish']));
  });
});

describe('the Atom feed', () => {
  test('each language’s feed parses with a feed library: the newest public articles, whole, with absolute links; nothing unpublished', async () => {
    const live = await published({
      ...ready,
      titleEn: 'Fed piece',
      bodyEn: 'See [the events](/events) and ![Brushes](/uploads/images/abc-1600x900.jpg).',
      bodyZh: '书法的故事。',
    });
    await create({ ...ready, titleEn: 'Unfed draft' });
    for (const language of ['en', 'zh', 'zh-Hant'] as const) {
      const response = await fetch(`${t.url}/magazine/feed.xml?language=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const feed = parseFeed(await response.text());
      expect(feed.meta.type).toBe('atom');
      expect(feed.items.length).toBeGreaterThan(0);
      expect(feed.items.length).toBeLessThanOrEqual(20);
      expect(feed.items.map((item) => item.title)).not.toContain('Unfed draft');
      const item = feed.items.find((entry) => entry.url?.includes(`/magazine/${live.body.slug}`))!;
      expect(item).toBeDefined();
      expect(item.id).toBe(`tag:${new URL(t.app.services.publicOrigin).hostname},2026-12-01:magazine/${live.body.id}`);
      expect(item.url!.startsWith('http')).toBe(true);
      if (language === 'en') {
        expect(item.title).toBe('Fed piece');
        expect(item.content).toContain(`href="${t.app.services.publicOrigin}/events"`);
        expect(item.content).toMatch(/src="http:\/\/[^"]+\/uploads\/images\/abc-1600x900.jpg"/);
        expect(item.content).not.toMatch(/(href|src)="\//);
      } else {
        expect(item.title).toBe(language === 'zh' ? '笔墨有记忆' : '筆墨有記憶');
        expect(item.content).toContain(language === 'zh' ? '书法' : '書法');
      }
      expect(item.categories.map((category) => category.term)).toEqual(['calligraphy', '书法']);
    }
    const first = await fetch(`${t.url}/magazine/feed.xml?language=en`);
    expect(
      (await fetch(`${t.url}/magazine/feed.xml?language=en`, { headers: { 'if-none-match': first.headers.get('etag')! } })).status,
    ).toBe(304);
  });
});
