// Terms and the handover (issue 26 items 3 and 4, docs/decisions/038), over real HTTP on both
// doors: GET /api/team/terms and GET /api/team?term=; POST /api/admin/terms (admins only, one
// transaction: a step made to fail leaves everything as it was); the past team kept as it was,
// positions included; those who left deactivated, without permissions, signed out and thanked in
// their language; DELETE /api/admin/terms/{term}/members/{id}, audited.
import { TRPCClientError } from '@trpc/client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as createTerms from '../migrations/2026-11-28-1000-create-terms.js';
import { academicYearOf } from '../migrations/2026-11-28-1000-create-terms.js';
import { migratedDatabase } from './helpers/database.js';
import type { AppRouter } from '../server/router.js';
import type { TeamOutput } from '../shared/team.schema.js';
import { nextTermOf, termIdOf, type HandoverOutput, type TermsOutput } from '../shared/terms.schema.js';
import { as, createAccount, lastMailTo, outbox, type SignedIn, type TestAccount } from './helpers/accounts.js';
import { createMember } from './helpers/team.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** Signs in over REST in `language` (the account's language for mails that answer no request). */
async function signIn(t: TestApp, account: TestAccount, language = 'en'): Promise<SignedIn> {
  const response = await fetch(`${t.url}/api/auth/login?language=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account.username, password: account.password }) });
  expect(response.status).toBe(200);
  const headers = { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  return {
    account,
    headers,
    rest: (path, init = {}) => fetch(`${t.url}/api${path}`, { ...init, headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) } }),
    trpc: t.trpc({ headers }),
  };
}

const post = (who: SignedIn, path: string, body: unknown, language = 'en') => who.rest(`${path}?language=${language}`, { method: 'POST', body: JSON.stringify(body) });
const trpcCode = (error: unknown) => (error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.code : error);

describe('terms on a fresh install, and GET /api/team?term=', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    await createMember(t, 'Aaron', { published: {} });
  });
  afterAll(async () => t.close());

  test('one term, the September–August year holding today, current; the same on both doors', async () => {
    const year = academicYearOf(new Date());
    const rest = await getJson<TermsOutput>(`${t.url}/api/team/terms`);
    expect(rest).toEqual({ terms: [{ id: year.id, name: year.name, startsOn: year.starts_on, endsOn: year.ends_on, current: true }] });
    expect(await t.trpc().team.terms.query()).toEqual(rest);
    expect(year.id).toMatch(/^\d{4}-\d{2}$/);
  });

  test('?term= of the current term answers as without it', async () => {
    const { id } = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms[0]!;
    const plain = await getJson<TeamOutput>(`${t.url}/api/team`);
    expect(plain.members.map((m) => m.username)).toEqual(['aaron']);
    expect(await getJson(`${t.url}/api/team?term=${id}`)).toEqual(plain);
    expect(await t.trpc().team.list.query({ term: id })).toEqual(plain);
  });

  test('an unknown term: 404 with a message in the request language, on both doors', async () => {
    const en = await fetch(`${t.url}/api/team?term=1999-00`);
    expect(en.status).toBe(404);
    const enBody = (await en.json()) as { error: string; code: string };
    expect(enBody).toEqual({ error: expect.stringContaining('no such term'), code: 'NOT_FOUND' });
    const zh = (await (await fetch(`${t.url}/api/team?term=1999-00&language=zh`)).json()) as { error: string };
    expect(zh.error).toContain('没有这一届');
    expect(trpcCode(await t.trpc().team.list.query({ term: '1999-00' }).catch((e: unknown) => e))).toBe('NOT_FOUND');
  });

  test('a published profile written without its term is in the current term (the migration’s trigger)', async () => {
    const db = t.app.services.db;
    const account = await createAccount(t);
    const now = new Date().toISOString();
    await db.insertInto('published_profiles').values({ account_id: account.id, name_en: 'Plain', department: 'arts', approved_at: now, email: '', phone: '', name_zh: '', position_en: 'P', position_zh: '', bio_en: '', bio_zh: '', linkedin: '', github: '', wechat: '', mbti: '', avatar: null, verified: 0, term_id: null }).execute();
    const [{ id }] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms as [{ id: string }, ...unknown[]];
    expect(await db.selectFrom('published_profiles').select('term_id').where('account_id', '=', account.id).executeTakeFirst()).toEqual({ term_id: id });
  });

  test('the migration goes down and up again', async () => {
    const handle = await migratedDatabase();
    try {
      await createTerms.down(handle.db);
      expect((await sql<{ name: string }>`select name from sqlite_master where name in ('terms', 'term_members', 'published_profiles_current_term')`.execute(handle.db)).rows).toEqual([]);
      await createTerms.up(handle.db);
      expect((await handle.db.selectFrom('terms').select('id').execute()).map((r) => r.id)).toEqual([academicYearOf(new Date()).id]);
    } finally {
      await handle.remove();
    }
  });

  test('the next term after a September–August year is named by its years', () => {
    expect(nextTermOf({ startsOn: '2026-09-01', endsOn: '2027-08-31' })).toEqual({ id: '2027-28', name: '2027–28', startsOn: '2027-09-01', endsOn: '2028-08-31' });
    expect(nextTermOf({ startsOn: '2099-09-01', endsOn: '2100-08-31' }).id).toBe('2100-01');
    expect(termIdOf('2027–28')).toBe('2027-28');
  });
});

describe('the handover', () => {
  let t: TestApp;
  let admin: SignedIn;
  let manager: SignedIn;
  let reviewer: SignedIn;
  let staff: SignedIn;
  let stays: TestAccount;
  let leaves: TestAccount;
  let leavesHant: TestAccount;
  let leaverSession: SignedIn;
  let oldTerm: string;
  let before: { en: TeamOutput; hant: TeamOutput };

  const terms = () => t.app.services.db.selectFrom('terms').select('id').orderBy('starts_on').execute();
  const account = (id: number) => t.app.services.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const nextBody = async (continuing: Array<{ id: number; positionEn?: string; positionZh?: string }>) => {
    const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
    return { ...nextTermOf(current!), continuing };
  };
  const everyoneActive = async () => (await t.app.services.db.selectFrom('staff_accounts').select('id').where('is_active', '=', 1).execute()).map(({ id }) => ({ id }));

  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await as(t, 'admin');
    manager = await as(t, 'manageStaff');
    reviewer = await as(t, 'reviewProfiles');
    staff = await as(t, 'staff');
    stays = await createMember(t, 'Stays', { account: { displayOrder: 1 }, published: { position_en: 'Treasurer', position_zh: '财务' } });
    leaves = await createMember(t, 'Leaves', { account: { displayOrder: 2, flags: { canManageEvents: true, canReviewProfiles: true, canManageContent: true } }, published: { name_zh: '陈离', position_en: 'Head of Arts', position_zh: '艺术部部长', department: 'arts' } });
    leavesHant = await createMember(t, 'Hant', { account: { displayOrder: 3 }, published: { name_en: '', name_zh: '张汉', department: 'career' } });
    // Their last sign-ins were in Simplified and in Traditional Chinese.
    leaverSession = await signIn(t, leaves, 'zh');
    await signIn(t, leavesHant, 'zh-Hant');
    t.app.services.readCaches.team.invalidate();
    oldTerm = (await terms())[0]!.id;
    before = { en: await getJson(`${t.url}/api/team`), hant: await getJson(`${t.url}/api/team?language=zh-Hant`) };
    expect(before.en.members.map((m) => m.username)).toEqual(['stays', 'leaves', 'hant']);
  });
  afterAll(async () => t.close());

  test('admins only: 401 signed out, 403 for staff, reviewers and staff managers (canManageStaff does not suffice), on both doors; nothing changes', async () => {
    const body = await nextBody(await everyoneActive());
    expect((await fetch(`${t.url}/api/admin/terms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status).toBe(401);
    for (const who of [staff, reviewer, manager]) {
      expect((await post(who, '/admin/terms', body)).status).toBe(403);
      expect(trpcCode(await who.trpc.terms.handover.mutate(body).catch((e: unknown) => e))).toBe('FORBIDDEN');
      expect((await who.rest(`/admin/terms/${oldTerm}/members/${leaves.id}`, { method: 'DELETE' })).status).toBe(403);
    }
    expect(await terms()).toEqual([{ id: oldTerm }]);
  });

  test('refused: the admin leaving, a start not after the current one, an id that exists, an inactive account continuing; in the request language', async () => {
    const continuing = [{ id: stays.id }];
    const self = await post(admin, '/admin/terms', await nextBody(continuing), 'zh');
    expect(self.status).toBe(403);
    expect(((await self.json()) as { error: string }).error).toContain('你不能在自己主持的换届中离任');
    const withMe = [...continuing, { id: admin.account!.id }];
    const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
    const early = await post(admin, '/admin/terms', { ...(await nextBody(withMe)), startsOn: current!.startsOn });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe('The new term must start after the current term started.');
    expect((await post(admin, '/admin/terms', { ...(await nextBody(withMe)), id: oldTerm })).status).toBe(409);
    const inactive = await createAccount(t, { isActive: false });
    expect((await post(admin, '/admin/terms', await nextBody([...withMe, { id: inactive.id }]))).status).toBe(409);
    const bad = await post(admin, '/admin/terms', { ...(await nextBody(withMe)), endsOn: '2000-01-01' });
    expect(bad.status).toBe(400);
    expect(await terms()).toEqual([{ id: oldTerm }]);
  });

  test('a step that fails leaves the old term as it was: no new term, no past team, nobody deactivated or signed out, no audit entry', async () => {
    const db = t.app.services.db;
    // The deactivation of those who leave fails, after the past team and the new term were written.
    await sql`create trigger fail_handover before update of is_active on staff_accounts when new.is_active = 0 begin select raise(abort, 'handover made to fail'); end`.execute(db);
    try {
      const answer = await post(admin, '/admin/terms', await nextBody([{ id: admin.account!.id }, { id: stays.id, positionEn: 'President' }]));
      expect(answer.status).toBe(500);
      expect(t.takeErrorLogs().length).toBeGreaterThan(0);
    } finally {
      await sql`drop trigger fail_handover`.execute(db);
    }
    expect(await terms()).toEqual([{ id: oldTerm }]);
    expect(await db.selectFrom('term_members').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('published_profiles').select('term_id').distinct().execute()).toEqual([{ term_id: oldTerm }]);
    expect(await account(leaves.id)).toMatchObject({ is_active: 1, can_manage_events: 1, can_review_profiles: 1 });
    expect((await leaverSession.rest('/auth/me')).status).toBe(200);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'term.handover').execute()).toEqual([]);
    expect(await getJson(`${t.url}/api/team`)).toEqual(before.en);
    expect(outbox(t).filter((m) => m.subject.includes('Thank') || m.subject.includes('谢谢'))).toEqual([]);
  });

  describe('done (REST): one continues with a new position, the others leave', () => {
    let result: HandoverOutput;
    let newTerm: string;
    beforeAll(async () => {
      const termsBefore = await getJson<TermsOutput>(`${t.url}/api/team/terms`);
      expect(termsBefore.terms).toHaveLength(1);
      const body = await nextBody([{ id: admin.account!.id }, { id: stays.id, positionEn: 'President', positionZh: '会长' }, { id: manager.account!.id }]);
      newTerm = body.id;
      const answer = await post(admin, '/admin/terms', body);
      expect(answer.status, await answer.clone().text()).toBe(200);
      result = (await answer.json()) as HandoverOutput;
    });

    test('the answer: the new term current, the old one, who continued and who left', () => {
      expect(result.term).toMatchObject({ id: newTerm, current: true });
      expect(result.previous).toMatchObject({ id: oldTerm, current: false });
      expect(result.continued.map((a) => a.username).sort()).toEqual([admin.account!.username, manager.account!.username, 'stays'].sort());
      expect(result.left.map((a) => a.username).sort()).toEqual(['hant', 'leaves', reviewer.account!.username, staff.account!.username].sort());
    });

    test('GET /api/team/terms lists both, the new one current (the cache was told)', async () => {
      const listed = await getJson<TermsOutput>(`${t.url}/api/team/terms`);
      expect(listed.terms.map((x) => [x.id, x.current])).toEqual([
        [newTerm, true],
        [oldTerm, false],
      ]);
      expect(await t.trpc().team.terms.query()).toEqual(listed);
    });

    test('the current team shows only who continued, with the new position (Traditional converted)', async () => {
      const now = await getJson<TeamOutput>(`${t.url}/api/team`);
      expect(now.members.map((m) => [m.username, m.positionEn, m.positionZh])).toEqual([['stays', 'President', '会长']]);
      const hant = await getJson<TeamOutput>(`${t.url}/api/team?language=zh-Hant`);
      expect(hant.members[0]!.positionZh).toBe('會長');
      expect(await getJson(`${t.url}/api/team?term=${newTerm}`)).toEqual(now);
    });

    test('the past team is exactly as it was, positions and Traditional included, on both doors', async () => {
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(before.en);
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}&language=zh-Hant`)).toEqual(before.hant);
      expect(await t.trpc().team.list.query({ term: oldTerm })).toEqual(before.en);
      expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${oldTerm}&department=career`)).members.map((m) => m.username)).toEqual(['hant']);
    });

    test('the past team stays as it was while a member edits their profile for the new term', async () => {
      const db = t.app.services.db;
      await db.updateTable('published_profiles').set({ position_en: 'Edited', name_en: 'New name' }).where('account_id', '=', stays.id).execute();
      t.app.services.readCaches.team.invalidate();
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(before.en);
    });

    test('those who left: deactivated, back to staff, without any permission flag, their sessions ended', async () => {
      for (const id of [leaves.id, leavesHant.id, reviewer.account!.id]) {
        expect(await account(id)).toMatchObject({ is_active: 0, role: 'staff', can_manage_events: 0, can_review_profiles: 0, can_manage_staff: 0, can_manage_content: 0 });
      }
      const told = await leaverSession.rest('/auth/me');
      expect(told.status).toBe(401);
      expect(((await told.json()) as { code: string }).code).toBe('ACCOUNT_DEACTIVATED');
      // Signed in again, they manage nothing.
      const again = await signIn(t, leaves);
      expect((await again.rest('/admin/profiles')).status).toBe(403);
      expect((await again.rest('/events', { method: 'POST', body: JSON.stringify({}) })).status).toBe(403);
      expect((await again.rest('/admin/staff')).status).toBe(403);
      // Nothing was deleted.
      expect(await t.app.services.db.selectFrom('staff_profiles').select('account_id').where('account_id', '=', leaves.id).execute()).toHaveLength(0);
      expect(await t.app.services.db.selectFrom('published_profiles').select('account_id').where('account_id', '=', leaves.id).execute()).toHaveLength(1);
      // Those who continue keep their flags and sessions.
      expect(await account(manager.account!.id)).toMatchObject({ is_active: 1, can_manage_staff: 1 });
      expect((await manager.rest('/admin/staff')).status).toBe(200);
    });

    test('each who left is thanked in their language; those who continue get no mail', () => {
      const zh = lastMailTo(t, leaves.email);
      expect(zh?.subject).toContain('谢谢你，陈离');
      expect(zh?.text).toContain(`/team?term=${oldTerm}&language=zh`);
      const hant = lastMailTo(t, leavesHant.email);
      expect(hant?.subject).toContain('謝謝你，张汉');
      expect(hant?.text).toContain('感謝你');
      expect(lastMailTo(t, staff.account!.email)?.subject).toMatch(/^Thank you, member\d+:/);
      expect(lastMailTo(t, stays.email)).toBeUndefined();
    });

    test('the handover is in the audit log', async () => {
      const entries = (await (await admin.rest('/admin/audit?action=term.handover')).json()) as { items?: unknown[]; entries?: Array<{ entityId: string; after: { left: unknown[] } }> };
      const list = (entries.entries ?? entries.items) as Array<{ entityId: string; after: { left: unknown[] } }>;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ entityId: newTerm });
      expect(list[0]!.after.left).toHaveLength(4);
    });

    test('a second handover over tRPC: the team of the term that ended is kept too', async () => {
      const body = await nextBody([{ id: admin.account!.id }, { id: stays.id }, { id: manager.account!.id }]);
      const done = await admin.trpc.terms.handover.mutate(body);
      expect(done.previous.id).toBe(newTerm);
      expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${newTerm}`)).members.map((m) => [m.username, m.positionEn])).toEqual([['stays', 'Edited']]);
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(before.en);
      expect((await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms).toHaveLength(3);
    });

    test('an admin removes a departed member from a past team (audited); again is 404; an unknown term is 404; on both doors', async () => {
      const removed = await admin.rest(`/admin/terms/${oldTerm}/members/${leaves.id}`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ removed: true });
      const past = await getJson<TeamOutput>(`${t.url}/api/team?term=${oldTerm}`);
      expect(past.members.map((m) => m.username)).toEqual(['stays', 'hant']);
      const again = await admin.rest(`/admin/terms/${oldTerm}/members/${leaves.id}?language=zh`, { method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(((await again.json()) as { error: string }).error).toContain('不在那一届的团队中');
      expect((await admin.rest(`/admin/terms/1999-00/members/${leaves.id}`, { method: 'DELETE' })).status).toBe(404);
      expect(await admin.trpc.terms.removeMember.mutate({ term: oldTerm, id: leavesHant.id })).toEqual({ removed: true });
      expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${oldTerm}`)).members.map((m) => m.username)).toEqual(['stays']);
      const audit = await t.app.services.db.selectFrom('audit_log').select(['entity_id', 'before']).where('action', '=', 'term.removeMember').execute();
      expect(audit.map((a) => [a.entity_id, JSON.parse(a.before!).accountId])).toEqual([
        [oldTerm, leaves.id],
        [oldTerm, leavesHant.id],
      ]);
      // The account itself is untouched.
      expect(await account(leaves.id)).toMatchObject({ username: 'leaves' });
    });
  });
});
