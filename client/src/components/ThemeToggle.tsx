import { useTheme } from '../lib/theme';
import { useI18n } from '../i18n/i18n';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch. `withLabel` shows the theme it switches to in words (the mobile menu). */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useI18n();
  const { theme, toggleTheme } = useTheme();
  const label = t(theme === 'light' ? 'theme.toDark' : 'theme.toLight');
  return (
    <button
      type="button"
      className={withLabel ? 'icon-button icon-button--labelled' : 'icon-button'}
      onClick={toggleTheme}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      data-theme-toggle=""
    >
      {theme === 'light' ? <MoonIcon /> : <SunIcon />}
      {withLabel && <span>{label}</span>}
    </button>
  );
}
