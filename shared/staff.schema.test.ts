// The username rule, once (issue 22): create-admin's check and the staff forms' schema agree.
import { expect, test } from 'vitest';
import { isUsername, staffLimits, username } from './staff.schema.js';

test('2 to 64 letters, digits, dots, hyphens or underscores: the function and the schema agree', () => {
  const cases: Array<[string, boolean]> = [
    ['li.hua', true],
    ['Li_Hua-2', true],
    ['ab', true],
    ['a'.repeat(staffLimits.usernameMax), true],
    ['a', false],
    ['', false],
    ['a'.repeat(staffLimits.usernameMax + 1), false],
    ['li hua', false],
    ['李华', false],
    ['li@hua', false],
  ];
  for (const [text, ok] of cases) {
    expect([text, isUsername(text)]).toEqual([text, ok]);
    expect([text, username.safeParse(text).success]).toEqual([text, ok]);
  }
  // The schema trims what a form sends; the rule itself takes no spaces.
  expect(username.safeParse('  li.hua ').success).toBe(true);
  expect(isUsername('  li.hua ')).toBe(false);
});
