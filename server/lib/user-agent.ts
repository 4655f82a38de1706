// A session's device in words, from the User-Agent sent at sign-in (issue 24, item 2;
// docs/decisions/030): the browser's and the operating system's names, each null when not
// recognised. Names only, no versions: enough for a member to tell their sessions apart, too
// little to fingerprint anyone. The string itself is not kept.

export interface Device {
  browser: string | null;
  os: string | null;
}

/** Longer than any real User-Agent is read no further (a header can be 16 KB). */
export const userAgentReadMax = 512;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, every browser on iOS is
// Safari's engine and names itself in its own token.
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:iPhone|iPad).*\bAppleWebKit\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^Wget\//, 'Wget'],
  [/^(?:python-requests|python-httpx|Python-urllib|aiohttp)\b/, 'Python'],
  [/^node\b|^undici\b|^node-fetch\b|^axios\//, 'Node.js'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^insomnia\//, 'Insomnia'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(text: string, table: ReadonlyArray<[RegExp, string]>): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

/** The browser and operating system a User-Agent names, or null for each it does not. */
export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const text = userAgent.slice(0, userAgentReadMax);
  return { browser: firstMatch(text, browsers), os: firstMatch(text, systems) };
}
