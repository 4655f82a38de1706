// The society's facts and texts through both doors of the real app (issue 26 items 1, 2):
// the public read per language, who may edit, the version check (If-Match / `version`, 412,
// 428), revisions and restore, per-field messages in both languages, nothing half-saved, the
// audit entry, and the next read showing a save at once.
import { describe, expect, test } from 'vitest';
import { SiteService } from '../server/modules/site/site.service.js';
import { siteContentSeed } from '../shared/site-content.seed.js';
import type { AdminSite, PublicSite, SiteContent, SiteRevision } from '../shared/site-content.schema.js';
import { signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { trpcStatus } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const editor = () => signedIn.manageContent;

const json = async <T>(response: Response) => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as T & { error?: string; code?: string; issues?: Array<{ path: string; message: string }> },
});
const readPublic = async (language = 'en') => json<PublicSite>(await fetch(`${t.url}/api/site?language=${language}`));
const readAdmin = async (who: SignedIn = editor()) => json<AdminSite>(await who.rest('/admin/site'));
const put = async (body: unknown, ifMatch: string | undefined, who: SignedIn = editor(), language = 'en') =>
  json<AdminSite>(
    await who.rest(`/admin/site?language=${language}`, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    }),
  );
const revisions = async () => (await json<{ revisions: SiteRevision[] }>(await editor().rest('/admin/site/revisions'))).body.revisions;
const restore = async (id: number, ifMatch: string | undefined, who: SignedIn = editor()) =>
  json<AdminSite>(
    await who.rest(`/admin/site/revisions/${id}/restore`, {
      method: 'POST',
      body: '{}',
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    }),
  );

/** The current record and its ETag. */
async function current() {
  const { body, headers } = await readAdmin();
  return { content: body.content, version: body.version, etag: headers.get('etag')! };
}
const withCharity = (content: SiteContent, amount: number): SiteContent => ({ ...content, charity: { ...content.charity, amount } });

describe('the public read', () => {
  test('a fresh install answers the seed: English, Simplified and Traditional sides, the derived count left to the reader', async () => {
    const seed = siteContentSeed();
    const en = await readPublic('en');
    expect(en.status).toBe(200);
    expect(en.headers.get('etag')).toMatch(/^"/);
    expect(en.body).toMatchObject({
      language: 'en',
      name: seed.name.en,
      otherName: seed.name.zh,
      email: seed.email,
      charity: { amount: 110_000, currency: 'CAD' },
      concert: { startYear: 2007 },
    });
    expect(en.body.address).toEqual(seed.address.en);
    expect(en.body.departments.map((d) => d.id)).toEqual(['arts', 'career', 'operation', 'support', 'engagement', 'executive_committee']);
    expect(en.body.departments[0]!.summary).toBe(seed.departments[0]!.summary.en);
    const zh = await readPublic('zh');
    expect(zh.body).toMatchObject({
      language: 'zh',
      name: '中华文化学生会',
      otherName: 'Chinese Culture Society',
      university: '多伦多大学',
    });
    const hant = await readPublic('zh-Hant');
    expect(hant.body).toMatchObject({ language: 'zh-Hant', name: '中華文化學生會', university: '多倫多大學' });
    expect(hant.body.requirements[0]).toContain('多倫多大學');
    // Answers of each language are their own (and cached apart).
    expect(new Set([en.headers.get('etag'), zh.headers.get('etag'), hant.headers.get('etag')]).size).toBe(3);
    expect((await fetch(`${t.url}/api/site?language=zh`, { headers: { 'if-none-match': zh.headers.get('etag')! } })).status).toBe(304);
  });

  test('the same over tRPC', async () => {
    const answer = await t.trpc().site.read.query({ language: 'zh-Hant' });
    expect(answer.name).toBe('中華文化學生會');
    expect((await t.trpc().site.read.query({ language: 'en' })).name).toBe('Chinese Culture Society');
  });
});

describe('who may edit', () => {
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'manageContent' || role === 'admin' ? 200 : 403);
  test.each(testRoles)('%s, on both doors', async (role) => {
    const who = signedIn[role];
    const { content, etag, version } = await current();
    expect((await readAdmin(who)).status).toBe(expected(role));
    expect(await trpcStatus(who.trpc.site.edit.query())).toBe(expected(role));
    expect((await json(await who.rest('/admin/site/revisions'))).status).toBe(expected(role));
    expect(await trpcStatus(who.trpc.site.revisions.query())).toBe(expected(role));
    const rest = await put({ content }, etag, who);
    expect(rest.status).toBe(expected(role));
    const again = await current();
    expect(again.version).toBe(expected(role) === 200 ? version + 1 : version);
    expect(await trpcStatus(who.trpc.site.save.mutate({ content, version: again.version }))).toBe(expected(role));
    const first = (await revisions()).at(-1)!;
    const latest = await current();
    expect((await restore(first.id, latest.etag, who)).status).toBe(expected(role));
    const last = await current();
    expect(await trpcStatus(who.trpc.site.restore.mutate({ id: first.id, version: last.version }))).toBe(expected(role));
  });
});

describe('saving', () => {
  test('a save with the current ETag is stored, makes a revision and an audit entry, and the next public read shows it', async () => {
    const before = await current();
    expect(before.etag).toBe(`"site-${before.version}"`);
    const changed = withCharity(before.content, 123_456);
    const saved = await put({ content: changed }, before.etag);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"site-${before.version + 1}"`);
    expect(saved.body).toMatchObject({ version: before.version + 1, updatedBy: editor().account!.username });
    expect((await readPublic('en')).body.charity.amount).toBe(123_456);
    expect((await readPublic('zh-Hant')).body.charity.amount).toBe(123_456);
    const [latest] = await revisions();
    expect(latest).toMatchObject({ version: before.version + 1, by: editor().account!.username, changed: ['charity'], restoredFrom: null });
    const audit = (await (await signedIn.admin.rest(`/admin/audit?entity=site&entityId=${before.version + 1}`)).json()) as {
      entries: any[];
    };
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'site.update',
      entity: 'site',
      actor: { username: editor().account!.username },
      before: { charity: before.content.charity },
      after: { charity: changed.charity },
    });
    // A save names only what it changed; restoredFrom belongs to a restore's entry.
    expect(audit.entries[0].after).toEqual({ charity: changed.charity });
  });

  test('Chinese is converted to Traditional once per save, never per read', async () => {
    const { content, etag } = await current();
    const departments = content.departments.map((d, i) =>
      i === 1 ? { ...d, summary: { ...d.summary, zh: '中华文化学生会的社员与校友。' } } : d,
    );
    expect((await put({ content: { ...content, departments } }, etag)).status).toBe(200);
    const { traditionalConversions } = await import('../server/lib/traditional.js');
    const count = traditionalConversions.count;
    const hant = await readPublic('zh-Hant');
    expect(hant.body.departments[1]!.summary).toBe('中華文化學生會的社員與校友。');
    expect((await readPublic('zh-Hant')).body.departments[1]!.summary).toBe('中華文化學生會的社員與校友。');
    expect(traditionalConversions.count).toBe(count);
  });

  test('a stale ETag answers 412 in the caller’s language and changes nothing; no version at all is 428', async () => {
    const before = await current();
    expect((await put({ content: withCharity(before.content, 1) }, before.etag)).status).toBe(200);
    const revisionsBefore = await revisions();
    const stale = await put({ content: withCharity(before.content, 2) }, before.etag, editor(), 'zh');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      code: 'STALE_VERSION',
      error: '在你打开之后，已有其他人保存了网站内容。请载入他们的版本，再重新修改并保存。',
    });
    const staleEn = await put({ content: withCharity(before.content, 2) }, before.etag);
    expect(staleEn.body.error).toMatch(/^Someone else saved/);
    // A header that names no version of ours is stale too; `*` takes whatever is current.
    expect((await put({ content: withCharity(before.content, 2) }, '"something-else"')).status).toBe(412);
    expect((await put({ content: withCharity(before.content, 2) }, undefined)).status).toBe(428);
    expect((await revisions()).map((r) => r.id)).toEqual(revisionsBefore.map((r) => r.id));
    expect((await readPublic()).body.charity.amount).toBe(1);
    // tRPC carries the version in the input: a stale one is 412 there too.
    expect(await trpcStatus(editor().trpc.site.save.mutate({ content: before.content, version: before.version }))).toBe(412);
    const star = await put({ content: withCharity(before.content, 3) }, '*');
    expect(star.status).toBe(200);
    // If-Match wins over `version` when both come.
    const now = await current();
    expect((await put({ content: now.content, version: now.version }, `"site-${now.version - 1}"`)).status).toBe(412);
  });

  test('If-Match compares strongly (RFC 9110 §13.1.1): the current tag made weak is 412 on a save and a restore, and nothing changes', async () => {
    const before = await current();
    expect(before.etag).toMatch(/^"site-\d+"$/);
    const revisionsBefore = await revisions();
    const weak = await put({ content: withCharity(before.content, 77) }, `W/${before.etag}`);
    expect(weak.status).toBe(412);
    expect(weak.body.code).toBe('STALE_VERSION');
    expect((await restore(revisionsBefore.at(-1)!.id, `W/${before.etag}`)).status).toBe(412);
    expect((await revisions()).map((r) => r.id)).toEqual(revisionsBefore.map((r) => r.id));
    expect((await current()).version).toBe(before.version);
    // The same tag, strong, is taken.
    expect((await put({ content: withCharity(before.content, 77) }, before.etag)).status).toBe(200);
  });

  test('bad input is refused field by field in English and Chinese, and nothing is half-saved', async () => {
    const before = await current();
    const revisionsBefore = await revisions();
    const bad: SiteContent = {
      ...before.content,
      social: before.content.social.map((n, i) => (i === 0 ? { ...n, url: 'http://www.instagram.com/uoftccs/' } : n)),
      postalAddress: { ...before.content.postalAddress, postalCode: '' },
      charity: { ...before.content.charity, amount: -5 },
      departments: before.content.departments.map((d, i) => (i === 2 ? { ...d, summary: { ...d.summary, en: 'x'.repeat(601) } } : d)),
    };
    const en = await put({ content: bad }, before.etag);
    expect(en.status).toBe(400);
    const byPath = Object.fromEntries(en.body.issues!.map((i) => [i.path, i.message]));
    expect(byPath).toEqual({
      'content.postalAddress.postalCode': 'Please fill in this field.',
      'content.social.0.url': 'Please enter a web address starting with https://.',
      'content.charity.amount': 'The total must be a whole number, 0 or more.',
      'content.departments.2.summary.en': 'Please keep this under 600 characters.',
    });
    const zh = await put({ content: bad }, before.etag, editor(), 'zh');
    expect(Object.fromEntries(zh.body.issues!.map((i) => [i.path, i.message]))).toMatchObject({
      'content.social.0.url': '请输入以 https:// 开头的网址。',
      'content.charity.amount': '总额必须是 0 或以上的整数。',
      'content.departments.2.summary.en': '请不要超过 600 个字符。',
    });
    // The six departments stay: one left out, or another id, is refused.
    const fewer = await put({ content: { ...before.content, departments: before.content.departments.slice(1) } }, before.etag);
    expect(fewer.body.issues).toEqual([
      { path: 'content.departments', message: 'The six departments stay as they are: edit their texts, not the list.' },
    ]);
    const twice = await put(
      { content: { ...before.content, social: [before.content.social[0], before.content.social[0], before.content.social[2]] } },
      before.etag,
    );
    expect(twice.status).toBe(400);
    const country = await put(
      { content: { ...before.content, postalAddress: { ...before.content.postalAddress, addressCountry: 'Canada' } } },
      before.etag,
    );
    expect(country.body.issues).toEqual([
      { path: 'content.postalAddress.addressCountry', message: 'Please enter the two-letter country code, like CA.' },
    ]);
    expect(await current()).toEqual(before);
    expect((await revisions()).map((r) => r.id)).toEqual(revisionsBefore.map((r) => r.id));
  });

  test('a failure inside the transaction leaves the record and its revisions as they were', async () => {
    const before = await current();
    const revisionsBefore = await revisions();
    const audit = t.app.services.audit;
    const record = audit.record.bind(audit);
    audit.record = async () => {
      throw new Error('the audit log is full');
    };
    try {
      expect((await put({ content: withCharity(before.content, 999) }, before.etag)).status).toBe(500);
    } finally {
      audit.record = record;
    }
    t.takeErrorLogs();
    expect(await current()).toEqual(before);
    expect((await revisions()).map((r) => r.id)).toEqual(revisionsBefore.map((r) => r.id));
    expect((await readPublic()).body.charity.amount).toBe(before.content.charity.amount);
  });
});

describe('revisions and restore', () => {
  test('a restore brings an earlier record back as a new revision, audited, and is version-checked like a save', async () => {
    const start = await current();
    const text = (content: SiteContent, en: string): SiteContent => ({
      ...content,
      departments: content.departments.map((d, i) => (i === 0 ? { ...d, summary: { ...d.summary, en } } : d)),
    });
    const first = await put({ content: text(start.content, 'The earlier text.') }, start.etag);
    const earlier = (await revisions())[0]!;
    const second = await put({ content: text(first.body.content, 'The later text.') }, first.headers.get('etag')!);
    expect((await readPublic()).body.departments[0]!.summary).toBe('The later text.');
    // Against the version before the last save: 412, nothing changes.
    expect((await restore(earlier.id, first.headers.get('etag')!)).status).toBe(412);
    const restored = await restore(earlier.id, second.headers.get('etag')!);
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(second.body.version + 1);
    expect((await readPublic()).body.departments[0]!.summary).toBe('The earlier text.');
    const [latest] = await revisions();
    expect(latest).toMatchObject({ version: restored.body.version, restoredFrom: earlier.id, changed: ['departments'] });
    const audit = (await (await signedIn.admin.rest(`/admin/audit?entity=site&entityId=${restored.body.version}`)).json()) as {
      entries: any[];
    };
    expect(audit.entries[0]).toMatchObject({ action: 'site.restore', after: { restoredFrom: earlier.id } });
    expect((await restore(999_999, restored.headers.get('etag')!)).status).toBe(404);
  });
});

describe('the join form, open or closed', () => {
  test('closed in the record, applications are refused with 409 on both doors in the caller’s language, and nothing is stored', async () => {
    const application = { name: 'Li Hua', email: 'li.hua@mail.utoronto.ca', group: 'arts', message: '', website: '' };
    const setOpen = async (open: boolean) => {
      const { content, etag } = await current();
      expect((await put({ content: { ...content, join: { ...content.join, open } } }, etag)).status).toBe(200);
    };
    const count = async () =>
      (
        await t.app.services.db
          .selectFrom('join_applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await setOpen(false);
    const refused = await json(
      await fetch(`${t.url}/api/join/applications?language=zh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(application),
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'CONFLICT', error: '目前暂不接受申请。请在申请表重新开放后再试。' });
    expect(await trpcStatus(t.trpc().join.submit.mutate(application as never))).toBe(409);
    expect(await count()).toBe(before);
    await setOpen(true);
    const taken = await fetch(`${t.url}/api/join/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(application),
    });
    expect(taken.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe('the record as the server holds it', () => {
  test('a read that fails is not kept: the next one reads the row again', async () => {
    const db = t.app.services.db;
    const site = new SiteService({ db, clock: () => new Date(), audit: t.app.services.audit, changed: () => {} });
    const row = await db.selectFrom('site_content').select('content').executeTakeFirstOrThrow();
    await db.updateTable('site_content').set({ content: '{ not JSON' }).execute();
    try {
      await expect(site.current()).rejects.toThrow();
    } finally {
      await db.updateTable('site_content').set({ content: row.content }).execute();
    }
    expect((await site.current()).content).toEqual(JSON.parse(row.content));
  });
});
