// Runs before the first paint: applies the stored theme (default light) and the interface
// language (stored preference, else Chinese for a zh browser, else English).
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var language = 'en';
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    var storedLanguage = localStorage.getItem('preferredLanguage');
    if (storedLanguage === 'en' || storedLanguage === 'zh') language = storedLanguage;
    else if ((navigator.language || '').toLowerCase().indexOf('zh') === 0) language = 'zh';
  } catch (e) {}
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = language === 'zh' ? 'zh-CN' : 'en';
})();
