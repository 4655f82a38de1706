// Where domain errors meet tRPC: an AppError becomes a TRPCError of the code the table names, and
// any error a procedure ends with becomes the localized { error, code, issues } both doors answer
// with; the tRPC door wraps it in the shape of trpcErrorShape. Nothing but a known message key or
// a zod issue ever reaches a client.
import { TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY, type TRPC_ERROR_CODE_NUMBER } from '@trpc/server/rpc';
import { z } from 'zod';
import type { Language } from '../../shared/constants.js';
import { AppError, appErrorCodes, errorCodes, fillMessage, type AppErrorCode } from '../lib/app-error.js';
import { isMessageKey, translate, type MessageKey } from '../lib/messages.js';

// The table's tRPC column must name tRPC codes.
errorCodes satisfies Record<AppErrorCode, readonly [number, TRPC_ERROR_CODE_KEY, MessageKey]>;

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: errorCodes[error.code][1], message: error.messageKey, cause: error });
}

/** The domain code of a tRPC code tRPC raised itself (an unknown procedure, a bad batch). */
function codeOfTrpc(code: TRPC_ERROR_CODE_KEY): AppErrorCode {
  if (code === 'PARSE_ERROR') return 'BAD_REQUEST';
  return appErrorCodes.find((c) => c === code) ?? 'INTERNAL_SERVER_ERROR';
}

export interface FieldIssue {
  path: string;
  message: string;
}

export interface LocalizedError {
  /** The human message, in the request's language. */
  error: string;
  /** The stable machine code: BAD_REQUEST, NOT_FOUND, … (lib/app-error.ts). */
  code: AppErrorCode;
  issues?: FieldIssue[];
  /** Facts of the refusal, where the operation says (AppError details). */
  details?: Readonly<Record<string, unknown>>;
}

const zodLocales: Record<Language, { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en(),
  zh: z.locales.zhCN(),
  'zh-Hant': z.locales.zhTW(),
};

function localizeIssue(issue: z.core.$ZodIssue, language: Language): FieldIssue {
  // No input, or not an object, where the procedure takes one: a body left out, a JSON array sent.
  if (issue.code === 'invalid_type' && issue.expected === 'object' && issue.path.length === 0)
    return { path: '', message: translate(language, 'errors.inputNotObject') };
  const message = isMessageKey(issue.message)
    ? translate(language, issue.message)
    : ((zodLocales[language].localeError(issue as never) as string | undefined) ?? translate(language, 'errors.badRequest'));
  return { path: issue.path.map(String).join('.'), message };
}

export function localizeIssues(error: z.ZodError, language: Language): LocalizedError {
  // One field's message once, though two of its checks said it (a URL's scheme and its host).
  const seen = new Set<string>();
  const issues = error.issues
    .map((issue) => localizeIssue(issue, language))
    .filter(({ path, message }) => {
      const key = `${path}\u0000${message}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
  const single = issues.length === 1 ? issues[0]!.message : translate(language, 'errors.validation');
  return { error: single, code: 'BAD_REQUEST', issues };
}

export function localizeAppError(error: AppError, language: Language): LocalizedError {
  const issues = error.issues?.map(({ path, messageKey }) => ({ path, message: translate(language, messageKey) }));
  // One field refused: its own words, as a schema's single issue is answered.
  const single = issues?.length === 1 ? issues[0]!.message : fillMessage(translate(language, error.messageKey), language, error.values);
  return { error: single, code: error.code, ...(issues?.length ? { issues } : {}), ...(error.details ? { details: error.details } : {}) };
}

/** Any error a procedure or the tRPC door ends with, as the client may read it. */
export function localizeError(error: TRPCError, language: Language): LocalizedError {
  if (error.cause instanceof z.ZodError) return localizeIssues(error.cause, language);
  if (error.cause instanceof AppError) return localizeAppError(error.cause, language);
  const code = codeOfTrpc(error.code);
  return { error: translate(language, errorCodes[code][2]), code };
}

/**
 * The error in tRPC's envelope, as the web app's client reads it: the errorFormatter of
 * trpc/init.ts for an error a procedure ends with, http/doors/errors.ts for one raised before any
 * procedure (that one is answered without tRPC). tRPC's client needs the numeric `code` and
 * `data`; `message` and `error` are the localized text, `data.code` the stable code and
 * `data.issues` the localized field issues. No stack trace.
 */
export function trpcErrorShape(
  localized: LocalizedError,
  envelope: { code: TRPC_ERROR_CODE_NUMBER; httpStatus: number; path?: string | undefined },
) {
  return {
    message: localized.error,
    code: envelope.code,
    error: localized.error,
    data: {
      code: localized.code,
      httpStatus: envelope.httpStatus,
      path: envelope.path,
      issues: localized.issues,
      ...(localized.details ? { details: localized.details } : {}),
    },
  };
}

/** The numeric JSON-RPC code tRPC's envelope carries for a domain code. */
export function trpcNumberOf(code: AppErrorCode): TRPC_ERROR_CODE_NUMBER {
  return TRPC_ERROR_CODES_BY_KEY[errorCodes[code][1]];
}
