// The client session of docs/product.md §4, without React: a reducer for its state and a small controller
// for its effects (the server calls, the stored authToken, the auth-logout event), so every
// transition is unit tested. AuthProvider.tsx holds one controller and renders its state.
import type { SessionUser } from '../../../../shared/auth.schema';
import { authLogoutEvent, sessionHintCookies, storageKeys } from '../../../../shared/constants';

export interface SessionState {
  /** True from the start until the server has said who is signed in (or failed to). */
  loading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /**
   * Why the server ended the session, when it said (a 401 of code ACCOUNT_DEACTIVATED): shown
   * until the user dismisses it or signs in again.
   */
  endedBecause: SessionEndReason | null;
}

/** Why the server ended a session, as its 401 says (server/lib/app-error.ts ACCOUNT_DEACTIVATED). */
export type SessionEndReason = 'deactivated';

/** The reason a 401's error code gives, if any. */
export function sessionEndReasonOf(code: unknown): SessionEndReason | undefined {
  return code === 'ACCOUNT_DEACTIVATED' ? 'deactivated' : undefined;
}

export type SessionAction =
  /** The answer of auth.me at start: a user, or null for none (signed out, or the call failed). */
  | { type: 'restored'; user: SessionUser | null }
  | { type: 'signedIn'; user: SessionUser }
  /** Logout, the auth-logout event, a 401 (with the server's reason when it gave one). */
  | { type: 'signedOut'; reason?: SessionEndReason | undefined }
  | { type: 'updated'; changes: Partial<SessionUser> }
  /** The user has read why the session ended. */
  | { type: 'endNoticeDismissed' };

export const initialSession: SessionState = { loading: true, isAuthenticated: false, user: null, endedBecause: null };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'restored':
      // A sign-in or sign-out that came first is newer than this answer: keep it.
      if (!state.loading) return state;
      return { loading: false, isAuthenticated: action.user !== null, user: action.user, endedBecause: null };
    case 'signedIn':
      return { loading: false, isAuthenticated: true, user: action.user, endedBecause: null };
    case 'signedOut':
      // A 401 is announced twice (by its response, then by its call): the reason of either stays.
      if (action.reason)
        return state.endedBecause === action.reason && !state.loading && !state.user
          ? state
          : { loading: false, isAuthenticated: false, user: null, endedBecause: action.reason };
      if (!state.loading && !state.user) return state;
      return { loading: false, isAuthenticated: false, user: null, endedBecause: null };
    case 'updated':
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
    case 'endNoticeDismissed':
      return state.endedBecause ? { ...state, endedBecause: null } : state;
  }
}

/** The server calls the session makes (features/auth/api.ts provides them). */
export interface SessionApi {
  me(): Promise<{ user: SessionUser }>;
  logout(): Promise<unknown>;
}

export interface TokenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Whether the browser holds the session hint cookie (either name: production's or not). */
export function hasSessionHint(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(';').some((cookie) => {
    const name = cookie.trim().split('=')[0];
    return name === sessionHintCookies.production || name === sessionHintCookies.other;
  });
}

/** localStorage, or nothing where it cannot be used (private mode, no window). */
export function browserTokenStore(): TokenStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

interface ControllerOptions {
  api: SessionApi;
  storage: TokenStore | null;
  /**
   * Whether a session may exist: the hint cookie the server sets beside the session cookie
   * (decision 015). Without it and without a stored token, nobody is signed in and auth.me is
   * not asked. Defaults to always asking.
   */
  mightBeSignedIn?: () => boolean;
  log?: (message: string, error: unknown) => void;
}

export type SessionController = ReturnType<typeof createSessionController>;

export function createSessionController({
  api,
  storage,
  mightBeSignedIn = () => true,
  log = (m, e) => console.warn(m, e),
}: ControllerOptions) {
  let state = initialSession;
  const listeners = new Set<() => void>();
  const dispatch = (action: SessionAction) => {
    const next = sessionReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const removeToken = () => {
    try {
      storage?.removeItem(storageKeys.authToken);
    } catch {
      // nothing stored
    }
  };
  const storedToken = () => {
    try {
      return storage?.getItem(storageKeys.authToken) ?? null;
    } catch {
      return null;
    }
  };
  const signOutLocally = (reason?: SessionEndReason) => {
    removeToken();
    dispatch({ type: 'signedOut', reason });
  };
  /** The auth-logout event: its detail names the server's reason, if it gave one (lib/trpc.ts endSession). */
  const onLogoutEvent = (event: Event) =>
    signOutLocally(sessionEndReasonOf((event as CustomEvent<{ code?: unknown } | null>).detail?.code));

  let started = false;

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Listens for the global auth-logout event (on window in the browser) until the returned function is called. */
    listen(events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) {
      events.addEventListener(authLogoutEvent, onLogoutEvent);
      return () => events.removeEventListener(authLogoutEvent, onLogoutEvent);
    },

    /** Asks the server who is signed in (when someone may be); once, however often it is called. */
    start() {
      if (started) return;
      started = true;
      if (!storedToken() && !mightBeSignedIn()) {
        dispatch({ type: 'restored', user: null });
        return;
      }
      api.me().then(
        ({ user }) => {
          if (!user) removeToken();
          dispatch({ type: 'restored', user: user ?? null });
        },
        () => {
          // A 401 here is the ordinary answer for a visitor: not logged (docs/product.md §8).
          removeToken();
          dispatch({ type: 'restored', user: null });
        },
      );
    },

    /** After a successful sign-in: keep the user, and the token if the server sent one. */
    signedIn(result: { user: SessionUser; token?: string | undefined }) {
      if (result.token) {
        try {
          storage?.setItem(storageKeys.authToken, result.token);
        } catch {
          // Private mode: the cookie session still works.
        }
      }
      dispatch({ type: 'signedIn', user: result.user });
    },

    /** Ends the session on the server, then here, even if the server call failed. */
    async logout() {
      try {
        await api.logout();
      } catch (error) {
        log('Logout failed; the session is cleared here anyway.', error);
      }
      signOutLocally();
    },

    updateUser(changes: Partial<SessionUser>) {
      dispatch({ type: 'updated', changes });
    },

    /** The user has read why the session ended: the notice goes. */
    dismissEndNotice() {
      dispatch({ type: 'endNoticeDismissed' });
    },

    /** What the auth-logout event does: token and session gone. */
    clear: () => signOutLocally(),
  };
}
