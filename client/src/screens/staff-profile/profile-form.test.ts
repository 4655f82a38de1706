import '../../lib/zod-jitless';
import { beforeAll, expect, test } from 'vitest';
import { loadLanguage } from '../../i18n/i18n';
import { saveProfileInput, type StaffProfile } from '../../../../shared/profiles.schema';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import {
  accountStateOf,
  inputOf,
  profileFormSchema,
  previewOf,
  profileFormFields,
  reviewSummaryOf,
  sameValues,
  sessionChangesOf,
  valuesOf,
} from './profile-form';

// The app loads its language's texts before any form shows (i18n.tsx): so does this test, for the keys.
beforeAll(() => loadLanguage('en'));

/** The issues of a failed check (the test fails if it passed). */
function issuesOf(result: ReturnType<typeof profileFormSchema.safeParse>) {
  if (result.success) throw new Error('expected the check to fail');
  return result.error.issues;
}

const profile = (overrides: Partial<StaffProfile> = {}): StaffProfile => ({
  accountId: 7,
  username: 'lihua',
  accountActive: true,
  status: 'new',
  nameEn: '',
  nameZh: '',
  nameZhHant: '',
  positionZhHant: '',
  bioZhHant: '',
  positionEn: '',
  positionZh: '',
  department: null,
  bioEn: '',
  bioZh: '',
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
  ...overrides,
});

const filled = {
  nameEn: ' Li Hua ',
  nameZh: '李华',
  positionEn: 'Head of Arts',
  positionZh: '',
  department: 'arts' as const,
  bioEn: 'Plays the guqin.',
  bioZh: '弹古琴。',
  email: 'li.hua@mail.utoronto.ca',
  phone: '+1 416 555 0123',
  linkedin: 'https://www.linkedin.com/in/lihua',
  github: '',
  wechat: 'lihua_2026',
  mbti: 'infp',
};

test('a new profile starts empty, with no department; a saved one shows what was saved', () => {
  const empty = valuesOf(profile());
  expect(Object.keys(empty)).toEqual([...profileFormFields]);
  expect(Object.values(empty).every((value) => value === '')).toBe(true);
  expect(valuesOf(profile({ ...filled }))).toMatchObject({ ...filled, department: 'arts' });
});

test('the shared schema checks the values as typed, with the fields the form shows', () => {
  const values = valuesOf(profile({ ...filled }));
  const parsed = saveProfileInput.safeParse(inputOf(values));
  expect(parsed.success).toBe(true);
  expect(parsed.data).toMatchObject({ nameEn: 'Li Hua', mbti: 'INFP', department: 'arts' });

  // An empty form: a name, a position, a department and an e-mail are needed, all named at once
  // (the shared schema alone skips its name rule when the e-mail's check aborts).
  expect(
    fieldErrorsFromIssues(saveProfileInput.safeParse(inputOf(valuesOf(profile()))).error!.issues, profileFormFields),
  ).not.toHaveProperty('nameEn');
  const empty = profileFormSchema.safeParse(inputOf(valuesOf(profile())));
  expect(empty.success).toBe(false);
  const errors = fieldErrorsFromIssues(issuesOf(empty), profileFormFields);
  expect(errors).toEqual({
    nameEn: { key: 'validation.profileNameRequired' },
    positionEn: { key: 'validation.positionRequired' },
    department: { key: 'validation.department' },
    email: { key: 'validation.required' },
  });

  expect(issuesOf(profileFormSchema.safeParse(inputOf({ ...values, nameEn: '', nameZh: ' ' }))).map((i) => i.message)).toEqual([
    'validation.profileNameRequired',
  ]);
  expect(profileFormSchema.safeParse(inputOf(values))).toEqual(parsed);
  const bad = profileFormSchema.safeParse(
    inputOf({ ...values, phone: '12-34', github: 'http://github.com/x', wechat: '1abc', mbti: 'ABCD' }),
  );
  expect(fieldErrorsFromIssues(issuesOf(bad), profileFormFields)).toEqual({
    phone: { key: 'validation.phone' },
    github: { key: 'validation.github' },
    wechat: { key: 'validation.wechat' },
    mbti: { key: 'validation.mbti' },
  });
});

test('unsaved changes: any field that differs', () => {
  const a = valuesOf(profile({ ...filled }));
  expect(sameValues(a, { ...a })).toBe(true);
  for (const field of profileFormFields) expect(sameValues(a, { ...a, [field]: `${a[field]}x` }), field).toBe(false);
});

test('the preview is the card as saved: trimmed, MBTI in capitals, photo and badge from the server, never the phone', () => {
  const preview = previewOf(valuesOf(profile({ ...filled })), profile({ avatar: '/uploads/staff/7-abc.jpg', verified: true }));
  expect(preview.department).toBe('arts');
  expect(preview.member).toMatchObject({
    username: 'lihua',
    nameEn: 'Li Hua',
    mbti: 'INFP',
    department: 'arts',
    avatar: '/uploads/staff/7-abc.jpg',
    verified: true,
  });
  expect(preview.member).not.toHaveProperty('phone');
  expect(previewOf({ ...valuesOf(profile()), department: 'nowhere' }, profile()).department, 'no department chosen').toBeNull();
});

test('account state: active; inactive and never submitted is not activated yet; inactive after a submission is deactivated', () => {
  expect(accountStateOf(profile(), { isActive: true })).toBe('active');
  expect(accountStateOf(profile({ accountActive: false }), { isActive: false })).toBe('notActivated');
  expect(
    accountStateOf(profile({ accountActive: false, status: 'approved', submittedAt: '2026-11-01T10:00:00.000Z', published: true }), {
      isActive: false,
    }),
  ).toBe('deactivated');
  expect(accountStateOf(profile({ accountActive: false, status: 'new', published: true }), null)).toBe('deactivated');
  // The session says inactive (deactivated since the profile was read): not editable either.
  expect(accountStateOf(profile({ status: 'pending', submittedAt: '2026-11-01T10:00:00.000Z' }), { isActive: false })).toBe('deactivated');
});

test('review: the rejection reason while rejected and while a new version waits; the note once reviewed', () => {
  expect(reviewSummaryOf(profile())).toEqual({ status: 'new', reason: null, approvedVersionShown: false, note: null });
  expect(reviewSummaryOf(profile({ status: 'rejected', rejectionReason: 'No photo', reviewNote: 'Thanks!' }))).toEqual({
    status: 'rejected',
    reason: 'No photo',
    approvedVersionShown: false,
    note: 'Thanks!',
  });
  expect(reviewSummaryOf(profile({ status: 'pending', rejectionReason: 'No photo' })).reason, 'the previous reason').toBe('No photo');
  expect(reviewSummaryOf(profile({ status: 'approved', rejectionReason: 'old' })).reason).toBeNull();
  expect(reviewSummaryOf(profile({ status: 'pending', published: true })).approvedVersionShown).toBe(true);
  expect(reviewSummaryOf(profile({ status: 'approved', published: true })).approvedVersionShown, 'nothing waits').toBe(false);
  expect(reviewSummaryOf(profile({ status: 'approved', reviewNote: '  ' })).note).toBeNull();
});

test('the session user after a save: a submitted profile, with its status', () => {
  expect(sessionChangesOf(profile({ status: 'pending' }))).toEqual({ hasProfile: true, profileStatus: 'pending' });
  expect(sessionChangesOf(profile({ status: 'new' }))).toEqual({ hasProfile: false, profileStatus: 'new' });
});
