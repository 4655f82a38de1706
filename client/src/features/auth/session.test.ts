import { describe, expect, test, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/auth.schema';
import {
  createSessionController,
  hasSessionHint,
  initialSession,
  sessionEndReasonOf,
  sessionReducer,
  type SessionApi,
  type TokenStore,
} from './session';

const user: SessionUser = {
  id: 7,
  username: 'li.hua',
  email: 'li.hua@mail.utoronto.ca',
  role: 'staff',
  isActive: false,
  hasProfile: false,
  profileStatus: 'new',
  permissions: {
    canManageEvents: false,
    canReviewProfiles: false,
    canManageStaff: false,
    canManageContent: false,
    canManageMagazine: false,
  },
};

function memoryStore(entries: Record<string, string> = {}): TokenStore & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('sessionReducer', () => {
  test('starts loading, signed out, with no user', () => {
    expect(initialSession).toEqual({ loading: true, isAuthenticated: false, user: null, endedBecause: null });
  });

  test('restored with a user: authenticated, loading over', () => {
    expect(sessionReducer(initialSession, { type: 'restored', user })).toEqual({
      loading: false,
      isAuthenticated: true,
      user,
      endedBecause: null,
    });
  });

  test('restored with none: signed out, loading over', () => {
    expect(sessionReducer(initialSession, { type: 'restored', user: null })).toEqual({
      loading: false,
      isAuthenticated: false,
      user: null,
      endedBecause: null,
    });
  });

  test('a late answer of auth.me does not undo a sign-in or sign-out that came first', () => {
    const signedIn = sessionReducer(initialSession, { type: 'signedIn', user });
    expect(sessionReducer(signedIn, { type: 'restored', user: null })).toBe(signedIn);
    const signedOut = sessionReducer(initialSession, { type: 'signedOut' });
    expect(sessionReducer(signedOut, { type: 'restored', user })).toBe(signedOut);
  });

  test('signed in, then signed out', () => {
    const signedIn = sessionReducer({ loading: false, isAuthenticated: false, user: null, endedBecause: null }, { type: 'signedIn', user });
    expect(signedIn).toEqual({ loading: false, isAuthenticated: true, user, endedBecause: null });
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual({
      loading: false,
      isAuthenticated: false,
      user: null,
      endedBecause: null,
    });
  });

  test('signed out by the server for a deactivation: the reason stays until dismissed or a sign-in; a 401 said twice keeps it', () => {
    const signedIn = sessionReducer(initialSession, { type: 'signedIn', user });
    const ended = sessionReducer(signedIn, { type: 'signedOut', reason: 'deactivated' });
    expect(ended).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: 'deactivated' });
    // The same 401 announced again, with or without its reason, changes nothing.
    expect(sessionReducer(ended, { type: 'signedOut' })).toBe(ended);
    expect(sessionReducer(ended, { type: 'signedOut', reason: 'deactivated' })).toBe(ended);
    // A reload's auth.me: the reason comes while loading, the failed answer after it.
    const reloaded = sessionReducer(initialSession, { type: 'signedOut', reason: 'deactivated' });
    expect(sessionReducer(reloaded, { type: 'restored', user: null })).toBe(reloaded);
    expect(sessionReducer(ended, { type: 'endNoticeDismissed' })).toEqual({
      loading: false,
      isAuthenticated: false,
      user: null,
      endedBecause: null,
    });
    expect(sessionReducer(ended, { type: 'signedIn', user }).endedBecause).toBeNull();
  });

  test('a partial update changes only the given fields, and needs a user', () => {
    const signedIn = sessionReducer(initialSession, { type: 'signedIn', user });
    const updated = sessionReducer(signedIn, { type: 'updated', changes: { hasProfile: true, profileStatus: 'pending' } });
    expect(updated.user).toEqual({ ...user, hasProfile: true, profileStatus: 'pending' });
    expect(signedIn.user, 'the old state is not changed').toEqual(user);
    const signedOut = sessionReducer(initialSession, { type: 'signedOut' });
    expect(sessionReducer(signedOut, { type: 'updated', changes: { username: 'x' } })).toBe(signedOut);
  });
});

describe('session controller', () => {
  function setUp(api: Partial<SessionApi>, stored: Record<string, string> = {}) {
    const storage = memoryStore(stored);
    const events = new EventTarget();
    const log = vi.fn();
    const controller = createSessionController({
      api: { me: vi.fn(() => new Promise<never>(() => {})), logout: vi.fn(async () => ({ ok: true })), ...api },
      storage,
      log,
    });
    controller.listen(events);
    const changes = vi.fn();
    controller.subscribe(changes);
    return { controller, storage, events, log, changes };
  }

  test('start: loading until auth.me answers with the user, token kept', async () => {
    const me = deferred<{ user: SessionUser }>();
    const { controller, storage, changes } = setUp({ me: () => me.promise }, { authToken: 'abc' });
    controller.start();
    expect(controller.getState().loading).toBe(true);
    me.resolve({ user });
    await settle();
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: true, user, endedBecause: null });
    expect(storage.entries.get('authToken')).toBe('abc');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  test('start: with neither a token nor the hint cookie, nobody is signed in and auth.me is not asked', async () => {
    const me = vi.fn(async () => ({ user }));
    const storage = memoryStore({});
    const controller = createSessionController({ api: { me, logout: vi.fn() }, storage, mightBeSignedIn: () => false });
    controller.start();
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(me).not.toHaveBeenCalled();
    const withToken = createSessionController({
      api: { me, logout: vi.fn() },
      storage: memoryStore({ authToken: 'abc' }),
      mightBeSignedIn: () => false,
    });
    withToken.start();
    await settle();
    expect(me).toHaveBeenCalledTimes(1);
    expect(withToken.getState().user).toEqual(user);
    const withHint = createSessionController({ api: { me, logout: vi.fn() }, storage: memoryStore({}), mightBeSignedIn: () => true });
    withHint.start();
    await settle();
    expect(me).toHaveBeenCalledTimes(2);
    expect(withHint.getState().user).toEqual(user);
  });

  test('the hint cookie is found by either of its names, and by nothing else', () => {
    expect(hasSessionHint('theme=dark; signed-in=1')).toBe(true);
    expect(hasSessionHint('__Host-signed-in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('not-signed-in=1; signed-in-x=1; session=abc')).toBe(false);
  });

  test('start: a failed auth.me (401 or any error) signs out, removes the token and logs nothing', async () => {
    const { controller, storage, log } = setUp({ me: () => Promise.reject(new Error('UNAUTHORIZED')) }, { authToken: 'stale' });
    controller.start();
    await settle();
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(storage.entries.has('authToken')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  test('start: an answer without a user signs out and removes the token', async () => {
    const { controller, storage } = setUp({ me: async () => ({ user: null as unknown as SessionUser }) }, { authToken: 'stale' });
    controller.start();
    await settle();
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(storage.entries.has('authToken')).toBe(false);
  });

  test('start asks the server once however often it is called', () => {
    const me = vi.fn(() => new Promise<never>(() => {}));
    const { controller } = setUp({ me });
    controller.start();
    controller.start();
    expect(me).toHaveBeenCalledTimes(1);
  });

  test('an auth-logout event that names ACCOUNT_DEACTIVATED keeps why; another code or none does not, and dismissing clears it', async () => {
    const { controller, events } = setUp({ me: async () => ({ user }) });
    controller.start();
    await settle();
    events.dispatchEvent(new CustomEvent('auth-logout', { detail: { code: 'ACCOUNT_DEACTIVATED' } }));
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: 'deactivated' });
    controller.dismissEndNotice();
    expect(controller.getState().endedBecause).toBeNull();
    controller.signedIn({ user });
    events.dispatchEvent(new CustomEvent('auth-logout', { detail: { code: 'UNAUTHORIZED' } }));
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(sessionEndReasonOf('ACCOUNT_DEACTIVATED')).toBe('deactivated');
    expect(sessionEndReasonOf(undefined)).toBeUndefined();
  });

  test('the auth-logout event clears token and session; once unsubscribed it is no longer heard', async () => {
    const { controller, storage } = setUp({ me: async () => ({ user }) }, { authToken: 'abc' });
    const events = new EventTarget();
    const stop = controller.listen(events);
    controller.start();
    await settle();
    events.dispatchEvent(new Event('auth-logout'));
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(storage.entries.has('authToken')).toBe(false);

    controller.signedIn({ user });
    stop();
    events.dispatchEvent(new Event('auth-logout'));
    expect(controller.getState().user).toEqual(user);
  });

  test('sign-in keeps the user, and the token only when one is returned', () => {
    const { controller, storage } = setUp({});
    controller.signedIn({ user });
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: true, user, endedBecause: null });
    expect(storage.entries.has('authToken'), 'tRPC sign-in: no token, nothing stored').toBe(false);
    controller.signedIn({ user, token: 'rest-token' });
    expect(storage.entries.get('authToken')).toBe('rest-token');
  });

  test('logout calls the server, then clears token and session', async () => {
    const logout = vi.fn(async () => ({ ok: true }));
    const { controller, storage } = setUp({ logout }, { authToken: 'abc' });
    controller.signedIn({ user });
    const pending = controller.logout();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(controller.getState().user, 'cleared after the server answered').toEqual(user);
    await pending;
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(storage.entries.has('authToken')).toBe(false);
  });

  test('a failed logout is logged and ignored: token and session are cleared all the same', async () => {
    const failure = new Error('network down');
    const { controller, storage, log } = setUp({ logout: () => Promise.reject(failure) }, { authToken: 'abc' });
    controller.signedIn({ user });
    await expect(controller.logout()).resolves.toBeUndefined();
    expect(controller.getState()).toEqual({ loading: false, isAuthenticated: false, user: null, endedBecause: null });
    expect(storage.entries.has('authToken')).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
  });

  test('updateUser changes the user locally', () => {
    const { controller } = setUp({});
    controller.signedIn({ user });
    controller.updateUser({ isActive: true });
    expect(controller.getState().user).toEqual({ ...user, isActive: true });
  });

  test('storage that throws (private mode) does not break sign-in or logout', async () => {
    const broken: TokenStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const controller = createSessionController({ api: { me: async () => ({ user }), logout: async () => ({}) }, storage: broken });
    controller.signedIn({ user, token: 't' });
    expect(controller.getState().isAuthenticated).toBe(true);
    await controller.logout();
    expect(controller.getState().isAuthenticated).toBe(false);
  });
});
