// The strength meter under a new password (issue 24 item 6, decision 029): too short, common
// (both refused by the server), weak, fair or strong (shared/password-rule.ts). The list of common
// passwords is loaded on the first keystroke, in a chunk of its own; until it is there the meter
// judges by length and kinds of character only. Announced politely, so typing is not interrupted.
import { useEffect, useState } from 'react';
import { limits } from '../../../../shared/constants';
import { passwordStrength, strengthLevels, type PasswordStrength as Strength } from '../../../../shared/password-rule';
import { useI18n } from '../../i18n/i18n';

let loading: Promise<ReadonlySet<string>> | undefined;
const none: ReadonlySet<string> = new Set();
const loadList = () =>
  (loading ??= import('./common-passwords').then(
    (m) => m.commonPasswords,
    () => none,
  ));

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useI18n();
  const [list, setList] = useState<ReadonlySet<string>>(none);
  const typed = password !== '';
  useEffect(() => {
    if (!typed || list !== none) return;
    let live = true;
    void loadList().then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, [typed, list]);
  if (!typed) return <p className="password-strength" aria-live="polite" data-strength="" />;
  const level: Strength = passwordStrength(password, list, limits.passwordMinLength);
  const rank = strengthLevels.indexOf(level);
  return (
    <p className="password-strength" aria-live="polite" data-strength={level}>
      <span className="password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= rank ? 'password-strength__step password-strength__step--on' : 'password-strength__step'} />
        ))}
      </span>
      <span className="password-strength__text">{t(`strength.${level}`)}</span>
    </p>
  );
}
