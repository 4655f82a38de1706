// English / 简体 / 繁體, each named in its own language and script (with its lang); the current one is pressed.
import { languages, type Language } from '../../../shared/constants';
import { htmlLangOf, useI18n } from '../i18n/i18n';
import './language-switch.css';

const names: Record<Language, string> = { en: 'English', zh: '简体', 'zh-Hant': '繁體' };
/** What a screen reader says: the script's whole name, which begins with the visible word. */
const spokenNames: Record<Language, string | undefined> = { en: undefined, zh: '简体中文', 'zh-Hant': '繁體中文' };

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language, setLanguage } = useI18n();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role; the switch is a group of toggle buttons, not a form part
    <div role="group" aria-label={t('language.label')} className={`segmented ${className}`}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={htmlLangOf[option]}
          aria-label={spokenNames[option]}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}
