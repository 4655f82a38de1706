// The typed API client. Every request carries ?language= and, when a token is stored, a bearer
// header, and sends credentials; a 401 drops the token and announces 'auth-logout', which ends
// the client session (docs/product.md §7, §8; features/auth/session.ts).
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../../server/router';
import { authLogoutEvent, mfaSetupRequiredEvent, storageKeys } from '../../../shared/constants';
import { getLanguage } from '../i18n/i18n';

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The bearer token a REST-door sign-in stored, if any (the browser's own session is a cookie). */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.authToken);
  } catch {
    return null;
  }
}

/**
 * A 401: the stored token is dead, and whoever listens to 'auth-logout' ends the session. Also
 * called by requests made without fetch (the image upload's XMLHttpRequest, for its progress).
 */
export function endSession(code?: string) {
  try {
    localStorage.removeItem(storageKeys.authToken);
  } catch {
    // nothing stored
  }
  // The error code says why, when the server says (ACCOUNT_DEACTIVATED): the session shows it.
  window.dispatchEvent(new CustomEvent(authLogoutEvent, { detail: { code } }));
}

/**
 * What a failed call's code means for the whole session: signed out (a 401, with or without the
 * server's reason), held to setting up a second factor (the hold began mid-session: an admin whose
 * second factor was reset), or nothing (the caller shows the error).
 */
export function sessionSignalOf(code: string | undefined): 'signedOut' | 'mfaSetupRequired' | null {
  if (code === 'UNAUTHORIZED' || code === 'ACCOUNT_DEACTIVATED') return 'signedOut';
  if (code === 'MFA_SETUP_REQUIRED') return 'mfaSetupRequired';
  return null;
}

/** The stable code of an error answer: the REST door's `code`, tRPC's `error.data.code` (one call or a batch's first). */
export function errorCodeOf(body: unknown): string | undefined {
  const answer = (Array.isArray(body) ? body[0] : body) as { code?: unknown; error?: { data?: { code?: unknown } } } | null | undefined;
  const code = answer?.error?.data?.code ?? answer?.code;
  return typeof code === 'string' ? code : undefined;
}

export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  url.searchParams.set('language', getLanguage());
  const headers = new Headers(init?.headers);
  const token = storedToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers, credentials: 'include' });
  if (response.status === 401)
    endSession(
      errorCodeOf(
        await response
          .clone()
          .json()
          .catch(() => null),
      ),
    );
  return response;
}

/**
 * The same rule for calls inside a batch, whose HTTP status (207) hides a 401 of one call; and
 * docs/product.md §8's logging: call errors go to the console (a visitor's 401 from auth.me is the
 * ordinary answer and is not), then on to the caller.
 */
const sessionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
          const signal = sessionSignalOf(code);
          const signedOut = signal === 'signedOut';
          if (signedOut) endSession(code);
          // AuthProvider asks auth.me again and takes the member to the two-step section.
          if (signal === 'mfaSetupRequired') window.dispatchEvent(new CustomEvent(mfaSetupRequiredEvent));
          if (!(signedOut && op.path === 'auth.me')) {
            const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
            // Expected refusals (4xx: a wrong password, a field to fix) are warnings, the rest errors.
            (status >= 400 && status < 500 ? console.warn : console.error)(`API call ${op.path} failed:`, error.message);
          }
          observer.error(error);
        },
      }),
    );

/** The public reads the server answers from its cache when they come alone (decision 027; issue 36). */
const cachedReads = new Set([
  'events.list',
  'events.years',
  'magazine.list',
  'magazine.article',
  'magazine.issues',
  'magazine.issue',
  'magazine.tags',
  'search.find',
]);

/**
 * A client for the page's session (no options), or with its own headers on every call: the door
 * scanner of a volunteer's check-in link sends the link's token in `check-in-link` (issue 38).
 */
export function createTrpcClient(options: { headers?: Record<string, string> } = {}) {
  const headers = () => options.headers ?? {};
  return createTRPCClient<AppRouter>({
    links: [
      sessionLink,
      // Sign-in calls go one by one: they set or end the session cookie, and the public reads
      // batched beside them keep their own cacheable URLs. So do the events screen's reads (its
      // lists and years, several at once) and the magazine's and the search's (issue 36): the
      // server answers a read alone from its cache, a batch of several through the procedures
      // (decision 027).
      splitLink({
        condition: (op) => op.path.startsWith('auth.') || (op.type === 'query' && cachedReads.has(op.path)),
        true: httpLink({ url: '/api/trpc', fetch: apiFetch, headers }),
        false: httpBatchLink({ url: '/api/trpc', fetch: apiFetch, headers }),
      }),
    ],
  });
}

let shared: TrpcClient | undefined;
/** The page's one client: the session's calls (AuthProvider) and the screens' queries (trpc-react.tsx) share it. */
export function sharedTrpcClient(): TrpcClient {
  return (shared ??= createTrpcClient());
}
