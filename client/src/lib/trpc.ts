// The typed API client. Every request carries ?language= and, when a token is stored, a bearer
// header, and sends credentials; a 401 drops the token and announces 'auth-logout' (SPEC.md §7, §8).
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/router';
import { authLogoutEvent, storageKeys } from '../../../shared/constants';
import { getLanguage } from '../i18n/i18n';

export const trpc = createTRPCReact<AppRouter>();

function storedToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.authToken);
  } catch {
    return null;
  }
}

export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  url.searchParams.set('language', getLanguage());
  const headers = new Headers(init?.headers);
  const token = storedToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers, credentials: 'include' });
  if (response.status === 401) {
    try {
      localStorage.removeItem(storageKeys.authToken);
    } catch {
      // nothing stored
    }
    window.dispatchEvent(new Event(authLogoutEvent));
  }
  return response;
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/api/trpc', fetch: apiFetch })],
  });
}
