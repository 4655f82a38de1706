import { expect, test } from 'vitest';
import { initialsOf } from './initials';

test('a name in letters gives the first letters of its first and last words, in capitals', () => {
  expect(initialsOf('Li Hua')).toBe('LH');
  expect(initialsOf('  mary  anne   de la cruz ')).toBe('MC');
  expect(initialsOf('Ørjan')).toBe('Ø');
  expect(initialsOf('élise durand')).toBe('ÉD');
});

test('a Chinese name gives its family name', () => {
  expect(initialsOf('李华')).toBe('李');
  expect(initialsOf('欧阳 娜娜')).toBe('欧');
  // A character outside the basic plane stays whole.
  expect(initialsOf('𠮷田')).toBe('𠮷');
  expect(initialsOf('Lily 王')).toBe('L');
  expect(initialsOf('王 Lily'), 'a Chinese name first: its family name alone').toBe('王');
});

test('no name, no letters', () => {
  expect(initialsOf('')).toBe('');
  expect(initialsOf('   ')).toBe('');
});
