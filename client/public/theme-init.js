// Runs before the first paint: applies the stored theme (default light) and the interface
// language (a link's ?language=en|zh, else the stored preference, else Chinese for a zh
// browser, else English), as client/src/i18n/i18n.tsx chooses it.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var language = 'en';
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    var requested = /[?&]language=(en|zh)(?:&|$)/.exec(location.search);
    var storedLanguage = localStorage.getItem('preferredLanguage');
    if (requested) language = requested[1];
    else if (storedLanguage === 'en' || storedLanguage === 'zh') language = storedLanguage;
    else if ((navigator.language || '').toLowerCase().indexOf('zh') === 0) language = 'zh';
  } catch (e) {}
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = language === 'zh' ? 'zh-CN' : 'en';
})();
