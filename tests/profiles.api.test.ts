// Staff profiles through both doors of the real app (issue 13; docs/decisions/020): who may read,
// save, list and review; every transition of the decision's table, each through both doors; the
// saved and the published version kept apart (read from published_profiles itself); the fields'
// rules with their messages in both languages; the session user's profile status; the audit log.
import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { SaveProfileInput } from '../shared/profiles.schema.js';
import { validationMessages } from '../shared/validation-messages.js';
import { as, signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { testClock } from './helpers/test-app.js';

const clock = testClock(new Date('2026-12-01T12:00:00.000Z'));
const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' }, clock: clock.clock });

const valid = {
  nameEn: 'Li Hua',
  nameZh: '李华',
  positionEn: 'Head of Arts',
  positionZh: '艺术部部长',
  department: 'arts',
  bioEn: 'Plays the pipa.',
  bioZh: '弹琵琶。',
  email: 'li.hua@mail.utoronto.ca',
  phone: '+1 416 555 0123',
  linkedin: 'https://www.linkedin.com/in/lihua',
  github: 'https://github.com/lihua',
  wechat: 'lihua_2026',
  mbti: 'infp',
} as const satisfies SaveProfileInput;

type Door = 'rest' | 'trpc';
const doors: Door[] = ['rest', 'trpc'];
type Answer = { status: number; body: any };

/** One call through either door, answered alike: the status and the body (or the error's). */
async function through(door: Door, rest: () => Promise<Response>, trpc: () => Promise<unknown>): Promise<Answer> {
  if (door === 'rest') {
    const response = await rest();
    return { status: response.status, body: await response.json() };
  }
  try {
    return { status: 200, body: await trpc() };
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { httpStatus: number; code: string; issues?: unknown };
    return { status: data.httpStatus, body: { error: error.message, code: data.code, ...(data.issues ? { issues: data.issues } : {}) } };
  }
}
const trpcOf = (who: SignedIn, language?: string) => (language ? t.trpc({ language, headers: who.headers }) : who.trpc);
const q = (language?: string) => (language ? `?language=${language}` : '');

const mine = (door: Door, who: SignedIn, language?: string) =>
  through(
    door,
    () => who.rest(`/staff/profile${q(language)}`),
    () => trpcOf(who, language).profiles.mine.query(),
  );
const save = (door: Door, who: SignedIn, body: unknown = valid, language?: string) => {
  clock.advance(1000);
  return through(
    door,
    () => who.rest(`/staff/profile${q(language)}`, { method: 'POST', body: JSON.stringify(body) }),
    () => trpcOf(who, language).profiles.save.mutate(body as SaveProfileInput),
  );
};
const list = (door: Door, who: SignedIn, query: Record<string, string | number> = {}) =>
  through(
    door,
    () => who.rest(`/admin/profiles?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`),
    () => who.trpc.profiles.list.query(query as never),
  );
const review = (door: Door, who: SignedIn, id: number, body: Record<string, unknown>, language?: string) => {
  clock.advance(1000);
  return through(
    door,
    () => who.rest(`/admin/profiles/${id}/review${q(language)}`, { method: 'PUT', body: JSON.stringify(body) }),
    () => trpcOf(who, language).profiles.review.mutate({ id, ...body } as never),
  );
};

const published = (id: number) =>
  t.app.services.db.selectFrom('published_profiles').selectAll().where('account_id', '=', id).executeTakeFirst();
const me = async (who: SignedIn) =>
  ((await (await who.rest('/auth/me')).json()) as { user: { hasProfile: boolean; profileStatus: string } }).user;

/** A new active member who has saved a profile (pending); its account id. */
async function submittedMember(extra: Partial<SaveProfileInput> = {}): Promise<{ who: SignedIn; id: number }> {
  const who = await as(t, 'staff');
  const saved = await save('rest', who, { ...valid, ...extra });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { who, id: who.account!.id };
}

/** Whether `call` told the team page's cache to forget what it holds. */
async function teamTold<T>(call: () => Promise<T>): Promise<{ told: boolean; result: T }> {
  const spy = vi.spyOn(t.app.services.readCaches.team, 'invalidate');
  try {
    const result = await call();
    return { told: spy.mock.calls.length > 0, result };
  } finally {
    spy.mockRestore();
  }
}

describe('who may read, save, list and review', () => {
  const mineExpected = (role: TestRole) => (role === 'anonymous' ? 401 : 200);
  const saveExpected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'inactive' ? 403 : 200);
  const reviewExpected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'reviewProfiles' || role === 'admin' ? 200 : 403);

  for (const door of doors) {
    test.each(testRoles)(`%s, on the ${door} door`, async (role) => {
      const who = signedIn[role];
      expect((await mine(door, who)).status).toBe(mineExpected(role));
      expect((await save(door, who)).status).toBe(saveExpected(role));
      expect((await list(door, who)).status).toBe(reviewExpected(role));
      const { id } = await submittedMember();
      const reviewed = await review(door, who, id, { status: 'approved' });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(reviewExpected(role));
      // A refused review changes nothing.
      expect((await published(id)) !== undefined).toBe(reviewExpected(role) === 200);
    });
  }

  test('an inactive account reads its profile but cannot save it: 403 with its reason, in both languages', async () => {
    const inactive = await as(t, 'inactive');
    for (const door of doors) {
      const read = await mine(door, inactive);
      expect(read.status).toBe(200);
      expect(read.body.profile).toMatchObject({ accountId: inactive.account!.id, status: 'new', accountActive: false });
      expect(await save(door, inactive)).toEqual({
        status: 403,
        body: { error: 'Your account is not activated yet. Please contact an admin.', code: 'FORBIDDEN' },
      });
      expect((await save(door, inactive, valid, 'zh')).body.error).toBe('你的账户尚未激活，请联系管理员。');
    }
    expect((await mine('rest', inactive)).body.profile.status).toBe('new');
    expect(
      await t.app.services.db.selectFrom('staff_profiles').select('account_id').where('account_id', '=', inactive.account!.id).execute(),
    ).toEqual([]);
  });
});

describe('my profile', () => {
  test.each(doors)(
    'before the first save (%s): status new, empty fields, nothing published; the session user has no profile',
    async (door) => {
      const who = await as(t, 'staff');
      const read = await mine(door, who);
      expect(read).toEqual({
        status: 200,
        body: {
          profile: {
            accountId: who.account!.id,
            username: who.account!.username,
            accountActive: true,
            status: 'new',
            nameEn: '',
            nameZh: '',
            positionEn: '',
            positionZh: '',
            department: null,
            bioEn: '',
            bioZh: '',
            nameZhHant: '',
            positionZhHant: '',
            bioZhHant: '',
            email: '',
            phone: '',
            linkedin: '',
            github: '',
            wechat: '',
            mbti: '',
            avatar: null,
            rejectionReason: null,
            reviewNote: null,
            verified: false,
            submittedAt: null,
            reviewedAt: null,
            reviewedBy: null,
            published: false,
            pastTeamsContact: false,
          },
        },
      });
      expect(await me(who)).toMatchObject({ hasProfile: false, profileStatus: 'new' });
    },
  );

  test.each(doors)(
    'a save (%s): every field stored as given (trimmed, MBTI upper-cased), pending, submitted now, in the audit log',
    async (door) => {
      const who = await as(t, 'staff');
      const saved = await save(door, who, { ...valid, nameEn: '  Li Hua  ', github: '' });
      expect(saved.status).toBe(200);
      const expected = {
        ...valid,
        nameEn: 'Li Hua',
        github: '',
        mbti: 'INFP',
        status: 'pending',
        submittedAt: clock.clock().toISOString(),
        rejectionReason: null,
        published: false,
        avatar: null,
      };
      expect(saved.body.profile).toMatchObject(expected);
      expect((await mine(door, who)).body.profile).toEqual(saved.body.profile);
      expect(await published(who.account!.id)).toBeUndefined();
      expect(await me(who)).toMatchObject({ hasProfile: true, profileStatus: 'pending' });

      // Optional fields left out are empty; a second save replaces the whole profile.
      const again = await save(door, who, { nameZh: '李华', positionZh: '部长', department: 'career', email: 'li@example.org' });
      expect(again.body.profile).toMatchObject({
        nameEn: '',
        nameZh: '李华',
        positionEn: '',
        department: 'career',
        bioEn: '',
        phone: '',
        linkedin: '',
        wechat: '',
        mbti: '',
        status: 'pending',
      });

      const audit = await t.app.services.audit.list({ entity: 'profile', entityId: String(who.account!.id) });
      expect(audit.entries.map((e) => [e.action, e.actor.id, (e.before as any)?.nameEn ?? null, (e.after as any).nameEn])).toEqual([
        ['profile.save', who.account!.id, 'Li Hua', ''],
        ['profile.save', who.account!.id, null, 'Li Hua'],
      ]);
    },
  );
});

describe('the fields’ rules (one schema for both sides), in both languages', () => {
  const messages = validationMessages;
  type Case = [string, Record<string, unknown>, string, keyof (typeof messages)['en']];
  const cases: Case[] = [
    ['no name in either language', { nameEn: '', nameZh: '  ' }, 'nameEn', 'validation.profileNameRequired'],
    ['a name too long', { nameZh: '李'.repeat(101) }, 'nameZh', 'validation.profileNameTooLong'],
    ['no position in either language', { positionEn: '', positionZh: '' }, 'positionEn', 'validation.positionRequired'],
    ['a position too long', { positionEn: 'x'.repeat(101) }, 'positionEn', 'validation.positionTooLong'],
    ['no department', { department: undefined }, 'department', 'validation.department'],
    ['an unknown department', { department: 'marketing' }, 'department', 'validation.department'],
    ['a bio too long', { bioEn: 'x'.repeat(2001) }, 'bioEn', 'validation.bioTooLong'],
    ['a Chinese bio too long', { bioZh: '字'.repeat(2001) }, 'bioZh', 'validation.bioTooLong'],
    ['no e-mail', { email: '' }, 'email', 'validation.required'],
    ['an e-mail without @', { email: 'li.hua.mail.utoronto.ca' }, 'email', 'validation.email'],
    ['a phone of 6 digits', { phone: '416 555' }, 'phone', 'validation.phone'],
    ['a phone of 16 digits', { phone: '+1234567890123456' }, 'phone', 'validation.phone'],
    ['a phone with letters', { phone: '416-CALL-NOW' }, 'phone', 'validation.phone'],
    ['LinkedIn over http', { linkedin: 'http://www.linkedin.com/in/lihua' }, 'linkedin', 'validation.linkedin'],
    ['LinkedIn on another site', { linkedin: 'https://linkedin.com.evil.example/in/lihua' }, 'linkedin', 'validation.linkedin'],
    ['LinkedIn without a page', { linkedin: 'https://www.linkedin.com/' }, 'linkedin', 'validation.linkedin'],
    ['GitHub on another site', { github: 'https://gitlab.com/lihua' }, 'github', 'validation.github'],
    ['GitHub not a URL', { github: 'lihua' }, 'github', 'validation.github'],
    ['a WeChat ID starting with a digit', { wechat: '1lihua2026' }, 'wechat', 'validation.wechat'],
    ['a WeChat ID of 5 characters', { wechat: 'lihua' }, 'wechat', 'validation.wechat'],
    ['a WeChat ID of 21 characters', { wechat: `l${'x'.repeat(20)}` }, 'wechat', 'validation.wechat'],
    ['an MBTI that is no type', { mbti: 'ABCD' }, 'mbti', 'validation.mbti'],
  ];
  for (const door of doors) {
    test.each(cases)(`${door}: %s`, async (_what, change, path, key) => {
      const who = signedIn.staff;
      const before = (await mine(door, who)).body.profile;
      const body = { ...valid, ...change };
      const en = await save(door, who, body);
      expect(en.status).toBe(400);
      expect(en.body.issues).toEqual([{ path, message: messages.en[key] }]);
      const zh = await save(door, who, body, 'zh');
      expect(zh.body.issues).toEqual([{ path, message: messages.zh[key] }]);
      expect((await mine(door, who)).body.profile, 'nothing saved').toEqual(before);
    });
  }

  test('what the rules take: a Chinese name alone, a phone with brackets, subdomains of LinkedIn, any case of an MBTI type', async () => {
    const saved = await save('rest', signedIn.staff, {
      ...valid,
      nameEn: '',
      positionZh: '',
      phone: '(416) 555-0123',
      linkedin: 'https://ca.linkedin.com/in/lihua',
      wechat: 'Li-hua_2026',
      mbti: 'eStJ',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile).toMatchObject({ nameEn: '', nameZh: '李华', phone: '(416) 555-0123', mbti: 'ESTJ' });
  });
});

describe('review transitions (docs/decisions/020), through each door', () => {
  for (const door of doors) {
    describe(door, () => {
      const reviewer = () => signedIn.reviewProfiles;

      test('pending → approved: the saved version is published as it is, the reason cleared, the team page told', async () => {
        const { who, id } = await submittedMember();
        const { told, result } = await teamTold(() => review(door, reviewer(), id, { status: 'approved', verified: true }));
        expect(result.status, JSON.stringify(result.body)).toBe(200);
        expect(told).toBe(true);
        expect(result.body).toMatchObject({
          accountId: id,
          status: 'approved',
          rejectionReason: null,
          verified: true,
          published: true,
          reviewedBy: reviewer().account!.username,
          reviewedAt: clock.clock().toISOString(),
        });
        expect(await published(id)).toEqual({
          account_id: id,
          name_en: 'Li Hua',
          name_zh: '李华',
          position_en: 'Head of Arts',
          position_zh: '艺术部部长',
          department: 'arts',
          bio_en: 'Plays the pipa.',
          bio_zh: '弹琵琶。',
          // The Traditional converted when the member saved, copied as it is (docs/decisions/036).
          name_zh_hant: '李華',
          name_zh_hant_override: '',
          position_zh_hant: '藝術部部長',
          position_zh_hant_override: '',
          bio_zh_hant: '彈琵琶。',
          bio_zh_hant_override: '',
          email: 'li.hua@mail.utoronto.ca',
          phone: '+1 416 555 0123',
          linkedin: 'https://www.linkedin.com/in/lihua',
          github: 'https://github.com/lihua',
          wechat: 'lihua_2026',
          mbti: 'INFP',
          avatar: null,
          verified: 1,
          approved_at: clock.clock().toISOString(),
          // Approved in the current term, the one that started last (docs/decisions/038).
          term_id: (
            await t.app.services.db.selectFrom('terms').select('id').orderBy('starts_on', 'desc').limit(1).executeTakeFirstOrThrow()
          ).id,
        });
        expect(await me(who)).toMatchObject({ hasProfile: true, profileStatus: 'approved' });
      });

      test('approved, then the member edits: pending, and the approved version stays published until the edit is approved', async () => {
        const { who, id } = await submittedMember();
        expect((await review(door, reviewer(), id, { status: 'approved' })).status).toBe(200);
        const approved = await published(id);
        const { told, result: edited } = await teamTold(() =>
          save(door, who, { ...valid, nameEn: 'Li Hua (edited)', bioEn: 'Now also plays the guqin.' }),
        );
        expect(told, 'an edit does not touch the team page').toBe(false);
        expect(edited.body.profile).toMatchObject({ status: 'pending', nameEn: 'Li Hua (edited)', published: true });
        expect(await published(id)).toEqual(approved);
        expect((await review(door, reviewer(), id, { status: 'approved' })).status).toBe(200);
        expect(await published(id)).toMatchObject({ name_en: 'Li Hua (edited)', bio_en: 'Now also plays the guqin.' });
      });

      test('pending (after an approval) → rejected: the reason stored, the member taken off the team page, the page told', async () => {
        const { who, id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'approved' });
        await save(door, who, { ...valid, bioEn: 'Something a reviewer will not take.' });
        const { told, result } = await teamTold(() =>
          review(door, reviewer(), id, { status: 'rejected', reason: '  Please keep the bio about the society.  ' }),
        );
        expect(told).toBe(true);
        expect(result.body).toMatchObject({
          status: 'rejected',
          rejectionReason: 'Please keep the bio about the society.',
          published: false,
        });
        expect(await published(id)).toBeUndefined();
        expect(await me(who)).toMatchObject({ hasProfile: true, profileStatus: 'rejected' });
      });

      test('pending → rejected with nothing published: the team page is not told', async () => {
        const { id } = await submittedMember();
        const { told, result } = await teamTold(() =>
          review(door, reviewer(), id, { status: 'rejected', reason: 'Please add a position in English.' }),
        );
        expect([result.status, told]).toEqual([200, false]);
        expect(await published(id)).toBeUndefined();
      });

      test('rejected, then the member saves again: pending, and the reason stays visible until the next review', async () => {
        const { who, id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'rejected', reason: 'Please add a bio.' });
        const resubmitted = await save(door, who, { ...valid, bioEn: 'A bio at last.' });
        expect(resubmitted.body.profile).toMatchObject({ status: 'pending', rejectionReason: 'Please add a bio.' });
        expect((await mine(door, who)).body.profile).toMatchObject({ status: 'pending', rejectionReason: 'Please add a bio.' });
        // Waiting again, it is listed with its reason for the reviewer too.
        expect((await list(door, reviewer(), { q: who.account!.username })).body.profiles).toEqual([
          expect.objectContaining({ accountId: id, rejectionReason: 'Please add a bio.' }),
        ]);
        const approved = await review(door, reviewer(), id, { status: 'approved' });
        expect(approved.body).toMatchObject({ status: 'approved', rejectionReason: null });
      });

      test('rejected → pending by a reviewer: the reason cleared, still nothing published, the page not told', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'rejected', reason: 'Too short.' });
        const { told, result } = await teamTold(() => review(door, reviewer(), id, { status: 'pending' }));
        expect(told).toBe(false);
        expect(result.body).toMatchObject({ status: 'pending', rejectionReason: null, published: false });
        expect(await published(id)).toBeUndefined();
      });

      test('rejected → approved: the reason cleared and this version published', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'rejected', reason: 'Too short.' });
        const { told, result } = await teamTold(() => review(door, reviewer(), id, { status: 'approved' }));
        expect(told).toBe(true);
        expect(result.body).toMatchObject({ status: 'approved', rejectionReason: null, published: true });
        expect(await published(id)).toMatchObject({ name_en: 'Li Hua' });
      });

      test('rejected → rejected: the new reason replaces the old', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'rejected', reason: 'First reason.' });
        expect((await review(door, reviewer(), id, { status: 'rejected', reason: 'Second reason.' })).body).toMatchObject({
          status: 'rejected',
          rejectionReason: 'Second reason.',
        });
      });

      test('approved → pending: the published version kept, the team page not told', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'approved' });
        const before = await published(id);
        const { told, result } = await teamTold(() =>
          review(door, reviewer(), id, { status: 'pending', reason: 'ignored unless rejecting' }),
        );
        expect(told).toBe(false);
        expect(result.body).toMatchObject({ status: 'pending', rejectionReason: null, published: true });
        expect(await published(id)).toEqual(before);
      });

      test('approved → rejected: taken off the team page', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'approved' });
        const { told, result } = await teamTold(() =>
          review(door, reviewer(), id, { status: 'rejected', reason: 'No longer with the society.' }),
        );
        expect(told).toBe(true);
        expect(result.body).toMatchObject({ status: 'rejected', published: false });
        expect(await published(id)).toBeUndefined();
      });

      test('approved → approved: published again (its approval time moves)', async () => {
        const { id } = await submittedMember();
        await review(door, reviewer(), id, { status: 'approved' });
        const first = (await published(id))!.approved_at;
        const { told, result } = await teamTold(() => review(door, reviewer(), id, { status: 'approved' }));
        expect([result.status, told]).toEqual([200, true]);
        expect((await published(id))!.approved_at > first).toBe(true);
      });

      test('pending → pending: the reason cleared, nothing published', async () => {
        const { id } = await submittedMember();
        expect((await review(door, reviewer(), id, { status: 'pending' })).body).toMatchObject({
          status: 'pending',
          rejectionReason: null,
          published: false,
        });
      });

      test('never submitted (no profile, or only an avatar): 404 for every review, nothing made', async () => {
        const nobody = await as(t, 'staff');
        const avatarOnly = await as(t, 'staff');
        await t.app.services.db
          .insertInto('staff_profiles')
          .values({
            account_id: avatarOnly.account!.id,
            status: 'new',
            avatar: '/uploads/staff/x-10x10.jpg',
            updated_at: clock.clock().toISOString(),
            name_en: '',
            name_zh: '',
            position_en: '',
            position_zh: '',
            department: null,
            bio_en: '',
            bio_zh: '',
            email: '',
            phone: '',
            linkedin: '',
            github: '',
            wechat: '',
            mbti: '',
            verified: 0,
          })
          .execute();
        for (const id of [nobody.account!.id, avatarOnly.account!.id, 999_999]) {
          for (const body of [{ status: 'approved' }, { status: 'rejected', reason: 'x' }, { status: 'pending' }]) {
            expect(await review(door, reviewer(), id, body)).toEqual({
              status: 404,
              body: { error: 'This account has not submitted a profile yet.', code: 'NOT_FOUND' },
            });
          }
          expect(await published(id)).toBeUndefined();
        }
        expect((await review(door, reviewer(), nobody.account!.id, { status: 'approved' }, 'zh')).body.error).toBe(
          '该账户尚未提交个人资料。',
        );
        expect((await mine(door, avatarOnly)).body.profile.status).toBe('new');
        expect(await me(avatarOnly)).toMatchObject({ hasProfile: false, profileStatus: 'new' });
      });
    });
  }
});

describe('what comes with a review', () => {
  test('a reason is required to reject (both languages), whitespace is none; a reason or note too long, or an unknown status, is refused', async () => {
    const { id } = await submittedMember();
    for (const door of doors) {
      for (const reason of [undefined, '', '   ']) {
        const refused = await review(door, signedIn.reviewProfiles, id, {
          status: 'rejected',
          ...(reason === undefined ? {} : { reason }),
        });
        expect(refused.status).toBe(400);
        expect(refused.body.issues).toEqual([{ path: 'reason', message: 'Please provide a reason for rejection.' }]);
      }
      expect((await review(door, signedIn.reviewProfiles, id, { status: 'rejected' }, 'zh')).body.issues).toEqual([
        { path: 'reason', message: '请填写不通过的原因。' },
      ]);
      expect((await review(door, signedIn.reviewProfiles, id, { status: 'rejected', reason: 'x'.repeat(1001) })).body.issues).toEqual([
        { path: 'reason', message: 'Please keep the reason under 1,000 characters.' },
      ]);
      expect((await review(door, signedIn.reviewProfiles, id, { status: 'approved', note: 'x'.repeat(1001) })).body.issues).toEqual([
        { path: 'note', message: 'Please keep the note under 1,000 characters.' },
      ]);
      expect((await review(door, signedIn.reviewProfiles, id, { status: 'done' })).body.issues).toEqual([
        { path: 'status', message: 'The review status is pending, approved or rejected.' },
      ]);
    }
    const stored = await t.app.services.db
      .selectFrom('staff_profiles')
      .select(['status', 'rejection_reason'])
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', rejection_reason: null });
  });

  test('the service refuses a rejection without a reason itself, whoever calls it', async () => {
    const { id } = await submittedMember();
    const reviewer = (await t.app.services.auth.resolveSession(signedIn.reviewProfiles.headers.authorization!.slice('Bearer '.length)))!
      .user;
    await expect(t.app.services.profiles.review(reviewer, { id, status: 'rejected', reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      messageKey: 'validation.reasonRequired',
    });
    expect(
      (await t.app.services.db.selectFrom('staff_profiles').select('status').where('account_id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
  });

  test('the note: shown to the member, replaced by each review, cleared by an empty one, kept while the member edits', async () => {
    const { who, id } = await submittedMember();
    await review('rest', signedIn.reviewProfiles, id, { status: 'pending', note: '  Nice photo; the bio could be longer.  ' });
    expect((await mine('trpc', who)).body.profile.reviewNote).toBe('Nice photo; the bio could be longer.');
    await save('rest', who, { ...valid, bioEn: 'A longer bio.' });
    expect((await mine('rest', who)).body.profile.reviewNote).toBe('Nice photo; the bio could be longer.');
    await review('trpc', signedIn.reviewProfiles, id, { status: 'approved', note: 'Thanks!' });
    expect((await mine('rest', who)).body.profile.reviewNote).toBe('Thanks!');
    await review('rest', signedIn.reviewProfiles, id, { status: 'approved' });
    expect((await mine('rest', who)).body.profile.reviewNote).toBeNull();
  });

  test('verified: set and cleared when given, kept when left out, and published with an approval', async () => {
    const { who, id } = await submittedMember();
    const verified = async () => (await mine('rest', who)).body.profile.verified;
    await review('rest', signedIn.reviewProfiles, id, { status: 'pending', verified: true });
    expect(await verified()).toBe(true);
    expect(await published(id), 'a pending review publishes nothing').toBeUndefined();
    await review('trpc', signedIn.reviewProfiles, id, { status: 'approved' });
    expect(await verified()).toBe(true);
    expect((await published(id))!.verified).toBe(1);
    await review('rest', signedIn.reviewProfiles, id, { status: 'approved', verified: false });
    expect(await verified()).toBe(false);
    expect((await published(id))!.verified).toBe(0);
  });

  test('reviewers who are not admins cannot review their own profile (403, both languages); an admin can', async () => {
    const reviewer = await as(t, 'reviewProfiles');
    await save('rest', reviewer);
    for (const door of doors) {
      expect(await review(door, reviewer, reviewer.account!.id, { status: 'approved' })).toEqual({
        status: 403,
        body: { error: 'You cannot review your own profile. Please ask another reviewer or an admin.', code: 'FORBIDDEN' },
      });
      expect((await review(door, reviewer, reviewer.account!.id, { status: 'approved' }, 'zh')).body.error).toBe(
        '不能审核自己的资料，请联系其他审核人或管理员。',
      );
    }
    expect(await published(reviewer.account!.id)).toBeUndefined();
    // Another reviewer may.
    expect((await review('rest', signedIn.reviewProfiles, reviewer.account!.id, { status: 'approved' })).status).toBe(200);

    const admin = await as(t, 'admin');
    await save('rest', admin);
    for (const door of doors) expect((await review(door, admin, admin.account!.id, { status: 'approved' })).status).toBe(200);
    expect(await published(admin.account!.id)).toBeDefined();
  });

  test('every review is in the audit log, with the profile before and after', async () => {
    const { id } = await submittedMember();
    await review('rest', signedIn.reviewProfiles, id, { status: 'rejected', reason: 'Why not.' });
    await review('trpc', signedIn.admin, id, { status: 'approved', note: 'ok' });
    const audit = await t.app.services.audit.list({ entity: 'profile', entityId: String(id) });
    expect(
      audit.entries.map((e) => [
        e.action,
        e.actor.username,
        (e.before as any)?.status ?? null,
        (e.after as any).status,
        (e.after as any).rejectionReason,
      ]),
    ).toEqual([
      ['profile.review', signedIn.admin.account!.username, 'rejected', 'approved', null],
      ['profile.review', signedIn.reviewProfiles.account!.username, 'pending', 'rejected', 'Why not.'],
      ['profile.save', expect.any(String), null, 'pending', null],
    ]);
  });
});

describe('the review list', () => {
  // Accounts of their own, found by a name only they have.
  const tag = `Zhou${Date.now().toString(36)}`;
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [i, nameZh] of ['甲', '乙', '丙', '丁', '戊'].entries())
      ids.push((await submittedMember({ nameEn: `${tag} ${i}`, nameZh: `${tag}${nameZh}` })).id);
    // Submitted in this order; 0 approved, 1 rejected, 2, 3 and 4 waiting.
    await review('rest', signedIn.admin, ids[0]!, { status: 'approved' });
    await review('rest', signedIn.admin, ids[1]!, { status: 'rejected', reason: 'no' });
  });
  const idsOf = (answer: Answer) => (answer.body.profiles as Array<{ accountId: number }>).map((p) => p.accountId);

  for (const door of doors) {
    test(`${door}: pending by default, oldest submission first; by status; all is every submitted one`, async () => {
      const reviewer = signedIn.reviewProfiles;
      expect(idsOf(await list(door, reviewer, { q: tag }))).toEqual([ids[2], ids[3], ids[4]]);
      expect(idsOf(await list(door, reviewer, { q: tag, status: 'approved' }))).toEqual([ids[0]]);
      expect(idsOf(await list(door, reviewer, { q: tag, status: 'rejected' }))).toEqual([ids[1]]);
      expect(idsOf(await list(door, reviewer, { q: tag, status: 'all' }))).toEqual(ids);
    });
  }

  test('no input at all (the tRPC door’s query() without arguments): the waiting ones', async () => {
    const all = await signedIn.reviewProfiles.trpc.profiles.list.query();
    expect(all.profiles.length).toBeGreaterThan(0);
    expect(new Set(all.profiles.map((p) => p.status))).toEqual(new Set(['pending']));
  });

  test('an older submission saved again goes after those waiting longer', async () => {
    const who = signedIn.admin;
    const other = `Qian${Date.now().toString(36)}`;
    const member = await submittedMember({ nameEn: `${other} first` });
    const second = await submittedMember({ nameEn: `${other} second` });
    expect(idsOf(await list('rest', who, { q: other }))).toEqual([member.id, second.id]);
    await save('rest', member.who, { ...valid, nameEn: `${other} first` });
    expect(idsOf(await list('rest', who, { q: other }))).toEqual([second.id, member.id]);
  });

  test('searched in the username and both names, without case; % and _ are plain characters; never the new ones', async () => {
    const reviewer = signedIn.reviewProfiles;
    expect(idsOf(await list('rest', reviewer, { q: `${tag.toUpperCase()} 3`, status: 'all' }))).toEqual([ids[3]]);
    expect(idsOf(await list('trpc', reviewer, { q: `${tag}丙`, status: 'all' }))).toEqual([ids[2]]);
    const username = (
      await t.app.services.db.selectFrom('staff_accounts').select('username').where('id', '=', ids[4]!).executeTakeFirstOrThrow()
    ).username;
    expect(idsOf(await list('rest', reviewer, { q: username, status: 'all' }))).toEqual([ids[4]]);
    expect((await list('rest', reviewer, { q: `${tag}%`, status: 'all' })).body.total).toBe(0);
    expect((await list('rest', reviewer, { q: `${tag}_`, status: 'all' })).body.total).toBe(0);
    // A profile row that was never submitted (an avatar alone) is no one's to review.
    const fresh = await as(t, 'staff');
    await t.app.services.db
      .insertInto('staff_profiles')
      .values({
        account_id: fresh.account!.id,
        status: 'new',
        avatar: null,
        updated_at: clock.clock().toISOString(),
        name_en: `${tag} new`,
        name_zh: '',
        position_en: '',
        position_zh: '',
        department: null,
        bio_en: '',
        bio_zh: '',
        email: '',
        phone: '',
        linkedin: '',
        github: '',
        wechat: '',
        mbti: '',
        verified: 0,
      })
      .execute();
    expect(idsOf(await list('rest', reviewer, { q: `${tag} new`, status: 'all' }))).toEqual([]);
  });

  test('pages, and bad input refused in the request’s language', async () => {
    const reviewer = signedIn.reviewProfiles;
    const first = await list('rest', reviewer, { q: tag, status: 'all', pageSize: 2 });
    const third = await list('trpc', reviewer, { q: tag, status: 'all', pageSize: 2, page: 3 });
    expect([idsOf(first), idsOf(third), first.body.total, first.body.page, first.body.pageSize, third.body.page]).toEqual([
      [ids[0], ids[1]],
      [ids[4]],
      5,
      1,
      2,
      3,
    ]);
    expect((await list('rest', reviewer, { status: 'new' })).status).toBe(400);
    const zh = await reviewer.rest('/admin/profiles?status=done&language=zh');
    expect(((await zh.json()) as { error: string }).error).toBe(validationMessages.zh['validation.profileStatus']);
    expect((await list('rest', reviewer, { q: 'x'.repeat(101) })).status).toBe(400);
    expect((await list('rest', reviewer, { pageSize: 101 })).status).toBe(400);
  });

  test('a listed profile says who the account is, whether it is active, and whether a version is published', async () => {
    const answer = await list('rest', signedIn.reviewProfiles, { q: tag, status: 'approved' });
    expect(answer.body.profiles[0]).toMatchObject({
      accountId: ids[0],
      accountActive: true,
      published: true,
      reviewedBy: signedIn.admin.account!.username,
      phone: '+1 416 555 0123',
    });
  });
});
