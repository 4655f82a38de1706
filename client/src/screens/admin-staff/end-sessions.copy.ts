// The staff editor's "Sign out everywhere" (issue 24, item 2), in both languages.
import { defineCopy } from '../../i18n/copy';

export const endSessionsCopy = defineCopy(
  {
    hint: 'Signs this account out of every browser and app, for example after a lost phone. The password stays as it is.',
    hintSelf: 'Signs you out of every other browser and app; you stay signed in here.',
    button: 'Sign out everywhere',
    title: (name: string) => `Sign ${name} out everywhere?`,
    body: (name: string) => `Every session of ${name} ends: they need to sign in again on each device.`,
    bodySelf: 'Every other session of yours ends: you need to sign in again on those devices.',
    confirm: 'Sign out everywhere',
    busy: 'Signing out…',
    done: (name: string, count: number) =>
      count === 0
        ? `${name} was not signed in anywhere.`
        : count === 1
          ? `1 session of ${name} ended.`
          : `${count} sessions of ${name} ended.`,
    failed: 'The sessions could not be ended.',
  },
  {
    hint: '让此账户在所有浏览器和应用上退出登录，例如在手机丢失之后。密码保持不变。',
    hintSelf: '让你在其他所有浏览器和应用上退出登录；你在这里保持登录。',
    button: '退出所有设备',
    title: (name: string) => `让 ${name} 在所有设备上退出登录？`,
    body: (name: string) => `${name} 的所有登录会话都将结束，需要在每台设备上重新登录。`,
    bodySelf: '你的其他所有登录会话都将结束，需要在那些设备上重新登录。',
    confirm: '退出所有设备',
    busy: '正在退出…',
    done: (name: string, count: number) => (count === 0 ? `${name} 没有在任何地方登录。` : `已结束 ${name} 的 ${count} 个登录会话。`),
    failed: '无法结束这些登录会话。',
  },
  {
    hint: '讓此帳戶在所有瀏覽器和應用上登出，例如在手機丟失之後。密碼保持不變。',
    hintSelf: '讓你在其他所有瀏覽器和應用上登出；你在這裡保持登入。',
    button: '登出所有裝置',
    title: (name: string) => `讓 ${name} 在所有裝置上登出？`,
    body: (name: string) => `${name} 的所有登入會話都將結束，需要在每臺裝置上重新登入。`,
    bodySelf: '你的其他所有登入會話都將結束，需要在那些裝置上重新登入。',
    confirm: '登出所有裝置',
    busy: '正在登出…',
    done: (name: string, count: number) => (count === 0 ? `${name} 沒有在任何地方登入。` : `已結束 ${name} 的 ${count} 個登入會話。`),
    failed: '無法結束這些登入會話。',
  },
);
