// Past teams keep names, positions, photos and bios; contact fields (e-mail, LinkedIn, GitHub,
// WeChat, MBTI) only of those still on the current team, or of a member who chose to keep them
// there (issue 34 item 8, decision 041): the API on both doors, every language, the OpenAPI
// document, the past team's page, and the choice on the profile's API (a deactivated leaver too).
import { describe, expect, test, beforeAll } from 'vitest';
import { createAccount, signedInAppForFile, testPassword, type SignedIn } from './helpers/accounts.js';
import { createMember, profileColumns } from './helpers/team.js';
import { emptyTraditionalColumns } from '../server/modules/profiles/profile-fields.js';
import type { TeamMember } from '../shared/team.schema.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const pastTerm = '2019-20';
const contact = { email: '', linkedin: 'https://www.linkedin.com/in/x', github: 'https://github.com/x', wechat: 'wechat_id', mbti: 'INFP' };
const contactKeys = ['email', 'linkedin', 'github', 'wechat', 'mbti'];

let stays: { id: number; username: string };
let leaver: { id: number; username: string; password: string };
let leaverSession: SignedIn;

/** A past term's entry for an account, as a handover writes it. */
async function snapshot(account: { id: number; username: string }, name: string) {
  const {
    phone: _phone,
    department: _department,
    ...fields
  } = profileColumns(name, {
    ...contact,
    email: `${name.toLowerCase()}@example.org`,
    bio_en: `${name} plays the pipa.`,
    avatar: `/uploads/staff/${name.toLowerCase()}.jpg`,
  });
  await t.app.services.db
    .insertInto('term_members')
    .values({
      term_id: pastTerm,
      account_id: account.id,
      username: account.username,
      display_order: 0,
      department: 'arts',
      verified: 1,
      ...emptyTraditionalColumns,
      ...fields,
    })
    .execute();
}

beforeAll(async () => {
  const db = t.app.services.db;
  await db
    .insertInto('terms')
    .values({ id: pastTerm, name: '2019–20', starts_on: '2019-09-01', ends_on: '2020-08-31', created_at: new Date().toISOString() })
    .execute();
  // Still on the team: published in the current term, active.
  const member = await createMember(t, 'Stays', { published: { ...contact, email: 'stays@example.org' } });
  stays = { id: member.id, username: member.username };
  // Left: deactivated by the handover, not on the current team.
  const left = await createAccount(t, { username: 'leaver', isActive: false });
  leaver = { id: left.id, username: left.username, password: testPassword };
  await snapshot(stays, 'Stays');
  await snapshot(leaver, 'Leaver');
  t.app.services.readCaches.team.invalidate();
  const login = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: leaver.username, password: leaver.password }),
  });
  expect(login.status).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  leaverSession = {
    account: null,
    headers,
    rest: (path, init = {}) =>
      fetch(`${t.url}/api${path}`, { ...init, headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) } }),
    trpc: t.trpc({ headers }),
  };
});

const pastTeam = async (query = '') =>
  ((await (await fetch(`${t.url}/api/team?term=${pastTerm}${query}`)).json()) as { members: TeamMember[] }).members;
const byName = (members: TeamMember[], name: string) => members.find((m) => m.nameEn === name)!;

describe('a past term’s team', () => {
  test('a leaver shows name, position, department, photo and bio only, on both doors and in every language; one still on the team keeps everything', async () => {
    for (const query of ['', '&language=zh', '&language=zh-Hant']) {
      const members = await pastTeam(query);
      const left = byName(members, 'Leaver');
      expect(
        Object.keys(left).filter((key) => contactKeys.includes(key)),
        query,
      ).toEqual([]);
      expect(left).toMatchObject({
        username: 'leaver',
        nameEn: 'Leaver',
        positionEn: "Leaver's position",
        department: 'arts',
        bioEn: 'Leaver plays the pipa.',
        avatar: '/uploads/staff/leaver.jpg',
        verified: true,
      });
      expect(byName(members, 'Stays')).toMatchObject({
        email: 'stays@example.org',
        linkedin: contact.linkedin,
        github: contact.github,
        wechat: contact.wechat,
        mbti: 'INFP',
      });
    }
    const viaTrpc = await t.trpc().team.list.query({ term: pastTerm });
    expect(Object.keys(byName(viaTrpc.members, 'Leaver')).filter((key) => contactKeys.includes(key))).toEqual([]);
    expect(JSON.stringify(await pastTeam())).not.toContain('leaver@example.org');
  });

  test('the past team’s page does not carry a leaver’s contact fields either', async () => {
    const html = await (await fetch(`${t.url}/team?term=${pastTerm}`)).text();
    expect(html).not.toContain('leaver@example.org');
    expect(html).not.toContain('wechat_id');
  });

  test('the OpenAPI document says the contact fields may be absent, and offers the choice on the profile', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as any;
    const member = doc.components.schemas.TeamMember;
    for (const key of contactKeys) {
      expect(member.required, key).not.toContain(key);
      expect(member.properties[key].description, key).toMatch(/past term/);
    }
    expect(doc.components.schemas.StaffProfile.required).toContain('pastTeamsContact');
    expect(doc.paths['/api/staff/profile/past-teams-contact'].put.operationId).toBe('profilesSetPastTeamsContact');
  });
});

describe('the member’s choice (PUT /api/staff/profile/past-teams-contact)', () => {
  test('nobody signed in: 401; a bad body: 400 in the caller’s language', async () => {
    expect(
      (
        await fetch(`${t.url}/api/staff/profile/past-teams-contact`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: '{"keep":true}',
        })
      ).status,
    ).toBe(401);
    const bad = await leaverSession.rest('/staff/profile/past-teams-contact?language=zh', { method: 'PUT', body: '{"keep":"yes"}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: Array<{ path: string; message: string }> }).issues).toEqual([
      { path: 'keep', message: '此项内容无效。' },
    ]);
  });

  test('a deactivated leaver turns it on: their past entries show their contact fields at once; off again: gone again; audited', async () => {
    expect(
      ((await (await leaverSession.rest('/staff/profile')).json()) as { profile: { pastTeamsContact: boolean } }).profile.pastTeamsContact,
    ).toBe(false);
    const on = await leaverSession.rest('/staff/profile/past-teams-contact', { method: 'PUT', body: '{"keep":true}' });
    expect(on.status).toBe(200);
    expect(on.headers.get('cache-control')).toBe('no-store');
    expect(((await on.json()) as { profile: { pastTeamsContact: boolean } }).profile.pastTeamsContact).toBe(true);
    expect(byName(await pastTeam(), 'Leaver')).toMatchObject({ email: 'leaver@example.org', wechat: 'wechat_id', mbti: 'INFP' });
    expect(
      ((await (await leaverSession.rest('/staff/profile')).json()) as { profile: { pastTeamsContact: boolean } }).profile.pastTeamsContact,
    ).toBe(true);

    // Over tRPC, off again.
    const off = await leaverSession.trpc.profiles.setPastTeamsContact.mutate({ keep: false });
    expect(off.profile.pastTeamsContact).toBe(false);
    expect(Object.keys(byName(await pastTeam(), 'Leaver')).filter((key) => contactKeys.includes(key))).toEqual([]);

    const audit = (await (await signedIn.admin.rest('/admin/audit?action=profile.pastTeamsContact')).json()) as {
      entries: Array<{ entityId: string; after: unknown }>;
    };
    expect(audit.entries.map((e) => [e.entityId, e.after])).toEqual([
      [String(leaver.id), { pastTeamsContact: false }],
      [String(leaver.id), { pastTeamsContact: true }],
    ]);
  });

  test('the current team keeps every contact field whatever the choice', async () => {
    const current = ((await (await fetch(`${t.url}/api/team`)).json()) as { members: TeamMember[] }).members;
    expect(byName(current, 'Stays')).toMatchObject({ email: 'stays@example.org', mbti: 'INFP' });
    expect(stays.id).toBeGreaterThan(0);
  });
});
