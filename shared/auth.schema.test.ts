// The username an e-mail gives (issue 22): always one the username rule of shared/staff.schema.ts
// takes, since registration and create-admin store it and the team page address is made of it.
import { expect, test } from 'vitest';
import { authLimits, usernameFromEmail } from './auth.schema.js';
import { isUsername } from './staff.schema.js';

test('the part before @, lower-cased, in the characters a username keeps', () => {
  expect(usernameFromEmail(' Li.Hua@Mail.UToronto.ca ')).toBe('li.hua');
  expect(usernameFromEmail('li+hua_2@utoronto.ca')).toBe('lihua_2');
  expect(usernameFromEmail(`${'x'.repeat(80)}@utoronto.ca`)).toBe('x'.repeat(authLimits.usernameMax));
});

test('a one-letter part is padded to the shortest username the rule takes; nothing fit for a name gives nothing', () => {
  expect(usernameFromEmail('a@mail.utoronto.ca')).toBe('a1');
  expect(usernameFromEmail('A+b@utoronto.ca')).toBe('ab');
  expect(usernameFromEmail('_+@utoronto.ca')).toBe('_1');
  expect(usernameFromEmail('++@utoronto.ca')).toBe('');
  for (const email of ['a@mail.utoronto.ca', 'Z@utoronto.ca', '-@utoronto.ca', 'li@utoronto.ca', `${'x'.repeat(80)}@utoronto.ca`]) {
    expect([email, isUsername(usernameFromEmail(email))]).toEqual([email, true]);
  }
});
