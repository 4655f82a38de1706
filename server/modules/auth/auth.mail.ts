// The mails of sign-in and registration, in the language of the request that caused them,
// each with a text and an HTML part. The Chinese ones say 你, as the interface does.
import type { Language } from '../../../shared/constants.js';
import { site } from '../../../shared/site.js';
import type { Mail } from '../../lib/mail.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(language: Language, to: string, subject: string, paragraphs: string[], code?: string): Mail {
  const text = [...paragraphs.slice(0, 1), ...(code ? [`    ${code}`] : []), ...paragraphs.slice(1)].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>` : '',
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('');
  return { to, subject, text, html, language };
}

export type AuthMail =
  | { kind: 'code'; purpose: 'login' | 'register'; code: string }
  | { kind: 'noAccount' }
  | { kind: 'alreadyRegistered' };

export function authMail(to: string, mail: AuthMail, language: Language, origin: string): Mail {
  const name = language === 'zh' ? site.name.zh : site.name.en;
  if (language === 'zh') {
    switch (mail.kind) {
      case 'code':
        return compose(
          language,
          to,
          `${name}${mail.purpose === 'login' ? '登录' : '注册'}验证码：${mail.code}`,
          [`你的${mail.purpose === 'login' ? '登录' : '注册'}验证码是：`, '验证码 10 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略此邮件。'],
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
          `请在 ${origin} 直接登录；忘记密码可以用邮箱验证码登录。如果这不是你本人的操作，请忽略此邮件。`,
        ]);
    }
  }
  switch (mail.kind) {
    case 'code':
      return compose(
        language,
        to,
        `${name} ${mail.purpose === 'login' ? 'sign-in' : 'registration'} code: ${mail.code}`,
        [`Your ${mail.purpose === 'login' ? 'sign-in' : 'registration'} code is:`, 'It is good for 10 minutes, once. If you did not ask for it, ignore this e-mail.'],
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
        `Sign in at ${origin} instead; if you forgot the password, sign in with an e-mail code. If this was not you, ignore this e-mail.`,
      ]);
  }
}
