// "Sign in with a passkey" (issue 24 item 4, decision 034): the sign-in modal's button, and the
// second step's "Use a passkey". Asks the server for options (with the first step's challenge in
// the second step: that account's passkeys; without: any passkey of this site the device holds),
// lets the browser prompt (@simplewebauthn/browser, loaded now), and signs in with the answer,
// which counts as both steps. Not shown where the browser has no WebAuthn.
import { useState, type Ref } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import type { SignInResult } from './api';
import { useAuth } from './auth-context';
import { passkeysCopy } from './passkeys.copy';
import { ceremonyFailureOf, credentialJson, loadWebAuthn, webAuthnAvailable } from './webauthn';
import './passkey-sign-in.css';

type Copy = (typeof passkeysCopy)['en'];

/** What to say about a failed passkey prompt or call: the browser's reason, else the server's words. */
export function passkeyFailureText(copy: Copy, error: unknown, fallback: string): string {
  const kind = ceremonyFailureOf(error);
  return kind ? copy.ceremony[kind] : callFailureText(error, copy.network, fallback);
}

interface Props {
  onSignedIn: (result: SignInResult) => void;
  /** The second step's challenge (the account's passkeys); none for a sign-in with the passkey alone. */
  challenge?: string;
  label?: string;
  /** The primary button (the second step of an account whose only second factor is a passkey). */
  primary?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function PasskeySignIn({ onSignedIn, challenge, label, primary = false, className, ref }: Props) {
  const copy = useCopy(passkeysCopy);
  const { api } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!webAuthnAvailable()) return null;

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const [{ startAuthentication }, { options }] = await Promise.all([
        loadWebAuthn(),
        api.loginPasskeyOptions(challenge ? { challenge } : {}),
      ]);
      const response = await startAuthentication({
        optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      const result = await api.loginPasskey(
        challenge ? { response: credentialJson(response), challenge } : { response: credentialJson(response) },
      );
      setBusy(false);
      onSignedIn(result);
    } catch (failure) {
      setError(passkeyFailureText(copy, failure, copy.signIn.failed));
      setBusy(false);
    }
  };

  return (
    <div className={['sign-in__passkey', className ?? ''].filter(Boolean).join(' ')} data-passkey-sign-in="">
      {!challenge && (
        <p className="sign-in__or" aria-hidden="true">
          <span>{copy.signIn.or}</span>
        </p>
      )}
      <FormAlert className="sign-in__alert" error={error} />
      <button
        ref={ref}
        type="button"
        className={primary ? 'button sign-in__submit' : 'button button--secondary sign-in__passkey-button'}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        <KeyIcon />
        <span>{busy ? copy.signIn.busy : (label ?? copy.signIn.button)}</span>
      </button>
    </div>
  );
}

const KeyIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
  </svg>
);
