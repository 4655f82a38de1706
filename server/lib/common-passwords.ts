// The list of common and breached passwords a new password is checked against (issue 24,
// ASVS 6.2.12, docs/decisions/029): zxcvbn-ts's common-passwords dictionary, about 49,000
// entries, read the first time a password is set, not at start: most runs of the server set
// none, and the list costs about 10 MB of memory and 40 ms. The rule itself is
// shared/password-rule.ts.
import type { z } from 'zod';
import { isCommonPassword } from '../../shared/password-rule.js';

let loading: Promise<ReadonlySet<string>> | undefined;

/** The list, loaded once on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  return (loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));
}

/**
 * The input schema of a procedure that sets a password, with the named fields refused when they
 * are in the list (`validation.passwordCommon` on that field, after the length rules passed).
 * The schema's own shape and description are kept, so its OpenAPI document is the same.
 */
export function refusingCommonPasswords<T extends z.ZodType>(schema: T, ...fields: string[]): T {
  // Async: the list is loaded with the first password set (tRPC parses inputs with parseAsync).
  return schema.superRefine(async (value, ctx) => {
    for (const field of fields) {
      const password = (value as Record<string, unknown>)[field];
      if (typeof password === 'string' && isCommonPassword(password, await commonPasswords()))
        ctx.addIssue({ code: 'custom', message: 'validation.passwordCommon', path: [field], input: password });
    }
  }) as T;
}
