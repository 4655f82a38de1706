import { beforeAll, expect, test } from 'vitest';
import { loadLanguage } from '../../i18n/i18n';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { changePasswordForm } from './change-password-form';

// The app loads its language's texts before any form shows (i18n.tsx): so does this test, for the keys.
beforeAll(() => loadLanguage('en'));

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const errorsOf = (values: Record<string, string>) => {
  const parsed = changePasswordForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, fields);
};

test('all three are required', () => {
  expect(errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
    currentPassword: { key: 'validation.required' },
    newPassword: { key: 'validation.required' },
    confirmPassword: { key: 'validation.required' },
  });
});

test('the new password has at least 6 characters', () => {
  expect(errorsOf({ currentPassword: 'old-secret', newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
    newPassword: { key: 'validation.passwordTooShort' },
  });
});

test('the new password differs from the current one, and the confirmation matches it', () => {
  expect(errorsOf({ currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({
    newPassword: { key: 'validation.passwordUnchanged' },
  });
  expect(errorsOf({ currentPassword: 'secret1', newPassword: 'secret22', confirmPassword: 'secret2' })).toEqual({
    confirmPassword: { key: 'password.mismatch' },
  });
});

test('a valid change passes, the password kept as typed (spaces included)', () => {
  const parsed = changePasswordForm.safeParse({ currentPassword: 'secret1', newPassword: ' new secret ', confirmPassword: ' new secret ' });
  expect(parsed.success && parsed.data.newPassword).toBe(' new secret ');
});
