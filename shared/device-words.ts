// A session's device in words (issue 24, item 2), said alike by the server (GET /api/auth/sessions)
// and the web app, in either language. No zod here: the web app imports it into its screens.
import { isChinese, type Language } from './constants.js';

/** The browser and system a session was signed in from; null for each not recognised. */
export interface DeviceNames {
  browser: string | null;
  os: string | null;
}

const unknownDevice: Record<Language, string> = { en: 'Unknown device', zh: '未知设备', 'zh-Hant': '未知裝置' };

/** "Firefox on Windows" / "Windows 上的 Firefox"; one name alone, or "Unknown device". */
export function deviceWords(device: DeviceNames, language: Language): string {
  const { browser, os } = device;
  if (browser && os) return isChinese(language) ? `${os} 上的 ${browser}` : `${browser} on ${os}`;
  return browser ?? os ?? unknownDevice[language];
}
