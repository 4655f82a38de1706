// The words of the page shown when a screen throws (components/ErrorBoundary.tsx). That page sits
// outside the providers and may show before any language's texts are loaded, so it carries its own
// (English first, then Chinese); en.ts and zh.ts take theirs from here.
export const fatalErrorTexts = {
  en: { unexpectedError: 'Unexpected Application Error!', reload: 'Reload the page' },
  zh: { unexpectedError: '应用程序发生意外错误！', reload: '重新加载页面' },
} as const;
