// The mails of sign-in and registration, in the language of the request that caused them,
// each with a text and an HTML part. The Chinese ones say 你, as the interface does.
import type { CodePurpose } from '../../../shared/auth.schema.js';
import { isChinese, type Language } from '../../../shared/constants.js';
import { site, type Localized } from '../../../shared/site.js';
import { loadTraditional } from '../../lib/traditional.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';

/** What the outbox lays out: the code (if any) set alone after the first paragraph. */
function compose(language: Language, to: string, subject: string, paragraphs: string[], code?: string): MailContent {
  const [first, ...rest] = paragraphs;
  return { to, language, subject, paragraphs: [first!, ...(code ? [{ code }] : []), ...rest] };
}

export type AuthMail =
  /** The code is in the body only: a subject shows on lock screens and in notifications. */
  | { kind: 'code'; purpose: CodePurpose; code: string }
  | { kind: 'noAccount' }
  | { kind: 'alreadyRegistered' }
  /** After a password reset (issue 24): the account's password changed and its sessions ended. */
  | { kind: 'passwordChanged' }
  /** A passkey was added to the account (decision 033), so its holder hears of one they did not add. */
  | { kind: 'passkeyAdded'; name: string }
  /** A staff manager took the account's second factors off (decision 033). */
  | { kind: 'secondFactorReset' }
  /** Wrong passwords of the account from places it does not sign in from: its brake began (decision 039). */
  | { kind: 'beingGuessed'; failures: number; minutes: number };

const purposeWords = {
  en: { login: 'sign-in', register: 'registration', reset: 'password reset' },
  zh: { login: '登录', register: '注册', reset: '重置密码' },
} as const;

/**
 * The mail in `language`; in zh-Hant, the Simplified one converted (a passkey's name kept as
 * given), the converter loaded first.
 */
export async function authMail(
  to: string,
  mail: AuthMail,
  language: Language,
  origin: string,
  society: Localized = site.name,
): Promise<MailContent> {
  if (language !== 'zh-Hant') return composeAuthMail(to, mail, language, origin, society);
  await loadTraditional();
  return traditionalMail((keep) =>
    composeAuthMail(to, mail.kind === 'passkeyAdded' ? { ...mail, name: keep(mail.name) } : mail, language, origin, society),
  );
}

/** `society`: the society's name as its record has it (issue 26), else the seed's. */
function composeAuthMail(to: string, mail: AuthMail, language: Language, origin: string, society: Localized): MailContent {
  const name = isChinese(language) ? society.zh : society.en;
  if (isChinese(language)) {
    switch (mail.kind) {
      case 'code':
        return compose(
          language,
          to,
          `${name}${purposeWords.zh[mail.purpose]}验证码`,
          [`你的${purposeWords.zh[mail.purpose]}验证码是：`, '验证码 10 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略此邮件。'],
          mail.code,
        );
      case 'noAccount':
        return compose(language, to, `${name}：此邮箱尚无账户`, [
          '有人（可能是你）用此邮箱请求登录验证码，但此邮箱尚未注册账户。',
          `如果你是多伦多大学的学生，可以在 ${origin} 点击“登录”，选择“注册”用大学邮箱注册。如果这不是你本人的操作，请忽略此邮件。`,
        ]);
      case 'alreadyRegistered':
        return compose(language, to, `${name}：此邮箱已注册`, [
          '有人（可能是你）用此邮箱请求注册验证码，但此邮箱已经注册过账户。',
          `请在 ${origin} 直接登录；忘记密码可以在登录窗口选择“忘记密码？”用邮箱验证码设置新密码。如果这不是你本人的操作，请忽略此邮件。`,
        ]);
      case 'passwordChanged':
        return compose(language, to, `${name}：你的密码已更改`, [
          '你账户的密码刚刚通过邮箱验证码重置，所有已登录的设备都已退出。',
          `如果这不是你本人的操作，请立即在 ${origin} 用“忘记密码”重新设置密码，并联系管理员。`,
        ]);
      case 'passkeyAdded':
        return compose(language, to, `${name}：你的账户添加了通行密钥`, [
          `你的账户刚刚添加了一个通行密钥“${mail.name}”，以后可以用它登录。`,
          `如果这不是你本人的操作，请立即在 ${origin} 登录，到个人资料的“安全”部分删除它、修改密码，并联系管理员。`,
        ]);
      case 'secondFactorReset':
        return compose(language, to, `${name}：你的两步登录已被重置`, [
          '一位管理员刚刚移除了你账户的两步登录（身份验证器应用、恢复码和通行密钥），所有已登录的设备都已退出。',
          `请用密码在 ${origin} 登录后，尽快在个人资料的“安全”部分重新设置两步登录。如果你没有请求过重置，请立即联系管理员。`,
        ]);
      case 'beingGuessed':
        return compose(language, to, `${name}：有人在尝试登录你的账户`, [
          `过去 ${mail.minutes} 分钟内，有人从你未曾登录过的地方用错误的密码尝试登录你的账户 ${mail.failures} 次，都没有成功。在此期间，来自新地方的密码登录会被放慢；在你登录过的设备上，以及用邮箱验证码或通行密钥，仍然可以照常登录。`,
          `如果这是你本人，无需任何操作。如果不是，请确保密码足够长且没有在别处使用过，并在 ${origin} 登录后到个人资料的“安全”部分开启两步登录。`,
        ]);
    }
  }
  switch (mail.kind) {
    case 'code':
      return compose(
        language,
        to,
        `${name} ${purposeWords.en[mail.purpose]} code`,
        [
          `Your ${purposeWords.en[mail.purpose]} code is:`,
          'It is good for 10 minutes, once. If you did not ask for it, ignore this e-mail.',
        ],
        mail.code,
      );
    case 'noAccount':
      return compose(language, to, `${name}: no account for this address`, [
        'Someone (perhaps you) asked for a sign-in code for this address, but no account uses it.',
        `If you are a University of Toronto student, open ${origin}, choose "Log in", then "Register", and register with your university e-mail. If this was not you, ignore this e-mail.`,
      ]);
    case 'alreadyRegistered':
      return compose(language, to, `${name}: this address is already registered`, [
        'Someone (perhaps you) asked for a registration code for this address, but it already has an account.',
        `Sign in at ${origin} instead; if you forgot the password, choose "Forgot your password?" there to set a new one with an e-mailed code. If this was not you, ignore this e-mail.`,
      ]);
    case 'passwordChanged':
      return compose(language, to, `${name}: your password was changed`, [
        'The password of your account was just reset with an e-mailed code, and every device signed in to it was signed out.',
        `If this was not you, set a new password at once at ${origin} with "Forgot password?", and tell an admin.`,
      ]);
    case 'passkeyAdded':
      return compose(language, to, `${name}: a passkey was added to your account`, [
        `A passkey named "${mail.name}" was just added to your account; it can now sign in.`,
        `If this was not you, sign in at ${origin} at once, remove it in the Security part of your profile, change your password, and tell an admin.`,
      ]);
    case 'secondFactorReset':
      return compose(language, to, `${name}: your two-step sign-in was reset`, [
        'An admin just took two-step sign-in off your account (its authenticator app, recovery codes and passkeys), and every device signed in to it was signed out.',
        `Sign in at ${origin} with your password and set up two-step sign-in again in the Security part of your profile. If you did not ask for this, tell an admin at once.`,
      ]);
    case 'beingGuessed':
      return compose(language, to, `${name}: someone is trying to sign in to your account`, [
        `In the last ${mail.minutes} minutes, someone tried to sign in to your account ${mail.failures} times with wrong passwords, from places you have not signed in from; every try failed. While it goes on, password sign-ins from new places are slowed down; on devices you signed in from before, and with an e-mailed code or a passkey, you can sign in as usual.`,
        `If this was you, there is nothing to do. If not, make sure your password is long and used nowhere else, and turn on two-step sign-in in the Security part of your profile at ${origin}.`,
      ]);
  }
}
