// The one table from domain codes to what a client sees: the HTTP status and, unless a service
// names a more specific message, the default message of each code.
import { describe, expect, test } from 'vitest';
import { AppError, appErrorCodes, codeOfStatus, httpStatusOf, isAppErrorCode, type AppErrorCode } from './app-error.js';
import { translate } from './messages.js';

const expected: Record<AppErrorCode, [status: number, english: string]> = {
  BAD_REQUEST: [400, 'The request is not valid.'],
  UNAUTHORIZED: [401, 'Please sign in first.'],
  ACCOUNT_DEACTIVATED: [
    401,
    'An admin has deactivated your account, so you were signed out. Please contact an admin to have it activated again.',
  ],
  FORBIDDEN: [403, 'You do not have permission to do this.'],
  MFA_SETUP_REQUIRED: [
    403,
    'Set up two-step sign-in first: admins and staff managers need it. Open your profile (/staff/profile) to set it up.',
  ],
  NOT_FOUND: [404, 'Not found.'],
  METHOD_NOT_SUPPORTED: [405, 'This method is not allowed here.'],
  TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  CONFLICT: [409, 'This conflicts with existing data.'],
  STALE_VERSION: [
    412,
    'Someone else saved the site’s content after you opened it. Load their version, then make your changes again and save.',
  ],
  PAYLOAD_TOO_LARGE: [413, 'The request is too large.'],
  URI_TOO_LONG: [414, 'The request address is too long.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'Send the request body as application/json.'],
  VERSION_REQUIRED: [428, 'Say which version you edited: send the ETag of GET /api/admin/site in If-Match (or `version` in the input).'],
  TOO_MANY_REQUESTS: [429, 'Too many requests. Please try again later.'],
  HEADERS_TOO_LARGE: [431, 'The request headers are too large.'],
  INTERNAL_SERVER_ERROR: [500, 'Something went wrong on our side. Please try again.'],
  SERVICE_UNAVAILABLE: [503, 'The service is temporarily unavailable. Please try again shortly.'],
};

describe('the error table', () => {
  test('every code has its status and its own default message, in both languages', () => {
    expect([...appErrorCodes].sort()).toEqual(Object.keys(expected).sort());
    for (const code of appErrorCodes) {
      const [status, english] = expected[code];
      const error = new AppError(code);
      expect(httpStatusOf(code), code).toBe(status);
      expect(error.code).toBe(code);
      expect(translate('en', error.messageKey), code).toBe(english);
      expect(translate('zh', error.messageKey), code).not.toBe(english);
    }
  });

  test('a status maps back to its code; a status the table does not name is a 500', () => {
    expect(codeOfStatus(404)).toBe('NOT_FOUND');
    // ACCOUNT_DEACTIVATED is a 401 too, but a bare 401 is not signed in.
    expect(codeOfStatus(401)).toBe('UNAUTHORIZED');
    expect(codeOfStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeOfStatus(431)).toBe('HEADERS_TOO_LARGE');
    expect(codeOfStatus(418)).toBe('INTERNAL_SERVER_ERROR');
    expect(codeOfStatus(200)).toBe('INTERNAL_SERVER_ERROR');
  });

  test('only the names of the table are codes, not what every object has', () => {
    expect(isAppErrorCode('NOT_FOUND')).toBe(true);
    for (const value of ['not_found', 'toString', '__proto__', 'constructor', '', 404, null, undefined])
      expect(isAppErrorCode(value)).toBe(false);
  });
});

describe('AppError', () => {
  test('carries its code, the message key a service chose, and the cause', () => {
    const cause = new Error('disk full');
    const error = new AppError('SERVICE_UNAVAILABLE', 'errors.unavailable', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.messageKey).toBe('errors.unavailable');
    expect(error.message).toBe('errors.unavailable');
    expect(error.cause).toBe(cause);
    expect(new AppError('BAD_REQUEST', 'errors.tooDeep').messageKey).toBe('errors.tooDeep');
  });
});
