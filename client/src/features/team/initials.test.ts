import { expect, test } from 'vitest';
import { initials } from './initials';

test('initials: a Chinese given name, or the first letters of the first and last words', () => {
  expect(initials('陈佳怡')).toBe('佳怡');
  expect(initials('赵明')).toBe('赵明');
  expect(initials('欧阳 娜娜')).toBe('娜娜');
  expect(initials('Jiayi Chen')).toBe('JC');
  expect(initials('  priya   de la nair ')).toBe('PN');
  expect(initials('kevin')).toBe('K');
  expect(initials('élodie')).toBe('É');
  expect(initials('')).toBe('?');
});
