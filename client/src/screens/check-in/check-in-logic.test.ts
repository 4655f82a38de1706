import { describe, expect, it } from 'vitest';
import type { CheckInGuest } from '../../../../shared/check-in.schema';
import {
  afterSent,
  codeToHash,
  countsOf,
  createRepeatFilter,
  decideLocally,
  guestByHash,
  isNetworkFailure,
  type QueuedCheckIn,
  searchGuests,
  syncEntry,
  syncParts,
  withCheckIn,
} from './check-in-logic';

const guest = (id: number, over: Partial<CheckInGuest> = {}): CheckInGuest => ({
  id,
  name: `Guest ${id}`,
  status: 'confirmed',
  ticketHash: `${'ab'.repeat(31)}${String(id).padStart(2, '0')}`,
  checkedInAt: null,
  checkedInDevice: null,
  ...over,
});
const now = new Date('2026-12-05T19:00:00.000Z');

describe('decideLocally', () => {
  it('checks a confirmed guest in', () => {
    const decision = decideLocally(guest(1), [], now, 'Door 2');
    expect(decision).toEqual({ outcome: 'checkedIn', guest: guest(1), at: now.toISOString() });
  });
  it('says unknown without a guest', () => {
    expect(decideLocally(undefined, [], now, null).outcome).toBe('unknown');
  });
  it('says already checked in from the list, with its time and device', () => {
    const first = guest(1, { checkedInAt: '2026-12-05T18:40:00.000Z', checkedInDevice: 'Door 1' });
    expect(decideLocally(first, [], now, 'Door 2')).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: '2026-12-05T18:40:00.000Z',
      checkedInDevice: 'Door 1',
    });
  });
  it('says already checked in from this device’s queue', () => {
    const queue: QueuedCheckIn[] = [{ ticket: 'x', at: '2026-12-05T18:50:00.000Z', guestId: 1 }];
    expect(decideLocally(guest(1), queue, now, 'Door 2')).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: '2026-12-05T18:50:00.000Z',
      checkedInDevice: 'Door 2',
    });
  });
  it('refuses cancelled and waitlisted guests', () => {
    expect(decideLocally(guest(1, { status: 'cancelled' }), [], now, null).outcome).toBe('cancelled');
    expect(decideLocally(guest(1, { status: 'waitlisted', ticketHash: null }), [], now, null).outcome).toBe('waitlisted');
  });
});

describe('guestByHash and codeToHash', () => {
  it('finds the guest by the hash of the code, any case', () => {
    const guests = [guest(1), guest(2)];
    expect(guestByHash(guests, guest(2).ticketHash!.toUpperCase())?.id).toBe(2);
    expect(guestByHash(guests, 'ff'.repeat(32))).toBeUndefined();
  });
  it('never matches a guest without a ticket', () => {
    expect(guestByHash([guest(1, { ticketHash: null })], '')).toBeUndefined();
  });
  it('takes the code from a ticket address or the bare code', () => {
    const code = '3q2-7wXyZ0aB1cD2eF3gH4';
    expect(codeToHash(`https://example.org/tickets/${code}`)).toBe(code);
    expect(codeToHash(` ${code}\n`)).toBe(code);
    expect(codeToHash('https://example.org/events/concert')).toBeNull();
  });
});

describe('the queue', () => {
  const queue: QueuedCheckIn[] = Array.from({ length: 1201 }, (_, i) => ({ registrationId: i + 1, at: now.toISOString(), guestId: i + 1 }));
  it('goes in parts of at most 500, in order', () => {
    const parts = syncParts(queue);
    expect(parts.map((part) => part.length)).toEqual([500, 500, 201]);
    expect(parts[1]![0]!.guestId).toBe(501);
    expect(syncParts([])).toEqual([]);
  });
  it('drops what was sent and keeps the rest', () => {
    const [first] = syncParts(queue);
    const left = afterSent(queue, first!);
    expect(left).toHaveLength(701);
    expect(left[0]!.guestId).toBe(501);
  });
  it('sends a ticket or a registration id with its time, never the guest id', () => {
    expect(syncEntry({ ticket: 'abc', at: 't', guestId: 3 })).toEqual({ ticket: 'abc', at: 't' });
    expect(syncEntry({ registrationId: 3, at: 't', guestId: 3 })).toEqual({ registrationId: 3, at: 't' });
  });
});

describe('counts and search', () => {
  const guests = [
    guest(1, { checkedInAt: now.toISOString() }),
    guest(2, { name: 'Zoë Chén' }),
    guest(3, { status: 'waitlisted' }),
    guest(4, { status: 'cancelled', name: 'Zoe Old' }),
  ];
  it('counts confirmed guests checked in on the list or in the queue', () => {
    expect(countsOf(guests, [])).toEqual({ checkedIn: 1, confirmed: 2 });
    expect(countsOf(guests, [{ registrationId: 2, at: 't', guestId: 2 }])).toEqual({ checkedIn: 2, confirmed: 2 });
    expect(countsOf(withCheckIn(guests, guest(2, { checkedInAt: 't' })), [])).toEqual({ checkedIn: 2, confirmed: 2 });
  });
  it('finds names by every word, without accents, confirmed first', () => {
    expect(searchGuests(guests, 'zoe').map((g) => g.id)).toEqual([2, 4]);
    expect(searchGuests(guests, 'zoe chen').map((g) => g.id)).toEqual([2]);
    expect(searchGuests(guests, '  ')).toEqual([]);
  });
});

describe('createRepeatFilter', () => {
  it('counts the same code once within the window, again after it', () => {
    const fresh = createRepeatFilter(2000);
    const url = 'https://example.org/tickets/3q2-7wXyZ0aB1cD2eF3gH4';
    expect(fresh(url, 0)).toBe(true);
    expect(fresh('3q2-7wXyZ0aB1cD2eF3gH4', 500)).toBe(false);
    expect(fresh('https://example.org/tickets/AAAAAAAAAAAAAAAAAAAAAA', 600)).toBe(true);
    expect(fresh(url, 3000)).toBe(true);
  });
});

describe('isNetworkFailure', () => {
  it('is the network when offline or without an answer', () => {
    expect(isNetworkFailure(new Error('x'), false)).toBe(true);
    expect(isNetworkFailure(new Error('Failed to fetch'), true)).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('refused'), { data: { code: 'CONFLICT' } }), true)).toBe(false);
  });
});
