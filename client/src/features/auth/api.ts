// Every call the client makes to auth.* (SPEC.md §7), in one place, as plain async functions
// typed by the shared schemas. Everything else imports from here. Only types come from the
// shared schema file: zod stays out of the first page's script.
import type {
  ChangePasswordInput,
  LoginEmailInput,
  LoginInput,
  RegisterInput,
  SendVerificationCodeInput,
  SessionUser,
} from '../../../../shared/auth.schema';
import type { TrpcClient } from '../../lib/trpc';

export type SignInResult = { user: SessionUser; token?: string | undefined };

export interface AuthApi {
  me(): Promise<{ user: SessionUser }>;
  login(input: LoginInput): Promise<SignInResult>;
  loginEmail(input: LoginEmailInput): Promise<SignInResult>;
  sendVerificationCode(input: SendVerificationCodeInput): Promise<{ sent: true; resendAfterSeconds: number }>;
  register(input: RegisterInput): Promise<{ user: SessionUser }>;
  logout(): Promise<{ ok: true }>;
  changePassword(input: ChangePasswordInput): Promise<{ ok: true; endedSessions: number }>;
}

export function createAuthApi(client: TrpcClient): AuthApi {
  const auth = client.auth;
  return {
    me: () => auth.me.query(),
    login: (input) => auth.login.mutate(input),
    loginEmail: (input) => auth.loginEmail.mutate(input),
    sendVerificationCode: (input) => auth.sendVerificationCode.mutate(input),
    register: (input) => auth.register.mutate(input),
    logout: () => auth.logout.mutate(),
    changePassword: (input) => auth.changePassword.mutate(input),
  };
}
