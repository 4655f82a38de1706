// The auth area: one file per procedure under procedures/, assembled here (decision 014).
import { router } from '../../trpc/init.js';
import { changePassword } from './procedures/change-password.js';
import { loginEmail } from './procedures/login-email.js';
import { login } from './procedures/login.js';
import { logout } from './procedures/logout.js';
import { me } from './procedures/me.js';
import { register } from './procedures/register.js';
import { resetPassword } from './procedures/reset-password.js';
import { sendVerificationCode } from './procedures/send-verification-code.js';
import { loginTotp } from './procedures/login-totp.js';
import { loginPasskey, loginPasskeyOptions } from './procedures/login-passkey.js';
import { addPasskey, passkeyOptions, passkeys, removePasskey, renamePasskey } from './procedures/passkeys.js';
import { endOtherSessions, endSession, sessions } from './procedures/sessions.js';
import { totpDisable, totpEnable, totpSetup, totpStatus } from './procedures/totp.js';

export const authRouter = router({
  login,
  loginEmail,
  logout,
  register,
  sendVerificationCode,
  me,
  changePassword,
  resetPassword,
  loginTotp,
  totpStatus,
  totpSetup,
  totpEnable,
  totpDisable,
  sessions,
  endSession,
  endOtherSessions,
  passkeys,
  passkeyOptions,
  addPasskey,
  renamePasskey,
  removePasskey,
  loginPasskeyOptions,
  loginPasskey,
});
