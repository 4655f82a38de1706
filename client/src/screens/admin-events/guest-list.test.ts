import { describe, expect, test } from 'vitest';
import type { ListRegistrationsOutput, Registration } from '../../../../shared/registrations.schema';
import { groupGuests, registrantsOf, searchGuests, showsRegistrations, withRegistration } from './guest-list';

let nextId = 1;
function registration(over: Partial<Registration>): Registration {
  const id = nextId++;
  return {
    id,
    eventId: 4,
    name: `Guest ${id}`,
    email: `guest${id}@example.com`,
    language: 'en',
    status: 'confirmed',
    position: null,
    createdAt: `2026-11-0${id % 9}T10:00:00.000Z`,
    cancelledAt: null,
    attended: false,
    attendedAt: null,
    ...over,
  };
}

describe('the search at the door', () => {
  const li = registration({ name: 'Li Hua', email: 'li.hua@mail.utoronto.ca' });
  const zoe = registration({ name: 'Zoë Chan', email: 'zchan@example.com' });
  const wang = registration({ name: '王芳', email: 'fang@example.com' });
  test('finds by name or e-mail, every word, case and accents ignored', () => {
    expect(searchGuests([li, zoe, wang], 'li')).toEqual([li]);
    expect(searchGuests([li, zoe, wang], 'ZOE')).toEqual([zoe]);
    expect(searchGuests([li, zoe, wang], 'chan example')).toEqual([zoe]);
    expect(searchGuests([li, zoe, wang], 'chan utoronto')).toEqual([]);
    expect(searchGuests([li, zoe, wang], 'utoronto')).toEqual([li]);
    expect(searchGuests([li, zoe, wang], '王')).toEqual([wang]);
  });
  test('an empty query shows everyone', () => {
    expect(searchGuests([li, zoe, wang], '   ')).toEqual([li, zoe, wang]);
  });
});

describe('the groups', () => {
  test('confirmed by registration time, the waitlist by its position, the cancelled apart', () => {
    const late = registration({ createdAt: '2026-11-03T10:00:00.000Z' });
    const early = registration({ createdAt: '2026-11-01T10:00:00.000Z' });
    const second = registration({ status: 'waitlisted', position: 2, createdAt: '2026-11-01T09:00:00.000Z' });
    const first = registration({ status: 'waitlisted', position: 1, createdAt: '2026-11-02T09:00:00.000Z' });
    const gone = registration({ status: 'cancelled', cancelledAt: '2026-11-04T10:00:00.000Z' });
    const groups = groupGuests([late, second, gone, early, first]);
    expect(groups.confirmed).toEqual([early, late]);
    expect(groups.waitlisted).toEqual([first, second]);
    expect(groups.cancelled).toEqual([gone]);
  });
});

describe('the events list', () => {
  test('shows registrations of an event that takes them or has some', () => {
    expect(showsRegistrations({ registrationOpen: false, registrations: { confirmed: 0, waitlisted: 0 } })).toBe(false);
    expect(showsRegistrations({ registrationOpen: true, registrations: { confirmed: 0, waitlisted: 0 } })).toBe(true);
    expect(showsRegistrations({ registrationOpen: false, registrations: { confirmed: 0, waitlisted: 1 } })).toBe(true);
    expect(showsRegistrations({ registrationOpen: false, registrations: { confirmed: 1, waitlisted: 0 } })).toBe(true);
  });
  test('deleting tells the confirmed and the waitlisted', () => {
    expect(registrantsOf({ registrations: { confirmed: 32, waitlisted: 4 } })).toBe(36);
  });
});

describe('a check-in', () => {
  const guest = registration({});
  const other = registration({ attended: true });
  const list: ListRegistrationsOutput = { registrations: [guest, other], confirmed: 2, waitlisted: 0, attended: 1, capacity: 50 };
  test('replaces the guest and counts them in, and an undo counts them out', () => {
    const checkedIn = withRegistration(list, { ...guest, attended: true, attendedAt: '2026-11-26T18:00:00.000Z' });
    expect(checkedIn.attended).toBe(2);
    expect(checkedIn.registrations.map((r) => r.attended)).toEqual([true, true]);
    const undone = withRegistration(checkedIn, { ...guest, attended: false });
    expect(undone.attended).toBe(1);
    expect(undone.registrations[0]!.attended).toBe(false);
  });
  test('the same state twice changes no count; an unknown guest changes nothing', () => {
    expect(withRegistration(list, { ...other }).attended).toBe(1);
    expect(withRegistration(list, registration({ attended: true }))).toBe(list);
  });
});
