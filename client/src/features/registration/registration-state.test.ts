import { expect, test } from 'vitest';
import { closesAtOf, registrationState } from './registration-state';

const startsAt = '2026-12-05T23:00:00.000Z';
const before = Date.parse('2026-12-01T12:00:00.000Z');
const event = {
  registrationOpen: true,
  capacity: 50,
  registrationDeadline: null,
  startsAt,
  registrations: { confirmed: 38, waitlisted: 0 },
};

test('seats left while fewer have a seat than there are seats', () => {
  expect(registrationState(event, before)).toEqual({ kind: 'seats', left: 12, closesAt: startsAt });
  expect(registrationState({ ...event, registrations: { confirmed: 49, waitlisted: 0 } }, before)).toMatchObject({
    kind: 'seats',
    left: 1,
  });
});

test('the waitlist once every seat is taken (and when the seats were lowered below the confirmed)', () => {
  expect(registrationState({ ...event, registrations: { confirmed: 50, waitlisted: 0 } }, before)).toEqual({
    kind: 'waitlist',
    closesAt: startsAt,
  });
  expect(registrationState({ ...event, capacity: 40, registrations: { confirmed: 45, waitlisted: 3 } }, before)).toMatchObject({
    kind: 'waitlist',
  });
});

test('no limit without seats', () => {
  expect(registrationState({ ...event, capacity: null, registrations: { confirmed: 500, waitlisted: 0 } }, before)).toEqual({
    kind: 'open',
    closesAt: startsAt,
  });
});

test('closed from the deadline, else from the start, to the millisecond', () => {
  const deadline = '2026-12-04T17:00:00.000Z';
  expect(closesAtOf({ registrationDeadline: deadline, startsAt })).toBe(deadline);
  expect(registrationState({ ...event, registrationDeadline: deadline }, Date.parse(deadline) - 1)).toMatchObject({
    kind: 'seats',
    closesAt: deadline,
  });
  expect(registrationState({ ...event, registrationDeadline: deadline }, Date.parse(deadline))).toEqual({ kind: 'closed' });
  expect(registrationState(event, Date.parse(startsAt) - 1)).toMatchObject({ kind: 'seats' });
  expect(registrationState(event, Date.parse(startsAt))).toEqual({ kind: 'closed' });
});

test('an event that takes no registrations shows nothing, unless it has some', () => {
  const off = { ...event, registrationOpen: false, registrations: { confirmed: 0, waitlisted: 0 } };
  expect(registrationState(off, before)).toEqual({ kind: 'none' });
  expect(registrationState({ ...off, registrations: { confirmed: 0, waitlisted: 2 } }, before)).toEqual({ kind: 'closed' });
  expect(registrationState({ ...off, registrations: { confirmed: 3, waitlisted: 0 } }, before)).toEqual({ kind: 'closed' });
});
