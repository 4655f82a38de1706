// Runs before the first paint: applies the stored theme (default light) and the interface
// language as client/src/i18n/i18n.tsx chooses it: a link's ?language=en|zh|zh-Hant (any case),
// else the stored preference, else the first of the browser's languages we offer (zh-TW, zh-HK,
// zh-MO and zh-Hant* Traditional, other zh Simplified, en English: shared/language-tags.ts, whose
// rule shared/theme-init.test.ts checks this script against), else English.
(() => {
  const root = document.documentElement;
  let theme = 'light';
  let language = 'en';
  const languageOfTag = (tag) => {
    const [primary, ...rest] = String(tag).trim().toLowerCase().replace(/_/g, '-').split('-');
    if (primary === 'en') return 'en';
    if (primary !== 'zh') return undefined;
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh';
    return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo') ? 'zh-Hant' : 'zh';
  };
  try {
    const storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    const requested = /[?&]language=(en|zh|zh-hant)(?:&|$)/i.exec(location.search);
    const storedLanguage = localStorage.getItem('preferredLanguage');
    if (requested) language = requested[1].toLowerCase() === 'zh-hant' ? 'zh-Hant' : requested[1].toLowerCase();
    else if (storedLanguage === 'en' || storedLanguage === 'zh' || storedLanguage === 'zh-Hant') language = storedLanguage;
    else {
      const tags = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
      for (const tag of tags) {
        const offered = languageOfTag(tag);
        if (offered) {
          language = offered;
          break;
        }
      }
    }
  } catch {}
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = language === 'zh' ? 'zh-CN' : language;
})();
