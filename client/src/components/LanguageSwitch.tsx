// English / 中文, each named in its own language; the current one is pressed.
import { languages, type Language } from '../../../shared/constants';
import { htmlLangOf, useI18n } from '../i18n/i18n';

const names: Record<Language, string> = { en: 'English', zh: '简体', 'zh-Hant': '繁體' };

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language, setLanguage } = useI18n();
  return (
    <div role="group" aria-label={t('language.label')} className={`segmented ${className}`}>
      {/* Traditional joins once its texts are made (issue 25). */}
      {languages.filter((option) => option !== 'zh-Hant').map((option) => (
        <button
          key={option}
          type="button"
          lang={htmlLangOf[option]}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}
