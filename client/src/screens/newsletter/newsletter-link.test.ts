import { TRPCClientError } from '@trpc/client';
import { describe, expect, test } from 'vitest';
import { isBadLink, isTokenShaped } from './newsletter-link';

const serverError = (code: string) => new TRPCClientError('refused', { result: { error: { data: { code } } } as never });

describe('a newsletter link', () => {
  test('only a token of the links’ shape is asked about', () => {
    expect(isTokenShaped('A'.repeat(43))).toBe(true);
    expect(isTokenShaped('a-b_c'.repeat(8))).toBe(true);
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isTokenShaped('a'.repeat(129))).toBe(false);
    expect(isTokenShaped('')).toBe(false);
  });

  test('unknown, expired or malformed is a bad link; anything else (a failure, no answer) is not', () => {
    expect(isBadLink(serverError('NOT_FOUND'))).toBe(true);
    expect(isBadLink(serverError('BAD_REQUEST'))).toBe(true);
    expect(isBadLink(serverError('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isBadLink(serverError('TOO_MANY_REQUESTS'))).toBe(false);
    expect(isBadLink(new TypeError('Failed to fetch'))).toBe(false);
  });
});
