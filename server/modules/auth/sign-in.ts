// What the sign-in procedures share: attempts counted per account (or name tried) and per client
// address before the check, so guesses sent at once cannot pass the limit (a blocked account gets
// 429 even for the right password until its window ends; docs/decisions/022), and a new session
// handed out as a cookie (both doors) and, on the REST door only, as a token.
import { normalizeIP } from '@fastify/rate-limit';
import type { SessionUser } from '../../../shared/auth.schema.js';
import { AppError } from '../../lib/app-error.js';
import { deviceOf } from '../../lib/user-agent.js';
import type { Context } from '../../trpc/context.js';
import { tooManyRequests } from '../../trpc/procedures.js';
import { signInAttemptRules } from './auth.service.js';

/**
 * Counts an attempt of the account (or name) and of the client address before its check, or
 * answers 429 past either limit. Call `succeeded()` once the check passed; a failure stays counted.
 */
export async function beginAttempt(ctx: Context, accountKey?: string) {
  const attempt = await ctx.services.auth.beginSignInAttempt([
    ...(accountKey ? [{ key: accountKey, ...signInAttemptRules.perAccount }] : []),
    // An IPv6 client holds a whole /64, counted as one (as the other limits count it).
    { key: `address:${normalizeIP(ctx.req.ip)}`, ...signInAttemptRules.perAddress },
  ]);
  if (!attempt.allowed) return tooManyRequests(ctx, attempt.retryAfterSeconds, 'errors.tooManySignIns');
  return attempt;
}

/** Answers a failed sign-in; its attempt stays counted. */
export function failSignIn(messageKey: 'errors.loginFailed' | 'errors.codeInvalid' | 'errors.codeExpired' | 'errors.totpCodeWrong' | 'errors.challengeExpired' | 'errors.passkeySignInFailed'): never {
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
  const { token, user } = await ctx.services.auth.startSession(checked, deviceOf(ctx.req.headers['user-agent']), ctx.language);
  ctx.cookies.setCookie(ctx.reply, token);
  return ctx.door === 'rest' ? { user, token } : { user };
}
