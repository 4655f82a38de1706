// "Two-step sign-in" on /staff/profile (issue 24 item 3, decision 031): set it up (a QR code drawn
// here, never by an outside service, and the key as text), confirm with a code, see the recovery
// codes once (copy, download), turn it off with the password and a code.
import '../../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { totpDisableInput, totpEnableInput } from '../../../../../shared/auth.schema';
import { Field } from '../../../components/Field';
import { FormActions } from '../../../components/FormActions';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useCopy } from '../../../i18n/copy';
import type { FormFailure } from '../../../lib/form-errors';
import { trpc } from '../../../lib/trpc-react';
import { useForm, useFormValues } from '../../../lib/use-form';
import { useAuth } from '../auth-context';
import { twoStepCopy } from '../two-step.copy';
import { usePasskeys } from './PasskeysSection';
import { RecoveryCodes } from './RecoveryCodes';
import './two-step.css';

type Copy = (typeof twoStepCopy)['en']['section'];
type View =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; otpauthUri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

const errorOf = (copy: Copy, failure: FormFailure | null) =>
  !failure ? null : failure.kind === 'server' ? failure.text : failure.kind === 'invalid' ? copy.required : copy.failed;

export function TwoStepSection() {
  const copy = useCopy(twoStepCopy).section;
  const { api, user, updateUser } = useAuth();
  const utils = trpc.useUtils();
  const status = trpc.auth.totpStatus.useQuery(undefined, { staleTime: 0 });
  // With passkeys and no app, two-step sign-in is on already (decision 034): the app is an extra.
  const withPasskeys = (usePasskeys().data?.passkeys.length ?? 0) > 0;
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState<string | null>(null);
  const titleId = useId();

  // The recovery codes put away ("I have saved them"): their button is gone, focus goes to the section's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const show = (next: View, message: string | null = null) => {
    setView(next);
    setDone(message);
    setStartFailed(null);
  };
  const refresh = () => void utils.auth.totpStatus.invalidate();

  const start = async () => {
    setStarting(true);
    setStartFailed(null);
    try {
      const answer = await api.totpSetup();
      show({ kind: 'setup', ...answer });
    } catch (error) {
      setStartFailed(error instanceof Error && error.message ? error.message : copy.failed);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="two-step" id="two-step" aria-labelledby={titleId} data-two-step-section="">
      <h3 id={titleId} className="security__part-title" ref={headingRef} tabIndex={-1}>
        {copy.title}
      </h3>
      <div role="status" className="two-step__status">
        {done && <p className="form-success">{done}</p>}
      </div>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void status.refetch()} />
      ) : view.kind === 'setup' ? (
        <SetUp
          copy={copy}
          secret={view.secret}
          otpauthUri={view.otpauthUri}
          onCancel={() => show({ kind: 'idle' })}
          onEnabled={(codes) => {
            show({ kind: 'codes', codes }, copy.enabled);
            refresh();
            // The session is no longer held to setting one up (decision 032): the rest of the site opens.
            if (user?.mfaSetupRequired) updateUser({ mfaSetupRequired: undefined });
          }}
        />
      ) : view.kind === 'codes' ? (
        <RecoveryCodes
          codes={view.codes}
          replaced={withPasskeys}
          onDone={() => {
            show({ kind: 'idle' });
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      ) : view.kind === 'disable' ? (
        <TurnOff
          copy={copy}
          onCancel={() => show({ kind: 'idle' })}
          onDisabled={() => {
            show({ kind: 'idle' }, copy.disabled);
            refresh();
          }}
        />
      ) : status.data.enabled ? (
        <>
          <p data-two-step-state="on">{copy.on(status.data.recoveryCodesLeft)}</p>
          <button type="button" className="button button--secondary" onClick={() => show({ kind: 'disable' })}>
            {copy.turnOff}
          </button>
        </>
      ) : (
        <>
          <p data-two-step-state={withPasskeys ? 'passkeys' : 'off'}>{withPasskeys ? copy.onWithPasskeys : copy.off}</p>
          <FormAlert className="two-step__alert" error={startFailed} />
          <button type="button" className="button" disabled={starting} onClick={() => void start()} data-two-step-setup="">
            {starting ? copy.starting : withPasskeys ? copy.setUpApp : copy.setUp}
          </button>
        </>
      )}
    </section>
  );
}

/** The QR code of the otpauth URI, drawn in the browser by uqr (loaded only when set-up starts). */
function QrCode({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <div className="two-step__qr">{src ? <img src={src} alt={alt} width={200} height={200} data-qr="" /> : <Spinner />}</div>;
}

function SetUp({
  copy,
  secret,
  otpauthUri,
  onCancel,
  onEnabled,
}: {
  copy: Copy;
  secret: string;
  otpauthUri: string;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { api } = useAuth();
  const form = useForm({ fields: ['code'] as const, clearFailureOnEdit: true, focusOnFailure: 'code' });
  const [values, set] = useFormValues(form, { code: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(totpEnableInput, values);
    if (!input) return;
    void form.submit(async () => onEnabled((await api.totpEnable(input)).recoveryCodes));
  };
  return (
    <div className="two-step__setup">
      <p>{copy.scan}</p>
      <div className="two-step__pair">
        <QrCode text={otpauthUri} alt={copy.qrAlt} />
        <p className="two-step__key">
          <span className="two-step__key-label">{copy.key}</span>
          <code data-totp-secret={secret}>{secret.match(/.{1,4}/g)!.join(' ')}</code>
        </p>
      </div>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="two-step__form">
        <FormAlert className="two-step__alert" error={errorOf(copy, form.failure)} />
        <fieldset disabled={form.submitting}>
          <Field form={form} name="code" label={copy.confirmCode} hint={copy.confirmHint}>
            {(control) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                value={values.code}
                onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
                {...control}
              />
            )}
          </Field>
          <FormActions
            className="two-step__actions"
            submitLabel={form.submitting ? copy.turningOn : copy.turnOn}
            submitDisabled={values.code.length !== 6}
            cancelLabel={copy.cancel}
            onCancel={onCancel}
          />
        </fieldset>
      </form>
    </div>
  );
}

function TurnOff({ copy, onCancel, onDisabled }: { copy: Copy; onCancel: () => void; onDisabled: () => void }) {
  const { api } = useAuth();
  const form = useForm({ fields: ['password', 'code'] as const, clearFailureOnEdit: true, focusOnFailure: 'password' });
  const [values, set] = useFormValues(form, { password: '', code: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only: the step opens with its first field focused; formRef is a ref
  useEffect(() => form.formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(totpDisableInput, values);
    if (!input) return;
    void form.submit(async () => {
      await api.totpDisable(input);
      onDisabled();
    });
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="two-step__form">
      <p>{copy.turnOffIntro}</p>
      <FormAlert className="two-step__alert" error={errorOf(copy, form.failure)} />
      <fieldset disabled={form.submitting}>
        <Field form={form} name="password" label={copy.password}>
          {(control) => (
            <input
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field form={form} name="code" label={copy.code}>
          {(control) => (
            <input
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              value={values.code}
              onChange={(e) => set('code', e.target.value)}
              {...control}
            />
          )}
        </Field>
        <FormActions
          className="two-step__actions"
          submitLabel={form.submitting ? copy.turningOff : copy.turnOff}
          cancelLabel={copy.cancel}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}
