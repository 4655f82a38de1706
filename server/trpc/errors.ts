// One error type for the domain, one table from its codes to tRPC codes, and one formatter that
// turns any error into the localized shape both doors answer with.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import type { Language } from '../../shared/constants.js';
import { isMessageKey, translate, type MessageKey } from '../lib/messages.js';

/** A failure the user should read about: a stable code and a message key. */
export class AppError extends TRPCError {
  readonly messageKey: MessageKey;
  constructor(code: TRPC_ERROR_CODE_KEY, messageKey: MessageKey, options?: { cause?: unknown }) {
    super({ code, message: messageKey, cause: options?.cause });
    this.messageKey = messageKey;
  }
}

const defaultMessageFor: Partial<Record<TRPC_ERROR_CODE_KEY, MessageKey>> = {
  BAD_REQUEST: 'errors.badRequest',
  PARSE_ERROR: 'errors.badRequest',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  METHOD_NOT_SUPPORTED: 'errors.methodNotAllowed',
  CONFLICT: 'errors.conflict',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  SERVICE_UNAVAILABLE: 'errors.unavailable',
};

export interface FieldIssue {
  path: string;
  message: string;
}

const zodLocales = { en: z.locales.en(), zh: z.locales.zhCN() };

function localizeIssue(issue: z.core.$ZodIssue, language: Language): FieldIssue {
  const message = isMessageKey(issue.message)
    ? translate(language, issue.message)
    : (zodLocales[language].localeError(issue as never) as string | undefined) ?? issue.message;
  return { path: issue.path.map(String).join('.'), message };
}

export interface LocalizedError {
  /** The human message, in the request's language. */
  error: string;
  /** tRPC's code name, stable for machines: BAD_REQUEST, NOT_FOUND, … */
  code: TRPC_ERROR_CODE_KEY;
  issues?: FieldIssue[];
}

/** Never lets an internal message (SQL, paths, stack) through: only known keys and zod issues are shown. */
export function localizeError(error: TRPCError, language: Language): LocalizedError {
  if (error.cause instanceof z.ZodError) {
    const issues = error.cause.issues.map((issue) => localizeIssue(issue, language));
    const single = issues.length === 1 ? issues[0]!.message : translate(language, 'errors.validation');
    return { error: single, code: 'BAD_REQUEST', issues };
  }
  const key =
    error instanceof AppError
      ? error.messageKey
      : isMessageKey(error.message)
        ? error.message
        : (defaultMessageFor[error.code] ?? 'errors.internal');
  return { error: translate(language, key), code: key === 'errors.internal' ? 'INTERNAL_SERVER_ERROR' : error.code };
}
