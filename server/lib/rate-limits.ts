// Limits on procedures, counted by @fastify/rate-limit in our bounded store (rate-limit-store.ts)
// and checked inside the procedure, so a limit holds whichever door (tRPC or REST) a request
// came through.
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { defaultRateLimitCapacity, type RateLimitStoreOptions } from './rate-limit-store.js';

export const rateLimitRules = {
  /** Join applications per client address. */
  joinApplication: { max: 5, timeWindow: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;
export type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;
export type RateLimits = Record<RateLimitName, RateLimiter>;

/** The plugin must be registered with `store: BoundedRateLimitStore`; each limit gets its own. */
export function createRateLimits(app: FastifyInstance): RateLimits {
  const entries = Object.entries(rateLimitRules).map(([name, rule]) => {
    const options: CreateRateLimitOptions & RateLimitStoreOptions = {
      ...rule,
      // An IPv6 client holds a whole /64: counting each of its addresses apart would let one
      // client rotate through endless fresh counts (and fill the store). IPv4-mapped → IPv4.
      keyGenerator: (req) => `${name}:${normalizeIP(req.ip)}`,
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
