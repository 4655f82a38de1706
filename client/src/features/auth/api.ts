// Every call the client makes to auth.* (SPEC.md §7), in one place, as plain async functions
// typed by the shared schemas. Everything else imports from here. Only types come from the
// shared schema file: zod stays out of the first page's script.
import type {
  ChangePasswordInput,
  LoginEmailInput,
  LoginInput,
  LoginTotpInput,
  RegisterInput,
  ResetPasswordInput,
  SendVerificationCodeInput,
  SessionUser,
  TotpDisableInput,
  TotpEnableInput,
} from '../../../../shared/auth.schema';
import type { TrpcClient } from '../../lib/trpc';

export type SignInResult = { user: SessionUser; token?: string | undefined };
/** The first step's answer: signed in, or a challenge for the second step (two-step sign-in on). */
export type LoginResult = SignInResult | { mfaRequired: true; challenge: string };

export interface AuthApi {
  me(): Promise<{ user: SessionUser }>;
  login(input: LoginInput): Promise<LoginResult>;
  loginEmail(input: LoginEmailInput): Promise<LoginResult>;
  loginTotp(input: LoginTotpInput): Promise<SignInResult>;
  totpStatus(): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  totpSetup(): Promise<{ secret: string; otpauthUri: string }>;
  totpEnable(input: TotpEnableInput): Promise<{ recoveryCodes: string[] }>;
  totpDisable(input: TotpDisableInput): Promise<{ ok: true }>;
  sendVerificationCode(input: SendVerificationCodeInput): Promise<{ sent: true; resendAfterSeconds: number }>;
  register(input: RegisterInput): Promise<{ user: SessionUser }>;
  logout(): Promise<{ ok: true }>;
  changePassword(input: ChangePasswordInput): Promise<{ ok: true; endedSessions: number }>;
  resetPassword(input: ResetPasswordInput): Promise<{ ok: true }>;
}

export function createAuthApi(client: TrpcClient): AuthApi {
  const auth = client.auth;
  return {
    me: () => auth.me.query(),
    login: (input) => auth.login.mutate(input),
    loginEmail: (input) => auth.loginEmail.mutate(input),
    loginTotp: (input) => auth.loginTotp.mutate(input),
    totpStatus: () => auth.totpStatus.query(),
    totpSetup: () => auth.totpSetup.mutate(),
    totpEnable: (input) => auth.totpEnable.mutate(input),
    totpDisable: (input) => auth.totpDisable.mutate(input),
    sendVerificationCode: (input) => auth.sendVerificationCode.mutate(input),
    register: (input) => auth.register.mutate(input),
    logout: () => auth.logout.mutate(),
    changePassword: (input) => auth.changePassword.mutate(input),
    resetPassword: (input) => auth.resetPassword.mutate(input),
  };
}
