// Business constants of docs/product.md §9, used by client and server alike.

/**
 * The interface languages: English, Simplified Chinese (`zh`, as docs/product.md says) and Traditional
 * Chinese (`zh-Hant`, issue 25). Content is written in English and Simplified only
 * (`ContentLanguage`); its Traditional form is converted from the Simplified (docs/decisions/035).
 */
export const languages = ['en', 'zh', 'zh-Hant'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The languages staff and members write in: a field of content has these two sides. */
export const contentLanguages = ['en', 'zh'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Whether a language is one of the Chinese scripts. */
export function isChinese(language: Language): language is 'zh' | 'zh-Hant' {
  return language !== 'en';
}

/** The side of content a language reads: Traditional reads the Chinese side (converted). */
export function contentLanguageOf(language: Language): ContentLanguage {
  return language === 'en' ? 'en' : 'zh';
}

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'light';

/**
 * A cookie beside the httpOnly session cookie that says only "a session was started here" (its
 * value is 1, never a secret). The web app reads it to skip asking auth.me on a visitor's every
 * page load; the server sets and clears it with the session cookie (decision 015).
 */
export const sessionHintCookies = { production: '__Host-signed-in', other: 'signed-in' } as const;

export const storageKeys = {
  authToken: 'authToken',
  theme: 'theme',
  preferredLanguage: 'preferredLanguage',
} as const;

export const authLogoutEvent = 'auth-logout';
/** Announced (on window) when a call answers 403 MFA_SETUP_REQUIRED (decision 032): the session must set up a second factor first. */
export const mfaSetupRequiredEvent = 'mfa-setup-required';

export const limits = {
  avatarMaxBytes: 5 * 1024 * 1024,
  passwordMinLength: 6,
  verificationCodeLength: 6,
  resendCountdownSeconds: 60,
  registerAutoLoginDelayMs: 1000,
  headerTranslucentScrollPx: 20,
  mobileBreakpointPx: 768,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const concert = {
  startYear: 2007,
  /** docs/product.md §1: the count shown is the current year minus 2006, i.e. counted from the first concert (the record's, issue 26). */
  consecutiveYears: (currentYear: number, startYear = 2007) => currentYear - startYear + 1,
  charityTotalCad: 110_000,
  /** The seed's currency and the day its total was counted (the record of issue 26 holds the current ones). */
  charityCurrency: 'CAD',
  charityAsOf: '2026-04-30',
} as const;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh' || value === 'zh-Hant';
}
