// The pure half of the form hook (use-form.ts): turning zod issues and the server's tRPC errors
// into errors beside fields and one error for the form. No React here, so it is unit tested.
import { TRPCClientError } from '@trpc/client';
import type { MessageKey } from '../i18n/en';
import { isMessageKey } from '../i18n/i18n';

/** A client-side error is a key (shown in the current language); the server's is already text. */
export type FieldError = { key: MessageKey } | { text: string };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/**
 * Why a submission did not go through, for the form to word: `invalid` (the browser's check
 * failed), `network` (no answer from the server), `failed` (an answer without a message of its
 * own), or the server's own message, already in the request's language.
 */
export type FormFailure = { kind: 'invalid' } | { kind: 'network' } | { kind: 'failed' } | { kind: 'server'; text: string; code?: string };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue of each known field, as keys; an unknown message becomes validation.invalid. */
export function fieldErrorsFromIssues<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (isOneOf(field, fields) && !found[field]) found[field] = { key: isMessageKey(issue.message) ? issue.message : 'validation.invalid' };
  }
  return found;
}

/** What the server said about a failed call: its message, its code and its field issues. */
export function readServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { failure: FormFailure; fieldErrors: FieldErrors<F> } {
  if (!(error instanceof TRPCClientError) || !error.data) return { failure: { kind: 'network' }, fieldErrors: {} };
  const data = error.data as { code?: string; issues?: { path: string; message: string }[] };
  const fieldErrors: FieldErrors<F> = {};
  for (const issue of data.issues ?? []) {
    const field = String(issue.path).split('.')[0] ?? '';
    if (isOneOf(field, fields) && !fieldErrors[field]) fieldErrors[field] = { text: issue.message };
  }
  const text = typeof error.message === 'string' ? error.message.trim() : '';
  const failure: FormFailure = text ? { kind: 'server', text, ...(data.code ? { code: data.code } : {}) } : { kind: 'failed' };
  return { failure, fieldErrors };
}

/**
 * The form's failure once an edit has dropped a field's error (`before` → `after`): a failure about
 * the fields (the browser's check, or the server's with field errors) goes with the last of them,
 * so "Please correct the highlighted fields." never outlives the highlights. Others stay.
 */
export function failureAfterEdit<F extends string>(
  failure: FormFailure | null,
  before: FieldErrors<F>,
  after: FieldErrors<F>,
): FormFailure | null {
  const had = Object.values(before).some(Boolean);
  const has = Object.values(after).some(Boolean);
  if (!failure || !had || has) return failure;
  return failure.kind === 'invalid' || failure.kind === 'server' ? null : failure;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalidField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field]);
}

/** The text of a field error in the current language. */
export function fieldErrorText(error: FieldError | undefined, t: (key: MessageKey) => string): string | null {
  if (!error) return null;
  return 'key' in error ? t(error.key) : error.text;
}

function isOneOf<F extends string>(value: string, fields: readonly F[]): value is F {
  return (fields as readonly string[]).includes(value);
}

/** What to say when a call failed: the server's own words, or `networkText` when it did not answer, or `fallback`. */
export function callFailureText(error: unknown, networkText: string, fallback: string): string {
  const { failure } = readServerError(error, []);
  if (failure.kind === 'server') return failure.text;
  if (failure.kind === 'network') return networkText;
  return fallback;
}
