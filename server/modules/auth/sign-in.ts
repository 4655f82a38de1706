// What the sign-in procedures share: attempts counted before the check, per account (or name
// tried) from one client address and per client address, with the account's brake for places it
// has not signed in from, so guesses sent at once or spread over many addresses cannot pass the
// limits, and a stranger cannot lock the owner out (docs/decisions/022, 039); and a new session
// handed out as a cookie (both doors) and, on the REST door only, as a token.
import { normalizeIP } from '@fastify/rate-limit';
import type { SessionUser } from '../../../shared/auth.schema.js';
import { AppError } from '../../lib/app-error.js';
import { deviceOf } from '../../lib/user-agent.js';
import type { Context } from '../../trpc/context.js';
import { tooManyRequests } from '../../trpc/procedures.js';
import { signInAttemptRules, type BrakeKey } from './auth.service.js';

/**
 * What an attempt guesses at: a password (of an account, or of a name no account has), a second
 * step's code, or a passkey, and whose. A passkey cannot be guessed, so it meets no brake: a
 * stranger's forged passkeys must not slow the owner's.
 */
export interface Guess {
  /** `account:<id>` or `name:<identifier>`. */
  key: string;
  accountId?: number;
  secret: 'password' | 'second-step' | 'passkey';
}

/** A guess at the password, or at a second step, of one account. */
export const guessOf = (accountId: number, secret: Guess['secret'] = 'password'): Guess => ({
  key: `account:${accountId}`,
  accountId,
  secret,
});

/** The client address as the limits count it: an IPv6 client holds a whole /64, counted as one. */
export const clientAddress = (ctx: Context) => normalizeIP(ctx.req.ip);

/**
 * Counts an attempt of the account (or name) from this address and of the address before its
 * check, and, from a place the account has not signed in from, against its brake; answers 429
 * past a limit or while the brake's slot is taken. Call `succeeded()` once the check passed; a
 * failure stays counted.
 */
export async function beginAttempt(ctx: Context, guess?: Guess) {
  const address = clientAddress(ctx);
  let brake: BrakeKey | undefined;
  if (
    guess &&
    guess.secret !== 'passkey' &&
    !(guess.accountId !== undefined && (await ctx.services.auth.isKnownPlace(guess.accountId, address)))
  ) {
    brake = guess.secret === 'password' ? { key: guess.key, notify: guess.accountId } : { key: `second-step:${guess.key}` };
  }
  const attempt = await ctx.services.auth.beginSignInAttempt(
    [
      ...(guess ? [{ key: `${guess.key}|address:${address}`, ...signInAttemptRules.perAccountAddress }] : []),
      { key: `address:${address}`, ...signInAttemptRules.perAddress },
    ],
    brake,
  );
  if (!attempt.allowed)
    return tooManyRequests(ctx, attempt.retryAfterSeconds, attempt.slowed ? 'errors.signInSlowed' : 'errors.tooManySignIns');
  return attempt;
}

/** Answers a failed sign-in; its attempt stays counted. */
export function failSignIn(
  messageKey:
    | 'errors.loginFailed'
    | 'errors.codeInvalid'
    | 'errors.codeExpired'
    | 'errors.totpCodeWrong'
    | 'errors.challengeExpired'
    | 'errors.passkeySignInFailed',
): never {
  throw new AppError('UNAUTHORIZED', messageKey);
}

/**
 * After the first step: a challenge for the second when the account has a factor on (an app or a
 * passkey; no session, no cookie, no token), else the session (docs/decisions/031, 033).
 */
export async function signInOrChallenge(ctx: Context, checked: SessionUser) {
  const methods = await ctx.services.totp.secondFactorsOf(checked.id);
  if (methods.length > 0) return { mfaRequired: true as const, challenge: await ctx.services.totp.startChallenge(checked.id), methods };
  return signIn(ctx, checked);
}

/** A new session for the user just checked: the cookie on both doors, the token only on the REST door. */
export async function signIn(ctx: Context, checked: SessionUser) {
  // A place the account signs in from is the owner's: its brake does not slow them there.
  await ctx.services.auth.rememberPlace(checked.id, clientAddress(ctx));
  const { token, user } = await ctx.services.auth.startSession(checked, deviceOf(ctx.req.headers['user-agent']), ctx.language);
  ctx.cookies.setCookie(ctx.reply, token);
  return ctx.door === 'rest' ? { user, token } : { user };
}
