// The rules of registration for an event (issue 23, docs/decisions/028), as small pure functions:
// whether an event takes a registration now, what a new registration becomes (a seat or the
// waitlist), who moves up when seats free, a place on the waitlist, once per mailbox, and who
// gets the reminder. The service applies them inside one transaction; the client may show them.

/** An event as far as registration cares: times are ISO 8601 instants. */
export interface RegistrationWindow {
  registrationOpen: boolean;
  startsAt: string;
  /** Null: registration closes at the start. */
  registrationDeadline: string | null;
}

/** Why a registration is refused now: not taking them, the event has started, the deadline has passed. */
export type RegistrationRefusal = 'closed' | 'started' | 'deadlinePassed';

/**
 * Null when the event takes a registration at `now`; else why not. A registration is taken
 * strictly before the start and strictly before the deadline (the deadline is its start when absent).
 */
export function registrationRefusal(event: RegistrationWindow, now: Date): RegistrationRefusal | null {
  if (!event.registrationOpen) return 'closed';
  const at = now.getTime();
  if (at >= Date.parse(event.startsAt)) return 'started';
  if (at >= Date.parse(event.registrationDeadline ?? event.startsAt)) return 'deadlinePassed';
  return null;
}

/** How many hold a seat and how many wait, cancelled registrations not counted. */
export interface Taken {
  confirmed: number;
  waitlisted: number;
}

/** Seats still free: null for no limit; never below 0 (a lowered capacity moves no one off a seat). */
export function seatsLeft(capacity: number | null, confirmed: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - confirmed);
}

/**
 * What a new registration becomes: a seat while one is free and no one waits for it (the waitlist
 * goes first), else a place at the end of the waitlist.
 */
export function newRegistrationStatus(capacity: number | null, taken: Taken): 'confirmed' | 'waitlisted' {
  const free = seatsLeft(capacity, taken.confirmed);
  return taken.waitlisted === 0 && (free === null || free > 0) ? 'confirmed' : 'waitlisted';
}

/**
 * Who moves up from the waitlist: the first of `waitlist` (in its order) while seats are free,
 * all of them without a limit. `waitlist` is in order: the first registered first.
 */
export function promotions<T>(capacity: number | null, confirmed: number, waitlist: readonly T[]): T[] {
  const free = seatsLeft(capacity, confirmed);
  return free === null ? [...waitlist] : waitlist.slice(0, free);
}

/** The place of the registration `id` on a waitlist of these ids (in any order), from 1; null when it is not on it. */
export function waitlistPosition(waitlistIds: readonly number[], id: number): number | null {
  if (!waitlistIds.includes(id)) return null;
  return waitlistIds.filter((other) => other < id).length + 1;
}

/** Whether a registration still counts: a seat or a place on the waitlist (one per mailbox and event). */
export function isLive(status: 'confirmed' | 'waitlisted' | 'cancelled'): boolean {
  return status !== 'cancelled';
}

/** The reminder goes a day before the start. */
export const reminderLeadMs = 24 * 60 * 60 * 1000;

/** When the reminder of an event starting at `startsAt` is due (ISO 8601). */
export function reminderTime(startsAt: string): string {
  return new Date(Date.parse(startsAt) - reminderLeadMs).toISOString();
}

/**
 * Whether a registrant gets the reminder when it runs at `now`: a seat, not reminded yet, the
 * event not started, and the seat held by the reminder's time (who registered or moved up later
 * was just told the time by the confirmation or promotion mail). `confirmedAt`: when the seat was
 * got (a seat always has that time).
 */
export function needsReminder(
  registration: { status: string; confirmedAt: string; remindedAt: string | null },
  startsAt: string,
  now: Date,
): boolean {
  if (registration.status !== 'confirmed' || registration.remindedAt !== null) return false;
  if (now.getTime() >= Date.parse(startsAt)) return false;
  return Date.parse(registration.confirmedAt) <= Date.parse(reminderTime(startsAt));
}

/**
 * Whether a name holds something a mail client may turn into a link, or that reads as an address
 * (docs/decisions/041): a scheme (`x://`, `http:`, `mailto:`, `javascript:`…), `www.`, an `@` (an e-mail
 * address), or a domain (two or more letters or digits, a dot, two or more letters: `evil.example`,
 * `bit.ly`). Read after NFKC, so full-width letters and dots (`ｅｖｉｌ．ｃｏｍ`) count as the ASCII
 * ones, and with the Chinese full stop and its ideographic form read as dots. Initials with dots
 * (`J.R.R. Tolkien`) and Chinese names pass.
 */
export function holdsLinkLikeText(name: string): boolean {
  const text = name
    .normalize('NFKC')
    .replace(/[\u3002\uff61]/g, '.')
    .toLowerCase();
  return /[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|javascript|data|tel|sms|file|ftp):|www\.|@|[a-z0-9-]{2,}\.[a-z]{2,}/.test(text);
}
