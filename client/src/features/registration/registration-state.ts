// What an event page says about registration, as a pure function of the event and the time: not
// shown at all, closed, open with seats left, open with no limit, or open with the waitlist.
import type { Event } from '../../../../shared/events.schema';

export type RegistrationState =
  | { kind: 'none' }
  | { kind: 'closed' }
  | { kind: 'seats'; left: number; closesAt: string }
  | { kind: 'open'; closesAt: string }
  | { kind: 'waitlist'; closesAt: string };

type Facts = Pick<Event, 'registrationOpen' | 'capacity' | 'registrationDeadline' | 'startsAt' | 'registrations'>;

/** When registration closes: the deadline, else the start. */
export const closesAtOf = (event: Pick<Event, 'registrationDeadline' | 'startsAt'>) => event.registrationDeadline ?? event.startsAt;

export function registrationState(event: Facts, now: number): RegistrationState {
  const any = event.registrations.confirmed + event.registrations.waitlisted > 0;
  if (!event.registrationOpen) return any ? { kind: 'closed' } : { kind: 'none' };
  const closesAt = closesAtOf(event);
  if (now >= Date.parse(closesAt)) return { kind: 'closed' };
  if (event.capacity === null) return { kind: 'open', closesAt };
  const left = event.capacity - event.registrations.confirmed;
  return left > 0 ? { kind: 'seats', left, closesAt } : { kind: 'waitlist', closesAt };
}
