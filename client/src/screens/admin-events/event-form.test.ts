import { expect, test } from 'vitest';
import { eventInput } from '../../../../shared/events.schema';
import { inputOf, sameValues, valuesOf, type EditorValues } from './event-form';

const stored = {
  id: 7,
  titleEn: 'Mid-Autumn Night',
  titleZh: '中秋之夜',
  summaryEn: 'Mooncakes.',
  summaryZh: '月饼。',
  descriptionEn: '',
  descriptionZh: '',
  locationEn: 'Hart House',
  locationZh: '哈特楼',
  titleZhHant: '中秋之夜（繁）',
  summaryZhHant: '',
  descriptionZhHant: '',
  locationZhHant: '',
  startsAt: '2026-09-25T23:00:00.000Z',
  endsAt: '2026-09-26T02:00:00.000Z',
  timeZone: 'America/Toronto',
  imageUrl: '/uploads/images/abc-1200x800.jpg',
  isFeatured: true,
  externalUrl: null,
  programme: null,
  slug: 'mid-autumn-night-7',
  registrationOpen: false,
  capacity: null,
  registrationDeadline: null,
  registrations: { confirmed: 0, waitlisted: 0 },
  status: 'upcoming' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

test('an event opens with its times as Toronto wall clock, and saves back to the same instants', () => {
  const values = valuesOf(stored);
  expect(values).toMatchObject({ startsAt: '2026-09-25T19:00', endsAt: '2026-09-25T22:00', imageUrl: stored.imageUrl, externalUrl: '' });
  const input = inputOf(values, 'America/Toronto');
  expect(input).toMatchObject({
    startsAt: stored.startsAt,
    endsAt: stored.endsAt,
    timeZone: 'America/Toronto',
    externalUrl: null,
    isFeatured: true,
  });
  expect(eventInput.safeParse(input).success).toBe(true);
});

test('the Traditional of one’s own goes back as read; an empty one stays empty (converted by the server)', () => {
  const input = inputOf(valuesOf(stored), 'America/Toronto');
  expect(input).toMatchObject({ titleZh: '中秋之夜', titleZhHant: '中秋之夜（繁）', summaryZhHant: '', locationZhHant: '' });
});

test('a new event starts empty, and the shared schema names what is missing', () => {
  const values = valuesOf(null);
  expect(Object.values(values).filter((v) => v !== '' && v !== false)).toEqual([]);
  const parsed = eventInput.safeParse(inputOf(values, 'America/Toronto'));
  expect(parsed.success).toBe(false);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  expect(issues).toEqual(
    expect.arrayContaining([
      ['startsAt', 'validation.dateTime'],
      ['endsAt', 'validation.dateTime'],
    ]),
  );
});

test('a title in one language is enough; none is refused; the end before the start is refused', () => {
  const base: EditorValues = { ...valuesOf(null), startsAt: '2026-12-05T19:00', endsAt: '2026-12-05T22:00' };
  expect(eventInput.safeParse(inputOf({ ...base, titleZh: '新年音乐会' }, 'America/Toronto')).success).toBe(true);
  const none = eventInput.safeParse(inputOf({ ...base, titleEn: '   ' }, 'America/Toronto'));
  expect(none.success ? [] : none.error.issues.map((i) => i.message)).toEqual(['validation.titleRequired']);
  const backwards = eventInput.safeParse(inputOf({ ...base, titleEn: 'x', endsAt: '2026-12-05T18:59' }, 'America/Toronto'));
  expect(backwards.success ? [] : backwards.error.issues.map((i) => [i.path[0], i.message])).toEqual([
    ['endsAt', 'validation.endBeforeStart'],
  ]);
});

test('dirty means a value differs from what the dialog opened with', () => {
  const values = valuesOf(stored);
  expect(sameValues(values, valuesOf(stored))).toBe(true);
  expect(sameValues(values, { ...values, titleEn: 'Mid-Autumn Night!' })).toBe(false);
  expect(sameValues(values, { ...values, isFeatured: false })).toBe(false);
});

test('registration: the seats and the closing time round-trip, the closing time in the event’s zone', () => {
  const event = { ...stored, registrationOpen: true, capacity: 50, registrationDeadline: '2026-09-25T16:00:00.000Z' };
  const values = valuesOf(event);
  expect(values).toMatchObject({ registrationOpen: true, capacity: '50', registrationDeadline: '2026-09-25T12:00' });
  const input = inputOf(values, 'America/Toronto');
  expect(input).toMatchObject({ registrationOpen: true, capacity: 50, registrationDeadline: '2026-09-25T16:00:00.000Z' });
  expect(eventInput.safeParse(input).success).toBe(true);
  expect(sameValues(values, { ...values, capacity: '51' })).toBe(false);
  expect(sameValues(values, { ...values, registrationOpen: false })).toBe(false);
});

test('registration: empty seats mean no limit and an empty closing time means the start', () => {
  const values = valuesOf(stored);
  expect(values).toMatchObject({ registrationOpen: false, capacity: '', registrationDeadline: '' });
  expect(inputOf({ ...values, capacity: '  ' }, 'America/Toronto')).toMatchObject({ capacity: null, registrationDeadline: null });
});

test('registration: seats that are not a whole number from 1 to 10,000, and a closing after the start, get the schema’s words', () => {
  const base: EditorValues = { ...valuesOf(stored), registrationOpen: true };
  const issuesOf = (values: EditorValues) => {
    const parsed = eventInput.safeParse(inputOf(values, 'America/Toronto'));
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message]);
  };
  for (const capacity of ['abc', '2.5', '0', '-3', '10001'])
    expect(issuesOf({ ...base, capacity }), capacity).toEqual([['capacity', 'validation.capacity']]);
  expect(issuesOf({ ...base, capacity: ' 12 ' })).toEqual([]);
  expect(issuesOf({ ...base, registrationDeadline: '2026-09-25T19:01' })).toEqual([
    ['registrationDeadline', 'validation.deadlineAfterStart'],
  ]);
  expect(issuesOf({ ...base, registrationDeadline: '2026-09-25T19:00' })).toEqual([]);
  expect(issuesOf({ ...base, registrationDeadline: '2026-02-30T10:00' })).toEqual([['registrationDeadline', 'validation.dateTime']]);
});
