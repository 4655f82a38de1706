// Change password (SPEC.md §5): current, new and confirm required; the new one at least 6
// characters, the same twice and not the current one. Opened from the user menu; loaded on demand.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Field as FormField } from '../../components/Field';
import { CloseIcon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import { useForm } from '../../lib/use-form';
import { useAuth } from './auth-context';
import { changePasswordForm } from './change-password-form';
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
  const form = useForm({ fields, clearFailureOnEdit: true, focusOnFailure: 'currentPassword' });
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(changePasswordForm, values);
    if (!input) return;
    void form.submit(async () => {
      await api.changePassword({ currentPassword: input.currentPassword, newPassword: input.newPassword });
      setDone(true);
    });
  };

  const failure = form.failure;
  const errorText = !failure ? null : failure.kind === 'server' ? failure.text : failure.kind === 'invalid' ? t('auth.fixErrors') : t('password.failed');
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <input
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            setValues((current) => ({ ...current, [name]: e.target.value }));
            form.edited(name);
          }}
          {...control}
        />
      )}
    </FormField>
  );

  return (
    <div className="sign-in__content" ref={contentRef}>
      <div className="sign-in__top">
        <h2 id={titleId} className="sign-in__title">
          {t('password.title')}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('auth.close')}>
          <CloseIcon />
        </button>
      </div>
      {done ? (
        <div className="sign-in__form">
          <div role="status">
            <p className="form-success">{t('password.changed')}</p>
          </div>
          <button ref={doneRef} type="button" className="button sign-in__submit" onClick={onClose}>
            {t('password.done')}
          </button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
          <div role="alert" className="sign-in__alert">
            {errorText && <p className="form-error">{errorText}</p>}
          </div>
          <fieldset disabled={form.submitting}>
            {/* No reset by e-mail yet: who can set a new one when the current one is lost. */}
            {field('currentPassword', t('password.current'), 'current-password', t('password.forgotCurrent'))}
            {field('newPassword', t('password.new'), 'new-password', t('auth.passwordHint'))}
            {field('confirmPassword', t('password.confirm'), 'new-password')}
            <div className="sign-in__actions">
              <button type="submit" className="button">
                {form.submitting ? t('password.saving') : t('password.submit')}
              </button>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('password.cancel')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </div>
  );
}
