// Passkeys in the browser (issue 24 item 4, decision 034): whether the browser has WebAuthn, the
// library that runs its prompts (@simplewebauthn/browser, loaded only when a prompt starts, so it
// is a lazy chunk of its own), and what a failed prompt means, in words the screens choose.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { AddPasskeyInput, LoginPasskeyInput } from '../../../../shared/passkeys.schema';

/** Whether this browser can use passkeys at all (WebAuthn): without it, the screens say so. */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** @simplewebauthn/browser, the first time a prompt starts. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Why the browser's prompt failed (not the server): `cancelled` (the member closed it, or it timed
 * out: the browser says NotAllowedError for both, on purpose), `alreadyRegistered` (this
 * authenticator holds a passkey of the account already: InvalidStateError), `unsupported` (no
 * authenticator that can do what the site asks), `failed` (anything else the browser said). Null
 * for an error that is not the browser's (the server's answer, the network): the caller words it.
 */
export type CeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'unsupported' | 'failed';

const browserErrors: Record<string, CeremonyFailure> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'alreadyRegistered',
  NotSupportedError: 'unsupported',
  ConstraintError: 'unsupported',
  SecurityError: 'failed',
  UnknownError: 'failed',
  NotReadableError: 'failed',
};

export function ceremonyFailureOf(error: unknown): CeremonyFailure | null {
  if (!(error instanceof Error)) return null;
  // @simplewebauthn/browser's WebAuthnError keeps the browser's name and adds a code.
  const code = (error as { code?: unknown }).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyRegistered';
  if (code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  return browserErrors[error.name] ?? null;
}

/**
 * The browser's answer as the contract's JSON (shared/passkeys.schema.ts): the same object, typed
 * as the schema's (the library's interfaces lack the index signature of the schema's loose objects).
 */
export function credentialJson(credential: RegistrationResponseJSON): AddPasskeyInput['response'];
export function credentialJson(credential: AuthenticationResponseJSON): LoginPasskeyInput['response'];
export function credentialJson(
  credential: RegistrationResponseJSON | AuthenticationResponseJSON,
): AddPasskeyInput['response'] | LoginPasskeyInput['response'] {
  return credential as AddPasskeyInput['response'] | LoginPasskeyInput['response'];
}
