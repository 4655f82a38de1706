// Every call the client makes to auth.* (docs/product.md §7), in one place, as plain async functions
// typed by the shared schemas. Everything else imports from here. Only types come from the
// shared schema file: zod stays out of the first page's script.
import type {
  ChangePasswordInput,
  LoginEmailInput,
  LoginInput,
  LoginTotpInput,
  RegisterInput,
  ResetPasswordInput,
  SecondFactorMethod,
  SendVerificationCodeInput,
  SessionUser,
  TotpDisableInput,
  TotpEnableInput,
} from '../../../../shared/auth.schema';
import type {
  AddPasskeyInput,
  AddPasskeyOutput,
  LoginPasskeyInput,
  LoginPasskeyOptionsInput,
  PasskeyInfo,
  PasskeyOptionsInput,
  PasskeysOutput,
  RemovePasskeyInput,
  RenamePasskeyInput,
} from '../../../../shared/passkeys.schema';
import type { TrpcClient } from '../../lib/trpc';

export type SignInResult = { user: SessionUser; token?: string | undefined };
/** The first step's answer: signed in, or a challenge for the second step (two-step sign-in on). */
export type LoginResult = SignInResult | MfaChallenge;
/** The second step's challenge and the second factors the account has (decisions 031, 033). */
export type MfaChallenge = { mfaRequired: true; challenge: string; methods: SecondFactorMethod[] };
/** WebAuthn options as JSON (what @simplewebauthn/browser's optionsJSON takes): the server's, passed on as they are. */
export type WebAuthnOptions = { options: Record<string, unknown> };

export interface AuthApi {
  me(): Promise<{ user: SessionUser }>;
  login(input: LoginInput): Promise<LoginResult>;
  loginEmail(input: LoginEmailInput): Promise<LoginResult>;
  loginTotp(input: LoginTotpInput): Promise<SignInResult>;
  totpStatus(): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  totpSetup(): Promise<{ secret: string; otpauthUri: string }>;
  totpEnable(input: TotpEnableInput): Promise<{ recoveryCodes: string[] }>;
  totpDisable(input: TotpDisableInput): Promise<{ ok: true }>;
  passkeys(): Promise<PasskeysOutput>;
  passkeyOptions(input: PasskeyOptionsInput): Promise<WebAuthnOptions>;
  addPasskey(input: AddPasskeyInput): Promise<AddPasskeyOutput>;
  renamePasskey(input: RenamePasskeyInput): Promise<{ passkey: PasskeyInfo }>;
  removePasskey(input: RemovePasskeyInput): Promise<{ ok: true; secondFactorOn: boolean }>;
  loginPasskeyOptions(input?: LoginPasskeyOptionsInput): Promise<WebAuthnOptions>;
  loginPasskey(input: LoginPasskeyInput): Promise<SignInResult>;
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
    passkeys: () => auth.passkeys.query(),
    passkeyOptions: (input) => auth.passkeyOptions.mutate(input),
    addPasskey: (input) => auth.addPasskey.mutate(input),
    renamePasskey: (input) => auth.renamePasskey.mutate(input),
    removePasskey: (input) => auth.removePasskey.mutate(input),
    loginPasskeyOptions: (input) => auth.loginPasskeyOptions.mutate(input),
    loginPasskey: (input) => auth.loginPasskey.mutate(input),
    sendVerificationCode: (input) => auth.sendVerificationCode.mutate(input),
    register: (input) => auth.register.mutate(input),
    logout: () => auth.logout.mutate(),
    changePassword: (input) => auth.changePassword.mutate(input),
    resetPassword: (input) => auth.resetPassword.mutate(input),
  };
}
