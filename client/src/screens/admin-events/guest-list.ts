// The guest list at the door, as pure functions: the search by name or e-mail, the three groups
// (the confirmed in the order they registered, the waitlist in its order, the cancelled apart),
// the counts, an event's registrations as the events list sums them up, and a check-in written
// into the list the server sent (so the count changes at the tap, before the list is read again).
import type { Event } from '../../../../shared/events.schema';
import type { ListRegistrationsOutput, Registration } from '../../../../shared/registrations.schema';
import { normalize } from './event-list';

/** Registrations whose name or e-mail holds every word of the query (accents and case ignored). */
export function searchGuests<R extends Pick<Registration, 'name' | 'email'>>(registrations: readonly R[], q: string): R[] {
  const words = normalize(q).split(' ').filter(Boolean);
  if (words.length === 0) return [...registrations];
  return registrations.filter((registration) => {
    const haystack = normalize(`${registration.name} \n ${registration.email}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface GuestGroups<R> {
  confirmed: R[];
  waitlisted: R[];
  cancelled: R[];
}

const byCreated = (a: Pick<Registration, 'createdAt' | 'id'>, b: Pick<Registration, 'createdAt' | 'id'>) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** The confirmed in the order they registered, the waitlist by its position, the cancelled latest first. */
export function groupGuests<R extends Pick<Registration, 'id' | 'status' | 'position' | 'createdAt' | 'cancelledAt'>>(
  registrations: readonly R[],
): GuestGroups<R> {
  const of = (status: Registration['status']) => registrations.filter((registration) => registration.status === status);
  return {
    confirmed: of('confirmed').sort(byCreated),
    waitlisted: of('waitlisted').sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || byCreated(a, b)),
    cancelled: of('cancelled').sort((a, b) => (b.cancelledAt ?? '').localeCompare(a.cancelledAt ?? '') || byCreated(a, b)),
  };
}

/** Whether the events list shows an event's registrations: it takes them, or it has some. */
export function showsRegistrations(event: Pick<Event, 'registrationOpen' | 'registrations'>): boolean {
  return event.registrationOpen || event.registrations.confirmed + event.registrations.waitlisted > 0;
}

/** How many will be told by e-mail when the event is deleted: everyone with a seat or on the waitlist. */
export function registrantsOf(event: Pick<Event, 'registrations'>): number {
  return event.registrations.confirmed + event.registrations.waitlisted;
}

/** The list as the server sent it, with one registration replaced by its new state (and the count of the checked-in kept true). */
export function withRegistration(list: ListRegistrationsOutput, changed: Registration): ListRegistrationsOutput {
  const before = list.registrations.find((registration) => registration.id === changed.id);
  if (!before) return list;
  const delta = Number(changed.attended) - Number(before.attended);
  return {
    ...list,
    attended: Math.max(0, list.attended + delta),
    registrations: list.registrations.map((registration) => (registration.id === changed.id ? changed : registration)),
  };
}
