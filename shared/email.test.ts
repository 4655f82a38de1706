import { describe, expect, test } from 'vitest';
import { emailKey, mailboxKey, normalizeEmail } from './email.js';

describe('normalizeEmail: trimmed, the domain lower-cased, the local part as typed', () => {
  test.each([
    ['trick9@UTORONTO.CA', 'trick9@utoronto.ca'],
    ['  Li.Hua@Mail.UToronto.ca ', 'Li.Hua@mail.utoronto.ca'],
    ['Trick9+Tag@UToronto.CA', 'Trick9+Tag@utoronto.ca'],
    ['"a@b"@EXAMPLE.COM', '"a@b"@example.com'],
    // A local part of one letter is a local part.
    ['X@UTORONTO.CA', 'X@utoronto.ca'],
    ['no-at-sign', 'no-at-sign'],
    ['@Example.com', '@Example.com'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
  });
});

describe('emailKey: the whole address without case', () => {
  test('Li.Hua@Mail.UToronto.ca', () => expect(emailKey(' Li.Hua@Mail.UToronto.ca')).toBe('li.hua@mail.utoronto.ca'));
});

describe('mailboxKey: the mailbox, without case and sub-address', () => {
  test.each([
    ['trick9+tag@utoronto.ca', 'trick9@utoronto.ca'],
    ['Trick9+a+b@UTORONTO.CA', 'trick9@utoronto.ca'],
    ['trick9@utoronto.ca', 'trick9@utoronto.ca'],
    ['trick9+@utoronto.ca', 'trick9@utoronto.ca'],
    // A local part that begins with + has no mailbox before it: kept whole.
    ['+tag@utoronto.ca', '+tag@utoronto.ca'],
    ['li.hua@mail.utoronto.ca', 'li.hua@mail.utoronto.ca'],
    // Not an address (the schemas refuse it first): itself, without case.
    ['No-At-Sign', 'no-at-sign'],
  ])('%s → %s', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });

  test('different mailboxes stay apart (dots are not ignored: that is Gmail only)', () => {
    expect(mailboxKey('li.hua@utoronto.ca')).not.toBe(mailboxKey('lihua@utoronto.ca'));
    expect(mailboxKey('trick9@utoronto.ca')).not.toBe(mailboxKey('trick9@mail.utoronto.ca'));
  });
});
