// What the newsletter's pages read from their link: whether its token can be one at all (else the
// server is not asked), and whether the server said the link names nothing.
import '../../lib/zod-jitless';
import { TRPCClientError } from '@trpc/client';
import { tokenInput } from '../../../../shared/newsletter.schema';

/** A token of the shape the links carry (the server checks the rest). */
export function isTokenShaped(token: string): boolean {
  return tokenInput.safeParse({ token }).success;
}

/** The server's answer that the link names nothing: unknown, expired or used (404), or not a token (400). */
export function isBadLink(error: unknown): boolean {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
