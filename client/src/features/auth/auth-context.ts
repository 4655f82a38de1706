// The account session as React sees it: the context AuthProvider fills and the hook every screen
// reads. In a module of its own, so the dialogs AuthProvider renders (SignInModal,
// ChangePasswordDialog) can read it without importing AuthProvider back (no import cycle).
import { createContext, useContext } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import type { AuthApi, SignInResult } from './api';
import type { SessionState } from './session';

export type AccountDialog = 'signIn' | 'changePassword';

export interface Auth extends SessionState {
  api: AuthApi;
  signedIn(result: SignInResult): void;
  logout(): Promise<void>;
  updateUser(changes: Partial<SessionUser>): void;
  /** The user has read why the server ended the session (`endedBecause`). */
  dismissEndNotice(): void;
  openSignIn(): void;
  openChangePassword(): void;
  /** Which account dialog is open, if any. */
  dialog: AccountDialog | null;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
