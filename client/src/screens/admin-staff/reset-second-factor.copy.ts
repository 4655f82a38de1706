// The staff editor's "Reset two-step sign-in" (issue 24 item 4, decision 034), in both languages.
import { defineCopy } from '../../i18n/copy';

export const resetSecondFactorCopy = defineCopy(
  {
    hint: 'For a member who lost their phone or security key: removes their second factors so they can sign in with the password alone and set up new ones.',
    button: 'Reset two-step sign-in',
    title: (name: string) => `Reset two-step sign-in for ${name}?`,
    body: (name: string) =>
      `This removes the authenticator app, the recovery codes and every passkey of ${name}, signs them out everywhere, and e-mails them that it happened. They sign in again with their password and set up a second factor anew.`,
    bodyHeld:
      'As an admin or staff manager, they will have to set up a second factor again at their next sign-in before anything else (unless the site makes it optional).',
    confirm: 'Reset two-step sign-in',
    busy: 'Resetting…',
    done: (name: string) => `Two-step sign-in of ${name} is reset: their second factors are removed and they are signed out everywhere.`,
    failed: 'Two-step sign-in could not be reset.',
  },
  {
    hint: '适用于丢失手机或安全密钥的成员：移除其第二步验证方式，使其可仅凭密码登录并重新设置。',
    button: '重置两步登录',
    title: (name: string) => `重置 ${name} 的两步登录？`,
    body: (name: string) =>
      `这将移除 ${name} 的身份验证器应用、恢复码和所有通行密钥，让其在所有设备上退出登录，并发邮件告知。其需用密码重新登录，并重新设置第二步验证方式。`,
    bodyHeld: '作为管理员或员工管理者，其下次登录时须先重新设置第二步验证方式，才能进行其他操作（除非网站将其设为可选）。',
    confirm: '重置两步登录',
    busy: '正在重置…',
    done: (name: string) => `已重置 ${name} 的两步登录：其第二步验证方式已移除，并已在所有设备上退出登录。`,
    failed: '无法重置两步登录。',
  },
  {
    hint: '適用於丟失手機或安全金鑰的成員：移除其第二步驗證方式，使其可僅憑密碼登入並重新設定。',
    button: '重設兩步登入',
    title: (name: string) => `重設 ${name} 的兩步登入？`,
    body: (name: string) =>
      `這將移除 ${name} 的身分驗證器應用、恢復碼和所有通行金鑰，讓其在所有裝置上登出，併發郵件告知。其需用密碼重新登入，並重新設定第二步驗證方式。`,
    bodyHeld: '作為管理員或員工管理者，其下次登入時須先重新設定第二步驗證方式，才能進行其他操作（除非網站將其設為可選）。',
    confirm: '重設兩步登入',
    busy: '正在重設…',
    done: (name: string) => `已重設 ${name} 的兩步登入：其第二步驗證方式已移除，並已在所有裝置上登出。`,
    failed: '無法重設兩步登入。',
  },
);
