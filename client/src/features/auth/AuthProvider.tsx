// The client session (session.ts) for React, and the account dialogs every screen can open: the
// sign-in modal and the password change, each loaded the first time it is needed so the first
// page's script stays small.
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import type { TrpcClient } from '../../lib/trpc';
import { createAuthApi, type AuthApi, type SignInResult } from './api';
import { browserTokenStore, createSessionController, hasSessionHint, type SessionState } from './session';

const SignInModal = lazy(() => import('./SignInModal'));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

export const preloadSignIn = () => void import('./SignInModal');

type AccountDialog = 'signIn' | 'changePassword';

export interface SignInOptions {
  /** Opened by a page that needs a signed-in user: stay on it after signing in. */
  keepPage?: boolean;
}

interface Auth extends SessionState {
  api: AuthApi;
  signedIn(result: SignInResult): void;
  logout(): Promise<void>;
  updateUser(changes: Partial<SessionUser>): void;
  /** The user has read why the server ended the session (`endedBecause`). */
  dismissEndNotice(): void;
  openSignIn(options?: SignInOptions): void;
  openChangePassword(): void;
  /** Which account dialog is open, if any. */
  dialog: AccountDialog | null;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ client, children }: { client: TrpcClient; children: ReactNode }) {
  const [api] = useState(() => createAuthApi(client));
  const [controller] = useState(() => createSessionController({ api, storage: browserTokenStore(), mightBeSignedIn: () => hasSessionHint() }));
  const session = useSyncExternalStore(controller.subscribe, controller.getState);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [keepPage, setKeepPage] = useState(false);
  // Each dialog is rendered from its first opening on, so it can animate and return focus.
  const [loaded, setLoaded] = useState<Record<AccountDialog, boolean>>({ signIn: false, changePassword: false });

  useEffect(() => controller.listen(window), [controller]);
  useEffect(() => controller.start(), [controller]);
  // Signed out by a 401 or another tab's logout: a password dialog has nothing left to change.
  useEffect(() => {
    if (!session.isAuthenticated && dialog === 'changePassword') setDialog(null);
  }, [session.isAuthenticated, dialog]);

  const value = useMemo<Auth>(() => {
    const open = (which: AccountDialog) => {
      setLoaded((current) => (current[which] ? current : { ...current, [which]: true }));
      setDialog(which);
    };
    return {
      ...session,
      api,
      dialog,
      signedIn: controller.signedIn,
      logout: controller.logout,
      updateUser: controller.updateUser,
      dismissEndNotice: controller.dismissEndNotice,
      openSignIn: (options = {}) => {
        setKeepPage(options.keepPage ?? false);
        open('signIn');
      },
      openChangePassword: () => open('changePassword'),
    };
  }, [session, api, dialog, controller]);

  const close = () => setDialog(null);
  return (
    <AuthContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {loaded.signIn && <SignInModal open={dialog === 'signIn' && !session.isAuthenticated} onClose={close} keepPage={keepPage} />}
        {loaded.changePassword && <ChangePasswordDialog open={dialog === 'changePassword'} onClose={close} />}
      </Suspense>
    </AuthContext.Provider>
  );
}

export function useAuth(): Auth {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
