// Change password (docs/product.md §5): current, new and confirm required; the new one at least 6
// characters, the same twice and not the current one. Opened from the user menu; loaded on demand.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { Field as FormField } from '../../components/Field';
import { FormActions } from '../../components/FormActions';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { useForm, useFormValues } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { useAuth } from './auth-context';
import { changePasswordForm } from './change-password-form';
import { PasswordStrength } from './PasswordStrength';
import { securityCopy } from './security/security.copy';
import '../../styles/fields.css';
import './sign-in.css';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof fields)[number];

export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="sign-in change-password" id="change-password-dialog">
      {/* Unmounted while closed: every opening starts with empty fields. */}
      {open && <ChangePasswordForm titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function ChangePasswordForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useI18n();
  const { api } = useAuth();
  const security = useCopy(securityCopy);
  const form = useForm({ fields, clearFailureOnEdit: true, focusOnFailure: 'currentPassword' });
  const [values, set] = useFormValues<Record<Field, string>>(form, { currentPassword: '', newPassword: '', confirmPassword: '' });
  // Done: how many other sessions the change ended (docs/decisions/030).
  const [done, setDone] = useState<{ endedSessions: number } | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useInitialFocus(contentRef, 'input');
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(changePasswordForm, values);
    if (!input) return;
    void form.submit(async () => {
      const { endedSessions } = await api.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword });
      setDone({ endedSessions });
    });
  };

  const failure = form.failure;
  const errorText = !failure
    ? null
    : failure.kind === 'server'
      ? failure.text
      : failure.kind === 'invalid'
        ? t('auth.fixErrors')
        : t('password.failed');
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <input type="password" autoComplete={autoComplete} value={values[name]} onChange={(e) => set(name, e.target.value)} {...control} />
      )}
    </FormField>
  );

  return (
    <div className="dialog__content sign-in__content" ref={contentRef}>
      <DialogTop
        className="sign-in__top"
        titleId={titleId}
        titleClassName="sign-in__title"
        title={t('password.title')}
        closeLabel={t('auth.close')}
        onClose={onClose}
      />
      {done ? (
        <div className="sign-in__form">
          <div role="status">
            <p className="form-success">{t('password.changed')}</p>
            <p>{security.afterPasswordChange.others(done.endedSessions)}</p>
          </div>
          <button ref={doneRef} type="button" className="button sign-in__submit" onClick={onClose}>
            {t('password.done')}
          </button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
          <FormAlert className="sign-in__alert" error={errorText} />
          <fieldset disabled={form.submitting}>
            {/* When the current one is lost: the sign-in window's reset by e-mail. */}
            {field('currentPassword', t('password.current'), 'current-password', t('password.forgotCurrent'))}
            {field('newPassword', t('password.new'), 'new-password', t('auth.newPasswordHint'))}
            <PasswordStrength password={values.newPassword} />
            {field('confirmPassword', t('password.confirm'), 'new-password')}
            <FormActions
              className="sign-in__actions"
              submitLabel={form.submitting ? t('password.saving') : t('password.submit')}
              cancelLabel={t('password.cancel')}
              onCancel={onClose}
            />
          </fieldset>
        </form>
      )}
    </div>
  );
}
