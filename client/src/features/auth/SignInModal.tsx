// The sign-in modal of docs/product.md §2 and §4: three tabs (password, e-mail code, register), each a
// form checked with the shared schemas. Switching tabs or closing clears fields, messages and the
// countdown (each tab's form is mounted afresh). After a sign-in the modal closes and leads to
// the profile or the admin area (after-sign-in.ts). Loaded on demand by AuthProvider. An account
// with two-step sign-in gets a challenge from the first step: TwoStepSignIn asks for its code.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import {
  loginEmailInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  sendVerificationCodeInput,
  usernameFromEmail,
  type CodePurpose,
} from '../../../../shared/auth.schema';
import { limits } from '../../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { emailInput, Field } from '../../components/Field';
import { DialogTop } from '../../components/DialogTop';
import { FormAlert } from '../../components/FormAlert';
import { TabList } from '../../components/Tabs';
import type { MessageKey } from '../../i18n/en';
import { useI18n } from '../../i18n/i18n';
import type { FieldErrors, FormFailure } from '../../lib/form-errors';
import { useForm, useFormValues, type Form } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import type { LoginResult, MfaChallenge, SignInResult } from './api';
import { destinationAfterSignIn } from './after-sign-in';
import { useAuth } from './auth-context';
import { useCountdown } from './countdown';
import { PasskeySignIn } from './PasskeySignIn';
import { PasswordStrength } from './PasswordStrength';
import { TwoStepSignIn } from './TwoStepSignIn';
import '../../styles/fields.css';
import './sign-in.css';

const modes = ['password', 'email', 'register'] as const;
type Mode = (typeof modes)[number];

/** A success note shown above a tab's form ('code sent', 'please log in'). */
type Notice = { key: MessageKey; values?: Record<string, string> } | null;

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function SignInModal({ open, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="sign-in" id="sign-in-dialog">
      {/* Unmounted while closed: every opening starts with empty fields. */}
      {open && <SignInContent titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function SignInContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('password');
  const [notice, setNotice] = useState<Notice>(null);
  const id = useId();
  const tabId = (m: Mode) => `${id}-tab-${m}`;
  const panelId = `${id}-panel`;
  const contentRef = useRef<HTMLDivElement>(null);

  // The dialog opens (showModal) after this mounts: then put the cursor in the first field.
  useInitialFocus(contentRef, 'input:not([readonly])');

  const [focusEmail, setFocusEmail] = useState(false);
  // The password tab's reset step (decision 029): "Forgot your password?" → e-mail, code, new password.
  const [resetting, setResetting] = useState(false);
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const switchTo = (next: Mode, withNotice: Notice = null) => {
    setMode(next);
    setNotice(withNotice);
    setFocusEmail(false);
    setResetting(false);
  };
  /** The new password is set: back to the password tab, the e-mail filled in, saying so. */
  const afterReset = (email: string) => {
    switchTo('password', { key: 'auth.resetDone' });
    setResetEmail(email);
  };
  /** From the password tab's "Forgot your password?": the e-mail code tab, cursor in its e-mail field. */
  const toEmailCode = () => {
    switchTo('email');
    setFocusEmail(true);
  };

  const onSignedIn = (result: SignInResult) => {
    auth.signedIn(result);
    onClose();
    // The page stays, unless the account must go somewhere (decision 044).
    const destination = destinationAfterSignIn(result.user);
    if (destination) navigate(destination);
  };
  // Two-step sign-in on (decision 031): the first step answered a challenge for the second.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const onFirstStep = (result: LoginResult) => ('mfaRequired' in result ? setChallenge(result) : onSignedIn(result));

  return (
    <div className="dialog__content sign-in__content" ref={contentRef}>
      <DialogTop
        className="sign-in__top"
        titleId={titleId}
        titleClassName="sign-in__title"
        title={t('auth.title')}
        intro={<p className="sign-in__intro">{t('auth.intro')}</p>}
        closeLabel={t('auth.close')}
        onClose={onClose}
      />
      {auth.endedBecause === 'deactivated' && (
        // Why the user is asked to sign in again (the page's notice is under this dialog).
        <div className="sign-in__ended" data-ended-notice="">
          <p className="form-error">
            {t('ended.title')}
            <span className="sign-in__ended-body">{t('ended.body')}</span>
          </p>
        </div>
      )}
      {challenge !== null ? (
        <TwoStepSignIn
          challenge={challenge.challenge}
          methods={challenge.methods}
          onSignedIn={onSignedIn}
          onStartOver={() => setChallenge(null)}
        />
      ) : (
        <>
          <TabList
            tabs={modes}
            selected={mode}
            onSelect={(m) => switchTo(m)}
            label={t('auth.tabs')}
            tabId={tabId}
            panelId={panelId}
            tabLabel={(m) => t(`auth.tab.${m}`)}
            dataName="mode"
            className="sign-in__tabs"
          />
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)} className="sign-in__panel" data-mode={mode}>
            {mode === 'password' && !resetting && (
              <PasswordSignIn
                key={`password-${resetEmail ?? ''}`}
                notice={notice}
                onSignedIn={onFirstStep}
                onUseEmailCode={toEmailCode}
                onResetPassword={() => setResetting(true)}
                identifier={resetEmail}
              />
            )}
            {mode === 'password' && resetting && <ResetPassword key="reset" onDone={afterReset} onBack={() => switchTo('password')} />}
            {mode === 'email' && <EmailSignIn key="email" onSignedIn={onFirstStep} focusEmail={focusEmail} />}
            {mode === 'register' && (
              <Register
                key="register"
                onSignedIn={onFirstStep}
                onAutoLoginFailed={() => switchTo('password', { key: 'auth.pleaseLogIn' })}
              />
            )}
          </div>
          {/* A passkey is both steps at once (decision 034): beside the password and the e-mailed code. */}
          {mode !== 'register' && !resetting && <PasskeySignIn onSignedIn={onSignedIn} className="sign-in__passkey--alone" />}
        </>
      )}
    </div>
  );
}

// ── Pieces the three forms share ────────────────────────────────────────────────────────────────

/** The form-level text: the server's own, else this form's fallback; for a failed check, the "required" text when something is missing. */
function failureText(
  t: (key: MessageKey) => string,
  failure: FormFailure | null,
  errors: FieldErrors<string>,
  requiredKey: MessageKey,
  fallbackKey: MessageKey,
) {
  if (!failure) return null;
  if (failure.kind === 'server') return failure.text;
  if (failure.kind === 'invalid') {
    const missing = Object.values(errors).some((error) => error && 'key' in error && error.key === 'validation.required');
    return t(missing ? requiredKey : 'auth.fixErrors');
  }
  return t(fallbackKey);
}

/** One message at a time: an error replaces the success note ('code sent') while it stands. */
function Messages({ error, notice }: { error: string | null; notice: Notice }) {
  const { t } = useI18n();
  return (
    <>
      <FormAlert className="sign-in__alert" error={error} />
      <div role="status" className="sign-in__status">
        {notice && !error && <p className="form-success">{t(notice.key, notice.values)}</p>}
      </div>
    </>
  );
}

interface FieldProps<F extends string> {
  form: Form<F>;
  field: F;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string;
  children?: ReactNode;
  [attribute: `data-${string}`]: string;
}

function TextField<F extends string>({
  form,
  field,
  label,
  hint,
  value,
  onChange,
  ...input
}: FieldProps<F> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'value' | 'onChange'>) {
  return (
    <Field form={form} name={field} label={label} hint={hint}>
      {(control) => <input value={value} onChange={onChange} {...input} {...control} />}
    </Field>
  );
}

function PasswordField<F extends string>({
  form,
  field,
  label,
  hint,
  value,
  onChange,
  autoComplete,
}: FieldProps<F> & { autoComplete: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <Field form={form} name={field} label={label} hint={hint}>
      {(control) => (
        <div className="password-input">
          <input
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="off"
            value={value}
            onChange={onChange}
            {...control}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-pressed={shown}
            aria-controls={control.id}
            title={t('auth.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
            <span className="visually-hidden">{t('auth.showPassword')}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * The 6-digit code: digits only, at most 6, the browser may fill it from the message. No
 * maxLength: a pasted "123 456" would be cut to "123 45" before the spaces are dropped.
 */
const codeOnly = (value: string) => value.replace(/\D/g, '').slice(0, limits.verificationCodeLength);

/** The code's field with its send button, which asks `code` to send one to `email`. */
function CodeField<F extends string>({
  form,
  field,
  value,
  onChange,
  email,
  code,
}: Omit<FieldProps<F>, 'label' | 'onChange'> & { onChange: (value: string) => void; email: string; code: SendCode }) {
  const { t } = useI18n();
  return (
    <Field form={form} name={field} label={t('auth.code')} hint={t('auth.codeHint')}>
      {(control) => (
        <div className="code-input">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={value}
            onChange={(e) => onChange(codeOnly(e.target.value))}
            {...control}
          />
          <SendCodeButton sending={code.sending} remaining={code.remaining} onClick={() => void code.send(email)} />
        </div>
      )}
    </Field>
  );
}

/** Asks for a code, then counts down the server's resend delay (docs/product.md §4 Send-code button). */
function useSendCode<F extends string>(form: Form<F>, purpose: CodePurpose, onSent: (email: string) => void) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { remaining, start } = useCountdown();
  const { api } = useAuth();
  const send = async (email: string) => {
    if (sending || remaining > 0) return;
    setFailed(false);
    const input = form.validate(sendVerificationCodeInput, { email, purpose });
    if (!input) return;
    setSending(true);
    try {
      const result = await api.sendVerificationCode(input);
      start(result.resendAfterSeconds || limits.resendCountdownSeconds);
      onSent(input.email);
    } catch (error) {
      setFailed(true);
      form.failed(error);
    } finally {
      setSending(false);
    }
  };
  return { send, sending, remaining, failed, clearFailed: () => setFailed(false) };
}
type SendCode = ReturnType<typeof useSendCode>;

function SendCodeButton({ sending, remaining, onClick }: { sending: boolean; remaining: number; onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button button--secondary code-input__send"
      disabled={sending || remaining > 0}
      onClick={onClick}
      data-send-code=""
    >
      {sending ? t('auth.sendingCode') : remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </button>
  );
}

// ── The three forms ─────────────────────────────────────────────────────────────────────────────

const passwordFields = ['identifier', 'password'] as const;

function PasswordSignIn({
  notice,
  onSignedIn,
  onUseEmailCode,
  onResetPassword,
  identifier = null,
}: {
  notice: Notice;
  onSignedIn: (result: LoginResult) => void;
  onUseEmailCode: () => void;
  onResetPassword: () => void;
  /** After a reset: the account's e-mail, filled in, and the cursor in the password. */
  identifier?: string | null;
}) {
  const { t } = useI18n();
  const [forgotOpen, setForgotOpen] = useState(false);
  const forgotId = useId();
  const { api } = useAuth();
  const form = useForm({ fields: passwordFields, clearFailureOnEdit: true, focusOnFailure: 'password' });
  const [values, setValue] = useFormValues(form, { identifier: identifier ?? '', password: '' });
  const [shownNotice, setShownNotice] = useState(notice);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only: the form opened again after a reset; formRef is a ref
  useEffect(() => {
    if (identifier) form.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
    // On mount only: the form was opened again after a reset.
  }, []);
  const set = (field: (typeof passwordFields)[number]) => (event: ChangeEvent<HTMLInputElement>) => {
    setValue(field, event.target.value);
    setShownNotice(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(loginInput, values);
    if (!input) return;
    void form.submit(async () => onSignedIn(await api.login(input)));
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
      <Messages error={failureText(t, form.failure, form.errors, 'auth.loginRequired', 'auth.loginFailed')} notice={shownNotice} />
      <fieldset disabled={form.submitting}>
        <TextField
          form={form}
          field="identifier"
          label={t('auth.identifier')}
          value={values.identifier}
          onChange={set('identifier')}
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
        <PasswordField
          form={form}
          field="password"
          label={t('auth.password')}
          value={values.password}
          onChange={set('password')}
          autoComplete="current-password"
        />
        <button type="submit" className="button sign-in__submit" disabled={form.submitting}>
          {form.submitting ? t('auth.signingIn') : t('auth.submitLogin')}
        </button>
      </fieldset>
      {/* A new password by an e-mailed code (the reset step), or sign in with a code and keep the password. */}
      <div className="sign-in__forgot">
        <button
          type="button"
          className="link-button"
          aria-expanded={forgotOpen}
          aria-controls={forgotId}
          onClick={() => setForgotOpen((open) => !open)}
          data-forgot-password=""
        >
          {t('auth.forgotPassword')}
        </button>
        <div id={forgotId} className="sign-in__forgot-body" hidden={!forgotOpen}>
          <p>{t('auth.forgotPasswordBody')}</p>
          <button type="button" className="button" onClick={onResetPassword} data-reset-password="">
            {t('auth.resetPassword')}
          </button>
          <button type="button" className="button button--secondary" onClick={onUseEmailCode}>
            {t('auth.useEmailCode')}
          </button>
        </div>
      </div>
    </form>
  );
}

const emailFields = ['email', 'verificationCode'] as const;

function EmailSignIn({ onSignedIn, focusEmail }: { onSignedIn: (result: LoginResult) => void; focusEmail: boolean }) {
  const { t } = useI18n();
  const { api } = useAuth();
  const form = useForm({ fields: emailFields, clearFailureOnEdit: true, focusOnFailure: 'verificationCode' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only: the tab opened from "Forgot your password?"; formRef is a ref
  useEffect(() => {
    if (focusEmail) form.formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
    // On mount only: the tab was opened from "Forgot your password?".
  }, []);
  const [values, edit] = useFormValues(form, { email: '', verificationCode: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const code = useSendCode(form, 'login', (email) => {
    setNotice({ key: 'auth.codeSent', values: { email } });
    form.formRef.current?.querySelector<HTMLInputElement>('[name="verificationCode"]')?.focus();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    code.clearFailed();
    const input = form.validate(loginEmailInput, values);
    if (!input) return;
    void form.submit(async () => onSignedIn(await api.loginEmail(input)));
  };
  const fallback = code.failed ? 'auth.sendCodeFailed' : 'auth.emailLoginFailed';
  const required = form.errors.verificationCode ? 'auth.emailLoginRequired' : 'auth.emailRequired';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
      <Messages error={failureText(t, form.failure, form.errors, required, fallback)} notice={notice} />
      <fieldset disabled={form.submitting}>
        <TextField
          form={form}
          field="email"
          label={t('auth.email')}
          value={values.email}
          onChange={(e) => edit('email', e.target.value)}
          {...emailInput}
        />
        <CodeField
          form={form}
          field="verificationCode"
          value={values.verificationCode}
          onChange={(value) => edit('verificationCode', value)}
          email={values.email}
          code={code}
        />
        <button type="submit" className="button sign-in__submit" disabled={form.submitting}>
          {form.submitting ? t('auth.signingIn') : t('auth.submitLogin')}
        </button>
      </fieldset>
    </form>
  );
}

const registerFields = ['email', 'verificationCode', 'username', 'password'] as const;
/** A registered e-mail (409) is about the e-mail field: its message goes beside it. */
const registerFieldOfCode = { CONFLICT: 'email' } as const;

function Register({ onSignedIn, onAutoLoginFailed }: { onSignedIn: (result: LoginResult) => void; onAutoLoginFailed: () => void }) {
  const { t } = useI18n();
  const { api } = useAuth();
  const form = useForm({
    fields: registerFields,
    clearFailureOnEdit: true,
    focusOnFailure: 'email',
    fieldOfServerCode: registerFieldOfCode,
  });
  const [values, setValue] = useFormValues(form, { email: '', verificationCode: '', password: '' });
  const [notice, setNotice] = useState<Notice>(null);
  // After registering: the success note, then (a second later) the automatic sign-in.
  const [registered, setRegistered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const username = usernameFromEmail(values.email);
  const code = useSendCode(form, 'register', (email) => {
    setNotice({ key: 'auth.codeSent', values: { email } });
    form.formRef.current?.querySelector<HTMLInputElement>('[name="verificationCode"]')?.focus();
  });
  const edit = (field: keyof typeof values, value: string) => {
    setValue(field, value);
    // The username is made from the e-mail: its error goes with the e-mail's.
    if (field === 'email') form.edited('username');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    code.clearFailed();
    const input = form.validate(registerInput, { ...values, username });
    if (!input) return;
    void form.submit(async () => {
      await api.register(input);
      setRegistered(true);
      setNotice({ key: 'auth.registered' });
      timer.current = setTimeout(() => {
        api.login({ identifier: input.email, password: input.password }).then(onSignedIn, onAutoLoginFailed);
      }, limits.registerAutoLoginDelayMs);
    });
  };
  const busy = form.submitting || registered;
  const fallback = code.failed ? 'auth.sendCodeFailed' : 'auth.registerFailed';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
      <Messages
        error={failureText(t, form.failure, form.errors, code.failed ? 'auth.emailRequired' : 'auth.registerRequired', fallback)}
        notice={notice}
      />
      <fieldset disabled={busy}>
        <TextField
          form={form}
          field="email"
          label={t('auth.email')}
          hint={t('auth.registerEmailHint')}
          value={values.email}
          onChange={(e) => edit('email', e.target.value)}
          {...emailInput}
        />
        <CodeField
          form={form}
          field="verificationCode"
          value={values.verificationCode}
          onChange={(value) => edit('verificationCode', value)}
          email={values.email}
          code={code}
        />
        <TextField
          form={form}
          field="username"
          label={t('auth.username')}
          hint={t('auth.usernameHint')}
          value={username}
          onChange={() => {}}
          type="text"
          readOnly
          autoComplete="off"
          data-auto-generated=""
        />
        <PasswordField
          form={form}
          field="password"
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          value={values.password}
          onChange={(e) => edit('password', e.target.value)}
          autoComplete="new-password"
        />
        <PasswordStrength password={values.password} />
        <button type="submit" className="button sign-in__submit" disabled={busy}>
          {form.submitting ? t('auth.registering') : registered ? t('auth.signingIn') : t('auth.submitRegister')}
        </button>
      </fieldset>
    </form>
  );
}

const resetFields = ['email', 'verificationCode', 'newPassword'] as const;

/**
 * The password tab's reset step (issue 24, decision 029): a code for the account's e-mail (the
 * note says "if it has an account": the server answers alike either way), then the new password.
 * Done, it hands the e-mail back: the password tab opens again with it, saying so.
 */
function ResetPassword({ onDone, onBack }: { onDone: (email: string) => void; onBack: () => void }) {
  const { t } = useI18n();
  const { api } = useAuth();
  const form = useForm({ fields: resetFields, clearFailureOnEdit: true, focusOnFailure: 'verificationCode' });
  const [values, edit] = useFormValues(form, { email: '', verificationCode: '', newPassword: '' });
  const [notice, setNotice] = useState<Notice>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only: the step opens with its e-mail field focused; formRef is a ref
  useEffect(() => {
    form.formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
  }, []);
  const code = useSendCode(form, 'reset', (email) => {
    setNotice({ key: 'auth.resetCodeSent', values: { email } });
    form.formRef.current?.querySelector<HTMLInputElement>('[name="verificationCode"]')?.focus();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    code.clearFailed();
    const input = form.validate(resetPasswordInput, values);
    if (!input) return;
    void form.submit(async () => {
      await api.resetPassword(input);
      onDone(input.email);
    });
  };
  const fallback = code.failed ? 'auth.sendCodeFailed' : 'auth.resetFailed';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form" data-reset-step="">
      <p className="sign-in__note">{t('auth.resetIntro')}</p>
      <Messages
        error={failureText(t, form.failure, form.errors, code.failed ? 'auth.emailRequired' : 'auth.resetRequired', fallback)}
        notice={notice}
      />
      <fieldset disabled={form.submitting}>
        <TextField
          form={form}
          field="email"
          label={t('auth.email')}
          value={values.email}
          onChange={(e) => edit('email', e.target.value)}
          {...emailInput}
        />
        <CodeField
          form={form}
          field="verificationCode"
          value={values.verificationCode}
          onChange={(value) => edit('verificationCode', value)}
          email={values.email}
          code={code}
        />
        <PasswordField
          form={form}
          field="newPassword"
          label={t('auth.newPassword')}
          hint={t('auth.newPasswordHint')}
          value={values.newPassword}
          onChange={(e) => edit('newPassword', e.target.value)}
          autoComplete="new-password"
        />
        <PasswordStrength password={values.newPassword} />
        <button type="submit" className="button sign-in__submit" disabled={form.submitting}>
          {form.submitting ? t('auth.resetting') : t('auth.submitReset')}
        </button>
      </fieldset>
      <button type="button" className="link-button sign-in__back" onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}

// ── Icons of the show/hide toggle (here, so they load with the modal) ─────────────────────────────

const EyeIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 4l16 16M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-3 3.7M6.3 7.6A15.6 15.6 0 0 0 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4.2-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
