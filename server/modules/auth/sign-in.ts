// What the sign-in procedures share: failed sign-ins counted per account and per address (a
// blocked account gets 429 even for the right password until its window ends), and a new
// session handed out as a cookie (both doors) and, on the REST door only, as a token.
import { AppError } from '../../lib/app-error.js';
import { keyedRequest, type RateLimitName } from '../../lib/rate-limits.js';
import type { Context } from '../../trpc/context.js';
import { tooManyRequests } from '../../trpc/procedures.js';
import type { AccountRow } from './auth.repository.js';

type Limit = { name: RateLimitName; key?: string };

const failureLimits = (accountKey: string | undefined): Limit[] => [
  ...(accountKey ? [{ name: 'signInFailuresPerAccount' as const, key: accountKey }] : []),
  { name: 'signInFailuresPerAddress' },
];

const requestOf = (ctx: Context, key?: string) => (key ? keyedRequest(ctx.req, key) : ctx.req);

/** 429 while the account or the address has used its failed sign-ins. */
export async function refuseWhileBlocked(ctx: Context, accountKey?: string) {
  for (const { name, key } of failureLimits(accountKey)) {
    const state = await ctx.rateLimits[name](requestOf(ctx, key), { increment: false });
    if (!state.isAllowed && state.remaining === 0) tooManyRequests(ctx, state.ttlInSeconds, 'errors.tooManySignIns');
  }
}

/** Counts a failed sign-in, then answers it. */
export async function failSignIn(ctx: Context, messageKey: 'errors.loginFailed' | 'errors.codeInvalid', accountKey?: string): Promise<never> {
  for (const { name, key } of failureLimits(accountKey)) await ctx.rateLimits[name](requestOf(ctx, key));
  throw new AppError('UNAUTHORIZED', messageKey);
}

/** A new session for the account: the cookie on both doors, the token only on the REST door. */
export async function signIn(ctx: Context, account: AccountRow) {
  const { token, user } = await ctx.services.auth.startSession(account);
  ctx.cookies.setCookie(ctx.reply, token);
  return ctx.door === 'rest' ? { user, token } : { user };
}
