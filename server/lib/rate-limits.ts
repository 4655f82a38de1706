// Limits on procedures, counted by @fastify/rate-limit in our bounded store (rate-limit-store.ts)
// and checked inside the procedure, so a limit holds whichever door (tRPC or REST) a request
// came through.
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultRateLimitCapacity, type RateLimitStoreOptions } from './rate-limit-store.js';

const minutes = (n: number) => n * 60_000;

export const rateLimitRules = {
  /** Join applications per client address. */
  joinApplication: { max: 5, timeWindow: minutes(15) },
  /** Code requests per client address (per e-mail address the database counts: lib/codes.ts). */
  codeRequestsPerAddress: { max: 10, timeWindow: minutes(60) },
  /** Registrations tried per client address. */
  registrationsPerAddress: { max: 10, timeWindow: minutes(60) },
  /** Image uploads per account (each costs a second or so of one core to re-encode). */
  imageUploadsPerAccount: { max: 60, timeWindow: minutes(60) },
  /** Passkey sign-in options per client address: each keeps a challenge for 5 minutes. */
  passkeyOptionsPerAddress: { max: 30, timeWindow: minutes(15) },
  /** Avatar uploads per account: a member tries a few photos, not dozens (each costs an encode). */
  avatarUploadsPerAccount: { max: 20, timeWindow: minutes(60) },
  /**
   * The editor's previews per account: one after each pause in typing (about one a second at the
   * most), while a body made to be slow to render costs half a second of the core.
   */
  articlePreviewsPerAccount: { max: 60, timeWindow: minutes(1) },
  /** Newsletter subscription requests per client address (each may send a mail). */
  newsletterSubscriptionsPerAddress: { max: 10, timeWindow: minutes(60) },
  /**
   * Newsletter mails per target address: past it the form answers the same but sends nothing,
   * so nobody can be mail-bombed through it.
   */
  newsletterMailsPerTarget: { max: 3, timeWindow: minutes(24 * 60) },
  /**
   * Walk-ins per scanner (an account, or a volunteer's check-in link) in an hour: a busy door,
   * not a way to mail confirmations to any address without end (an event with no capacity).
   */
  walkInsPerScanner: { max: 60, timeWindow: minutes(60) },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;

const rateLimitKey = Symbol('rateLimitKey');
type KeyedRequest = FastifyRequest & { [rateLimitKey]?: string };

/** The request, counted under `key` (an account, an e-mail address) instead of its address. */
export function keyedRequest(request: FastifyRequest, key: string): FastifyRequest {
  return Object.assign(Object.create(request) as KeyedRequest, { [rateLimitKey]: key });
}
export type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;
export type RateLimits = Record<RateLimitName, RateLimiter>;

/** The plugin must be registered with `store: BoundedRateLimitStore`; each limit gets its own. */
export function createRateLimits(app: FastifyInstance): RateLimits {
  const entries = Object.entries(rateLimitRules).map(([name, rule]) => {
    const options: CreateRateLimitOptions & RateLimitStoreOptions = {
      ...rule,
      // An IPv6 client holds a whole /64: counting each of its addresses apart would let one
      // client rotate through endless fresh counts (and fill the store). IPv4-mapped → IPv4.
      keyGenerator: (req) => `${name}:${(req as KeyedRequest)[rateLimitKey] ?? normalizeIP(req.ip)}`,
      cache: defaultRateLimitCapacity,
      clock: app.services.clock,
      onFull: () =>
        app.log.warn(
          { rateLimit: name, capacity: defaultRateLimitCapacity },
          'rate limit store full of blocked addresses: new addresses are refused until a window ends',
        ),
    };
    return [name, app.createRateLimit(options)];
  });
  return Object.fromEntries(entries) as RateLimits;
}
