// GET /api/team and /api/team/departments (team.list, team.departments): who the team page shows
// (published profiles of active accounts only), in which order, filtered by department; the
// departments with their counts; both doors alike; the cached answer with its ETag, and its
// invalidation when accounts or published profiles change.
import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { AppRouter } from '../server/router.js';
import { site } from '../shared/site.js';
import type { DepartmentsOutput, TeamMember, TeamOutput } from '../shared/team.schema.js';
import { createMember } from './helpers/team.js';
import { startTestApp, tempDir, type TestApp } from './helpers/test-app.js';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

const usernames = (output: TeamOutput) => output.members.map((m) => m.username);

describe('who the team page shows, in which order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    // Shown: published, active. Display order first, then the name without case: the English
    // name, else the Chinese one, else the username.
    await createMember(t, 'Aaron', { account: { displayOrder: 1 }, published: {} });
    await createMember(t, 'carol', { published: {} });
    await createMember(t, 'Bob', { published: { department: 'career' } });
    await createMember(t, 'alan', { published: { name_en: '', name_zh: '' } });
    await createMember(t, 'Abe', { published: { name_en: '', name_zh: '张伟', department: 'executive_committee' } });
    await createMember(t, 'Dora', { account: { displayOrder: -1 }, published: { department: 'career' } });
    // An approved member whose edit waits for review: the approved version stays.
    await createMember(t, 'Edith', {
      published: { position_en: 'Approved position' },
      saved: { status: 'pending', position_en: 'Edited position' },
    });
    // Not shown: only a saved version (pending, rejected, new, even approved without a published
    // row), an inactive account, no profile at all, a published row without a department.
    await createMember(t, 'Pending', { saved: { status: 'pending' } });
    await createMember(t, 'Rejected', { saved: { status: 'rejected', rejection_reason: 'No photo' } });
    await createMember(t, 'Fresh', { saved: { status: 'new' } });
    await createMember(t, 'Unpublished', { saved: { status: 'approved' } });
    await createMember(t, 'Inactive', { account: { isActive: false }, published: {} });
    await createMember(t, 'Nobody', {});
    await createMember(t, 'Homeless', { published: { department: null } });
  });
  afterAll(async () => t.close());

  test('published profiles of active accounts only, by display order, then name (English, Chinese, username) without case', async () => {
    const all = await getJson<TeamOutput>(`${t.url}/api/team`);
    expect(usernames(all)).toEqual(['dora', 'alan', 'bob', 'carol', 'edith', 'abe', 'aaron']);
  });

  test('keeps the approved version while an edit waits for review', async () => {
    const all = await getJson<TeamOutput>(`${t.url}/api/team`);
    expect(all.members.find((m) => m.username === 'edith')?.positionEn).toBe('Approved position');
  });

  test('?department= keeps that department’s members, in the same order', async () => {
    expect(usernames(await getJson(`${t.url}/api/team?department=career`))).toEqual(['dora', 'bob']);
    expect(usernames(await getJson(`${t.url}/api/team?department=arts`))).toEqual(['alan', 'carol', 'edith', 'aaron']);
    expect(usernames(await getJson(`${t.url}/api/team?department=executive_committee`))).toEqual(['abe']);
    expect(usernames(await getJson(`${t.url}/api/team?department=support`))).toEqual([]);
  });

  test('an unknown department is refused with 400 and a localized error on both doors', async () => {
    const en = await fetch(`${t.url}/api/team?department=sales`);
    expect(en.status).toBe(400);
    const body = (await en.json()) as { error: string; code: string; issues: Array<{ path: string }> };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.issues[0]?.path).toBe('department');
    const zh = await fetch(`${t.url}/api/team?department=sales&language=zh`);
    expect(((await zh.json()) as { error: string }).error).not.toBe(body.error);
    const error = await t
      .trpc()
      .team.list.query({ department: 'sales' as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('BAD_REQUEST');
  });

  test('both doors give the same lists', async () => {
    const client = t.trpc();
    for (const department of [undefined, 'arts', 'career', 'support'] as const) {
      const rest = await getJson(`${t.url}/api/team${department ? `?department=${department}` : ''}`);
      expect(await client.team.list.query(department ? { department } : undefined)).toEqual(rest);
    }
    expect(await client.team.departments.query()).toEqual(await getJson(`${t.url}/api/team/departments`));
  });

  test('the six departments of the site, in its order, with names, sub-groups and the members shown', async () => {
    const { departments } = await getJson<DepartmentsOutput>(`${t.url}/api/team/departments`);
    expect(departments.map((d) => d.id)).toEqual(['arts', 'career', 'operation', 'support', 'engagement', 'executive_committee']);
    expect(departments.map((d) => d.memberCount)).toEqual([4, 2, 0, 0, 0, 1]);
    for (const [i, d] of departments.entries()) {
      const info = site.departments[i]!;
      expect(d.name).toEqual({ en: info.name.en, zh: info.name.zh });
      expect(d.groups).toEqual(info.groups.map((g) => ({ name: { en: g.name.en, zh: g.name.zh } })));
    }
    expect(departments[0]!.name).toEqual({ en: 'Arts', zh: '艺术部' });
    expect(departments[5]!.groups).toHaveLength(2);
  });
});

describe('a member as the team page shows them', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  test('every public field in both languages; never the phone or anything of the review', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const fields = {
      name_en: 'Li Hua',
      name_zh: '李华',
      position_en: 'Head of Arts',
      position_zh: '艺术部部长',
      department: 'arts' as const,
      bio_en: 'Plays the guqin.',
      bio_zh: '弹古琴。',
      email: 'li.hua@example.org',
      phone: '+1 416 555 0123',
      linkedin: 'https://www.linkedin.com/in/lihua',
      github: 'https://github.com/lihua',
      wechat: 'lihua_88',
      mbti: 'INFJ',
      avatar: '/uploads/staff/li-hua.jpg',
    };
    await createMember(t, 'li.hua', {
      published: { ...fields, verified: 1 },
      saved: { ...fields, status: 'approved', rejection_reason: 'an old reason' },
    });
    const response = await fetch(`${t.url}/api/team`);
    const text = await response.text();
    const expected: TeamMember = {
      username: 'li.hua',
      nameEn: 'Li Hua',
      nameZh: '李华',
      positionEn: 'Head of Arts',
      positionZh: '艺术部部长',
      department: 'arts',
      bioEn: 'Plays the guqin.',
      bioZh: '弹古琴。',
      email: 'li.hua@example.org',
      linkedin: 'https://www.linkedin.com/in/lihua',
      github: 'https://github.com/lihua',
      wechat: 'lihua_88',
      mbti: 'INFJ',
      avatar: '/uploads/staff/li-hua.jpg',
      verified: true,
    };
    expect(JSON.parse(text)).toEqual({ members: [expected] });
    expect(text).not.toContain('416');
    expect(text).not.toMatch(/phone|reason|password|display_order|isActive/i);
    // Not verified, no avatar.
    await createMember(t, 'Wang', { published: {} });
    t.app.services.readCaches.team.invalidate();
    const wang = (await getJson<TeamOutput>(`${t.url}/api/team`)).members.find((m) => m.username === 'wang');
    expect(wang).toMatchObject({ verified: false, avatar: null });
  });
});

describe('the cached answers', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  test('carry an ETag and Cache-Control; a repeat with If-None-Match gets 304 until the team changes', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    await createMember(t, 'First', { published: {} });
    for (const path of ['/api/team', '/api/team?department=arts', '/api/team/departments']) {
      const first = await fetch(`${t.url}${path}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
      const repeat = await fetch(`${t.url}${path}`, { headers: { 'if-none-match': etag! } });
      expect(repeat.status, path).toBe(304);
      expect(await repeat.text()).toBe('');
    }
    // The tRPC door: its own ETag, 304 alike.
    const trpc = await fetch(`${t.url}/api/trpc/team.list`);
    await trpc.arrayBuffer();
    expect((await fetch(`${t.url}/api/trpc/team.list`, { headers: { 'if-none-match': trpc.headers.get('etag')! } })).status).toBe(304);
  });

  test('a published profile written without telling the cache is not seen; invalidation shows it with a new ETag', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    await createMember(t, 'First', { published: {} });
    const first = await fetch(`${t.url}/api/team`);
    const etag = first.headers.get('etag')!;
    expect(usernames((await first.json()) as TeamOutput)).toEqual(['first']);
    const departmentsEtag = (await fetch(`${t.url}/api/team/departments`)).headers.get('etag')!;

    await createMember(t, 'Second', { published: { department: 'support' } });
    // Served from the cache: the database was not read again.
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual(['first']);
    expect((await fetch(`${t.url}/api/team`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    t.app.services.readCaches.team.invalidate();
    const changed = await fetch(`${t.url}/api/team`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(usernames((await changed.json()) as TeamOutput)).toEqual(['first', 'second']);
    const departments = await fetch(`${t.url}/api/team/departments`, { headers: { 'if-none-match': departmentsEtag } });
    expect(departments.status).toBe(200);
    expect(((await departments.json()) as DepartmentsOutput).departments.find((d) => d.id === 'support')?.memberCount).toBe(1);
    expect(await t.trpc().team.list.query({ department: 'support' })).toEqual({
      members: [expect.objectContaining({ username: 'second' })],
    });
  });

  test('changes to accounts show after invalidation: deactivation, display order, deletion', async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false' } });
    const a = await createMember(t, 'Anna', { published: {} });
    const b = await createMember(t, 'Ben', { published: {} });
    const db = t.app.services.db;
    const cache = t.app.services.readCaches.team;
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual(['anna', 'ben']);

    await db.updateTable('staff_accounts').set({ display_order: 5 }).where('id', '=', a.id).execute();
    cache.invalidate();
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual(['ben', 'anna']);

    await db.updateTable('staff_accounts').set({ is_active: 0 }).where('id', '=', b.id).execute();
    cache.invalidate();
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual(['anna']);
    expect((await getJson<DepartmentsOutput>(`${t.url}/api/team/departments`)).departments[0]!.memberCount).toBe(1);

    // Active again: the published profile was kept and shows again.
    await db.updateTable('staff_accounts').set({ is_active: 1 }).where('id', '=', b.id).execute();
    cache.invalidate();
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual(['ben', 'anna']);

    // A rejection takes the published version off; a deleted account takes everything with it.
    await db.deleteFrom('published_profiles').where('account_id', '=', b.id).execute();
    await db.deleteFrom('staff_accounts').where('id', '=', a.id).execute();
    cache.invalidate();
    expect(usernames(await getJson(`${t.url}/api/team`))).toEqual([]);
    expect((await getJson<DepartmentsOutput>(`${t.url}/api/team/departments`)).departments.map((d) => d.memberCount)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('the demo seed (SEED_DEMO)', () => {
  test('an empty database gets a small demo team: every department, both languages, no avatars, no usable password', async () => {
    const dir = tempDir();
    const first = await startTestApp({ dataDir: dir });
    const { members } = await getJson<TeamOutput>(`${first.url}/api/team`);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members.length).toBeLessThanOrEqual(10);
    expect(new Set(members.map((m) => m.department))).toEqual(new Set(site.departments.map((d) => d.id)));
    for (const m of members) {
      expect(m.nameEn || m.nameZh, m.username).not.toBe('');
      expect(m.positionEn && m.positionZh, m.username).toBeTruthy();
      expect(m.avatar).toBeNull();
      expect(m.email).toMatch(/@example\.org$/);
    }
    // Some names in one language only, to show the other language's fallback.
    expect(members.some((m) => m.nameEn && m.nameZh)).toBe(true);
    expect(members.some((m) => !m.nameEn)).toBe(true);
    expect(members.some((m) => !m.nameZh)).toBe(true);
    const counts = (await getJson<DepartmentsOutput>(`${first.url}/api/team/departments`)).departments.map((d) => d.memberCount);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(members.length);
    // Nobody signs in as a demo member.
    for (const password of ['x', 'password', members[0]!.username]) {
      const response = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: members[0]!.username, password }),
      });
      expect(response.status).toBe(401);
    }
    await first.app.close();

    // A second start on the same data seeds nothing more.
    const second = await startTestApp({ dataDir: dir });
    expect(usernames(await getJson(`${second.url}/api/team`))).toEqual(members.map((m) => m.username));
    await second.close();
  });

  test('not with SEED_DEMO=false, nor into a database that has an account', async () => {
    const off = await startTestApp({ env: { SEED_DEMO: 'false' } });
    expect(usernames(await getJson(`${off.url}/api/team`))).toEqual([]);
    await off.close();

    const dir = tempDir();
    const before = await startTestApp({ dataDir: dir, env: { SEED_DEMO: 'false' } });
    await createMember(before, 'Admin', { account: { role: 'admin' } });
    await before.app.close();
    const after = await startTestApp({ dataDir: dir });
    expect(usernames(await getJson(`${after.url}/api/team`))).toEqual([]);
    await after.close();
  });
});
