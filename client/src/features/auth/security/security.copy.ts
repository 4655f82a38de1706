// The Security section's words (issue 24): the sessions list and the offers to sign out
// elsewhere. Loaded with the screens that show them.
import { defineCopy } from '../../../i18n/copy';

export const securityCopy = defineCopy(
  {
    title: 'Security',
    lead: 'Where you are signed in, and how you sign in.',
    sessions: {
      title: 'Where you are signed in',
      lead: 'Each browser or app you signed in with. Sign out of any you do not recognise, and change your password if you did not sign in there.',
      loadError: 'Your sessions could not be loaded.',
      thisDevice: 'This device',
      signedIn: (when: string) => `Signed in ${when}`,
      lastUsed: (when: string) => `Last used ${when}`,
      signOut: 'Sign out',
      signOutAbout: (device: string) => `Sign out of ${device}`,
      signingOut: 'Signing out…',
      signOutOthers: 'Sign out everywhere else',
      onlyHere: 'You are signed in only here.',
      signedOutOne: (device: string) => `Signed out of ${device}.`,
      signedOutOthers: (count: number) =>
        count === 0
          ? 'There were no other sessions to sign out of.'
          : count === 1
            ? 'Signed out of 1 other session.'
            : `Signed out of ${count} other sessions.`,
      failed: 'That did not work. Please try again.',
      network: 'The server could not be reached. Please check your connection and try again.',
    },
    afterPasswordChange: {
      others: (count: number) =>
        count === 0
          ? 'You were not signed in anywhere else.'
          : count === 1
            ? 'For your safety, your 1 other session was signed out.'
            : `For your safety, your ${count} other sessions were signed out.`,
    },
  },
  {
    title: '安全',
    lead: '你在哪里登录，以及你如何登录。',
    sessions: {
      title: '登录的设备',
      lead: '你登录过的每个浏览器或应用。如有不认识的，请将其退出；如果不是你本人登录的，请修改密码。',
      loadError: '无法加载你的登录会话。',
      thisDevice: '本设备',
      signedIn: (when: string) => `登录于 ${when}`,
      lastUsed: (when: string) => `最近使用 ${when}`,
      signOut: '退出登录',
      signOutAbout: (device: string) => `退出登录：${device}`,
      signingOut: '正在退出…',
      signOutOthers: '退出其他所有设备',
      onlyHere: '你只在本设备上登录。',
      signedOutOne: (device: string) => `${device} 已退出登录。`,
      signedOutOthers: (count: number) => (count === 0 ? '没有其他需要退出的登录会话。' : `已退出其他 ${count} 个登录会话。`),
      failed: '操作未成功，请重试。',
      network: '无法连接服务器，请检查网络后重试。',
    },
    afterPasswordChange: {
      others: (count: number) => (count === 0 ? '你没有在其他地方登录。' : `为了你的安全，你在其他地方的 ${count} 个登录会话已被退出。`),
    },
  },
  {
    title: '安全',
    lead: '你在哪裡登入，以及你如何登入。',
    sessions: {
      title: '登入的裝置',
      lead: '你登入過的每個瀏覽器或應用。如有不認識的，請將其登出；如果不是你本人登入的，請修改密碼。',
      loadError: '無法載入你的登入會話。',
      thisDevice: '本裝置',
      signedIn: (when: string) => `登入於 ${when}`,
      lastUsed: (when: string) => `最近使用 ${when}`,
      signOut: '登出',
      signOutAbout: (device: string) => `登出：${device}`,
      signingOut: '正在登出…',
      signOutOthers: '登出其他所有裝置',
      onlyHere: '你只在本裝置上登入。',
      signedOutOne: (device: string) => `${device} 已登出。`,
      signedOutOthers: (count: number) => (count === 0 ? '沒有其他需要登出的登入會話。' : `已登出其他 ${count} 個登入會話。`),
      failed: '操作未成功，請重試。',
      network: '無法連線伺服器，請檢查網路後重試。',
    },
    afterPasswordChange: {
      others: (count: number) => (count === 0 ? '你沒有在其他地方登入。' : `為了你的安全，你在其他地方的 ${count} 個登入會話已被登出。`),
    },
  },
);
