// "Passkeys" on /staff/profile (issue 24 item 4, decision 034): the account's passkeys (name, when
// added, when last used, whether synced), adding one (a name and the password, then the browser's
// prompt through @simplewebauthn/browser, loaded only then), renaming, removing (the password
// again, and a code of the app or a recovery code: a change of second factors needs one, docs/decisions/039). The account's first second factor answers recovery codes: shown once, as two-step
// sign-in shows them. Also shown to an account held to setting up a second factor (decision 032):
// a passkey lifts the hold.
import '../../../lib/zod-jitless';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { secondFactorCode } from '../../../../../shared/auth.schema';
import {
  passkeyName,
  passkeyOptionsInput,
  removePasskeyInput,
  renamePasskeyInput,
  type AddPasskeyOutput,
  type PasskeyInfo,
} from '../../../../../shared/passkeys.schema';
import { Field } from '../../../components/Field';
import { FormActions } from '../../../components/FormActions';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useCopy } from '../../../i18n/copy';
import { useI18n } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { formatMoment } from '../../../lib/site-time';
import { trpc } from '../../../lib/trpc-react';
import { useForm, useFormValues } from '../../../lib/use-form';
import { useAuth } from '../auth-context';
import { passkeysCopy } from '../passkeys.copy';
import { ceremonyFailureOf, credentialJson, loadWebAuthn, webAuthnAvailable } from '../webauthn';
import { RecoveryCodes } from './RecoveryCodes';
import './passkeys.css';

type Copy = (typeof passkeysCopy)['en'];
type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'rename'; passkey: PasskeyInfo }
  | { kind: 'remove'; passkey: PasskeyInfo };

/** The list's query key (the passkeys are read through AuthApi, like the rest of auth.*). */
export const passkeysQueryKey = ['auth', 'passkeys'] as const;

/** The account's passkeys (one request for the sections that read them). */
export function usePasskeys() {
  const { api } = useAuth();
  return useQuery({ queryKey: passkeysQueryKey, queryFn: () => api.passkeys(), staleTime: 0 });
}

const addInput = z.object({ name: passkeyName, password: passkeyOptionsInput.shape.password });
// With two-step sign-in on, a change of second factors needs a current code too (the server checks it).
const addInputWithCode = addInput.extend({ code: secondFactorCode });
const removeInput = removePasskeyInput.extend({ code: secondFactorCode });

const errorOf = (copy: Copy['section'], failure: FormFailure | null) =>
  !failure ? null : failure.kind === 'server' ? failure.text : failure.kind === 'invalid' ? copy.required : copy.failed;

export function PasskeysSection({ held = false }: { held?: boolean }) {
  const copy = useCopy(passkeysCopy).section;
  const { language } = useI18n();
  const { api, user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const query = usePasskeys();
  // The same query as the two-step section's: whether the app is on.
  const totp = trpc.auth.totpStatus.useQuery(undefined, { staleTime: 0 });
  const [view, setView] = useState<View>({ kind: 'list' });
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const supported = webAuthnAvailable();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
  /** Back to the list, saying what happened; the focus goes to the heading (the form is gone). */
  const back = (message: string | null = null) => {
    setView({ kind: 'list' });
    setDone(message);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const open = (next: View) => {
    setView(next);
    setDone(null);
  };

  const onAdded = ({ passkey, recoveryCodes }: AddPasskeyOutput) => {
    refresh();
    // A second factor now: the session is no longer held to setting one up (decision 032).
    if (user?.mfaSetupRequired) updateUser({ mfaSetupRequired: undefined });
    if (recoveryCodes?.length) {
      setView({ kind: 'codes', codes: recoveryCodes });
      setDone(copy.addedDone(passkey.name));
    } else back(copy.addedDone(passkey.name));
  };
  const onRemoved = (passkey: PasskeyInfo, secondFactorOn: boolean) => {
    refresh();
    // A recovery code may have been spent: the two-step section's count follows.
    void totp.refetch();
    back(secondFactorOn ? copy.removed(passkey.name) : copy.removedLast(passkey.name));
    // The account may be held again (an admin without a second factor): ask who we are.
    if (!secondFactorOn)
      void api.me().then(
        ({ user: fresh }) => updateUser(fresh),
        () => undefined,
      );
  };

  const passkeys = query.data?.passkeys ?? [];
  const secondFactorOn = passkeys.length > 0 || totp.data?.enabled === true;

  return (
    <section className="security__part passkeys" id="passkeys" aria-labelledby={titleId} data-part="passkeys">
      <h3 id={titleId} className="security__part-title" ref={headingRef} tabIndex={-1}>
        {copy.title}
      </h3>
      <p className="field__hint">{held ? copy.heldLead : copy.lead}</p>
      <div role="status" className="passkeys__status">
        {done && <p className="form-success">{done}</p>}
      </div>
      {view.kind === 'codes' ? (
        <RecoveryCodes codes={view.codes} onDone={() => back()} />
      ) : view.kind === 'add' ? (
        <AddPasskey
          copy={copy}
          needsCode={secondFactorOn}
          onCancel={() => back()}
          onAdded={(answer) => {
            void totp.refetch();
            onAdded(answer);
          }}
        />
      ) : view.kind === 'rename' ? (
        <RenamePasskey
          copy={copy}
          passkey={view.passkey}
          onCancel={() => back()}
          onRenamed={(p) => {
            refresh();
            back(copy.renamed(p.name));
          }}
        />
      ) : view.kind === 'remove' ? (
        <RemovePasskey copy={copy} passkey={view.passkey} onCancel={() => back()} onRemoved={onRemoved} />
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {passkeys.length === 0 ? (
            <p className="passkeys__none">{copy.none}</p>
          ) : (
            <ul className="passkeys__list" aria-labelledby={titleId}>
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="passkeys__item" data-passkey={passkey.name}>
                  <div className="passkeys__about">
                    <p className="passkeys__name">
                      <span>{passkey.name}</span>
                      {passkey.synced && (
                        <span className="badge passkeys__badge" title={copy.syncedHint}>
                          {copy.synced}
                        </span>
                      )}
                    </p>
                    <p className="passkeys__when">
                      <span>{copy.added(formatMoment(language, passkey.createdAt))}</span>
                      <span>{passkey.lastUsedAt ? copy.lastUsed(formatMoment(language, passkey.lastUsedAt)) : copy.neverUsed}</span>
                    </p>
                  </div>
                  <div className="passkeys__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={copy.renameAbout(passkey.name)}
                      onClick={() => open({ kind: 'rename', passkey })}
                    >
                      {copy.rename}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={copy.removeAbout(passkey.name)}
                      onClick={() => open({ kind: 'remove', passkey })}
                    >
                      {copy.remove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {supported ? (
            <button type="button" className="button" onClick={() => open({ kind: 'add' })} data-add-passkey="">
              {copy.add}
            </button>
          ) : (
            <p className="passkeys__unsupported" data-no-webauthn="">
              {copy.noWebAuthn}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The first field of a form that has just opened takes the cursor. */
function useFirstField(formRef: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), [formRef]);
}

function AddPasskey({
  copy,
  needsCode,
  onCancel,
  onAdded,
}: {
  copy: Copy['section'];
  needsCode: boolean;
  onCancel: () => void;
  onAdded: (answer: AddPasskeyOutput) => void;
}) {
  const all = useCopy(passkeysCopy);
  const { api } = useAuth();
  const form = useForm({ fields: ['name', 'password', 'code'] as const, clearFailureOnEdit: true, focusOnFailure: 'password' });
  const [values, set] = useFormValues(form, { name: '', password: '', code: '' });
  // What the browser's prompt said (cancelled, already registered…): the server's failures are the form's.
  const [refused, setRefused] = useState<string | null>(null);
  useFirstField(form.formRef);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const input = needsCode ? form.validate(addInputWithCode, values) : form.validate(addInput, values);
    if (!input) return;
    const code = 'code' in input && typeof input.code === 'string' ? input.code : undefined;
    void form.submit(async () => {
      const [{ startRegistration }, { options }] = await Promise.all([
        loadWebAuthn(),
        api.passkeyOptions({ password: input.password, ...(code ? { code } : {}) }),
      ]);
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      } catch (error) {
        const kind = ceremonyFailureOf(error);
        if (!kind) throw error;
        setRefused(all.ceremony[kind]);
        return;
      }
      onAdded(await api.addPasskey({ name: input.name, response: credentialJson(response) }));
    });
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="passkeys__form" data-passkey-form="add">
      <p>{needsCode ? copy.addIntroWithCode : copy.addIntro}</p>
      <FormAlert className="passkeys__alert" error={refused ?? errorOf(copy, form.failure)} />
      <fieldset disabled={form.submitting}>
        <Field form={form} name="name" label={copy.name} hint={copy.nameHint}>
          {(control) => (
            <input
              type="text"
              autoComplete="off"
              value={values.name}
              onChange={(e) => {
                setRefused(null);
                set('name', e.target.value);
              }}
              {...control}
            />
          )}
        </Field>
        <Field form={form} name="password" label={copy.password}>
          {(control) => (
            <input
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => {
                setRefused(null);
                set('password', e.target.value);
              }}
              {...control}
            />
          )}
        </Field>
        {needsCode && (
          <Field form={form} name="code" label={copy.code} hint={copy.codeHint}>
            {(control) => (
              <input
                type="text"
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                value={values.code}
                onChange={(e) => {
                  setRefused(null);
                  set('code', e.target.value);
                }}
                {...control}
              />
            )}
          </Field>
        )}
        <FormActions
          className="passkeys__form-actions"
          submitLabel={form.submitting ? copy.adding : copy.addSubmit}
          cancelLabel={copy.cancel}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}

function RenamePasskey({
  copy,
  passkey,
  onCancel,
  onRenamed,
}: {
  copy: Copy['section'];
  passkey: PasskeyInfo;
  onCancel: () => void;
  onRenamed: (passkey: PasskeyInfo) => void;
}) {
  const { api } = useAuth();
  const form = useForm({ fields: ['id', 'name'] as const, clearFailureOnEdit: true, focusOnFailure: 'name' });
  const [values, set] = useFormValues(form, { id: passkey.id, name: passkey.name });
  useFirstField(form.formRef);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(renamePasskeyInput, values);
    if (!input) return;
    void form.submit(async () => onRenamed((await api.renamePasskey(input)).passkey));
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="passkeys__form" data-passkey-form="rename">
      <FormAlert className="passkeys__alert" error={errorOf(copy, form.failure)} />
      <fieldset disabled={form.submitting}>
        <Field form={form} name="name" label={copy.name} hint={copy.nameHint}>
          {(control) => (
            <input type="text" autoComplete="off" value={values.name} onChange={(e) => set('name', e.target.value)} {...control} />
          )}
        </Field>
        <FormActions
          className="passkeys__form-actions"
          submitLabel={form.submitting ? copy.renaming : copy.renameSubmit}
          cancelLabel={copy.cancel}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}

function RemovePasskey({
  copy,
  passkey,
  onCancel,
  onRemoved,
}: {
  copy: Copy['section'];
  passkey: PasskeyInfo;
  onCancel: () => void;
  onRemoved: (passkey: PasskeyInfo, secondFactorOn: boolean) => void;
}) {
  const { api } = useAuth();
  const form = useForm({ fields: ['id', 'password', 'code'] as const, clearFailureOnEdit: true, focusOnFailure: 'password' });
  const [values, set] = useFormValues(form, { id: passkey.id, password: '', code: '' });
  useFirstField(form.formRef);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(removeInput, values);
    if (!input) return;
    void form.submit(async () => onRemoved(passkey, (await api.removePasskey(input)).secondFactorOn));
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="passkeys__form" data-passkey-form="remove">
      <p>{copy.removeIntro(passkey.name)}</p>
      <FormAlert className="passkeys__alert" error={errorOf(copy, form.failure)} />
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
          className="passkeys__form-actions"
          submitLabel={form.submitting ? copy.removing : copy.removeSubmit}
          cancelLabel={copy.cancel}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}
