// The client session (session.ts) for React, and the account dialogs every screen can open: the
// sign-in modal and the password change, each loaded the first time it is needed so the first
// page's script stays small.
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { mfaSetupRequiredEvent } from '../../../../shared/constants';
import type { TrpcClient } from '../../lib/trpc';
import { destinationOfHold } from './after-sign-in';
import { createAuthApi } from './api';
import { AuthContext, type AccountDialog, type Auth } from './auth-context';
import { browserTokenStore, createSessionController, hasSessionHint } from './session';

const SignInModal = lazy(() => import('./SignInModal'));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

export const preloadSignIn = () => void import('./SignInModal');

export function AuthProvider({ client, children }: { client: TrpcClient; children: ReactNode }) {
  const [api] = useState(() => createAuthApi(client));
  const [controller] = useState(() =>
    createSessionController({ api, storage: browserTokenStore(), mightBeSignedIn: () => hasSessionHint() }),
  );
  const session = useSyncExternalStore(controller.subscribe, controller.getState);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  // Each dialog is rendered from its first opening on, so it can animate and return focus.
  const [loaded, setLoaded] = useState<Record<AccountDialog, boolean>>({ signIn: false, changePassword: false });

  useEffect(() => controller.listen(window), [controller]);
  // A call refused because the account must set up a second factor first (decision 032; the hold
  // may begin mid-session): ask who we are, then go to the profile's two-step section.
  useEffect(() => {
    let asking = false;
    const onHold = () => {
      if (asking) return;
      asking = true;
      api.me().then(
        ({ user }) => {
          asking = false;
          if (!user) return;
          controller.updateUser(user);
          const destination = destinationOfHold(user, window.location.pathname);
          if (destination) navigate(destination);
        },
        () => {
          asking = false;
        },
      );
    };
    window.addEventListener(mfaSetupRequiredEvent, onHold);
    return () => window.removeEventListener(mfaSetupRequiredEvent, onHold);
  }, [api, controller]);
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
      openSignIn: () => open('signIn'),
      openChangePassword: () => open('changePassword'),
    };
  }, [session, api, dialog, controller]);

  const close = () => setDialog(null);
  return (
    <AuthContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {loaded.signIn && <SignInModal open={dialog === 'signIn' && !session.isAuthenticated} onClose={close} />}
        {loaded.changePassword && <ChangePasswordDialog open={dialog === 'changePassword'} onClose={close} />}
      </Suspense>
    </AuthContext.Provider>
  );
}
