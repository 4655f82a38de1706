// Runs before the first paint: applies the stored theme (default light) and the interface
// language as client/src/i18n/i18n.tsx chooses it: a link's ?language=en|zh|zh-Hant (any case),
// else the stored preference, else the first of the browser's languages we offer (zh-TW, zh-HK,
// zh-MO and zh-Hant* Traditional, other zh Simplified, en English: shared/language-tags.ts), else
// English.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  var language = 'en';
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    var requested = /[?&]language=(en|zh|zh-hant)(?:&|$)/i.exec(location.search);
    var storedLanguage = localStorage.getItem('preferredLanguage');
    if (requested) language = requested[1].toLowerCase() === 'zh-hant' ? 'zh-Hant' : requested[1].toLowerCase();
    else if (storedLanguage === 'en' || storedLanguage === 'zh' || storedLanguage === 'zh-Hant') language = storedLanguage;
    else {
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      for (var i = 0; i < tags.length; i++) {
        var parts = String(tags[i]).toLowerCase().replace(/_/g, '-').split('-');
        if (parts[0] === 'en') break;
        if (parts[0] !== 'zh') continue;
        var rest = '-' + parts.slice(1).join('-') + '-';
        language = rest.indexOf('-hant-') >= 0 || (rest.indexOf('-hans-') < 0 && /-(tw|hk|mo)-/.test(rest)) ? 'zh-Hant' : 'zh';
        break;
      }
    }
  } catch (e) {}
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = language === 'zh' ? 'zh-CN' : language;
})();
