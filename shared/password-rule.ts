// Which new passwords are refused, and how strong a password looks (issue 24 items 3/6, ASVS 6.2.12,
// docs/decisions/029). Pure: the list of common and breached passwords is given by the caller
// (the server's from @zxcvbn-ts/language-common, server/lib/common-passwords.ts; the client's
// from the same package in a lazy chunk), so this file is cheap to import and to mutate.

/**
 * The forms of a password looked up in the list (all lower-case, as the list is): as typed, and
 * without the spaces around it, so " Password " is found like "password".
 */
export function passwordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.trim();
  return trimmed === lower ? [lower] : [lower, trimmed];
}

/** Whether a new password is one of the list's common or breached passwords (case aside). */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return passwordForms(password).some((form) => common.has(form));
}

/** The strength meter's levels, weakest first. */
export const strengthLevels = ['tooShort', 'common', 'weak', 'fair', 'strong'] as const;
export type PasswordStrength = (typeof strengthLevels)[number];

/**
 * What the meter shows for a password: too short or common (both refused), else weak, fair or
 * strong by its length and the kinds of character it mixes (lower, upper, digits, others):
 * 16 characters or more, or 10 or more of 3 kinds, is strong; 10 or more, or 8 or more of 2 kinds, is fair.
 */
export function passwordStrength(password: string, common: ReadonlySet<string>, minLength: number): PasswordStrength {
  if (password.length < minLength) return 'tooShort';
  if (isCommonPassword(password, common)) return 'common';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  const length = [...password].length;
  if (length >= 16 || (length >= 10 && kinds >= 3)) return 'strong';
  if (length >= 10 || (length >= 8 && kinds >= 2)) return 'fair';
  return 'weak';
}
