// The keys of the tabs pattern (components/Tabs.tsx), used by the sign-in modal and staff management.
import { expect, test } from 'vitest';
import { tabAfterKey } from './Tabs';

const tabs = ['password', 'email', 'register'] as const;

test('the arrows move to the next and previous tab and go round the ends', () => {
  expect(tabAfterKey(tabs, 'password', 'ArrowRight')).toBe('email');
  expect(tabAfterKey(tabs, 'register', 'ArrowRight')).toBe('password');
  expect(tabAfterKey(tabs, 'email', 'ArrowLeft')).toBe('password');
  expect(tabAfterKey(tabs, 'password', 'ArrowLeft')).toBe('register');
});

test('Home and End go to the first and last tab; other keys select nothing', () => {
  expect(tabAfterKey(tabs, 'email', 'Home')).toBe('password');
  expect(tabAfterKey(tabs, 'email', 'End')).toBe('register');
  expect(tabAfterKey(tabs, 'email', 'Enter')).toBeUndefined();
  expect(tabAfterKey(tabs, 'email', 'ArrowDown')).toBeUndefined();
  expect(tabAfterKey(['only'], 'only', 'ArrowRight')).toBe('only');
});
