import { expect, test } from 'vitest';
import { avatarUrl, initialsOf } from './MemberCard';

test('initials: a Chinese name’s first character, else the first letters of the first and last words', () => {
  expect(initialsOf('李华')).toBe('李');
  expect(initialsOf('Li Hua')).toBe('LH');
  expect(initialsOf('  ada  byron lovelace ')).toBe('AL');
  expect(initialsOf('Émile')).toBe('É');
  expect(initialsOf('')).toBe('?');
});

test('avatar addresses follow SPEC.md §7: URLs and paths as they are, a bare file name under /uploads/staff/', () => {
  expect(avatarUrl('/uploads/staff/7-abc.jpg')).toBe('/uploads/staff/7-abc.jpg');
  expect(avatarUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
  expect(avatarUrl('7-abc.jpg')).toBe('/uploads/staff/7-abc.jpg');
});
