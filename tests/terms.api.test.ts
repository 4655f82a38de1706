// Terms and the handover (issue 26 items 3 and 4, docs/decisions/038), over real HTTP on both
// doors: GET /api/team/terms and GET /api/team?term=; POST /api/admin/terms (admins only, one
// transaction: a step made to fail leaves everything as it was); the past team kept as it was,
// positions included; those who left deactivated, without permissions, signed out and thanked in
// their language; DELETE /api/admin/terms/{term}/members/{id}, audited.
import fs from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as createTerms from '../migrations/2026-11-28-1000-create-terms.js';
import { academicYearOf } from '../migrations/2026-11-28-1000-create-terms.js';
import { migratedDatabase } from './helpers/database.js';
import type { AppRouter } from '../server/router.js';
import { avatarFiles } from '../server/modules/profiles/profiles.service.js';
import { societyDay } from '../server/modules/terms/terms.service.js';
import type { SessionUser } from '../shared/auth.schema.js';
import type { TeamOutput } from '../shared/team.schema.js';
import { nextTermOf, termIdOf, type HandoverOutput, type TermsOutput } from '../shared/terms.schema.js';
import { as, createAccount, lastMailTo, outbox, type SignedIn, type TestAccount } from './helpers/accounts.js';
import { createMember } from './helpers/team.js';
import { startTestApp, tempDir, type TestApp } from './helpers/test-app.js';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** Signs in over REST in `language` (the account's language for mails that answer no request). */
async function signIn(t: TestApp, account: TestAccount, language = 'en'): Promise<SignedIn> {
  const response = await fetch(`${t.url}/api/auth/login?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.username, password: account.password }),
  });
  expect(response.status).toBe(200);
  const headers = { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  return {
    account,
    headers,
    rest: (path, init = {}) =>
      fetch(`${t.url}/api${path}`, {
        ...init,
        headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) },
      }),
    trpc: t.trpc({ headers }),
  };
}

const post = (who: SignedIn, path: string, body: unknown, language = 'en') =>
  who.rest(`${path}?language=${language}`, { method: 'POST', body: JSON.stringify(body) });
/** Noon in Toronto on a day: within the society's day whatever the offset. */
const firstDay = (day: string) => new Date(`${day}T16:00:00Z`);

/**
 * A handover of the next term, whose first day is later than today: prepared by the call, then
 * done as the server's timer does on that day (decision 042). The call's answer.
 */
async function handOver(t: TestApp, who: SignedIn, body: { startsOn: string; [key: string]: unknown }, language = 'en'): Promise<Response> {
  const answer = await post(who, '/admin/terms', body, language);
  if (answer.status !== 200) return answer;
  expect(((await answer.clone().json()) as HandoverOutput).pending).toBe(true);
  expect(await t.app.services.terms.runDue(firstDay(body.startsOn))).toEqual({ applied: expect.any(String) });
  return answer;
}

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
    expect(
      trpcCode(
        await t
          .trpc()
          .team.list.query({ term: '1999-00' })
          .catch((e: unknown) => e),
      ),
    ).toBe('NOT_FOUND');
  });

  test('a published profile written without its term is in the current term (the migration’s trigger)', async () => {
    const db = t.app.services.db;
    const account = await createAccount(t);
    const now = new Date().toISOString();
    await db
      .insertInto('published_profiles')
      .values({
        account_id: account.id,
        name_en: 'Plain',
        department: 'arts',
        approved_at: now,
        email: '',
        phone: '',
        name_zh: '',
        position_en: 'P',
        position_zh: '',
        bio_en: '',
        bio_zh: '',
        linkedin: '',
        github: '',
        wechat: '',
        mbti: '',
        avatar: null,
        verified: 0,
        term_id: null,
      })
      .execute();
    const [{ id }] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms as [{ id: string }, ...unknown[]];
    expect(await db.selectFrom('published_profiles').select('term_id').where('account_id', '=', account.id).executeTakeFirst()).toEqual({
      term_id: id,
    });
  });

  test('the migration goes down and up again', async () => {
    const handle = await migratedDatabase();
    try {
      await createTerms.down(handle.db);
      expect(
        (
          await sql<{
            name: string;
          }>`select name from sqlite_master where name in ('terms', 'term_members', 'published_profiles_current_term')`.execute(handle.db)
        ).rows,
      ).toEqual([]);
      await createTerms.up(handle.db);
      expect((await handle.db.selectFrom('terms').select('id').execute()).map((r) => r.id)).toEqual([academicYearOf(new Date()).id]);
    } finally {
      await handle.remove();
    }
  });

  test('the next term after a September–August year is named by its years', () => {
    expect(nextTermOf({ startsOn: '2026-09-01', endsOn: '2027-08-31' })).toEqual({
      id: '2027-28',
      name: '2027–28',
      startsOn: '2027-09-01',
      endsOn: '2028-08-31',
    });
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
  /** The team as a past term keeps it: those who left without their contact fields (decision 041); `stays` continues. */
  const asPast = (team: TeamOutput): TeamOutput => ({
    members: team.members.map((m) =>
      m.username === 'stays' ? m : (({ email: _e, linkedin: _l, github: _g, wechat: _w, mbti: _m, ...rest }) => rest)(m),
    ),
  });

  const terms = () => t.app.services.db.selectFrom('terms').select('id').orderBy('starts_on').execute();
  const account = (id: number) => t.app.services.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const nextBody = async (continuing: Array<{ id: number; positionEn?: string; positionZh?: string }>) => {
    const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
    return { ...nextTermOf(current!), continuing };
  };
  const everyoneActive = async () =>
    (await t.app.services.db.selectFrom('staff_accounts').select('id').where('is_active', '=', 1).execute()).map(({ id }) => ({ id }));

  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await as(t, 'admin');
    manager = await as(t, 'manageStaff');
    reviewer = await as(t, 'reviewProfiles');
    staff = await as(t, 'staff');
    stays = await createMember(t, 'Stays', { account: { displayOrder: 1 }, published: { position_en: 'Treasurer', position_zh: '财务' } });
    leaves = await createMember(t, 'Leaves', {
      account: { displayOrder: 2, flags: { canManageEvents: true, canReviewProfiles: true, canManageContent: true } },
      published: { name_zh: '陈离', position_en: 'Head of Arts', position_zh: '艺术部部长', department: 'arts' },
    });
    leavesHant = await createMember(t, 'Hant', {
      account: { displayOrder: 3 },
      published: { name_en: '', name_zh: '张汉', department: 'career' },
    });
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
    expect(
      (
        await fetch(`${t.url}/api/admin/terms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    ).toBe(401);
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

  test('a step that fails leaves the old term as it was: no new term, no past team, nobody deactivated or signed out, no audit entry; the prepared handover waits for the next run', async () => {
    const db = t.app.services.db;
    // The deactivation of those who leave fails, after the past team and the new term were written.
    await sql`create trigger fail_handover before update of is_active on staff_accounts when new.is_active = 0 begin select raise(abort, 'handover made to fail'); end`.execute(
      db,
    );
    try {
      const body = await nextBody([{ id: admin.account!.id }, { id: stays.id, positionEn: 'President' }]);
      expect((await post(admin, '/admin/terms', body)).status).toBe(200);
      await expect(t.app.services.terms.runDue(firstDay(body.startsOn))).rejects.toThrow('handover made to fail');
      expect(await db.selectFrom('pending_handovers').select('term_id').execute()).toEqual([{ term_id: body.id }]);
      expect((await admin.rest('/admin/terms/pending', { method: 'DELETE' })).status).toBe(200);
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
      const body = await nextBody([
        { id: admin.account!.id },
        { id: stays.id, positionEn: 'President', positionZh: '会长' },
        { id: manager.account!.id },
      ]);
      newTerm = body.id;
      const answer = await handOver(t, admin, body);
      expect(answer.status, await answer.clone().text()).toBe(200);
      result = (await answer.json()) as HandoverOutput;
    });

    test('the answer (made months ahead): prepared, the new term not current yet, the old one, who continues and who leaves', () => {
      expect(result.pending).toBe(true);
      expect(result.term).toMatchObject({ id: newTerm, current: false });
      expect(result.previous).toMatchObject({ id: oldTerm, current: true });
      expect(result.continued.map((a) => a.username).sort()).toEqual([admin.account!.username, manager.account!.username, 'stays'].sort());
      expect(result.left.map((a) => a.username).sort()).toEqual(
        ['hant', 'leaves', reviewer.account!.username, staff.account!.username].sort(),
      );
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
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(asPast(before.en));
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}&language=zh-Hant`)).toEqual(asPast(before.hant));
      expect(await t.trpc().team.list.query({ term: oldTerm })).toEqual(asPast(before.en));
      expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${oldTerm}&department=career`)).members.map((m) => m.username)).toEqual([
        'hant',
      ]);
    });

    test('the past team stays as it was while a member edits their profile for the new term', async () => {
      const db = t.app.services.db;
      await db
        .updateTable('published_profiles')
        .set({ position_en: 'Edited', name_en: 'New name' })
        .where('account_id', '=', stays.id)
        .execute();
      t.app.services.readCaches.team.invalidate();
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(asPast(before.en));
    });

    test('those who left: deactivated, back to staff, without any permission flag, their sessions ended', async () => {
      for (const id of [leaves.id, leavesHant.id, reviewer.account!.id]) {
        expect(await account(id)).toMatchObject({
          is_active: 0,
          role: 'staff',
          can_manage_events: 0,
          can_review_profiles: 0,
          can_manage_staff: 0,
          can_manage_content: 0,
        });
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
      expect(
        await t.app.services.db.selectFrom('staff_profiles').select('account_id').where('account_id', '=', leaves.id).execute(),
      ).toHaveLength(0);
      expect(
        await t.app.services.db.selectFrom('published_profiles').select('account_id').where('account_id', '=', leaves.id).execute(),
      ).toHaveLength(1);
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
      const entries = (await (await admin.rest('/admin/audit?action=term.handover')).json()) as {
        items?: unknown[];
        entries?: Array<{ entityId: string; after: { left: unknown[] } }>;
      };
      const list = ((entries.entries ?? entries.items) as Array<{ action: string; entityId: string; after: { left: unknown[] } }>).filter(
        (e) => e.action === 'term.handover',
      );
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ entityId: newTerm });
      expect(list[0]!.after.left).toHaveLength(4);
    });

    test('a second handover over tRPC: the team of the term that ended is kept too', async () => {
      const body = await nextBody([{ id: admin.account!.id }, { id: stays.id }, { id: manager.account!.id }]);
      const done = await admin.trpc.terms.handover.mutate(body);
      expect(done.previous.id).toBe(newTerm);
      expect(await t.app.services.terms.runDue(firstDay(body.startsOn))).toEqual({ applied: body.id });
      expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${newTerm}`)).members.map((m) => [m.username, m.positionEn])).toEqual([
        ['stays', 'Edited'],
      ]);
      expect(await getJson(`${t.url}/api/team?term=${oldTerm}`)).toEqual(asPast(before.en));
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
      const audit = await t.app.services.db
        .selectFrom('audit_log')
        .select(['entity', 'entity_id', 'before'])
        .where('action', '=', 'term.removeMember')
        .execute();
      expect(audit.map((a) => [a.entity, a.entity_id, JSON.parse(a.before!).accountId])).toEqual([
        ['term', oldTerm, leaves.id],
        ['term', oldTerm, leavesHant.id],
      ]);
      // The account itself is untouched.
      expect(await account(leaves.id)).toMatchObject({ username: 'leaves' });
    });
  });
});

describe('the handover: what the transaction checks and writes besides (from the mutation run)', () => {
  let t: TestApp;
  let admin: SignedIn;
  const db = () => t.app.services.db;
  const currentTerm = async () => (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms.find((x) => x.current)!;
  const nextBody = async (continuing: Array<{ id: number; positionEn?: string; positionZh?: string }>) => ({
    ...nextTermOf(await currentTerm()),
    continuing,
  });
  const sessionUser = async (who: SignedIn) => ((await (await who.rest('/auth/me')).json()) as { user: SessionUser }).user;
  const retire = async (ids: number[]) => db().updateTable('staff_accounts').set({ is_active: 0 }).where('id', 'in', ids).execute();

  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await as(t, 'admin');
  });
  afterAll(async () => t.close());

  test('the actor is read again inside the transaction: a session read before its admin was demoted, deactivated or deleted neither hands over nor removes a past member', async () => {
    const user = await sessionUser(admin);
    const body = await nextBody([{ id: user.id }]);
    const id = user.id;
    const refused = async (call: () => Promise<unknown>) =>
      expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    const term = (await currentTerm()).id;
    await db().updateTable('staff_accounts').set({ role: 'staff' }).where('id', '=', id).execute();
    await refused(() => t.app.services.terms.handover(user, body));
    await refused(() => t.app.services.terms.removeMember(user, term, id));
    await db().updateTable('staff_accounts').set({ role: 'admin', is_active: 0 }).where('id', '=', id).execute();
    await refused(() => t.app.services.terms.handover(user, body));
    await refused(() => t.app.services.terms.removeMember(user, term, id));
    await db().updateTable('staff_accounts').set({ is_active: 1 }).where('id', '=', id).execute();
    const gone = { ...user, id: 999_999 };
    await refused(() => t.app.services.terms.handover(gone, { ...body, continuing: [{ id: gone.id }] }));
    await refused(() => t.app.services.terms.removeMember(gone, term, id));
    expect((await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms).toHaveLength(1);
  });

  test('refusals name their reason: an id that exists, an account not active, a past team of no such term', async () => {
    const me = { id: admin.account!.id };
    const exists = await post(admin, '/admin/terms', { ...(await nextBody([me])), id: (await currentTerm()).id });
    expect(exists.status).toBe(409);
    expect(((await exists.json()) as { error: string }).error).toBe('A term with this id or start date already exists.');
    const inactive = await createAccount(t, { isActive: false });
    const notActive = await post(admin, '/admin/terms', await nextBody([me, { id: inactive.id }]), 'zh');
    expect(notActive.status).toBe(409);
    expect(((await notActive.json()) as { error: string }).error).toContain('留任的人必须是已激活的账户');
    const noTerm = await admin.rest(`/admin/terms/1999-00/members/${admin.account!.id}?language=zh`, { method: 'DELETE' });
    expect(noTerm.status).toBe(404);
    expect(((await noTerm.json()) as { error: string }).error).toContain('没有这一届');
  });

  test('nobody on the team page, every member who continues given a Chinese position: the past team is kept empty, the positions converted, a hand-set Traditional position replaced only where the Chinese one changed', async () => {
    const withOverride = await createMember(t, 'Override', { saved: { status: 'new', position_zh: '干事' } });
    const englishOnly = await createMember(t, 'English', { saved: { status: 'new', position_zh: '干事' } });
    await db()
      .updateTable('staff_profiles')
      .set({ position_zh_hant_override: '幹事（手寫）' })
      .where('account_id', 'in', [withOverride.id, englishOnly.id])
      .execute();
    expect((await getJson<TeamOutput>(`${t.url}/api/team`)).members).toEqual([]);
    const old = (await currentTerm()).id;

    const answer = await handOver(
      t,
      admin,
      await nextBody([
        { id: admin.account!.id, positionZh: '会长' },
        { id: withOverride.id, positionZh: '总务' },
        { id: englishOnly.id, positionEn: 'Secretary' },
      ]),
    );
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await db().selectFrom('term_members').select('account_id').where('term_id', '=', old).execute()).toEqual([]);
    const saved = async (id: number) =>
      db()
        .selectFrom('staff_profiles')
        .select(['position_en', 'position_zh', 'position_zh_hant', 'position_zh_hant_override'])
        .where('account_id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await saved(withOverride.id)).toMatchObject({ position_zh: '总务', position_zh_hant: '總務', position_zh_hant_override: '' });
    expect(await saved(englishOnly.id)).toMatchObject({
      position_en: 'Secretary',
      position_zh: '干事',
      position_zh_hant_override: '幹事（手寫）',
    });
    await retire([withOverride.id, englishOnly.id]);
  });

  test('the audit entry: the term that ended with its team as shown, the new term, who continued as asked and who left', async () => {
    const stays = await createMember(t, 'Keeps', { published: { position_en: 'Treasurer', position_zh: '财务' } });
    const goes = await createMember(t, 'Goes', { published: { position_en: 'Head of Arts', position_zh: '艺术部部长' } });
    t.app.services.readCaches.team.invalidate();
    const previous = await currentTerm();
    const body = await nextBody([{ id: admin.account!.id }, { id: stays.id, positionEn: 'President' }]);
    expect((await handOver(t, admin, body)).status).toBe(200);
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'term.handover')
      .where('entity_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(entry.entity).toBe('term');
    expect(JSON.parse(entry.before!)).toEqual({
      term: { ...previous, current: false },
      team: [
        { id: goes.id, username: 'goes', positionEn: 'Head of Arts', positionZh: '艺术部部长' },
        { id: stays.id, username: 'keeps', positionEn: 'Treasurer', positionZh: '财务' },
      ],
    });
    expect(JSON.parse(entry.after!)).toEqual({
      term: { id: body.id, name: body.name, startsOn: body.startsOn, endsOn: body.endsOn, current: true },
      continued: body.continuing,
      left: [{ id: goes.id, username: 'goes' }],
    });
    await retire([stays.id]);
  });

  test('each who left is thanked by the name they go by in their language, else the other, else their username', async () => {
    const named = async (username: string, language: 'en' | 'zh' | 'zh-Hant', nameEn: string, nameZh: string) => {
      const account = await createMember(t, username, { saved: { status: 'new', name_en: nameEn, name_zh: nameZh } });
      await db().updateTable('staff_accounts').set({ preferred_language: language }).where('id', '=', account.id).execute();
      return account;
    };
    const ella = await named('Ella', 'en', 'Ella Lee', '李艾拉');
    const kai = await named('Kai', 'en', '', '凯');
    const zed = await named('Zed', 'zh', 'Zed', '');
    const mei = await named('Mei', 'zh-Hant', 'May', '美');
    const none = await createAccount(t);
    // Everyone who continues with a Chinese position (the converter is loaded for them all).
    expect((await handOver(t, admin, await nextBody([{ id: admin.account!.id, positionZh: '会长' }]))).status).toBe(200);
    expect(lastMailTo(t, ella.email)?.subject).toContain('Thank you, Ella Lee');
    expect(lastMailTo(t, kai.email)?.subject).toContain('Thank you, 凯');
    expect(lastMailTo(t, zed.email)?.subject).toContain('谢谢你，Zed');
    expect(lastMailTo(t, mei.email)?.subject).toContain('謝謝你，美');
    expect(lastMailTo(t, none.email)?.subject).toContain(`Thank you, ${none.username}`);
  });

  test('a removed past entry’s photo goes when nothing shows it any more', async () => {
    const member = await createMember(t, 'Photo', { published: { avatar: '/uploads/staff/oldphoto-256x256.jpg' } });
    t.app.services.readCaches.team.invalidate();
    const files = avatarFiles('/uploads/staff/oldphoto-256x256.jpg').map((name) => path.join(t.dataDir, 'uploads', 'staff', name));
    fs.mkdirSync(path.dirname(files[0]!), { recursive: true });
    for (const file of files) fs.writeFileSync(file, 'x');
    const old = (await currentTerm()).id;
    expect((await handOver(t, admin, await nextBody([{ id: admin.account!.id }, { id: member.id }]))).status).toBe(200);
    // A new photo since: the old one is only in the past team now.
    await db().updateTable('published_profiles').set({ avatar: null }).where('account_id', '=', member.id).execute();
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    expect((await admin.rest(`/admin/terms/${old}/members/${member.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(files.filter((file) => fs.existsSync(file))).toEqual([]);
  });
});

describe('a thank-you mail that cannot be sent', () => {
  test('is logged and kept to be sent again later, and the handover stands', async () => {
    const t = await startTestApp({ env: { SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const admin = await as(t, 'admin');
      const leaver = await createAccount(t);
      const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
      const answer = await handOver(t, admin, { ...nextTermOf(current!), continuing: [{ id: admin.account!.id }] });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as HandoverOutput).left.map((a) => a.id)).toEqual([leaver.id]);
      const logged = t.logs().find((line) => line.msg === 'job failed; it runs again later');
      expect(logged).toMatchObject({ job: `thanks:${current!.id}:${leaver.id}` });
      const job = await t.app.services.db
        .selectFrom('jobs')
        .select(['done_at', 'attempts', 'last_error'])
        .where('key', '=', `thanks:${current!.id}:${leaver.id}`)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ done_at: null, attempts: 1, last_error: expect.any(String) });
      expect(
        await t.app.services.db.selectFrom('staff_accounts').select('is_active').where('id', '=', leaver.id).executeTakeFirstOrThrow(),
      ).toEqual({ is_active: 0 });
    } finally {
      await t.close();
    }
  }, 30_000);
});

// Issue 34 item 10, decision 042: a handover made in November for a term starting in September
// is prepared, not done; the server's own timer does it on the first day, once, across restarts.
describe('a handover prepared ahead, done by the server on the new term’s first day', () => {
  let offset = 0;
  /** The app's clock: now, moved by the tests. */
  const clock = () => new Date(Date.now() + offset);
  const standOn = (day: string) => {
    offset = firstDay(day).getTime() - Date.now();
  };
  const dataDir = tempDir();
  let t: TestApp;
  let admin: SignedIn;
  let stays: TestAccount;
  let leaves: TestAccount;
  let leaverSession: SignedIn;
  let body: { id: string; name: string; startsOn: string; endsOn: string; continuing: Array<{ id: number; positionEn?: string }> };
  let oldTerm: string;
  const db = () => t.app.services.db;
  const termIds = async () => (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms.map((x) => [x.id, x.current]);
  const isActive = async (id: number) =>
    (await db().selectFrom('staff_accounts').select('is_active').where('id', '=', id).executeTakeFirstOrThrow()).is_active;
  const thanks = () => outbox(t).filter((m) => m.to.includes(leaves.email) && m.subject.startsWith('Thank you'));
  const handovers = async () => db().selectFrom('audit_log').select('entity_id').where('action', '=', 'term.handover').execute();
  const start = () => startTestApp({ env: { SEED_DEMO: 'false' }, clock, dataDir, jobIntervalMs: 50 });
  /** The server stopped and started again on the same data (t.close would delete it). */
  const restart = async () => {
    await t.app.close();
    t = await start();
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await check()).toBe(true);
  };

  beforeAll(async () => {
    t = await start();
    admin = await as(t, 'admin');
    stays = await createMember(t, 'Stays', { published: { position_en: 'Treasurer' } });
    leaves = await createMember(t, 'Leaves', { published: { position_en: 'Head of Arts' } });
    leaverSession = await signIn(t, leaves);
    t.app.services.readCaches.team.invalidate();
    const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
    oldTerm = current!.id;
    body = { ...nextTermOf(current!), continuing: [{ id: admin.account!.id }, { id: stays.id, positionEn: 'President' }] };
  });
  afterAll(async () => t.close());

  test('prepared months ahead: the answer says pending; no new term, nobody deactivated or mailed, the team as it was', async () => {
    const answer = await post(admin, '/admin/terms', body);
    expect(answer.status).toBe(200);
    const prepared = (await answer.json()) as HandoverOutput;
    expect(prepared).toMatchObject({
      pending: true,
      term: { id: body.id, startsOn: body.startsOn, current: false },
      previous: { id: oldTerm, current: true },
    });
    expect(prepared.left.map((a) => a.username)).toEqual(['leaves']);
    expect(await termIds()).toEqual([[oldTerm, true]]);
    expect(await isActive(leaves.id)).toBe(1);
    expect((await leaverSession.rest('/auth/me')).status).toBe(200);
    expect(thanks()).toEqual([]);
    expect((await getJson<TeamOutput>(`${t.url}/api/team`)).members.map((m) => [m.username, m.positionEn])).toEqual([
      ['leaves', 'Head of Arts'],
      ['stays', 'Treasurer'],
    ]);
    expect(await db().selectFrom('audit_log').select('action').where('action', 'like', 'term.%').execute()).toEqual([
      { action: 'term.handoverPrepared' },
    ]);
    // The timer's run today does nothing.
    expect(await t.app.services.terms.runDue()).toEqual({ applied: null });
    expect(await termIds()).toEqual([[oldTerm, true]]);
  });

  test('GET /api/admin/terms/pending shows it on both doors (admins only): the term, who continues, who leaves, who prepared it', async () => {
    const answer = await admin.rest('/admin/terms/pending');
    expect(answer.status).toBe(200);
    const { pending } = (await answer.json()) as { pending: Record<string, unknown> };
    expect(pending).toMatchObject({
      term: { id: body.id, name: body.name, startsOn: body.startsOn, endsOn: body.endsOn },
      continuing: [
        { id: admin.account!.id, username: admin.account!.username },
        { id: stays.id, username: 'stays', positionEn: 'President' },
      ],
      leaving: [{ id: leaves.id, username: 'leaves' }],
      preparedBy: { id: admin.account!.id, username: admin.account!.username },
    });
    expect(await admin.trpc.terms.pending.query()).toEqual({ pending });
    expect((await leaverSession.rest('/admin/terms/pending')).status).toBe(403);
    expect((await fetch(`${t.url}/api/admin/terms/pending`)).status).toBe(401);
  });

  test('a first day in the past is refused (today is not), in the request language', async () => {
    // The society's yesterday (its time zone's, not UTC's: at 00:30 UTC it is still evening in Toronto).
    const yesterday = societyDay(new Date(clock().getTime() - 86_400_000));
    const past = await post(admin, '/admin/terms', { ...body, id: 'past', name: 'Past', startsOn: yesterday }, 'zh');
    expect(past.status).toBe(409);
    expect(((await past.json()) as { error: string }).error).toContain('不能是过去的日子');
    expect(
      ((await admin.rest('/admin/terms/pending').then((r) => r.json())) as { pending: { term: { id: string } } }).pending.term.id,
    ).toBe(body.id);
  });

  test('changed: preparing again replaces it; cancelled: nothing is done on the day', async () => {
    const changed = await post(admin, '/admin/terms', { ...body, continuing: [...body.continuing, { id: leaves.id }] });
    expect(((await changed.json()) as HandoverOutput).left).toEqual([]);
    expect(((await (await admin.rest('/admin/terms/pending')).json()) as { pending: { leaving: unknown[] } }).pending.leaving).toEqual([]);
    const cancelled = await admin.rest('/admin/terms/pending', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ cancelled: true });
    expect(await (await admin.rest('/admin/terms/pending')).json()).toEqual({ pending: null });
    const again = await admin.rest('/admin/terms/pending?language=zh', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: string }).error).toBe('没有预先安排的换届。');
    expect(await t.app.services.terms.runDue(firstDay(body.startsOn))).toEqual({ applied: null });
    expect(await termIds()).toEqual([[oldTerm, true]]);
    expect(await isActive(leaves.id)).toBe(1);
    expect(
      (await db().selectFrom('audit_log').select('action').where('action', 'like', 'term.handover%').execute()).map((a) => a.action),
    ).toEqual(['term.handoverPrepared', 'term.handoverPrepared', 'term.handoverCancelled']);
    // Prepared again for the next tests.
    expect((await post(admin, '/admin/terms', body)).status).toBe(200);
  });

  test('a run that fails half-way changes nothing and leaves it prepared; a restart before the day changes nothing either', async () => {
    await sql`create trigger fail_handover before update of is_active on staff_accounts when new.is_active = 0 begin select raise(abort, 'handover made to fail'); end`.execute(
      db(),
    );
    try {
      await expect(t.app.services.terms.runDue(firstDay(body.startsOn))).rejects.toThrow('handover made to fail');
    } finally {
      await sql`drop trigger fail_handover`.execute(db());
    }
    expect(await termIds()).toEqual([[oldTerm, true]]);
    expect(await db().selectFrom('term_members').selectAll().execute()).toEqual([]);
    expect(await db().selectFrom('jobs').selectAll().execute()).toEqual([]);
    expect(await isActive(leaves.id)).toBe(1);
    await restart();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await termIds()).toEqual([[oldTerm, true]]);
    expect(await db().selectFrom('pending_handovers').select('term_id').execute()).toEqual([{ term_id: body.id }]);
  });

  test('on its first day the server’s own timer does it: the new term current, the leaver deactivated and thanked, once', async () => {
    standOn(body.startsOn);
    await waitFor(async () => (await termIds()).length === 2);
    await waitFor(async () => thanks().length === 1);
    expect(await termIds()).toEqual([
      [body.id, true],
      [oldTerm, false],
    ]);
    expect(await isActive(leaves.id)).toBe(0);
    expect(await isActive(stays.id)).toBe(1);
    expect((await getJson<TeamOutput>(`${t.url}/api/team`)).members.map((m) => [m.username, m.positionEn])).toEqual([
      ['stays', 'President'],
    ]);
    expect((await getJson<TeamOutput>(`${t.url}/api/team?term=${oldTerm}`)).members.map((m) => m.username)).toEqual(['leaves', 'stays']);
    expect(await handovers()).toEqual([{ entity_id: body.id }]);
    expect(await db().selectFrom('pending_handovers').selectAll().execute()).toEqual([]);
    // The timer runs on, the server restarts: still once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.app.services.terms.runDue()).toEqual({ applied: null });
    await restart();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await termIds()).toHaveLength(2);
    expect(await handovers()).toHaveLength(1);
    expect(thanks()).toHaveLength(1);
  });

  test('a handover whose first day is today is done at once, and replaces one prepared before', async () => {
    const [current] = (await getJson<TermsOutput>(`${t.url}/api/team/terms`)).terms;
    const later = nextTermOf(current!);
    // Stood on the day before the next term: prepared; then one starting today is done now.
    standOn(later.startsOn);
    offset -= 86_400_000;
    const session = await signIn(t, admin.account!);
    const me = [{ id: admin.account!.id }, { id: stays.id }];
    expect(((await (await post(session, '/admin/terms', { ...later, continuing: me })).json()) as HandoverOutput).pending).toBe(true);
    const today = societyDay(clock());
    const now = await post(session, '/admin/terms', {
      id: 'today',
      name: 'Today',
      startsOn: today,
      endsOn: later.endsOn,
      continuing: [{ id: admin.account!.id }],
    });
    expect(now.status, await now.clone().text()).toBe(200);
    expect(await now.json()).toMatchObject({ pending: false, term: { id: 'today', current: true }, left: [{ id: stays.id }] });
    expect((await termIds())[0]).toEqual(['today', true]);
    expect(await (await session.rest('/admin/terms/pending')).json()).toEqual({ pending: null });
    expect(await isActive(stays.id)).toBe(0);
  });
});
