// The one error type of the domain, and the one table from its codes to HTTP statuses and tRPC
// codes. Services throw AppError; they know nothing of tRPC or HTTP. Only the doors read the
// table (server/trpc/errors.ts for tRPC, server/http/doors/errors.ts for HTTP).
import type { Language } from '../../shared/constants.js';
import type { MessageKey } from './messages.js';

/** A value put into a message: the same in every language, or its own in each. */
export type MessageValue = string | Readonly<Record<Language, string>>;

/** `template` with each `{name}` replaced by its value in `language` (a name with no value stays as it is). */
export function fillMessage(template: string, language: Language, values: Readonly<Record<string, MessageValue>> | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === 'string' ? value : value[language];
  });
}

/**
 * code → [HTTP status, tRPC code, default message key]. The tRPC codes are tRPC's own names
 * (checked against tRPC's list in server/trpc/errors.ts); codes that only the HTTP layer answers
 * (a header too large, a request too slow) map to the nearest one.
 */
export const errorCodes = {
  BAD_REQUEST: [400, 'BAD_REQUEST', 'errors.badRequest'],
  UNAUTHORIZED: [401, 'UNAUTHORIZED', 'errors.unauthorized'],
  /** A 401 that says why: the session ended because an admin deactivated the account. */
  ACCOUNT_DEACTIVATED: [401, 'UNAUTHORIZED', 'errors.accountDeactivated'],
  FORBIDDEN: [403, 'FORBIDDEN', 'errors.forbidden'],
  /** A 403 that says why: an admin or staff manager must set up two-step sign-in first (decision 032). */
  MFA_SETUP_REQUIRED: [403, 'FORBIDDEN', 'errors.mfaSetupRequired'],
  NOT_FOUND: [404, 'NOT_FOUND', 'errors.notFound'],
  METHOD_NOT_SUPPORTED: [405, 'METHOD_NOT_SUPPORTED', 'errors.methodNotAllowed'],
  TIMEOUT: [408, 'TIMEOUT', 'errors.timeout'],
  CONFLICT: [409, 'CONFLICT', 'errors.conflict'],
  /** A save of the site's content made from an older version (If-Match or `version`; decision 037). */
  STALE_VERSION: [412, 'PRECONDITION_FAILED', 'errors.siteStale'],
  PAYLOAD_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'],
  URI_TOO_LONG: [414, 'BAD_REQUEST', 'errors.uriTooLong'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  /** A save of the site's content that says no version it was made from. */
  VERSION_REQUIRED: [428, 'PRECONDITION_REQUIRED', 'errors.siteVersionRequired'],
  TOO_MANY_REQUESTS: [429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests'],
  HEADERS_TOO_LARGE: [431, 'BAD_REQUEST', 'errors.headersTooLarge'],
  INTERNAL_SERVER_ERROR: [500, 'INTERNAL_SERVER_ERROR', 'errors.internal'],
  SERVICE_UNAVAILABLE: [503, 'SERVICE_UNAVAILABLE', 'errors.unavailable'],
} as const satisfies Record<string, readonly [number, string, MessageKey]>;

export type AppErrorCode = keyof typeof errorCodes;
export const appErrorCodes = Object.keys(errorCodes) as AppErrorCode[];

export function httpStatusOf(code: AppErrorCode): number {
  return errorCodes[code][0];
}

/** The code an HTTP status stands for: 500 for anything the table does not name. */
export function codeOfStatus(status: number): AppErrorCode {
  return appErrorCodes.find((code) => errorCodes[code][0] === status) ?? 'INTERNAL_SERVER_ERROR';
}

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}

/** A field a rule of the service refused (beyond the input's schema), and the key of why. */
export interface AppFieldIssue {
  /** The field's path in the input, dot-separated, as a schema's issue names it (`content.bodyEn`). */
  path: string;
  messageKey: MessageKey;
}

/**
 * A failure the user should read about: a stable code and the key of its message (lib/messages.ts),
 * and, for a rule a service checks on stored data (an article ready to submit), the fields it
 * refused, answered as a schema's issues are.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly messageKey: MessageKey;
  readonly issues: readonly AppFieldIssue[] | undefined;
  /** Facts of the refusal an outside tool may act on, answered as they are (a check-in's: why, when, by which device). */
  readonly details: Readonly<Record<string, unknown>> | undefined;
  /** The message's values (`{time}` in "Checked in at {time}"), put in after translation: a text, or one per language. */
  readonly values: Readonly<Record<string, MessageValue>> | undefined;
  constructor(
    code: AppErrorCode,
    messageKey: MessageKey = errorCodes[code][2],
    options?: {
      cause?: unknown;
      issues?: readonly AppFieldIssue[];
      details?: Readonly<Record<string, unknown>>;
      values?: Readonly<Record<string, MessageValue>>;
    },
  ) {
    super(messageKey, options);
    this.code = code;
    this.messageKey = messageKey;
    this.issues = options?.issues;
    this.details = options?.details;
    this.values = options?.values;
  }
}
