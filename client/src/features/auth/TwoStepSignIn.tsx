// The sign-in modal's second step (issue 24, decision 031): after the password or the e-mailed
// code of an account with two-step sign-in on, the 6-digit code of its authenticator app, or one
// of its recovery codes. A wrong code can be tried again; a dead challenge (5 minutes, 5 tries)
// means starting over. With a passkey among the account's second factors (decision 034), "Use a
// passkey" too; with a passkey alone, the passkey leads and the field takes only recovery codes.
import { useId, useRef, useState, type FormEvent } from 'react';
import { loginTotpInput } from '../../../../shared/auth.schema';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { useForm, useFormValues } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import type { SecondFactorMethod } from '../../../../shared/auth.schema';
import type { SignInResult } from './api';
import { useAuth } from './auth-context';
import { passkeysCopy } from './passkeys.copy';
import { PasskeySignIn } from './PasskeySignIn';
import { twoStepCopy } from './two-step.copy';
import { webAuthnAvailable } from './webauthn';

const fields = ['challenge', 'code'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface Props {
  challenge: string;
  /** The account's second factors, as the first step said. */
  methods?: readonly SecondFactorMethod[];
  onSignedIn: (result: SignInResult) => void;
  onStartOver: () => void;
}

export function TwoStepSignIn({ challenge, methods = ['totp'], onSignedIn, onStartOver }: Props) {
  const copy = useCopy(twoStepCopy).step;
  const passkeyCopy = useCopy(passkeysCopy).signIn;
  const { api } = useAuth();
  // No authenticator app: the code field is for recovery codes only.
  const appless = !methods.includes('totp');
  const withPasskey = methods.includes('passkey') && webAuthnAvailable();
  const [recoveryChosen, setRecovery] = useState(false);
  const recovery = appless || recoveryChosen;
  const form = useForm({ fields, clearFailureOnEdit: true, focusOnFailure: 'code' });
  const [values, set] = useFormValues(form, { challenge, code: '' });
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The passkey leads when it is the account's only second factor; else the code field.
  useInitialFocus(ref, appless && withPasskey ? '[data-passkey-sign-in] button' : 'input');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(loginTotpInput, values);
    if (!input) return;
    void form.submit(async () => onSignedIn(await api.loginTotp(input)));
  };
  const switchKind = () => {
    setRecovery((r) => !r);
    set('code', '');
    // The field changes its kind: the cursor goes back into it.
    requestAnimationFrame(() => form.formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus());
  };
  const failure = form.failure;
  const error = !failure ? null : failure.kind === 'server' ? failure.text : failure.kind === 'invalid' ? copy.required : copy.failed;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (inside the sign-in form, .sign-in__form fieldset's frame; its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role
    <div className="sign-in__two-step" ref={ref} role="group" aria-labelledby={titleId} data-two-step="">
      <h3 id={titleId} className="sign-in__two-step-title">
        {copy.title}
      </h3>
      <p className="sign-in__note" data-two-step-intro="">
        {appless && withPasskey
          ? passkeyCopy.stepIntroOnly
          : recovery
            ? copy.introRecovery
            : withPasskey
              ? passkeyCopy.stepIntro
              : copy.intro}
      </p>
      {appless && withPasskey && <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} label={passkeyCopy.useInstead} primary />}
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="sign-in__form">
        <FormAlert className="sign-in__alert" error={error} />
        <fieldset disabled={form.submitting}>
          <Field
            form={form}
            name="code"
            label={recovery ? copy.recoveryCode : copy.code}
            hint={recovery ? copy.recoveryHint : copy.codeHint}
          >
            {(control) =>
              recovery ? (
                <input
                  key="recovery"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  value={values.code}
                  onChange={(e) => set('code', e.target.value)}
                  {...control}
                />
              ) : (
                <input
                  key="app"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  value={values.code}
                  onChange={(e) => set('code', digitsOnly(e.target.value))}
                  {...control}
                />
              )
            }
          </Field>
          <button type="submit" className="button sign-in__submit" disabled={form.submitting}>
            {form.submitting ? copy.submitting : copy.submit}
          </button>
        </fieldset>
      </form>
      {!appless && withPasskey && <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} label={passkeyCopy.useInstead} />}
      <div className="sign-in__two-step-links">
        {!appless && (
          <button type="button" className="link-button" onClick={switchKind} data-use-recovery={recovery ? 'app' : 'recovery'}>
            {recovery ? copy.useApp : copy.useRecovery}
          </button>
        )}
        <button type="button" className="link-button" onClick={onStartOver} data-start-over="">
          {copy.startOver}
        </button>
      </div>
    </div>
  );
}
