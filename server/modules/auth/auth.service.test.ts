// The registration domain rule as a pure function: the HTTP schema refuses most malformed
// addresses before it, so its own guard is pinned here.
import { describe, expect, test } from 'vitest';
import { isAllowedEmailDomain } from './auth.service.js';

describe('isAllowedEmailDomain', () => {
  const allowed = ['utoronto.ca', 'mail.utoronto.ca'];
  test('the domain after the last @, without case, exactly one of the allowed', () => {
    expect(isAllowedEmailDomain('a@utoronto.ca', allowed)).toBe(true);
    expect(isAllowedEmailDomain('Li.Hua@Mail.UToronto.CA', allowed)).toBe(true);
    expect(isAllowedEmailDomain('a@b@utoronto.ca', allowed)).toBe(true);
    expect(isAllowedEmailDomain('a@sub.mail.utoronto.ca', allowed)).toBe(false);
    expect(isAllowedEmailDomain('a@utoronto.ca.', allowed)).toBe(false);
  });
  test('no name before the @, or no @ at all, is refused', () => {
    expect(isAllowedEmailDomain('@utoronto.ca', allowed)).toBe(false);
    expect(isAllowedEmailDomain('utoronto.ca', allowed)).toBe(false);
    expect(isAllowedEmailDomain('', [''])).toBe(false);
  });
});
