// The scanner's pure logic (issue 38): what a read means offline (the same reasons the server
// gives, decided from the kept guest list and this device's queue), the queue of offline
// check-ins and its parts for sync, the camera's "same code twice" rule, and the live counts.
// No browser APIs here (the hash is computed by the caller), so all of it is unit tested.
import { type CheckInGuest, type CheckInRefusal, checkInLimits, ticketCodeOf } from '../../../../shared/check-in.schema';

/** One check-in made offline, waiting to be sent with checkIn.sync. */
export interface QueuedCheckIn {
  ticket?: string;
  registrationId?: number;
  at: string;
  /** Whom it checked in (known from the list): to say so, and to count them. */
  guestId: number;
}

export type LocalDecision =
  | { outcome: 'checkedIn'; guest: CheckInGuest; at: string }
  | { outcome: CheckInRefusal; guest?: CheckInGuest; checkedInAt?: string; checkedInDevice?: string | null };

/** The guest a ticket's hash (sha256 hex of its code) belongs to. */
export function guestByHash(guests: readonly CheckInGuest[], hash: string): CheckInGuest | undefined {
  const wanted = hash.toLowerCase();
  return guests.find((guest) => guest.ticketHash !== null && guest.ticketHash.toLowerCase() === wanted);
}

/**
 * What the door says for `guest` (undefined: an unknown ticket) without the server: the list's
 * check-in, or one in this device's queue, comes first; then cancelled, waitlisted; else checked in now.
 */
export function decideLocally(
  guest: CheckInGuest | undefined,
  queue: readonly QueuedCheckIn[],
  now: Date,
  device: string | null,
): LocalDecision {
  if (!guest) return { outcome: 'unknown' };
  if (guest.checkedInAt)
    return { outcome: 'alreadyCheckedIn', guest, checkedInAt: guest.checkedInAt, checkedInDevice: guest.checkedInDevice };
  const queued = queue.find((one) => one.guestId === guest.id);
  if (queued) return { outcome: 'alreadyCheckedIn', guest, checkedInAt: queued.at, checkedInDevice: device };
  if (guest.status === 'cancelled') return { outcome: 'cancelled', guest };
  if (guest.status === 'waitlisted') return { outcome: 'waitlisted', guest };
  return { outcome: 'checkedIn', guest, at: now.toISOString() };
}

/** The code to hash for a local decision, or null when the read is no ticket of ours at all. */
export function codeToHash(read: string): string | null {
  return ticketCodeOf(read);
}

/** The queue in parts of at most `size` (checkIn.sync takes 500 a call), in order. */
export function syncParts<T>(queue: readonly T[], size: number = checkInLimits.sync): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < queue.length; start += size) parts.push(queue.slice(start, start + size));
  return parts;
}

/** What one queued check-in sends. */
export function syncEntry(one: QueuedCheckIn): { ticket?: string; registrationId?: number; at: string } {
  return one.ticket !== undefined ? { ticket: one.ticket, at: one.at } : { registrationId: one.registrationId!, at: one.at };
}

/** The queue after a part was sent: what was sent goes (the server answered for each), the rest stays. */
export function afterSent(queue: readonly QueuedCheckIn[], sent: readonly QueuedCheckIn[]): QueuedCheckIn[] {
  const gone = new Set(sent);
  return queue.filter((one) => !gone.has(one));
}

/** The list with a guest's check-in written in (from an answer, or a local decision), so the counts follow at once. */
export function withCheckIn(guests: readonly CheckInGuest[], changed: CheckInGuest): CheckInGuest[] {
  return guests.map((guest) => (guest.id === changed.id ? changed : guest));
}

/** Checked in / confirmed, from the list and this device's queue. */
export function countsOf(guests: readonly CheckInGuest[], queue: readonly QueuedCheckIn[]): { checkedIn: number; confirmed: number } {
  const queued = new Set(queue.map((one) => one.guestId));
  let checkedIn = 0;
  let confirmed = 0;
  for (const guest of guests) {
    if (guest.status !== 'confirmed') continue;
    confirmed++;
    if (guest.checkedInAt || queued.has(guest.id)) checkedIn++;
  }
  return { checkedIn, confirmed };
}

/** Guests whose name holds every word of `query` (any case, any accents), confirmed first; at most `limit`. */
export function searchGuests(guests: readonly CheckInGuest[], query: string, limit = 20): CheckInGuest[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const rank = { confirmed: 0, waitlisted: 1, cancelled: 2 } as Record<string, number>;
  return guests
    .filter((guest) => {
      const name = fold(guest.name);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3))
    .slice(0, limit);
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The camera sees the same code in many frames: a code read again within `windowMs` of its last
 * read is the same scan, and is dropped. Returns whether to act on this read.
 */
export function createRepeatFilter(windowMs = 2500) {
  const seen = new Map<string, number>();
  return (text: string, now: number): boolean => {
    const key = ticketCodeOf(text) ?? text.trim();
    const last = seen.get(key);
    seen.set(key, now);
    for (const [other, at] of seen) if (now - at > windowMs) seen.delete(other);
    return last === undefined || now - last > windowMs;
  };
}

/** Whether a failed call is the network's (no answer) rather than the server's refusal. */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (!error || typeof error !== 'object') return false;
  const data = (error as { data?: unknown }).data;
  return data === undefined || data === null;
}
