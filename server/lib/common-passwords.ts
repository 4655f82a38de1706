// The list of common and breached passwords a new password is checked against (issue 24,
// ASVS 6.2.12, docs/decisions/029): zxcvbn-ts's common-passwords dictionary, about 49,000
// entries, read once at start. The rule itself is shared/password-rule.ts.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { isCommonPassword } from '../../shared/password-rule.js';

export const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * The input schema of a procedure that sets a password, with the named fields refused when they
 * are in the list (`validation.passwordCommon` on that field, after the length rules passed).
 * The schema's own shape and description are kept, so its OpenAPI document is the same.
 */
export function refusingCommonPasswords<T extends z.ZodType>(schema: T, ...fields: string[]): T {
  return schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const password = (value as Record<string, unknown>)[field];
      if (typeof password === 'string' && isCommonPassword(password, commonPasswords)) ctx.addIssue({ code: 'custom', message: 'validation.passwordCommon', path: [field], input: password });
    }
  }) as T;
}
