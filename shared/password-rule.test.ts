// The weak-password rule (issue 24, decision 029): a list's password is refused whatever its case
// or surrounding spaces; the meter's levels at their edges.
import { expect, test } from 'vitest';
import { isCommonPassword, passwordForms, passwordStrength } from './password-rule.js';

const common = new Set(['password', '123456', 'letmein1']);

test('a password of the list is common in any case and with spaces around it', () => {
  expect(isCommonPassword('password', common)).toBe(true);
  expect(isCommonPassword('PassWord', common)).toBe(true);
  expect(isCommonPassword('  password ', common)).toBe(true);
  expect(isCommonPassword('123456', common)).toBe(true);
  expect(isCommonPassword('pass word', common)).toBe(false);
  expect(isCommonPassword('password!', common)).toBe(false);
  expect(isCommonPassword('', common)).toBe(false);
});

test('the forms looked up: lower-cased, and trimmed when that differs', () => {
  expect(passwordForms('AbC')).toEqual(['abc']);
  expect(passwordForms(' AbC\t')).toEqual([' abc\t', 'abc']);
});

test('the meter: too short, common, then weak, fair and strong by length and kinds of character', () => {
  expect(passwordStrength('abcde', common, 6)).toBe('tooShort');
  expect(passwordStrength('Letmein1', common, 6)).toBe('common');
  expect(passwordStrength('abcdef', common, 6)).toBe('weak');
  expect(passwordStrength('abcdefg', common, 8)).toBe('tooShort');
  expect(passwordStrength('abcdefgh', common, 6)).toBe('weak');
  expect(passwordStrength('abcdefg1', common, 6)).toBe('fair');
  expect(passwordStrength('abcdef1', common, 6)).toBe('weak');
  expect(passwordStrength('abcdefghij', common, 6)).toBe('fair');
  expect(passwordStrength('abcdefghi', common, 6)).toBe('weak');
  expect(passwordStrength('abcdefgh1!', common, 6)).toBe('strong');
  expect(passwordStrength('Abcdefgh1', common, 6)).toBe('fair');
  expect(passwordStrength('abcdefgh1A', common, 6)).toBe('strong');
  expect(passwordStrength('abcdefgh1a', common, 6)).toBe('fair');
  expect(passwordStrength('abcdefghijklmnop', common, 6)).toBe('strong');
  expect(passwordStrength('abcdefghijklmno', common, 6)).toBe('fair');
  expect(passwordStrength('Ab-', common, 3)).toBe('weak');
  expect(passwordStrength('ab-defg', common, 6)).toBe('weak');
  expect(passwordStrength('ab-defgh', common, 6)).toBe('fair');
  expect(passwordStrength('ABCDEFG1', common, 6)).toBe('fair');
  // Characters, not UTF-16 units: 15 Chinese characters are not 16.
  expect(passwordStrength(`${'密'.repeat(15)}x`, common, 6)).toBe('strong');
  expect(passwordStrength('😀'.repeat(8), common, 6)).toBe('weak');
});
