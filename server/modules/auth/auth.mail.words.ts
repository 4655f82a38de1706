// The words of the sign-in and account mails (auth.mail.ts), one table per language: TypeScript
// holds both to the same keys and parameters. The Chinese say 你, as the interface does; the
// Traditional mail is the Simplified one converted by the outbox (outbox.traditional.ts).
import type { CodePurpose } from '../../../shared/auth.schema.js';

/** A notice: its subject under the society's name, and its two paragraphs. */
export interface Notice<P> {
  subject: (society: string) => string;
  paragraphs: (p: P) => [string, string];
}

export interface AuthMailWords {
  /** What a code is for, inside the code mail's subject and first line. */
  purposes: Record<CodePurpose, string>;
  /** The code mail: the code is set alone between its two paragraphs. */
  code: { subject: (society: string, purpose: string) => string; paragraphs: (purpose: string) => [string, string] };
  noAccount: Notice<{ origin: string }>;
  alreadyRegistered: Notice<{ origin: string }>;
  passwordChanged: Notice<{ origin: string }>;
  passkeyAdded: Notice<{ origin: string; name: string }>;
  secondFactorReset: Notice<{ origin: string }>;
  beingGuessed: Notice<{ origin: string; failures: number; minutes: number }>;
}

export const authMailWords = {
  en: {
    purposes: { login: 'sign-in', register: 'registration', reset: 'password reset' },
    code: {
      subject: (society, purpose) => `${society} ${purpose} code`,
      paragraphs: (purpose) => [
        `Your ${purpose} code is:`,
        'It is good for 10 minutes, once. If you did not ask for it, ignore this e-mail.',
      ],
    },
    noAccount: {
      subject: (society) => `${society}: no account for this address`,
      paragraphs: ({ origin }) => [
        'Someone (perhaps you) asked for a sign-in code for this address, but no account uses it.',
        `If you are a University of Toronto student, open ${origin}, choose "Log in", then "Register", and register with your university e-mail. If this was not you, ignore this e-mail.`,
      ],
    },
    alreadyRegistered: {
      subject: (society) => `${society}: this address is already registered`,
      paragraphs: ({ origin }) => [
        'Someone (perhaps you) asked for a registration code for this address, but it already has an account.',
        `Sign in at ${origin} instead; if you forgot the password, choose "Forgot your password?" there to set a new one with an e-mailed code. If this was not you, ignore this e-mail.`,
      ],
    },
    passwordChanged: {
      subject: (society) => `${society}: your password was changed`,
      paragraphs: ({ origin }) => [
        'The password of your account was just reset with an e-mailed code, and every device signed in to it was signed out.',
        `If this was not you, set a new password at once at ${origin} with "Forgot password?", and tell an admin.`,
      ],
    },
    passkeyAdded: {
      subject: (society) => `${society}: a passkey was added to your account`,
      paragraphs: ({ origin, name }) => [
        `A passkey named "${name}" was just added to your account; it can now sign in.`,
        `If this was not you, sign in at ${origin} at once, remove it in the Security part of your profile, change your password, and tell an admin.`,
      ],
    },
    secondFactorReset: {
      subject: (society) => `${society}: your two-step sign-in was reset`,
      paragraphs: ({ origin }) => [
        'An admin just took two-step sign-in off your account (its authenticator app, recovery codes and passkeys), and every device signed in to it was signed out.',
        `Sign in at ${origin} with your password and set up two-step sign-in again in the Security part of your profile. If you did not ask for this, tell an admin at once.`,
      ],
    },
    beingGuessed: {
      subject: (society) => `${society}: someone is trying to sign in to your account`,
      paragraphs: ({ origin, failures, minutes }) => [
        `In the last ${minutes} minutes, someone tried to sign in to your account ${failures} times with wrong passwords, from places you have not signed in from; every try failed. While it goes on, password sign-ins from new places are slowed down; on devices you signed in from before, and with an e-mailed code or a passkey, you can sign in as usual.`,
        `If this was you, there is nothing to do. If not, make sure your password is long and used nowhere else, and turn on two-step sign-in in the Security part of your profile at ${origin}.`,
      ],
    },
  },
  zh: {
    purposes: { login: '登录', register: '注册', reset: '重置密码' },
    code: {
      subject: (society, purpose) => `${society}${purpose}验证码`,
      paragraphs: (purpose) => [`你的${purpose}验证码是：`, '验证码 10 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略此邮件。'],
    },
    noAccount: {
      subject: (society) => `${society}：此邮箱尚无账户`,
      paragraphs: ({ origin }) => [
        '有人（可能是你）用此邮箱请求登录验证码，但此邮箱尚未注册账户。',
        `如果你是多伦多大学的学生，可以在 ${origin} 点击“登录”，选择“注册”用大学邮箱注册。如果这不是你本人的操作，请忽略此邮件。`,
      ],
    },
    alreadyRegistered: {
      subject: (society) => `${society}：此邮箱已注册`,
      paragraphs: ({ origin }) => [
        '有人（可能是你）用此邮箱请求注册验证码，但此邮箱已经注册过账户。',
        `请在 ${origin} 直接登录；忘记密码可以在登录窗口选择“忘记密码？”用邮箱验证码设置新密码。如果这不是你本人的操作，请忽略此邮件。`,
      ],
    },
    passwordChanged: {
      subject: (society) => `${society}：你的密码已更改`,
      paragraphs: ({ origin }) => [
        '你账户的密码刚刚通过邮箱验证码重置，所有已登录的设备都已退出。',
        `如果这不是你本人的操作，请立即在 ${origin} 用“忘记密码”重新设置密码，并联系管理员。`,
      ],
    },
    passkeyAdded: {
      subject: (society) => `${society}：你的账户添加了通行密钥`,
      paragraphs: ({ origin, name }) => [
        `你的账户刚刚添加了一个通行密钥“${name}”，以后可以用它登录。`,
        `如果这不是你本人的操作，请立即在 ${origin} 登录，到个人资料的“安全”部分删除它、修改密码，并联系管理员。`,
      ],
    },
    secondFactorReset: {
      subject: (society) => `${society}：你的两步登录已被重置`,
      paragraphs: ({ origin }) => [
        '一位管理员刚刚移除了你账户的两步登录（身份验证器应用、恢复码和通行密钥），所有已登录的设备都已退出。',
        `请用密码在 ${origin} 登录后，尽快在个人资料的“安全”部分重新设置两步登录。如果你没有请求过重置，请立即联系管理员。`,
      ],
    },
    beingGuessed: {
      subject: (society) => `${society}：有人在尝试登录你的账户`,
      paragraphs: ({ origin, failures, minutes }) => [
        `过去 ${minutes} 分钟内，有人从你未曾登录过的地方用错误的密码尝试登录你的账户 ${failures} 次，都没有成功。在此期间，来自新地方的密码登录会被放慢；在你登录过的设备上，以及用邮箱验证码或通行密钥，仍然可以照常登录。`,
        `如果这是你本人，无需任何操作。如果不是，请确保密码足够长且没有在别处使用过，并在 ${origin} 登录后到个人资料的“安全”部分开启两步登录。`,
      ],
    },
  },
} satisfies Record<'en' | 'zh', AuthMailWords>;
