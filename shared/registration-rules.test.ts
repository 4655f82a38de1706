// The registration rules (decision 028) as pure functions: the window (open, start, deadline and
// their boundaries), seats or the waitlist, who moves up and in which order, the place on the
// waitlist, once per mailbox, who gets the reminder. Mutation-tested (stryker.config.mjs).
import { describe, expect, test } from 'vitest';
import {
  holdsLinkLikeText,
  isLive,
  needsReminder,
  newRegistrationStatus,
  promotions,
  registrationRefusal,
  reminderLeadMs,
  reminderTime,
  seatsLeft,
  waitlistPosition,
} from './registration-rules.js';

const start = '2026-12-05T23:00:00.000Z';
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

describe('registrationRefusal', () => {
  const open = { registrationOpen: true, startsAt: start, registrationDeadline: null };

  test('open until the start, refused from the start on', () => {
    expect(registrationRefusal(open, at(start, -1))).toBeNull();
    expect(registrationRefusal(open, at(start))).toBe('started');
    expect(registrationRefusal(open, at(start, 1))).toBe('started');
  });

  test('a deadline closes it before the start: taken strictly before it', () => {
    const deadline = '2026-12-04T12:00:00.000Z';
    const event = { ...open, registrationDeadline: deadline };
    expect(registrationRefusal(event, at(deadline, -1))).toBeNull();
    expect(registrationRefusal(event, at(deadline))).toBe('deadlinePassed');
    expect(registrationRefusal(event, at(deadline, 1))).toBe('deadlinePassed');
    // Past the start too: it says started.
    expect(registrationRefusal(event, at(start))).toBe('started');
  });

  test('closed whatever the time', () => {
    const closed = { ...open, registrationOpen: false };
    expect(registrationRefusal(closed, at(start, -86_400_000))).toBe('closed');
    expect(registrationRefusal(closed, at(start, 1))).toBe('closed');
  });
});

describe('seats and the waitlist', () => {
  test('seatsLeft: null without a limit, never below 0', () => {
    expect(seatsLeft(null, 500)).toBeNull();
    expect(seatsLeft(10, 3)).toBe(7);
    expect(seatsLeft(10, 10)).toBe(0);
    expect(seatsLeft(2, 5)).toBe(0);
  });

  test('newRegistrationStatus: a seat while one is free and no one waits, else the waitlist', () => {
    expect(newRegistrationStatus(null, { confirmed: 1000, waitlisted: 0 })).toBe('confirmed');
    expect(newRegistrationStatus(2, { confirmed: 0, waitlisted: 0 })).toBe('confirmed');
    expect(newRegistrationStatus(2, { confirmed: 1, waitlisted: 0 })).toBe('confirmed');
    expect(newRegistrationStatus(2, { confirmed: 2, waitlisted: 0 })).toBe('waitlisted');
    expect(newRegistrationStatus(2, { confirmed: 3, waitlisted: 0 })).toBe('waitlisted');
    // The waitlist goes first, even with a seat free for a moment (or no limit any more).
    expect(newRegistrationStatus(2, { confirmed: 1, waitlisted: 1 })).toBe('waitlisted');
    expect(newRegistrationStatus(null, { confirmed: 1, waitlisted: 1 })).toBe('waitlisted');
  });

  test('promotions: the first of the waitlist, in order, as many as seats are free; everyone without a limit', () => {
    const waitlist = ['a', 'b', 'c'];
    expect(promotions(5, 3, waitlist)).toEqual(['a', 'b']);
    expect(promotions(5, 4, waitlist)).toEqual(['a']);
    expect(promotions(5, 5, waitlist)).toEqual([]);
    expect(promotions(5, 7, waitlist)).toEqual([]);
    expect(promotions(10, 0, waitlist)).toEqual(['a', 'b', 'c']);
    expect(promotions(null, 99, waitlist)).toEqual(['a', 'b', 'c']);
    expect(promotions(null, 0, [])).toEqual([]);
    // A copy: the caller's list is left as it was.
    const all = promotions(null, 0, waitlist);
    all.pop();
    expect(waitlist).toEqual(['a', 'b', 'c']);
  });

  test('waitlistPosition: from 1 by id, whatever order the ids come in; null off the list', () => {
    expect(waitlistPosition([7, 3, 12], 3)).toBe(1);
    expect(waitlistPosition([7, 3, 12], 7)).toBe(2);
    expect(waitlistPosition([7, 3, 12], 12)).toBe(3);
    expect(waitlistPosition([7, 3, 12], 5)).toBeNull();
    expect(waitlistPosition([], 1)).toBeNull();
  });

  test('isLive: a seat or a place counts (one per mailbox); a cancelled one does not', () => {
    expect(isLive('confirmed')).toBe(true);
    expect(isLive('waitlisted')).toBe(true);
    expect(isLive('cancelled')).toBe(false);
  });
});

describe('the reminder', () => {
  test('reminderTime: 24 hours before the start', () => {
    expect(reminderLeadMs).toBe(86_400_000);
    expect(reminderTime(start)).toBe('2026-12-04T23:00:00.000Z');
  });

  const seat = { status: 'confirmed', confirmedAt: '2026-12-01T10:00:00.000Z', remindedAt: null };
  const due = at(start, -reminderLeadMs);
  test('a seat held by the reminder’s time, not reminded, before the start: yes', () => {
    expect(needsReminder(seat, start, due)).toBe(true);
    expect(needsReminder(seat, start, at(start, -1))).toBe(true);
    expect(needsReminder({ ...seat, confirmedAt: reminderTime(start) }, start, due)).toBe(true);
  });
  test('otherwise no: reminded already, waiting or cancelled, no seat time, a seat got after its time, the event started', () => {
    expect(needsReminder({ ...seat, remindedAt: '2026-12-04T23:00:05.000Z' }, start, due)).toBe(false);
    expect(needsReminder({ ...seat, status: 'waitlisted' }, start, due)).toBe(false);
    expect(needsReminder({ ...seat, status: 'cancelled' }, start, due)).toBe(false);
    expect(
      needsReminder({ ...seat, confirmedAt: new Date(Date.parse(reminderTime(start)) + 1).toISOString() }, start, at(start, -1000)),
    ).toBe(false);
    expect(needsReminder(seat, start, at(start))).toBe(false);
    expect(needsReminder(seat, start, at(start, 1))).toBe(false);
  });
});

describe('holdsLinkLikeText (decision 041: a registrant’s name is mailed to an address nobody proved)', () => {
  test('addresses, links and domains are refused, in any width and case', () => {
    for (const name of [
      'Pay fee at http://evil.example/pay now',
      'HTTPS://EVIL.EXAMPLE',
      'see evil.example/pay',
      'bit.ly/x',
      'www.evil',
      'li.hua@mail.utoronto.ca',
      'Li @ home',
      'mailto:someone',
      'javascript:alert(1)',
      'ftp://files',
      'tel:4165550123',
      'ｅｖｉｌ．ｃｏｍ',
      'ＨＴＴＰ：／／ｘ',
      'evil。com',
      'Wang evil-site.net',
      // A scheme and its slashes alone, without a dot to look like a domain: letters, then digits.
      'foo://bar',
      'ab12://x',
      // A scheme without slashes.
      'http:evil',
    ]) {
      expect(holdsLinkLikeText(name), name).toBe(true);
    }
  });

  test('names pass: Chinese, initials with dots, hyphens, apostrophes, a dot then a space', () => {
    for (const name of [
      'Li Hua',
      '李华',
      '歐陽 娜娜',
      'J.R.R. Tolkien',
      'Wang Jr. Fang',
      'Anne-Marie O’Neil',
      'Chen (Max)',
      'A.B. Chen',
      'Zoë Ng',
      'Nguyễn Thị Minh Khai',
      'Y.Wang',
      'Smith.J',
    ]) {
      expect(holdsLinkLikeText(name), name).toBe(false);
    }
  });
});
